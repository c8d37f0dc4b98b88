//! `/mygames`: privately, the user's games in this server, those awaiting their move first.

use super::language::reply_lang;
use super::{adapter, respond, Context, Error};
use crate::discord::blocking;
use canasta_table::my_games::my_games as games_of;
use canasta_wording::render::my_games::my_games_message;

/// Your games in this server: whose move it is, the clock, and a link to each thread.
#[poise::command(slash_command, guild_only, rename = "mygames")]
pub async fn my_games(ctx: Context<'_>) -> Result<(), Error> {
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let user = ctx.author().id.get();
    let lang = reply_lang(ctx);
    let games = respond::in_time(
        ctx,
        true,
        blocking(&ctx.data().store, move |s| {
            games_of(s, lang, guild, user, s.now_ms())
        }),
    )
    .await??;
    respond::send(ctx, adapter::reply(&my_games_message(lang, &games))).await?;
    Ok(())
}
