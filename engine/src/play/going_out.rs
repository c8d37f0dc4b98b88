//! Going out (FI 18, 19, 23): who may, and the concealed bonus.

use super::melding::canastas;
use crate::deal::Ask;
use crate::error::RuleError;
use crate::event::{Event, Events};
use crate::game::Game;
use crate::meld::Meld;
use crate::score::DealEnd;

impl Game {
    /// Checks that the player to move may go out with `melds` on the team's side: while a bid
    /// stands by the bid's conditions (FI 26B, 26C), otherwise with the canastas the rules ask.
    pub(crate) fn check_may_go_out(&self, melds: &[Meld]) -> Result<(), RuleError> {
        if self.rules.going_out.answer_binds && self.deal.turn.ask == Ask::No {
            return Err(RuleError::PartnerSaidNo);
        }
        if let Some(against_bid) = self.check_going_out_against_bid(melds) {
            return against_bid;
        }
        if canastas(melds) < self.rules.going_out.canastas_needed as usize {
            return Err(RuleError::NeedCanastaToGoOut {
                needed: self.rules.going_out.canastas_needed,
            });
        }
        Ok(())
    }

    /// True when going out now is concealed (FI 19A): the player melded the whole hand this
    /// turn, including a canasta, with no earlier melds of their own (and, under the default
    /// `concealed_needs_team_unopened`, none of the team's). With that option off, the partner
    /// may have melded, but the player must not have laid off any card on the team's melds made
    /// before this turn (SV 'Direkt utgång' 1: "utan att lägga några kort på medspelarens
    /// kombinationer"; EN 'Going Out Concealed': "without laying off a card to your partner's
    /// melds").
    pub(crate) fn going_out_is_concealed(&self) -> bool {
        let turn = &self.deal.turn;
        let canastas_now = self.deal.teams[self.mover_team()].canastas();
        !turn.seat_melded_before
            && (!self.rules.going_out.concealed_needs_team_unopened || !turn.team_melded_before)
            && !turn.laid_off_on_partners_melds
            && canastas_now > turn.canastas_before
    }

    /// The player to move has no cards left: the deal ends.
    pub(crate) fn go_out(&mut self, events: &mut Events) {
        let seat = self.deal.turn.seat;
        let concealed = self.going_out_is_concealed();
        self.before_going_out(seat, events);
        events.push(Event::WentOut { seat, concealed });
        self.end_deal(DealEnd::WentOut { seat, concealed }, events);
    }
}

#[cfg(test)]
#[path = "tests/going_out.rs"]
mod tests;
