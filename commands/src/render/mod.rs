//! Every string a player sees, in one layer shared by Discord and the terminal.
//!
//! Renderers return plain structs ([`Embed`], [`Components`], [`Message`]) that a thin adapter
//! turns into serenity builders, or that [`Message::to_text`] prints for a terminal. Discord's
//! size limits are enforced here ([`limits`]).

pub mod errors;
pub mod limits;
pub mod names;
pub mod payload;
pub mod text;
pub mod words;

pub use errors::{error_message, input_error_text, rule_error_text};
pub use names::Names;
pub use payload::{Button, ButtonStyle, Colour, Components, Embed, Message, Row, Select};
