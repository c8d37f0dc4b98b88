//! "Can this seat go out now, and how?" (FI 16B, 18, 19, 23): one question the engine
//! answers for the rules (a binding "yes", FI 23D), for menus and for computer players.

use crate::action::{Action, MeldPlay};
use crate::card::Card;
use crate::deal::Phase;
use crate::event::Event;
use crate::game::Game;
use crate::players::legal::going_out_melds_after;
use crate::players::plan::meld_everything;

/// Whether a seat can go out now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GoingOut {
    /// No way out now: not the seat's turn to meld and discard, the rules forbid it (too few
    /// canastas, the partner said no), or no plan of melds empties the hand.
    Cannot,
    /// This way goes out, as the rules stand now.
    Can(WayOut),
}

impl GoingOut {
    /// True when there is a way out.
    pub fn is_possible(&self) -> bool {
        matches!(self, GoingOut::Can(_))
    }
}

/// One concrete way out: melds, then (unless they take the whole hand) a final discard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WayOut {
    /// Melds and lay-offs, in one meld action; empty when the hand is a single card.
    pub melds: Vec<MeldPlay>,
    /// The last card, discarded; `None` when the melds take the whole hand.
    pub discard: Option<Card>,
    /// Going out this way is concealed (FI 19).
    pub concealed: bool,
}

impl WayOut {
    /// The actions that go out this way, in order.
    pub fn actions(&self) -> Vec<Action> {
        let melds = (!self.melds.is_empty()).then(|| Action::Meld {
            melds: self.melds.clone(),
        });
        let discard = self.discard.map(|card| Action::Discard { card });
        melds.into_iter().chain(discard).collect()
    }
}

/// The `concealed` flag of `seat` going out among `events`, if it did.
fn went_out(events: &[Event], seat: usize) -> Option<bool> {
    events.iter().find_map(|e| match e {
        Event::WentOut { seat: s, concealed } if *s == seat => Some(*concealed),
        _ => None,
    })
}

impl Game {
    /// Whether `seat` can go out now and one way to, found with the meld planner and checked by
    /// playing it on a copy of the game. `Cannot` is also the answer when a way exists that the
    /// planner does not find (melds it would never make): a rule that refuses something only
    /// when a way out is known stays fair.
    pub fn going_out(&self, seat: usize) -> GoingOut {
        let turn = &self.deal.turn;
        if self.seat_to_act() != Some(seat) || turn.seat != seat || turn.phase != Phase::Play {
            return GoingOut::Cannot;
        }
        // What the seat's view would give the planner (its hand sorted by rank, its team's
        // melds), without building the rest of the view; everything is planned once.
        let hand = self.deal.hands[seat].sorted_by_rank();
        let melds = &self.deal.teams[self.deal.team_of(seat)].melds;
        let everything = meld_everything(&self.rules, melds, &hand);
        let mut plans = vec![Vec::new()];
        plans.extend(going_out_melds_after(
            &self.rules,
            melds,
            &hand,
            &everything,
        ));
        plans.push(everything.plays());
        plans
            .into_iter()
            .find_map(|melds| self.try_way_out(seat, melds))
            .map_or(GoingOut::Cannot, GoingOut::Can)
    }

    /// Plays `melds` and then the last card on a copy; the way, if that went out. Melding
    /// takes exactly the plays' cards from the hand, so melds that would leave two cards or
    /// more cannot go out: those are refused before the copy is made (FI 23D asks this of every
    /// discard after a "yes", and most plans fall short).
    fn try_way_out(&self, seat: usize, melds: Vec<MeldPlay>) -> Option<WayOut> {
        let melded: usize = melds.iter().map(|play| play.cards().len()).sum();
        if self.deal.hands[seat].len() > melded + 1 {
            return None;
        }
        let mut scratch = self.clone();
        if !melds.is_empty() {
            let events = scratch
                .apply(
                    seat,
                    &Action::Meld {
                        melds: melds.clone(),
                    },
                )
                .ok()?;
            if let Some(concealed) = went_out(&events, seat) {
                return Some(WayOut {
                    melds,
                    discard: None,
                    concealed,
                });
            }
        }
        let hand = &scratch.deal.hands[seat];
        if hand.len() != 1 {
            return None;
        }
        let card = hand.iter().next()?;
        let events = scratch.apply(seat, &Action::Discard { card }).ok()?;
        went_out(&events, seat).map(|concealed| WayOut {
            melds,
            discard: Some(card),
            concealed,
        })
    }
}
