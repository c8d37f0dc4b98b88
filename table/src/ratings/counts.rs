//! What counts for the ratings (issue 15): a finished game with a stored result, a human at
//! every seat from its start, each in one seat; teams placed by winners then score.
//!
//! An abandoned game has no result, so it never reaches the ratings. A game with a computer
//! seat from its start is unrated (its statistics still count elsewhere). A turn played by
//! the autopilot keeps its human's result: the seat's player at the start is rated.

use canasta_storage::{GameResult, PlayerSlot, ResultEnd};
use std::cmp::Reverse;

/// The seats' players the ratings credit: those at the start of the game (a computer or a
/// substitute that took a seat over later does not change who is rated).
pub(crate) fn rated_players(result: &GameResult) -> &[PlayerSlot] {
    &result.players_at_start
}

/// Whether a result is rated: two teams or more, each seat a human from the start, no one
/// in two seats.
pub fn is_rated(result: &GameResult) -> bool {
    let players = rated_players(result);
    let mut users: Vec<u64> = Vec::with_capacity(players.len());
    for slot in players {
        match slot {
            PlayerSlot::Human { user_id, .. } if !users.contains(user_id) => users.push(*user_id),
            _ => return false,
        }
    }
    result.teams.len() >= 2
        && result
            .teams
            .iter()
            .all(|team| !team.is_empty() && team.iter().all(|seat| *seat < players.len()))
}

/// Each team's place (1 = best; equal places tie): a resigning side is last (a loss, issue
/// 15), the winners share first place (two or more winners are a draw), the other teams
/// follow by score.
pub(crate) fn places(result: &GameResult) -> Vec<usize> {
    let resigned = match result.outcome {
        ResultEnd::Resigned { seat } => result.teams.iter().position(|t| t.contains(&seat)),
        ResultEnd::Finished => None,
    };
    let key = |team: usize| {
        let won = result.winners.contains(&team) && resigned != Some(team);
        let score = if won {
            0
        } else {
            result.scores.get(team).copied().unwrap_or(i32::MIN)
        };
        (resigned == Some(team), !won, Reverse(score))
    };
    (0..result.teams.len())
        .map(|team| {
            1 + (0..result.teams.len())
                .filter(|o| key(*o) < key(team))
                .count()
        })
        .collect()
}
