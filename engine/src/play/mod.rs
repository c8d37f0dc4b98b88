//! The actions of a turn, each validated in full before anything changes (FI 9-24).

mod ask;
mod discard;
mod draw;
mod going_out;
pub(crate) mod melding;
mod partnership;
mod red_threes;
mod stock_out;
mod take;

use crate::deal::Phase;
use crate::error::RuleError;

/// Checks that the turn is past its draw, as melding, discarding and asking need.
pub(crate) fn require_play_phase(phase: Phase) -> Result<(), RuleError> {
    match phase {
        Phase::Play => Ok(()),
        Phase::Bidding => Err(RuleError::AuctionInProgress),
        Phase::Opening => Err(RuleError::DeclarerMustOpen),
        Phase::Draw => Err(RuleError::MustDrawFirst),
        Phase::AwaitingAnswer => Err(RuleError::AwaitingAnswer),
        Phase::Over => Err(RuleError::GameOver),
    }
}

/// Checks that the turn has not drawn yet.
pub(crate) fn require_draw_phase(phase: Phase) -> Result<(), RuleError> {
    match phase {
        Phase::Draw => Ok(()),
        Phase::Bidding => Err(RuleError::AuctionInProgress),
        Phase::Opening => Err(RuleError::DeclarerMustOpen),
        Phase::Play => Err(RuleError::AlreadyDrew),
        Phase::AwaitingAnswer => Err(RuleError::AwaitingAnswer),
        Phase::Over => Err(RuleError::GameOver),
    }
}
