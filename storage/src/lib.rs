//! Durable storage of Canasta games in sled.
//!
//! A [`Store`] keeps games (players, the engine's [`GameLog`](canasta_engine::GameLog), a
//! snapshot, a version, a status), indexes of active games per guild, channel and user,
//! finished-game [`GameResult`]s, per-guild [`GuildSettings`], per-user [`UserSettings`] and
//! idempotency keys.
//!
//! [`Store::apply_action`] is the heart: it loads a game, checks the version, applies the
//! action through the engine, writes the game, its indexes and the idempotency key in one
//! sled transaction, flushes to disk, and only then reports success.
//!
//! # Stored format
//!
//! One sled tree per kind of record (layout 1, recorded in `meta`): `games` (game id ->
//! game record with its snapshot), `log` (game id ++ first index -> a run of actions),
//! `idempotency`, `index/guild`, `index/channel`, `index/user` (active games only),
//! `results`, `settings`. Every value is an envelope: magic byte, kind, format version,
//! codec (JSON or deflated JSON) and a CRC32 of the payload (`src/format/envelope.rs`).
//! Writers write the newest format; readers read every released one, so a record migrates
//! when it is next written. Golden records of each released generation live in
//! `tests/golden/` and must keep loading.
//!
//! The API is synchronous: call it from async code through `spawn_blocking`.
//!
//! ```
//! use canasta_engine::{Action, Rules};
//! use canasta_storage::{MoveClock, NewGame, PlayerSlot, Store, StoreError};
//!
//! # let dir = tempfile::tempdir().unwrap();
//! let store = Store::open(dir.path().join("canasta.db"))?;
//! let human = |user_id, name: &str| PlayerSlot::Human { user_id, name: name.into() };
//! let created = store.create_game(NewGame {
//!     guild_id: 1,
//!     channel_id: 2,
//!     host_id: 10,
//!     players: vec![human(10, "Ada"), human(11, "Bo"), human(12, "Cy"), human(13, "Di")],
//!     rules: Rules::classic(),
//!     seed: 42,
//!     move_clock: MoveClock::per_move(24),
//!     idempotency_key: Some("interaction-1".into()),
//! })?;
//! let game = created.record.id;
//! let seat = created.record.game.seat_to_act().unwrap();
//!
//! // A player's action, keyed by the Discord interaction that carried it.
//! let applied = store.apply_action(game, Some(0), seat, &Action::Draw, Some("interaction-2"))?;
//! assert_eq!(applied.version, 1);
//! // Discord delivered it twice: the first outcome comes back, nothing is applied again.
//! let again = store.apply_action(game, Some(0), seat, &Action::Draw, Some("interaction-2"))?;
//! assert!(again.duplicate && again.events == applied.events);
//! // A rule error changes nothing.
//! let refused = store.apply_action(game, None, seat, &Action::Draw, None);
//! assert!(matches!(refused, Err(StoreError::Rule { .. })));
//!
//! // `canasta-bot export --game ID` and `canasta-bot backup PATH`.
//! let json = store.export_game(game)?;
//! assert!(json.contains("\"log\""));
//! store.backup_to(dir.path().join("backup.db"))?;
//! # Ok::<(), StoreError>(())
//! ```

mod adopt;
mod announced;
mod apply;
mod away;
mod backup;
mod clock;
mod commit;
mod compact;
mod db;
mod due;
mod durable;
mod error;
mod export;
mod format;
mod games;
mod group_flush;
mod idempotency;
mod index;
mod keys;
mod lobbies;
mod locks;
mod log;
mod pause;
mod ratings;
mod raw;
mod reports;
mod reshard;
mod results;
mod rotation;
mod schedule;
mod seats;
mod servers;
mod settings;
mod snapshots;
mod stats;
mod store;
mod users;

pub use backup::BackupReport;
pub use clock::{Clock, SystemClock, TestClock};
pub use compact::{compact, CompactReport};
pub use due::{Due, DueKind};
pub use error::{Result, StoreError};
pub use games::Created;
pub use keys::KeyUse;
pub use locks::{GameLock, LockGame};
pub use ratings::{
    BoardKey, HistoryEntry, HistoryPoint, RatingBoard, RatingEntry, RatingPeriod, RatingsMark,
    RatingsWrite, ResultPos,
};
pub use raw::RawRecord;
pub use reshard::{reshard, ReshardReport};
pub use results::{DealLine, GameResult, ResultEnd};
pub use rotation::{backup_name, backups_in, Rotation};
pub use stats::StoreStats;
pub use store::{OpenOptions, Store};

// The records the store keeps, from `canasta-records`, under the paths they always had here.
pub use canasta_records::{
    reports_due, upgrade_rules_json, year_month, Actor, Applied, AwayOutcome, ClockState,
    ExportedGame, GameId, GameRecord, GameStatus, GuildSettings, HandedOver, LobbyRecord,
    LobbyState, MoveClock, NewGame, Notify, PauseVote, PlayerSlot, ReportKey, ReportMark,
    ReportState, SeasonMode, SeatAway, TimeLeft, TimeoutPolicy, Timeouts, UserSettings, Wait,
    WaitKind, WeeklyReport, COMPUTER_MOVE_SECS, DEFAULT_MOVE_HOURS, EXPORT_FORMAT, MAX_AWAY_MS,
    MISSED_TURNS_TO_HAND_OVER, MOVE_CLOCK_CHOICES, REPORT_LATE_MS, WEEK_MS,
};
