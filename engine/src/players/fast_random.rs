//! A random player that picks a legal move directly: from the counts of its hand, its team's
//! melds and the pile it builds a few moves of a kind chosen at random and asks the engine's
//! check about them one by one, instead of listing every candidate move and checking them all
//! as [`super::RandomPlayer`] does. Its moves are kept in buffers it owns, so a playout with
//! [`Game::apply_quiet`] allocates nothing per step once they have grown.
//!
//! It is a player of its own, for playouts and benchmarks: [`super::RandomPlayer`] keeps the
//! choices that stored fingerprints of random games depend on.

use super::legal::legal_candidates;
use super::Player;
use crate::action::{Action, MeldPlay, TopCardTo};
use crate::card::{Card, Rank, Suit};
use crate::cards::CardSet;
use crate::deal::Phase;
use crate::game::Game;
use crate::going_out::GoingOut;
use crate::meld::{wild_limit, MeldId, MeldShape};
use crate::meld_shape::run_index;
use crate::play::Scratch;
use crate::rules::Rules;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Chance of taking the pile when some take is legal (as [`super::RandomPlayer`]).
const TAKE_CHANCE: f64 = 0.8;
/// Chance of melding rather than discarding or asking when some meld is legal.
const MELD_CHANCE: f64 = 0.8;

/// The kinds of move, as the agreement test compares the direct choice with the full list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveKind {
    /// [`Action::Draw`].
    Draw,
    /// [`Action::EndDeal`].
    EndDeal,
    /// [`Action::TakePile`].
    Take,
    /// [`Action::Meld`] with a new meld.
    NewMeld,
    /// [`Action::Meld`] of lay-offs only.
    LayOff,
    /// [`Action::Discard`].
    Discard,
    /// [`Action::BuyWithRedThree`].
    Buy,
    /// [`Action::AskGoOut`].
    Ask,
    /// [`Action::AnswerGoOut`].
    Answer,
    /// The auction's calls and the declarer's opening (chosen from the full list).
    Bidding,
}

impl MoveKind {
    /// The kind of `action`.
    pub fn of(action: &Action) -> MoveKind {
        match action {
            Action::Draw => MoveKind::Draw,
            Action::EndDeal => MoveKind::EndDeal,
            Action::TakePile { .. } => MoveKind::Take,
            Action::Meld { melds } if melds.iter().any(|p| p.target().is_none()) => {
                MoveKind::NewMeld
            }
            Action::Meld { .. } => MoveKind::LayOff,
            Action::Discard { .. } => MoveKind::Discard,
            Action::BuyWithRedThree { .. } => MoveKind::Buy,
            Action::AskGoOut => MoveKind::Ask,
            Action::AnswerGoOut { .. } => MoveKind::Answer,
            Action::Bid { .. } | Action::Pass | Action::Double | Action::CannotOpen => {
                MoveKind::Bidding
            }
        }
    }
}

/// One move to try, described by counts; built into the player's buffers when tried.
#[derive(Debug, Clone, Copy)]
enum Try {
    /// The pile, melding its top card with `naturals` of its rank from the hand and `wild`.
    Take {
        naturals: u8,
        wild: Option<Card>,
        to: TopCardTo,
    },
    /// A new meld of every natural card of `rank` held and `wilds` wild cards.
    Set { rank: Rank, wilds: u8 },
    /// A new sequence of `suit`: `len` cards from run position `start` (Samba 14A).
    Run { suit: Suit, start: u8, len: u8 },
    /// Every natural card of `rank` held, onto the meld.
    Naturals { meld: MeldId, rank: Rank },
    /// One card onto the meld.
    One { meld: MeldId, card: Card },
    /// An opening of several new melds (FI 13).
    Opening,
    /// Every black 3 held, as a meld (only when going out, FI 20C).
    BlackThrees,
    /// The engine's way out (FI 18), tried only with black 3s held: they meld only then.
    GoingOut,
    /// With few cards left, every natural onto its meld or as a new set, and the wild cards
    /// onto the melds: a way out, or the completion of a canasta it needs (FI 18).
    Everything,
}

