//! A pause by vote: every human seat of a timed game agrees (`/canasta pause` and its button)
//! and the game's clocks stop, for as long as the players like, until one of them starts
//! them again (`/canasta resume`). The votes and the pause live in the game's clock record.
//!
//! While paused, the game's waits have no reminder and no deadline: the running wait's
//! entries leave the due-time index in the transaction that pauses, waits that begin meanwhile
//! get none, and resuming gives the awaited seat its clock afresh from that moment (a seat
//! that is away starts it when its pause ends).

use crate::due::{self, DueKind};
use crate::error::Result;
use crate::schedule::{times, DueEntries};
use crate::store::Store;
use canasta_records::{GameId, PauseVote, Wait};

/// The due-time index keys of `wait`'s reminder and deadline, those it has.
fn due_keys(game: GameId, wait: &Wait) -> Vec<Vec<u8>> {
    [DueKind::Reminder, DueKind::Deadline]
        .into_iter()
        .filter_map(|kind| wait.due_key(game, kind))
        .collect()
}

impl Store {
    /// `seat` agrees to pause `game`'s clocks; when every seat of `humans` has agreed, the
    /// clocks stop. Voting twice counts once.
    pub fn vote_pause(&self, game: GameId, seat: usize, humans: &[usize]) -> Result<PauseVote> {
        self.change_clock(
            game,
            || PauseVote::Untimed,
            |record, index, now| {
                if record.paused_since.is_some() {
                    return Ok((PauseVote::AlreadyPaused, false));
                }
                if !record.pause_votes.contains(&seat) {
                    record.pause_votes.push(seat);
                    record.pause_votes.sort_unstable();
                }
                if !humans.iter().all(|s| record.pause_votes.contains(s)) {
                    let counted = PauseVote::Counted {
                        votes: record.pause_votes.clone(),
                        needed: humans.to_vec(),
                    };
                    return Ok((counted, true));
                }
                record.paused_since = Some(now);
                record.pause_votes.clear();
                if let Some(wait) = record.wait.as_mut() {
                    for key in due_keys(game, wait) {
                        index.remove(key)?;
                    }
                    wait.remind_at = None;
                    wait.deadline_at = None;
                }
                Ok((PauseVote::Paused, true))
            },
        )
    }

    /// Starts `game`'s paused clocks again: the awaited seat gets its clock afresh from now.
    /// `Ok(false)` when they were not paused.
    pub fn resume_clocks(&self, game: GameId) -> Result<bool> {
        self.change_clock(
            game,
            || false,
            |record, index, now| {
                if record.paused_since.take().is_none() {
                    return Ok((false, false));
                }
                record.pause_votes.clear();
                let timing = record.wait.map(|w| times(record, w.seat, w.kind, now));
                if let (Some(wait), Some((remind_at, deadline_at))) = (record.wait.as_mut(), timing)
                {
                    wait.remind_at = remind_at;
                    wait.deadline_at = deadline_at;
                    for key in due_keys(game, wait) {
                        index.insert(key, due::entry(wait.seat, wait.kind))?;
                    }
                }
                Ok((true, true))
            },
        )
    }

    /// True while `game`'s clocks are paused by vote.
    pub fn clocks_paused(&self, game: GameId) -> Result<bool> {
        Ok(self
            .clock_record(game)?
            .is_some_and(|r| r.paused_since.is_some()))
    }
}
