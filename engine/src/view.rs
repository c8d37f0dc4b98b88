//! What a seat may see, and what everyone may see (FI 22). `PublicView` has no field that can
//! hold a hand or the pile's hidden cards, so public output built from it cannot leak them.

use crate::bidding::Auction;
use crate::card::Card;
use crate::cards::CardSet;
use crate::deal::{Ask, DrawSource, Phase};
use crate::game::Game;
use crate::meld::{Meld, MeldId};
use crate::rules::MeldPolicy;
use crate::score::DealResult;
use serde::{Deserialize, Serialize};

/// A seat as everyone sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    /// The seat's team.
    pub team: usize,
    /// Number of cards in hand (FI 22B).
    pub cards_in_hand: usize,
    /// The seat plays this deal (in five-player Canasta one seat sits out).
    pub playing: bool,
    /// Red 3s this seat laid down.
    pub red_threes: Vec<Card>,
    /// The minimum count that applies to this seat's team's first meld (FI 13).
    pub minimum_count: i32,
    /// Cards the table saw go into this hand with the pile and has not seen leave it, sorted:
    /// the hand holds at least these (what any attentive player remembers).
    #[serde(default, skip_serializing_if = "CardSet::is_empty")]
    pub known_in_hand: CardSet,
}

/// A team's side of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicTeam {
    /// The seats on this team in this deal, in turn order.
    pub members: Vec<usize>,
    /// Melds in the order they were started, each with its id (lay-offs name the id).
    pub melds: Vec<Meld>,
    /// Game total of the side of the team's first member.
    pub score: i32,
    /// Minimum count for this deal (FI 13), of the team's first member.
    pub minimum_count: i32,
    /// Has melded this deal.
    pub has_melded: bool,
    /// Completed canastas.
    pub canastas: usize,
    /// Penalties this deal.
    pub penalties: i32,
}

/// The discard pile as everyone sees it: top card, size, frozen state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicPile {
    /// The top card.
    pub top: Option<Card>,
    /// Number of cards.
    pub size: usize,
    /// Frozen for everyone (a wild card or red 3 in it); in Samba: locked (18, 19B).
    pub frozen: bool,
    /// Cards a take gets: the whole pile, or in Samba down to and including the most recent
    /// locking card (13D). Public: the locking cards lie crosswise in the pile.
    #[serde(default)]
    pub takes: usize,
    /// The locking cards lying in a row right under the most recent one, which a take may get
    /// too (Samba 13D; `Action::TakePile`'s `more_locks` up to this); 0 elsewhere.
    #[serde(default)]
    pub more_locks: u8,
}

/// Everything public about a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicView {
    /// The rule set's name.
    pub rules: String,
    /// Deal number.
    pub deal: u32,
    /// Dealer's seat.
    pub dealer: usize,
    /// Whose turn it is.
    pub turn: usize,
    /// The turn's phase.
    pub phase: Phase,
    /// Who must act now (the partner while an answer is awaited).
    pub to_act: Option<usize>,
    /// "May I go out?" state.
    pub ask: Ask,
    /// Where the player to move drew from this turn, once drawn.
    pub drew: Option<DrawSource>,
    /// The player to move has melded this turn.
    pub melded_this_turn: bool,
    /// Seats.
    pub seats: Vec<PublicSeat>,
    /// Teams.
    pub teams: Vec<PublicTeam>,
    /// The pile.
    pub pile: PublicPile,
    /// The id the next new meld gets; an action's `k`-th new meld gets this plus `k`.
    pub next_meld_id: MeldId,
    /// Cards in the stock.
    pub stock: usize,
    /// Each side's game total (a team's, or a player's in cutthroat).
    pub scores: Vec<i32>,
    /// Cutthroat: the solo of this deal, once known.
    pub solo: Option<usize>,
    /// Scored deals.
    pub history: Vec<DealResult>,
    /// Winners once the game is over.
    pub winners: Option<Vec<usize>>,
    /// Sitoumussamba: the auction's calls, then the bid being played with its declarer and
    /// doubler, and the declarers who could not open (FI 12, 16C). `None` without bidding.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auction: Option<Auction>,
    /// What the rule set lets a meld be (sequences, a second meld of a rank, closed canastas):
    /// public, and what a typed meld's reading depends on (RULES.md §3, SAMBA 14C, 20A, 20C).
    #[serde(default = "MeldPolicy::classic")]
    pub melding: MeldPolicy,
}

impl PublicView {
    /// The meld with this id, on any team's side.
    pub fn meld(&self, id: MeldId) -> Option<&Meld> {
        self.teams
            .iter()
            .flat_map(|t| &t.melds)
            .find(|m| m.id == id)
    }

