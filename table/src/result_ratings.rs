//! What a game's result did to its players' ratings, for the post in its thread when it ends
//! (issue 15): the kept ratings are first brought up to date ([`ratings::catch_up`]), then
//! each rated player's history point of this game gives their rating in the game's family
//! before and after it, and the family's board (of the season the game ended in when the
//! server has seasons, else of all time) gives their rank. Read from the kept state, so the
//! same numbers come back when the post is built again after a restart.

use super::error::TableError;
use super::leaderboard::board_scope;
use super::ratings::{self, Family, Scope, MIN_GAMES_ON_BOARD};
use canasta_storage::{GameRecord, GameResult, GameStatus, PlayerSlot, Store};
use canasta_wording::render::result_ratings::{RatingShift, ResultRatings, Standing, Unrated};

/// The ratings part of the end of `record`'s game, when the engine ended it (a finished
/// game's result is built from its record as the store built it); `None` for a game not
/// finished.
pub fn finished_game_ratings(
    store: &Store,
    record: &GameRecord,
) -> Result<Option<ResultRatings>, TableError> {
    if record.status != GameStatus::Finished {
        return Ok(None);
    }
    match GameResult::of(record) {
        Some(result) => result_ratings(store, &result).map(Some),
        None => Ok(None),
    }
}

/// What `result` (stored) did to its players' ratings in its family, or why it is unrated.
/// Brings the guild's kept ratings up to date first, so the numbers include this game.
pub fn result_ratings(store: &Store, result: &GameResult) -> Result<ResultRatings, TableError> {
    if !ratings::is_rated(result) {
        let computer = result
            .players_at_start
            .iter()
            .any(|p| !matches!(p, PlayerSlot::Human { .. }));
        return Ok(ResultRatings::Unrated(if computer {
            Unrated::ComputerSeat
        } else {
            Unrated::NotRatable
        }));
    }
    let guild = result.guild_id;
    ratings::catch_up(store, guild)?;
    let family = Family::of(result);
    let mode = store.settings(guild)?.season_mode();
    let scope = Scope::current(mode, result.finished_at);
    let board = ratings::board(store, guild, family, scope)?;
    let changes = ratings::game_changes(store, result)?;
    let mut players = Vec::new();
    for user_id in in_order(result) {
        let Some(change) = changes
            .iter()
            .find(|c| c.user_id == user_id && c.family == family)
        else {
            tracing::warn!(guild, game = %result.game_id, user_id,
                "a rated game has no history point of a player");
            continue;
        };
        let standing = match board.rows.iter().find(|r| r.user_id == user_id) {
            Some(row) => Standing::Ranked(row.rank),
            None => Standing::TooFewGames {
                games: ratings::rating_of(store, guild, user_id, family, scope)?
                    .map_or(0, |r| r.games),
                needed: MIN_GAMES_ON_BOARD,
            },
        };
        let name = result
            .players_at_start
            .iter()
            .find(|p| p.user_id() == Some(user_id))
            .map_or_else(String::new, |p| p.name().to_string());
        players.push(RatingShift {
            name,
            before: change.before.shown(),
            before_provisional: change.before.provisional(),
            after: change.after.shown(),
            after_provisional: change.after.provisional(),
            standing,
        });
    }
    if players.is_empty() {
        return Err(TableError::Internal(format!(
            "the ratings have not counted game {}",
            result.game_id
        )));
    }
    Ok(ResultRatings::Rated {
        family: family.name().to_string(),
        board: board_scope(scope),
        players,
    })
}

/// The rated players, the winners' teams first, each team in seat order.
fn in_order(result: &GameResult) -> Vec<u64> {
    let mut teams: Vec<(usize, &Vec<usize>)> = result.teams.iter().enumerate().collect();
    teams.sort_by_key(|(team, _)| !result.winners.contains(team));
    teams
        .into_iter()
        .flat_map(|(_, seats)| seats.iter())
        .filter_map(|seat| result.players_at_start.get(*seat)?.user_id())
        .collect()
}

#[cfg(test)]
#[path = "result_ratings_tests.rs"]
mod tests;
