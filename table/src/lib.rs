//! The game-table service: what the Discord commands do to a table, without any Discord type,
//! so it can be tested (and reused) on its own.
//!
//! - [`lobby`]: gathering players (join, leave, computer players, seats and partners);
//! - [`start`]: opening a lobby, starting its game, "Play again", abandoning;
//! - [`act`]: one player action, parsed from typed text or a pressed control, applied through
//!   the store with the Discord interaction's id as idempotency key;
//! - [`computer`]: one move of a computer player;
//! - [`catch_up`]: the actions a thread has not seen, rebuilt from the log;
//! - [`turn`]: whose move it is now, and who must be told;
//! - [`find`]: the game of a thread, and a user's seat in it;
//! - [`standings`]: the leaderboard of a server, from its stored results.
//!
//! Functions here are synchronous (the store is); call them through [`blocking`].

pub mod act;
pub mod blocking;
pub mod catch_up;
pub mod computer;
pub mod error;
pub mod find;
pub mod lobby;
pub mod server_settings;
pub mod standings;
pub mod start;
pub mod turn;

pub use act::{act, Acted, Request};
pub use blocking::blocking;
pub use error::TableError;
