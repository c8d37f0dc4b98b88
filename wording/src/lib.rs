//! Discord commands and rendering for the Canasta bot.
//!
//! The Discord-independent foundation lives here, shared by the Discord commands and the
//! terminal `play` mode ("one parser, one set of messages"):
//! - [`input`]: the card grammar (`meld 7 7 2, K K K`), turning typed text into engine
//!   actions, and autocomplete suggestions;
//! - [`render`]: every string a player sees, as plain embed/component structs within Discord's
//!   limits, and as plain text;
//! - [`custom_id`]: the ids of buttons and selects, so they act statelessly ([`table_id`] for
//!   the lobby's and "Play again").
//!
//! On top of it:
//! - [`table`]: the game-table service (lobbies, starting, one action through the store with
//!   its idempotency key, computer moves, whose turn to announce), without Discord types;
//! - [`discord`]: the poise bot itself, started with [`discord::start`].

pub mod custom_id;
pub mod discord;
pub mod input;
pub mod render;
pub mod table;
pub mod table_id;
