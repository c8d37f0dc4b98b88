//! The card grammar and every word a player reads, without Discord: shared by the Discord
//! commands (`canasta-commands`), the table service (`canasta-table`) and the terminal game
//! (`canasta-terminal`), so there is one parser and one set of messages. Nothing here links
//! serenity, poise or tokio.
//!
//! - [`lang`]: the languages (English, Finnish, Swedish) and every message as Fluent text
//!   (`locales/<lang>/*.ftl`), asked for with [`tr!`];
//! - [`input`]: the card grammar (`meld 7 7 2, K K K`), turning typed text into engine
//!   actions, and autocomplete suggestions;
//! - [`render`]: every string a player sees, as [`payload`] structs, and as plain text;
//! - [`payload`]: the plain message structs (embeds, buttons, selects) with Discord's size
//!   limits, which a thin adapter turns into serenity builders;
//! - [`refusal`]: why the table service refuses a lobby or settings change, as typed reasons;
//! - [`post_key`]: what a batch of a game's public posts is for, and each post's nonce, so a
//!   post sent again is not posted twice;
//! - [`custom_id`]: the ids of buttons and selects, so they act statelessly ([`table_id`] for
//!   the lobby's and "Play again").

pub mod board_id;
pub mod custom_id;
pub mod input;
pub mod lang;
pub mod payload;
pub mod post_key;
pub mod refusal;
pub mod render;
pub mod rules_document;
pub mod table_id;
#[cfg(test)]
mod test_records;
