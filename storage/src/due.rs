//! The due-time index: one `due` tree keyed by due time, so what is due now is a range scan
//! from the start of the tree to now, costing the entries found (and one seek), however many
//! games are waiting. Each timed wait ([`crate::schedule`]) has at most a reminder entry and a
//! deadline entry, written and removed in the transaction of the action that began or ended
//! the wait.
//!
//! Key: due time (ms, u64 BE) ++ game id (u64 BE) ++ turn (the game version the wait began
//! at, u64 BE) ++ kind (`R` reminder, `D` deadline): 25 bytes. Value: a plain JSON record of
//! kind `D`, format 1 (the awaited seat and what for).
//!
//! Taking an entry ([`Store::mark_done`]) removes it in one transaction, and only the first
//! taker is told it took it: a reminder is marked before it is sent, so it goes at most once
//! per turn, across restarts and crashes; a wait that fell due while the bot was down is one
//! entry, so the bot catches up with one reminder, not one per missed tick.

use crate::error::Result;
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::schedule::{read_clock, DueEntries};
use crate::store::Store;
use canasta_records::GameId;
use canasta_records::WaitKind;
use serde::{Deserialize, Serialize};
use sled::transaction::{ConflictableTransactionError, TransactionError};
use sled::Transactional;
use std::collections::HashSet;

/// What falls due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DueKind {
    /// 80% of the clock has run: remind the awaited player (once).
    Reminder,
    /// The clock has run out: the table's policy acts.
    Deadline,
}

impl DueKind {
    fn byte(self) -> u8 {
        match self {
            DueKind::Reminder => b'R',
            DueKind::Deadline => b'D',
        }
    }

    fn of_byte(byte: u8) -> Option<DueKind> {
        match byte {
            b'R' => Some(DueKind::Reminder),
            b'D' => Some(DueKind::Deadline),
            _ => None,
        }
    }
}

/// Something due in a game's turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Due {
    /// When it fell due, ms since the epoch.
    pub at: u64,
    /// The game.
    pub game: GameId,
    /// The turn: the game version its wait began at ([`Wait::turn`](crate::Wait::turn)).
    pub turn: u64,
    /// Reminder or deadline.
    pub kind: DueKind,
    /// The awaited seat.
    pub seat: usize,
    /// What the seat is awaited for.
    pub wait: WaitKind,
}

/// The value of an index entry (format 1 of kind `D`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct DueEntry {
    seat: usize,
    wait: WaitKind,
}

impl Plain for DueEntry {
    const KIND: Kind = Kind::Due;
    const FORMAT: u16 = 1;
}

const KEY_LEN: usize = 25;

/// The index key of `kind` due at `at` in `game`'s wait that began at version `turn`.
pub(crate) fn key(at: u64, game: GameId, turn: u64, kind: DueKind) -> Vec<u8> {
    let mut key = Vec::with_capacity(KEY_LEN);
    key.extend_from_slice(&at.to_be_bytes());
    key.extend_from_slice(&game.to_key());
    key.extend_from_slice(&turn.to_be_bytes());
    key.push(kind.byte());
    key
}

/// The encoded value of an entry.
pub(crate) fn entry(seat: usize, wait: WaitKind) -> Vec<u8> {
    encode_plain(&DueEntry { seat, wait })
}

fn u64_at(key: &[u8], from: usize) -> Option<u64> {
    Some(u64::from_be_bytes(
        key.get(from..from + 8)?.try_into().ok()?,
    ))
}

/// Reads an index entry back.
fn decode(key: &[u8], value: &[u8]) -> Option<Due> {
    if key.len() != KEY_LEN {
        return None;
    }
    let entry: DueEntry = decode_plain(value).ok()?;
    Some(Due {
        at: u64_at(key, 0)?,
        game: GameId(u64_at(key, 8)?),
        turn: u64_at(key, 16)?,
        kind: DueKind::of_byte(key[24])?,
        seat: entry.seat,
        wait: entry.wait,
    })
}

impl Due {
    fn key(&self) -> Vec<u8> {
        key(self.at, self.game, self.turn, self.kind)
    }
}

impl Store {
    /// Everything due at `now` (ms since the epoch), earliest first. A turn whose deadline is
    /// due is listed by its deadline alone: its reminder is too late to matter (taking the
    /// deadline takes it too). Nothing is changed: take what you handle with
    /// [`Store::mark_done`]. Costs one seek and the entries due, not one read per game.
    pub fn due_now(&self, now: u64) -> Result<Vec<Due>> {
        self.db().counters.read();
        let end = now.saturating_add(1).to_be_bytes();
        let range = if now == u64::MAX {
            self.db().trees.due.iter()
        } else {
            self.db().trees.due.range(..&end[..])
        };
        let mut found = Vec::new();
        for entry in range {
            let (key, value) = entry.map_err(|e| self.db().io(e))?;
            match decode(&key, &value) {
                Some(due) => found.push(due),
                None => tracing::warn!(?key, "skipping a malformed due-time entry"),
            }
        }
        let deadlines: HashSet<(GameId, u64)> = found
            .iter()
            .filter(|d| d.kind == DueKind::Deadline)
            .map(|d| (d.game, d.turn))
            .collect();
        found.retain(|d| d.kind == DueKind::Deadline || !deadlines.contains(&(d.game, d.turn)));
        Ok(found)
    }

    /// Takes `due` out of the index, atomically and on disk: `Ok(true)` for the one call that
    /// took it, `Ok(false)` when it was gone already (taken before, or the player moved and
    /// the turn's entries went with the move). Taking a deadline also takes its turn's
    /// reminder.
    ///
    /// A reminder is taken *before* it is sent (a crash in between loses it rather than
    /// sending it twice). A deadline is best handled by the move that ends the turn, which
    /// removes the turn's entries in its own transaction; take it only when it is handled
    /// without a move.
    pub fn mark_done(&self, due: &Due) -> Result<bool> {
        let _gate = self.write_gate();
        let trees = &self.db().trees;
        self.db().counters.transaction();
        let key = due.key();
        let outcome = (&trees.due, &trees.clocks).transaction(|(index, clocks)| {
            let taken = index.remove(key.as_slice())?.is_some();
            if due.kind == DueKind::Deadline {
                let stored = clocks.get(due.game.to_key())?;
                let wait = read_clock(due.game, stored.as_deref()).and_then(|r| r.wait);
                if let Some(reminder) = wait
                    .filter(|w| w.turn == due.turn)
                    .and_then(|w| w.due_key(due.game, DueKind::Reminder))
                {
                    index.remove(reminder)?;
                }
            }
            Ok::<_, ConflictableTransactionError<()>>(taken)
        });
        let taken = match outcome {
            Ok(taken) => taken,
            Err(TransactionError::Abort(())) => false,
            Err(TransactionError::Storage(e)) => return Err(self.db().io(e)),
        };
        if taken {
            self.db().flush()?;
        }
        Ok(taken)
    }

    /// How many entries the due-time index holds (two per timed human wait at most).
    pub fn due_entries(&self) -> usize {
        self.db().trees.due.len()
    }
}
