//! The stored games the wording's tests render: a record around an engine game.

use canasta_engine::Game;
use canasta_records::{GameId, GameRecord, GameStatus, PlayerSlot};

/// Humans named `names` (users 1, 2, …).
pub(crate) fn humans(names: &[&str]) -> Vec<PlayerSlot> {
    names
        .iter()
        .enumerate()
        .map(|(n, name)| PlayerSlot::Human {
            user_id: n as u64 + 1,
            name: (*name).into(),
        })
        .collect()
}

/// Game 9 of guild 1, thread 2, hosted by `host`, with `players` at `game` as of `version`,
/// active.
pub(crate) fn record_of(
    players: Vec<PlayerSlot>,
    host: u64,
    game: Game,
    version: u64,
) -> GameRecord {
    GameRecord {
        id: GameId(9),
        guild_id: 1,
        channel_id: 2,
        host_id: host,
        players,
        rules: game.rules().clone(),
        seed: 7,
        log_len: 0,
        game,
        version,
        status: GameStatus::Active,
        created_at: 0,
        updated_at: 0,
        finished_at: None,
        timeouts: Default::default(),
    }
}
