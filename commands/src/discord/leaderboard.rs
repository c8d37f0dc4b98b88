//! `/leaderboard`: the best players of this server, from the stored results of finished games.

use super::errors::user_err;
use super::{adapter, autocomplete, respond, Context, Error};
use crate::discord::blocking;
use canasta_engine::PRESET_NAMES;
use canasta_table::standings::server_standings;
use canasta_wording::payload::Message;
use canasta_wording::render::leaderboard::leaderboard_embed;
use canasta_wording::render::refusals::unknown_rule_set_text;

/// The best players of this server: wins, games and average score.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Only games of this rule set (default: all)"]
    #[autocomplete = "autocomplete::rules"]
    rules: Option<String>,
) -> Result<(), Error> {
    let rules = rules
        .map(|name| name.trim().to_lowercase())
        .filter(|name| !name.is_empty());
    if let Some(name) = &rules {
        if !PRESET_NAMES.contains(&name.as_str()) {
            return Err(user_err(unknown_rule_set_text(name)));
        }
    }
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let filter = rules.clone();
    let (standings, games) = respond::in_time(
        ctx,
        false,
        blocking(&ctx.data().store, move |s| {
            server_standings(s, guild, filter.as_deref())
        }),
    )
    .await??;
    let embed = leaderboard_embed(&standings, rules.as_deref(), games, ctx.author().id.get());
    respond::send(ctx, adapter::reply(&Message::embed(embed))).await?;
    Ok(())
}
