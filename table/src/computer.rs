//! One move of a computer player. The move is keyed by the game and its version, so two
//! runners (or a restart in the middle) never apply it twice.

use super::act::{acted, Acted};
use super::error::TableError;
use canasta_engine::players::PlayerKind;
use canasta_storage::{GameId, GameStatus, PlayerSlot, Store, StoreError};

/// How often a move is chosen again when the game changed meanwhile.
const ATTEMPTS: usize = 4;

/// True when a computer player must act now in `game` (as loaded).
pub fn computer_to_act(record: &canasta_storage::GameRecord) -> Option<usize> {
    if record.status != GameStatus::Active {
        return None;
    }
    let seat = record.game.seat_to_act()?;
    matches!(record.players.get(seat), Some(PlayerSlot::Computer { .. })).then_some(seat)
}

/// Makes the move of the computer player whose turn it is in `game`; `Ok(None)` when it is
/// nobody's or a human's turn, or the game is not active.
pub fn computer_step(store: &Store, game: GameId) -> Result<Option<Acted>, TableError> {
    for _ in 0..ATTEMPTS {
        let before = store.load_game(game)?;
        let Some(seat) = computer_to_act(&before) else {
            return Ok(None);
        };
        let kind = match before.players.get(seat) {
            Some(PlayerSlot::Computer { kind, .. }) => {
                kind.parse().unwrap_or(PlayerKind::Heuristic)
            }
            _ => return Ok(None),
        };
        let mut player = kind.build(before.seed ^ before.version);
        let action = player.choose(&before.game, seat);
        let key = format!("computer:{game}:{}", before.version);
        match store.apply_action(game, Some(before.version), seat, &action, Some(&key)) {
            Ok(applied) => return acted(store, before, seat, action, applied).map(Some),
            Err(StoreError::VersionConflict { .. }) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(TableError::Internal(format!(
        "game {game} kept changing under its computer player"
    )))
}
