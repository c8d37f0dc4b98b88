//! The game-table service: what the Discord commands do to a table, without any Discord type,
//! so it can be tested (and reused) on its own. It sits on the engine, the store and the
//! wording (`canasta-wording`, whose typed reasons and view structs it hands back), and the
//! Discord commands (`canasta-commands`) sit on it.
//!
//! - [`lobby`]: gathering players (join, leave, computer players, seats and partners);
//! - [`start`]: opening a lobby, starting its game, "Play again", abandoning;
//! - [`act`]: one player action, parsed from typed text or a pressed control, applied through
//!   the store with the Discord interaction's id as idempotency key;
//! - [`computer`]: one move of a computer player, chosen without the game's lock, stored once;
//! - [`thinking`]: how long computer players think, and each decision's share of a busy pool;
//! - [`deadline`]: what a table does when a move clock runs out (the autopilot);
//! - [`clocks`]: move clocks: what is due (reminders, deadlines) and how much time is left;
//! - [`catch_up`]: the actions a thread has not seen, rebuilt from the log;
//! - [`channel_gone`]: a deleted thread or channel ends its game cleanly;
//! - [`since`]: what the other seats did since a seat last acted;
//! - [`find`]: the game of a thread (its last one, once ended), and a user's seat in it;
//! - [`seats`]: a seat handed over: a substitute takes it, its owner comes back;
//! - [`notify`]: how each player is reminded (direct message, thread or not at all);
//! - [`my_games`]: a user's games in a server, those awaiting them first;
//! - [`language`]: the language of a server's public posts (issue 16);
//! - [`public_log`]: every move's public line, for `/log`;
//! - [`ratings`]: team-aware Weng-Lin ratings per family and season, kept up to date with
//!   the stored results;
//! - [`result_ratings`]: what a game's result did to its players' ratings, for its thread;
//! - [`standings`]: the leaderboard of a server, from its stored results.
//!
//! Functions here are synchronous (the store is); async callers run them on a blocking pool
//! (`canasta_commands::discord::blocking`).

pub mod act;
pub mod away;
pub mod catch_up;
pub mod channel_gone;
pub mod clocks;
pub mod computer;
pub mod deadline;
pub mod error;
pub mod find;
pub mod language;
pub mod leaderboard;
pub mod lobby;
pub mod my_games;
pub mod notify;
pub mod pause;
pub mod profile;
pub mod public_log;
pub mod ratings;
pub mod reports;
pub mod result_ratings;
pub mod seats;
pub mod server_settings;
pub mod since;
pub mod standings;
pub mod start;
#[cfg(test)]
mod test_games;
pub mod thinking;

pub use act::{act, act_locked, Acted, Request};
pub use error::{table_error_text, Seats, TableError};
