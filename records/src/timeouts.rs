//! What running out of time did to a game, kept in its record: which log entries the autopilot
//! played (so every view of the log, live or rebuilt, says so), how many turns in a row each
//! seat missed, and the seats handed to a computer player or a substitute until their owner
//! returns. Stored in the game record under `timeouts`, absent while empty (games stored
//! before it read as empty).

use crate::seat::PlayerSlot;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// Turns in a row a seat may miss before it is handed over.
pub const MISSED_TURNS_TO_HAND_OVER: u32 = 3;

/// A seat whose owner is away: a computer player, then maybe a substitute, plays it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandedOver {
    /// The seat.
    pub seat: usize,
    /// Its owner, who may take it back ([`PlayerSlot::Human`]).
    pub owner: PlayerSlot,
    /// True while it is offered: a computer plays it and anyone not seated may take it.
    pub offered: bool,
}

/// A game's timeouts (see the module documentation).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timeouts {
    /// The log indexes of the actions the autopilot played.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub autopilot: BTreeSet<usize>,
    /// Turns in a row each seat missed, by seat (missing seats: none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub missed: Vec<u32>,
    /// The seats whose owner is away.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub handed_over: Vec<HandedOver>,
}

impl Timeouts {
    /// Nothing ever ran out.
    pub fn is_empty(&self) -> bool {
        *self == Timeouts::default()
    }

    /// True when the autopilot played the action at log index `index`.
    pub fn by_autopilot(&self, index: usize) -> bool {
        self.autopilot.contains(&index)
    }

    /// Turns in a row `seat` has missed.
    pub fn missed(&self, seat: usize) -> u32 {
        self.missed.get(seat).copied().unwrap_or(0)
    }

    /// The hand-over of `seat`, if its owner is away.
    pub fn handed_over(&self, seat: usize) -> Option<&HandedOver> {
        self.handed_over.iter().find(|h| h.seat == seat)
    }

    /// The seat `user` owns and is away from, if any.
    pub fn away_seat_of(&self, user: u64) -> Option<usize> {
        self.handed_over
            .iter()
            .find(|h| h.owner.user_id() == Some(user))
            .map(|h| h.seat)
    }

    /// Sets the turns in a row `seat` has missed, keeping the list short.
    pub(crate) fn set_missed(&mut self, seat: usize, missed: u32) {
        if self.missed.len() <= seat {
            if missed == 0 {
                return;
            }
            self.missed.resize(seat + 1, 0);
        }
        self.missed[seat] = missed;
        while self.missed.last() == Some(&0) {
            self.missed.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missed_turns_are_kept_short_and_old_records_read_as_empty() {
        let mut t = Timeouts::default();
        t.set_missed(2, 1);
        assert_eq!(t.missed, vec![0, 0, 1]);
        assert_eq!((t.missed(2), t.missed(7)), (1, 0));
        t.set_missed(2, 0);
        assert!(t.is_empty());
        t.set_missed(5, 0);
        assert!(t.is_empty());
        let read: Timeouts = serde_json::from_str("{}").expect("reads");
        assert!(read.is_empty());
        assert_eq!(serde_json::to_string(&read).expect("writes"), "{}");
    }
}
