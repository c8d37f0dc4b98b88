//! Stopping a game: `/resign` (a player) and `/abandon` (the host or a moderator; in a lobby
//! it closes the table). Stopped games keep their log but record no result.

use super::{adapter, respond, Context, Error};
use crate::render::announce::stopped_post;
use crate::render::lobby::{lobby_closed_text, lobby_message};
use crate::render::payload::Message;
use crate::table::start::{self, Abandoned};
use crate::table::{blocking, find};
use poise::serenity_prelude as serenity;

/// True when the member may moderate: administrator, manage server, threads or messages.
pub fn is_moderator(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| {
        p.administrator() || p.manage_guild() || p.manage_threads() || p.manage_messages()
    })
}

/// The invoking member's permissions in this channel, as the interaction carries them.
pub fn member_permissions(ctx: Context<'_>) -> Option<serenity::Permissions> {
    match ctx {
        poise::Context::Application(app) => app.interaction.member.as_ref()?.permissions,
        poise::Context::Prefix(_) => None,
    }
}

/// Give up this game (it ends for everyone, with no result).
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let data = ctx.data();
    let (record, seat) = respond::in_time(
        ctx,
        false,
        blocking(&data.store, move |s| start::resign(s, channel, user)),
    )
    .await??;
    let names = find::names_of(&record);
    let post = stopped_post(names.seat(seat), true);
    ctx.send(adapter::reply(&post.message)).await?;
    Ok(())
}

/// Stop this game, or close this lobby (host or moderator).
#[poise::command(slash_command, guild_only)]
pub async fn abandon(ctx: Context<'_>) -> Result<(), Error> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let moderator = is_moderator(member_permissions(ctx));
    let data = ctx.data();
    let stopped = respond::in_time(
        ctx,
        false,
        blocking(&data.store, move |s| {
            start::abandon(s, channel, user, moderator)
        }),
    )
    .await??;
    let who = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .map_or_else(|| ctx.author().display_name(), |m| m.display_name())
            .to_string(),
        poise::Context::Prefix(_) => ctx.author().display_name().to_string(),
    };
    match stopped {
        Abandoned::Game(_) => {
            let post = stopped_post(&who, false);
            ctx.send(adapter::reply(&post.message)).await?;
        }
        Abandoned::Lobby(lobby) => {
            if let Some(message) = lobby.message_id {
                let edit = serenity::EditMessage::new()
                    .embeds(
                        lobby_message(&lobby)
                            .embeds
                            .iter()
                            .map(adapter::embed)
                            .collect(),
                    )
                    .components(Vec::new());
                let channel = serenity::ChannelId::new(channel);
                if let Err(e) = channel.edit_message(ctx, message, edit).await {
                    tracing::warn!(error = %e, "could not close the lobby message");
                }
            }
            let post = Message::text(lobby_closed_text(&who));
            ctx.send(adapter::reply(&post)).await?;
        }
    }
    Ok(())
}
