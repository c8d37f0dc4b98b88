//! `/log`: privately, every public move of this thread's game, newest last, a page at a time.
//! The thread gathers moves into few posts (issue 13); here each can still be read.

use super::language::reply_lang;
use super::{adapter, respond, Context, Error};
use crate::discord::blocking;
use canasta_table::public_log::public_log_in_channel;
use canasta_wording::render::game_log::log_message;

/// The game's moves so far, newest last (page 2 and on: older moves).
#[poise::command(slash_command, guild_only, rename = "log")]
pub async fn game_log(
    ctx: Context<'_>,
    #[description = "1 for the newest moves (the default), 2 for the ones before, ..."]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    let channel = ctx.channel_id().get();
    // Private: in the reader's own language.
    let lang = reply_lang(ctx);
    let lines = respond::in_time(
        ctx,
        true,
        blocking(&ctx.data().store, move |s| {
            public_log_in_channel(lang, s, channel)
        }),
    )
    .await??;
    let page = page.map_or(1, |p| p as usize);
    respond::send(ctx, adapter::reply(&log_message(lang, &lines, page))).await?;
    Ok(())
}
