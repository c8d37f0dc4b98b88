//! One move of a computer player, in two steps so a slow decision holds nothing: the move is
//! chosen from the game as stored, without the game's lock or a store write
//! ([`choose_computer_move`]: a strong player thinks up to its budget), then stored under the
//! game's lock only if the game is still at the version it was chosen at
//! ([`apply_computer_move`]). Two runners (or a restart in the middle) never apply a move
//! twice: the second finds the game moved on and chooses again from where it is.

use super::act::Acted;
use super::error::TableError;
use canasta_engine::players::SearchBudget;
use canasta_engine::Action;
use canasta_storage::{GameId, GameLock, GameRecord, GameStatus, PlayerSlot, Store};

/// True when a computer player must act now in `game` (as loaded).
pub fn computer_to_act(record: &GameRecord) -> Option<usize> {
    if record.status != GameStatus::Active {
        return None;
    }
    let seat = record.game.seat_to_act()?;
    matches!(record.players.get(seat), Some(PlayerSlot::Computer { .. })).then_some(seat)
}

/// A computer player's move, chosen from the game at `version` and not stored yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComputerMove {
    /// The game's version it was chosen at: it is stored only at that version.
    pub version: u64,
    /// The computer's seat.
    pub seat: usize,
    /// What it does.
    pub action: Action,
}

/// The move of the computer player to act in `record`, thinking within `budget` (its level
/// is the seat's; a seat stored before the levels plays `basic`); `None` when it is nobody's
/// or a human's turn, or the game is not active.
pub fn choose_for(record: &GameRecord, budget: SearchBudget) -> Option<ComputerMove> {
    let seat = computer_to_act(record)?;
    let kind = record.players.get(seat)?.computer_kind()?;
    let mut player = kind.build_with(record.seed ^ record.version, budget);
    Some(ComputerMove {
        version: record.version,
        seat,
        action: player.choose(&record.game, seat),
    })
}

/// Chooses the move of the computer player to act in `game` as stored now (the slow step:
/// no lock is taken and nothing is written); `Ok(None)` when no computer is to act.
pub fn choose_computer_move(
    store: &Store,
    game: GameId,
    budget: SearchBudget,
) -> Result<Option<ComputerMove>, TableError> {
    Ok(choose_for(&store.load_game(game)?, budget))
}

/// Stores `chosen` in the game `turn` holds if the game is still at the version it was
/// chosen at; `Ok(None)` when it moved on (another runner stored a move, a player resigned)
/// or ended: choose again.
pub fn apply_computer_move(
    turn: &GameLock,
    chosen: &ComputerMove,
) -> Result<Option<Acted>, TableError> {
    let moved = turn.apply_with(None, |record| {
        let current =
            record.version == chosen.version && computer_to_act(record) == Some(chosen.seat);
        Ok::<_, TableError>(current.then(|| (chosen.seat, chosen.action.clone())))
    });
    match moved {
        Ok(moved) => Ok(moved.map(Acted::from)),
        Err(TableError::NotActive(_)) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Makes the move of the computer player whose turn it is in `game`, taking the game's lock
/// (blocking); a caller that holds it calls [`computer_step_locked`].
pub fn computer_step(
    store: &Store,
    game: GameId,
    budget: SearchBudget,
) -> Result<Option<Acted>, TableError> {
    computer_step_locked(&store.lock_game(game), budget)
}

/// Chooses and makes, holding the game's lock throughout, the move of the computer player
/// whose turn it is in the game `turn` holds; `Ok(None)` when it is nobody's or a human's
/// turn, or the game is not active. The bot's runner chooses without the lock instead
/// ([`choose_computer_move`], then [`apply_computer_move`]).
pub fn computer_step_locked(
    turn: &GameLock,
    budget: SearchBudget,
) -> Result<Option<Acted>, TableError> {
    let record = turn.store().load_game(turn.game())?;
    match choose_for(&record, budget) {
        Some(chosen) => apply_computer_move(turn, &chosen),
        None => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::thinking::Thinking;
    use canasta_storage::MoveClock;

    /// Two humans and two strong computers, the computers first to act.
    fn strong_game(store: &Store) -> GameRecord {
        for seed in 1.. {
            let mut game = crate::test_games::four_humans(seed, MoveClock::none());
            for seat in [1, 3] {
                game.players[seat] = PlayerSlot::Computer {
                    name: format!("C{seat} (computer)"),
                    kind: "strong".into(),
                };
            }
            let record = store.create_game(game).expect("created").record;
            if computer_to_act(&record).is_some() {
                return record;
            }
        }
        unreachable!("some deal lets a computer act first")
    }

    /// A move chosen at one version is never stored at another: a second runner holding the
    /// same choice finds the game moved on, and chooses again from where it is.
    #[test]
    fn a_move_chosen_without_the_lock_is_stored_once() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let record = strong_game(&store);
        let budget = Thinking::quickest().budget(1);
        let chosen = choose_computer_move(&store, record.id, budget)
            .expect("reads")
            .expect("a computer is to act");
        assert_eq!(chosen.version, record.version);
        assert_eq!(
            choose_for(&record, budget).as_ref(),
            Some(&chosen),
            "a fixed budget chooses the same move again"
        );
        let turn = store.lock_game(record.id);
        let acted = apply_computer_move(&turn, &chosen)
            .expect("stores")
            .expect("the game was where it was chosen");
        assert_eq!(acted.after.version, record.version + 1);
        assert!(
            apply_computer_move(&turn, &chosen)
                .expect("reads")
                .is_none(),
            "the same choice again: the game moved on"
        );
        assert_eq!(
            store.load_game(record.id).expect("loads").version,
            record.version + 1
        );
    }
}
