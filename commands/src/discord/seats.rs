//! Seats handed over after missed turns: `/canasta sub` and the "Take this seat" button seat a
//! substitute, `/canasta back` returns the seat to its owner (see
//! [`canasta_table::seats`]). The change is stored under the game's lock and said once in
//! the thread; the one who asked is answered privately.

use super::announce::post_all;
use super::language::{component_lang, public_lang_for, reply_lang};
use super::members::{display_name, member_name};
use super::respond::{self, Answer, Responder};
use super::{adapter, Context, Data, Error};
use crate::discord::blocking::holding;
use canasta_storage::{GameId, PlayerSlot};
use canasta_table::seats::{come_back_locked, take_seat_locked, SeatChange};
use canasta_table::{find, table_error_text, TableError};
use canasta_wording::lang::Lang;
use canasta_wording::payload::Message;
use canasta_wording::render::announce::Post;
use canasta_wording::render::errors::error_message;
use canasta_wording::render::timeouts::{came_back_text, seat_taken_reply, seat_taken_text};
use poise::serenity_prelude as serenity;

/// What changed, for the thread (in its `lang`): who sat down, or who came back.
fn public_line(lang: Lang, change: &SeatChange) -> String {
    if change.now == change.owner {
        let substitute = match &change.before {
            PlayerSlot::Human { name, .. } => Some(name.as_str()),
            PlayerSlot::Computer { .. } => None,
        };
        came_back_text(lang, change.owner.name(), substitute)
    } else {
        seat_taken_text(lang, change.now.name(), change.owner.name())
    }
}

/// What the one who asked is told, in their `lang`.
fn private_line(lang: Lang, change: &SeatChange) -> String {
    if change.now == change.owner {
        came_back_text(lang, change.owner.name(), None)
    } else {
        seat_taken_reply(lang, change.owner.name())
    }
}

/// Stores a seat change made by `change` in `game` and says it in the thread.
async fn change_seat(
    data: &Data,
    game: GameId,
    change: impl FnOnce(&canasta_storage::GameLock) -> Result<SeatChange, TableError> + Send + 'static,
) -> Result<SeatChange, TableError> {
    let turn = data.store.lock_game_async(game).await;
    let changed = holding(&turn, change).await?;
    let lang = public_lang_for(&data.store, changed.record.guild_id).await;
    let post = Post {
        message: Message::text(public_line(lang, &changed)),
        ping: None,
    };
    // No nonce: two seat changes may follow at one version, and the post is never sent again.
    post_all(&data.http, changed.record.channel_id, None, &[post]).await;
    drop(turn);
    data.computer.poke(game);
    Ok(changed)
}

/// The active game of the thread the command is used in.
async fn game_here(ctx: Context<'_>) -> Result<GameId, Error> {
    let channel = ctx.channel_id().get();
    let found = crate::discord::blocking(&ctx.data().store, move |s| {
        find::game_id_in_channel(s, channel)
    });
    Ok(respond::in_time(ctx, true, found).await??)
}

/// Play a seat whose player is away (a computer keeps it until they return).
#[poise::command(slash_command, guild_only)]
pub async fn sub(ctx: Context<'_>) -> Result<(), Error> {
    let game = game_here(ctx).await?;
    let (user, name) = (ctx.author().id.get(), display_name(ctx));
    let taken = change_seat(ctx.data(), game, move |t| {
        take_seat_locked(t, user, &name, None)
    });
    let changed = respond::in_time(ctx, true, taken).await??;
    let reply = Message::text(private_line(reply_lang(ctx), &changed)).private();
    respond::send(ctx, adapter::reply(&reply)).await?;
    Ok(())
}

/// Come back to your seat after missed turns (sends away whoever played it).
#[poise::command(slash_command, guild_only)]
pub async fn back(ctx: Context<'_>) -> Result<(), Error> {
    let game = game_here(ctx).await?;
    let user = ctx.author().id.get();
    let back = change_seat(ctx.data(), game, move |t| come_back_locked(t, user));
    let changed = respond::in_time(ctx, true, back).await??;
    let reply = Message::text(private_line(reply_lang(ctx), &changed)).private();
    respond::send(ctx, adapter::reply(&reply)).await?;
    Ok(())
}

/// The "Take this seat" button of `seat` in `game`.
pub async fn take_seat_control(
    ctx: &serenity::Context,
    data: &Data,
    ix: &serenity::ComponentInteraction,
    game: u64,
    seat: usize,
) {
    let user = ix.user.id.get();
    let name = member_name(ix.member.as_ref(), &ix.user);
    let mut responder = Responder::new(ctx, ix, data.timing.defer_after);
    let taken = responder
        .run(
            false,
            change_seat(data, GameId(game), move |t| {
                take_seat_locked(t, user, &name, Some(seat))
            }),
        )
        .await;
    let answer = match taken {
        Ok(changed) => Message::text(private_line(component_lang(ix), &changed)).private(),
        Err(e) => {
            if !e.is_refusal() {
                tracing::error!(error = %e, game, "taking a seat failed");
            }
            let lang = component_lang(ix);
            error_message(lang, &table_error_text(lang, &e))
        }
    };
    if let Err(e) = responder.answer(&Answer::New(answer)).await {
        tracing::warn!(error = %e, "could not answer a seat control");
    }
}