impl Try {
    /// The kind of move this try makes; `None` when that depends on the hand.
    fn kind(self) -> Option<MoveKind> {
        match self {
            Try::Take { .. } => Some(MoveKind::Take),
            Try::Set { .. } | Try::Run { .. } | Try::Opening | Try::BlackThrees => {
                Some(MoveKind::NewMeld)
            }
            Try::Naturals { .. } | Try::One { .. } => Some(MoveKind::LayOff),
            Try::GoingOut | Try::Everything => None,
        }
    }
}

/// Which of the player's buffers holds the move chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    Simple,
    Take,
    Meld,
    Fallback,
}

/// The direct random player. Reproducible from its seed.
#[derive(Debug, Clone)]
pub struct FastRandomPlayer {
    rng: ChaCha8Rng,
    scratch: Scratch,
    tries: Vec<Try>,
    /// A move without card lists (draw, discard, ask, ...).
    simple: Action,
    /// Always an [`Action::TakePile`].
    take: Action,
    /// Always an [`Action::Meld`].
    meld: Action,
    /// A move from the full list, where the direct choice has none.
    fallback: Action,
    /// Card lists of plays no longer used, kept for the next ones.
    spare: Vec<Vec<Card>>,
}

impl FastRandomPlayer {
    /// A direct random player with its own seeded random stream.
    pub fn new(seed: u64) -> FastRandomPlayer {
        FastRandomPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
            scratch: Scratch::default(),
            tries: Vec::new(),
            simple: Action::Draw,
            take: Action::TakePile {
                with: Vec::new(),
                melds: Vec::new(),
                top_only: false,
                top_to: TopCardTo::RankMeld,
                more_locks: 0,
            },
            meld: Action::Meld { melds: Vec::new() },
            fallback: Action::Draw,
            spare: Vec::new(),
        }
    }

    /// The move `seat` makes now, accepted by `game.check(seat, ..)`. Called only when
    /// `game.seat_to_act() == Some(seat)`; the move is kept in the player until the next call.
    pub fn choose_ref(&mut self, game: &Game, seat: usize) -> &Action {
        let slot = match game.turn().phase {
            Phase::Draw => self.draw_phase(game, seat),
            Phase::Play => self.play_phase(game, seat),
            Phase::AwaitingAnswer => {
                self.simple = Action::AnswerGoOut {
                    yes: self.rng.gen_bool(0.5),
                };
                if self.accepts(game, seat, Slot::Simple) {
                    Slot::Simple
                } else {
                    self.pick_from_full_list(game, seat)
                }
            }
            Phase::Bidding | Phase::Opening | Phase::Over => self.pick_from_full_list(game, seat),
        };
        match slot {
            Slot::Simple => &self.simple,
            Slot::Take => &self.take,
            Slot::Meld => &self.meld,
            Slot::Fallback => &self.fallback,
        }
    }

    /// True when the direct choice finds a legal move of `kind` now, and so may choose one:
    /// what the agreement test compares with the kinds of the full list of legal moves.
    pub fn finds(&mut self, game: &Game, seat: usize, kind: MoveKind) -> bool {
        if matches!(game.turn().phase, Phase::Bidding | Phase::Opening) {
            // The auction and the declarer's opening choose from the full list.
            let legal = legal_candidates(game, seat);
            return legal.iter().any(|a| MoveKind::of(a) == kind);
        }
        match kind {
            MoveKind::Draw | MoveKind::EndDeal | MoveKind::Answer => {
                self.simple = match kind {
                    MoveKind::Draw => Action::Draw,
                    MoveKind::EndDeal => Action::EndDeal,
                    _ => Action::AnswerGoOut { yes: true },
                };
                self.accepts(game, seat, Slot::Simple)
            }
            MoveKind::Take => self.find_take(game, seat),
            MoveKind::NewMeld | MoveKind::LayOff => self.find_meld(game, seat, Some(kind)),
            MoveKind::Discard | MoveKind::Buy | MoveKind::Ask => {
                self.find_other(game, seat, Some(kind))
            }
            MoveKind::Bidding => !legal_candidates(game, seat).is_empty(),
        }
    }

    /// Drawing or ending the deal, or taking the pile (FI 9, 14, 24).
    fn draw_phase(&mut self, game: &Game, seat: usize) -> Slot {
        let wants_take = self.rng.gen_bool(TAKE_CHANCE);
        if wants_take && self.find_take(game, seat) {
            return Slot::Take;
        }
        self.simple = if game.stock_len() > 0 {
            Action::Draw
        } else {
            Action::EndDeal
        };
        if self.accepts(game, seat, Slot::Simple) {
            return Slot::Simple;
        }
        if !wants_take && self.find_take(game, seat) {
            return Slot::Take;
        }
        self.pick_from_full_list(game, seat)
    }

    /// Melding, or else discarding, buying with a red 3 or asking (FI 9, 11, 23; Samba 23).
    fn play_phase(&mut self, game: &Game, seat: usize) -> Slot {
        let wants_meld = self.rng.gen_bool(MELD_CHANCE);
        if wants_meld && self.find_meld(game, seat, None) {
            return Slot::Meld;
        }
        if self.find_other(game, seat, None) {
            return Slot::Simple;
        }
        if !wants_meld && self.find_meld(game, seat, None) {
            return Slot::Meld;
        }
        self.pick_from_full_list(game, seat)
    }

    /// True when the engine accepts the move in `slot`.
    fn accepts(&mut self, game: &Game, seat: usize, slot: Slot) -> bool {
        let action = match slot {
            Slot::Simple => &self.simple,
            Slot::Take => &self.take,
            Slot::Meld => &self.meld,
            Slot::Fallback => &self.fallback,
        };
        game.check_with(seat, action, &mut self.scratch).is_ok()
    }

    /// Any legal move from the full list, where the direct choice found none (the auction, or
    /// a position its tries do not cover).
    fn pick_from_full_list(&mut self, game: &Game, seat: usize) -> Slot {
        let legal = legal_candidates(game, seat);
        self.fallback = if legal.is_empty() {
            Action::Draw
        } else {
            legal[self.rng.gen_range(0..legal.len())].clone()
        };
        Slot::Fallback
    }

    /// Tries the tries listed, in a random order, until the engine accepts one built in
    /// `slot` (and of kind `only`, if given).
    fn try_in_random_order(
        &mut self,
        game: &Game,
        seat: usize,
        slot: Slot,
        only: Option<MoveKind>,
    ) -> bool {
        while !self.tries.is_empty() {
            let i = self.rng.gen_range(0..self.tries.len());
            let next = self.tries.swap_remove(i);
            if !self.build(game, seat, next) {
                continue;
            }
            let built = match slot {
                Slot::Meld => MoveKind::of(&self.meld),
                _ => MoveKind::Take,
            };
            if only.is_none_or(|kind| kind == built) && self.accepts(game, seat, slot) {
                return true;
            }
        }
        false
    }

    /// A legal pile take, if one of the usual ones is: the top card onto the team's meld of
    /// its rank or one of its sequences, with a natural pair, with every natural of its rank,
    /// or with one natural and a wild card; an unopened team adds an opening (FI 13C, 14;
    /// Samba 14K, 19A).
    fn find_take(&mut self, game: &Game, seat: usize) -> bool {
        let Some(top) = game.pile_top() else {
            return false;
        };
        let hand = game.hand(seat);
        let melds = game.team_melds(seat);
        self.tries.clear();
        for meld in melds.iter().filter(|m| m.shape.is_sequence()) {
            self.tries.push(Try::Take {
                naturals: 0,
                wild: None,
                to: TopCardTo::Meld { meld: meld.id },
            });
        }
        if top.is_natural() {
            let naturals = u8::try_from(hand.count_rank(top.rank)).unwrap_or(u8::MAX);
            let to = TopCardTo::RankMeld;
            let take = |naturals, wild| Try::Take { naturals, wild, to };
            if melds.iter().any(|m| m.rank() == Some(top.rank)) {
                self.tries.push(take(0, None));
            }
            if naturals >= 1 {
                for wild in wild_kinds(hand) {
                    self.tries.push(take(1, Some(wild)));
                }
            }
            if naturals >= 2 {
                self.tries.push(take(2, None));
            }
            if naturals >= 3 {
                self.tries.push(take(naturals, None));
            }
        }
        self.try_in_random_order(game, seat, Slot::Take, None)
    }

    /// A legal meld or lay-off, if one of the usual ones is: every natural of a rank held with
    /// the wild cards a new meld needs, a run of one suit, the naturals of a meld's rank or one
    /// wild card onto it, a card that extends a sequence, an opening (FI 11, 13; Samba 14A).
    fn find_meld(&mut self, game: &Game, seat: usize, only: Option<MoveKind>) -> bool {
        let hand = game.hand(seat);
        let melds = game.team_melds(seat);
        let wilds = (hand.count_rank(Rank::Two) + hand.count_rank(Rank::Joker)) as u8;
        self.tries.clear();
        if melds.is_empty() {
            self.tries.push(Try::Opening);
        }
        for rank in Rank::NATURAL {
            let held = hand.count_rank(rank) as u8;
            if held >= 2 && held + wilds >= 3 {
                let wilds = 3u8.saturating_sub(held);
                self.tries.push(Try::Set { rank, wilds });
            }
        }
        let black = |suit| hand.count(Card::new(Rank::Three, suit));
        if black(Suit::Clubs) + black(Suit::Spades) >= 3 {
            self.tries.push(Try::BlackThrees);
            self.tries.push(Try::GoingOut);
        }
        for meld in melds {
            match meld.shape {
                MeldShape::Rank(rank) => {
                    if rank != Rank::Two && rank != Rank::Three && hand.count_rank(rank) > 0 {
                        self.tries.push(Try::Naturals {
                            meld: meld.id,
                            rank,
                        });
                        let one = Suit::ALL
                            .into_iter()
                            .map(|suit| Card::new(rank, suit))
                            .find(|&c| hand.count(c) > 0);
                        if let Some(card) = one {
                            self.tries.push(Try::One {
                                meld: meld.id,
                                card,
                            });
                        }
                    }
                    for card in wild_kinds(hand) {
                        self.tries.push(Try::One {
                            meld: meld.id,
                            card,
                        });
                    }
                }
                MeldShape::Sequence { suit, low, high } => {
                    let before = (run_index(low) + 12) % 13;
                    let after = (run_index(high) + 1) % 13;
                    for at in [before, after] {
                        let card = Card::new(Rank::SUITED[at], suit);
                        if hand.count(card) > 0 {
                            self.tries.push(Try::One {
                                meld: meld.id,
                                card,
                            });
                        }
                    }
                }
            }
        }
        if game.rules().melding.sequences {
            for suit in Suit::ALL {
                if let Some((start, len)) = first_run(hand, suit) {
                    self.tries.push(Try::Run { suit, start, len });
                }
            }
        }
        if hand.len() <= 4 {
            self.tries.push(Try::Everything);
        }
        if let Some(kind) = only {
            self.tries.retain(|t| t.kind().is_none_or(|k| k == kind));
        }
        self.try_in_random_order(game, seat, Slot::Meld, only)
    }

    /// A legal discard, red 3 buy or "May I go out?", starting from one at random among the
    /// card faces held and the question.
    fn find_other(&mut self, game: &Game, seat: usize, only: Option<MoveKind>) -> bool {
        let hand = game.hand(seat);
        let held = game.rules().threes.red.held();
        let discards = hand.faces().filter(|c| held || !c.is_red_three()).count();
        let buys = if held {
            hand.faces().filter(|c| c.is_red_three()).count()
        } else {
            0
        };
        let total = discards + buys + 1;
        let start = self.rng.gen_range(0..total);
        for k in 0..total {
            let i = (start + k) % total;
            self.simple = if i < discards {
                let card = hand.faces().filter(|c| held || !c.is_red_three()).nth(i);
                Action::Discard {
                    card: card.unwrap_or(Card::JOKER),
                }
            } else if i < discards + buys {
                let card = hand.faces().filter(|c| c.is_red_three()).nth(i - discards);
                Action::BuyWithRedThree {
                    card: card.unwrap_or(Card::JOKER),
                }
            } else {
                Action::AskGoOut
            };
            let wanted = only.is_none_or(|kind| MoveKind::of(&self.simple) == kind);
            if wanted && self.accepts(game, seat, Slot::Simple) {
                return true;
            }
        }
        false
    }

    /// Builds `next` into its buffer; false when it cannot be built from the hand.
    fn build(&mut self, game: &Game, seat: usize, next: Try) -> bool {
        let hand = game.hand(seat);
        let rules = game.rules();
        match next {
            Try::Take { naturals, wild, to } => {
                let Some(top) = game.pile_top() else {
                    return false;
                };
                let Action::TakePile {
                    with,
                    melds,
                    top_only,
                    top_to,
                    more_locks,
                } = &mut self.take
                else {
                    return false;
                };
                *top_only = false;
                *more_locks = 0;
                *top_to = to;
                with.clear();
                if naturals > 0 {
                    push_naturals(hand, top.rank, usize::from(naturals), with);
                }
                with.extend(wild);
                recycle(melds, &mut self.spare);
                let need = game.minimum_count(seat)
                    - top.value()
                    - with.iter().map(|c| c.value()).sum::<i32>();
                if game.team_melds(seat).is_empty() && need > 0 && top.is_natural() {
                    let mut rest = hand.clone();
                    rest.remove_all(with);
                    greedy_opening(rules, &rest, need, Some(top.rank), melds, &mut self.spare);
                }
                true
            }
            Try::Opening => {
                let Action::Meld { melds } = &mut self.meld else {
                    return false;
                };
                recycle(melds, &mut self.spare);
                let need = game.minimum_count(seat);
                greedy_opening(rules, hand, need, None, melds, &mut self.spare)
            }
            Try::Set { rank, wilds } => self.one_play(None, |cards| {
                push_naturals(hand, rank, usize::MAX, cards);
                let mut all = [Card::JOKER; MAX_WILDS];
                let held = wilds_of(hand, &mut all);
                cards.extend_from_slice(&all[..held.min(usize::from(wilds))]);
            }),
            Try::Run { suit, start, len } => self.one_play(None, |cards| {
                for k in 0..usize::from(len) {
                    let rank = Rank::SUITED[(usize::from(start) + k) % 13];
                    cards.push(Card::new(rank, suit));
                }
            }),
            Try::Naturals { meld, rank } => self.one_play(Some(meld), |cards| {
                push_naturals(hand, rank, usize::MAX, cards);
            }),
            Try::One { meld, card } => self.one_play(Some(meld), |cards| cards.push(card)),
            Try::GoingOut => {
                let GoingOut::Can(way) = game.going_out(seat) else {
                    return false;
                };
                let Action::Meld { melds } = &mut self.meld else {
                    return false;
                };
                recycle(melds, &mut self.spare);
                melds.extend(way.melds);
                !melds.is_empty()
            }
            Try::Everything => {
                let Action::Meld { melds } = &mut self.meld else {
                    return false;
                };
                recycle(melds, &mut self.spare);
                everything(hand, game.team_melds(seat), melds, &mut self.spare);
                !melds.is_empty()
            }
            Try::BlackThrees => self.one_play(None, |cards| {
                for suit in [Suit::Clubs, Suit::Spades] {
                    let card = Card::new(Rank::Three, suit);
                    cards.extend(std::iter::repeat_n(card, hand.count(card)));
                }
            }),
        }
    }

    /// Puts one play in the meld buffer: a new meld, or a lay-off onto `target`, of the cards
    /// `fill` lists.
    fn one_play(&mut self, target: Option<MeldId>, fill: impl FnOnce(&mut Vec<Card>)) -> bool {
        let Action::Meld { melds } = &mut self.meld else {
            return false;
        };
        recycle(melds, &mut self.spare);
        let mut cards = self.spare.pop().unwrap_or_default();
        fill(&mut cards);
        melds.push(match target {
            None => MeldPlay::New { cards },
            Some(meld) => MeldPlay::Add { meld, cards },
        });
        true
    }
}

