//! Identifiers. Discord ids (guild, channel, user) are plain `u64` snowflakes.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A game's id, allocated by the store and never reused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub u64);

impl GameId {
    /// The id as the big-endian key of the games tree (so keys sort by id).
    pub fn to_key(self) -> [u8; 8] {
        self.0.to_be_bytes()
    }

    /// The id stored in a games-tree key, if the key has the right length.
    pub fn from_key(key: &[u8]) -> Option<GameId> {
        Some(GameId(u64::from_be_bytes(key.try_into().ok()?)))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for GameId {
    type Err = std::num::ParseIntError;

    /// Parses `42` or `#42`, as typed in `canasta-bot export --game ID`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.trim().trim_start_matches('#').parse().map(GameId)
    }
}
