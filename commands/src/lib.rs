//! Discord commands and rendering for the Canasta bot.
//!
//! The Discord-independent foundation lives here, shared by the Discord commands and the
//! terminal `play` mode ("one parser, one set of messages"):
//! - [`render`]: every string a player sees, as plain embed/component structs within Discord's
//!   limits, and as plain text.

pub mod render;
