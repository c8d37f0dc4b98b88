//! What a timed game waits for: the awaited seat, for what, since when, and when they are
//! reminded and run out of time; and what a table shows of it ("Aino to move, 14 h left").

use crate::away::SeatAway;
use crate::move_clock::WaitKind;
use serde::{Deserialize, Serialize};

/// What a game is waiting for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wait {
    /// The game version the wait began at: names the turn in the store's due-time index.
    pub turn: u64,
    /// The awaited seat.
    pub seat: usize,
    /// For what.
    pub kind: WaitKind,
    /// When it began, ms since the epoch.
    pub since: u64,
    /// When the seat is reminded, if it is.
    pub remind_at: Option<u64>,
    /// When the seat runs out of time, if it does.
    pub deadline_at: Option<u64>,
    /// The deal it is in (with `turn_seat`, tells a new turn from a move inside this one).
    pub deal: u32,
    /// Whose turn it is (the asker, while a partner answers).
    pub turn_seat: usize,
}

/// Whose clock runs in a game, and how much of it is left: "Aino to move, 14 h left".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeLeft {
    /// The awaited seat.
    pub seat: usize,
    /// For what.
    pub wait: WaitKind,
    /// Milliseconds left (0 once it has run out).
    pub left_ms: u64,
}

impl Wait {
    /// How much of the clock is left at `now`; `None` when the wait is untimed.
    pub fn time_left(&self, now: u64) -> Option<TimeLeft> {
        self.deadline_at.map(|deadline| TimeLeft {
            seat: self.seat,
            wait: self.kind,
            left_ms: deadline.saturating_sub(now),
        })
    }
}

/// What a table shows of its clock (the store's `clock_state`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClockState {
    /// Whose clock runs and how much of it is left; `None`: untimed, or nobody is awaited.
    pub left: Option<TimeLeft>,
    /// The seats away now.
    pub away: Vec<SeatAway>,
    /// The clocks are paused by the players' vote.
    pub paused: bool,
}
