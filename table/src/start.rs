//! A table's life: opening a lobby, changing it, starting its game, "Play again" with the
//! same seats, resigning and abandoning.

use super::error::TableError;
use super::find::{game_in_channel, seat_of};
use super::lobby::{self, LobbyError};
use super::server_settings::reminder_after;
use canasta_engine::Event;
use canasta_storage::{
    GameId, GameLock, GameRecord, GameResult, GameStatus, LobbyRecord, LobbyState, NewGame, Store,
};
use std::time::Duration;

/// A game that has just started (or had started already: `duplicate`).
#[derive(Debug, Clone)]
pub struct Started {
    /// The game.
    pub record: GameRecord,
    /// What dealing it did (deal started, red 3s laid).
    pub events: Vec<Event>,
    /// It had been started before (a repeated click): nothing new happened.
    pub duplicate: bool,
}

/// What `/abandon` found.
#[derive(Debug, Clone)]
pub enum Abandoned {
    /// A game the asker may stop: it goes on until they confirm ([`abandon_game`]).
    Game(GameId),
    /// An open lobby, now cancelled.
    Lobby(Box<LobbyRecord>),
}

/// Stores a new lobby.
pub fn open_lobby(store: &Store, lobby: &LobbyRecord) -> Result<(), TableError> {
    if store.create_lobby(lobby)? {
        Ok(())
    } else {
        Err(TableError::Internal(format!(
            "thread {} already has a lobby",
            lobby.thread_id
        )))
    }
}

/// The lobby of `thread`.
pub fn load_lobby(store: &Store, thread: u64) -> Result<LobbyRecord, TableError> {
    store.load_lobby(thread)?.ok_or(TableError::NoGameHere)
}

/// Changes the lobby of `thread` with one of [`lobby`]'s functions.
pub fn change_lobby(
    store: &Store,
    thread: u64,
    change: impl FnMut(&mut LobbyRecord) -> Result<(), LobbyError>,
) -> Result<LobbyRecord, TableError> {
    match store.update_lobby(thread, change)? {
        None => Err(TableError::NoGameHere),
        Some(result) => Ok(result?),
    }
}

/// The host starts the game of a full lobby. A second start (a double click) returns the same
/// game with `duplicate` set. The game's move clock is the lobby's choice, else the server's;
/// its players are also reminded after the server's `turn_reminder_hours` (else
/// `bot_reminder`, the bot's default) when that comes before 80% of the clock.
pub fn start_lobby(
    store: &Store,
    thread: u64,
    by: u64,
    bot_reminder: Option<Duration>,
) -> Result<Started, TableError> {
    let lobby = load_lobby(store, thread)?;
    if let LobbyState::Started { game } = lobby.state {
        return existing(store, game);
    }
    lobby::check_start(&lobby, by)?;
    let settings = store.settings(lobby.guild_id)?;
    let mut new = lobby::new_game(&lobby, rand::random(), settings.move_clock());
    new.move_clock = new
        .move_clock
        .reminding_after(reminder_after(&settings, bot_reminder));
    let created = store.create_game(new)?;
    let game = created.record.id;
    let marked = change_lobby(store, thread, |l| match l.state {
        LobbyState::Open => {
            l.state = LobbyState::Started { game };
            Ok(())
        }
        LobbyState::Started { game: g } if g == game => Ok(()),
        other => Err(LobbyError::Closed(other)),
    });
    if let Err(e) = marked {
        // Cancelled while starting: the game must not go on without its lobby.
        store.set_status(game, GameStatus::Abandoned)?;
        return Err(e);
    }
    Ok(Started {
        record: created.record,
        events: created.events,
        duplicate: created.duplicate,
    })
}

fn existing(store: &Store, game: GameId) -> Result<Started, TableError> {
    Ok(Started {
        record: store.load_game(game)?,
        events: Vec::new(),
        duplicate: true,
    })
}

/// A new game with the seats and rules of the ended game `old`, in the same thread, asked for
/// by one of its players. Asking twice gives the same new game.
pub fn play_again(store: &Store, old: GameId, by: u64) -> Result<Started, TableError> {
    let record = store.load_game(old)?;
    if record.status == GameStatus::Active {
        return Err(TableError::StillPlaying);
    }
    if record.seats_of(by).is_empty() {
        return Err(TableError::NotAPlayer);
    }
    let created = store.create_game(NewGame {
        guild_id: record.guild_id,
        channel_id: record.channel_id,
        host_id: record.host_id,
        players: record.players.clone(),
        rules: record.rules.clone(),
        seed: rand::random(),
        move_clock: store.move_clock(old)?,
        idempotency_key: Some(format!("again:{old}")),
    })?;
    point_lobby_at(store, record.channel_id, created.record.id)?;
    Ok(Started {
        record: created.record,
        events: created.events,
        duplicate: created.duplicate,
    })
}

/// Points the lobby of `thread` at its newest game, `game`, so the thread shows that game once
/// it has ended ([`crate::find::latest_game_in_channel`]). Only forward: game ids grow, and a
/// late "Play again" of an older game (which gives back the game it made then) leaves a newer
/// game in place. A thread without a lobby has nothing to point.
fn point_lobby_at(store: &Store, thread: u64, game: GameId) -> Result<(), TableError> {
    store.update_lobby(thread, |lobby| match lobby.state {
        LobbyState::Started { game: shown } if shown < game => {
            lobby.state = LobbyState::Started { game };
            Ok(())
        }
        _ => Err(()),
    })?;
    Ok(())
}

