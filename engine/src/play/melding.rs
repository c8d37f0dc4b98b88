//! Melding and laying off during a turn (FI 11, 13, 15, 20C).

use super::require_play_phase;
use crate::action::MeldPlay;
use crate::card::{Card, Rank};
use crate::cards::CardSet;
use crate::deal::{DrawSource, Phase};
use crate::error::RuleError;
use crate::event::{Event, Events};
use crate::game::Game;
use crate::meld::{grow_meld, make_meld, Meld, MeldId, MeldShape};
use crate::play::Scratch;
use crate::rules::{Rules, TwosMelds};

/// The checked result of a meld action, ready to commit; the team's melds as it leaves them
/// are in the scratch it was planned in.
pub(crate) struct MeldPlan<'p> {
    hand: CardSet,
    next_meld_id: MeldId,
    plays: &'p [MeldPlay],
}

/// What a list of plays did to the scratch hand and melds.
pub(crate) struct PlaysOutcome {
    /// Card values melded (for the minimum count, FI 13).
    pub points: i32,
    /// A meld of black 3s was made (allowed only when going out, FI 20C).
    pub black_threes: bool,
}

/// Number of canastas among `melds`.
pub(crate) fn canastas(melds: &[Meld]) -> usize {
    melds.iter().filter(|m| m.is_canasta()).count()
}

/// Checks that the team, whose melds are `melds`, may start a meld of `rank`: one meld per
/// rank (FI 11), or another once each of the rank is a completed canasta (SAMBA 14C).
pub(crate) fn another_meld_check(
    rules: &Rules,
    melds: &[Meld],
    rank: Rank,
) -> Result<(), RuleError> {
    if Meld::another_allowed(&rules.melding, melds, rank) {
        Ok(())
    } else if !rules.melding.second_meld_after_canasta {
        Err(RuleError::DuplicateRank(rank))
    } else {
        Err(RuleError::RankMeldNotComplete(rank))
    }
}

/// Applies `plays` under `rules` to scratch copies of a hand and a team's melds; new melds
/// take ids from `next_id` on, in order. What [`Game::apply_plays`] does, for callers without
/// a game (the declarer's opening search, FI 16).
pub(crate) fn apply_plays_under(
    rules: &Rules,
    hand: &mut CardSet,
    melds: &mut Vec<Meld>,
    next_id: &mut MeldId,
    plays: &[MeldPlay],
) -> Result<PlaysOutcome, RuleError> {
    apply_plays_in(rules, hand, melds, &mut Vec::new(), next_id, plays)
}

/// [`apply_plays_under`] whose new melds take the memory of `spare` melds.
pub(crate) fn apply_plays_in(
    rules: &Rules,
    hand: &mut CardSet,
    melds: &mut Vec<Meld>,
    spare: &mut Vec<Meld>,
    next_id: &mut MeldId,
    plays: &[MeldPlay],
) -> Result<PlaysOutcome, RuleError> {
    let mut outcome = PlaysOutcome {
        points: 0,
        black_threes: false,
    };
    for play in plays {
        let (target, cards) = (play.target(), play.cards());
        apply_play(
            rules,
            hand,
            melds,
            spare,
            next_id,
            target,
            cards,
            &mut outcome,
        )?;
    }
    Ok(outcome)
}

/// Applies one play to scratch copies, as [`apply_plays_under`] does each: `cards` from `hand`
/// as a new meld (`target` `None`) or onto the meld `target` names. On error the scratch
/// copies are left part-changed, to be thrown away.
#[allow(clippy::too_many_arguments)]
pub(crate) fn apply_play(
    rules: &Rules,
    hand: &mut CardSet,
    melds: &mut Vec<Meld>,
    spare: &mut Vec<Meld>,
    next_id: &mut MeldId,
    target: Option<MeldId>,
    cards: &[Card],
    outcome: &mut PlaysOutcome,
) -> Result<(), RuleError> {
    if !hand.remove_all(cards) {
        return Err(RuleError::CardsNotInHand);
    }
    let i = match target {
        None => {
            let mut meld = spare.pop().unwrap_or_else(|| Meld {
                id: *next_id,
                shape: MeldShape::Rank(Rank::Four),
                cards: Vec::new(),
            });
            let made = make_meld(rules, *next_id, cards, &mut meld).and_then(|()| {
                meld.rank()
                    .map_or(Ok(()), |rank| another_meld_check(rules, melds, rank))
            });
            if let Err(e) = made {
                spare.push(meld);
                return Err(e);
            }
            outcome.black_threes |= meld.rank() == Some(Rank::Three);
            melds.push(meld);
            *next_id = next_id.plus(1);
            melds.len() - 1
        }
        Some(id) => {
            let i = melds
                .iter()
                .position(|m| m.id == id)
                .ok_or(RuleError::NoSuchMeld)?;
            grow_meld(rules, &mut melds[i], cards)?;
            i
        }
    };
    // What the cards count in the meld they went to (a red 3 in a sequence, SAMBA 9).
    outcome.points += cards
        .iter()
        .map(|&c| melds[i].card_value(rules, c))
        .sum::<i32>();
    Ok(())
}

