//! The state of one deal: stock, pile, hands, each team's table, and the turn (FI 6, 9).

use crate::bidding::{Auction, Contract};
use crate::card::Card;
use crate::cards::CardSet;
use crate::deck::shuffled_deck;
use crate::meld::{Meld, MeldId};
use crate::pile::DiscardPile;
use crate::rules::Rules;
use rand::Rng;
use serde::{Deserialize, Serialize};

/// What one team has on the table in a deal.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamTable {
    /// The team's melds, in the order they were started.
    pub melds: Vec<Meld>,
    /// Penalty points charged this deal (FI 23D).
    pub penalties: i32,
}

impl TeamTable {
    /// The team has melded in this deal.
    pub fn has_melded(&self) -> bool {
        !self.melds.is_empty()
    }

    /// Number of completed canastas.
    pub fn canastas(&self) -> usize {
        self.melds.iter().filter(|m| m.is_canasta()).count()
    }

    /// The team's meld with this id.
    pub fn meld(&self, id: MeldId) -> Option<&Meld> {
        self.melds.iter().find(|m| m.id == id)
    }
}

/// Per-seat facts of a deal that are not the hand itself.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    /// The seat's first turn has begun (its dealt red 3s are laid down then, FI 21B).
    pub had_turn: bool,
    /// The seat has discarded this deal: it may no longer look through the pile (FI 22A).
    pub has_discarded: bool,
    /// The seat has melded or laid off this deal (FI 19A, concealed going out).
    pub has_melded: bool,
    /// Red 3s the seat has laid down (FI 21); they count for the seat's team.
    pub red_threes: Vec<Card>,
    /// How many of `red_threes` cost nothing where red 3s laid down are charged: those laid
    /// down from the last stock cards under option `samba_last_red_three` off (SAMBA 32, 23).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub red_threes_uncharged: u8,
    /// The minimum count for the seat's team's first meld, from the score of the seat's side
    /// at the start of the deal (FI 13; per player in cutthroat).
    pub minimum_count: i32,
    /// Cards every seat saw go into this hand (taken with the pile, FI 17) and has not seen
    /// leave it since: the hand holds at least these. A card of the same face played from the
    /// hand counts as one of them, so this is what any attentive player knows, no more.
    #[serde(default, skip_serializing_if = "CardSet::is_empty")]
    pub known_in_hand: CardSet,
}

/// Where the turn's draw came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawSource {
    /// The stock.
    Stock,
    /// The discard pile.
    Pile,
}

/// The state of "May I go out?" in this turn (FI 23).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// Not asked.
    NotAsked,
    /// Asked; the partner has not answered yet.
    Pending,
    /// The partner said yes: the player must go out (FI 23D).
    Yes,
    /// The partner said no: the player may not go out this turn.
    No,
}

/// What the player to move must do next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Sitoumussamba: the auction before play; the turn's seat calls (FI 12).
    Bidding,
    /// Sitoumussamba: the declarer opens at once, before the upcard is turned (FI 16A).
    Opening,
    /// Draw from the stock or take the pile (or, with the stock gone, end the deal).
    Draw,
    /// Meld, ask, or discard.
    Play,
    /// The partner must answer "May I go out?".
    AwaitingAnswer,
    /// The deal (and the game) is over.
    Over,
}

/// The current turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Whose turn it is.
    pub seat: usize,
    /// What must happen next.
    pub phase: Phase,
    /// Where this turn's draw came from.
    pub drew: Option<DrawSource>,
    /// The player has melded in this turn.
    pub melded: bool,
    /// "May I go out?" in this turn.
    pub ask: Ask,
    /// The player had melded in an earlier turn of this deal.
    pub seat_melded_before: bool,
    /// The team had melded before this turn.
    pub team_melded_before: bool,
    /// The team's canastas at the start of this turn.
    pub canastas_before: usize,
    /// Where going out concealed may follow the partner's melds (option
    /// `concealed_needs_team_unopened` off) and the player had not melded before this turn:
    /// the id this turn's first meld gets, so the team's melds below it are the partner's
    /// (SV 'Direkt utgång' 1). `None` otherwise, and then not stored, so the turns of other
    /// games store and replay as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partners_melds_below: Option<MeldId>,
    /// The player laid off a card on the partner's melds in this turn, which rules out going
    /// out concealed (SV 'Direkt utgång' 1, EN 'Going Out Concealed'). Only noted while
    /// `partners_melds_below` is set.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub laid_off_on_partners_melds: bool,
}