impl Player for FastRandomPlayer {
    fn name(&self) -> &str {
        "fast random"
    }

    fn choose(&mut self, game: &Game, seat: usize) -> Action {
        self.choose_ref(game, seat).clone()
    }
}

/// More wild cards than any deal holds (three decks: twelve 2s and six jokers).
const MAX_WILDS: usize = 32;

/// The wild cards of `hand` into `out`, cheapest first (2s, then jokers); how many.
fn wilds_of(hand: &CardSet, out: &mut [Card; MAX_WILDS]) -> usize {
    let mut n = 0;
    let twos = Suit::ALL.map(|suit| Card::new(Rank::Two, suit));
    for card in twos.into_iter().chain([Card::JOKER]) {
        for _ in 0..hand.count(card) {
            if n < MAX_WILDS {
                out[n] = card;
                n += 1;
            }
        }
    }
    n
}

/// One wild card of each kind held (a 2 and a joker), cheapest first.
fn wild_kinds(hand: &CardSet) -> impl Iterator<Item = Card> + '_ {
    let two = Suit::ALL
        .into_iter()
        .map(|suit| Card::new(Rank::Two, suit))
        .find(|&c| hand.count(c) > 0);
    let joker = (hand.count(Card::JOKER) > 0).then_some(Card::JOKER);
    two.into_iter().chain(joker)
}

