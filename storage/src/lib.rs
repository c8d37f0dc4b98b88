//! Durable storage of Canasta games in sled.
//!
//! A [`Store`] keeps games (players, the engine's [`GameLog`](canasta_engine::GameLog), a
//! snapshot, a version, a status), indexes of active games per guild, channel and user,
//! finished-game [`GameResult`]s, per-guild [`GuildSettings`] and idempotency keys.
//!
//! [`Store::apply_action`] is the heart: it loads a game, checks the version, applies the
//! action through the engine, writes the game, its indexes and the idempotency key in one
//! sled transaction, flushes to disk, and only then reports success. Every stored value
//! carries its format version (see [`format`](crate::format) in the source); records of every
//! released version keep loading.
//!
//! The API is synchronous: call it from async code through `spawn_blocking`.

mod apply;
mod backup;
mod clock;
mod commit;
mod db;
mod error;
mod export;
mod format;
mod games;
mod idempotency;
mod ids;
mod index;
mod locks;
mod log;
mod record;
mod results;
mod settings;
mod store;

pub use apply::Applied;
pub use backup::BackupReport;
pub use error::{Result, StoreError};
pub use export::{ExportedGame, EXPORT_FORMAT};
pub use games::Created;
pub use ids::GameId;
pub use record::{GameRecord, GameStatus, NewGame, PlayerSlot};
pub use results::GameResult;
pub use settings::GuildSettings;
pub use store::{OpenOptions, Store};
