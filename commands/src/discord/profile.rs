//! `/profile [user]`: a player's games, wins and deal figures in this server, their rating in
//! each family they played, and a chart of their rating history attached as a PNG.

use super::language::reply_lang;
use super::{adapter, respond, Context, Error};
use crate::chart::{rating_chart, ChartError, Series, Words};
use crate::discord::blocking;
use canasta_storage::Store;
use canasta_table::profile::server_profile;
use canasta_table::ratings::{self, Family, Scope};
use canasta_table::TableError;
use canasta_wording::lang::Lang;
use canasta_wording::render::leaderboard::family_label;
use canasta_wording::render::profile::{
    chart_title, chart_x_label, profile_message, FamilyRating, Profile, CHART_FILE,
};
use poise::serenity_prelude as serenity;

/// A player's games, wins, deal figures and ratings in this server, with a rating chart.
#[poise::command(slash_command, guild_only)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let who = user.as_ref().unwrap_or_else(|| ctx.author());
    let (user_id, fallback_name) = (who.id.get(), who.display_name().to_string());
    let lang = reply_lang(ctx);
    let (profile, chart) = respond::in_time(
        ctx,
        false,
        blocking(&ctx.data().store, move |s| {
            player_profile(lang, s, guild, user_id, fallback_name)
        }),
    )
    .await??;
    let mut reply = adapter::reply(&profile_message(lang, &profile, chart.is_some()));
    if let Some(png) = chart {
        reply = reply.attachment(serenity::CreateAttachment::bytes(png, CHART_FILE));
    }
    respond::send(ctx, reply).await?;
    Ok(())
}

/// The profile of `user` in `guild` (named `fallback_name` when they played no game here) and
/// its chart in `lang` (`None` without a rated game, or when it cannot be drawn: logged, and
/// the profile goes out without it).
fn player_profile(
    lang: Lang,
    store: &Store,
    guild: u64,
    user: u64,
    fallback_name: String,
) -> Result<(Profile, Option<Vec<u8>>), TableError> {
    let (name, mut profile) = server_profile(store, guild, user)?;
    profile.name = name.unwrap_or(fallback_name);
    ratings::catch_up(store, guild)?;
    let mut series = Vec::new();
    for family in Family::ALL {
        let Some(rating) = ratings::rating_of(store, guild, user, family, Scope::AllTime)? else {
            continue;
        };
        profile.ratings.push(FamilyRating {
            family: family.name().to_string(),
            shown: rating.shown(),
            provisional: rating.provisional(),
            games: rating.games,
        });
        let history = ratings::history(store, guild, user, family)?;
        series.push(Series {
            label: family_label(lang, family.name()),
            ratings: history.into_iter().map(|(_, shown)| shown).collect(),
        });
    }
    let (title, x_label) = (chart_title(lang), chart_x_label(lang));
    let words = Words {
        title: &title,
        x_label: &x_label,
    };
    let chart = match rating_chart(&series, words) {
        Ok(png) => Some(png),
        Err(ChartError::Empty) => None,
        Err(e) => {
            tracing::error!(error = %e, guild, user, "the rating chart could not be drawn");
            None
        }
    };
    Ok((profile, chart))
}
