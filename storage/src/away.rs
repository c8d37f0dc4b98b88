//! Time away: a player on holiday pauses their clocks (`/canasta away 3d`), at most
//! [`MAX_AWAY_MS`] (14 days) a game. Each timed game keeps, in its clock record, each seat's
//! pause: until when, and how much of the seat's allowance it has used.
//!
//! A paused seat's clock does not run: a wait that begins while the seat is away starts its
//! clock when the pause ends, and the seat's current wait, if the game is waiting for it, has
//! its reminder and deadline moved on by the pause (or back, when the player returns early),
//! in one transaction with the due-time index, so the index never disagrees with the record.
//! An entry already taken (a reminder sent) is not written again, so a pause never causes a
//! second reminder for a turn.

use crate::due::{self, DueKind};
use crate::error::Result;
use crate::ids::GameId;
use crate::schedule::Wait;
use crate::store::Store;
use serde::{Deserialize, Serialize};
use sled::transaction::ConflictableTransactionError;

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
pub(crate) fn away_until(away: &[SeatAway], seat: usize, now: u64) -> Option<u64> {
    away.iter()
        .find(|a| a.seat == seat && a.is_away(now))
        .map(|a| a.until)
}

/// The pause of `seat` moved to end at `wanted` (at most the allowance lets), from `now`:
/// the new entry and how far the seat's running clock moves (signed ms).
fn repause(entry: SeatAway, wanted: u64, now: u64) -> Option<(SeatAway, i128)> {
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

/// `at` moved by `shift` ms, never before `now`.
fn moved(at: u64, shift: i128, now: u64) -> u64 {
    let at = i128::from(at) + shift;
    u64::try_from(at.max(i128::from(now))).unwrap_or(u64::MAX)
}

impl Store {
    /// Pauses `seat`'s clocks in `game` until `until` (ms since the epoch), or ends its pause
    /// when `until` is now or earlier; a new pause replaces the running one, and what it did
    /// not use is given back. The seat's current wait, if any, moves with it. Ending the pause
    /// of a seat that is not away writes nothing ([`AwayOutcome::NotAway`]).
    pub fn set_away(&self, game: GameId, seat: usize, until: u64) -> Result<AwayOutcome> {
        self.change_clock(
            game,
            || AwayOutcome::Untimed,
            |record, index, now| {
                if until <= now && away_until(&record.away, seat, now).is_none() {
                    return Ok((AwayOutcome::NotAway, false));
                }
                let entry = record
                    .away
                    .iter()
                    .copied()
                    .find(|a| a.seat == seat)
                    .unwrap_or(SeatAway {
                        seat,
                        until: 0,
                        used_ms: 0,
                    });
                let Some((entry, shift)) = repause(entry, until, now) else {
                    return Ok((AwayOutcome::AllowanceUsed, false));
                };
                record.away.retain(|a| a.seat != seat);
                record.away.push(entry);
                if let Some(wait) = record.wait.as_mut().filter(|w| w.seat == seat) {
                    move_wait(index, game, wait, shift, now)?;
                }
                let paused = AwayOutcome::Paused {
                    until: entry.until,
                    left_ms: MAX_AWAY_MS.saturating_sub(entry.used_ms),
                };
                Ok((paused, true))
            },
        )
    }

    /// The seats of `game` away at `now`, with when each pause ends (none for an untimed
    /// game).
    pub fn away_seats(&self, game: GameId, now: u64) -> Result<Vec<SeatAway>> {
        Ok(self.clock_state(game, now)?.away)
    }
}

/// Moves `wait`'s reminder and deadline by `shift` ms in the due-time index, each only if it
/// is still there (a reminder taken already stays taken).
fn move_wait(
    index: &sled::transaction::TransactionalTree,
    game: GameId,
    wait: &mut Wait,
    shift: i128,
    now: u64,
) -> std::result::Result<(), ConflictableTransactionError<()>> {
    if shift == 0 {
        return Ok(());
    }
    for kind in [DueKind::Reminder, DueKind::Deadline] {
        let Some(old_key) = wait.due_key(game, kind) else {
            continue;
        };
        let Some(value) = index.remove(old_key)? else {
            continue;
        };
        let slot = match kind {
            DueKind::Reminder => &mut wait.remind_at,
            DueKind::Deadline => &mut wait.deadline_at,
        };
        let at = slot.map_or(now, |at| moved(at, shift, now));
        *slot = Some(at);
        index.insert(due::key(at, game, wait.turn, kind), value)?;
    }
    Ok(())
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

    #[test]
    fn moved_times_never_fall_before_now() {
        assert_eq!(moved(10, -20, 5), 5);
        assert_eq!(moved(10, 20, 5), 30);
    }
}
