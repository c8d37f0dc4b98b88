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
        idempotency_key: None,
    }
}
