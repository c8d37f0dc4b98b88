//! Lobbies: a table being gathered in a Discord thread before its game starts. The store
//! keeps one record per thread, so the Join and Start buttons of a lobby keep working after a
//! restart.

use crate::ids::GameId;
use crate::move_clock::{MoveClock, TimeoutPolicy};
use crate::seat::PlayerSlot;
use canasta_engine::Rules;
use serde::{Deserialize, Serialize};
use std::time::{SystemTime, UNIX_EPOCH};

/// Where a lobby is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum LobbyState {
    /// Players may join, leave and be arranged.
    Open,
    /// The game started; the lobby is closed.
    Started {
        /// The thread's newest game: the game it became, moved on by each "Play again".
        game: GameId,
    },
    /// The host (or a moderator) closed it without a game.
    Cancelled,
}

/// A lobby (format 2 of kind `B`: change only with a format bump).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyRecord {
    /// The thread the lobby (and later its game) lives in; the record's key.
    pub thread_id: u64,
    /// The Discord server.
    pub guild_id: u64,
    /// The channel the thread was opened from.
    pub channel_id: u64,
    /// The user who opened it.
    pub host_id: u64,
    /// The lobby message in the thread, once posted.
    pub message_id: Option<u64>,
    /// The rule set the game will use.
    pub rules: Rules,
    /// Who has taken a seat so far, in seat order.
    pub players: Vec<PlayerSlot>,
    /// Open, started or cancelled.
    pub state: LobbyState,
    /// Bumped by every change; starts at 0.
    pub version: u64,
    /// Creation time, milliseconds since the Unix epoch.
    pub created_at: u64,
    /// Last change, milliseconds since the Unix epoch.
    pub updated_at: u64,
    /// The move clock the host chose; `None`: the server's default when the game starts.
    /// Absent in lobbies stored before clocks (and not written while `None`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_clock: Option<MoveClock>,
    /// What the table does when a human's clock runs out, if the host chose; `None`:
    /// [`TimeoutPolicy::Autopilot`]. Absent in lobbies stored before policies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on_timeout: Option<TimeoutPolicy>,
}

impl LobbyRecord {
    /// A new open lobby with the host in the first seat, made now by the system clock.
    pub fn new(
        thread_id: u64,
        guild_id: u64,
        channel_id: u64,
        host: PlayerSlot,
        rules: Rules,
    ) -> LobbyRecord {
        let now = system_now_ms();
        LobbyRecord {
            thread_id,
            guild_id,
            channel_id,
            host_id: host.user_id().unwrap_or(0),
            message_id: None,
            rules,
            players: vec![host],
            state: LobbyState::Open,
            version: 0,
            created_at: now,
            updated_at: now,
            move_clock: None,
            on_timeout: None,
        }
    }
}

/// Now by the system clock in ms since the Unix epoch (0 if it is before 1970), for records
/// made without a store at hand.
fn system_now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}
