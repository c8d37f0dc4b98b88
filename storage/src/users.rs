//! Per-user preferences, kept across servers and games: how a player is reminded that a game
//! awaits them (`/canasta notify`). One record per user (key: the user id, big-endian) in the
//! `users` tree, a plain JSON record of kind `U`, format 1; a user who chose nothing has no
//! record and gets the defaults.

use crate::error::Result;
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::store::Store;
use serde::{Deserialize, Serialize};

/// The sled tree holding users' preferences.
const USERS_TREE: &str = "users";

/// How a player is reminded of a turn that has waited long.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notify {
    /// By direct message, with a link to the game's thread (in the thread if DMs are closed).
    Dm,
    /// A mention in the game's thread.
    #[default]
    Thread,
    /// Not at all.
    Off,
}

/// A user's preferences (format 1 of kind `U`). Fields default when absent, so adding one
/// keeps format 1; removing or retyping one needs a format bump.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct UserSettings {
    /// How turn reminders reach the user.
    pub notify: Notify,
}

impl Plain for UserSettings {
    const KIND: Kind = Kind::User;
    const FORMAT: u16 = 1;
}

impl Store {
    fn users(&self) -> Result<sled::Tree> {
        self.db().named_tree(USERS_TREE)
    }

    /// A user's preferences (the defaults if they chose nothing).
    pub fn user_settings(&self, user_id: u64) -> Result<UserSettings> {
        let bytes = self
            .users()?
            .get(user_id.to_be_bytes())
            .map_err(|e| self.db().io(e))?;
        match bytes {
            Some(bytes) => decode_plain(&bytes)
                .map_err(|e| e.at(self.path(), format!("settings of user {user_id}"))),
            None => Ok(UserSettings::default()),
        }
    }

    /// Saves a user's preferences and flushes.
    pub fn set_user_settings(&self, user_id: u64, settings: &UserSettings) -> Result<()> {
        let _gate = self.write_gate();
        self.users()?
            .insert(user_id.to_be_bytes(), encode_plain(settings))
            .map_err(|e| self.db().io(e))?;
        self.db().flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_users_choice_is_kept_and_others_get_the_thread() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let path = dir.path().join("db");
        {
            let store = Store::open(&path).expect("opens");
            assert_eq!(
                store.user_settings(7).expect("reads").notify,
                Notify::Thread
            );
            let dm = UserSettings { notify: Notify::Dm };
            store.set_user_settings(7, &dm).expect("saves");
        }
        let store = Store::open(&path).expect("opens again");
        assert_eq!(store.user_settings(7).expect("reads").notify, Notify::Dm);
        assert_eq!(
            store.user_settings(8).expect("reads"),
            UserSettings::default()
        );
    }

    #[test]
    fn a_record_without_the_field_reads_as_the_default() {
        let settings: UserSettings = serde_json::from_str("{}").expect("defaults");
        assert_eq!(settings.notify, Notify::Thread);
        let off: UserSettings = serde_json::from_str(r#"{"notify":"off"}"#).expect("reads");
        assert_eq!(off.notify, Notify::Off);
    }
}
