//! Answering the partner's "May I go out?" (FI 23): yes when little is lost by it.

use super::situation::Situation;

/// Hand value at or below which the partner is allowed to go out.
pub(super) const YES_AT_MOST: i32 = 60;

/// Yes when the answering player holds few points (going out ends the deal and the hand
/// counts against the team), no otherwise, so the player can meld first next turn.
pub(super) fn says_yes(situation: &Situation) -> bool {
    situation.hand_value() <= YES_AT_MOST
}
