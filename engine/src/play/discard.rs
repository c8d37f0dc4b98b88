//! Discarding, which ends the turn; discarding the last card goes out (FI 9, 16B, 23D).

use super::require_play_phase;
use crate::card::Card;
use crate::deal::Ask;
use crate::error::RuleError;
use crate::event::{Event, Events};
use crate::game::Game;
use crate::score::DealEnd;

/// A checked discard.
pub(crate) struct DiscardPlan {
    card: Card,
    goes_out: bool,
}

impl Game {
    pub(crate) fn plan_discard(&self, card: Card) -> Result<DiscardPlan, RuleError> {
        let turn = &self.deal.turn;
        require_play_phase(turn.phase)?;
        if card.is_red_three() && !self.rules.threes.red.held() {
            return Err(RuleError::RedThreeDiscard);
        }
        let hand = &self.deal.hands[turn.seat];
        if hand.count(card) == 0 {
            return Err(RuleError::CardsNotInHand);
        }
        let goes_out = hand.len() == 1;
        if !goes_out
            && self.rules.going_out.answer_binds
            && turn.ask == Ask::Yes
            && self.going_out(turn.seat).is_possible()
        {
            // FI 23D: told "yes", a player who can go out must; the penalty is for one who cannot.
            return Err(RuleError::MustGoOutAfterYes);
        }
        if goes_out {
            let team = &self.deal.teams[self.mover_team()];
            self.check_may_go_out(&team.melds).map_err(|e| match e {
                RuleError::NeedCanastaToGoOut { .. } => RuleError::MustKeepACard,
                other => other,
            })?;
        }
        Ok(DiscardPlan { card, goes_out })
    }

    pub(crate) fn commit_discard(&mut self, plan: DiscardPlan, events: &mut Events) {
        let seat = self.deal.turn.seat;
        self.deal.play_from_hand(seat, plan.card);
        self.deal.pile.push(plan.card);
        self.deal.seats[seat].has_discarded = true;
        events.push(Event::Discarded {
            seat,
            card: plan.card,
        });
        if plan.goes_out {
            self.go_out(events);
            return;
        }
        if self.rules.going_out.answer_binds && self.deal.turn.ask == Ask::Yes {
            // FI 23D: told "yes" but could not go out.
            let team = self.mover_team();
            let points = self.rules.going_out.failed_penalty;
            self.deal.teams[team].penalties += points;
            events.push(Event::Penalty { team, points });
        }
        if self.rules.drawing.stock_out.ends_deal_on_last_discard && self.deal.stock.is_empty() {
            // SV2 Cutthroat: the deal ends when the player who drew the last card discards.
            self.end_deal(DealEnd::StockExhausted, events);
            return;
        }
        self.next_turn(events);
    }
}

#[cfg(test)]
#[path = "tests/discard.rs"]
mod tests;
