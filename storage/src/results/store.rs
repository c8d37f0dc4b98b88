//! Writing and reading results: recorded with the action that ends a game (`apply.rs`), with
//! a resignation ([`GameLock::resign`]), or again on request ([`Store::record_result`]).

use super::GameResult;
use crate::commit::{Commit, Delete, TreeId};
use crate::error::{Result, StoreError};
use crate::format::{decode_plain, encode_plain};
use crate::locks::GameLock;
use crate::store::Store;
use canasta_records::GameId;
use canasta_records::{GameRecord, GameStatus};
use std::sync::Arc;

impl Store {
    /// Writes (again) the result of a finished game and returns it. Results are recorded
    /// automatically when an action ends a game; this repairs or rebuilds one (in the newest
    /// format). A resigned game's result is written by [`GameLock::resign`] only.
    pub fn record_result(&self, game: GameId) -> Result<GameResult> {
        let _held = self.lock_game(game);
        let _gate = self.write_gate();
        let record = self.load_game(game)?;
        let result = match (record.status, GameResult::of(&record)) {
            (GameStatus::Finished, Some(result)) => result,
            (status, _) => return Err(StoreError::NotFinished { game, status }),
        };
        let commit = Commit {
            puts: vec![(TreeId::Results, result.key(), encode_plain(&result))],
            ..Commit::default()
        };
        self.commit(&commit)?;
        Ok(result)
    }

    /// A guild's results, oldest first. A result that cannot be read gives its own error.
    pub fn results_in_guild(&self, guild_id: u64) -> Result<Vec<Result<GameResult>>> {
        let tree = &self.db().trees.results;
        let mut results = Vec::new();
        for entry in tree.scan_prefix(guild_id.to_be_bytes()) {
            let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
            let what = match GameId::from_key(key.get(16..).unwrap_or_default()) {
                Some(game) => format!("result of game {game}"),
                None => format!("result {key:?}"),
            };
            results.push(decode_plain(&bytes).map_err(|e| e.at(self.path(), what)))
        }
        Ok(results)
    }

    /// The results of `guild_id` that can be read, oldest first, shared: decoded once and
    /// kept while no result is written (boards, profiles and reports read them on every
    /// request). `unreadable` hears of each result that cannot be read, which is left out.
    pub fn readable_results_in_guild(
        &self,
        guild_id: u64,
        mut unreadable: impl FnMut(&StoreError),
    ) -> Result<Arc<Vec<GameResult>>> {
        self.results_cache().get_or_read(guild_id, || {
            let tree = &self.db().trees.results;
            let mut results = Vec::new();
            for entry in tree.scan_prefix(guild_id.to_be_bytes()) {
                let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
                match decode_plain(&bytes) {
                    Ok(result) => results.push((key.to_vec(), result)),
                    Err(e) => unreadable(&e.at(self.path(), format!("result {key:?}"))),
                }
            }
            Ok(results)
        })
    }

    /// The deletes of `game`'s results in `guild` (none, or one: its key holds the time it
    /// ended, so the guild's keys are searched for the game's id).
    pub(crate) fn result_keys_of(&self, guild_id: u64, game: GameId) -> Result<Vec<Delete>> {
        let tree = &self.db().trees.results;
        let mut keys = Vec::new();
        for key in tree.scan_prefix(guild_id.to_be_bytes()).keys() {
            let key = key.map_err(|e| self.db().io(e))?;
            if key.get(16..) == Some(&game.to_key()[..]) {
                keys.push((TreeId::Results, key.to_vec()));
            }
        }
        Ok(keys)
    }
}

impl GameLock {
    /// The player in `seat` resigns the locked, active game: it is abandoned (status
    /// [`GameStatus::Abandoned`], no longer listed as active) and its result, a loss for the
    /// seat's side and a win for every other ([`GameResult::resignation`]), is written in the
    /// same transaction and flushed before this returns. Returns the game as stored and the
    /// result. The status stays `Abandoned` (no new status, so the game record's format does
    /// not change): a resigned game is an abandoned game that has a result.
    pub fn resign(&self, seat: usize) -> Result<(GameRecord, GameResult)> {
        let game = self.game();
        let mut made = None;
        let record = self.change_status(GameStatus::Abandoned, |record| {
            let result =
                GameResult::resignation(record, seat, record.updated_at).ok_or_else(|| {
                    StoreError::InvalidGame(format!("seat {seat} cannot resign game {game}"))
                })?;
            let put = (TreeId::Results, result.key(), encode_plain(&result));
            made = Some(result);
            Ok(vec![put])
        })?;
        match made {
            Some(result) => Ok((record, result)),
            None => Err(StoreError::NotActive {
                game,
                status: record.status,
            }),
        }
    }
}
