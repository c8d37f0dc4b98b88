//! Creating, loading and listing games, and changing their status.

use crate::commit::{Commit, Put, TreeId};
use crate::error::{Result, StoreError};
use crate::format::{decode_plain, encode_game, encode_plain};
use crate::idempotency::KeyRecord;
use crate::index;
use crate::locks::GameLock;
use crate::schedule::{self, Plan};
use crate::store::Store;
use canasta_engine::{Event, Game};
use canasta_records::GameId;
use canasta_records::{GameRecord, GameStatus, NewGame};

/// A created game and the events of its first deal.
#[derive(Debug, Clone)]
pub struct Created {
    /// The stored game, version 0.
    pub record: GameRecord,
    /// What happened when it was dealt (deal started, red 3s laid).
    pub events: Vec<Event>,
    /// True when the idempotency key had already created this game.
    pub duplicate: bool,
}

impl Store {
    /// Creates a game, lists it as active in its guild, channel and players' indexes, and
    /// flushes. A repeated `idempotency_key` returns the game it created.
    pub fn create_game(&self, new: NewGame) -> Result<Created> {
        let _gate = self.write_gate();
        if new.players.len() != new.rules.seats() {
            return Err(StoreError::InvalidGame(format!(
                "{} players for {} seats",
                new.players.len(),
                new.rules.seats()
            )));
        }
        let (game, events) = Game::new(new.rules.clone(), new.seed)
            .map_err(|e| StoreError::InvalidGame(e.to_string()))?;
        if let Some(key) = &new.idempotency_key {
            if let Some(done) = self.key_record(key)? {
                return self.created_before(key, done, &new);
            }
        }
        let id = self.new_game_id()?;
        let now = self.now_ms();
        let record = GameRecord {
            id,
            guild_id: new.guild_id,
            channel_id: new.channel_id,
            host_id: new.host_id,
            players: new.players.clone(),
            rules: new.rules.clone(),
            seed: new.seed,
            log_len: 0,
            game,
            version: 0,
            status: GameStatus::Active,
            created_at: now,
            updated_at: now,
            finished_at: None,
            timeouts: Default::default(),
        };
        let mut commit = Commit {
            expect_game: Some((id, None)),
            puts: index::puts(&record),
            ..Commit::default()
        };
        commit
            .puts
            .push((TreeId::Games, id.to_key().to_vec(), encode_game(&record)));
        let schedule = schedule::for_new_game(&record, &new.move_clock, now);
        commit.puts.extend(schedule.puts);
        if let Some(key) = &new.idempotency_key {
            let done = KeyRecord::Created { game: id, at: now };
            commit.claim_key = Some((key.clone(), encode_plain(&done)));
        }
        if self.commit(&commit)? {
            return Ok(Created {
                record,
                events,
                duplicate: false,
            });
        }
        // The id is new, so the key was taken meanwhile: by the same request, sent twice.
        match &new.idempotency_key {
            Some(key) => match self.key_record(key)? {
                Some(done) => self.created_before(key, done, &new),
                None => Err(StoreError::Contended(id)),
            },
            None => Err(StoreError::Contended(id)),
        }
    }

    /// An id no game has: sled's id generator, moved past the highest stored game id when it
    /// is behind (a database compacted or restored from a backup is a fresh sled database
    /// whose generator starts again; the games tree says which ids are taken).
    fn new_game_id(&self) -> Result<GameId> {
        let generate = || {
            self.db()
                .db
                .generate_id()
                .map(|n| n.saturating_add(1))
                .map_err(|e| self.db().io(e))
        };
        let highest = self
            .db()
            .trees
            .games
            .last()
            .map_err(|e| self.db().io(e))?
            .and_then(|(key, _)| GameId::from_key(&key))
            .map_or(0, |g| g.0);
        let mut id = generate()?;
        if id <= highest {
            tracing::info!(
                id,
                highest,
                "moving the game id generator past the stored games"
            );
            // Each call takes one id, so concurrent creators still get distinct ones.
            while id <= highest {
                id = generate()?;
            }
        }
        Ok(GameId(id))
    }

    /// The game created earlier with the same idempotency key, once it is on disk: its flush
    /// may have failed, or still be running for a concurrent request (issue 30).
    fn created_before(&self, key: &str, done: KeyRecord, new: &NewGame) -> Result<Created> {
        self.db().flush()?;
        let KeyRecord::Created { game, .. } = done else {
            return Err(StoreError::KeyReused { key: key.into() });
        };
        let record = self.load_game(game)?;
        if record.guild_id != new.guild_id || record.channel_id != new.channel_id {
            return Err(StoreError::KeyReused { key: key.into() });
        }
        let (_, events) =
            Game::new(record.rules.clone(), record.seed).map_err(|e| self.corrupt(game, e))?;
        Ok(Created {
            record,
            events,
            duplicate: true,
        })
    }

    /// What an idempotency key did, if it was used.
    pub(crate) fn key_record(&self, key: &str) -> Result<Option<KeyRecord>> {
        let trees = &self.db().trees;
        self.db().counters.read();
        let Some(bytes) = trees.idempotency.get(key).map_err(|e| self.db().io(e))? else {
            return Ok(None);
        };
        decode_plain(&bytes)
            .map(Some)
            .map_err(|e| e.at(self.path(), format!("idempotency key {key:?}")))
    }

    /// Loads a game: its players, log, snapshot, version and status.
    pub fn load_game(&self, game: GameId) -> Result<GameRecord> {
        let bytes = self.game_bytes(game)?;
        self.decode(game, &bytes)
    }

    /// Loads several games; a game that cannot be read gives its own error (naming its id)
    /// without affecting the others.
    pub fn load_games(&self, games: &[GameId]) -> Vec<Result<GameRecord>> {
        games.iter().map(|&g| self.load_game(g)).collect()
    }

