//! Idempotency keys: one per Discord interaction. A key is claimed in the same transaction as
//! the change it made, so a retried interaction finds it and gets the first outcome back.

use crate::error::Result;
use crate::format::{decode_plain, FormatError, Kind, Plain};
use crate::store::Store;
use canasta_engine::{Action, Event, GameLog, ReplayError};
use canasta_records::GameId;
use serde::{Deserialize, Serialize};

/// What a used idempotency key did (format 2 of kind `I`; format 1 is the same JSON, but its
/// action's lay-offs named team-local meld indexes, see [`KeyRecord::Applied::from_v1`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub(crate) enum KeyRecord {
    /// Created this game.
    Created {
        /// The game.
        game: GameId,
        /// When, in ms since the epoch.
        at: u64,
    },
    /// Applied this action, which became the log entry `index` and the game version `version`.
    Applied {
        /// The game.
        game: GameId,
        /// The acting seat.
        seat: usize,
        /// The action.
        action: Action,
        /// Its index in the log.
        index: usize,
        /// The game version it produced.
        version: u64,
        /// When, in ms since the epoch.
        at: u64,
        /// Read from format 1: `action` may name melds by index, so it is compared through
        /// log entry `index` (migrated to ids) instead.
        #[serde(skip)]
        from_v1: bool,
    },
}

impl KeyRecord {
    /// When the key was used.
    pub(crate) fn at(&self) -> u64 {
        match self {
            KeyRecord::Created { at, .. } | KeyRecord::Applied { at, .. } => *at,
        }
    }
}

impl Plain for KeyRecord {
    const KIND: Kind = Kind::Idempotency;
    const FORMAT: u16 = 2;

    fn decode_version(version: u16, json: &[u8]) -> Result<Self, FormatError> {
        let mut record: KeyRecord = match version {
            1 | 2 => serde_json::from_slice(json)?,
            v => return Err(FormatError::Corrupt(format!("unknown format {v}"))),
        };
        if let KeyRecord::Applied { from_v1, .. } = &mut record {
            *from_v1 = version == 1;
        }
        Ok(record)
    }
}

/// The events that log entry `index` produced, recomputed by replaying the log up to it (the
/// engine is deterministic, so they are the events the first application returned).
pub(crate) fn events_of(log: &GameLog, index: usize) -> Result<Vec<Event>, ReplayError> {
    let before = GameLog {
        rules: log.rules.clone(),
        seed: log.seed,
        actions: log.actions[..index].to_vec(),
    };
    let mut game = before.replay()?;
    let entry = &log.actions[index];
    game.apply(entry.seat, &entry.action)
        .map_err(|error| ReplayError::Refused { index, error })
}

impl Store {
    /// Forgets idempotency keys used before `before_ms` (ms since the epoch) and returns how
    /// many went. Discord retries an interaction for minutes at most, so keys a few days old
    /// protect nothing. Unreadable entries are kept for inspection.
    pub fn prune_idempotency_keys(&self, before_ms: u64) -> Result<usize> {
        let _gate = self.write_gate();
        let tree = &self.db().trees.idempotency;
        let mut pruned = 0;
        for entry in tree.iter() {
            let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
            let old = decode_plain::<KeyRecord>(&bytes).is_ok_and(|r| r.at() < before_ms);
            if old && tree.remove(&key).map_err(|e| self.db().io(e))?.is_some() {
                pruned += 1;
            }
        }
        self.db().flush()?;
        Ok(pruned)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{encode_plain, envelope};

    #[test]
    fn a_format_1_record_is_marked_to_compare_through_the_log() {
        let record = KeyRecord::Applied {
            game: GameId(1),
            seat: 0,
            action: Action::Draw,
            index: 3,
            version: 4,
            at: 5,
            from_v1: false,
        };
        let json = serde_json::to_vec(&record).unwrap();
        let v1 = envelope::seal(Kind::Idempotency, 1, envelope::Codec::Json, &json);
        let KeyRecord::Applied { from_v1, .. } = decode_plain::<KeyRecord>(&v1).unwrap() else {
            panic!("not applied")
        };
        assert!(from_v1);
        assert_eq!(
            decode_plain::<KeyRecord>(&encode_plain(&record)),
            Ok(record)
        );
    }
}
