//! Pausing a game's clocks by vote: `/canasta pause` in the game's thread posts the vote with
//! an "Agree to pause" button (every human seat must agree); `/canasta resume` starts the
//! clocks again. Refusals are private.

use super::errors::user_err;
use super::members::display_name;
use super::respond::{Answer, Responder};
use super::{adapter, respond, Context, Data, Error};
use crate::discord::blocking;
use canasta_storage::{GameId, PauseVote};
use canasta_table::find::game_id_in_channel;
use canasta_table::pause::{resume as resume_clocks, vote_pause};
use canasta_table::table_error_text;
use canasta_wording::payload::Message;
use canasta_wording::render::errors::error_message;
use canasta_wording::render::names_of;
use canasta_wording::render::pause::{
    pause_vote_post, paused_post, resumed_post, ALREADY_PAUSED, NOTHING_TO_PAUSE, NOT_PAUSED,
};
use poise::serenity_prelude as serenity;

/// Ask the table to pause this game's clocks (everyone must agree with the button).
#[poise::command(slash_command, guild_only)]
pub async fn pause(ctx: Context<'_>) -> Result<(), Error> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let voted = respond::in_time(
        ctx,
        false,
        blocking(&ctx.data().store, move |s| {
            let game = game_id_in_channel(s, channel)?;
            vote_pause(s, game, user)
        }),
    )
    .await??;
    let (record, vote) = voted;
    let post = vote_message(
        record.id,
        &names_of(canasta_wording::lang::PENDING_LANG, &record),
        &vote,
    )?;
    respond::send(ctx, adapter::reply(&post)).await?;
    Ok(())
}

/// Start this game's paused clocks again.
#[poise::command(slash_command, guild_only)]
pub async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let (_, resumed) = respond::in_time(
        ctx,
        false,
        blocking(&ctx.data().store, move |s| {
            let game = game_id_in_channel(s, channel)?;
            resume_clocks(s, game, user)
        }),
    )
    .await??;
    if !resumed {
        return Err(user_err(NOT_PAUSED));
    }
    respond::send(ctx, adapter::reply(&resumed_post(&display_name(ctx)))).await?;
    Ok(())
}

/// The public post of a vote, or the refusal.
fn vote_message(
    game: GameId,
    names: &canasta_wording::render::Names,
    vote: &PauseVote,
) -> Result<Message, Error> {
    match vote {
        PauseVote::Counted { votes, needed } => Ok(pause_vote_post(game.0, names, votes, needed)),
        PauseVote::Paused => Ok(paused_post()),
        PauseVote::AlreadyPaused => Err(user_err(ALREADY_PAUSED)),
        PauseVote::Untimed => Err(user_err(NOTHING_TO_PAUSE)),
    }
}

/// "Agree to pause" pressed: the presser's vote; the vote post shows the new count, or that
/// the clocks are paused.
pub async fn pause_control(
    ctx: &serenity::Context,
    data: &Data,
    ix: &serenity::ComponentInteraction,
    game: u64,
) {
    let user = ix.user.id.get();
    let mut responder = Responder::new(ctx, ix, data.timing.defer_after);
    let voted = responder
        .run(
            true,
            blocking(&data.store, move |s| vote_pause(s, GameId(game), user)),
        )
        .await;
    let answer = match &voted {
        Ok((record, vote)) => match vote_message(
            record.id,
            &names_of(canasta_wording::lang::PENDING_LANG, record),
            vote,
        ) {
            Ok(post) => Answer::Update(post),
            Err(refusal) => Answer::New(error_message(responder.lang(), &refusal.to_string())),
        },
        Err(e) => {
            if !e.is_refusal() {
                tracing::error!(error = %e, game, "a vote to pause failed");
            }
            let lang = responder.lang();
            Answer::New(error_message(lang, &table_error_text(lang, e)))
        }
    };
    if let Err(e) = responder.answer(&answer).await {
        tracing::warn!(error = %e, "could not answer a vote to pause");
    }
}
