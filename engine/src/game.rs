//! A whole game: deals one after another until a team reaches the target (FI 1, 34A).

use crate::action::{Action, MeldPlay};
use crate::card::Card;
use crate::cards::CardSet;
use crate::deal::{Deal, Phase, Turn};
use crate::error::RuleError;
use crate::event::{Event, Events};
use crate::meld::{Meld, MeldId};
use crate::play::melding::apply_plays_under;
use crate::play::Scratch;
use crate::rules::{Rules, RulesError};
use crate::score::{canastas_per_side, score_deal, DealEnd, DealResult};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A game of Canasta: the rules, the seed that fixes every deal, scores and the current deal.
/// Change it only through [`Game::apply`], which validates before it mutates.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(crate) rules: Rules,
    pub(crate) seed: u64,
    pub(crate) deal_number: u32,
    pub(crate) first_dealer: usize,
    pub(crate) dealer: usize,
    pub(crate) scores: Vec<i32>,
    pub(crate) history: Vec<DealResult>,
    pub(crate) deal: Deal,
    pub(crate) winners: Option<Vec<usize>>,
}

/// The random stream for one deal: every deal is reproducible from the game's seed.
pub(crate) fn deal_rng(seed: u64, deal_number: u32) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(u64::from(deal_number));
    rng
}

impl Game {
    /// A new game: the first dealer is cut at random (FI 3) and the first deal is dealt, both
    /// from `seed`. Panics never; an invalid rule set is reported as a [`RulesError`].
    pub fn new(rules: Rules, seed: u64) -> Result<(Game, Vec<Event>), RulesError> {
        rules.validate()?;
        let first_dealer = deal_rng(seed, 0).gen_range(0..rules.table.seats as usize);
        let scores = vec![0; rules.team_count()];
        let dealer = dealer_of(&rules, first_dealer, 1);
        let deal = deal_for(&rules, dealer, &scores, seed, 1, MeldId(0));
        let mut game = Game {
            deal,
            rules,
            seed,
            deal_number: 1,
            first_dealer,
            dealer,
            scores,
            history: Vec::new(),
            winners: None,
        };
        let mut events = Events::recorded();
        events.push(Event::DealStarted {
            deal: 1,
            dealer: game.dealer,
        });
        game.start_deal(&mut events);
        Ok((game, events.into_vec()))
    }

    /// The rule set.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The seed that fixes every deal.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The current deal number, from 1.
    pub fn deal_number(&self) -> u32 {
        self.deal_number
    }

    /// The current dealer.
    pub fn dealer(&self) -> usize {
        self.dealer
    }

    /// Each team's game total.
    pub fn scores(&self) -> &[i32] {
        &self.scores
    }

    /// The scored deals so far.
    pub fn history(&self) -> &[DealResult] {
        &self.history
    }

    /// The current deal (after the game ends, the last one).
    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    /// The current turn.
    pub fn turn(&self) -> &Turn {
        &self.deal.turn
    }

    /// The hand of `seat`: what that seat sees of it (for a player deciding in a playout,
    /// without copying a [`Game::seat_view`]).
    pub fn hand(&self, seat: usize) -> &CardSet {
        &self.deal.hands[seat]
    }

    /// The melds of `seat`'s team in this deal (public).
    pub fn team_melds(&self, seat: usize) -> &[Meld] {
        &self.deal.teams[self.deal.team_of(seat)].melds
    }

    /// The discard pile's top card (public).
    pub fn pile_top(&self) -> Option<Card> {
        self.deal.pile.top()
    }

    /// Cards left in the stock (public).
    pub fn stock_len(&self) -> usize {
        self.deal.stock.len()
    }

    /// The minimum count of `seat`'s first meld this deal (public, FI 13).
    pub fn minimum_count(&self, seat: usize) -> i32 {
        self.deal.seats[seat].minimum_count
    }

    /// The winning team(s) once the game is over; two or more means a draw.
    pub fn winners(&self) -> Option<&[usize]> {
        self.winners.as_deref()
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.winners.is_some()
    }

    /// The seat that must act now: the player to move, or the partner who must answer.
    /// `None` once the game is over.
    pub fn seat_to_act(&self) -> Option<usize> {
        let turn = &self.deal.turn;
        match turn.phase {
            Phase::Over => None,
            Phase::AwaitingAnswer => Some(self.partner_to_answer(turn.seat)),
            Phase::Bidding | Phase::Opening | Phase::Draw | Phase::Play => Some(turn.seat),
        }
    }