    /// Every card this view shows: melds, red 3s and the pile's top.
    pub fn visible_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.pile.top.into_iter().collect();
        for t in &self.teams {
            cards.extend(t.melds.iter().flat_map(|m| m.cards.iter().copied()));
        }
        for s in &self.seats {
            cards.extend(s.red_threes.iter().copied());
        }
        cards
    }

    /// The red 3s laid down by the members of `team` (each seat's are in [`PublicSeat`]).
    pub fn team_red_threes(&self, team: usize) -> Vec<Card> {
        self.teams.get(team).map_or_else(Vec::new, |t| {
            t.members
                .iter()
                .flat_map(|&s| self.seats[s].red_threes.iter().copied())
                .collect()
        })
    }
}

/// What one seat sees: the public table, its own hand, and the pile until its first discard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The seat.
    pub seat: usize,
    /// The hand, sorted by rank.
    pub hand: Vec<Card>,
    /// The whole pile, bottom first, while the seat may still look through it (FI 22A).
    pub pile: Option<Vec<Card>>,
    /// The public table.
    pub table: PublicView,
}

impl Game {
    /// The public view of the game.
    pub fn public_view(&self) -> PublicView {
        self.public_view_with(self.history.clone())
    }

    /// The public view with `history` as its scored deals.
    fn public_view_with(&self, history: Vec<DealResult>) -> PublicView {
        let deal = &self.deal;
        PublicView {
            rules: self.rules.name.clone(),
            melding: self.rules.melding,
            deal: self.deal_number,
            dealer: self.dealer,
            turn: deal.turn.seat,
            phase: deal.turn.phase,
            to_act: self.seat_to_act(),
            ask: deal.turn.ask,
            drew: deal.turn.drew,
            melded_this_turn: deal.turn.melded,
            seats: (0..deal.hands.len())
                .map(|s| PublicSeat {
                    team: deal.team_of(s),
                    cards_in_hand: deal.hands[s].len(),
                    playing: deal.is_playing(s),
                    red_threes: deal.seats[s].red_threes.clone(),
                    minimum_count: deal.seats[s].minimum_count,
                    known_in_hand: deal.seats[s].known_in_hand.clone(),
                })
                .collect(),
            teams: deal
                .teams
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    let members: Vec<usize> = deal.members(i).collect();
                    let first = members.first().copied();
                    PublicTeam {
                        score: first.map_or(0, |s| self.scores[self.rules.team_of(s)]),
                        minimum_count: first.map_or(0, |s| deal.seats[s].minimum_count),
                        members,
                        melds: t.melds.clone(),
                        has_melded: t.has_melded(),
                        canastas: t.canastas(),
                        penalties: t.penalties,
                    }
                })
                .collect(),
            pile: PublicPile {
                top: deal.pile.top(),
                size: deal.pile.len(),
                frozen: deal.pile.is_frozen(),
                takes: deal.pile.taken_by(self.rules.pile.taking),
                more_locks: u8::try_from(deal.pile.more_locks_takeable(self.rules.pile.taking))
                    .unwrap_or(u8::MAX),
            },
            next_meld_id: deal.next_meld_id,
            stock: deal.stock.len(),
            scores: self.scores.clone(),
            solo: deal.solo,
            history,
            winners: self.winners.clone(),
            auction: deal.auction.clone(),
        }
    }

    /// What `seat` sees.
    pub fn seat_view(&self, seat: usize) -> SeatView {
        self.seat_view_with(seat, self.history.clone())
    }

    /// What `seat` sees, less the breakdowns of the scored deals (`table.history` is empty;
    /// the game totals stay in `table.scores`): what the computer players decide on, built
    /// for every decision without copying a history that grows with the game.
    pub(crate) fn seat_view_for_play(&self, seat: usize) -> SeatView {
        self.seat_view_with(seat, Vec::new())
    }

    fn seat_view_with(&self, seat: usize, history: Vec<DealResult>) -> SeatView {
        let deal = &self.deal;
        let may_see_pile =
            deal.is_playing(seat) && deal.seats.get(seat).is_some_and(|s| !s.has_discarded);
        SeatView {
            seat,
            hand: deal
                .hands
                .get(seat)
                .map(|h| h.sorted_by_rank())
                .unwrap_or_default(),
            pile: may_see_pile.then(|| deal.pile.cards().to_vec()),
            table: self.public_view_with(history),
        }
    }
}

#[cfg(test)]
#[path = "view_tests.rs"]
mod tests;
