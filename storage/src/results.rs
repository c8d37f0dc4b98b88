//! Finished-game results, kept per guild for the leaderboards.

use crate::commit::{Commit, TreeId};
use crate::error::{Result, StoreError};
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::ids::GameId;
use crate::record::{GameRecord, GameStatus, PlayerSlot};
use crate::store::Store;
use serde::{Deserialize, Serialize};

/// The result of a finished game (format 1 of kind `R`: change only with a format bump).
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
    /// One slot per seat.
    pub players: Vec<PlayerSlot>,
    /// The seats of each team, by team index.
    pub teams: Vec<Vec<usize>>,
    /// Each team's final score.
    pub scores: Vec<i32>,
    /// The winning team(s); two or more is a draw.
    pub winners: Vec<usize>,
    /// Deals played.
    pub deals: u32,
    /// Creation time, ms since the epoch.
    pub started_at: u64,
    /// End time, ms since the epoch.
    pub finished_at: u64,
    /// `finished_at - started_at`, in milliseconds.
    pub duration_ms: u64,
}

impl Plain for GameResult {
    const KIND: Kind = Kind::Result;
    const FORMAT: u16 = 1;
}

impl GameResult {
    /// The result of a finished game; `None` while the engine has not ended it.
    pub fn of(record: &GameRecord) -> Option<GameResult> {
        let winners = record.game.winners()?.to_vec();
        let finished_at = record.finished_at.unwrap_or(record.updated_at);
        let rules = &record.rules;
        let mut teams = vec![Vec::new(); rules.team_count()];
        for seat in 0..rules.seats() {
            teams[rules.team_of(seat)].push(seat);
        }
        Some(GameResult {
            game_id: record.id,
            guild_id: record.guild_id,
            channel_id: record.channel_id,
            rules: rules.name.clone(),
            players: record.players.clone(),
            teams,
            scores: record.game.scores().to_vec(),
            winners,
            deals: record.game.deal_number(),
            started_at: record.created_at,
            finished_at,
            duration_ms: finished_at.saturating_sub(record.created_at),
        })
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

impl Store {
    /// Writes (again) the result of a finished game and returns it. Results are recorded
    /// automatically when an action ends a game; this repairs or rebuilds one.
    pub fn record_result(&self, game: GameId) -> Result<GameResult> {
        let _held = self.lock_game(game);
        let _gate = self.write_gate();
        let record = self.load_game(game)?;
        let result = match (record.status, GameResult::of(&record)) {
            (GameStatus::Finished, Some(result)) => result,
            (status, _) => return Err(StoreError::NotFinished { game, status }),
        };
        let commit = Commit {
            puts: vec![(TreeId::Results, result.key(), encode_plain(&result))],
            ..Commit::default()
        };
        self.commit(&commit)?;
        Ok(result)
    }

    /// A guild's results, oldest first. A result that cannot be read gives its own error.
    pub fn results_in_guild(&self, guild_id: u64) -> Result<Vec<Result<GameResult>>> {
        let tree = &self.db().trees.results;
        let mut results = Vec::new();
        for entry in tree.scan_prefix(guild_id.to_be_bytes()) {
            let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
            let what = match GameId::from_key(key.get(16..).unwrap_or_default()) {
                Some(game) => format!("result of game {game}"),
                None => format!("result {key:?}"),
            };
            results.push(decode_plain(&bytes).map_err(|e| e.at(self.path(), what)));
        }
        Ok(results)
    }
}