    /// The partner who answers "May I go out?" for `seat`: the next teammate in turn order.
    pub(crate) fn partner_to_answer(&self, seat: usize) -> usize {
        self.deal.partner_of(seat).unwrap_or(seat)
    }

    /// Applies `action` by the player in `seat`. On error nothing has changed.
    pub fn apply(&mut self, seat: usize, action: &Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Events::recorded();
        self.apply_to(seat, action, &mut Scratch::default(), &mut events)?;
        Ok(events.into_vec())
    }

    /// Applies `action` as [`Game::apply`] does, to the same state, but builds no events and
    /// plans in `scratch`'s buffers: what a playout calls, which then allocates nothing for a
    /// draw, a discard or a lay-off once the buffers have grown. On error nothing has changed.
    pub fn apply_quiet(
        &mut self,
        seat: usize,
        action: &Action,
        scratch: &mut Scratch,
    ) -> Result<(), RuleError> {
        self.apply_to(seat, action, scratch, &mut Events::quiet())
    }

    fn apply_to(
        &mut self,
        seat: usize,
        action: &Action,
        scratch: &mut Scratch,
        events: &mut Events,
    ) -> Result<(), RuleError> {
        self.check_actor(seat, action)?;
        match action {
            Action::Draw => {
                self.check_draw()?;
                self.commit_draw(events);
            }
            Action::TakePile {
                with,
                melds,
                top_only,
                top_to,
                more_locks,
            } => {
                let plan =
                    self.plan_take_locks(with, melds, *top_only, *top_to, *more_locks, scratch)?;
                self.commit_take(plan, scratch, events);
            }
            Action::Meld { melds } => {
                let declarer_opens = self.deal.turn.phase == Phase::Opening;
                let plan = self.plan_meld(melds, scratch)?;
                self.commit_meld(plan, scratch, events);
                if declarer_opens {
                    self.declarer_opened(events);
                }
            }
            Action::Discard { card } => {
                let plan = self.plan_discard(*card)?;
                self.commit_discard(plan, events);
            }
            Action::AskGoOut => {
                self.check_ask()?;
                self.commit_ask(events);
            }
            Action::AnswerGoOut { yes } => {
                self.check_answer()?;
                self.commit_answer(seat, *yes, events);
            }
            Action::EndDeal => {
                self.check_end_deal()?;
                self.end_deal(DealEnd::StockExhausted, events);
            }
            Action::BuyWithRedThree { card } => {
                self.check_buy(*card)?;
                self.commit_buy(*card, events);
            }
            Action::Bid { .. } | Action::Pass | Action::Double => {
                let call = action.call().ok_or(RuleError::NoAuction)?;
                self.check_call(seat, call)?;
                self.commit_call(seat, call, events);
            }
            Action::CannotOpen => {
                self.check_cannot_open()?;
                self.commit_cannot_open(events);
            }
        }
        Ok(())
    }

    /// Checks `action` without applying it.
    pub fn check(&self, seat: usize, action: &Action) -> Result<(), RuleError> {
        self.check_with(seat, action, &mut Scratch::default())
    }

    /// [`Game::check`] planning in `scratch`'s buffers (see [`Game::apply_quiet`]).
    pub fn check_with(
        &self,
        seat: usize,
        action: &Action,
        scratch: &mut Scratch,
    ) -> Result<(), RuleError> {
        self.check_actor(seat, action)?;
        match action {
            Action::Draw => self.check_draw(),
            Action::TakePile {
                with,
                melds,
                top_only,
                top_to,
                more_locks,
            } => self
                .plan_take_locks(with, melds, *top_only, *top_to, *more_locks, scratch)
                .map(drop),
            Action::Meld { melds } => self.plan_meld(melds, scratch).map(drop),
            Action::Discard { card } => self.plan_discard(*card).map(drop),
            Action::AskGoOut => self.check_ask(),
            Action::AnswerGoOut { .. } => self.check_answer(),
            Action::EndDeal => self.check_end_deal(),
            Action::BuyWithRedThree { card } => self.check_buy(*card),
            Action::Bid { .. } | Action::Pass | Action::Double => {
                let call = action.call().ok_or(RuleError::NoAuction)?;
                self.check_call(seat, call)
            }
            Action::CannotOpen => self.check_cannot_open(),
        }
    }

    /// The team of the player to move.
    pub(crate) fn mover_team(&self) -> usize {
        self.deal.team_of(self.deal.turn.seat)
    }

