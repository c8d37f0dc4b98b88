//! An applied action, as the table service hands it to the renderers of its public lines
//! ([`super::announce`]) and of the actor's private answer ([`super::reply`]).

use canasta_engine::{Action, Event};
use canasta_records::{Applied, GameRecord};

/// An applied action.
#[derive(Debug, Clone)]
pub struct Acted {
    /// The game before the action (for a repeated interaction: as it is now).
    pub before: GameRecord,
    /// The game after it.
    pub after: GameRecord,
    /// The acting seat.
    pub seat: usize,
    /// The action.
    pub action: Action,
    /// What it did.
    pub events: Vec<Event>,
    /// The interaction had already applied it: nothing happened now.
    pub duplicate: bool,
}

impl From<Applied> for Acted {
    /// The store's outcome of an action, which carries the game before and after it.
    fn from(applied: Applied) -> Acted {
        Acted {
            before: applied.before,
            after: applied.after,
            seat: applied.seat,
            action: applied.action,
            events: applied.events,
            duplicate: applied.duplicate,
        }
    }
}
