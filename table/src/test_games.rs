//! The games the table service's tests start from.

use canasta_engine::Rules;
use canasta_storage::{MoveClock, NewGame, PlayerSlot};

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
