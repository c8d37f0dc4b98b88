//! Wording of the table service's refusals: lobby rules, seats, turns, stale views. Input and
//! rule errors keep the wording of [`super::errors`].

use crate::refusal::{LobbyError, SeatError, SettingsError, MAX_REMINDER_HOURS};
use canasta_storage::{GameStatus, LobbyState};

/// What went wrong on our side, said without blaming the player.
pub const OUR_FAULT: &str =
    "Something went wrong on my side; the game is safe. Please try again in a moment.";

/// `/canasta away` with a duration that cannot be read.
pub const AWAY_DURATION_UNREAD: &str = "Say how long you are away like `3d`, `12h`, `1d 12h` or \
`1w` (at most 14 days a game), or `back` to end it.";

/// `/canasta new` outside a server.
pub const TABLES_IN_SERVERS: &str = "Open a table in a server's text channel.";

/// `/canasta settings` outside a server.
pub const SETTINGS_IN_SERVERS: &str = "Server settings are set in a server.";

/// A change of settings by someone who may not.
pub const SETTINGS_FOR_MODERATORS: &str = "Only moderators (Manage Server) can change the \
settings. Without options, /canasta settings shows them.";

/// `/go-out` with melds but no discard.
pub const GO_OUT_NEEDS_DISCARD: &str =
    "To go out, also name the card you discard: `/go-out melds: ... discard: 9`.";

/// House rules that `Rules::validate` refuses together, with its reason.
pub fn rules_conflict_text(reason: &canasta_engine::RulesError) -> String {
    format!("These rules do not work together: {reason}")
}

/// A rule-set name that is not one of the presets, and the ones that are.
pub fn unknown_rule_set_text(name: &str) -> String {
    format!(
        "There is no rule set `{}`. Choose one of: {}.",
        super::errors::quoted(name),
        canasta_engine::PRESET_NAMES.join(", ")
    )
}

/// The text of a refused settings change.
pub fn settings_error_text(error: &SettingsError) -> String {
    match error {
        SettingsError::UnknownRules(name) => unknown_rule_set_text(name),
        SettingsError::ReminderTooLong => format!(
            "Reminders wait at most {MAX_REMINDER_HOURS} hours (a month); 0 turns them off."
        ),
        SettingsError::NoSuchClock(hours) => no_such_clock_text(*hours),
        SettingsError::NoSuchHour(hour) => {
            format!("There is no hour {hour}: the report's hour is 0 to 23 (UTC).")
        }
    }
}

/// A move clock that is not one of the choices, and the ones that are.
pub fn no_such_clock_text(hours: u32) -> String {
    format!("There is no {hours} h move clock. Choose 8, 24 or 72 hours a move, or 0 for none.")
}

/// The text of a lobby refusal.
pub fn lobby_error_text(error: &LobbyError) -> String {
    match error {
        LobbyError::Closed(LobbyState::Started { .. }) => {
            "This table's game has already started.".into()
        }
        LobbyError::Closed(_) => "This table was closed.".into(),
        LobbyError::Full => "Every seat is taken.".into(),
        LobbyError::AlreadyIn => "You already have a seat at this table.".into(),
        LobbyError::NotIn => "You have no seat at this table.".into(),
        LobbyError::HostCannotLeave => {
            "You are the host: to close the table, use Cancel (or `/abandon`).".into()
        }
        LobbyError::HostOnly => "Only the host can do that.".into(),
        LobbyError::NotFull { missing: 1 } => {
            "One seat is still empty: wait for a player or add a computer player.".into()
        }
        LobbyError::NotFull { missing } => {
            format!("{missing} seats are still empty: wait for players or add computer players.")
        }
        LobbyError::NoComputer => "There is no computer player to remove.".into(),
        LobbyError::BadSeats => "Choose two different seats that are taken.".into(),
        LobbyError::NoSuchClock(hours) => no_such_clock_text(*hours),
    }
}

/// Why a seat could not change hands, said kindly.
pub fn seat_error_text(error: &SeatError) -> &'static str {
    match error {
        SeatError::AlreadySeated => "You already have a seat in this game.",
        SeatError::NotOffered => {
            "That seat is not offered: its player is there, or someone took it."
        }
        SeatError::NoneOffered => "No seat of this game is offered right now.",
        SeatError::NotYourSeat => "You have no seat here to come back to.",
        SeatError::NotAway => "You are in your seat already.",
    }
}

/// A command used where no game is played.
pub const NO_GAME_HERE: &str = "There is no game here. Use this command in a game's thread, \
    or open a table with `/canasta new`.";

/// Someone without a seat tried to play.
pub const NOT_A_PLAYER: &str = "You are not playing in this game.";

/// "Play again" before the game's end.
pub const STILL_PLAYING: &str = "This game is still being played.";

/// Stopping a game by someone who may not.
pub const HOST_OR_MODERATOR: &str = "Only the host or a moderator can do that.";

/// A game that is no longer played: over, or stopped.
pub fn not_active_text(status: GameStatus) -> &'static str {
    match status {
        GameStatus::Finished => "This game is over.",
        _ => "This game was stopped.",
    }
}
