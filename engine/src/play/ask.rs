//! "May I go out?" (FI 23): the question, and the partner's binding answer.

use super::require_play_phase;
use crate::deal::{Ask, DrawSource, Phase};
use crate::error::RuleError;
use crate::event::{Event, Events};
use crate::game::Game;

impl Game {
    /// Asking is allowed after drawing from the stock, before melding, once a turn (FI 23A-B).
    pub(crate) fn check_ask(&self) -> Result<(), RuleError> {
        let turn = &self.deal.turn;
        require_play_phase(turn.phase)?;
        if self.deal.partner_of(turn.seat).is_none() {
            return Err(RuleError::NoPartner);
        }
        if turn.drew != Some(DrawSource::Stock) || turn.melded || turn.ask != Ask::NotAsked {
            return Err(RuleError::CannotAskNow);
        }
        Ok(())
    }

    pub(crate) fn commit_ask(&mut self, events: &mut Events) {
        self.deal.turn.ask = Ask::Pending;
        self.deal.turn.phase = Phase::AwaitingAnswer;
        events.push(Event::AskedToGoOut {
            seat: self.deal.turn.seat,
        });
    }

    pub(crate) fn check_answer(&self) -> Result<(), RuleError> {
        if self.deal.turn.phase != Phase::AwaitingAnswer {
            return Err(RuleError::NothingToAnswer);
        }
        Ok(())
    }

    pub(crate) fn commit_answer(&mut self, seat: usize, yes: bool, events: &mut Events) {
        self.deal.turn.ask = if yes { Ask::Yes } else { Ask::No };
        self.deal.turn.phase = Phase::Play;
        events.push(Event::Answered { seat, yes });
    }
}

#[cfg(test)]
#[path = "tests/ask.rs"]
mod tests;