/// Pushes up to `most` cards of `rank` from `hand`, suit by suit.
fn push_naturals(hand: &CardSet, rank: Rank, most: usize, out: &mut Vec<Card>) {
    let mut left = most;
    for suit in Suit::ALL {
        let card = Card::new(rank, suit);
        let n = hand.count(card).min(left);
        out.extend(std::iter::repeat_n(card, n));
        left -= n;
    }
}

/// The first run of three to seven cards of `suit` held, in the circular order of runs:
/// its start position and length.
fn first_run(hand: &CardSet, suit: Suit) -> Option<(u8, u8)> {
    let held = |i: usize| hand.count(Card::new(Rank::SUITED[i % 13], suit)) > 0;
    (0..13)
        .filter(|&i| held(i) && !held(i + 12))
        .map(|start| {
            let len = (0..7).take_while(|&k| held(start + k)).count();
            (start as u8, len as u8)
        })
        .find(|&(_, len)| len >= 3)
}

/// Plays for every card of `hand` it can place: each natural onto the meld of its rank or,
/// three or more of a rank, as a new meld; then every wild card onto the first rank meld
/// that took cards (or the first rank meld). The engine's check decides whether that goes.
fn everything(
    hand: &CardSet,
    melds: &[crate::meld::Meld],
    plays: &mut Vec<MeldPlay>,
    spare: &mut Vec<Vec<Card>>,
) {
    for rank in Rank::NATURAL {
        let held = hand.count_rank(rank);
        let onto = melds.iter().find(|m| m.rank() == Some(rank)).map(|m| m.id);
        if held == 0 || (onto.is_none() && held < 3) {
            continue;
        }
        let mut cards = spare.pop().unwrap_or_default();
        push_naturals(hand, rank, usize::MAX, &mut cards);
        plays.push(match onto {
            Some(meld) => MeldPlay::Add { meld, cards },
            None => MeldPlay::New { cards },
        });
    }
    let mut wilds = [Card::JOKER; MAX_WILDS];
    let held = wilds_of(hand, &mut wilds);
    if held == 0 {
        return;
    }
    if let Some(play) = plays.first_mut() {
        let (MeldPlay::New { cards } | MeldPlay::Add { cards, .. }) = play;
        cards.extend_from_slice(&wilds[..held]);
    } else if let Some(meld) = melds.iter().find(|m| m.rank().is_some()) {
        let mut cards = spare.pop().unwrap_or_default();
        cards.extend_from_slice(&wilds[..held]);
        plays.push(MeldPlay::Add {
            meld: meld.id,
            cards,
        });
    }
}

