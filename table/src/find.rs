//! Finding the game of a thread, and a user's seat in it.

use super::error::TableError;
use canasta_storage::{GameRecord, GameStatus, Store};

/// The active game played in `channel` (the newest, should there be several).
pub fn game_in_channel(store: &Store, channel: u64) -> Result<GameRecord, TableError> {
    let ids = store.active_in_channel(channel)?;
    let id = ids.last().copied().ok_or(TableError::NoGameHere)?;
    let record = store.load_game(id)?;
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
