//! When the stock is gone (FI 24): taking the pile, the duty to take it, or the deal ends.

use super::require_draw_phase;
use crate::error::RuleError;
use crate::game::Game;

impl Game {
    /// Whether `seat` could take the pile by any means; if not, an empty stock ends the deal.
    pub(crate) fn pile_may_be_taken_at_all(&self, seat: usize) -> bool {
        let pile = &self.deal.pile;
        pile.top_is_takeable() && !(self.deal.hands[seat].len() == 1 && pile.len() == 1)
    }

    /// Declining the pile with the stock gone ends the deal, unless the top card fits one of
    /// the team's melds and the rules make taking it a duty (FI 24A, `stock_out_pile_duty`).
    pub(crate) fn check_end_deal(&self) -> Result<(), RuleError> {
        require_draw_phase(self.deal.turn.phase)?;
        if !self.deal.stock.is_empty() {
            return Err(RuleError::StockNotEmpty);
        }
        if self.rules.drawing.stock_out.pile_duty && self.plan_take(&[], &[], false).is_ok() {
            return Err(RuleError::MustTakePile);
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "tests/stock_out.rs"]
mod tests;