/// Moves the card lists of `plays` to `spare`, emptied.
fn recycle(plays: &mut Vec<MeldPlay>, spare: &mut Vec<Vec<Card>>) {
    for play in plays.drain(..) {
        let (MeldPlay::New { mut cards } | MeldPlay::Add { mut cards, .. }) = play;
        cards.clear();
        spare.push(cards);
    }
}

/// Units of an opening at most (as the planner's opening search, which keeps the first nine).
const OPENING_UNITS: usize = 9;

/// A part of an opening: the natural cards of a rank held (a pair takes a wild card), or a
/// run of natural cards of one suit (Samba 14A).
#[derive(Debug, Clone, Copy)]
enum Unit {
    Rank(Rank, usize),
    Run(Suit, usize, usize),
}

impl Unit {
    fn cards(self) -> usize {
        match self {
            Unit::Rank(_, n) | Unit::Run(_, _, n) => n,
        }
    }

    fn is_pair(self) -> bool {
        matches!(self, Unit::Rank(_, 2))
    }

    fn points(self) -> i32 {
        match self {
            Unit::Rank(rank, n) => n as i32 * Card::new(rank, Suit::Clubs).value(),
            Unit::Run(suit, start, len) => (start..start + len)
                .map(|i| Card::new(Rank::SUITED[i], suit).value())
                .sum(),
        }
    }

