//! Time away, as the store keeps it: a player on holiday pauses their clocks (`/canasta away
//! 3d`), at most [`MAX_AWAY_MS`] (14 days) a game (the allowance is the records' rule,
//! [`repause`]). Each timed game keeps, in its clock record, each seat's pause: until when, and
//! how much of the seat's allowance it has used.
//!
//! A paused seat's clock does not run: a wait that begins while the seat is away starts its
//! clock when the pause ends, and the seat's current wait, if the game is waiting for it, has
//! its reminder and deadline moved on by the pause (or back, when the player returns early),
//! in one transaction with the due-time index, so the index never disagrees with the record.
//! An entry already taken (a reminder sent) is not written again, so a pause never causes a
//! second reminder for a turn.

use crate::due::{self, DueKind};
use crate::error::Result;
use crate::schedule::DueEntries;
use crate::store::Store;
use canasta_records::{away_until, repause, AwayOutcome, GameId, SeatAway, Wait, MAX_AWAY_MS};
use sled::transaction::ConflictableTransactionError;

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

    #[test]
    fn moved_times_never_fall_before_now() {
        assert_eq!(moved(10, -20, 5), 5);
        assert_eq!(moved(10, 20, 5), 30);
    }
}
