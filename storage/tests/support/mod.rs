//! Helpers shared by the storage tests.
#![allow(dead_code)]

pub mod autoplay;

use canasta_engine::Rules;
use canasta_storage::{GameId, MoveClock, NewGame, PlayerSlot, Store, TestClock};
use std::sync::Arc;

/// A classic four-seat game in `guild`/`channel`: two humans (users 1 and 2, the host is 1)
/// and two computers.
pub fn new_game(guild: u64, channel: u64, seed: u64) -> NewGame {
    NewGame {
        guild_id: guild,
        channel_id: channel,
        host_id: 1,
        players: vec![
            PlayerSlot::Human {
                user_id: 1,
                name: "Ada".into(),
            },
            PlayerSlot::Computer {
                name: "Bot B".into(),
                kind: "random".into(),
            },
            PlayerSlot::Human {
                user_id: 2,
                name: "Grace".into(),
            },
            PlayerSlot::Computer {
                name: "Bot D".into(),
                kind: "random".into(),
            },
        ],
        rules: Rules::classic(),
        seed,
        move_clock: canasta_storage::MoveClock::none(),
        idempotency_key: None,
    }
}

/// Opens sled directly (to edit raw records), waiting while the store just closed still
/// holds the lock: sled lets go of it from background threads.
pub fn raw_sled(path: &std::path::Path) -> sled::Db {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(3);
    loop {
        match sled::open(path) {
            Ok(db) => return db,
            Err(_) if std::time::Instant::now() < deadline => {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(e) => panic!("cannot open {}: {e}", path.display()),
        }
    }
}

/// A classic game of four humans (users 1-4, "P1" to "P4") with `clock`.
pub fn humans(clock: MoveClock) -> NewGame {
    let mut new = new_game(1, 2, 7);
    new.players = (1..=4)
        .map(|n| PlayerSlot::Human {
            user_id: n,
            name: format!("P{n}"),
        })
        .collect();
    new.move_clock = clock;
    new
}

/// A store at `path` whose time is `clock`'s.
pub fn open_at(path: &std::path::Path, clock: &TestClock) -> Store {
    Store::open_with_clock(path, Arc::new(clock.clone())).unwrap()
}

/// Plays `game` until the wait moves on (a new turn, an answer asked for or given);
/// `false` if the game ended instead.
pub fn end_turn(store: &Store, game: GameId) -> bool {
    let turn = store.current_wait(game).unwrap().unwrap().turn;
    loop {
        let record = store.load_game(game).unwrap();
        let Some((seat, action)) = autoplay::choose(&record.game) else {
            return false;
        };
        store
            .apply_action(game, Some(record.version), seat, &action, None)
            .unwrap();
        match store.current_wait(game).unwrap() {
            Some(wait) if wait.turn != turn => return true,
            Some(_) => {}
            None => return false,
        }
    }
}

/// A store in a new temporary directory whose time is a test clock at `start`, and a game
/// of four humans there with `hours` a move.
pub fn timed_game(start: u64, hours: u32) -> (tempfile::TempDir, TestClock, Store, GameId) {
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::at(start);
    let store = open_at(&dir.path().join("db"), &clock);
    let game = store
        .create_game(humans(MoveClock::per_move(hours)))
        .unwrap()
        .record
        .id;
    (dir, clock, store, game)
}