    /// The ranks a run uses, as bits of their run positions.
    fn run_ranks(self) -> u16 {
        match self {
            Unit::Rank(..) => 0,
            Unit::Run(_, start, len) => ((1u16 << len) - 1) << start,
        }
    }

    fn wild_room(self, rules: &Rules) -> usize {
        match self {
            Unit::Rank(_, n) => wild_limit(rules, n).saturating_sub(usize::from(n == 2)),
            Unit::Run(..) => 0,
        }
    }
}

/// Fills `plays` with new melds from `hand` (none of `skip`) worth at least `need` (FI 13):
/// of the runs of natural cards held (where the rules play sequences), the natural sets and
/// the natural pairs (each with a wild card), the choice that uses the fewest wild cards,
/// then the fewest cards, adding wild cards where still short as the wild-card limit allows,
/// and leaving two cards in hand. Worked out on counts; false when there is none. The
/// engine's check has the last word.
fn greedy_opening(
    rules: &Rules,
    hand: &CardSet,
    need: i32,
    skip: Option<Rank>,
    plays: &mut Vec<MeldPlay>,
    spare: &mut Vec<Vec<Card>>,
) -> bool {
    let mut wilds = [Card::JOKER; MAX_WILDS];
    let held = wilds_of(hand, &mut wilds);
    let mut units = [Unit::Rank(Rank::Four, 0); OPENING_UNITS];
    let mut count = 0;
    if rules.melding.sequences {
        for suit in Suit::ALL {
            for (start, len) in natural_runs(hand, suit) {
                if count < OPENING_UNITS {
                    units[count] = Unit::Run(suit, start, len);
                    count += 1;
                }
            }
        }
    }
    for rank in Rank::NATURAL.into_iter().rev() {
        let n = hand.count_rank(rank);
        if n >= 2 && Some(rank) != skip && count < OPENING_UNITS {
            units[count] = Unit::Rank(rank, n);
            count += 1;
        }
    }
    // The best mask and the wild cards it uses.
    let mut best: Option<((usize, usize), u32, usize)> = None;
    for mask in 1u32..(1 << count) {
        let chosen = || {
            (0..count)
                .filter(move |i| mask >> i & 1 == 1)
                .map(|i| units[i])
        };
        let pairs = chosen().filter(|u| u.is_pair()).count();
        let in_runs = chosen().fold(0u16, |bits, u| bits | u.run_ranks());
        let overlaps = chosen()
            .any(|u| matches!(u, Unit::Rank(rank, _) if in_runs >> run_index(rank) & 1 == 1));
        if pairs > held || overlaps {
            continue;
        }
        let mut cards: usize = chosen().map(Unit::cards).sum::<usize>() + pairs;
        let mut points: i32 = chosen().map(Unit::points).sum::<i32>()
            + wilds[..pairs].iter().map(|c| c.value()).sum::<i32>();
        let room: usize = chosen().map(|u| u.wild_room(rules)).sum();
        let mut used = pairs;
        while points < need && used < held && used - pairs < room {
            points += wilds[used].value();
            used += 1;
            cards += 1;
        }
        if points < need || cards + 2 > hand.len() {
            continue;
        }
        if best.is_none_or(|(key, _, _)| (used, cards) < key) {
            best = Some(((used, cards), mask, used));
        }
    }
    let Some((_, mask, used)) = best else {
        return false;
    };
    let mut next_wild = 0;
    for (i, &unit) in units[..count].iter().enumerate() {
        if mask >> i & 1 == 0 {
            continue;
        }
        let mut cards = spare.pop().unwrap_or_default();
        match unit {
            Unit::Rank(rank, n) => {
                push_naturals(hand, rank, usize::MAX, &mut cards);
                if n == 2 {
                    cards.push(wilds[next_wild]);
                    next_wild += 1;
                }
            }
            Unit::Run(suit, start, len) => {
                cards.extend((start..start + len).map(|i| Card::new(Rank::SUITED[i], suit)));
            }
        }
        plays.push(MeldPlay::New { cards });
    }
    // The wild cards beyond one a pair, onto the rank melds with room.
    let mut extra = next_wild..used;
    for play in plays.iter_mut() {
        let MeldPlay::New { cards } = play else {
            continue;
        };
        if cards.iter().all(|c| !c.is_wild()) && cards.iter().any(|c| c.rank != cards[0].rank) {
            continue;
        }
        let naturals = cards.iter().filter(|c| !c.is_wild()).count();
        let mut room = wild_limit(rules, naturals).saturating_sub(cards.len() - naturals);
        while room > 0 {
            let Some(w) = extra.next() else { break };
            cards.push(wilds[w]);
            room -= 1;
        }
    }
    true
}