    /// Starts `seat`'s turn: a first turn lays down dealt red 3s and replaces them (FI 21B,
    /// when the red 3 policy lays them down at once); with the stock gone and no way to take
    /// the pile, the deal ends (FI 24B).
    pub(crate) fn begin_turn(&mut self, seat: usize, events: &mut Events) {
        let lays_down = self.rules.threes.red.laid_down_at_once();
        if !self.deal.seats[seat].had_turn {
            self.deal.seats[seat].had_turn = true;
            // One at a time, in the hand's order: a replacement never brings one (it is laid
            // down as drawn), so this is the dealt red 3s in turn.
            loop {
                let hand = &self.deal.hands[seat];
                let Some(card) = hand.iter().find(|c| lays_down && c.is_red_three()) else {
                    break;
                };
                self.deal.play_from_hand(seat, card);
                self.deal.seats[seat].red_threes.push(card);
                events.push(Event::RedThreeLaid { seat, card });
                if self.draw_replacing_red_threes(seat, 1, events) {
                    self.end_deal(DealEnd::StockExhausted, events);
                    return;
                }
            }
        }
        self.deal.turn = Turn::start(seat, &self.deal, &self.rules);
        if self.deal.stock.is_empty() && !self.pile_may_be_taken_at_all(seat) {
            self.end_deal(DealEnd::StockExhausted, events);
        }
    }

    /// Draws `count` cards into `seat`'s hand, laying down and replacing red 3s when the red 3
    /// policy lays them down at once (FI 21C).
    /// Returns true when the deal ends at once: the last stock card was a red 3 laid down
    /// (FI 21E), or, with red 3s kept in the hand, a red 3 was one of the stock's last two
    /// cards: it is laid down, or added to a sequence (SAMBA 32), also when the last card is
    /// still in the stock.
    pub(crate) fn draw_replacing_red_threes(
        &mut self,
        seat: usize,
        count: usize,
        events: &mut Events,
    ) -> bool {
        let lays_down = self.rules.threes.red.laid_down_at_once();
        let last_two_shown = self.rules.threes.last_two_stock_cards_shown;
        let mut needed = count;
        // Red 3s drawn into the hand that SAMBA 32 lays down, in the order drawn: those among
        // the stock's last two cards, or (a rule set stored before that) all of the draw's.
        let mut last_reds: Vec<Card> = Vec::new();
        while needed > 0 {
            let Some(card) = self.deal.stock.pop() else {
                break;
            };
            if lays_down && card.is_red_three() {
                self.deal.seats[seat].red_threes.push(card);
                events.push(Event::RedThreeLaid { seat, card });
                if self.deal.stock.is_empty() {
                    return true;
                }
            } else {
                self.deal.hands[seat].add(card);
                if card.is_red_three() && (!last_two_shown || self.deal.stock.len() < 2) {
                    last_reds.push(card);
                }
                needed -= 1;
            }
        }
        if lays_down || (!last_two_shown && !self.deal.stock.is_empty()) {
            return false;
        }
        for &card in &last_reds {
            self.deal.play_from_hand(seat, card);
            // SAMBA 32: onto one of the side's sequences it extends, or laid down, at a cost
            // unless option `samba_last_red_three` says otherwise.
            if self.rules.threes.last_red_three_onto_sequence
                && self.red_three_onto_sequence(seat, card, events)
            {
                continue;
            }
            let state = &mut self.deal.seats[seat];
            state.red_threes.push(card);
            if !self.rules.threes.last_red_three_charged {
                state.red_threes_uncharged = state.red_threes_uncharged.saturating_add(1);
            }
            events.push(Event::RedThreeLaid { seat, card });
        }
        !last_reds.is_empty()
    }

    /// Lays `card`, a red 3 from the last stock cards, onto the longest of the side's sequences
    /// that takes it (SAMBA 32, 23), saying so in `events`; false when none does.
    fn red_three_onto_sequence(&mut self, seat: usize, card: Card, events: &mut Events) -> bool {
        let team = self.deal.team_of(seat);
        let mut sequences: Vec<(usize, MeldId)> = self.deal.teams[team]
            .melds
            .iter()
            .filter(|m| m.shape.is_sequence())
            .map(|m| (m.len(), m.id))
            .collect();
        sequences.sort_by_key(|&(len, _)| std::cmp::Reverse(len));
        for (_, meld) in sequences {
            let play = MeldPlay::Add {
                meld,
                cards: vec![card],
            };
            let mut melds = self.deal.teams[team].melds.clone();
            let mut next = self.deal.next_meld_id;
            let mut hand: CardSet = std::iter::once(card).collect();
            let placed = apply_plays_under(
                &self.rules,
                &mut hand,
                &mut melds,
                &mut next,
                std::slice::from_ref(&play),
            );
            if placed.is_ok() {
                self.deal.teams[team].melds = melds;
                events.push(Event::Melded {
                    seat,
                    melds: vec![play],
                });
                return true;
            }
        }
        false
    }

