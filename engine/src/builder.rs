//! Setting up any position in a few lines, for tests and for reproducing a ruling.
//!
//! ```
//! use canasta_engine::{Action, Phase, PositionBuilder, Rules};
//! let mut game = PositionBuilder::new(Rules::classic())
//!     .hand(0, "7h 7d 9c 9s Kd")
//!     .pile("5c 7s")
//!     .meld(0, "Kh Ks Kc")
//!     .stock("4d 8h 8c")
//!     .turn(0, Phase::Draw)
//!     .build()
//!     .unwrap();
//! game.apply(0, &Action::Draw).unwrap();
//! assert_eq!(game.seat_view(0).hand.len(), 6);
//! ```

use crate::bidding::Auction;
use crate::card::{parse_cards, Card};
use crate::cards::CardSet;
use crate::deal::{Ask, Deal, DrawSource, Phase, SeatState, TeamTable, Turn};
use crate::game::Game;
use crate::meld::{new_meld, MeldId};
use crate::pile::DiscardPile;
use crate::rules::{Rules, Seating};

/// Builds a [`Game`] in any position. Unless told otherwise every seat has had a turn and
/// discarded, no team has melded, scores are 0 and minimum counts follow the scores.
#[derive(Debug, Clone)]
pub struct PositionBuilder {
    rules: Rules,
    seed: u64,
    deal_number: u32,
    dealer: usize,
    scores: Vec<i32>,
    hands: Vec<CardSet>,
    stock: Vec<Card>,
    pile: Vec<Card>,
    teams: Vec<TeamTable>,
    next_meld_id: MeldId,
    minimums: Vec<Option<i32>>,
    seats: Vec<SeatState>,
    turn_seat: usize,
    phase: Phase,
    drew: Option<DrawSource>,
    ask: Ask,
    solo: Option<usize>,
    melded_this_turn: bool,
    auction: Option<Auction>,
    errors: Vec<String>,
}

impl PositionBuilder {
    /// An empty table under `rules`.
    pub fn new(rules: Rules) -> Self {
        let seats = rules.table.seats as usize;
        let teams = rules.team_count();
        PositionBuilder {
            seed: 0,
            deal_number: 1,
            dealer: seats - 1,
            scores: vec![0; teams],
            hands: vec![CardSet::new(); seats],
            stock: Vec::new(),
            pile: Vec::new(),
            teams: vec![TeamTable::default(); teams],
            next_meld_id: MeldId(0),
            minimums: vec![None; teams],
            seats: vec![
                SeatState {
                    had_turn: true,
                    has_discarded: true,
                    ..SeatState::default()
                };
                seats
            ],
            turn_seat: 0,
            phase: Phase::Draw,
            drew: None,
            ask: Ask::NotAsked,
            solo: None,
            melded_this_turn: false,
            auction: None,
            errors: Vec::new(),
            rules,
        }
    }

    fn cards(&mut self, s: &str) -> Vec<Card> {
        parse_cards(s).unwrap_or_else(|e| {
            self.errors.push(e.to_string());
            Vec::new()
        })
    }

    /// The seed used for later deals.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// The deal number (from 1).
    pub fn deal_number(mut self, n: u32) -> Self {
        self.deal_number = n;
        self
    }

    /// The dealer.
    pub fn dealer(mut self, seat: usize) -> Self {
        self.dealer = seat;
        self
    }

    /// Team totals at the start of the deal; minimum counts follow them.
    pub fn scores(mut self, scores: &[i32]) -> Self {
        self.scores = scores.to_vec();
        self
    }

    /// Overrides a team's minimum count.
    pub fn minimum_count(mut self, team: usize, count: i32) -> Self {
        self.minimums[team] = Some(count);
        self
    }

    /// A seat's hand, e.g. `"7h 7d 2c joker"`.
    pub fn hand(mut self, seat: usize, cards: &str) -> Self {
        self.hands[seat] = self.cards(cards).into();
        self
    }

