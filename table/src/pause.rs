//! Pausing a game's clocks by vote (`/canasta pause` in its thread and the "Agree" button;
//! `/canasta resume`): every human seat must agree to stop them, any player may start them
//! again. The store counts the votes and moves the due-time index
//! ([`Store::vote_pause`], [`Store::resume_clocks`]).

use super::error::TableError;
use super::find::seat_of;
use canasta_storage::{GameId, GameRecord, GameStatus, PauseVote, PlayerSlot, Store};

/// The human seats of `record`: the ones whose agreement a pause needs.
pub fn human_seats(record: &GameRecord) -> Vec<usize> {
    (0..record.players.len())
        .filter(|&s| matches!(record.players[s], PlayerSlot::Human { .. }))
        .collect()
}

/// `user`'s vote to pause `game`, with the game as it is (for the names in the answer).
pub fn vote_pause(
    store: &Store,
    game: GameId,
    user: u64,
) -> Result<(GameRecord, PauseVote), TableError> {
    let record = active(store, game)?;
    let seat = seat_of(&record, user)?;
    let humans = human_seats(&record);
    let vote = store.vote_pause(game, seat, &humans)?;
    Ok((record, vote))
}

/// `user` starts `game`'s paused clocks again; `false` when they were not paused.
pub fn resume(store: &Store, game: GameId, user: u64) -> Result<(GameRecord, bool), TableError> {
    let record = active(store, game)?;
    seat_of(&record, user)?;
    let resumed = store.resume_clocks(game)?;
    Ok((record, resumed))
}

fn active(store: &Store, game: GameId) -> Result<GameRecord, TableError> {
    let record = store.load_game(game)?;
    match record.status {
        GameStatus::Active => Ok(record),
        status => Err(TableError::NotActive(status)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_storage::{MoveClock, NewGame};

    /// Two humans (P1, P2) and two computers (C3, C4) on a 24 h clock.
    fn new_game() -> NewGame {
        let mut game = crate::test_games::four_humans(3, MoveClock::per_move(24));
        for n in 3..=4 {
            game.players[n - 1] = PlayerSlot::Computer {
                name: format!("C{n}"),
                kind: "heuristic".into(),
            };
        }
        game
    }

    #[test]
    fn the_human_seats_decide_and_onlookers_have_no_vote() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let game = store.create_game(new_game()).expect("created").record.id;
        assert!(matches!(
            vote_pause(&store, game, 9),
            Err(TableError::NotAPlayer)
        ));
        let (record, vote) = vote_pause(&store, game, 1).expect("counted");
        assert_eq!(human_seats(&record), [0, 1]);
        assert!(matches!(vote, PauseVote::Counted { .. }));
        let (_, vote) = vote_pause(&store, game, 2).expect("paused");
        assert_eq!(vote, PauseVote::Paused);
        assert!(store.clocks_paused(game).expect("reads"));
        assert!(matches!(
            resume(&store, game, 9),
            Err(TableError::NotAPlayer)
        ));
        assert!(resume(&store, game, 2).expect("resumed").1);
        assert!(!store.clocks_paused(game).expect("reads"));
    }
}
