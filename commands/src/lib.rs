//! Discord commands and rendering for the Canasta bot.
//!
//! The Discord-independent foundation lives here, shared by the Discord commands and the
//! terminal `play` mode ("one parser, one set of messages"):
//! - [`input`]: the card grammar (`meld 7 7 2, K K K`), turning typed text into engine
//!   actions, and autocomplete suggestions;
//! - [`render`]: every string a player sees, as plain embed/component structs within Discord's
//!   limits, and as plain text;
//! - [`custom_id`]: the ids of buttons and selects, so they act statelessly.

pub mod custom_id;
pub mod input;
pub mod render;
