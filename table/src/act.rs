//! One player action: found in its game, checked against the turn, parsed from what the player
//! typed or pressed, and applied through the store with the Discord interaction's id as
//! idempotency key, so a repeated interaction applies once. One trip: under the game's lock
//! the store looks the key up, reads the game once, hands it here to parse the request, and
//! returns the game before and after.

use super::error::{Seats, TableError};
use super::find::{game_id_in_channel, seat_of};
use canasta_engine::{Action, SeatView};
use canasta_storage::{GameId, GameLock, Store, StoreError};
use canasta_wording::custom_id::Control;
use canasta_wording::input::{
    clashing_choices, parse_verb_args, pressed, InputError, Pressed, Verb,
};
use canasta_wording::lang::Lang;
pub use canasta_wording::render::acted::Acted;

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

/// Applies `user`'s `request` in `target` with idempotency key `key`, taking the game's lock
/// (blocking) for the action; a caller that holds it calls [`act_locked`]. `lang` is the
/// user's: what they typed is read in it (Finnish `R R R` are queens), and a refusal speaks it.
pub fn act(
    store: &Store,
    target: Target,
    user: u64,
    lang: Lang,
    request: &Request,
    key: &str,
) -> Result<Acted, TableError> {
    let game = match target {
        Target::Channel(channel) => game_id_in_channel(store, channel)?,
        Target::Game(game) => game,
    };
    act_locked(&store.lock_game(game), user, lang, request, key)
}

/// Applies `user`'s `request` to the game `turn` holds, with idempotency key `key`: a key that
/// already applied an action gives that first outcome back (`duplicate`), without reading the
/// request again (it was meant for the game as it was then). `lang` is the user's, as for
/// [`act`].
pub fn act_locked(
    turn: &GameLock,
    user: u64,
    lang: Lang,
    request: &Request,
    key: &str,
) -> Result<Acted, TableError> {
    let mut seats = None;
    let applied = turn.apply_with(Some(key), |record| {
        seats = Some(Seats::of(record));
        let seat = seat_of(record, user)?;
        if let Request::Pressed { version, .. } = request {
            if *version != record.version {
                return Err(TableError::Stale);
            }
        }
        // The engine's turn check, before reading what the seat asked for (the engine checks
        // the action's own actor when it applies it); refused like any rule, with the names.
        record
            .game
            .check_seat(seat)
            .map_err(|error| StoreError::Rule {
                game: record.id,
                error,
            })?;
        let action = parse(lang, request, &record.game.seat_view(seat))?;
        Ok(Some((seat, action)))
    });
    match (applied, seats) {
        (Ok(Some(applied)), _) => Ok(applied.into()),
        (Ok(None), _) => Err(TableError::Internal("no action was chosen".into())),
        // The engine refused what was read from the game: say so with the game's names.
        (Err(TableError::Store(StoreError::Rule { error, .. })), Some(seats)) => {
            Err(TableError::Rule { error, seats })
        }
        (Err(e), _) => Err(e),
    }
}

/// The action `request` stands for in `view`, read in `lang`.
fn parse(lang: Lang, request: &Request, view: &SeatView) -> Result<Action, TableError> {
    match request {
        Request::Typed { verb, args } => {
            parse_verb_args(lang, *verb, args, view).map_err(TableError::Input)
        }
        Request::Pressed {
            control, values, ..
        } => {
            match pressed(lang, control, values, view).map_err(|e| clash(lang, values, view, e))? {
                Pressed::Act(action) => Ok(action),
                Pressed::ShowHand | Pressed::ShowBids(_) => Err(TableError::Internal(
                    "showing the hand or the bids is not an action".into(),
                )),
            }
        }
    }
}

/// A refusal of chosen menu options: named as the two that clash, where two do (issue 31).
fn clash(lang: Lang, values: &[String], view: &SeatView, cause: InputError) -> TableError {
    match (&cause, clashing_choices(lang, values, view)) {
        (InputError::NotEnough { .. }, Some((first, second))) => TableError::Clash {
            first,
            second,
            cause,
        },
        _ => TableError::Input(cause),
    }
}

#[cfg(test)]
#[path = "act_tests.rs"]
mod tests;
