//! Helpers shared by the storage tests.
#![allow(dead_code)]

pub mod autoplay;

use canasta_engine::Rules;
use canasta_storage::{NewGame, PlayerSlot};

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
