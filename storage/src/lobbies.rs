//! How lobbies are kept (a table being gathered in a Discord thread before its game starts;
//! the record is [`LobbyRecord`]). They are kept here, not in memory, so the Join and Start
//! buttons of a lobby keep working after a restart.
//!
//! One record per thread (key: the thread id, big-endian), in the `lobbies` tree, as a plain
//! JSON record of kind `B`, format 2 (format 1 held the flat rules of `RulesV1` and is read by
//! converting them). Every change is a compare-and-swap on the whole record,
//! so two clicks at once never lose one another's change, and is flushed before it returns.

use crate::error::{Result, StoreError};
use crate::format::{decode_plain, encode_plain, upgrade_rules_json, FormatError, Kind, Plain};
use crate::store::Store;
use canasta_records::{GameId, LobbyRecord};

/// How often a lobby change is tried again when another writer changed the lobby first.
const ATTEMPTS: usize = 8;

/// The sled tree holding lobbies.
const LOBBIES_TREE: &str = "lobbies";

impl Plain for LobbyRecord {
    const KIND: Kind = Kind::Lobby;
    const FORMAT: u16 = 2;

    /// Format 1 is format 2 with the flat rules of format 1: they are converted.
    fn decode_version(version: u16, json: &[u8]) -> std::result::Result<Self, FormatError> {
        match version {
            1 => {
                let mut value: serde_json::Value = serde_json::from_slice(json)?;
                if let Some(rules) = value.get_mut("rules") {
                    upgrade_rules_json(rules);
                }
                Ok(serde_json::from_value(value)?)
            }
            2 => Ok(serde_json::from_slice(json)?),
            v => Err(FormatError::Corrupt(format!("unknown lobby format {v}"))),
        }
    }
}

impl Store {
    fn lobbies(&self) -> Result<sled::Tree> {
        self.db().named_tree(LOBBIES_TREE)
    }

    fn decode_lobby(&self, thread_id: u64, bytes: &[u8]) -> Result<LobbyRecord> {
        decode_plain(bytes).map_err(|e| e.at(self.path(), format!("lobby of thread {thread_id}")))
    }

    /// Stores a new lobby and flushes. `Ok(false)` if the thread already has one (it is kept).
    pub fn create_lobby(&self, lobby: &LobbyRecord) -> Result<bool> {
        let _gate = self.write_gate();
        let tree = self.lobbies()?;
        let swapped = tree
            .compare_and_swap(
                lobby.thread_id.to_be_bytes(),
                None as Option<&[u8]>,
                Some(encode_plain(lobby)),
            )
            .map_err(|e| self.db().io(e))?;
        if swapped.is_err() {
            return Ok(false);
        }
        self.db().flush()?;
        Ok(true)
    }

    /// The lobby of a thread, if it has one.
    pub fn load_lobby(&self, thread_id: u64) -> Result<Option<LobbyRecord>> {
        let bytes = self
            .lobbies()?
            .get(thread_id.to_be_bytes())
            .map_err(|e| self.db().io(e))?;
        bytes.map(|b| self.decode_lobby(thread_id, &b)).transpose()
    }

