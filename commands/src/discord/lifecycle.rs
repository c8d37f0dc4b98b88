//! Threads and servers that go away (issue 13, "Threads"): a deleted game thread, or the
//! channel it was in, ends its game cleanly (stored as abandoned, see
//! [`canasta_table::channel_gone`]); a post that fails because Discord no longer knows the
//! channel does the same, for a thread deleted while the bot was not listening. The players
//! read why in the channel the table was opened in, when it is still there (issue 14). A
//! server that
//! removes the bot is left alone on disk (the games come back if it is invited again) and the
//! tasks stop posting there, since they only serve the servers the bot is in.

use super::adapter;
use super::blocking::blocking;
use super::language::public_lang_in;
use super::metrics::counted;
use canasta_storage::{GameId, Store};
use canasta_table::channel_gone::{channel_gone, forget_posts, games_in_threads_of};
use canasta_wording::render::gone::thread_gone_message;
use poise::serenity_prelude as serenity;

/// Discord's "Unknown Channel": the channel or thread does not exist (any more).
const UNKNOWN_CHANNEL: isize = 10003;

/// Handles the gateway events that end tables: a thread or channel deleted, the bot removed
/// from a server (logged; its tasks skip servers the bot is not in).
pub async fn on_event(http: &serenity::Http, event: &serenity::FullEvent, store: &Store) {
    match event {
        serenity::FullEvent::ThreadDelete { thread, .. } => {
            let thread = thread.id.get();
            end_tables_in(http, store, thread, "its thread was deleted", Tell::Players).await;
        }
        serenity::FullEvent::ChannelDelete { channel, .. } => {
            let parent = channel.id.get();
            end_tables_in(http, store, parent, "its channel was deleted", Tell::Nobody).await;
            // Discord deletes the channel's threads with it without a word for each.
            let guild = channel.guild_id.get();
            match blocking(store, move |s| games_in_threads_of(s, guild, parent)).await {
                Ok(threads) => {
                    for thread in threads {
                        // Told nowhere: the channel the table was opened in is the one deleted.
                        let why = "the channel of its thread was deleted";
                        end_tables_in(http, store, thread, why, Tell::Nobody).await;
                    }
                }
                Err(e) => {
                    tracing::warn!(parent, error = %e, "could not find the threads of a gone channel")
                }
            }
        }
        serenity::FullEvent::GuildCreate { guild, .. } => {
            super::language::remember_guild(guild.id.get(), &guild.preferred_locale);
        }
        serenity::FullEvent::GuildUpdate { new_data, .. } => {
            super::language::remember_guild(new_data.id.get(), &new_data.preferred_locale);
        }
        serenity::FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            tracing::info!(
                guild = incomplete.id.get(),
                "removed from a server: its games stay stored, nothing is posted there"
            );
        }
        _ => {}
    }
}

/// Whether the players of a game that ended are told why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tell {
    /// In the channel the table was opened in.
    Players,
    /// Not at all: the place to tell them is gone too.
    Nobody,
}

/// Ends what was played in `channel`, which is gone, and tells the players of each game that
/// ended when `tell` says so.
async fn end_tables_in(
    http: &serenity::Http,
    store: &Store,
    channel: u64,
    why: &'static str,
    tell: Tell,
) {
    match blocking(store, move |s| channel_gone(s, channel)).await {
        Ok(gone) if !gone.is_empty() => {
            tracing::info!(
                channel,
                games = ?gone.games,
                lobby_cancelled = gone.lobby_cancelled,
                "a table ended: {why}"
            );
            if tell == Tell::Players {
                for game in gone.games {
                    tell_the_table_channel(http, store, game).await;
                }
            }
        }
        Ok(_) => {}
        Err(e) => tracing::warn!(channel, error = %e, "could not end the tables of a gone channel"),
    }
}

/// Says in the channel `game`'s table was opened in that its thread is gone and the game
/// over. One try: when that channel is gone too, nobody is left there to read it.
async fn tell_the_table_channel(http: &serenity::Http, store: &Store, game: GameId) {
    let found = blocking(store, move |s| {
        let record = s.load_game(game)?;
        let lobby = s.load_lobby(record.channel_id)?;
        let lang = public_lang_in(s, record.guild_id);
        Ok(lobby.map(|l| (l.channel_id, record, lang)))
    })
    .await;
    let (parent, record, lang) = match found {
        Ok(Some(found)) => found,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(game = game.0, error = %e, "cannot load a game whose thread is gone");
            return;
        }
    };
    let message = adapter::channel_message(&thread_gone_message(lang, &record), None);
    let sent = serenity::ChannelId::new(parent).send_message(http, message);
    if let Err(e) = counted("channel post", sent).await {
        tracing::info!(game = game.0, parent, error = %e, "could not tell the table's channel that its game ended");
    }
}

/// After posts to `game`'s thread `channel` failed: when Discord says the channel is unknown,
/// the thread was deleted (perhaps while the bot was offline), so its game ends and its owed
/// posts are forgotten. Returns true when it did. One request, made only after a failure.
pub async fn end_if_channel_gone(
    http: &serenity::Http,
    store: &Store,
    game: GameId,
    channel: u64,
) -> bool {
    match counted(
        "channel get",
        serenity::ChannelId::new(channel).to_channel(http),
    )
    .await
    {
        Err(e) if is_unknown_channel(&e) => {
            let why = "Discord no longer knows its thread";
            end_tables_in(http, store, channel, why, Tell::Players).await;
            if let Err(e) = blocking(store, move |s| forget_posts(s, game)).await {
                tracing::warn!(game = game.0, error = %e, "could not forget a gone thread's posts");
            }
            true
        }
        _ => false,
    }
}

/// True when `error` is Discord's answer for a channel that does not exist.
fn is_unknown_channel(error: &serenity::Error) -> bool {
    crate::discord::retry::discord_code(error) == Some(UNKNOWN_CHANNEL)
}
