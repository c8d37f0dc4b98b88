//! Ratings (issue 15): a team-aware Weng-Lin rating per server, per [`Family`] of rule sets
//! (and `Overall`), all time and per season, computed by the `skillratings` crate.
//!
//! - What counts ([`is_rated`]): finished games with a human at every seat from the start; a
//!   resigned game is a loss for the resigning side; an abandoned game has no result.
//! - The shown rating is μ − 3σ, scaled ([`Rating::shown`]); "?" while provisional; boards
//!   list players with [`MIN_GAMES_ON_BOARD`] rated games or more.
//! - Kept incrementally: [`catch_up`] reads a guild's results stored after its mark, once
//!   each, in the results tree's order (end time, then game id), and writes the boards it
//!   changed, the history points and the new mark in one atomic write. [`rebuild`] replays
//!   them all from nothing through the same code, so both give the same bytes.
//! - Two games of a guild that end at the same moment may store their results in either
//!   order, so one can land just behind the mark. The mark remembers the results of the last
//!   minute ([`LATE_GRACE_MS`](keep::LATE_GRACE_MS)) and a catch-up reads back that far: a
//!   result stored late is still applied, once (after the other; a rebuild applies it in end
//!   order, so the two may then differ in the last digits).
//! - Every game updates its family's and `Overall`'s boards of all time, of its UTC month and
//!   of its quarter, whatever the guild's season setting (which only picks the board shown).

mod counts;
mod family;
mod keep;
mod rating;
mod season;
#[cfg(test)]
mod tests;
mod weng_lin;

pub use counts::is_rated;
pub use family::Family;
pub use rating::{Rating, MIN_GAMES_ON_BOARD, PROVISIONAL_SIGMA, SHOWN_BASE, SHOWN_SCALE};
pub use season::{Scope, Season, SeasonMode};

use crate::error::TableError;
use canasta_storage::{BoardKey, GameId, GameResult, RatingPeriod, Store};
use keep::{board_order, Keeper};
use std::sync::{Mutex, PoisonError};

/// One catch-up or rebuild at a time in this process: each reads the mark, then writes a
/// new one, and two at once could move it backwards.
static KEEPING: Mutex<()> = Mutex::new(());

/// One rated game's effect on one player's all-time rating in one family (the game's own
/// family, and `Overall`).
#[derive(Debug, Clone, PartialEq)]
pub struct RatingChange {
    /// The player.
    pub user_id: u64,
    /// The family (the game's, or `Overall`).
    pub family: Family,
    /// The rating before the game.
    pub before: Rating,
    /// The rating after it.
    pub after: Rating,
    /// The player's rank on the family's all-time board after the game (`None` while below
    /// [`MIN_GAMES_ON_BOARD`]).
    pub rank_after: Option<u32>,
}

/// Brings the kept ratings of `guild` up to date with its stored results and returns, for
/// each result not seen before (in order), what it changed (empty for an unrated game).
/// Each result is applied once, even when called again or after a crash: the boards and the
/// mark are written together.
pub fn catch_up(store: &Store, guild: u64) -> Result<Vec<(GameId, Vec<RatingChange>)>, TableError> {
    let _one = KEEPING.lock().unwrap_or_else(PoisonError::into_inner);
    let mark = store.ratings_mark(guild)?;
    let read = store.results_after(guild, keep::read_from(&mark))?;
    let mut keeper = Keeper::continuing(store, guild, mark);
    let mut changes = Vec::new();
    for (pos, read) in read {
        if !keeper.already_seen(pos) {
            changes.push((pos.game, keeper.apply(pos, read)?));
        }
    }
    if changes.is_empty() {
        return Ok(Vec::new());
    }
    store.write_ratings(guild, &keeper.into_write(false))?;
    Ok(changes)
}

/// A board: players of a family in a scope, best first.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Board {
    /// The listed players (at least [`MIN_GAMES_ON_BOARD`] rated games), best first.
    pub rows: Vec<BoardRow>,
    /// Rated players with fewer games, not listed.
    pub hidden_below_min: u32,
}

/// A listed player.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardRow {
    /// The player.
    pub user_id: u64,
    /// Their name in their most recent rated game.
    pub name: String,
    /// Their rating.
    pub rating: Rating,
    /// 1 for the best.
    pub rank: u32,
}

/// The kept board of `family` in `scope` (it reads the kept state: call [`catch_up`] first
/// for the newest results). Best first by shown rating, then games, then user id.
pub fn board(store: &Store, guild: u64, family: Family, scope: Scope) -> Result<Board, TableError> {
    let kept = store.rating_board(guild, board_key(family, scope.period()))?;
    let mut listed: Vec<_> = kept
        .entries
        .iter()
        .filter(|(_, e)| e.games >= MIN_GAMES_ON_BOARD)
        .collect();
    listed.sort_by(|a, b| board_order(*a, *b));
    let hidden = kept.entries.len() - listed.len();
    Ok(Board {
        rows: listed
            .into_iter()
            .zip(1u32..)
            .map(|((user_id, e), rank)| BoardRow {
                user_id: *user_id,
                name: e.name.clone(),
                rating: Rating::from(e),
                rank,
            })
            .collect(),
        hidden_below_min: u32::try_from(hidden).unwrap_or(u32::MAX),
    })
}

