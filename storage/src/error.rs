//! Everything that can go wrong in the store. Errors about the database name its path; errors
//! about one game name the game.

use canasta_engine::RuleError;
use canasta_records::GameId;
use canasta_records::GameStatus;
use std::path::PathBuf;
use thiserror::Error;

/// The result type of every store operation.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// Why a store operation failed. Only [`StoreError::Rule`], [`StoreError::VersionConflict`],
/// [`StoreError::NotActive`] and [`StoreError::NotFound`] are the player's doing; the others
/// are for the operator and name the database path.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database directory, or the directory meant to hold it, does not exist.
    #[error("no database at {path}: {reason}")]
    Missing {
        /// The path asked for.
        path: PathBuf,
        /// What is missing.
        reason: String,
    },
    /// Another process (or another `Store` in this one) has the database open.
    #[error("the database at {path} is in use by another process (stop it first): {detail}")]
    Locked {
        /// The database path.
        path: PathBuf,
        /// sled's message.
        detail: String,
    },
    /// The database could not be created, opened, read or written.
    #[error("database error at {path}: {source}")]
    Io {
        /// The database path.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: sled::Error,
    },
    /// A file or directory outside sled could not be used (backups, probes).
    #[error("cannot use {path}: {source}")]
    File {
        /// The path.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
    /// A stored record cannot be decoded. Only that record is affected.
    #[error("corrupt {what} in the database at {path}: {reason}")]
    Corrupt {
        /// The database path.
        path: PathBuf,
        /// Which record, e.g. `game 42`.
        what: String,
        /// Why it cannot be decoded.
        reason: String,
    },
    /// The database or a record was written by a newer version of this crate.
    #[error("{what} in the database at {path} has format {found}, newer than this build reads (up to {supported}): upgrade the bot")]
    TooNew {
        /// The database path.
        path: PathBuf,
        /// Which record.
        what: String,
        /// The stored format version.
        found: u16,
        /// The newest version this build reads.
        supported: u16,
    },
    /// No game has this id.
    #[error("there is no game {0}")]
    NotFound(GameId),
    /// The caller's view of the game is stale.
    #[error("game {game} has changed: expected version {expected}, it is at {actual}")]
    VersionConflict {
        /// The game.
        game: GameId,
        /// The version the caller saw.
        expected: u64,
        /// The stored version.
        actual: u64,
    },
    /// The engine refused the action; nothing was changed.
    #[error("{error}")]
    Rule {
        /// The game.
        game: GameId,
        /// The engine's reason.
        error: RuleError,
    },
    /// The game is finished or abandoned.
    #[error("game {game} is {status}")]
    NotActive {
        /// The game.
        game: GameId,
        /// Its status.
        status: GameStatus,
    },
    /// The game has no result yet.
    #[error("game {game} is {status}, not finished: it has no result")]
    NotFinished {
        /// The game.
        game: GameId,
        /// Its status.
        status: GameStatus,
    },
    /// A status change the store does not allow (e.g. reopening a finished game).
    #[error("game {game} cannot go from {from} to {to}")]
    BadTransition {
        /// The game.
        game: GameId,
        /// The current status.
        from: GameStatus,
        /// The status asked for.
        to: GameStatus,
    },
    /// An idempotency key was sent again with a different request.
    #[error("idempotency key {key:?} was already used for a different request")]
    KeyReused {
        /// The key.
        key: String,
    },
    /// The new game is not valid (rules, seats).
    #[error("invalid game: {0}")]
    InvalidGame(String),
    /// The game record changed between the store reading and writing it, which only a write
    /// that bypassed the game's lock can cause; or a new game's id was taken.
    #[error("game {0} changed underneath the store during the update; try again")]
    Contended(GameId),
    /// A reshard that cannot be done as asked (nothing was written).
    #[error("reshard: {0}")]
    Reshard(String),
    /// A backup target already exists.
    #[error("{path} already exists: a backup never overwrites")]
    Exists {
        /// The target.
        path: PathBuf,
    },
}