/// Every run of three to seven cards of `suit` held, from the 3 up to the ace (a 3 is a
/// natural card in a sequence, SAMBA 14A; a 2 is kept for a wild card, and runs round the ace
/// are left to the full list): each run's start position in the order of runs and its length.
/// One suit may hold two runs (3♥ 4♥ 5♥ and J♥ Q♥ K♥), each a unit of an opening.
fn natural_runs(hand: &CardSet, suit: Suit) -> impl Iterator<Item = (usize, usize)> + '_ {
    let held = move |i: usize| i < 13 && hand.count(Card::new(Rank::SUITED[i], suit)) > 0;
    let first = run_index(Rank::Three);
    (first..13)
        .filter(move |&i| held(i) && (i == first || !held(i - 1)))
        .map(move |start| (start, (0..7).take_while(|&k| held(start + k)).count()))
        .filter(|&(_, len)| len >= 3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::PositionBuilder;

    #[test]
    fn same_seed_same_choices_and_always_legal() {
        let game = PositionBuilder::new(Rules::classic())
            .hand(0, "7h 7d 7s Kd 2c 5c 9h")
            .meld(0, "Kh Ks Kc")
            .pile("4c")
            .stock("5s 5s")
            .turn(0, Phase::Play)
            .build()
            .unwrap();
        let mut a = FastRandomPlayer::new(7);
        let mut b = FastRandomPlayer::new(7);
        let mut kinds = Vec::new();
        for _ in 0..100 {
            let action = a.choose(&game, 0);
            assert_eq!(action, b.choose(&game, 0));
            assert_eq!(game.check(0, &action), Ok(()));
            kinds.push(MoveKind::of(&action));
        }
        for kind in [MoveKind::NewMeld, MoveKind::LayOff, MoveKind::Discard] {
            assert!(kinds.contains(&kind), "{kind:?} never chosen");
        }
    }

    #[test]
    fn fi_13_an_unopened_team_opens_with_several_melds() {
        let game = PositionBuilder::new(Rules::classic())
            .hand(0, "7h 7d 7s Kd Ks 2c 5c 9h")
            .pile("4c")
            .stock("5s 5s")
            .turn(0, Phase::Play)
            .build()
            .unwrap();
        let mut player = FastRandomPlayer::new(1);
        let opened = (0..50).any(|_| {
            let action = player.choose(&game, 0);
            assert_eq!(game.check(0, &action), Ok(()));
            matches!(&action, Action::Meld { melds } if melds.len() == 2)
        });
        assert!(opened, "7 7 7 and K K 2 make 55 together");
    }
}
