//! Why the table service refused or failed. Most variants are the player's doing and are shown
//! to them, in their language ([`table_error_text`]); [`TableError::Store`] and
//! [`TableError::Internal`] are for the log.

use super::lobby::LobbyError;
use canasta_engine::{RuleError, Rules};
use canasta_storage::{GameRecord, GameStatus, PlayerSlot, StoreError};
use canasta_wording::input::InputError;
use canasta_wording::lang::Lang;
use canasta_wording::refusal::SeatError;
use canasta_wording::render::errors::{clash_text, input_error_text, rule_error_text, stale_view};
use canasta_wording::render::refusals::{
    host_or_moderator, lobby_error_text, no_game_here, not_a_player, not_active_text, our_fault,
    seat_error_text, still_playing,
};
use canasta_wording::render::{seat_name, Names};

/// The seats of a game whose action was refused, kept to name them in the reader's language
/// (a seat without a name is "Seat 2", "Paikka 2", "Plats 2").
#[derive(Debug, Clone)]
pub struct Seats {
    rules: Box<Rules>,
    players: Vec<PlayerSlot>,
}

impl Seats {
    /// The seats of `record`.
    pub fn of(record: &GameRecord) -> Seats {
        Seats {
            rules: Box::new(record.rules.clone()),
            players: record.players.clone(),
        }
    }

    /// Their names as messages in `lang` show them.
    pub fn names(&self, lang: Lang) -> Names {
        let names: Vec<String> = self.players.iter().map(|p| seat_name(lang, p)).collect();
        Names::new(lang, &self.rules, &names)
    }
}

/// A refusal or a failure of the table service.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// The channel has no active game (nor an open lobby, where that matters).
    #[error("no game in this channel")]
    NoGameHere,
    /// The user has no seat in the game.
    #[error("not a player of this game")]
    NotAPlayer,
    /// Typed cards that do not fit the hand or the grammar.
    #[error("input: {0}")]
    Input(InputError),
    /// Two options chosen together in the Meld menu need the same card (`K K 2` and `J: 2`
    /// with one 2): the two, and what the hand lacks.
    #[error("menu options {first} and {second} clash: {cause}")]
    Clash {
        /// The first option, as its value reads (`K K 2`).
        first: String,
        /// The second option.
        second: String,
        /// The grammar's refusal of the two together.
        cause: InputError,
    },
    /// The engine refused the action.
    #[error("rule: {error}")]
    Rule {
        /// The engine's reason.
        error: RuleError,
        /// The game's seats, to name them in the wording.
        seats: Seats,
    },
    /// A button or select from a view the game has moved past.
    #[error("the view is out of date")]
    Stale,
    /// The game is finished or abandoned.
    #[error("the game is {0}")]
    NotActive(GameStatus),
    /// The game is still being played ("Play again" waits for its end).
    #[error("the game is still being played")]
    StillPlaying,
    /// Only the host (or a moderator) may do this.
    #[error("only the host may do this")]
    HostOnly,
    /// A seat could not change hands.
    #[error("seat: {0:?}")]
    Seat(SeatError),
    /// A lobby refused a change.
    #[error("lobby: {0:?}")]
    Lobby(LobbyError),
    /// The store failed (disk, corruption): for the operator.
    #[error(transparent)]
    Store(StoreError),
    /// Something else that is not the player's doing.
    #[error("{0}")]
    Internal(String),
}

impl TableError {
    /// True when the player caused it and should read why; false for failures to log.
    pub fn is_refusal(&self) -> bool {
        !matches!(self, TableError::Store(_) | TableError::Internal(_))
    }
}

/// The text of any refusal (and a neutral one for failures that are not the player's), in
/// `lang`, the reader's language, in the words of `canasta_wording::render::refusals`.
pub fn table_error_text(lang: Lang, error: &TableError) -> String {
    match error {
        TableError::NoGameHere => no_game_here(lang),
        TableError::NotAPlayer => not_a_player(lang),
        TableError::Input(e) => input_error_text(lang, e),
        TableError::Clash {
            first,
            second,
            cause,
        } => clash_text(lang, first, second, &input_error_text(lang, cause)),
        TableError::Rule { error, seats } => rule_error_text(lang, error, &seats.names(lang)),
        TableError::Stale => stale_view(lang),
        TableError::NotActive(status) => not_active_text(lang, *status),
        TableError::StillPlaying => still_playing(lang),
        TableError::HostOnly => host_or_moderator(lang),
        TableError::Lobby(e) => lobby_error_text(lang, e),
        TableError::Seat(e) => seat_error_text(lang, e),
        TableError::Store(_) | TableError::Internal(_) => our_fault(lang),
    }
}

impl From<StoreError> for TableError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::NotActive { status, .. } => TableError::NotActive(status),
            StoreError::NotFound(_) => TableError::NoGameHere,
            other => TableError::Store(other),
        }
    }
}

impl From<SeatError> for TableError {
    fn from(e: SeatError) -> Self {
        TableError::Seat(e)
    }
}

impl From<LobbyError> for TableError {
    fn from(e: LobbyError) -> Self {
        TableError::Lobby(e)
    }
}
