//! The durable apply: one player action, checked by the engine, written with its indexes,
//! idempotency key and (when it ends the game) result in one transaction, flushed to disk
//! before success is reported. One trip: the key is looked up once, the game read and
//! decoded once, and the caller gets the game before and after back instead of reading it.

use crate::commit::{Commit, TreeId};
use crate::error::{Result, StoreError};
use crate::format::{encode_game, encode_plain};
use crate::idempotency::{events_of, KeyRecord};
use crate::locks::GameLock;
use crate::results::GameResult;
use crate::schedule::Plan;
use crate::store::Store;
use crate::{index, log};
use canasta_engine::{Action, LoggedAction};
use canasta_records::{record_action, Actor, Applied, GameId, GameRecord, GameStatus};

impl Store {
    /// Applies `seat`'s `action` to `game`, taking the game's lock (see
    /// [`GameLock::apply_action`]; a caller holding the lock calls that).
    ///
    /// Actions on one game run one at a time (others wait); actions on different games do
    /// not wait for each other. On `Ok` the change is on disk.
    pub fn apply_action(
        &self,
        game: GameId,
        expected_version: Option<u64>,
        seat: usize,
        action: &Action,
        idempotency_key: Option<&str>,
    ) -> Result<Applied> {
        self.lock_game(game)
            .apply_action(expected_version, seat, action, idempotency_key)
    }
}

impl GameLock {
    /// Applies `seat`'s `action` to the locked game.
    ///
    /// With `expected_version`, the action is refused with [`StoreError::VersionConflict`]
    /// unless the game is at that version. An `idempotency_key` already used for this action
    /// returns the first outcome with `duplicate: true` (used for another, it is
    /// [`StoreError::KeyReused`]). An action the rules refuse is [`StoreError::Rule`] and
    /// changes nothing. On `Ok` the change is on disk.
    pub fn apply_action(
        &self,
        expected_version: Option<u64>,
        seat: usize,
        action: &Action,
        idempotency_key: Option<&str>,
    ) -> Result<Applied> {
        let game = self.game();
        let applied = self.apply_with(idempotency_key, |record| match expected_version {
            Some(expected) if expected != record.version => Err(StoreError::VersionConflict {
                game,
                expected,
                actual: record.version,
            }),
            _ => Ok(Some((seat, action.clone()))),
        })?;
        let applied = applied.ok_or(StoreError::Contended(game))?;
        if applied.duplicate && (applied.seat != seat || applied.action != *action) {
            let key = idempotency_key.unwrap_or_default();
            return Err(StoreError::KeyReused { key: key.into() });
        }
        Ok(applied)
    }

    /// Applies to the locked game the action `plan` chooses from the game as it is: `plan`
    /// gets the active game's record (read and decoded once) and returns the acting seat and
    /// action, or `None` to do nothing (`Ok(None)`, nothing written), or refuses with its own
    /// error. Then the engine applies it, and the game, its log, indexes, result and key are
    /// written in one transaction and flushed; on `Ok` the change is on disk.
    ///
    /// An `idempotency_key` that already applied an action to this game returns that first
    /// outcome with `duplicate: true` without calling `plan` (the input was meant for the game
    /// as it was then). A key used otherwise is [`StoreError::KeyReused`]; a game that is not
    /// active is [`StoreError::NotActive`]; an action the rules refuse is [`StoreError::Rule`].
    pub fn apply_with<E: From<StoreError>>(
        &self,
        idempotency_key: Option<&str>,
        plan: impl FnOnce(&GameRecord) -> std::result::Result<Option<(usize, Action)>, E>,
    ) -> std::result::Result<Option<Applied>, E> {
        self.apply_as(&Actor::Seat, idempotency_key, plan)
    }