    /// Changes a thread's lobby atomically: `change` edits a copy, and an `Err` from it leaves
    /// the stored lobby as it was and is handed back. On success the version is bumped, the
    /// record written (retrying `change` on a fresh copy if another writer came first) and
    /// flushed. `Ok(None)`: the thread has no lobby.
    pub fn update_lobby<R>(
        &self,
        thread_id: u64,
        mut change: impl FnMut(&mut LobbyRecord) -> std::result::Result<(), R>,
    ) -> Result<Option<std::result::Result<LobbyRecord, R>>> {
        let _gate = self.write_gate();
        let tree = self.lobbies()?;
        let key = thread_id.to_be_bytes();
        for _ in 0..ATTEMPTS {
            let Some(old) = tree.get(key).map_err(|e| self.db().io(e))? else {
                return Ok(None);
            };
            let mut lobby = self.decode_lobby(thread_id, &old)?;
            if let Err(refused) = change(&mut lobby) {
                return Ok(Some(Err(refused)));
            }
            lobby.version += 1;
            lobby.updated_at = self.now_ms().max(lobby.updated_at);
            let swapped = tree
                .compare_and_swap(key, Some(old), Some(encode_plain(&lobby)))
                .map_err(|e| self.db().io(e))?;
            if swapped.is_ok() {
                self.db().flush()?;
                return Ok(Some(Ok(lobby)));
            }
        }
        Err(StoreError::Contended(GameId(0)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::envelope::{seal, Codec};
    use canasta_engine::Rules;
    use canasta_records::{LobbyState, PlayerSlot, CLASSIC_V1};

    fn human(id: u64) -> PlayerSlot {
        PlayerSlot::Human {
            user_id: id,
            name: format!("P{id}"),
        }
    }

    #[test]
    fn lobbies_are_created_once_and_changed_atomically() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("db")).unwrap();
        let lobby = LobbyRecord::new(7, 1, 2, human(10), Rules::classic());
        assert!(store.create_lobby(&lobby).unwrap());
        assert!(!store.create_lobby(&lobby).unwrap());
        assert_eq!(store.load_lobby(7).unwrap(), Some(lobby.clone()));
        assert_eq!(store.load_lobby(8).unwrap(), None);

        let joined = store
            .update_lobby(7, |l| {
                l.players.push(human(11));
                Ok::<(), &str>(())
            })
            .unwrap()
            .unwrap()
            .unwrap();
        assert_eq!((joined.version, joined.players.len()), (1, 2));
        let refused = store
            .update_lobby(7, |l| {
                l.players.clear();
                Err("no")
            })
            .unwrap()
            .unwrap();
        assert_eq!(refused, Err("no"));
        assert_eq!(store.load_lobby(7).unwrap(), Some(joined));
        assert!(store
            .update_lobby(8, |_| Ok::<(), ()>(()))
            .unwrap()
            .is_none());
    }

    #[test]
    fn format_1_lobbies_read_with_their_flat_rules_converted() {
        // Classic as format 1 wrote it, with three options changed.
        let mut rules: serde_json::Value = serde_json::from_str(CLASSIC_V1).unwrap();
        rules["target"] = 100.into();
        rules["wild_limit"] = "half".into();
        rules["go_out_answer_binds"] = false.into();
        let v1 = serde_json::json!({"thread_id":7,"guild_id":1,"channel_id":2,"host_id":10,
            "message_id":null,"rules":rules,
            "players":[{"type":"human","user_id":10,"name":"P10"}],"state":{"state":"open"},
            "version":3,"created_at":5,"updated_at":6});
        let v1 = serde_json::to_vec(&v1).unwrap();
        let sealed = seal(Kind::Lobby, 1, Codec::Json, &v1);
        let lobby: LobbyRecord = decode_plain(&sealed).unwrap();
        let mut rules = Rules::classic();
        rules.target = 100;
        rules.melding.wild_limit = canasta_engine::WildLimit::Half;
        rules.going_out.answer_binds = false;
        assert_eq!(lobby.rules, rules);
        assert_eq!((lobby.version, lobby.players.len()), (3, 1));
        assert_eq!(
            decode_plain::<LobbyRecord>(&encode_plain(&lobby)).unwrap(),
            lobby
        );
    }

    #[test]
    fn lobbies_survive_reopening() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        let mut lobby = LobbyRecord::new(7, 1, 2, human(10), Rules::classic());
        lobby.state = LobbyState::Started { game: GameId(3) };
        {
            let store = Store::open(&path).unwrap();
            store.create_lobby(&lobby).unwrap();
        }
        let store = Store::open(&path).unwrap();
        assert_eq!(store.load_lobby(7).unwrap(), Some(lobby));
    }
}
