//! A pause by vote: every human seat of a timed game agrees (`/canasta pause` and its button)
//! and the game's clocks stop, for as long as the players like, until one of them starts
//! them again (`/canasta resume`). The votes and the pause live in the game's clock record.
//!
//! While paused, the game's waits have no reminder and no deadline: the running wait's
//! entries leave the due-time index in the transaction that pauses, waits that begin meanwhile
//! get none, and resuming gives the awaited seat its clock afresh from that moment (a seat
//! that is away starts it when its pause ends).

use crate::away::away_until;
use crate::due::{self, DueKind};
use crate::error::Result;
use crate::format::encode_plain;
use crate::ids::GameId;
use crate::schedule::read_clock;
use crate::store::Store;
use sled::transaction::{ConflictableTransactionError, TransactionError};
use sled::Transactional;

/// What came of a vote to pause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PauseVote {
    /// The game has no clock: there is nothing to pause.
    Untimed,
    /// The vote is counted; the seats in `votes` agree, `needed` must.
    Counted {
        /// The seats that agree so far.
        votes: Vec<usize>,
        /// The seats that must agree.
        needed: Vec<usize>,
    },
    /// That vote made it: the clocks are paused.
    Paused,
    /// The clocks were paused already.
    AlreadyPaused,
}

impl Store {
    /// `seat` agrees to pause `game`'s clocks; when every seat of `humans` has agreed, the
    /// clocks stop. Voting twice counts once.
    pub fn vote_pause(&self, game: GameId, seat: usize, humans: &[usize]) -> Result<PauseVote> {
        let _gate = self.write_gate();
        let now = self.now_ms();
        let trees = &self.db().trees;
        self.db().counters.transaction();
        let outcome = (&trees.clocks, &trees.due).transaction(|(clocks, index)| {
            let stored = clocks.get(game.to_key())?;
            let Some(mut record) = read_clock(game, stored.as_deref()) else {
                return Ok(PauseVote::Untimed);
            };
            if record.paused_since.is_some() {
                return Ok(PauseVote::AlreadyPaused);
            }
            if !record.pause_votes.contains(&seat) {
                record.pause_votes.push(seat);
                record.pause_votes.sort_unstable();
            }
            let outcome = if humans.iter().all(|s| record.pause_votes.contains(s)) {
                record.paused_since = Some(now);
                record.pause_votes.clear();
                if let Some(wait) = record.wait.as_mut() {
                    for kind in [DueKind::Reminder, DueKind::Deadline] {
                        if let Some(key) = wait.due_key(game, kind) {
                            index.remove(key)?;
                        }
                    }
                    wait.remind_at = None;
                    wait.deadline_at = None;
                }
                PauseVote::Paused
            } else {
                PauseVote::Counted {
                    votes: record.pause_votes.clone(),
                    needed: humans.to_vec(),
                }
            };
            clocks.insert(&game.to_key(), encode_plain(&record))?;
            Ok::<_, ConflictableTransactionError<()>>(outcome)
        });
        let outcome = match outcome {
            Ok(outcome) => outcome,
            Err(TransactionError::Abort(())) => PauseVote::Untimed,
            Err(TransactionError::Storage(e)) => return Err(self.db().io(e)),
        };
        self.db().flush()?;
        Ok(outcome)
    }

    /// Starts `game`'s paused clocks again: the awaited seat gets its clock afresh from now.
    /// `Ok(false)` when they were not paused.
    pub fn resume_clocks(&self, game: GameId) -> Result<bool> {
        let _gate = self.write_gate();
        let now = self.now_ms();
        let trees = &self.db().trees;
        self.db().counters.transaction();
        let outcome = (&trees.clocks, &trees.due).transaction(|(clocks, index)| {
            let stored = clocks.get(game.to_key())?;
            let Some(mut record) = read_clock(game, stored.as_deref()) else {
                return Ok(false);
            };
            if record.paused_since.take().is_none() {
                return Ok(false);
            }
            record.pause_votes.clear();
            let clock = record.clock;
            let away = record.away.clone();
            if let Some(wait) = record.wait.as_mut() {
                let start = away_until(&away, wait.seat, now).unwrap_or(now);
                wait.remind_at = clock.reminder_at(wait.kind, start);
                wait.deadline_at = clock.deadline_at(wait.kind, start);
                for kind in [DueKind::Reminder, DueKind::Deadline] {
                    if let Some(key) = wait.due_key(game, kind) {
                        index.insert(key, due::entry(wait.seat, wait.kind))?;
                    }
                }
            }
            clocks.insert(&game.to_key(), encode_plain(&record))?;
            Ok::<_, ConflictableTransactionError<()>>(true)
        });
        let resumed = match outcome {
            Ok(resumed) => resumed,
            Err(TransactionError::Abort(())) => false,
            Err(TransactionError::Storage(e)) => return Err(self.db().io(e)),
        };
        if resumed {
            self.db().flush()?;
        }
        Ok(resumed)
    }

    /// True while `game`'s clocks are paused by vote.
    pub fn clocks_paused(&self, game: GameId) -> Result<bool> {
        Ok(self
            .clock_record(game)?
            .is_some_and(|r| r.paused_since.is_some()))
    }
}
