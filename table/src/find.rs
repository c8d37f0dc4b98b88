//! Finding the game of a thread, and a user's seat in it.

use super::error::TableError;
use canasta_storage::{GameId, GameRecord, GameStatus, LobbyState, Store};

/// The id of the active game played in `channel` (the newest, should there be several), from
/// the index alone: the game is not read. Where the thread's game has ended, the refusal says
/// so ([`TableError::NotActive`]: "the game is over"), not that there is no game here.
pub fn game_id_in_channel(store: &Store, channel: u64) -> Result<GameId, TableError> {
    let ids = store.active_in_channel(channel)?;
    match ids.last() {
        Some(&id) => Ok(id),
        None => Err(no_active_game(store, channel)?),
    }
}

/// Why `channel` has no active game: the game its lobby started has ended (its status), or
/// there is none.
fn no_active_game(store: &Store, channel: u64) -> Result<TableError, TableError> {
    match store.load_lobby(channel)?.map(|lobby| lobby.state) {
        Some(LobbyState::Started { game }) => match store.load_game(game)?.status {
            GameStatus::Active => Ok(TableError::NoGameHere),
            status => Ok(TableError::NotActive(status)),
        },
        _ => Ok(TableError::NoGameHere),
    }
}

/// The active game played in `channel` (the newest, should there be several).
pub fn game_in_channel(store: &Store, channel: u64) -> Result<GameRecord, TableError> {
    let record = store.load_game(game_id_in_channel(store, channel)?)?;
    match record.status {
        GameStatus::Active => Ok(record),
        status => Err(TableError::NotActive(status)),
    }
}

/// The game `channel` shows: its active game, else the last game played there, finished or
/// abandoned, so that after "Game over" the thread still answers `/score`, `/table` and
/// `/hand` (issue 13). The last game is the one the thread's lobby points at (the game it
/// started, moved on by each "Play again"): one index scan and at most two reads.
pub fn latest_game_in_channel(store: &Store, channel: u64) -> Result<GameRecord, TableError> {
    if let Some(&id) = store.active_in_channel(channel)?.last() {
        return Ok(store.load_game(id)?);
    }
    match store.load_lobby(channel)?.map(|lobby| lobby.state) {
        Some(LobbyState::Started { game }) => Ok(store.load_game(game)?),
        _ => Err(TableError::NoGameHere),
    }
}

/// The active games in `guild` where `user` has a seat, oldest first, read through the
/// store's per-user index (only their games are read). A game that cannot be read is logged
/// and left out; games the user only hosts are not theirs.
pub fn active_games_of(
    store: &Store,
    guild: u64,
    user: u64,
) -> Result<Vec<GameRecord>, TableError> {
    let mut ids = store.active_for_user(user)?;
    ids.sort();
    let mut games = Vec::with_capacity(ids.len());
    for (id, read) in ids.iter().zip(store.load_games(&ids)) {
        match read {
            Ok(record)
                if record.guild_id == guild
                    && record.status == GameStatus::Active
                    && !record.seats_of(user).is_empty() =>
            {
                games.push(record);
            }
            Ok(_) => {}
            Err(e) => {
                tracing::warn!(game = id.0, error = %e, "a game on a player's list cannot be read");
            }
        }
    }
    Ok(games)
}

/// The seat `user` plays in `record`: the seat to act if the user has several.
pub fn seat_of(record: &GameRecord, user: u64) -> Result<usize, TableError> {
    let seats = record.seats_of(user);
    let to_act = record.game.seat_to_act();
    seats
        .iter()
        .copied()
        .find(|&s| Some(s) == to_act)
        .or_else(|| seats.first().copied())
        .ok_or(TableError::NotAPlayer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lobby::{add_computer, join};
    use crate::start::{change_lobby, open_lobby, play_again, start_lobby};
    use canasta_engine::players::PlayerKind;
    use canasta_engine::players::{HeuristicPlayer, Player};
    use canasta_engine::Rules;
    use canasta_storage::{LobbyRecord, PlayerSlot};

    const THREAD: u64 = 100;

    /// A started game in `THREAD` with two humans and two computers, played to 50 points.
    fn started(store: &Store) -> GameId {
        let host = PlayerSlot::Human {
            user_id: 1,
            name: "Aino".into(),
        };
        let mut rules = Rules::classic();
        rules.target = 50;
        open_lobby(store, &LobbyRecord::new(THREAD, 7, 1, host, rules)).expect("opens");
        change_lobby(store, THREAD, |l| {
            join(l, 2, "Bea")?;
            add_computer(l, PlayerKind::Strong)?;
            add_computer(l, PlayerKind::Good)
        })
        .expect("seats");
        start_lobby(store, THREAD, 1, None)
            .expect("starts")
            .record
            .id
    }

    fn play_to_the_end(store: &Store, game: GameId) -> GameRecord {
        loop {
            let record = store.load_game(game).expect("loads");
            let Some(seat) = record.game.seat_to_act() else {
                return record;
            };
            let action = HeuristicPlayer::new().choose(&record.game, seat);
            store
                .apply_action(game, Some(record.version), seat, &action, None)
                .expect("applies");
        }
    }

    #[test]
    fn a_thread_shows_its_last_game_after_the_end() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        assert!(matches!(
            latest_game_in_channel(&store, THREAD),
            Err(TableError::NoGameHere)
        ));
        let first = started(&store);
        assert_eq!(
            latest_game_in_channel(&store, THREAD).expect("shown").id,
            first
        );
        let over = play_to_the_end(&store, first);
        assert_eq!(over.status, GameStatus::Finished);
        // Issue 31: the thread's moves are refused as "the game is over", not "no game here".
        assert!(matches!(
            game_in_channel(&store, THREAD),
            Err(TableError::NotActive(GameStatus::Finished))
        ));
        assert!(matches!(
            game_id_in_channel(&store, THREAD),
            Err(TableError::NotActive(GameStatus::Finished))
        ));
        assert!(matches!(
            game_in_channel(&store, THREAD + 1),
            Err(TableError::NoGameHere)
        ));
        let shown = latest_game_in_channel(&store, THREAD).expect("the ended game");
        assert_eq!((shown.id, shown.status), (first, GameStatus::Finished));
        assert_eq!(seat_of(&shown, 2).expect("plays"), shown.seats_of(2)[0]);

        // "Play again": the thread shows the new game, and still it once abandoned.
        let second = play_again(&store, first, 2).expect("again").record.id;
        assert!(second > first);
        assert_eq!(
            latest_game_in_channel(&store, THREAD).expect("new").id,
            second
        );
        store
            .set_status(second, GameStatus::Abandoned)
            .expect("abandons");
        let shown = latest_game_in_channel(&store, THREAD).expect("the abandoned game");
        assert_eq!((shown.id, shown.status), (second, GameStatus::Abandoned));
        // A late second "Play again" of the first game gives back the second: nothing moves.
        assert_eq!(
            play_again(&store, first, 1).expect("same").record.id,
            second
        );
        assert_eq!(
            latest_game_in_channel(&store, THREAD).expect("kept").id,
            second
        );
        assert!(matches!(
            latest_game_in_channel(&store, THREAD + 1),
            Err(TableError::NoGameHere)
        ));
    }
}
