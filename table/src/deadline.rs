//! When a move clock runs out: the table's [`TimeoutPolicy`] acts on a due deadline. With
//! the autopilot (the default), the `strong` computer player plays the awaited human's whole
//! turn (draw to discard, or the answer to "May I go out?"), each action through the store
//! under the game's lock like any other, marked as the autopilot's in the game's timeouts;
//! the turn that makes
//! [`MISSED_TURNS_TO_HAND_OVER`](canasta_storage::MISSED_TURNS_TO_HAND_OVER) in a row hands
//! the seat to a `strong` computer player until its owner returns. With `wait`, nobody acts.
//! Each of the autopilot's decisions is thought out before the store's write starts, so a
//! search holds the game's lock but never the store.
//!
//! Everything is checked under the game's lock against the wait as stored: a deadline whose
//! turn moved on (the player moved, a second taker or a restart got there first) does
//! nothing, so a turn is played at most once.

use super::act::Acted;
use super::error::TableError;
use super::lobby::COMPUTER_SUFFIX;
use canasta_engine::players::{PlayerKind, SearchBudget};
use canasta_storage::{
    Actor, Due, DueKind, GameLock, GameStatus, PlayerSlot, TimeoutPolicy, Wait, WaitKind,
};

/// More actions than any turn takes: a guard against a computer player that never ends one.
const MAX_ACTIONS_IN_A_TURN: usize = 200;

/// What a due deadline came to.
#[derive(Debug, Clone)]
pub enum Timeout {
    /// Nothing: the turn moved on, the game ended, or the deadline was taken before.
    Nothing,
    /// The table's policy is to wait: the deadline is taken, nobody acts.
    Waited,
    /// A computer player's move is overdue (one a restart lost): wake the runner.
    ComputerOverdue,
    /// The autopilot played the turn: these actions, oldest first, each already stored.
    Played(Vec<Acted>),
}

/// The level of the computer player that plays a timed-out human's turn and, after missed
/// turns, keeps their seat: the strongest.
pub const AUTOPILOT: PlayerKind = PlayerKind::Strong;

/// Acts on the due deadline `due` in the game `turn` holds (see the module documentation),
/// then takes the deadline out of the index. The autopilot thinks within `budget` a decision.
pub fn on_deadline_locked(
    turn: &GameLock,
    due: &Due,
    budget: SearchBudget,
) -> Result<Timeout, TableError> {
    let store = turn.store();
    if due.kind != DueKind::Deadline || due.game != turn.game() {
        return Ok(Timeout::Nothing);
    }
    let still_due = |wait: Option<Wait>| {
        wait.is_some_and(|w| {
            w.turn == due.turn
                && w.seat == due.seat
                && w.kind == due.wait
                && w.deadline_at == Some(due.at)
        })
    };
    let record = store.load_game(due.game)?;
    if record.status != GameStatus::Active || !still_due(store.current_wait(due.game)?) {
        store.mark_done(due)?;
        return Ok(Timeout::Nothing);
    }
    let outcome = match due.wait {
        WaitKind::Computer => Timeout::ComputerOverdue,
        WaitKind::Move | WaitKind::Answer => match store.move_clock(due.game)?.on_timeout {
            TimeoutPolicy::Wait => Timeout::Waited,
            TimeoutPolicy::Autopilot => {
                let Some(owner) = record.players.get(due.seat) else {
                    store.mark_done(due)?;
                    return Ok(Timeout::Nothing);
                };
                let stand_in = PlayerSlot::Computer {
                    name: format!("{}{COMPUTER_SUFFIX}", owner.name()),
                    kind: AUTOPILOT.name().to_string(),
                };
                let by = Actor::Autopilot { stand_in };
                let mut played = Vec::new();
                while played.len() < MAX_ACTIONS_IN_A_TURN {
                    match autopilot_step(turn, due.seat, &by, budget)? {
                        Some(acted) => played.push(acted),
                        None => break,
                    }
                    if !still_due(store.current_wait(due.game)?) {
                        break;
                    }
                }
                Timeout::Played(played)
            }
        },
    };
    // The move that ended the turn took its entries already; this takes them otherwise.
    store.mark_done(due)?;
    Ok(outcome)
}

/// One action of the autopilot for the human in `seat`, if it is still theirs to make: chosen
/// from the game as stored (the caller holds its lock), then stored if the game is still at
/// that version.
fn autopilot_step(
    turn: &GameLock,
    seat: usize,
    by: &Actor,
    budget: SearchBudget,
) -> Result<Option<Acted>, TableError> {
    let theirs = |record: &canasta_storage::GameRecord| {
        record.status == GameStatus::Active
            && matches!(record.players.get(seat), Some(PlayerSlot::Human { .. }))
            && record.game.seat_to_act() == Some(seat)
    };
    let record = turn.store().load_game(turn.game())?;
    if !theirs(&record) {
        return Ok(None);
    }
    let mut player = AUTOPILOT.build_with(record.seed ^ record.version, budget);
    let action = player.choose(&record.game, seat);
    let applied = turn.apply_as(by, None, |now| {
        let current = now.version == record.version && theirs(now);
        Ok::<_, TableError>(current.then(|| (seat, action.clone())))
    });
    match applied {
        Ok(applied) => Ok(applied.map(Acted::from)),
        Err(TableError::NotActive(_)) => Ok(None),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
#[path = "deadline_tests.rs"]
mod tests;
