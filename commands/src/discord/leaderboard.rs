//! `/leaderboard`: the best players of this server, ten a page, and its paging buttons (whose
//! ids, [`BoardId`], carry the board and the page, so a click redraws the page from the store).

use super::errors::user_err;
use super::respond::{Answer, Responder};
use super::{adapter, autocomplete, respond, Context, Data, Error};
use crate::discord::blocking;
use canasta_engine::PRESET_NAMES;
use canasta_storage::Store;
use canasta_table::standings::server_standings;
use canasta_table::{table_error_text, TableError};
use canasta_wording::board_id::{BoardId, BoardScope};
use canasta_wording::payload::Message;
use canasta_wording::render::errors::error_message;
use canasta_wording::render::leaderboard::{wins_board_message, WinsBoard, STALE_BOARD};
use canasta_wording::render::refusals::unknown_rule_set_text;
use poise::serenity_prelude as serenity;

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
    let view = match &rules {
        Some(name) => format!("wins.{name}"),
        None => "wins".to_string(),
    };
    let id = BoardId {
        view,
        scope: BoardScope::AllTime,
        page: 0,
    };
    let reader = ctx.author().id.get();
    let drawn = respond::in_time(
        ctx,
        false,
        blocking(&ctx.data().store, move |s| {
            draw(s, guild, &id, Some(reader))
        }),
    )
    .await??;
    let message = drawn.unwrap_or_else(|| error_message(STALE_BOARD));
    respond::send(ctx, adapter::reply(&message)).await?;
    Ok(())
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

/// The page of the board `id` names in `guild`, for `reader` (who then sees their own line
/// when it is on another page); `None` when `id` names no board.
fn draw(
    store: &Store,
    guild: u64,
    id: &BoardId,
    reader: Option<u64>,
) -> Result<Option<Message>, TableError> {
    let rules = match id.view.split_once('.') {
        None if id.view == "wins" => None,
        Some(("wins", rules)) if PRESET_NAMES.contains(&rules) => Some(rules),
        _ => return Ok(None),
    };
    let BoardScope::AllTime = id.scope else {
        return Ok(None);
    };
    let (standings, games) = server_standings(store, guild, rules, None)?;
    let board = WinsBoard {
        standings: &standings,
        rules,
        scope: id.scope,
        games,
    };
    Ok(Some(wins_board_message(&board, id.page, reader)))
}