/// A player's kept rating in a family and scope (`None`: no rated game there).
pub fn rating_of(
    store: &Store,
    guild: u64,
    user: u64,
    family: Family,
    scope: Scope,
) -> Result<Option<Rating>, TableError> {
    let kept = store.rating_board(guild, board_key(family, scope.period()))?;
    Ok(kept.entries.get(&user).map(Rating::from))
}

/// A player's all-time rating history in `family`: (game's end, ms since the epoch; shown
/// rating after it), oldest first.
pub fn history(
    store: &Store,
    guild: u64,
    user: u64,
    family: Family,
) -> Result<Vec<(u64, f64)>, TableError> {
    Ok(store
        .rating_history(guild, user, family.code())?
        .iter()
        .map(|(at, point)| (at.finished_at, Rating::from(point).shown()))
        .collect())
}

/// What a rated game changed, read back from the kept history (for a result post made after
/// the catch-up that applied it, e.g. after a restart). `rank_after` is the player's rank now.
/// Empty while the game is not yet applied (or unrated).
pub fn game_changes(store: &Store, result: &GameResult) -> Result<Vec<RatingChange>, TableError> {
    if !is_rated(result) {
        return Ok(Vec::new());
    }
    let mut changes = Vec::new();
    for family in [Family::of(result), Family::Overall] {
        let kept = store.rating_board(result.guild_id, board_key(family, RatingPeriod::AllTime))?;
        let mut listed: Vec<_> = kept
            .entries
            .iter()
            .filter(|(_, e)| e.games >= MIN_GAMES_ON_BOARD)
            .collect();
        listed.sort_by(|a, b| board_order(*a, *b));
        for user_id in counts::rated_players(result)
            .iter()
            .filter_map(|p| p.user_id())
        {
            let points = store.rating_history(result.guild_id, user_id, family.code())?;
            let Some(i) = points.iter().position(|(at, _)| at.game == result.game_id) else {
                continue;
            };
            let before = match i.checked_sub(1) {
                Some(p) => Rating::from(&points[p].1),
                None => Rating::default(),
            };
            let rank_after = listed
                .iter()
                .position(|(u, _)| **u == user_id)
                .and_then(|p| u32::try_from(p + 1).ok());
            changes.push(RatingChange {
                user_id,
                family,
                before,
                after: Rating::from(&points[i].1),
                rank_after,
            });
        }
    }
    Ok(changes)
}

/// A player whose rating moved in a period, for the weekly report's "biggest movers".
#[derive(Debug, Clone, PartialEq)]
pub struct Mover {
    /// The player.
    pub user_id: u64,
    /// Their name in their most recent rated game.
    pub name: String,
    /// Shown rating before the period (the starting rating when they had none yet).
    pub before: f64,
    /// Shown rating now.
    pub after: f64,
    /// Rated games they played in the period.
    pub games: u32,
}

/// The players of `family` who played rated games from `since_ms` on (ms since the epoch),
/// biggest move of their shown rating first (then user id). Reads the kept state.
pub fn movers(
    store: &Store,
    guild: u64,
    family: Family,
    since_ms: u64,
) -> Result<Vec<Mover>, TableError> {
    let kept = store.rating_board(guild, board_key(family, RatingPeriod::AllTime))?;
    let mut movers = Vec::new();
    for (user_id, entry) in &kept.entries {
        let points = store.rating_history(guild, *user_id, family.code())?;
        let first_new = points.partition_point(|(at, _)| at.finished_at < since_ms);
        let games = points.len() - first_new;
        if games == 0 {
            continue;
        }
        let before = match first_new.checked_sub(1) {
            Some(i) => Rating::from(&points[i].1),
            None => Rating::default(),
        };
        movers.push(Mover {
            user_id: *user_id,
            name: entry.name.clone(),
            before: before.shown(),
            after: Rating::from(entry).shown(),
            games: u32::try_from(games).unwrap_or(u32::MAX),
        });
    }
    movers.sort_by(|a, b| {
        (b.after - b.before)
            .abs()
            .total_cmp(&(a.after - a.before).abs())
            .then(a.user_id.cmp(&b.user_id))
    });
    Ok(movers)
}

/// What a rebuild did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RebuildReport {
    /// Guilds rebuilt.
    pub guilds: u32,
    /// Results read.
    pub results: u64,
    /// Of those, rated.
    pub rated: u64,
}

/// Rebuilds the kept ratings of `guild` (every guild with results for `None`) from its
/// stored results, from nothing: what `canasta-bot ratings rebuild` runs after a change to
/// the rating rules. Each guild is replaced in one atomic write.
pub fn rebuild(store: &Store, guild: Option<u64>) -> Result<RebuildReport, TableError> {
    let _one = KEEPING.lock().unwrap_or_else(PoisonError::into_inner);
    let guilds = match guild {
        Some(guild) => vec![guild],
        None => store.guilds_with_results()?,
    };
    let mut report = RebuildReport::default();
    for guild in guilds {
        let mut keeper = Keeper::fresh(guild);
        for (pos, read) in store.results_after(guild, None)? {
            keeper.apply(pos, read)?;
        }
        report.guilds += 1;
        report.results += keeper.mark().results;
        report.rated += keeper.mark().rated;
        store.write_ratings(guild, &keeper.into_write(true))?;
    }
    Ok(report)
}

fn board_key(family: Family, period: RatingPeriod) -> BoardKey {
    BoardKey {
        family: family.code(),
        period,
    }
}
