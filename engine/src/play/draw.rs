//! Drawing from the stock (FI 9, 21C, 21E; draw two in §2).

use super::require_draw_phase;
use crate::deal::{DrawSource, Phase};
use crate::error::RuleError;
use crate::event::{Event, Events};
use crate::game::Game;
use crate::score::DealEnd;

impl Game {
    pub(crate) fn check_draw(&self) -> Result<(), RuleError> {
        require_draw_phase(self.deal.turn.phase)?;
        if self.deal.stock.is_empty() {
            return Err(RuleError::StockEmpty);
        }
        Ok(())
    }

    /// Draws `stock_draw` cards (fewer if the stock has fewer: that is a complete draw, SV2).
    pub(crate) fn commit_draw(&mut self, events: &mut Events) {
        let seat = self.deal.turn.seat;
        let before = self.deal.hands[seat].len();
        let mut laid = events.alike();
        let last_was_red_three =
            self.draw_replacing_red_threes(seat, self.rules.drawing.stock_draw as usize, &mut laid);
        events.push(Event::Drew {
            seat,
            count: self.deal.hands[seat].len() - before,
        });
        events.append(laid);
        if last_was_red_three {
            // FI 21E: the last stock card was a red 3: no melding, no discard.
            self.end_deal(DealEnd::StockExhausted, events);
            return;
        }
        self.deal.turn.drew = Some(DrawSource::Stock);
        self.deal.turn.phase = Phase::Play;
    }
}

#[cfg(test)]
#[path = "tests/draw.rs"]
mod tests;
