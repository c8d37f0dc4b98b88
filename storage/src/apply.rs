//! The durable apply: one player action, checked by the engine, written with its indexes,
//! idempotency key and (when it ends the game) result in one transaction, flushed to disk
//! before success is reported.

use crate::commit::{Commit, TreeId};
use crate::error::{Result, StoreError};
use crate::format::{encode_game, encode_plain};
use crate::idempotency::{events_of, KeyRecord};
use crate::ids::GameId;
use crate::record::GameStatus;
use crate::results::GameResult;
use crate::store::{Store, ATTEMPTS};
use crate::{clock, index, log};
use canasta_engine::{Action, Event, LoggedAction};

/// The outcome of [`Store::apply_action`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    /// The game's version after the action.
    pub version: u64,
    /// What the action did.
    pub events: Vec<Event>,
    /// True when the idempotency key had already applied this action: nothing was applied
    /// now, and `version` and `events` are those of the first application.
    pub duplicate: bool,
}

impl Store {
    /// Applies `seat`'s `action` to `game`.
    ///
    /// Actions on one game run one at a time (others wait); actions on different games do
    /// not wait for each other. With `expected_version`, the action is refused with
    /// [`StoreError::VersionConflict`] unless the game is at that version. An
    /// `idempotency_key` already used for this action returns the first outcome with
    /// `duplicate: true`. An action the rules refuse is [`StoreError::Rule`] and changes
    /// nothing. On `Ok` the change is on disk.
    pub fn apply_action(
        &self,
        game: GameId,
        expected_version: Option<u64>,
        seat: usize,
        action: &Action,
        idempotency_key: Option<&str>,
    ) -> Result<Applied> {
        self.with_game(game, || {
            for _ in 0..ATTEMPTS {
                if let Some(key) = idempotency_key {
                    if let Some(done) = self.key_record(key)? {
                        return self.applied_before(key, done, game, seat, action);
                    }
                }
                if let Some(applied) =
                    self.try_apply(game, expected_version, seat, action, idempotency_key)?
                {
                    return Ok(applied);
                }
            }
            Err(StoreError::Contended(game))
        })
    }

    /// One attempt; `Ok(None)` when the game or key changed underneath it.
    fn try_apply(
        &self,
        game: GameId,
        expected_version: Option<u64>,
        seat: usize,
        action: &Action,
        idempotency_key: Option<&str>,
    ) -> Result<Option<Applied>> {
        let bytes = self.game_bytes(game)?;
        let mut record = self.decode(game, &bytes)?;
        if record.status != GameStatus::Active {
            return Err(StoreError::NotActive {
                game,
                status: record.status,
            });
        }
        if let Some(expected) = expected_version {
            if expected != record.version {
                return Err(StoreError::VersionConflict {
                    game,
                    expected,
                    actual: record.version,
                });
            }
        }
        let events = record
            .game
            .apply(seat, action)
            .map_err(|error| StoreError::Rule { game, error })?;
        let now = clock::now_ms().max(record.updated_at);
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
            commit.deletes = index::entries(&record);
            let (deletes, put) = self.read_log(game, index)?.pack(game, Some(logged));
            commit.deletes.extend(deletes);
            commit.puts.push(put);
            if let Some(result) = GameResult::of(&record) {
                commit
                    .puts
                    .push((TreeId::Results, result.key(), encode_plain(&result)));
            }
        } else {
            commit.puts.push(log::append(game, index, logged));
        }
        commit
            .puts
            .push((TreeId::Games, game.to_key().to_vec(), encode_game(&record)));
        if let Some(key) = idempotency_key {
            let done = KeyRecord::Applied {
                game,
                seat,
                action: action.clone(),
                index,
                version: record.version,
                at: now,
            };
            commit.claim_key = Some((key.to_string(), encode_plain(&done)));
        }
        Ok(self.commit(&commit)?.then_some(Applied {
            version: record.version,
            events,
            duplicate: false,
        }))
    }

    /// The outcome of the earlier application under the same key.
    fn applied_before(
        &self,
        key: &str,
        done: KeyRecord,
        game: GameId,
        seat: usize,
        action: &Action,
    ) -> Result<Applied> {
        let reused = || StoreError::KeyReused { key: key.into() };
        let KeyRecord::Applied {
            game: first_game,
            seat: first_seat,
            action: first_action,
            index,
            version,
            ..
        } = done
        else {
            return Err(reused());
        };
        if first_game != game || first_seat != seat || first_action != *action {
            return Err(reused());
        }
        let log = self.load_log_locked(game)?;
        if index >= log.actions.len() {
            return Err(self.corrupt(game, format!("key {key:?} names log entry {index}")));
        }
        let events = events_of(&log, index).map_err(|e| self.corrupt(game, e))?;
        Ok(Applied {
            version,
            events,
            duplicate: true,
        })
    }
}