impl Game {
    /// Applies `plays` to scratch copies of a hand and a team's melds (new melds take the
    /// memory of `spare` ones); new melds take ids from `next_id` on, in order.
    pub(crate) fn apply_plays(
        &self,
        hand: &mut CardSet,
        melds: &mut Vec<Meld>,
        spare: &mut Vec<Meld>,
        next_id: &mut MeldId,
        plays: &[MeldPlay],
    ) -> Result<PlaysOutcome, RuleError> {
        apply_plays_in(&self.rules, hand, melds, spare, next_id, plays)
    }

    /// Checks a team's opening (FI 13; SAMBA 11, 15A, 17): `melds` are the team's melds with
    /// it, `points` what its cards from the hand count. A meld of 2s needs the 2s the policy
    /// asks; a completed canasta or samba opens where the policy says so; otherwise the cards
    /// must reach the seat's minimum count, unless `exempt` (FI 19C).
    pub(crate) fn check_opening(
        &self,
        melds: &[Meld],
        points: i32,
        exempt: bool,
    ) -> Result<(), RuleError> {
        if let TwosMelds::Allowed { to_open } = self.rules.melding.twos {
            let short = |m: &Meld| m.rank() == Some(Rank::Two) && m.naturals() < to_open.into();
            if melds.iter().any(short) {
                return Err(RuleError::TwosOpeningTooFew { needed: to_open });
            }
        }
        let completed =
            self.rules.melding.completed_meld_opens && melds.iter().any(Meld::is_canasta);
        let minimum = self.deal.seats[self.deal.turn.seat].minimum_count;
        if !exempt && !completed && points < minimum {
            return Err(RuleError::BelowMinimumCount {
                needed: minimum,
                got: points,
            });
        }
        Ok(())
    }

    /// Plans a meld action in `scratch` (see [`MeldPlan`]).
    pub(crate) fn plan_meld<'p>(
        &self,
        plays: &'p [MeldPlay],
        scratch: &mut Scratch,
    ) -> Result<MeldPlan<'p>, RuleError> {
        let turn = &self.deal.turn;
        let declarer_opens = turn.phase == Phase::Opening;
        if !declarer_opens {
            require_play_phase(turn.phase)?;
        }
        if plays.is_empty() {
            return Err(RuleError::NothingToMeld);
        }
        let table = &self.deal.teams[self.mover_team()];
        let mut hand = self.deal.hands[turn.seat].clone();
        scratch.load_melds(&table.melds);
        let Scratch { melds, spare, .. } = scratch;
        let mut next_meld_id = self.deal.next_meld_id;
        let outcome = self.apply_plays(&mut hand, melds, spare, &mut next_meld_id, plays)?;
        if declarer_opens {
            // The declarer's opening before play answers to the bid (FI 16).
            self.check_declarer_opening(&hand, melds, &outcome)?;
            return Ok(MeldPlan {
                hand,
                next_meld_id,
                plays,
            });
        }
        if hand.is_empty() && self.rules.going_out.discard_required {
            return Err(RuleError::MustDiscardToGoOut);
        }
        // With one card left the player must discard it and so go out (FI 16B).
        let going_out = hand.len() <= 1;
        if outcome.black_threes && !going_out {
            return Err(RuleError::BlackThreesOnlyWhenGoingOut);
        }
        if going_out {
            self.check_may_go_out(melds).map_err(|e| match e {
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
        if !table.has_melded() {
            self.check_opening(melds, outcome.points, concealed_exempt)?;
        }
        Ok(MeldPlan {
            hand,
            next_meld_id,
            plays,
        })
    }

    /// Commits `plan`, planned in `scratch`: the team's melds are swapped with the planned
    /// ones (the old ones stay in `scratch`, as memory for the next plan).
    pub(crate) fn commit_meld(
        &mut self,
        plan: MeldPlan,
        scratch: &mut Scratch,
        events: &mut Events,
    ) {
        let seat = self.deal.turn.seat;
        let team = self.mover_team();
        self.deal.replace_hand(seat, plan.hand);
        std::mem::swap(&mut self.deal.teams[team].melds, &mut scratch.melds);
        self.deal.next_meld_id = plan.next_meld_id;
        self.deal.seats[seat].has_melded = true;
        self.deal.turn.melded = true;
        self.deal
            .turn
            .note_targets(plan.plays.iter().filter_map(MeldPlay::target));
        events.push_with(|| Event::Melded {
            seat,
            melds: plan.plays.to_vec(),
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
