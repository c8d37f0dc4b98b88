//! The Canasta table's plain data and house rules, with no database and no I/O.
//!
//! Between the engine (the game itself) and the store (how records are kept), this crate says
//! what the table is: who sits where ([`PlayerSlot`]), a stored game ([`GameRecord`]) and a
//! lobby ([`LobbyRecord`]), the move clock and its waits ([`MoveClock`], [`Wait`]), time away
//! and pauses ([`SeatAway`], [`PauseVote`]), what running out of time did ([`Timeouts`]), a
//! server's and a player's settings, seasons and the weekly report, and the export document.
//! The rules of the house that need no database live beside their data: how long a clock
//! runs, when a seat is handed over, how much time away a seat has left, which reports are
//! due.
//!
//! The store (`canasta-storage`) keeps these records in sled, with their formats, versions
//! and indexes; the wording (`canasta-wording`) renders them, so the terminal game and
//! anything else that only shows a table link neither sled nor Discord. A record's serde
//! shape is its stored shape: change it only with a format bump and a migration in the store.
//!
//! ```
//! use canasta_records::{MoveClock, PlayerSlot, WaitKind};
//!
//! let seat = PlayerSlot::Human { user_id: 10, name: "Ada".into() };
//! assert_eq!(seat.user_id(), Some(10));
//! // A day a move: reminded at 80%, out of time after 24 h.
//! let clock = MoveClock::per_move(24);
//! assert_eq!(clock.deadline_at(WaitKind::Move, 0), Some(24 * 3_600_000));
//! ```

mod applied;
mod autopilot;
mod away;
mod export;
mod ids;
mod lobbies;
mod move_clock;
mod pause;
mod record;
mod reports;
mod rules_v1;
mod seasons;
mod seat;
mod settings;
mod timeouts;
mod users;
mod waits;
mod weekly;

pub use applied::Applied;
pub use autopilot::{record_action, Actor};
pub use away::{away_until, repause, AwayOutcome, SeatAway, MAX_AWAY_MS};
pub use export::{ExportedGame, EXPORT_FORMAT};
pub use ids::GameId;
pub use lobbies::{LobbyRecord, LobbyState};
pub use move_clock::{
    MoveClock, TimeoutPolicy, WaitKind, COMPUTER_MOVE_SECS, DEFAULT_MOVE_HOURS, MOVE_CLOCK_CHOICES,
};
pub use pause::PauseVote;
pub use record::{GameRecord, GameStatus, NewGame};
pub use reports::{reports_due, ReportKey, ReportMark, ReportState, REPORT_LATE_MS};
pub use rules_v1::{upgrade_rules_json, RulesV1, CLASSIC_V1};
pub use seasons::{year_month, SeasonMode};
pub use seat::PlayerSlot;
pub use settings::GuildSettings;
pub use timeouts::{HandedOver, Timeouts, MISSED_TURNS_TO_HAND_OVER};
pub use users::{Notify, UserSettings};
pub use waits::{ClockState, TimeLeft, Wait};
pub use weekly::{WeeklyReport, WEEK_MS};
