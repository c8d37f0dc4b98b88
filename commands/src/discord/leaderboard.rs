//! `/leaderboard`: the best players of this server, ten a page, and its paging buttons (whose
//! ids, [`BoardId`], carry the board and the page, so a click redraws the page from the store).
//!
//! The boards: a family's ratings (`overall`, the default, `partnership`, `two-player`, ...;
//! of the current season when the server has seasons, else of all time), or `wins` (wins and
//! points of every finished or resigned game, rated or not; `rules` narrows it to a rule set).

use super::errors::user_err;
use super::language::{component_lang, reply_lang};
use super::respond::{Answer, Responder};
use super::{adapter, autocomplete, respond, Context, Data, Error};
use crate::discord::blocking;
use canasta_engine::PRESET_NAMES;
use canasta_table::leaderboard::{current_scope, is_board, leaderboard_page};
use canasta_table::ratings::Family;
use canasta_table::table_error_text;
use canasta_wording::board_id::{BoardId, BoardScope};
use canasta_wording::render::errors::error_message;
use canasta_wording::render::leaderboard::{
    family_label, stale_board_text, unknown_board_text, WINS_VIEW,
};
use canasta_wording::render::refusals::unknown_rule_set_text;
use poise::serenity_prelude as serenity;

/// Which games a board counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SeasonChoice {
    /// The season under way (all time when the server has no seasons).
    #[name = "this season"]
    Current,
    /// Every game.
    #[name = "all time"]
    AllTime,
}

/// The best players of this server: ratings by table size, or wins.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which board: overall (default), a table size, or wins"]
    #[autocomplete = "boards"]
    family: Option<String>,
    #[description = "This season (default when the server has seasons) or all time"] season: Option<
        SeasonChoice,
    >,
    #[description = "The wins board of this rule set only"]
    #[autocomplete = "autocomplete::rules"]
    rules: Option<String>,
) -> Result<(), Error> {
    let typed = |text: Option<String>| {
        text.map(|t| t.trim().to_lowercase())
            .filter(|t| !t.is_empty())
    };
    let (family, rules) = (typed(family), typed(rules));
    let lang = reply_lang(ctx);
    let view = match (&rules, family.as_deref()) {
        (Some(name), _) if !PRESET_NAMES.contains(&name.as_str()) => {
            return Err(user_err(unknown_rule_set_text(lang, name)))
        }
        (Some(name), None | Some(WINS_VIEW)) => format!("{WINS_VIEW}.{name}"),
        (_, None) => Family::Overall.name().to_string(),
        (_, Some(name)) if is_board(name) => name.to_string(),
        (_, Some(name)) => return Err(user_err(unknown_board_text(lang, name))),
    };
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let reader = ctx.author().id.get();
    let all_time = season == Some(SeasonChoice::AllTime);
    let drawn = respond::in_time(
        ctx,
        false,
        blocking(&ctx.data().store, move |s| {
            let scope = if all_time {
                BoardScope::AllTime
            } else {
                current_scope(s, guild)?
            };
            let id = BoardId {
                view,
                scope,
                page: 0,
            };
            leaderboard_page(lang, s, guild, &id, Some(reader))
        }),
    )
    .await??;
    let message = drawn.unwrap_or_else(|| error_message(lang, &stale_board_text(lang)));
    respond::send(ctx, adapter::reply(&message)).await?;
    Ok(())
}

/// Board names containing what was typed: the families, then `wins`, labelled in the
/// user's language.
async fn boards(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let partial = partial.trim().to_lowercase();
    let lang = reply_lang(ctx);
    Family::ALL
        .iter()
        .map(|f| (family_label(lang, f.name()), f.name()))
        .chain([(family_label(lang, WINS_VIEW), WINS_VIEW)])
        .filter(|(label, name)| name.contains(&partial) || label.to_lowercase().contains(&partial))
        .map(|(label, name)| serenity::AutocompleteChoice::new(label, name))
        .collect()
}

/// A paging button of a leaderboard (`lb:...`): the message is redrawn at the asked page, in
/// the language of whoever pressed; a damaged id or one naming no board is answered privately.
pub async fn page_control(
    ctx: &serenity::Context,
    data: &Data,
    ix: &serenity::ComponentInteraction,
) {
    let guild = ix.guild_id.map_or(0, |g| g.get());
    let lang = component_lang(ix);
    let mut responder = Responder::new(ctx, ix, data.timing.defer_after);
    let answer = match BoardId::parse(&ix.data.custom_id) {
        None => Answer::New(error_message(lang, &stale_board_text(lang))),
        Some(id) => {
            let drawn = responder
                .run(
                    true,
                    blocking(&data.store, move |s| {
                        leaderboard_page(lang, s, guild, &id, None)
                    }),
                )
                .await;
            match drawn {
                Ok(Some(page)) => Answer::Update(page),
                Ok(None) => Answer::New(error_message(lang, &stale_board_text(lang))),
                Err(e) => {
                    if !e.is_refusal() {
                        tracing::error!(error = %e, guild, "a leaderboard page failed");
                    }
                    Answer::New(error_message(lang, &table_error_text(lang, &e)))
                }
            }
        }
    };
    if let Err(e) = responder.answer(&answer).await {
        tracing::warn!(error = %e, "could not answer a leaderboard page");
    }
}
