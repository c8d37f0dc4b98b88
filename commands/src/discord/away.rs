//! `/canasta away 3d`: pause your clocks in this server's games while you are away (at most
//! 14 days a game); `/canasta away back` ends it early. The answer is private.

use super::errors::user_err;
use super::language::reply_lang;
use super::{adapter, respond, Context, Error};
use crate::discord::blocking;
use canasta_table::away::go_away;
use canasta_wording::input::duration::parse_away;
use canasta_wording::render::away::away_message;
use canasta_wording::render::refusals::away_duration_unread;

/// Pause your move clocks in this server's games while you are away (e.g. `3d`, `12h`, `back`).
#[poise::command(slash_command, guild_only)]
pub async fn away(
    ctx: Context<'_>,
    #[description = "How long: 3d, 12h, 1w (at most 14 days a game), or back"]
    #[max_length = 40]
    duration: String,
) -> Result<(), Error> {
    let for_ms =
        parse_away(&duration).ok_or_else(|| user_err(away_duration_unread(reply_lang(ctx))))?;
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let user = ctx.author().id.get();
    let until = ctx.data().store.now_ms().saturating_add(for_ms);
    let games = respond::in_time(
        ctx,
        true,
        blocking(&ctx.data().store, move |s| go_away(s, guild, user, until)),
    )
    .await??;
    let back = (for_ms > 0).then_some(until);
    respond::send(
        ctx,
        adapter::reply(&away_message(reply_lang(ctx), back, &games)),
    )
    .await?;
    Ok(())
}
