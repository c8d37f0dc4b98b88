//! One player action as applied to a stored game: the events, and the game before and after.

use crate::record::GameRecord;
use canasta_engine::{Action, Event};

/// What applying one player action did: the outcome of the store's `apply_action` and
/// `apply_with`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    /// The game's version after the action.
    pub version: u64,
    /// What the action did.
    pub events: Vec<Event>,
    /// True when the idempotency key had already applied this action: nothing was applied
    /// now, and `version`, `seat`, `action` and `events` are those of the first application.
    pub duplicate: bool,
    /// The acting seat.
    pub seat: usize,
    /// The action.
    pub action: Action,
    /// The game before the action (for a duplicate: as it is now).
    pub before: GameRecord,
    /// The game after the action, as stored (for a duplicate: as it is now).
    pub after: GameRecord,
}