    /// The stock, the next card to be drawn first.
    pub fn stock(mut self, cards: &str) -> Self {
        let mut v = self.cards(cards);
        v.reverse();
        self.stock = v;
        self
    }

    /// The discard pile, bottom first (the last card is the top).
    pub fn pile(mut self, cards: &str) -> Self {
        self.pile = self.cards(cards);
        self
    }

    /// Adds a meld to a team's table (checked against the rules). Melds get ids in the order
    /// they are added, from 0 (see [`PositionBuilder::next_meld_id`]).
    pub fn meld(mut self, team: usize, cards: &str) -> Self {
        let cards = self.cards(cards);
        match new_meld(&self.rules, self.next_meld_id, &cards) {
            Ok(m) => {
                self.teams[team].melds.push(m);
                self.next_meld_id = self.next_meld_id.plus(1);
            }
            Err(e) => self.errors.push(format!("meld {cards:?}: {e}")),
        }
        self
    }

    /// The id the next meld gets, here or in play: as if earlier melds (of past deals, or
    /// gone) had used the ids before it. Melds added after this count on from `id`.
    pub fn next_meld_id(mut self, id: MeldId) -> Self {
        if id < self.next_meld_id {
            self.errors
                .push(format!("meld id {id} is already given to a meld here"));
        }
        self.next_meld_id = id;
        self
    }

    /// Red 3s already laid down by a team (by its first seat).
    pub fn red_threes(mut self, team: usize, cards: &str) -> Self {
        let cards = self.cards(cards);
        let seat = (0..self.seats.len())
            .find(|&s| self.rules.team_of(s) == team)
            .unwrap_or(0);
        self.seats[seat].red_threes.extend(cards);
        self
    }

    /// Red 3s already laid down by a seat.
    pub fn seat_red_threes(mut self, seat: usize, cards: &str) -> Self {
        let cards = self.cards(cards);
        self.seats[seat].red_threes.extend(cards);
        self
    }

    /// Cards of `seat`'s hand the table saw it take with the pile (set its hand first).
    pub fn known_in_hand(mut self, seat: usize, cards: &str) -> Self {
        let cards = self.cards(cards);
        if !self.hands[seat].contains_all(&cards) {
            self.errors
                .push(format!("seat {seat} is known to hold cards its hand lacks"));
        }
        self.seats[seat].known_in_hand = cards.into_iter().collect();
        self
    }

    /// Marks a seat as not having had its first turn yet (its red 3s are laid down then).
    pub fn first_turn(mut self, seat: usize) -> Self {
        self.seats[seat].had_turn = false;
        self.seats[seat].has_discarded = false;
        self
    }

    /// Marks a seat as having melded in an earlier turn.
    pub fn seat_melded(mut self, seat: usize) -> Self {
        self.seats[seat].has_melded = true;
        self
    }

    /// Marks a seat as not having discarded yet (it may look through the pile).
    pub fn not_discarded(mut self, seat: usize) -> Self {
        self.seats[seat].has_discarded = false;
        self
    }

    /// Whose turn it is and in which phase. `Phase::Play` assumes a draw from the stock.
    pub fn turn(mut self, seat: usize, phase: Phase) -> Self {
        self.turn_seat = seat;
        self.phase = phase;
        let drawn = !matches!(phase, Phase::Draw | Phase::Bidding | Phase::Opening);
        if drawn && self.drew.is_none() {
            self.drew = Some(DrawSource::Stock);
        }
        self
    }

    /// Where the turn's draw came from.
    pub fn drew(mut self, source: DrawSource) -> Self {
        self.drew = Some(source);
        self
    }

    /// The "May I go out?" state of the turn.
    pub fn ask(mut self, ask: Ask) -> Self {
        self.ask = ask;
        self
    }

    /// Penalty points a team has been charged this deal (FI 23D).
    pub fn penalties(mut self, team: usize, points: i32) -> Self {
        self.teams[team].penalties = points;
        self
    }

