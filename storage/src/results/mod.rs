//! Game results, kept per guild for the leaderboards, ratings and statistics: one per game
//! that finished or that a side resigned (an abandoned game has none).
//!
//! Format 2 of kind `R` is [`GameResult`] as it is; format 1 (see `v1.rs`) lacked the
//! outcome, the seats at the start and the deal lines, and is migrated when read.

mod build;
mod cache;
mod store;
#[cfg(test)]
mod tests;
mod v1;

use crate::format::{FormatError, Kind, Plain};
pub(crate) use cache::ResultsCache;
use canasta_records::GameId;
use canasta_records::PlayerSlot;
use serde::{Deserialize, Serialize};

/// The result of a finished or resigned game (format 2 of kind `R`: change only with a
/// format bump).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The game.
    pub game_id: GameId,
    /// The Discord server.
    pub guild_id: u64,
    /// The channel or thread it was played in.
    pub channel_id: u64,
    /// The rule set's name (`classic`, ...).
    pub rules: String,
    /// One slot per seat: who sat there when the game ended (a substitute, or the computer
    /// that took over a seat, included). See `players_at_start` for the seats' owners.
    pub players: Vec<PlayerSlot>,
    /// The seats of each team, by team index.
    pub teams: Vec<Vec<usize>>,
    /// Each team's final score (for a resigned game, its total when it resigned).
    pub scores: Vec<i32>,
    /// The winning team(s); two or more is a draw. A resigned game: every team but the
    /// resigning seat's.
    pub winners: Vec<usize>,
    /// Deals played (scored) in full.
    pub deals: u32,
    /// Creation time, ms since the epoch.
    pub started_at: u64,
    /// End time (the last action, or the resignation), ms since the epoch.
    pub finished_at: u64,
    /// `finished_at - started_at`, in milliseconds.
    pub duration_ms: u64,
    /// How the game ended (format 1 results: [`ResultEnd::Finished`]).
    pub outcome: ResultEnd,
    /// The seats' players when the game started: a computer or a substitute that took over
    /// a seat later is replaced by the seat's owner, so a seat played by a computer from the
    /// start can be told from a human's seat handed over (format 1 results: `players`).
    pub players_at_start: Vec<PlayerSlot>,
    /// The scored deals, in order (format 1 results: empty). Named `deal_lines` because the
    /// format-1 field `deals` is their count.
    pub deal_lines: Vec<DealLine>,
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ResultEnd {
    /// A team reached the target (FI 1, 34A).
    Finished,
    /// The player in `seat` resigned (`/resign`): a loss for their side, the others win.
    Resigned {
        /// The resigning seat.
        seat: usize,
    },
}

/// One scored deal of a result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealLine {
    /// The deal's number, from 1.
    pub deal: u32,
    /// The seat that went out; `None` when the stock ran out.
    pub went_out: Option<usize>,
    /// Whether it went out concealed.
    pub concealed: bool,
    /// Each team's score for the deal.
    pub scores: Vec<i32>,
    /// Each team's running total after the deal.
    pub totals: Vec<i32>,
    /// Each team's canastas (natural, mixed, sambas) when the deal ended; `None` for deals
    /// scored before the engine counted them, which statistics must leave out (not zero).
    pub canastas: Option<Vec<u32>>,
}

impl Plain for GameResult {
    const KIND: Kind = Kind::Result;
    const FORMAT: u16 = 2;

    fn decode_version(version: u16, json: &[u8]) -> Result<Self, FormatError> {
        match version {
            1 => Ok(serde_json::from_slice::<v1::ResultV1>(json)?.into()),
            2 => Ok(serde_json::from_slice(json)?),
            v => Err(FormatError::Corrupt(format!("unknown result format {v}"))),
        }
    }
}

impl GameResult {
    /// True when a side resigned.
    pub fn is_resigned(&self) -> bool {
        matches!(self.outcome, ResultEnd::Resigned { .. })
    }

    /// The key in the results tree: guild ++ finished-at ++ game id, so a guild's results
    /// list in the order the games ended.
    pub(crate) fn key(&self) -> Vec<u8> {
        let mut key = Vec::with_capacity(24);
        key.extend_from_slice(&self.guild_id.to_be_bytes());
        key.extend_from_slice(&self.finished_at.to_be_bytes());
        key.extend_from_slice(&self.game_id.to_key());
        key
    }
}
