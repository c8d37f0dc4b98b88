//! The action log of each game, stored as runs in the `log` tree so that an action appends a
//! small record instead of rewriting the whole log. A finished or abandoned game's runs are
//! packed into one compressed run (see `format/log.rs`).

use crate::commit::{Delete, Put, TreeId};
use crate::error::Result;
use crate::format::{decode_log_run, encode_log_run, migrate_log, LogRunV2};
use crate::locks::GameLock;
use crate::store::Store;
use canasta_engine::{Game, GameLog, LoggedAction, Rules};
use canasta_records::GameId;
use canasta_records::GameRecord;

/// The key of the run starting at `start`: game id ++ start (u32), big-endian, so a prefix
/// scan on the game id reads the runs in log order.
pub(crate) fn run_key(game: GameId, start: usize) -> Vec<u8> {
    let start = u32::try_from(start).expect("a log holds fewer than 2^32 actions");
    let mut key = Vec::with_capacity(12);
    key.extend_from_slice(&game.to_key());
    key.extend_from_slice(&start.to_be_bytes());
    key
}

/// The put that appends one action at `index`.
pub(crate) fn append(game: GameId, index: usize, action: LoggedAction) -> Put {
    let run = LogRunV2 {
        start: index,
        actions: vec![action],
    };
    (TreeId::Log, run_key(game, index), encode_log_run(&run))
}

/// A game's log as stored: its actions and the keys of its runs.
pub(crate) struct StoredLog {
    pub actions: Vec<LoggedAction>,
    pub keys: Vec<Vec<u8>>,
}

impl StoredLog {
    /// The writes that replace the runs with one packed run holding the stored actions
    /// followed by `more`.
    pub(crate) fn pack(self, game: GameId, more: Option<LoggedAction>) -> (Vec<Delete>, Put) {
        let first = run_key(game, 0);
        let deletes = self
            .keys
            .into_iter()
            .filter(|k| *k != first)
            .map(|k| (TreeId::Log, k))
            .collect();
        let mut actions = self.actions;
        actions.extend(more);
        let run = LogRunV2 { start: 0, actions };
        (deletes, (TreeId::Log, first, encode_log_run(&run)))
    }
}

impl Store {
    /// A game's log: rules, seed and every action. Replaying it gives the game's snapshot.
    /// Read under the game's lock, so an action committed meanwhile (which may pack the log
    /// into one run) is either wholly in it or not at all.
    /// A caller holding the lock calls [`GameLock::load_log`].
    pub fn load_log(&self, game: GameId) -> Result<GameLog> {
        self.lock_game(game).load_log()
    }

    /// A game's record and its log, read together (the caller holds the game's lock).
    pub(crate) fn record_and_log(&self, game: GameId) -> Result<(GameRecord, GameLog)> {
        let record = self.load_game(game)?;
        let stored = self.read_log(game, &record.rules, record.seed, record.log_len)?;
        let log = GameLog {
            rules: record.rules.clone(),
            seed: record.seed,
            actions: stored.actions,
        };
        Ok((record, log))
    }

    /// Reads the runs of a log of `len` actions, checking that they join up. Actions of an
    /// older format are translated by replaying the game from `rules` and `seed`.
    pub(crate) fn read_log(
        &self,
        game: GameId,
        rules: &Rules,
        seed: u64,
        len: usize,
    ) -> Result<StoredLog> {
        let mut actions = Vec::with_capacity(len);
        let mut keys = Vec::new();
        self.db().counters.read();
        for entry in self.db().trees.log.scan_prefix(game.to_key()) {
            let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
            let what = || format!("log of game {game}");
            let run = decode_log_run(&bytes).map_err(|e| e.at(self.path(), what()))?;
            if run.start != actions.len() || key[..] != run_key(game, run.start)[..] {
                return Err(self.corrupt(
                    game,
                    format!(
                        "log run at {} found where action {} was expected",
                        run.start,
                        actions.len()
                    ),
                ));
            }
            actions.extend(run.actions);
            keys.push(key.to_vec());
        }
        if actions.len() < len {
            return Err(self.corrupt(
                game,
                format!("the log holds {} of {len} actions", actions.len()),
            ));
        }
        if actions.len() > len {
            // Not written by this crate (head and runs change in one transaction); the
            // record's length wins.
            tracing::warn!(%game, len, found = actions.len(), "log longer than its game");
            actions.truncate(len);
        }
        let actions = migrate_log(rules, seed, actions).map_err(|e| self.corrupt(game, e))?;
        Ok(StoredLog { actions, keys })
    }

    /// The game rebuilt from its log (for a snapshot that no longer parses).
    pub(crate) fn replay_stored(
        &self,
        game: GameId,
        rules: &Rules,
        seed: u64,
        len: usize,
    ) -> Result<Game, String> {
        let actions = self
            .read_log(game, rules, seed, len)
            .map_err(|e| e.to_string())?
            .actions;
        let log = GameLog {
            rules: rules.clone(),
            seed,
            actions,
        };
        log.replay().map_err(|e| e.to_string())
    }
}

impl GameLock {
    /// The locked game's log (see [`Store::load_log`]).
    pub fn load_log(&self) -> Result<GameLog> {
        Ok(self.store().record_and_log(self.game())?.1)
    }
}
