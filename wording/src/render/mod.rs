//! Every string a player sees, in one layer shared by Discord and the terminal: event lines,
//! the public table, the private hand view with its controls, scores, errors, help and rules.
//!
//! Renderers return plain structs ([`Embed`], [`Components`], [`Message`]) that a thin adapter
//! turns into serenity builders, or that [`Message::to_text`] prints for a terminal. Discord's
//! size limits are the payload types' own ([`crate::payload::limits`]): renderers say what to
//! show, never how much Discord takes. Public renderers take a `PublicView`, which
//! holds no hand, so they cannot leak hidden cards.

pub mod acted;
pub mod announce;
pub mod announce_gathered;
pub mod auction;
pub mod away;
pub mod bidding;
pub mod clock;
pub mod ended;
pub mod errors;
pub mod events;
pub mod game_log;
pub mod gone;
pub mod hand;
pub mod help;
pub mod house_rules;
pub mod leaderboard;
pub mod lobby;
pub mod my_games;
pub mod names;
pub mod next_up;
pub mod notify;
pub mod pause;
pub mod picture_alt;
pub mod picture_words;
pub mod profile;
pub mod refusals;
pub mod reply;
pub mod report;
pub mod result_ratings;
pub mod rule_errors;
pub mod rules_prose;
pub mod score;
pub mod server_settings;
pub mod since;
pub mod stop;
pub mod table;
pub mod terminal;
pub mod text;
pub mod timeouts;
pub mod words;

pub use crate::payload::{Button, ButtonStyle, Colour, Components, Embed, Message, Row, Select};
pub use acted::Acted;
pub use clock::TableClock;
pub use errors::{error_message, input_error_text, rule_error_text};
pub use events::{event_line, event_lines, events_message};
pub use hand::{available_verbs, hand_components, hand_embed, hand_message, pile_text};
pub use help::{help_embed, slash_help_embed, topic_help, verb_help};
pub use names::{names_of, seat_name, Names};
pub use rules_prose::rules_embed;
pub use score::{deal_result_embed, game_over_embed, scores_embed};
pub use table::{table_embed, table_embed_with, table_message, table_message_with};
