//! The page of a leaderboard as `/leaderboard` and its paging buttons show it: the board a
//! [`BoardId`] names (a rating family's, or the wins and points of every game), read from the
//! store and worded. The commands only parse and send.

use super::error::TableError;
use super::ratings::{self, Family, Scope, Season, SeasonMode, MIN_GAMES_ON_BOARD};
use super::standings::server_standings;
use canasta_engine::PRESET_NAMES;
use canasta_storage::Store;
use canasta_wording::board_id::{BoardId, BoardScope};
use canasta_wording::lang::Lang;
use canasta_wording::payload::Message;
use canasta_wording::render::leaderboard::{
    rated_board_message, wins_board_message, RatedBoard, RatedLine, WinsBoard, WINS_VIEW,
};

/// The season under way in `guild` (all time when it has no seasons).
pub fn current_scope(store: &Store, guild: u64) -> Result<BoardScope, TableError> {
    let mode = store.settings(guild)?.season_mode();
    Ok(board_scope(Scope::current(mode, store.now_ms())))
}

/// A board's scope of the ratings'.
pub(crate) fn board_scope(scope: Scope) -> BoardScope {
    match scope {
        Scope::Season(season) if season.mode != SeasonMode::None => BoardScope::Season {
            quarterly: season.mode == SeasonMode::Quarterly,
            index: season.index,
        },
        Scope::Season(_) | Scope::AllTime => BoardScope::AllTime,
    }
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

/// True when `view` names a board: a family's id, `wins` or `wins.<rule set>`.
pub fn is_board(view: &str) -> bool {
    Family::from_name(view).is_some() || wins_rules(view).is_some()
}

/// The rule set of a wins board's view: `Some(None)` for `wins`, `Some(Some(rules))` for
/// `wins.<rules>`, `None` for anything else.
fn wins_rules(view: &str) -> Option<Option<&str>> {
    match view.split_once('.') {
        None if view == WINS_VIEW => Some(None),
        Some((WINS_VIEW, rules)) if PRESET_NAMES.contains(&rules) => Some(Some(rules)),
        _ => None,
    }
}

/// The page of the board `id` names in `guild`, in `lang`, for `reader` (who then sees their
/// own line when it is on another page); `None` when `id` names no board. A rated board first
/// brings the kept ratings up to date with the stored results (nothing to do when they are).
pub fn leaderboard_page(
    lang: Lang,
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
        return Ok(Some(rated_board_message(lang, &rated, id.page, reader)));
    }
    let Some(rules) = wins_rules(&id.view) else {
        return Ok(None);
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
    Ok(Some(wins_board_message(lang, &board, id.page, reader)))
}