    /// Draws `count` stock cards into `seat`'s hand outside the turn's draw (after taking the
    /// pile, Samba 13B; after buying with a red 3, 23), saying so in `events`. True when that
    /// ended the deal (a red 3 among the stock's last cards, FI 21E, Samba 32).
    pub(crate) fn draw_extra(&mut self, seat: usize, count: usize, events: &mut Events) -> bool {
        if count == 0 || self.deal.stock.is_empty() {
            return false;
        }
        let before = self.deal.hands[seat].len();
        let mut laid = events.alike();
        let ends = self.draw_replacing_red_threes(seat, count, &mut laid);
        events.push(Event::Drew {
            seat,
            count: self.deal.hands[seat].len().saturating_sub(before),
        });
        events.append(laid);
        if ends {
            self.end_deal(DealEnd::StockExhausted, events);
        }
        ends
    }

    /// Passes the turn to the next seat.
    pub(crate) fn next_turn(&mut self, events: &mut Events) {
        let next = self.deal.next_seat(self.deal.turn.seat);
        self.begin_turn(next, events);
    }

    /// Scores the deal, then deals the next one or ends the game (FI 34A).
    pub(crate) fn end_deal(&mut self, end: DealEnd, events: &mut Events) {
        let end = match (end, self.deal.stock.last()) {
            // SAMBA 32: a red 3 drawn as the second-to-last stock card ends the deal with the
            // last one still in the stock, shown to all.
            (DealEnd::StockExhausted, Some(&left)) => {
                events.push(Event::LastStockCardsEndDeal { left });
                DealEnd::LastStockCards { left }
            }
            (DealEnd::StockExhausted, None) => {
                events.push(Event::StockExhausted);
                end
            }
            _ => end,
        };
        let (teams, bid) = score_deal(&self.rules, &self.deal, end);
        for (total, s) in self.scores.iter_mut().zip(&teams) {
            *total += s.total;
        }
        let result = DealResult {
            deal: self.deal_number,
            end,
            teams,
            totals: self.scores.clone(),
            canastas: Some(canastas_per_side(&self.rules, &self.deal)),
            bid,
        };
        events.push_with(|| Event::DealScored {
            result: result.clone(),
        });
        self.history.push(result);
        self.deal.turn.phase = Phase::Over;
        if self.scores.iter().any(|&s| s >= self.rules.target) {
            let best = self.scores.iter().copied().max().unwrap_or(0);
            let winners: Vec<usize> = (0..self.scores.len())
                .filter(|&t| self.scores[t] == best)
                .collect();
            events.push_with(|| Event::GameOver {
                winners: winners.clone(),
            });
            self.winners = Some(winners);
            return;
        }
        self.deal_number += 1;
        self.dealer = dealer_of(&self.rules, self.first_dealer, self.deal_number);
        self.deal = deal_for(
            &self.rules,
            self.dealer,
            &self.scores,
            self.seed,
            self.deal_number,
            self.deal.next_meld_id,
        );
        events.push(Event::DealStarted {
            deal: self.deal_number,
            dealer: self.dealer,
        });
        self.start_deal(events);
    }

    /// Starts the freshly dealt deal: its first turn, or, under rules with bidding, nothing
    /// yet: the auction comes first (FI 12A).
    fn start_deal(&mut self, events: &mut Events) {
        if self.deal.auction.is_none() {
            let first = self.deal.turn.seat;
            self.begin_turn(first, events);
        }
    }
}

/// Deals deal number `number`, with each seat's minimum count from its side's score (FI 13);
/// meld ids go on from `next_meld_id`.
fn deal_for(
    rules: &Rules,
    dealer: usize,
    scores: &[i32],
    seed: u64,
    number: u32,
    next_meld_id: MeldId,
) -> Deal {
    let minimums: Vec<i32> = (0..rules.table.seats as usize)
        .map(|s| rules.minimum_count(scores[rules.team_of(s)]))
        .collect();
    Deal::shuffle_and_deal(
        rules,
        number,
        dealer,
        &minimums,
        next_meld_id,
        &mut deal_rng(seed, number),
    )
}

/// The dealer of deal `number`: the deal moves one seat to the left each time (FI 9), among
/// the seats in play.
fn dealer_of(rules: &Rules, first_dealer: usize, number: u32) -> usize {
    let order = rules.seats_in_play(number);
    order[(first_dealer + number as usize - 1) % order.len()]
}
