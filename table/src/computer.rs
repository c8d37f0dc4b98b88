//! One move of a computer player, chosen from the game as the store reads it under the game's
//! lock and applied in the same trip, so two runners (or a restart in the middle) never apply
//! a move twice: the second finds the game already moved on.

use super::act::Acted;
use super::error::TableError;
use canasta_engine::players::PlayerKind;
use canasta_storage::{GameId, GameLock, GameStatus, PlayerSlot, Store};

/// True when a computer player must act now in `game` (as loaded).
pub fn computer_to_act(record: &canasta_storage::GameRecord) -> Option<usize> {
    if record.status != GameStatus::Active {
        return None;
    }
    let seat = record.game.seat_to_act()?;
    matches!(record.players.get(seat), Some(PlayerSlot::Computer { .. })).then_some(seat)
}

/// Makes the move of the computer player whose turn it is in `game`, taking the game's lock
/// (blocking); a caller that holds it calls [`computer_step_locked`].
pub fn computer_step(store: &Store, game: GameId) -> Result<Option<Acted>, TableError> {
    computer_step_locked(&store.lock_game(game))
}

/// Makes the move of the computer player whose turn it is in the game `turn` holds;
/// `Ok(None)` when it is nobody's or a human's turn, or the game is not active.
pub fn computer_step_locked(turn: &GameLock) -> Result<Option<Acted>, TableError> {
    let moved = turn.apply_with(None, |record| {
        let Some(seat) = computer_to_act(record) else {
            return Ok(None);
        };
        let kind = match record.players.get(seat) {
            Some(PlayerSlot::Computer { kind, .. }) => kind.parse().unwrap_or(PlayerKind::Basic),
            _ => return Ok(None),
        };
        let mut player = kind.build(record.seed ^ record.version);
        Ok::<_, TableError>(Some((seat, player.choose(&record.game, seat))))
    });
    match moved {
        Ok(moved) => Ok(moved.map(Acted::from)),
        Err(TableError::NotActive(_)) => Ok(None),
        Err(e) => Err(e),
    }
}