    /// Cutthroat: `seat` has become the solo, and the other two play together as the team of
    /// the lower seat (SV2). Put the partners' melds on that team.
    pub fn solo(mut self, seat: usize) -> Self {
        self.solo = Some(seat);
        self
    }

    /// The player to move has already melded or laid off in this turn (FI 23B: no asking
    /// after that); the seat counts as having melded from this turn on, not before it.
    pub fn melded_this_turn(mut self) -> Self {
        self.melded_this_turn = true;
        self
    }

    /// The auction of the deal (Sitoumussamba, FI 12): calls so far, or the bid being played.
    /// Use with `turn(seat, Phase::Bidding)` or `Phase::Opening` for the seat to call or open.
    pub fn auction(mut self, auction: Auction) -> Self {
        self.auction = Some(auction);
        self
    }

    /// Cutthroat's partnership, as [`PositionBuilder::solo`] set it, on a deal being built.
    fn form_partnership(rules: &Rules, solo: Option<usize>, deal: &mut Deal) -> Result<(), String> {
        let Some(solo) = solo else {
            return Ok(());
        };
        if rules.table.seating != Seating::Cutthroat || !deal.is_playing(solo) {
            return Err(format!(
                "seat {solo} cannot be a solo: only cutthroat has one"
            ));
        }
        let partners: Vec<usize> = deal.order.iter().copied().filter(|&s| s != solo).collect();
        let (Some(&keep), Some(&other)) = (partners.iter().min(), partners.iter().max()) else {
            return Err("cutthroat needs two partners".into());
        };
        let gone = &deal.teams[deal.seat_team[other]];
        if gone.has_melded() || gone.penalties != 0 {
            return Err(format!(
                "put the partners' melds and penalties on team {}",
                deal.seat_team[keep]
            ));
        }
        deal.seat_team[other] = deal.seat_team[keep];
        deal.solo = Some(solo);
        Ok(())
    }

    /// Builds the game, or says what was wrong with the position.
    pub fn build(mut self) -> Result<Game, String> {
        self.rules.validate().map_err(|e| e.to_string())?;
        if !self.errors.is_empty() {
            return Err(self.errors.join("; "));
        }
        for (seat, state) in self.seats.iter_mut().enumerate() {
            let side = self.rules.team_of(seat);
            state.minimum_count =
                self.minimums[side].unwrap_or_else(|| self.rules.minimum_count(self.scores[side]));
        }
        let order = self.rules.seats_in_play(self.deal_number);
        let mut deal = Deal {
            stock: self.stock,
            pile: DiscardPile::from_cards(self.pile),
            hands: self.hands,
            seats: self.seats,
            teams: self.teams,
            seat_team: (0..order.len().max(self.rules.table.seats as usize))
                .map(|s| self.rules.team_of(s))
                .collect(),
            order,
            solo: None,
            next_meld_id: self.next_meld_id,
            turn: Turn {
                seat: self.turn_seat,
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
            auction: self.auction,
        };
        Self::form_partnership(&self.rules, self.solo, &mut deal)?;
        let fresh_first_turn = !deal.seats[self.turn_seat].had_turn;
        deal.turn = Turn::start(self.turn_seat, &deal, &self.rules);
        let first_dealer = deal
            .order
            .iter()
            .position(|&s| s == self.dealer)
            .unwrap_or(0)
            + deal.order.len()
            - (self.deal_number as usize - 1) % deal.order.len();
        let mut game = Game {
            rules: self.rules,
            seed: self.seed,
            deal_number: self.deal_number,
            first_dealer,
            dealer: self.dealer,
            scores: self.scores,
            history: Vec::new(),
            deal,
            winners: None,
        };
        if fresh_first_turn && self.phase == Phase::Draw {
            game.begin_turn(self.turn_seat, &mut crate::event::Events::quiet());
        }
        let turn = &mut game.deal.turn;
        turn.phase = self.phase;
        turn.drew = self.drew;
        turn.ask = self.ask;
        if self.melded_this_turn {
            turn.melded = true;
            game.deal.seats[self.turn_seat].has_melded = true;
        }
        Ok(game)
    }
}
