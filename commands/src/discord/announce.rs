//! Posting a game's public messages in its thread ([`canasta_wording::render::announce`] builds them).
//! A post that fails is logged: the game itself is already safe in the store, and the posts of
//! actions are sent again later (see [`super::outbox`]).
//!
//! Posts that may be sent again carry the nonce of their [`PostKey`] with `enforce_nonce`:
//! when a post went out but the bot never learnt it (its answer was lost, or the bot stopped
//! before recording it), Discord answers the repeat with the message already there instead of
//! posting it twice (issue 14). Discord keeps a nonce only a few minutes and never returns it
//! when messages are read back, so each such post also ends in the invisible [`mark`] of its
//! nonce; before sending again, the outbox reads the thread's recent posts for those marks
//! ([`marks_in_thread`]) and skips what is there (issue 30: exactly once after a long outage).

use super::adapter;
use super::metrics::counted;
use canasta_wording::payload::limits::{text_len, MAX_CONTENT};
use canasta_wording::post_key::{mark, marked_nonce, PostKey};
use canasta_wording::render::announce::Post;
use poise::serenity_prelude as serenity;
use std::collections::HashSet;

/// How many of a thread's latest messages are read for the marks of the bot's posts: the most
/// Discord gives in one read. Players cannot act while the bot is down, so what it may have
/// posted before it stopped is among them unless the thread talked a lot meanwhile.
const READ_BACK: u8 = 100;

/// Posts `posts` in `channel`, in order, stopping at the first that fails; true if all went
/// out. With `key`, each post carries the nonce of its place in the batch.
pub async fn post_all(
    http: &serenity::Http,
    channel: u64,
    key: Option<PostKey>,
    posts: &[Post],
) -> bool {
    post_missing(http, channel, key, posts, &HashSet::new()).await
}

/// [`post_all`], leaving out the posts whose nonces are in `present` (already in the thread,
/// as [`marks_in_thread`] found them).
pub async fn post_missing(
    http: &serenity::Http,
    channel: u64,
    key: Option<PostKey>,
    posts: &[Post],
    present: &HashSet<String>,
) -> bool {
    let channel = serenity::ChannelId::new(channel);
    for (part, post) in posts.iter().enumerate() {
        let mut message = adapter::channel_message(&post.message, post.ping);
        if let Some(key) = key {
            let nonce = key.nonce(part);
            if present.contains(&nonce) {
                tracing::info!(
                    channel = channel.get(),
                    nonce,
                    "a post is already in the thread: not sent again"
                );
                continue;
            }
            if let Some(content) = marked(post.message.content(), &nonce) {
                message = message.content(content);
            }
            message = message
                .nonce(serenity::Nonce::String(nonce))
                .enforce_nonce(true);
        }
        let sent = channel.send_message(http, message);
        if let Err(e) = counted("thread post", sent).await {
            tracing::warn!(channel = channel.get(), error = %e, "could not post in a game thread");
            return false;
        }
    }
    true
}

/// `content` ending in the mark of `nonce`, when it has room (gathered posts keep it).
fn marked(content: &str, nonce: &str) -> Option<String> {
    let mark = mark(nonce)?;
    if text_len(content) + text_len(&mark) > MAX_CONTENT {
        tracing::debug!(
            nonce,
            "no room for a post's mark: its nonce alone keeps it once"
        );
        return None;
    }
    Some(format!("{content}{mark}"))
}

/// The nonces marked in the bot's latest posts in `channel`; `None` when Discord cannot say
/// now (rate limited, a server error, no answer): then nothing is sent, as the posts may be
/// there, and the outbox tries again later. When the bot may not read the thread's history
/// (Discord then returns no messages, or refuses the read), waiting would keep the game
/// silent for good: the posts go out with their nonces alone, which keep them single for a
/// few minutes. (The invite does not ask for Read Message History: @everyone has it unless
/// a server takes it away.)
pub async fn marks_in_thread(http: &serenity::Http, channel: u64) -> Option<HashSet<String>> {
    let read = serenity::ChannelId::new(channel)
        .messages(http, serenity::GetMessages::new().limit(READ_BACK));
    match counted("thread read", read).await {
        Ok(messages) if messages.is_empty() => {
            // A game's thread always holds the bot's earlier posts: its history is hidden.
            tracing::warn!(
                channel,
                "a thread shows no messages (no Read Message History?): sending with nonces alone"
            );
            Some(HashSet::new())
        }
        Ok(messages) => Some(
            messages
                .iter()
                .filter(|m| m.author.bot)
                .filter_map(|m| marked_nonce(&m.content))
                .collect(),
        ),
        Err(e) if !refused_for_good(&e) => {
            tracing::warn!(channel, error = %e, "cannot read a thread's posts: sending later");
            None
        }
        Err(e) => {
            tracing::warn!(
                channel,
                error = %e,
                "may not read a thread's posts: sending with nonces alone"
            );
            Some(HashSet::new())
        }
    }
}

/// True when Discord refused a request for a reason a retry does not change (a 4xx other
/// than 429: no access, unknown channel).
fn refused_for_good(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.is_client_error() && r.status_code.as_u16() != 429
        }
        _ => false,
    }
}
