//! Finding the game of a thread, and a user's seat in it.

use super::error::TableError;
use canasta_storage::{GameId, GameRecord, GameStatus, Store};

/// The id of the active game played in `channel` (the newest, should there be several), from
/// the index alone: the game is not read.
pub fn game_id_in_channel(store: &Store, channel: u64) -> Result<GameId, TableError> {
    let ids = store.active_in_channel(channel)?;
    ids.last().copied().ok_or(TableError::NoGameHere)
}

/// The active game played in `channel` (the newest, should there be several).
pub fn game_in_channel(store: &Store, channel: u64) -> Result<GameRecord, TableError> {
    let record = store.load_game(game_id_in_channel(store, channel)?)?;
    match record.status {
        GameStatus::Active => Ok(record),
        status => Err(TableError::NotActive(status)),
    }
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
