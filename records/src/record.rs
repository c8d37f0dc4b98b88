//! A stored game as the rest of the bot sees it: who plays, the log, the snapshot, the version.

use crate::ids::GameId;
use crate::move_clock::MoveClock;
use crate::seat::PlayerSlot;
use crate::timeouts::Timeouts;
use canasta_engine::{Game, Rules};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Where a game is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Being played: listed in the active-game indexes.
    Active,
    /// The engine ended it; its result is recorded.
    Finished,
    /// Stopped by the players or an admin before the end.
    Abandoned,
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
        })
    }
}

/// What a new game needs. The store allocates the id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    /// The Discord server.
    pub guild_id: u64,
    /// The channel or thread the game is played in.
    pub channel_id: u64,
    /// The user who started it.
    pub host_id: u64,
    /// One slot per seat, in seat order.
    pub players: Vec<PlayerSlot>,
    /// The rule set.
    pub rules: Rules,
    /// The seed that fixes every deal.
    pub seed: u64,
    /// How long each seat may take ([`MoveClock::none`]: untimed).
    pub move_clock: MoveClock,
    /// The Discord interaction that asked for the game: a retry returns the same game.
    pub idempotency_key: Option<String>,
}

/// A stored game without its action log (the store loads that on its own):
/// `game` is always the result of replaying the log's `log_len` actions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// The id.
    pub id: GameId,
    /// The Discord server.
    pub guild_id: u64,
    /// The channel or thread the game is played in.
    pub channel_id: u64,
    /// The user who started it.
    pub host_id: u64,
    /// One slot per seat.
    pub players: Vec<PlayerSlot>,
    /// The rule set.
    pub rules: Rules,
    /// The seed that fixes every deal.
    pub seed: u64,
    /// Number of actions in the log.
    pub log_len: usize,
    /// The current state (the snapshot).
    pub game: Game,
    /// Bumped by every change; starts at 0.
    pub version: u64,
    /// Active, finished or abandoned.
    pub status: GameStatus,
    /// Creation time, milliseconds since the Unix epoch.
    pub created_at: u64,
    /// Last change, milliseconds since the Unix epoch.
    pub updated_at: u64,
    /// When the engine ended the game.
    pub finished_at: Option<u64>,
    /// What running out of time did: the autopilot's actions, missed turns, seats handed
    /// over (empty in games stored before it).
    pub timeouts: Timeouts,
}

impl GameRecord {
    /// The seats a Discord user plays, in seat order.
    pub fn seats_of(&self, user_id: u64) -> Vec<usize> {
        (0..self.players.len())
            .filter(|&s| self.players[s].user_id() == Some(user_id))
            .collect()
    }

    /// Every user with a seat, the owners of seats handed over (they keep the game in their
    /// list) and the host, without repeats: the per-user index entries.
    pub fn users(&self) -> Vec<u64> {
        let owners = self.timeouts.handed_over.iter().map(|h| &h.owner);
        let mut users: Vec<u64> = self
            .players
            .iter()
            .chain(owners)
            .filter_map(PlayerSlot::user_id)
            .chain([self.host_id])
            .collect();
        users.sort_unstable();
        users.dedup();
        users
    }
}
