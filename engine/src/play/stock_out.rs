//! When the stock is gone (FI 24, Samba 32): taking the pile, the duty to take it, or the deal
//! ends.

use super::require_draw_phase;
use crate::error::RuleError;
use crate::game::Game;

impl Game {
    /// Whether `seat` could take the pile by any means; if not, an empty stock ends the deal.
    /// A top card that is no natural card may still extend a samba (Samba 19A, 22A).
    pub(crate) fn pile_may_be_taken_at_all(&self, seat: usize) -> bool {
        let pile = &self.deal.pile;
        let top_may_extend = self.rules.pile.onto_sequence
            && pile.top().is_some_and(|c| c.suit.is_some())
            && self.deal.teams[self.deal.team_of(seat)]
                .melds
                .iter()
                .any(|m| m.shape.is_sequence());
        (pile.top_is_takeable() || top_may_extend)
            && !(self.deal.hands[seat].len() == 1 && pile.len() == 1)
    }

    /// Declining the pile with the stock gone ends the deal, unless the top card fits one of
    /// the team's melds and the rules make taking it a duty (FI 24A, `stock_out_pile_duty`).
    pub(crate) fn check_end_deal(&self) -> Result<(), RuleError> {
        require_draw_phase(self.deal.turn.phase)?;
        if !self.deal.stock.is_empty() {
            return Err(RuleError::StockNotEmpty);
        }
        if self.rules.drawing.stock_out.pile_duty && self.pile_fits_a_meld() {
            return Err(RuleError::MustTakePile);
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "tests/stock_out.rs"]
mod tests;
