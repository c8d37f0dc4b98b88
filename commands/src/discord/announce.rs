//! Posting a game's public messages in its thread ([`canasta_wording::render::announce`] builds them).
//! A post that fails is logged: the game itself is already safe in the store, and the posts of
//! actions are sent again later (see [`super::outbox`]).
//!
//! Posts that may be sent again carry the nonce of their [`PostKey`] with `enforce_nonce`:
//! when a post went out but the bot never learnt it (its answer was lost, or the bot stopped
//! before recording it), Discord answers the repeat with the message already there instead of
//! posting it twice (issue 14).

use super::adapter;
use canasta_wording::post_key::PostKey;
use canasta_wording::render::announce::Post;
use poise::serenity_prelude as serenity;

/// Posts `posts` in `channel`, in order, stopping at the first that fails; true if all went
/// out. With `key`, each post carries the nonce of its place in the batch.
pub async fn post_all(
    http: &serenity::Http,
    channel: u64,
    key: Option<PostKey>,
    posts: &[Post],
) -> bool {
    let channel = serenity::ChannelId::new(channel);
    for (part, post) in posts.iter().enumerate() {
        let mut message = adapter::channel_message(&post.message, post.ping);
        if let Some(key) = key {
            message = message
                .nonce(serenity::Nonce::String(key.nonce(part)))
                .enforce_nonce(true);
        }
        let sent = channel.send_message(http, message);
        if let Err(e) = super::metrics::counted("thread post", sent).await {
            tracing::warn!(channel = channel.get(), error = %e, "could not post in a game thread");
            return false;
        }
    }
    true
}
