//! Answering the partner's "May I go out?" (FI 23): yes when little is lost by it.

use super::outlook::{hand_potential, opponents_near_canastas};
use super::situation::Situation;

/// Hand value at or below which the partner is allowed to go out.
pub(super) const YES_AT_MOST: i32 = 60;

/// Yes when the answering player holds few points (going out ends the deal and the hand
/// counts against the team), no otherwise, so the player can meld first next turn.
pub(super) fn says_yes(situation: &Situation) -> bool {
    if situation.good {
        return good_says_yes(situation);
    }
    situation.hand_value() <= YES_AT_MOST
}

/// What the good level's "no" must gain at least: a round of the opponents' play.
const WAITING_COSTS: i32 = 150;

/// The good level judges for the side (FI 23, 34): yes when the deal may end anyway (an
/// opponent close to going out, the stock low); otherwise no when waiting a turn gains more
/// than it risks: the hand melded next turn counts for instead of against the team (twice its
/// points) and its canasta bonuses, against a round of the opponents' play and the canastas
/// they are close to.
fn good_says_yes(situation: &Situation) -> bool {
    if situation.end_is_near() {
        return true;
    }
    let (points, bonuses) = hand_potential(situation);
    2 * points + bonuses <= WAITING_COSTS + opponents_near_canastas(situation)
}
