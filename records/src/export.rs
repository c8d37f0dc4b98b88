//! The export document (`canasta-bot export --game ID`): a game as self-contained,
//! replayable JSON, which the terminal game also reads.

use crate::ids::GameId;
use crate::record::GameStatus;
use crate::rules_v1::upgrade_rules_json;
use crate::seat::PlayerSlot;
use crate::timeouts::Timeouts;
use canasta_engine::{Game, GameLog, ReplayError};
use serde::{Deserialize, Serialize};

/// The version of the export document; bumped if its fields change incompatibly. Version 2:
/// the log's rules are in policy groups; version 1's flat rules are converted on reading.
pub const EXPORT_FORMAT: u32 = 2;

/// An exported game. `log` replays to the game ([`ExportedGame::replay`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportedGame {
    /// [`EXPORT_FORMAT`] of the exporting build.
    pub export_format: u32,
    /// The game id.
    pub game_id: GameId,
    /// The Discord server.
    pub guild_id: u64,
    /// The channel or thread.
    pub channel_id: u64,
    /// The host.
    pub host_id: u64,
    /// One slot per seat.
    pub players: Vec<PlayerSlot>,
    /// Active, finished or abandoned.
    pub status: GameStatus,
    /// The game version.
    pub version: u64,
    /// Creation time, ms since the epoch.
    pub created_at: u64,
    /// Last change, ms since the epoch.
    pub updated_at: u64,
    /// End time, if the engine ended it.
    pub finished_at: Option<u64>,
    /// Each team's score.
    pub scores: Vec<i32>,
    /// The winning team(s), once over.
    pub winners: Option<Vec<usize>>,
    /// Rules, seed and every action: replay it to rebuild the game.
    pub log: GameLog,
    /// The log entries the autopilot played when a clock ran out, the missed turns and the
    /// seats handed over (absent when nothing ran out, and in older exports).
    #[serde(default, skip_serializing_if = "Timeouts::is_empty")]
    pub timeouts: Timeouts,
}

impl ExportedGame {
    /// Parses an export document of any version.
    pub fn from_json(json: &str) -> serde_json::Result<ExportedGame> {
        let mut value: serde_json::Value = serde_json::from_str(json)?;
        if let Some(rules) = value.get_mut("log").and_then(|log| log.get_mut("rules")) {
            upgrade_rules_json(rules);
        }
        serde_json::from_value(value)
    }

    /// Rebuilds the game from the log.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        self.log.replay()
    }
}