    /// Every game id in the database, active or not, in id order.
    pub fn game_ids(&self) -> Result<Vec<GameId>> {
        let mut ids = Vec::new();
        for key in self.db().trees.games.iter().keys() {
            let key = key.map_err(|e| self.db().io(e))?;
            match GameId::from_key(&key) {
                Some(id) => ids.push(id),
                None => tracing::warn!(?key, "skipping a malformed key in the games tree"),
            }
        }
        Ok(ids)
    }

    /// How many games are active (for the operators' metrics): one pass over the small
    /// per-guild index, no game is loaded.
    pub fn active_game_count(&self) -> usize {
        self.db().trees.by_guild.len()
    }

    /// Active games in a guild, in id order.
    pub fn active_in_guild(&self, guild_id: u64) -> Result<Vec<GameId>> {
        self.scan_index(&self.db().trees.by_guild, guild_id)
    }

    /// Active games in a channel or thread, in id order.
    pub fn active_in_channel(&self, channel_id: u64) -> Result<Vec<GameId>> {
        self.scan_index(&self.db().trees.by_channel, channel_id)
    }

    /// Active games a user plays in or hosts, in id order.
    pub fn active_for_user(&self, user_id: u64) -> Result<Vec<GameId>> {
        self.scan_index(&self.db().trees.by_user, user_id)
    }

    fn scan_index(&self, tree: &sled::Tree, owner: u64) -> Result<Vec<GameId>> {
        self.db().counters.read();
        let mut ids = Vec::new();
        for key in tree.scan_prefix(owner.to_be_bytes()).keys() {
            let key = key.map_err(|e| self.db().io(e))?;
            match index::game_in_key(&key) {
                Some(id) => ids.push(id),
                None => tracing::warn!(?key, "skipping a malformed index key"),
            }
        }
        Ok(ids)
    }

    /// Abandons an active game, or reopens an abandoned one that the engine has not ended.
    /// Returns the new version. Leaving `Active` removes the game from the indexes. Takes the
    /// game's lock (a holder calls [`GameLock::set_status`]).
    pub fn set_status(&self, game: GameId, status: GameStatus) -> Result<u64> {
        Ok(self.lock_game(game).set_status(status)?.version)
    }

    /// Checks that a game's log replays to its stored snapshot.
    pub fn verify_game(&self, game: GameId) -> Result<()> {
        let record = self.load_game(game)?;
        let replayed = self
            .load_log(game)?
            .replay()
            .map_err(|e| self.corrupt(game, format!("the log does not replay: {e}")))?;
        if replayed != record.game {
            return Err(self.corrupt(game, "the snapshot differs from the replayed log"));
        }
        Ok(())
    }

    /// Checks every game as [`Store::verify_game`] does and returns those that fail, each
    /// with its error; the others are fine. For a `check` command and after a restore.
    pub fn verify_all(&self) -> Result<Vec<(GameId, StoreError)>> {
        Ok(self
            .game_ids()?
            .into_iter()
            .filter_map(|id| self.verify_game(id).err().map(|e| (id, e)))
            .collect())
    }

    /// A corrupt-record error for `game`.
    pub(crate) fn corrupt(&self, game: GameId, reason: impl ToString) -> StoreError {
        StoreError::Corrupt {
            path: self.path().to_path_buf(),
            what: format!("game {game}"),
            reason: reason.to_string(),
        }
    }
}

impl GameLock {
    /// [`Store::set_status`] of the locked game; returns the game as stored now. Reopening
    /// a resigned game removes its result (it is being played again).
    pub fn set_status(&self, status: GameStatus) -> Result<GameRecord> {
        self.change_status(status, |_| Ok(Vec::new()))
    }

    /// [`GameLock::set_status`], writing also the records `also` returns for the game as it
    /// will be stored, in the same transaction. `also` is not called when the game already
    /// has `status` (nothing is written).
    pub(crate) fn change_status(
        &self,
        status: GameStatus,
        also: impl FnOnce(&GameRecord) -> Result<Vec<Put>>,
    ) -> Result<GameRecord> {
        let (store, game) = (self.store(), self.game());
        let _gate = store.write_gate();
        let bytes = store.game_bytes(game)?;
        let mut record = store.decode(game, &bytes)?;
        let from = record.status;
        if from == status {
            return Ok(record);
        }
        let allowed = match (from, status) {
            (GameStatus::Active, GameStatus::Abandoned) => true,
            (GameStatus::Abandoned, GameStatus::Active) => !record.game.is_over(),
            _ => false,
        };
        if !allowed {
            return Err(StoreError::BadTransition {
                game,
                from,
                to: status,
            });
        }
        record.status = status;
        record.version += 1;
        let now = store.now_ms();
        record.updated_at = now.max(record.updated_at);
        let mut commit = Commit {
            expect_game: Some((game, Some(bytes))),
            ..Commit::default()
        };
        if status == GameStatus::Active {
            commit.puts = index::puts(&record);
            commit.deletes = store.result_keys_of(record.guild_id, game)?;
        } else {
            commit.deletes = index::entries(&record);
            let (deletes, put) = store
                .read_log(game, &record.rules, record.seed, record.log_len)?
                .pack(game, None);
            commit.deletes.extend(deletes);
            commit.puts.push(put);
        }
        commit
            .puts
            .push((TreeId::Games, game.to_key().to_vec(), encode_game(&record)));
        commit.puts.extend(also(&record)?);
        commit.reschedule = Some(Plan::of(&record, now));
        if !store.commit(&commit)? {
            // Only a write that bypassed the game's lock can get here.
            return Err(StoreError::Contended(game));
        }
        Ok(record)
    }
}
