//! The games the table service's tests start from.

use canasta_engine::players::{HeuristicPlayer, Player};
use canasta_engine::Rules;
use canasta_storage::{GameId, MoveClock, NewGame, OpenOptions, PlayerSlot, Store};

/// A classic game of four humans (users 1 to 4, "P1" to "P4"; guild 1, thread 2, host 1)
/// dealt from `seed`, timed by `clock`.
pub(crate) fn four_humans(seed: u64, clock: MoveClock) -> NewGame {
    let players = (1..=4)
        .map(|n| PlayerSlot::Human {
            user_id: n,
            name: format!("P{n}"),
        })
        .collect();
    NewGame {
        guild_id: 1,
        channel_id: 2,
        host_id: 1,
        players,
        rules: Rules::classic(),
        seed,
        move_clock: clock,
        idempotency_key: None,
    }
}

/// The heuristic plays the awaited seat's whole turn in `game` (until the store's wait moves on).
pub(crate) fn play_turn(store: &Store, game: GameId) {
    let turn = store
        .current_wait(game)
        .expect("reads")
        .expect("waits")
        .turn;
    while store
        .current_wait(game)
        .expect("reads")
        .is_some_and(|w| w.turn == turn)
    {
        let record = store.load_game(game).expect("loads");
        let seat = record.game.seat_to_act().expect("active");
        let action = HeuristicPlayer::new().choose(&record.game, seat);
        store
            .apply_action(game, Some(record.version), seat, &action, None)
            .expect("applies");
    }
}

/// A store in `dir` that does not flush every write (the tests that store many results).
pub(crate) fn open_unflushed(dir: &tempfile::TempDir) -> Store {
    OpenOptions::new()
        .flush_every_write(false)
        .open(dir.path().join("db"))
        .expect("opens")
}

/// User `user_id` as a seated human named "U<id>".
pub(crate) fn human(user_id: u64) -> PlayerSlot {
    PlayerSlot::Human {
        user_id,
        name: format!("U{user_id}"),
    }
}
