//! Red 3s kept in the hand (Samba 23): laying one down buys a card from the stock.

use super::require_play_phase;
use crate::card::Card;
use crate::error::RuleError;
use crate::event::{Event, Events};
use crate::game::Game;

impl Game {
    /// Checks that the player to move may lay `card` down to buy a stock card: red 3s are kept
    /// in the hand, the turn is past its draw, the card is a red 3 in the hand, and the stock
    /// has a card (Samba 23; allowed before the team has melded too).
    pub(crate) fn check_buy(&self, card: Card) -> Result<(), RuleError> {
        if !self.rules.threes.red.held() {
            return Err(RuleError::NoBuyingWithRedThrees);
        }
        require_play_phase(self.deal.turn.phase)?;
        if !card.is_red_three() {
            return Err(RuleError::NotARedThree);
        }
        if self.deal.hands[self.deal.turn.seat].count(card) == 0 {
            return Err(RuleError::CardsNotInHand);
        }
        if self.deal.stock.is_empty() {
            return Err(RuleError::StockEmpty);
        }
        // FI 21B: the turn ends with a discard. Bought with the hand's last card, the stock
        // card is the one left, and its discard goes out: the buy must leave going out
        // allowed, its own cost counted (SAMBA 23; against a bid, FI 26B, 30A), or the player
        // would have no move left.
        if self.deal.hands[self.deal.turn.seat].len() == 1 {
            let mut after = self.clone();
            after.commit_buy(card, &mut Events::quiet());
            let melds = &after.deal.teams[after.mover_team()].melds;
            after.check_may_go_out(melds)?;
        }
        Ok(())
    }

    /// Lays the red 3 down in front of its player (it costs the team the threes policy's
    /// `red_laid_penalty` when the deal is scored) and draws a stock card in its place.
    pub(crate) fn commit_buy(&mut self, card: Card, events: &mut Events) {
        let seat = self.deal.turn.seat;
        self.deal.play_from_hand(seat, card);
        self.deal.seats[seat].red_threes.push(card);
        events.push(Event::RedThreeLaid { seat, card });
        self.draw_extra(seat, 1, events);
    }
}

#[cfg(test)]
#[path = "tests/red_threes.rs"]
mod tests;
