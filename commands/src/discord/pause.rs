//! Pausing a game's clocks by vote: `/canasta pause` in the game's thread posts the vote with
//! an "Agree to pause" button (every human seat must agree); `/canasta resume` starts the
//! clocks again. Refusals are private.

use super::errors::user_err;
use super::language::{component_lang, public_lang_in, reply_lang};
use super::members::display_name;
use super::respond::{Answer, Responder};
use super::{adapter, respond, Context, Data, Error};
use crate::discord::blocking;
use canasta_storage::{GameId, GameRecord, PauseVote};
use canasta_table::find::game_id_in_channel;
use canasta_table::pause::{resume as resume_clocks, vote_pause};
use canasta_table::table_error_text;
use canasta_wording::lang::Lang;
use canasta_wording::payload::Message;
use canasta_wording::render::errors::error_message;
use canasta_wording::render::names_of;
use canasta_wording::render::pause::{
    already_paused, not_paused, nothing_to_pause, pause_vote_post, paused_post, resumed_post,
};
use poise::serenity_prelude as serenity;

/// Ask the table to pause this game's clocks (everyone must agree with the button).
#[poise::command(slash_command, guild_only)]
pub async fn pause(ctx: Context<'_>) -> Result<(), Error> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let voted = respond::in_time(
        ctx,
        false,
        blocking(&ctx.data().store, move |s| {
            let game = game_id_in_channel(s, channel)?;
            let voted = vote_pause(s, game, user)?;
            Ok((voted, public_lang_in(s, guild)))
        }),
    )
    .await??;
    let ((record, vote), public) = voted;
    let post = vote_message(public, reply_lang(ctx), &record, &vote)?;
    respond::send(ctx, adapter::reply(&post)).await?;
    Ok(())
}

/// Start this game's paused clocks again.
#[poise::command(slash_command, guild_only)]
pub async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let ((_, resumed), public) = respond::in_time(
        ctx,
        false,
        blocking(&ctx.data().store, move |s| {
            let game = game_id_in_channel(s, channel)?;
            let resumed = resume_clocks(s, game, user)?;
            Ok((resumed, public_lang_in(s, guild)))
        }),
    )
    .await??;
    if !resumed {
        return Err(user_err(not_paused(reply_lang(ctx))));
    }
    let post = resumed_post(public, &display_name(ctx));
    respond::send(ctx, adapter::reply(&post)).await?;
    Ok(())
}

/// The public post of a vote of `record`'s game, in the server's language `public`, or the
/// refusal, in the voter's `private` language.
fn vote_message(
    public: Lang,
    private: Lang,
    record: &GameRecord,
    vote: &PauseVote,
) -> Result<Message, Error> {
    match vote {
        PauseVote::Counted { votes, needed } => {
            let names = names_of(public, record);
            Ok(pause_vote_post(public, record.id.0, &names, votes, needed))
        }
        PauseVote::Paused => Ok(paused_post(public)),
        PauseVote::AlreadyPaused => Err(user_err(already_paused(private))),
        PauseVote::Untimed => Err(user_err(nothing_to_pause(private))),
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
    let guild = ix.guild_id.map_or(0, |g| g.get());
    let private = component_lang(ix);
    let mut responder = Responder::new(ctx, ix, data.timing.defer_after);
    let voted = responder
        .run(
            true,
            blocking(&data.store, move |s| {
                let voted = vote_pause(s, GameId(game), user)?;
                Ok((voted, public_lang_in(s, guild)))
            }),
        )
        .await;
    let answer = match &voted {
        Ok(((record, vote), public)) => match vote_message(*public, private, record, vote) {
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