impl Turn {
    pub(crate) fn start(seat: usize, deal: &Deal, rules: &Rules) -> Turn {
        let team = &deal.teams[deal.team_of(seat)];
        let seat_melded_before = deal.seats[seat].has_melded;
        let partners_melds_below = (!rules.going_out.concealed_needs_team_unopened
            && !seat_melded_before)
            .then_some(deal.next_meld_id);
        Turn {
            seat,
            phase: Phase::Draw,
            drew: None,
            melded: false,
            ask: Ask::NotAsked,
            seat_melded_before,
            team_melded_before: team.has_melded(),
            canastas_before: team.canastas(),
            partners_melds_below,
            laid_off_on_partners_melds: false,
        }
    }

    /// Notes the melds that cards of this turn went onto: one of the partner's, made before
    /// the turn, is a lay-off on the partner's melds (SV 'Direkt utgång' 1, EN 'Going Out
    /// Concealed'). Nothing is noted where `partners_melds_below` is not set.
    pub(crate) fn note_targets(&mut self, targets: impl IntoIterator<Item = MeldId>) {
        if let Some(below) = self.partners_melds_below {
            self.laid_off_on_partners_melds |= targets.into_iter().any(|id| id < below);
        }
    }
}

/// One deal in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// The stock; the last card is the top.
    pub stock: Vec<Card>,
    /// The discard pile.
    pub pile: DiscardPile,
    /// Each seat's hand.
    pub hands: Vec<CardSet>,
    /// Each seat's deal facts.
    pub seats: Vec<SeatState>,
    /// Each team's table.
    pub teams: Vec<TeamTable>,
    /// The seats that play this deal, in turn order.
    pub order: Vec<usize>,
    /// Each seat's team in this deal.
    pub seat_team: Vec<usize>,
    /// Cutthroat: the player who plays alone against the other two, once known.
    pub solo: Option<usize>,
    /// The id the next new meld gets; ids count on across the deals of a game.
    pub next_meld_id: MeldId,
    /// The turn.
    pub turn: Turn,
    /// The auction and the bid being played, under rules with bidding (FI 12).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auction: Option<Auction>,
}

impl SeatState {
    /// The red 3s laid down that are charged where laid red 3s cost (SAMBA 23, 29, 32).
    pub fn charged_red_threes(&self) -> usize {
        self.red_threes
            .len()
            .saturating_sub(usize::from(self.red_threes_uncharged))
    }
}

