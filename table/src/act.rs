//! One player action: found in its game, checked against the turn, parsed from what the player
//! typed or pressed, and applied through the store with the Discord interaction's id as
//! idempotency key, so a repeated interaction applies once.

use super::error::TableError;
use super::find::{game_in_channel, seat_of};
use canasta_engine::{Action, Phase, RuleError, SeatView};
use canasta_storage::{Applied, GameId, GameRecord, GameStatus, KeyUse, Store, StoreError};
use canasta_wording::custom_id::Control;
use canasta_wording::input::{parse_verb_args, pressed, Pressed, Verb};
pub use canasta_wording::render::acted::Acted;
use canasta_wording::render::names_of;

/// Which game an action is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// The active game of this thread (slash commands).
    Channel(u64),
    /// This game (buttons and selects name it).
    Game(GameId),
}

/// What the player asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// A slash command: its verb and its text argument.
    Typed {
        /// The command.
        verb: Verb,
        /// Its cards, as typed.
        args: String,
    },
    /// A button or select of a view drawn at `version` (never [`Control::Hand`]).
    Pressed {
        /// The control.
        control: Control,
        /// The options chosen in a select.
        values: Vec<String>,
        /// The game's version when the view was drawn.
        version: u64,
    },
}

/// What the store's `applied` outcome of `action` by `seat` on `before` did, with the game as
/// it is now.
pub(crate) fn acted(
    store: &Store,
    before: GameRecord,
    seat: usize,
    action: Action,
    applied: Applied,
) -> Result<Acted, TableError> {
    let after = store.load_game(before.id)?;
    Ok(Acted {
        before,
        after,
        seat,
        action,
        events: applied.events,
        duplicate: applied.duplicate,
    })
}

/// How often a typed action is read again when the game moved between reading and writing.
const ATTEMPTS: usize = 4;

/// Applies `user`'s `request` in `target` with idempotency key `key`.
pub fn act(
    store: &Store,
    target: Target,
    user: u64,
    request: &Request,
    key: &str,
) -> Result<Acted, TableError> {
    match store.key_use(key)? {
        Some(KeyUse::Applied {
            game, seat, action, ..
        }) => return repeat(store, game, seat, action, key),
        Some(KeyUse::Created { .. }) => {
            return Err(TableError::Internal(format!("key {key} created a game")))
        }
        None => {}
    }
    for _ in 0..ATTEMPTS {
        let before = match target {
            Target::Channel(channel) => game_in_channel(store, channel)?,
            Target::Game(game) => store.load_game(game)?,
        };
        if before.status != GameStatus::Active {
            return Err(TableError::NotActive(before.status));
        }
        let seat = seat_of(&before, user)?;
        if let Request::Pressed { version, .. } = request {
            if *version != before.version {
                return Err(TableError::Stale);
            }
        }
        check_turn(&before, seat)?;
        let action = parse(request, &before.game.seat_view(seat))?;
        match store.apply_action(before.id, Some(before.version), seat, &action, Some(key)) {
            Ok(applied) => return acted(store, before, seat, action, applied),
            Err(StoreError::VersionConflict { .. }) if matches!(request, Request::Typed { .. }) => {
                continue
            }
            Err(StoreError::VersionConflict { .. }) => return Err(TableError::Stale),
            Err(StoreError::Rule { error, .. }) => {
                return Err(TableError::Rule {
                    error,
                    names: names_of(&before),
                })
            }
            Err(e) => return Err(e.into()),
        }
    }
    Err(TableError::Internal(
        "the game kept changing while the action was applied".into(),
    ))
}

/// A repeated interaction: the store hands back the first outcome.
fn repeat(
    store: &Store,
    game: GameId,
    seat: usize,
    action: Action,
    key: &str,
) -> Result<Acted, TableError> {
    let applied = store.apply_action(game, None, seat, &action, Some(key))?;
    let after = store.load_game(game)?;
    Ok(Acted {
        before: after.clone(),
        after,
        seat,
        action,
        events: applied.events,
        duplicate: true,
    })
}

/// Refuses, with the engine's words, a seat that is not the one to act.
fn check_turn(record: &GameRecord, seat: usize) -> Result<(), TableError> {
    let game = &record.game;
    let error = match game.seat_to_act() {
        Some(s) if s == seat => return Ok(()),
        None => RuleError::GameOver,
        Some(_) if game.turn().phase == Phase::AwaitingAnswer && game.turn().seat == seat => {
            RuleError::AwaitingAnswer
        }
        Some(expected) => RuleError::NotYourTurn { expected },
    };
    Err(TableError::Rule {
        error,
        names: names_of(record),
    })
}

/// The action `request` stands for in `view`.
fn parse(request: &Request, view: &SeatView) -> Result<Action, TableError> {
    match request {
        Request::Typed { verb, args } => {
            parse_verb_args(*verb, args, view).map_err(TableError::Input)
        }
        Request::Pressed {
            control, values, ..
        } => match pressed(control, values, view).map_err(TableError::Input)? {
            Pressed::Act(action) => Ok(action),
            Pressed::ShowHand => Err(TableError::Internal(
                "showing the hand is not an action".into(),
            )),
        },
    }
}

#[cfg(test)]
#[path = "act_tests.rs"]
mod tests;
