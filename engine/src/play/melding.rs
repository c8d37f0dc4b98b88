//! Melding and laying off during a turn (FI 11, 13, 15, 20C).

use super::require_play_phase;
use crate::action::MeldPlay;
use crate::card::Rank;
use crate::cards::CardSet;
use crate::deal::DrawSource;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Game;
use crate::meld::{extend_meld, new_meld, Meld, MeldId};

/// The checked result of a meld action, ready to commit.
pub(crate) struct MeldPlan {
    hand: CardSet,
    melds: Vec<Meld>,
    next_meld_id: MeldId,
    plays: Vec<MeldPlay>,
}

/// What a list of plays did to the scratch hand and melds.
pub(crate) struct PlaysOutcome {
    /// Card values melded (for the minimum count, FI 13).
    pub points: i32,
    /// A meld of black 3s was made (allowed only when going out, FI 20C).
    pub black_threes: bool,
}

/// True when one of `melds` is a meld of `rank`.
pub(crate) fn has_rank_meld(melds: &[Meld], rank: Rank) -> bool {
    melds.iter().any(|m| m.rank() == Some(rank))
}

/// Number of canastas among `melds`.
pub(crate) fn canastas(melds: &[Meld]) -> usize {
    melds.iter().filter(|m| m.is_canasta()).count()
}

impl Game {
    /// Applies `plays` to scratch copies of a hand and a team's melds; new melds take ids
    /// from `next_id` on, in order.
    pub(crate) fn apply_plays(
        &self,
        hand: &mut CardSet,
        melds: &mut Vec<Meld>,
        next_id: &mut MeldId,
        plays: &[MeldPlay],
    ) -> Result<PlaysOutcome, RuleError> {
        let mut outcome = PlaysOutcome {
            points: 0,
            black_threes: false,
        };
        for play in plays {
            let cards = play.cards();
            if !hand.remove_all(cards) {
                return Err(RuleError::CardsNotInHand);
            }
            let i = match play {
                MeldPlay::New { cards } => {
                    let meld = new_meld(&self.rules, *next_id, cards)?;
                    if let Some(rank) = meld.rank().filter(|&r| has_rank_meld(melds, r)) {
                        return Err(RuleError::DuplicateRank(rank));
                    }
                    outcome.black_threes |= meld.rank() == Some(Rank::Three);
                    melds.push(meld);
                    *next_id = next_id.plus(1);
                    melds.len() - 1
                }
                MeldPlay::Add { meld, cards } => {
                    let i = melds
                        .iter()
                        .position(|m| m.id == *meld)
                        .ok_or(RuleError::NoSuchMeld)?;
                    melds[i] = extend_meld(&self.rules, &melds[i], cards)?;
                    i
                }
            };
            // What the cards count in the meld they went to (a red 3 in a sequence, SAMBA 9).
            outcome.points += cards
                .iter()
                .map(|&c| melds[i].card_value(&self.rules, c))
                .sum::<i32>();
        }
        Ok(outcome)
    }

    pub(crate) fn plan_meld(&self, plays: &[MeldPlay]) -> Result<MeldPlan, RuleError> {
        let turn = &self.deal.turn;
        require_play_phase(turn.phase)?;
        if plays.is_empty() {
            return Err(RuleError::NothingToMeld);
        }
        let table = &self.deal.teams[self.mover_team()];
        let mut hand = self.deal.hands[turn.seat].clone();
        let mut melds = table.melds.clone();
        let mut next_meld_id = self.deal.next_meld_id;
        let outcome = self.apply_plays(&mut hand, &mut melds, &mut next_meld_id, plays)?;
        // With one card left the player must discard it and so go out (FI 16B).
        let going_out = hand.len() <= 1;
        if outcome.black_threes && !going_out {
            return Err(RuleError::BlackThreesOnlyWhenGoingOut);
        }
        if going_out {
            self.check_may_go_out(canastas(&melds))
                .map_err(|e| match e {
                    // One card left could only be discarded by going out (FI 16B).
                    RuleError::NeedCanastaToGoOut { needed } if hand.len() == 1 => {
                        RuleError::MeldLeavesOneCard { needed }
                    }
                    other => other,
                })?;
        }
        // FI 19C: going out concealed after drawing from the stock needs no minimum count.
        let concealed_exempt =
            going_out && turn.drew == Some(DrawSource::Stock) && !turn.seat_melded_before;
        let minimum = self.deal.seats[turn.seat].minimum_count;
        if !table.has_melded() && !concealed_exempt && outcome.points < minimum {
            return Err(RuleError::BelowMinimumCount {
                needed: minimum,
                got: outcome.points,
            });
        }
        Ok(MeldPlan {
            hand,
            melds,
            next_meld_id,
            plays: plays.to_vec(),
        })
    }

    pub(crate) fn commit_meld(&mut self, plan: MeldPlan, events: &mut Vec<Event>) {
        let seat = self.deal.turn.seat;
        let team = self.mover_team();
        self.deal.hands[seat] = plan.hand;
        self.deal.teams[team].melds = plan.melds;
        self.deal.next_meld_id = plan.next_meld_id;
        self.deal.seats[seat].has_melded = true;
        self.deal.turn.melded = true;
        events.push(Event::Melded {
            seat,
            melds: plan.plays,
        });
        if self.deal.hands[seat].is_empty() {
            self.go_out(events);
        }
    }
}

#[cfg(test)]
#[path = "tests/melding.rs"]
mod tests;

#[cfg(test)]
#[path = "tests/samba_melding.rs"]
mod samba_tests;
