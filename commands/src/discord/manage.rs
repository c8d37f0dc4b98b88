//! Stopping a game: `/resign` (a player) and `/abandon` (the host or a moderator; in a lobby
//! it closes the table at once). A game is stopped only once the asker confirms with the
//! button of the private question ([`stop_control`]). Stopped games keep their log; a
//! resigned game also records its result (a loss for the resigning side), and the post of
//! the resignation shows what it did to the ratings (issue 15); an abandoned one none.

use super::announce::post_all;
use super::language::{component_lang, public_lang_for, reply_lang};
use super::members::{display_name, is_moderator, member_name, member_permissions};
use super::metrics::counted;
use super::outbox::before_stop;
use super::respond::{Answer, Responder};
use super::{adapter, respond, Context, Data, Error};
use crate::discord::blocking::{blocking, holding};
use canasta_storage::{GameId, GameResult, Store};
use canasta_table::result_ratings::result_ratings;
use canasta_table::start::{self, Abandoned};
use canasta_table::table_error_text;
use canasta_wording::payload::Message;
use canasta_wording::post_key::{PostKey, PostKind};
use canasta_wording::render::announce::stopped_post;
use canasta_wording::render::errors::error_message;
use canasta_wording::render::lobby::{lobby_closed_text, lobby_message};
use canasta_wording::render::names_of;
use canasta_wording::render::result_ratings::ResultRatings;
use canasta_wording::render::stop::{confirm_stop_message, stop_done_message};
use poise::serenity_prelude as serenity;

/// Give up this game (it ends for everyone, as a loss for your side); asks you to confirm.
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let game = respond::in_time(
        ctx,
        true,
        blocking(&ctx.data().store, move |s| {
            start::may_resign(s, channel, user)
        }),
    )
    .await??;
    let question = confirm_stop_message(reply_lang(ctx), game.0, true);
    respond::send(ctx, adapter::reply(&question)).await?;
    Ok(())
}

/// Stop this game (asks you to confirm), or close this lobby (host or moderator).
#[poise::command(slash_command, guild_only)]
pub async fn abandon(ctx: Context<'_>) -> Result<(), Error> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let moderator = is_moderator(member_permissions(ctx));
    let data = ctx.data();
    let found = respond::in_time(
        ctx,
        false,
        blocking(&data.store, move |s| {
            start::abandon(s, channel, user, moderator)
        }),
    )
    .await??;
    match found {
        Abandoned::Game(game) => {
            let question = confirm_stop_message(reply_lang(ctx), game.0, false);
            respond::send(ctx, adapter::reply(&question)).await?;
        }
        Abandoned::Lobby(lobby) => {
            let lang = public_lang_for(&ctx.data().store, lobby.guild_id).await;
            if let Some(message) = lobby.message_id {
                let edit = serenity::EditMessage::new()
                    .embeds(
                        lobby_message(lang, &lobby)
                            .embeds()
                            .iter()
                            .map(adapter::embed)
                            .collect(),
                    )
                    .components(Vec::new());
                let channel = serenity::ChannelId::new(channel);
                let edited = channel.edit_message(ctx, message, edit);
                if let Err(e) = counted("message edit", edited).await {
                    tracing::warn!(error = %e, "could not close the lobby message");
                }
            }
            let who = display_name(ctx);
            let post = Message::text(lobby_closed_text(lang, &who));
            respond::send(ctx, adapter::reply(&post)).await?;
        }
    }
    Ok(())
}

/// The confirming button of `/resign` (`resign`) or `/abandon` for `game`: checks again who
/// may stop it, stops it, and tells the thread.
pub async fn stop_control(
    ctx: &serenity::Context,
    data: &Data,
    ix: &serenity::ComponentInteraction,
    game: u64,
    resign: bool,
) {
    let user = ix.user.id.get();
    let moderator = is_moderator(ix.member.as_ref().and_then(|m| m.permissions));
    let mut responder = Responder::new(ctx, ix, data.timing.defer_after);
    let game = GameId(game);
    let stopped = responder
        .run(true, async {
            let turn = data.store.lock_game_async(game).await;
            holding(&turn, move |t| {
                if resign {
                    start::resign(t, user).map(|r| (r.record, Some((r.seat, r.result))))
                } else {
                    start::abandon_game(t, user, moderator).map(|record| (record, None))
                }
            })
            .await
        })
        .await;
    let answer = match &stopped {
        Ok(_) => Answer::Update(stop_done_message(component_lang(ix), resign)),
        Err(e) => {
            if !e.is_refusal() {
                tracing::error!(error = %e, game = game.0, "stopping a game failed");
            }
            {
                let lang = component_lang(ix);
                Answer::Update(error_message(lang, &table_error_text(lang, e)))
            }
        }
    };
    if let Err(e) = responder.answer(&answer).await {
        tracing::warn!(error = %e, "could not answer a stop control");
    }
    if let Ok((record, resigned)) = stopped {
        let lang = public_lang_for(&data.store, record.guild_id).await;
        let post = match resigned {
            Some((seat, result)) => {
                let ratings = resignation_ratings(&data.store, result).await;
                let names = names_of(lang, &record);
                stopped_post(lang, names.seat(seat), true, ratings.as_ref())
            }
            None => {
                let who = member_name(ix.member.as_ref(), &ix.user);
                stopped_post(lang, &who, false, None)
            }
        };
        let turn = data.store.lock_game_async(game).await;
        before_stop(&data.http, &turn).await;
        let key = PostKey {
            game: game.0,
            kind: PostKind::Stopped {
                version: record.version,
            },
        };
        post_all(&data.http, record.channel_id, Some(key), &[post]).await;
        drop(turn);
    }
}

/// What a resignation did to the players' ratings, counted first (`None` when they cannot be
/// read: the stop is posted without them).
async fn resignation_ratings(store: &Store, result: GameResult) -> Option<ResultRatings> {
    let game = result.game_id;
    match blocking(store, move |s| result_ratings(s, &result)).await {
        Ok(ratings) => Some(ratings),
        Err(e) => {
            tracing::error!(game = game.0, error = %e, "cannot read a resigned game's ratings");
            None
        }
    }
}
