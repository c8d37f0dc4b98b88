//! Threads and servers that go away (issue 13, "Threads"): a deleted game thread, or the
//! channel it was in, ends its game cleanly (stored as abandoned, see
//! [`canasta_table::channel_gone`]); a post that fails because Discord no longer knows the
//! channel does the same, for a thread deleted while the bot was not listening. A server that
//! removes the bot is left alone on disk (the games come back if it is invited again) and the
//! tasks stop posting there, since they only serve the servers the bot is in.

use super::blocking::blocking;
use canasta_storage::{GameId, Store};
use canasta_table::channel_gone::{channel_gone, forget_posts};
use poise::serenity_prelude as serenity;

/// Discord's "Unknown Channel": the channel or thread does not exist (any more).
const UNKNOWN_CHANNEL: isize = 10003;

/// Handles the gateway events that end tables: a thread or channel deleted, the bot removed
/// from a server (logged; its tasks skip servers the bot is not in).
pub async fn on_event(event: &serenity::FullEvent, store: &Store) {
    match event {
        serenity::FullEvent::ThreadDelete { thread, .. } => {
            end_tables_in(store, thread.id.get(), "its thread was deleted").await;
        }
        serenity::FullEvent::ChannelDelete { channel, .. } => {
            end_tables_in(store, channel.id.get(), "its channel was deleted").await;
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

/// Ends what was played in `channel`, which is gone.
async fn end_tables_in(store: &Store, channel: u64, why: &'static str) {
    match blocking(store, move |s| channel_gone(s, channel)).await {
        Ok(gone) if !gone.is_empty() => tracing::info!(
            channel,
            games = ?gone.games,
            lobby_cancelled = gone.lobby_cancelled,
            "a table ended: {why}"
        ),
        Ok(_) => {}
        Err(e) => tracing::warn!(channel, error = %e, "could not end the tables of a gone channel"),
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
    match serenity::ChannelId::new(channel).to_channel(http).await {
        Err(e) if is_unknown_channel(&e) => {
            end_tables_in(store, channel, "Discord no longer knows its thread").await;
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
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if response.error.code == UNKNOWN_CHANNEL
    )
}
