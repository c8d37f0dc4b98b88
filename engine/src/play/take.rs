//! Taking the discard pile (FI 10, 13C, 14, 15E, 17, 21D).

use super::melding::canastas;
use super::require_draw_phase;
use crate::action::MeldPlay;
use crate::card::Card;
use crate::cards::CardSet;
use crate::deal::{DrawSource, Phase};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Game;
use crate::meld::{extend_meld, new_meld, Meld, MeldId};
use crate::rules::PileTaking;

/// A checked pick-up, ready to commit.
pub(crate) struct TakePlan {
    hand: CardSet,
    melds: Vec<Meld>,
    next_meld_id: MeldId,
    top_meld: MeldId,
    top: Card,
    with: Vec<Card>,
    plays: Vec<MeldPlay>,
    top_only: bool,
}

impl Game {
    pub(crate) fn plan_take(
        &self,
        with: &[Card],
        plays: &[MeldPlay],
        top_only: bool,
    ) -> Result<TakePlan, RuleError> {
        let turn = &self.deal.turn;
        require_draw_phase(turn.phase)?;
        if top_only && !self.rules.pile.take_top_card_only {
            return Err(RuleError::TopCardOnlyNotAllowed);
        }
        let pile = &self.deal.pile;
        let top = pile.top().ok_or(RuleError::PileEmpty)?;
        if !pile.top_is_takeable() {
            return Err(RuleError::PileTopBlocked);
        }
        let table = &self.deal.teams[self.mover_team()];
        if !self.rules.pile.on_completed_canasta
            && table
                .melds
                .iter()
                .any(|m| m.rank() == Some(top.rank) && m.is_canasta())
        {
            return Err(RuleError::PileOnCompletedCanasta(top.rank));
        }
        let mut hand = self.deal.hands[turn.seat].clone();
        if hand.len() == 1 && pile.len() == 1 {
            return Err(RuleError::OneCardPile);
        }
        let natural_pair = with.iter().filter(|c| c.rank == top.rank).count() >= 2;
        if pile.is_frozen_for(table.has_melded()) && !natural_pair {
            return Err(RuleError::FrozenPileNeedsNaturalPair(top.rank));
        }
        if self.rules.pile.needs_natural_pair && !natural_pair {
            return Err(RuleError::PileNeedsNaturalPair(top.rank));
        }
        if !hand.remove_all(with) {
            return Err(RuleError::CardsNotInHand);
        }
        // The top card is melded first, with the hand cards or onto the team's meld; a frozen
        // pile's new meld merges into an existing meld of the rank (FI 11G).
        // A new meld of the top card gets the next id, before the plays' new melds.
        let mut melds = table.melds.clone();
        let mut next_meld_id = self.deal.next_meld_id;
        let mut top_meld = vec![top];
        top_meld.extend_from_slice(with);
        let top_meld_id = match melds.iter().position(|m| m.rank() == Some(top.rank)) {
            Some(i) => {
                melds[i] = extend_meld(&self.rules, &melds[i], &top_meld)?;
                melds[i].id
            }
            None if with.is_empty() => return Err(RuleError::TopCardNotMelded(top.rank)),
            None => {
                let id = next_meld_id;
                melds.push(new_meld(&self.rules, id, &top_meld)?);
                next_meld_id = id.plus(1);
                id
            }
        };
        let outcome = self.apply_plays(&mut hand, &mut melds, &mut next_meld_id, plays)?;
        if outcome.black_threes {
            return Err(RuleError::BlackThreesOnlyWhenGoingOut);
        }
        if !table.has_melded() {
            // FI 13C2: only the top card and melds from the hand count, not the pile.
            let points = top_meld.iter().map(|c| c.value()).sum::<i32>() + outcome.points;
            self.check_opening(&melds, points, false)?;
        }
        let gained = if top_only {
            0
        } else {
            pile.cards()[..pile.len() - 1]
                .iter()
                .filter(|c| !c.is_red_three())
                .count()
        };
        if hand.len() + gained == 0 && self.rules.going_out.discard_required {
            return Err(RuleError::MustDiscardToGoOut);
        }
        if hand.len() + gained <= 1 {
            self.check_may_go_out(canastas(&melds))?;
        }
        Ok(TakePlan {
            hand,
            melds,
            next_meld_id,
            top_meld: top_meld_id,
            top,
            with: with.to_vec(),
            plays: plays.to_vec(),
            top_only,
        })
    }

    pub(crate) fn commit_take(&mut self, plan: TakePlan, events: &mut Vec<Event>) {
        let seat = self.deal.turn.seat;
        let team = self.mover_team();
        let size = self.deal.pile.len();
        let taken = if plan.top_only {
            self.deal.pile.pop().into_iter().collect()
        } else {
            match self.rules.pile.taking {
                PileTaking::Whole => self.deal.pile.take_all(),
            }
        };
        self.deal.hands[seat] = plan.hand;
        self.deal.teams[team].melds = plan.melds;
        self.deal.next_meld_id = plan.next_meld_id;
        events.push(Event::TookPile {
            seat,
            top: plan.top,
            with: plan.with,
            meld: plan.top_meld,
            size,
        });
        if !plan.plays.is_empty() {
            events.push(Event::Melded {
                seat,
                melds: plan.plays,
            });
        }
        // Everything under the top card goes to the hand; red 3s are laid down with no
        // replacement (FI 21D).
        for &card in taken.iter().take(taken.len().saturating_sub(1)) {
            if card.is_red_three() && self.rules.threes.red.laid_down_at_once() {
                self.deal.seats[seat].red_threes.push(card);
                events.push(Event::RedThreeLaid { seat, card });
            } else {
                self.deal.hands[seat].add(card);
            }
        }
        self.deal.seats[seat].has_melded = true;
        let turn = &mut self.deal.turn;
        turn.melded = true;
        turn.drew = Some(DrawSource::Pile);
        turn.phase = Phase::Play;
        self.after_pile_taken(seat, events);
        if self.deal.hands[seat].is_empty() {
            self.go_out(events);
        }
    }
}

#[cfg(test)]
#[path = "tests/take.rs"]
mod tests;