/// The game of `channel`, if `by` plays in it and so may resign (nothing changes yet).
pub fn may_resign(store: &Store, channel: u64, by: u64) -> Result<GameId, TableError> {
    let record = game_in_channel(store, channel)?;
    seat_of(&record, by)?;
    Ok(record.id)
}

/// A player gives up, confirmed: the game `turn` holds ends as a loss for the player's side
/// and a win for every other. It is abandoned (status `Abandoned`: no longer played) and
/// its result ([`canasta_storage::ResultEnd::Resigned`]) is written in the same transaction,
/// on disk before this returns.
pub fn resign(turn: &GameLock, by: u64) -> Result<Resigned, TableError> {
    let record = active(turn)?;
    let seat = seat_of(&record, by)?;
    let (record, result) = turn.resign(seat)?;
    Ok(Resigned {
        record,
        seat,
        result,
    })
}

/// A game a player resigned.
#[derive(Debug, Clone)]
pub struct Resigned {
    /// The game, stopped.
    pub record: GameRecord,
    /// The seat of the player who resigned.
    pub seat: usize,
    /// Its result, as stored: a loss for the seat's side (rated, issue 15).
    pub result: GameResult,
}

/// The host or a moderator stops the game `turn` holds, confirmed: it is abandoned, with no
/// result (nobody wins or loses).
pub fn abandon_game(turn: &GameLock, by: u64, moderator: bool) -> Result<GameRecord, TableError> {
    let record = active(turn)?;
    if by != record.host_id && !moderator {
        return Err(TableError::HostOnly);
    }
    Ok(turn.set_status(GameStatus::Abandoned)?)
}

/// The held game, if it is still being played.
fn active(turn: &GameLock) -> Result<GameRecord, TableError> {
    let record = turn.store().load_game(turn.game())?;
    if record.status != GameStatus::Active {
        return Err(TableError::NotActive(record.status));
    }
    Ok(record)
}

/// What `/abandon` does in `channel`: for a game, checks that `by` is its host or a moderator
/// (stopping it waits for their confirmation); an open lobby is cancelled at once.
pub fn abandon(
    store: &Store,
    channel: u64,
    by: u64,
    moderator: bool,
) -> Result<Abandoned, TableError> {
    match game_in_channel(store, channel) {
        Ok(record) => {
            if by != record.host_id && !moderator {
                return Err(TableError::HostOnly);
            }
            Ok(Abandoned::Game(record.id))
        }
        Err(TableError::NoGameHere) => {
            let cancelled = change_lobby(store, channel, |l| lobby::cancel(l, by, moderator));
            cancelled.map(|lobby| Abandoned::Lobby(Box::new(lobby)))
        }
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standings::server_standings;
    use canasta_storage::{MoveClock, ResultEnd};

    fn store_with_game(seed: u64) -> (tempfile::TempDir, Store, GameId) {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let new = crate::test_games::four_humans(seed, MoveClock::none());
        let game = store.create_game(new).expect("created").record.id;
        (dir, store, game)
    }

    #[test]
    fn resigning_is_a_loss_for_the_side_written_with_the_stop() {
        let (_dir, store, game) = store_with_game(4);
        // User 2 sits in seat 1 (team 1): team 0 wins.
        let resigned = resign(&store.lock_game(game), 2).expect("resigned");
        assert_eq!(
            (resigned.record.status, resigned.seat),
            (GameStatus::Abandoned, 1)
        );
        let results = store.results_in_guild(1).expect("reads");
        let [Ok(result)] = results.as_slice() else {
            panic!("one result: {results:?}")
        };
        assert_eq!(
            result, &resigned.result,
            "the result returned is the one stored"
        );
        assert_eq!(result.outcome, ResultEnd::Resigned { seat: 1 });
        assert_eq!(result.winners, vec![0]);
        // The leaderboard counts it: users 1 and 3 won, 2 and 4 lost.
        let (standings, games) = server_standings(&store, 1, None, None).expect("counts");
        assert_eq!(games, 1);
        let won = |user: u64| {
            let s = standings
                .iter()
                .find(|s| s.user_id == user)
                .expect("ranked");
            (s.played, s.won)
        };
        assert_eq!(
            [won(1), won(2), won(3), won(4)],
            [(1, 1), (1, 0), (1, 1), (1, 0)]
        );
        // Resigning again finds the game stopped.
        assert!(matches!(
            resign(&store.lock_game(game), 1),
            Err(TableError::NotActive(GameStatus::Abandoned))
        ));
        assert_eq!(store.results_in_guild(1).expect("reads").len(), 1);
    }

    #[test]
    fn an_onlooker_cannot_resign_and_abandoning_writes_no_result() {
        let (_dir, store, game) = store_with_game(5);
        assert!(matches!(
            resign(&store.lock_game(game), 9),
            Err(TableError::NotAPlayer)
        ));
        let record = abandon_game(&store.lock_game(game), 1, false).expect("stopped");
        assert_eq!(record.status, GameStatus::Abandoned);
        assert!(store.results_in_guild(1).expect("reads").is_empty());
    }
}
