//! How per-user preferences ([`UserSettings`]) are kept. One record per user (key: the user
//! id, big-endian) in the `users` tree, a plain JSON record of kind `U`, format 1; a user who
//! chose nothing has no record and gets the defaults.

use crate::error::Result;
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::store::Store;
use canasta_records::UserSettings;

/// The sled tree holding users' preferences.
const USERS_TREE: &str = "users";

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
    use canasta_records::Notify;

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
}
