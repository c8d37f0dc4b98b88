//! What the heuristic player knows: its seat view, the public rules, and a legality check.

use crate::action::Action;
use crate::card::{Card, Rank};
use crate::deal::Ask;
use crate::game::Game;
use crate::play::Scratch;
use crate::rules::Rules;
use crate::view::{PublicTeam, SeatView};
use std::cell::RefCell;

/// The position from one seat's point of view.
pub(super) struct Situation<'a> {
    /// Only for the rules, `check` and the pile's crosswise locking cards (public, SAMBA 18):
    /// hidden cards are never read from it.
    game: &'a Game,
    /// The seat.
    pub seat: usize,
    /// What the seat sees (without the scored deals' breakdowns, which no part reads).
    pub view: SeatView,
    /// The `good` level's judgement is wanted (each submodule keeps `basic` as it was when
    /// this is off).
    pub good: bool,
    /// The buffers the legality checks plan in, reused from check to check.
    scratch: RefCell<Scratch>,
}

impl<'a> Situation<'a> {
    pub fn new(game: &'a Game, seat: usize, good: bool) -> Situation<'a> {
        Situation::with_scratch(game, seat, good, Scratch::default())
    }

    /// A situation whose checks plan in `scratch` (the player's, kept between decisions).
    pub fn with_scratch(game: &'a Game, seat: usize, good: bool, scratch: Scratch) -> Self {
        Situation {
            game,
            seat,
            view: game.seat_view_for_play(seat),
            good,
            scratch: RefCell::new(scratch),
        }
    }

    /// The scratch back, for the next decision.
    pub fn into_scratch(self) -> Scratch {
        self.scratch.into_inner()
    }

    /// The public rule set.
    pub fn rules(&self) -> &'a Rules {
        self.game.rules()
    }

    /// The locking cards in a row under the pile's lock that a take may get too, from the top
    /// down (SAMBA 13D). Every seat sees them: they lie crosswise in the pile (18).
    pub fn more_lock_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.game
            .deal()
            .pile
            .more_lock_cards(self.rules().pile.taking)
    }

    /// True when the rules accept `action` from this seat now.
    pub fn is_legal(&self, action: &Action) -> bool {
        let mut scratch = self.scratch.borrow_mut();
        self.game
            .check_with(self.seat, action, &mut scratch)
            .is_ok()
    }

    /// The seat's team index.
    pub fn team_index(&self) -> usize {
        self.view.table.seats[self.seat].team
    }

    /// The seat's team as everyone sees it.
    pub fn team(&self) -> &PublicTeam {
        &self.view.table.teams[self.team_index()]
    }

    /// The other teams.
    pub fn opponents(&self) -> impl Iterator<Item = &PublicTeam> {
        let own = self.team_index();
        self.view
            .table
            .teams
            .iter()
            .enumerate()
            .filter(move |(i, _)| *i != own)
            .map(|(_, t)| t)
    }

    /// The "May I go out?" state of the turn.
    pub fn ask(&self) -> Ask {
        self.view.table.ask
    }

    /// Total value of the cards in hand.
    pub fn hand_value(&self) -> i32 {
        self.view.hand.iter().map(|c| c.value()).sum()
    }

    /// The team's score is below the best opponent's.
    pub fn is_behind(&self) -> bool {
        let own = self.team().score;
        self.opponents().any(|t| t.score > own)
    }

    /// An opponent could go out soon: its team has the canastas it needs and one of its
    /// players holds few cards, or the stock is nearly gone.
    pub fn end_is_near(&self) -> bool {
        let needed = self.rules().going_out.canastas_needed as usize;
        let own = self.team_index();
        let table = &self.view.table;
        let opponent_close = table.seats.iter().any(|s| {
            s.team != own && table.teams[s.team].canastas >= needed && s.cards_in_hand <= 4
        });
        opponent_close || table.stock < 8
    }

    /// The team has the canastas it needs to go out (a samba counting as one where the rules
    /// say so): one of its players may end the deal soon.
    pub fn team_may_go_out(&self) -> bool {
        self.team().canastas >= self.rules().going_out.canastas_needed as usize
    }

    /// The red 3s in the hand, where the rules keep them there (Samba 23; none in classic).
    pub fn red_threes(&self) -> Vec<Card> {
        if !self.rules().threes.red.held() {
            return Vec::new();
        }
        self.view
            .hand
            .iter()
            .copied()
            .filter(|c| c.is_red_three())
            .collect()
    }

    /// Cards of `rank` that this seat cannot see anywhere: possibly in other hands or the
    /// stock, or in the pile when the seat may no longer look through it.
    pub fn unseen(&self, rank: Rank) -> usize {
        let total = self.rules().deal.decks as usize * 4;
        let is_rank = |c: &&Card| c.rank == rank;
        let in_hand = self.view.hand.iter().filter(is_rank).count();
        let melded: usize = self
            .view
            .table
            .teams
            .iter()
            .flat_map(|t| &t.melds)
            .map(|m| m.cards.iter().filter(is_rank).count())
            .sum();
        let in_pile = match &self.view.pile {
            Some(pile) => pile.iter().filter(is_rank).count(),
            None => self.view.table.pile.top.iter().filter(is_rank).count(),
        };
        total.saturating_sub(in_hand + melded + in_pile)
    }
}
