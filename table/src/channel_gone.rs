//! A game's thread (or the channel it was in) was deleted, or the bot can no longer see it
//! (issue 13, "Threads"): nothing can be posted there again, so the game ends cleanly. Its
//! active game is stored as abandoned (no winner, no result, out of the active indexes, so no
//! reminder or deadline acts on it), the posts it still owed are forgotten (the retry task
//! stops trying), and an open lobby there is cancelled. The game's log stays on disk, so it
//! can still be exported.

use super::error::TableError;
use canasta_storage::{GameId, GameStatus, LobbyState, Store};

/// What ended because a thread or channel disappeared.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Gone {
    /// Games that were being played there, now abandoned.
    pub games: Vec<GameId>,
    /// An open lobby there was cancelled.
    pub lobby_cancelled: bool,
}

impl Gone {
    /// True when nothing was there.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty() && !self.lobby_cancelled
    }
}

/// Ends whatever was played in `channel` (a thread or channel id) because it is gone. Calling
/// it again finds nothing (so a gateway event and a failed post may both report it).
pub fn channel_gone(store: &Store, channel: u64) -> Result<Gone, TableError> {
    let mut gone = Gone::default();
    for game in store.active_in_channel(channel)? {
        // Under the game's lock, so no post of a move in flight writes the mark again, and
        // the mark goes first: whoever sees the game abandoned finds nothing left to post.
        let turn = store.lock_game(game);
        store.forget_announced(game)?;
        let record = turn.set_status(GameStatus::Abandoned)?;
        drop(turn);
        if record.status == GameStatus::Abandoned {
            gone.games.push(game);
        }
    }
    let cancelled = store.update_lobby(channel, |lobby| match lobby.state {
        LobbyState::Open => {
            lobby.state = LobbyState::Cancelled;
            Ok(())
        }
        _ => Err(()),
    })?;
    gone.lobby_cancelled = matches!(cancelled, Some(Ok(_)));
    Ok(gone)
}

/// The threads of `guild` with an active game whose table was opened in the channel `parent`
/// (deleted with it: Discord says so only for the channel).
pub fn games_in_threads_of(store: &Store, guild: u64, parent: u64) -> Result<Vec<u64>, TableError> {
    let mut threads = Vec::new();
    for game in store.active_in_guild(guild)? {
        let thread = store.load_game(game)?.channel_id;
        let opened_in = store.load_lobby(thread)?.map(|l| l.channel_id);
        if opened_in == Some(parent) && !threads.contains(&thread) {
            threads.push(thread);
        }
    }
    Ok(threads)
}

/// Forgets the posts `game` still owes its thread when that thread is gone but the game had
/// already ended (a finished game whose last posts failed).
pub fn forget_posts(store: &Store, game: GameId) -> Result<(), TableError> {
    Ok(store.forget_announced(game)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lobby::{add_computer, join};
    use crate::start::{open_lobby, start_lobby};
    use canasta_engine::players::PlayerKind;
    use canasta_engine::Rules;
    use canasta_storage::{LobbyRecord, PlayerSlot};

    fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Store::open(dir.path().join("db")).expect("opens");
        (dir, store)
    }

    fn lobby(store: &Store, thread: u64) -> LobbyRecord {
        let host = PlayerSlot::Human {
            user_id: 1,
            name: "Aino".into(),
        };
        let lobby = LobbyRecord::new(thread, 7, 1, host, Rules::classic());
        open_lobby(store, &lobby).expect("opens");
        lobby
    }

    fn started_game(store: &Store, thread: u64) -> GameId {
        lobby(store, thread);
        crate::start::change_lobby(store, thread, |l| {
            join(l, 2, "Bea")?;
            add_computer(l, PlayerKind::Strong)?;
            add_computer(l, PlayerKind::Good)
        })
        .expect("seats");
        start_lobby(store, thread, 1, None)
            .expect("starts")
            .record
            .id
    }

    #[test]
    fn a_deleted_thread_abandons_its_game_and_forgets_its_posts() {
        let (_dir, store) = store();
        let game = started_game(&store, 100);
        store.set_announced(game, 1).expect("marks");
        let other = started_game(&store, 200);

        let gone = channel_gone(&store, 100).expect("ends");
        assert_eq!(gone.games, vec![game]);
        assert!(!gone.lobby_cancelled, "its lobby had started");
        let record = store.load_game(game).expect("kept on disk");
        assert_eq!(record.status, GameStatus::Abandoned);
        assert!(store.active_in_channel(100).expect("reads").is_empty());
        assert!(
            store.announcement_marks().expect("reads").is_empty(),
            "the retry task has nothing left to post there"
        );
        assert_eq!(
            store.load_game(other).expect("loads").status,
            GameStatus::Active,
            "another thread's game goes on"
        );
        assert!(channel_gone(&store, 100).expect("again").is_empty());
    }

    #[test]
    fn a_deleted_thread_cancels_its_open_lobby() {
        let (_dir, store) = store();
        lobby(&store, 300);
        let gone = channel_gone(&store, 300).expect("ends");
        assert!(gone.lobby_cancelled && gone.games.is_empty());
        let lobby = store.load_lobby(300).expect("reads").expect("kept");
        assert_eq!(lobby.state, LobbyState::Cancelled);
        assert!(channel_gone(&store, 300).expect("again").is_empty());
        assert!(channel_gone(&store, 999).expect("nothing there").is_empty());
    }

    #[test]
    fn a_deleted_channel_names_the_threads_of_its_games() {
        let (_dir, store) = store();
        // The test lobbies are opened in channel 1 of guild 7.
        let game = started_game(&store, 400);
        let other = started_game(&store, 500);
        store
            .set_status(other, GameStatus::Abandoned)
            .expect("ends");
        assert_eq!(games_in_threads_of(&store, 7, 1).expect("reads"), vec![400]);
        assert!(games_in_threads_of(&store, 7, 2).expect("reads").is_empty());
        assert!(games_in_threads_of(&store, 8, 1).expect("reads").is_empty());
        assert_eq!(channel_gone(&store, 400).expect("ends").games, vec![game]);
    }
}