/// True for 0, which a stored deal leaves out.
fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Deal {
    /// Plays `card` out of `seat`'s hand in everyone's sight (a discard, a red 3 laid down): a
    /// card of its face the table knew the hand held is forgotten once.
    pub(crate) fn play_from_hand(&mut self, seat: usize, card: Card) {
        self.hands[seat].remove(card);
        self.seats[seat].known_in_hand.remove(card);
    }

    /// Sets `seat`'s hand to `hand`, what is left of it after cards were played from it in
    /// everyone's sight (melds, lay-offs): the known cards of each face played are forgotten.
    pub(crate) fn replace_hand(&mut self, seat: usize, hand: CardSet) {
        let known = &mut self.seats[seat].known_in_hand;
        if !known.is_empty() {
            known.remove_gone(&self.hands[seat], &hand);
        }
        self.hands[seat] = hand;
    }

    /// Deals deal number `number` (FI 6): `hand_size` cards to each seat in play, starting left
    /// of the dealer, then the upcard procedure; under rules with bidding the auction comes
    /// first and the upcard waits for it (FI 6D, 12A). `minimum_counts` gives each seat's minimum
    /// count for the deal; the deal's melds get ids from `next_meld_id` on.
    pub fn shuffle_and_deal<R: Rng + ?Sized>(
        rules: &Rules,
        number: u32,
        dealer: usize,
        minimum_counts: &[i32],
        next_meld_id: MeldId,
        rng: &mut R,
    ) -> Deal {
        let seats = rules.table.seats as usize;
        let order = rules.seats_in_play(number);
        let mut stock = shuffled_deck(rules.deal.decks, rng);
        let all_cards = stock.len();
        let mut hands = vec![CardSet::new(); seats];
        let start = order.iter().position(|&s| s == dealer).unwrap_or(0);
        for _ in 0..rules.deal.hand_size {
            for i in 1..=order.len() {
                if let Some(c) = stock.pop() {
                    hands[order[(start + i) % order.len()]].add(c);
                }
            }
        }
        let seat_states = (0..seats)
            .map(|s| SeatState {
                minimum_count: minimum_counts.get(s).copied().unwrap_or(0),
                // Room for every red 3 of the deal, so laying them down never grows the list.
                red_threes: Vec::with_capacity(2 * usize::from(rules.deal.decks)),
                ..SeatState::default()
            })
            .collect();
        let first = order[(start + 1) % order.len()];
        let mut deal = Deal {
            stock,
            pile: DiscardPile::with_room(all_cards),
            hands,
            seats: seat_states,
            teams: vec![TeamTable::default(); rules.team_count()],
            seat_team: (0..seats).map(|s| rules.team_of(s)).collect(),
            order,
            solo: None,
            next_meld_id,
            turn: Turn {
                seat: first,
                phase: Phase::Draw,
                drew: None,
                melded: false,
                ask: Ask::NotAsked,
                seat_melded_before: false,
                team_melded_before: false,
                canastas_before: 0,
                partners_melds_below: None,
                laid_off_on_partners_melds: false,
            },
            auction: None,
        };
        deal.turn = Turn::start(first, &deal, rules);
        if rules.bidding.is_some() {
            deal.auction = Some(Auction::new(first));
            deal.turn.phase = Phase::Bidding;
        } else if rules.upcard_back_under_stock() {
            deal.turn_up_unlocked_card();
        } else {
            deal.turn_up_card();
        }
        deal
    }

    /// The upcard procedure: turn cards up from the stock until the top is a natural 4..A;
    /// wild cards and red 3s freeze the pile by lying in it, black 3s are simply covered (FI 6).
    pub(crate) fn turn_up_card(&mut self) {
        while let Some(c) = self.stock.pop() {
            self.pile.push(c);
            if c.is_natural() {
                break;
            }
        }
    }

    /// The upcard procedure of option `samba_upcard` (SAMBA 6, 16C, 18): a wild card or red 3
    /// turned up goes back under the stock and the next card is turned; a black 3 is covered as
    /// in [`Deal::turn_up_card`]. The pile starts unlocked.
    pub(crate) fn turn_up_unlocked_card(&mut self) {
        for _ in 0..self.stock.len() {
            let Some(c) = self.stock.pop() else {
                return;
            };
            if DiscardPile::is_locking(c) {
                self.stock.insert(0, c);
                continue;
            }
            self.pile.push(c);
            if c.is_natural() {
                return;
            }
        }
    }

    /// The bid being played, once the auction has ended with one (FI 12).
    pub fn contract(&self) -> Option<Contract> {
        self.auction.as_ref().and_then(|a| a.contract)
    }

    /// The seat's team in this deal.
    pub fn team_of(&self, seat: usize) -> usize {
        self.seat_team[seat]
    }

    /// True when the seat plays this deal.
    pub fn is_playing(&self, seat: usize) -> bool {
        self.order.contains(&seat)
    }

    /// The seats of `team` that play this deal, in turn order.
    pub fn members(&self, team: usize) -> impl Iterator<Item = usize> + '_ {
        self.order
            .iter()
            .copied()
            .filter(move |&s| self.seat_team[s] == team)
    }

    /// The seat that plays after `seat`.
    pub fn next_seat(&self, seat: usize) -> usize {
        let i = self.order.iter().position(|&s| s == seat).unwrap_or(0);
        self.order[(i + 1) % self.order.len()]
    }

    /// The partner who answers "May I go out?" for `seat`: the next teammate in turn order.
    pub fn partner_of(&self, seat: usize) -> Option<usize> {
        let i = self.order.iter().position(|&s| s == seat)?;
        let n = self.order.len();
        (1..n)
            .map(|k| self.order[(i + k) % n])
            .find(|&s| self.seat_team[s] == self.seat_team[seat])
    }

    /// Red 3s laid down by the members of `team`.
    pub fn team_red_threes(&self, team: usize) -> Vec<Card> {
        self.members(team)
            .flat_map(|s| self.seats[s].red_threes.iter().copied())
            .collect()
    }

    /// Every card of the deal in one multiset: stock, pile, hands, melds and red 3s.
    pub fn all_cards(&self) -> CardSet {
        let mut all: CardSet = self.stock.iter().copied().collect();
        for &c in self.pile.cards() {
            all.add(c);
        }
        for h in &self.hands {
            for c in h.iter() {
                all.add(c);
            }
        }
        for t in &self.teams {
            for m in &t.melds {
                for &c in &m.cards {
                    all.add(c);
                }
            }
        }
        for s in &self.seats {
            for &c in &s.red_threes {
                all.add(c);
            }
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// A turn stored before `partners_melds_below` and `laid_off_on_partners_melds` (SV
    /// 'Direkt utgång' 1) loads with neither set, and a turn that does not need them stores
    /// as before.
    #[test]
    fn a_turn_stored_without_the_lay_off_fields_loads_and_stores_alike() {
        let json = r#"{"seat":1,"phase":"play","drew":null,"melded":true,"ask":"not_asked","seat_melded_before":false,"team_melded_before":true,"canastas_before":0}"#;
        let turn: Turn = serde_json::from_str(json).unwrap();
        assert_eq!((turn.seat, turn.phase), (1, Phase::Play));
        assert_eq!(turn.partners_melds_below, None);
        assert!(!turn.laid_off_on_partners_melds);
        assert_eq!(serde_json::to_string(&turn).unwrap(), json);
    }

    #[test]
    fn fi_6_deal_eleven_each_and_a_natural_upcard() {
        let rules = Rules::classic();
        for seed in 0..200 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let deal = Deal::shuffle_and_deal(&rules, 1, 3, &[50; 4], MeldId(0), &mut rng);
            assert!(deal.hands.iter().all(|h| h.len() == 11));
            let top = deal.pile.top().unwrap();
            assert!(top.is_natural(), "upcard {top}");
            // Every card below the top is a wild card or a 3 turned up before it.
            let below = &deal.pile.cards()[..deal.pile.len() - 1];
            assert!(below.iter().all(|c| !c.is_natural()));
            assert_eq!(
                deal.pile.is_frozen(),
                below.iter().any(|c| !c.is_black_three())
            );
            assert_eq!(deal.all_cards().len(), 108);
            assert_eq!(deal.turn.seat, 0, "play starts left of the dealer (FI 9)");
        }
    }

    /// Option `samba_upcard` in plain Samba (SAMBA 6, 18; FI 6B): the same deals turn a wild
    /// card or red 3 up into the pile, locking it (default), or put it back under the stock,
    /// the pile unlocked; the cards are the same either way.
    #[test]
    fn samba_6_option_samba_upcard_a_wild_upcard_locks_the_pile_or_goes_back_under_the_stock() {
        let deal = |back: bool, seed: u64| {
            let mut rules = Rules::samba();
            rules.deal.upcard_back_under_stock = back;
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            Deal::shuffle_and_deal(&rules, 1, 3, &[50; 4], MeldId(0), &mut rng)
        };
        let mut locked_deals = 0;
        for seed in 0..200 {
            let (locked, unlocked) = (deal(false, seed), deal(true, seed));
            assert_eq!(locked.hands, unlocked.hands);
            assert_eq!(locked.all_cards().len(), unlocked.all_cards().len());
            assert!(unlocked.pile.top().unwrap().is_natural());
            assert!(!unlocked.pile.is_frozen(), "seed {seed}");
            assert!(!unlocked
                .pile
                .cards()
                .iter()
                .any(|&c| DiscardPile::is_locking(c)));
            if locked
                .pile
                .cards()
                .iter()
                .any(|&c| DiscardPile::is_locking(c))
            {
                assert!(locked.pile.is_frozen(), "seed {seed}");
                locked_deals += 1;
            } else {
                assert_eq!(locked.pile.cards(), unlocked.pile.cards());
            }
        }
        assert!(locked_deals > 0, "some seed turns a wild card or red 3");
    }

    #[test]
    fn samba_2_6a_three_decks_and_six_jokers_fifteen_cards_each() {
        let rules = Rules::samba();
        for seed in 0..50 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let deal = Deal::shuffle_and_deal(&rules, 1, 3, &[50; 4], MeldId(0), &mut rng);
            assert!(deal.hands.iter().all(|h| h.len() == 15));
            let all = deal.all_cards();
            assert_eq!(all.len(), 162);
            assert_eq!(all.count(Card::JOKER), 6);
            assert_eq!(
                all.count_rank(crate::card::Rank::Two),
                12,
                "18 wild cards in all"
            );
            assert_eq!(deal.stock.len() + deal.pile.len(), 162 - 60);
        }
    }
}