    /// [`GameLock::apply_with`] by `by`: the autopilot's actions are marked in the game's
    /// [`Timeouts`](crate::Timeouts), with its missed turns and hand-over, in the action's
    /// own transaction (so a restart never counts a turn twice or loses one).
    pub fn apply_as<E: From<StoreError>>(
        &self,
        by: &Actor,
        idempotency_key: Option<&str>,
        plan: impl FnOnce(&GameRecord) -> std::result::Result<Option<(usize, Action)>, E>,
    ) -> std::result::Result<Option<Applied>, E> {
        let store = self.store();
        let _gate = store.write_gate();
        if let Some(key) = idempotency_key {
            if let Some(done) = store.key_record(key)? {
                let applied = self.applied_before(key, done)?;
                // The first application may not be on disk (its flush failed): a repeat is
                // reported done only once it is (issue 30).
                store.db().flush()?;
                return Ok(Some(applied));
            }
        }
        let game = self.game();
        let bytes = store.game_bytes(game)?;
        let before = store.decode(game, &bytes)?;
        if before.status != GameStatus::Active {
            return Err(StoreError::NotActive {
                game,
                status: before.status,
            }
            .into());
        }
        let Some((seat, action)) = plan(&before)? else {
            return Ok(None);
        };
        let mut after = before.clone();
        let events = after
            .game
            .apply(seat, &action)
            .map_err(|error| StoreError::Rule { game, error })?;
        record_action(&mut after, &before.game, seat, before.log_len, by);
        let commit = self.commit_of(&mut after, bytes, seat, &action, idempotency_key)?;
        if !store.commit(&commit)? {
            // Only a write that bypassed the game's lock can get here.
            return Err(StoreError::Contended(game).into());
        }
        Ok(Some(Applied {
            version: after.version,
            events,
            duplicate: false,
            seat,
            action,
            before,
            after,
        }))
    }

    /// The writes of `action` by `seat`, which `record` (read as `bytes`) has just had applied:
    /// moves the record on (log length, version, times, status) and returns the commit.
    fn commit_of(
        &self,
        record: &mut GameRecord,
        bytes: Vec<u8>,
        seat: usize,
        action: &Action,
        idempotency_key: Option<&str>,
    ) -> Result<Commit> {
        let (store, game) = (self.store(), self.game());
        let clock_now = store.now_ms();
        let now = clock_now.max(record.updated_at);
        let index = record.log_len;
        let logged = LoggedAction {
            seat,
            action: action.clone(),
        };
        record.log_len += 1;
        record.version += 1;
        record.updated_at = now;
        let mut commit = Commit {
            expect_game: Some((game, Some(bytes))),
            ..Commit::default()
        };
        if record.game.is_over() {
            record.status = GameStatus::Finished;
            record.finished_at = Some(now);
            commit.deletes = index::entries(record);
            let (deletes, put) = store
                .read_log(game, &record.rules, record.seed, index)?
                .pack(game, Some(logged));
            commit.deletes.extend(deletes);
            commit.puts.push(put);
            if let Some(result) = GameResult::of(record) {
                commit
                    .puts
                    .push((TreeId::Results, result.key(), encode_plain(&result)));
            }
        } else {
            commit.puts.push(log::append(game, index, logged));
        }
        commit
            .puts
            .push((TreeId::Games, game.to_key().to_vec(), encode_game(record)));
        // The turn's deadline and reminder move with the action, in its transaction.
        commit.reschedule = Some(Plan::of(record, clock_now));
        if let Some(key) = idempotency_key {
            let done = KeyRecord::Applied {
                game,
                seat,
                action: action.clone(),
                index,
                version: record.version,
                at: now,
                from_v1: false,
            };
            commit.claim_key = Some((key.to_string(), encode_plain(&done)));
        }
        Ok(commit)
    }

    /// The outcome of the earlier application under the same key, with the game as it is now.
    fn applied_before(&self, key: &str, done: KeyRecord) -> Result<Applied> {
        let (store, game) = (self.store(), self.game());
        let KeyRecord::Applied {
            game: first_game,
            seat,
            action,
            index,
            version,
            from_v1,
            ..
        } = done
        else {
            return Err(StoreError::KeyReused { key: key.into() });
        };
        if first_game != game {
            return Err(StoreError::KeyReused { key: key.into() });
        }
        let (record, log) = store.record_and_log(game)?;
        if index >= log.actions.len() {
            return Err(store.corrupt(game, format!("key {key:?} names log entry {index}")));
        }
        // A format-1 record's lay-offs name meld indexes; its log entry names the ids.
        let action = if from_v1 {
            log.actions[index].action.clone()
        } else {
            action
        };
        let events = events_of(&log, index).map_err(|e| store.corrupt(game, e))?;
        Ok(Applied {
            version,
            events,
            duplicate: true,
            seat,
            action,
            before: record.clone(),
            after: record,
        })
    }
}
