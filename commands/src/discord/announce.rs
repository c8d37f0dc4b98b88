//! Posting a game's public messages in its thread ([`canasta_wording::render::announce`] builds them).
//! A post that fails is logged: the game itself is already safe in the store, and the posts of
//! actions are sent again later (see [`super::outbox`]).

use super::adapter;
use canasta_wording::render::announce::Post;
use poise::serenity_prelude as serenity;

/// Posts `posts` in `channel`, in order, stopping at the first that fails; true if all went
/// out.
pub async fn post_all(http: &serenity::Http, channel: u64, posts: &[Post]) -> bool {
    let channel = serenity::ChannelId::new(channel);
    for post in posts {
        let message = adapter::channel_message(&post.message, post.ping);
        if let Err(e) = channel.send_message(http, message).await {
            tracing::warn!(channel = channel.get(), error = %e, "could not post in a game thread");
            return false;
        }
    }
    true
}
