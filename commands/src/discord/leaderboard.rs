//! `/leaderboard`: the best players of this server, ten a page, and its paging buttons (whose
//! ids, [`BoardId`], carry the board and the page, so a click redraws the page from the store).
//!
//! The boards: a family's ratings (`overall`, the default, `partnership`, `two-player`, ...;
//! of the current season when the server has seasons, else of all time), or `wins` (wins and
//! points of every finished or resigned game, rated or not; `rules` narrows it to a rule set).

use super::errors::user_err;
use super::respond::{Answer, Responder};
use super::{adapter, autocomplete, respond, Context, Data, Error};
use crate::discord::blocking;
use canasta_engine::PRESET_NAMES;
use canasta_storage::Store;
use canasta_table::ratings::{self, Family, Scope, Season, SeasonMode, MIN_GAMES_ON_BOARD};
use canasta_table::standings::server_standings;
use canasta_table::{table_error_text, TableError};
use canasta_wording::board_id::{BoardId, BoardScope};
use canasta_wording::payload::Message;
use canasta_wording::render::errors::error_message;
use canasta_wording::render::leaderboard::{
    family_label, rated_board_message, unknown_board_text, wins_board_message, RatedBoard,
    RatedLine, WinsBoard, STALE_BOARD, WINS_VIEW,
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
    let view = match (&rules, family.as_deref()) {
        (Some(name), _) if !PRESET_NAMES.contains(&name.as_str()) => {
            return Err(user_err(unknown_rule_set_text(name)))
        }
        (Some(name), None | Some(WINS_VIEW)) => format!("{WINS_VIEW}.{name}"),
        (_, None) => Family::Overall.name().to_string(),
        (_, Some(name)) if name == WINS_VIEW || Family::from_name(name).is_some() => {
            name.to_string()
        }
        (_, Some(name)) => return Err(user_err(unknown_board_text(name))),
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
            draw(s, guild, &id, Some(reader))
        }),
    )
    .await??;
    let message = drawn.unwrap_or_else(|| error_message(STALE_BOARD));
    respond::send(ctx, adapter::reply(&message)).await?;
    Ok(())
}

/// Board names containing what was typed: the families, then `wins`.
async fn boards(_ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let partial = partial.trim().to_lowercase();
    Family::ALL
        .iter()
        .map(|f| (family_label(f.name()), f.name()))
        .chain([(family_label(WINS_VIEW), WINS_VIEW)])
        .filter(|(label, name)| name.contains(&partial) || label.to_lowercase().contains(&partial))
        .map(|(label, name)| serenity::AutocompleteChoice::new(label, name))
        .collect()
}

/// A paging button of a leaderboard (`lb:...`): the message is redrawn at the asked page; a
/// damaged id or one naming no board is answered privately.
pub async fn page_control(
    ctx: &serenity::Context,
    data: &Data,
    ix: &serenity::ComponentInteraction,
) {
    let guild = ix.guild_id.map_or(0, |g| g.get());
    let mut responder = Responder::new(ctx, ix, data.timing.defer_after);
    let answer = match BoardId::parse(&ix.data.custom_id) {
        None => Answer::New(error_message(STALE_BOARD)),
        Some(id) => {
            let drawn = responder
                .run(
                    true,
                    blocking(&data.store, move |s| draw(s, guild, &id, None)),
                )
                .await;
            match drawn {
                Ok(Some(page)) => Answer::Update(page),
                Ok(None) => Answer::New(error_message(STALE_BOARD)),
                Err(e) => {
                    if !e.is_refusal() {
                        tracing::error!(error = %e, guild, "a leaderboard page failed");
                    }
                    Answer::New(error_message(&table_error_text(&e)))
                }
            }
        }
    };
    if let Err(e) = responder.answer(&answer).await {
        tracing::warn!(error = %e, "could not answer a leaderboard page");
    }
}

/// The season under way in `guild` (all time when it has no seasons).
fn current_scope(store: &Store, guild: u64) -> Result<BoardScope, TableError> {
    let mode = store.settings(guild)?.seasons.unwrap_or_default();
    Ok(match Season::of(mode, store.now_ms()) {
        Some(season) => BoardScope::Season {
            quarterly: season.mode == SeasonMode::Quarterly,
            index: season.index,
        },
        None => BoardScope::AllTime,
    })
}

/// The ratings' scope of a board's.
fn rating_scope(scope: BoardScope) -> Scope {
    match scope {
        BoardScope::AllTime => Scope::AllTime,
        BoardScope::Season { quarterly, index } => Scope::Season(Season {
            mode: if quarterly {
                SeasonMode::Quarterly
            } else {
                SeasonMode::Monthly
            },
            index,
        }),
    }
}

/// The page of the board `id` names in `guild`, for `reader` (who then sees their own line
/// when it is on another page); `None` when `id` names no board.
pub fn draw(
    store: &Store,
    guild: u64,
    id: &BoardId,
    reader: Option<u64>,
) -> Result<Option<Message>, TableError> {
    let scope = rating_scope(id.scope);
    if let Some(family) = Family::from_name(&id.view) {
        ratings::catch_up(store, guild)?;
        let board = ratings::board(store, guild, family, scope)?;
        let lines: Vec<RatedLine> = board
            .rows
            .into_iter()
            .map(|row| RatedLine {
                rank: row.rank,
                user_id: row.user_id,
                name: row.name,
                shown: row.rating.shown(),
                provisional: row.rating.provisional(),
                games: row.rating.games,
            })
            .collect();
        let rated = RatedBoard {
            family: family.name(),
            scope: id.scope,
            lines: &lines,
            hidden_below_min: board.hidden_below_min,
            min_games: MIN_GAMES_ON_BOARD,
        };
        return Ok(Some(rated_board_message(&rated, id.page, reader)));
    }
    let rules = match id.view.split_once('.') {
        None if id.view == WINS_VIEW => None,
        Some((WINS_VIEW, rules)) if PRESET_NAMES.contains(&rules) => Some(rules),
        _ => return Ok(None),
    };
    let within = match scope {
        Scope::AllTime => None,
        Scope::Season(season) => Some(season.starts_at_ms()..season.ends_at_ms()),
    };
    let (standings, games) = server_standings(store, guild, rules, within)?;
    let board = WinsBoard {
        standings: &standings,
        rules,
        scope: id.scope,
        games,
    };
    Ok(Some(wins_board_message(&board, id.page, reader)))
}
