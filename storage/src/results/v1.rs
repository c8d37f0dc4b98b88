//! Result format 1 (kind `R`), as released: what a finished game's result held before the
//! outcome, the seats at the start and the deal-by-deal lines. Read only, and migrated to the
//! newest format in memory: a format-1 result is a finished game (nobody could resign into a
//! result), its players at the start are unknown and taken as its players, and it has no deal
//! lines (statistics that need them leave it out).

use super::{GameResult, ResultEnd};
use canasta_records::GameId;
use canasta_records::PlayerSlot;
use serde::Deserialize;

/// Result format 1. Never change it: released records decode through it.
#[derive(Debug, Deserialize)]
pub(super) struct ResultV1 {
    game_id: GameId,
    guild_id: u64,
    channel_id: u64,
    rules: String,
    players: Vec<PlayerSlot>,
    teams: Vec<Vec<usize>>,
    scores: Vec<i32>,
    winners: Vec<usize>,
    deals: u32,
    started_at: u64,
    finished_at: u64,
    duration_ms: u64,
}

impl From<ResultV1> for GameResult {
    fn from(v1: ResultV1) -> GameResult {
        GameResult {
            players_at_start: v1.players.clone(),
            game_id: v1.game_id,
            guild_id: v1.guild_id,
            channel_id: v1.channel_id,
            rules: v1.rules,
            players: v1.players,
            teams: v1.teams,
            scores: v1.scores,
            winners: v1.winners,
            deals: v1.deals,
            started_at: v1.started_at,
            finished_at: v1.finished_at,
            duration_ms: v1.duration_ms,
            outcome: ResultEnd::Finished,
            deal_lines: Vec::new(),
        }
    }
}
