//! Who sits in a seat: a Discord user or a computer player.

use canasta_engine::players::PlayerKind;
use serde::{Deserialize, Serialize};

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PlayerSlot {
    /// A Discord user.
    Human {
        /// The user's Discord id.
        user_id: u64,
        /// Display name when the game started.
        name: String,
    },
    /// A computer player.
    Computer {
        /// Display name.
        name: String,
        /// Which computer player: a [`PlayerKind`] name (`strong`, `good`, `basic`, `random`);
        /// seats stored before the levels say `heuristic`, which reads as `basic`.
        kind: String,
    },
}

impl PlayerSlot {
    /// The Discord user in this seat, if a human sits there.
    pub fn user_id(&self) -> Option<u64> {
        match self {
            PlayerSlot::Human { user_id, .. } => Some(*user_id),
            PlayerSlot::Computer { .. } => None,
        }
    }

    /// The computer player in this seat, if a computer sits there. A kind no level is named
    /// (there is none today) reads as `basic`, the player such seats always had.
    pub fn computer_kind(&self) -> Option<PlayerKind> {
        match self {
            PlayerSlot::Human { .. } => None,
            PlayerSlot::Computer { kind, .. } => Some(kind.parse().unwrap_or(PlayerKind::Basic)),
        }
    }

    /// The display name.
    pub fn name(&self) -> &str {
        match self {
            PlayerSlot::Human { name, .. } | PlayerSlot::Computer { name, .. } => name,
        }
    }
}
