//! The Discord bot: poise commands over the table service (`canasta-table`), the button and
//! select handler, the public announcements of each game thread, and the background tasks
//! (computer players, turn reminders).
//!
//! Start it with [`start`] (the binary and the end-to-end tests both do), stop it with
//! [`BotHandle::shutdown`].
//!
//! Files: [`runtime`] (client, registration, shutdown), [`settings`], [`shards`] (which servers this process owns), [`errors`] (`UserErr`
//! and `on_error`), [`adapter`] (render payloads to serenity builders), [`respond`] (answering
//! within Discord's 3 seconds), [`retry`] (answers sent again after a 429 or 5xx), [`blocking`] (the synchronous store off the async threads),
//! [`announce`] (posting in threads), [`permissions`] (what the invite asks for), [`place`]
//! (where a table opens, by the kind of channel), [`members`] (names and permissions of who asks), [`metrics`] (for operators), one
//! file per command group ([`lobby`], [`turn`], [`info`], [`manage`], [`my_games`],
//! [`game_log`], [`notify`], [`leaderboard`], [`profile`]), [`autocomplete`],
//! [`components`] (buttons and selects), [`repeats`] (an interaction delivered twice is
//! handled once), [`stopping`] (a graceful stop: what is in flight is answered, what comes
//! after is declined), [`tasks`].

pub mod adapter;
pub mod announce;
pub mod autocomplete;
pub mod away;
pub mod blocking;
pub mod components;
pub mod errors;
pub mod game_log;
pub mod info;
pub mod language;
pub mod leaderboard;
pub mod lifecycle;
pub mod lobby;
pub mod localize;
pub mod manage;
pub mod members;
pub mod metrics;
pub mod my_games;
pub mod notify;
pub mod outbox;
pub mod pause;
pub mod permissions;
pub mod place;
pub mod profile;
pub mod repeats;
pub mod respond;
pub mod retry;
pub mod runtime;
pub mod seats;
pub mod server;
pub mod settings;
pub mod shards;
pub mod stopping;
pub mod tasks;
pub mod turn;

pub use blocking::blocking;
pub use canasta_table::thinking::Thinking;
pub use runtime::{framework_options, start, BotHandle, StartError};
pub use settings::{Backups, BotSettings, Maintenance, Timing};
pub use shards::{ShardCount, ShardPlan, Shards};

use canasta_storage::Store;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// The error type of every command: a [`errors::UserErr`] or a
/// [`TableError`](canasta_table::TableError) refusal is shown to the user; anything else is
/// logged.
pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// The poise context of our commands.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every command and task shares. Nothing in it is locked across an `.await`, except a
/// game's lock ([`Store::lock_game_async`]): one action at a time per game, held across the
/// action, its answer and its public lines, so a thread reads in order.
pub struct Data {
    /// The games.
    pub store: Store,
    /// Delays and deadlines.
    pub timing: Timing,
    /// Wakes the computer-player runner for a game.
    pub computer: tasks::computer::ComputerQueue,
    /// REST access for posting outside an interaction.
    pub http: Arc<serenity::Http>,
    /// The shards this process runs: the servers it owns.
    pub shards: Shards,
}

/// Every command, for registration, with its descriptions and its Finnish and Swedish names
/// from the Fluent messages ([`localize`]).
pub fn all_commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        lobby::canasta(),
        turn::draw(),
        turn::take_pile(),
        turn::meld(),
        turn::discard(),
        turn::go_out(),
        info::hand(),
        info::table(),
        info::pile(),
        info::score(),
        info::rules(),
        info::help(),
        leaderboard::leaderboard(),
        profile::profile(),
        my_games::my_games(),
        game_log::game_log(),
        manage::resign(),
        manage::abandon(),
    ];
    localize::localize(&mut commands);
    commands
}

#[cfg(test)]
mod tests {
    use super::all_commands;
    use canasta_wording::lang::Lang;
    use canasta_wording::payload::limits::violations;
    use canasta_wording::render::help::slash_commands_help;
    use canasta_wording::render::{slash_help_embed, Message};

    #[test]
    fn help_names_every_slash_command() {
        for lang in Lang::ALL {
            let help = slash_commands_help(lang);
            // Each command as the reader's client shows it (`/nosta`, `/canasta uusi`).
            let shown = |command: &poise::Command<_, _>| {
                lang.discord_locales()
                    .first()
                    .and_then(|locale| command.name_localizations.get(*locale))
                    .unwrap_or(&command.name)
                    .clone()
            };
            for command in all_commands() {
                let name = match command.name.as_str() {
                    "canasta" => {
                        let new = command.subcommands.iter().find(|s| s.name == "new");
                        format!("canasta {}", new.map(shown).unwrap_or_default())
                    }
                    _ => shown(&command),
                };
                assert!(
                    help.contains(&format!("`/{name}")),
                    "/help in {lang} does not mention /{name}"
                );
            }
            assert!(violations(&Message::embed(slash_help_embed(lang, None))).is_empty());
        }
    }
}
