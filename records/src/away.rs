//! Time away: a player on holiday pauses their clocks (`/canasta away 3d`), at most
//! [`MAX_AWAY_MS`] (14 days) a game. Each timed game keeps, in its clock record, each seat's
//! pause: until when, and how much of the seat's allowance it has used.
//!
//! A paused seat's clock does not run: a wait that begins while the seat is away starts its
//! clock when the pause ends, and the seat's current wait moves on by the pause (or back, when
//! the player returns early). How the store keeps that is the store's; the allowance is here.

use serde::{Deserialize, Serialize};

/// The most a seat may be away in one game, in ms: 14 days.
pub const MAX_AWAY_MS: u64 = 14 * 24 * 3_600_000;

/// A seat's pause in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatAway {
    /// The seat.
    pub seat: usize,
    /// The pause ends then (ms since the epoch); in the past once it is over.
    pub until: u64,
    /// Milliseconds of [`MAX_AWAY_MS`] used so far, the running pause counted in full.
    pub used_ms: u64,
}

impl SeatAway {
    /// True while the seat is away at `now`.
    pub fn is_away(&self, now: u64) -> bool {
        self.until > now
    }
}

/// What came of asking for a pause in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AwayOutcome {
    /// The game has no clock: there is nothing to pause.
    Untimed,
    /// The seat's clocks are paused until `until` (earlier than asked when the allowance
    /// ran short; `now` when the pause was ended); `left_ms` of the allowance is left.
    Paused {
        /// When the pause ends.
        until: u64,
        /// What is left of the seat's [`MAX_AWAY_MS`] in this game.
        left_ms: u64,
    },
    /// The seat has used its whole allowance in this game.
    AllowanceUsed,
    /// "Back" from a seat that was not away: there was no pause to end, and nothing changed.
    NotAway,
}

/// When `seat`'s pause ends, if it is away at `now`.
pub fn away_until(away: &[SeatAway], seat: usize, now: u64) -> Option<u64> {
    away.iter()
        .find(|a| a.seat == seat && a.is_away(now))
        .map(|a| a.until)
}

/// The pause of `seat` moved to end at `wanted` (at most the allowance lets), from `now`:
/// the new entry and how far the seat's running clock moves (signed ms). `None` when the
/// allowance is used up.
pub fn repause(entry: SeatAway, wanted: u64, now: u64) -> Option<(SeatAway, i128)> {
    let old_end = entry.until.max(now);
    let unused = old_end - now;
    let used = entry.used_ms.saturating_sub(unused);
    let left = MAX_AWAY_MS.saturating_sub(used);
    let until = wanted.max(now).min(now.saturating_add(left));
    if until == now && wanted > now {
        return None;
    }
    let entry = SeatAway {
        seat: entry.seat,
        until,
        used_ms: used + (until - now),
    };
    Some((entry, i128::from(until) - i128::from(old_end)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: u64 = 24 * 3_600_000;

    fn fresh(seat: usize) -> SeatAway {
        SeatAway {
            seat,
            until: 0,
            used_ms: 0,
        }
    }

    #[test]
    fn a_pause_is_capped_at_fourteen_days_a_game() {
        let now = 100 * DAY;
        let (entry, shift) = repause(fresh(1), now + 20 * DAY, now).expect("paused");
        assert_eq!(entry.until, now + 14 * DAY);
        assert_eq!(entry.used_ms, MAX_AWAY_MS);
        assert_eq!(shift, i128::from(14 * DAY));
        // Fourteen days later the allowance is spent.
        assert_eq!(repause(entry, now + 15 * DAY, now + 14 * DAY), None);
    }

    #[test]
    fn returning_early_gives_back_the_unused_days_and_moves_the_clock_back() {
        let now = 100 * DAY;
        let (entry, _) = repause(fresh(0), now + 3 * DAY, now).expect("paused");
        let (back, shift) = repause(entry, now + DAY, now + DAY).expect("ended");
        assert_eq!(back.until, now + DAY);
        assert!(!back.is_away(now + DAY));
        assert_eq!(back.used_ms, DAY);
        assert_eq!(shift, -i128::from(2 * DAY));
        // Extending a running pause counts only the extension.
        let (longer, shift) = repause(entry, now + 5 * DAY, now + DAY).expect("extended");
        assert_eq!((longer.used_ms, shift), (5 * DAY, i128::from(2 * DAY)));
    }
}
