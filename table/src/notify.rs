//! How each player is reminded of a turn that has waited long (`/canasta notify`): by direct
//! message, in the game's thread (the default), or not at all. The choice is the user's, kept
//! in the store for every server and game.

use super::error::TableError;
pub use canasta_storage::Notify;
use canasta_storage::Store;

/// Stores how `user` wants to be reminded.
pub fn set_notify(store: &Store, user: u64, notify: Notify) -> Result<(), TableError> {
    let mut settings = store.user_settings(user)?;
    settings.notify = notify;
    store.set_user_settings(user, &settings)?;
    Ok(())
}

/// How `user` wants to be reminded; the default (the thread) if their choice cannot be read.
pub fn notify_of(store: &Store, user: u64) -> Notify {
    match store.user_settings(user) {
        Ok(settings) => settings.notify,
        Err(e) => {
            tracing::warn!(user, error = %e, "unreadable user settings: reminding in the thread");
            Notify::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_is_kept_per_user() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        assert_eq!(notify_of(&store, 1), Notify::Thread);
        set_notify(&store, 1, Notify::Dm).expect("stored");
        set_notify(&store, 2, Notify::Off).expect("stored");
        assert_eq!(notify_of(&store, 1), Notify::Dm);
        assert_eq!(notify_of(&store, 2), Notify::Off);
        set_notify(&store, 1, Notify::Thread).expect("stored");
        assert_eq!(notify_of(&store, 1), Notify::Thread);
    }
}
