//! What starting the bot needs: the token, the store, where Discord is, and the timing of the
//! background tasks.

use super::shards::ShardPlan;
use canasta_storage::Store;
use canasta_table::thinking::Thinking;
use std::path::PathBuf;
use std::time::Duration;

/// Delays and deadlines. [`Timing::default`] suits production; tests shorten them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timing {
    /// The least time a computer player takes over its move (its thinking included), so
    /// people can follow the play.
    pub computer_delay: Duration,
    /// How long a strong computer player thinks about a decision, and on how many threads
    /// decisions run at once.
    pub thinking: Thinking,
    /// A player whose move the game has awaited this long is reminded once (a guild's
    /// `turn_reminder_hours` setting overrides it); `None`: never.
    pub reminder_after: Option<Duration>,
    /// How often the reminder task looks.
    pub reminder_every: Duration,
    /// How often posts that failed to go out are tried again.
    pub outbox_every: Duration,
    /// How often the report task looks whether a weekly report or a season's end is due.
    pub report_every: Duration,
    /// An interaction not answered within this is deferred, so Discord's 3 seconds are kept
    /// whatever the disk or the REST calls take. Zero defers every answer.
    pub defer_after: Duration,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            computer_delay: Duration::from_millis(1500),
            thinking: Thinking::default(),
            reminder_after: Some(Duration::from_secs(12 * 3600)),
            reminder_every: Duration::from_secs(300),
            outbox_every: Duration::from_secs(30),
            report_every: Duration::from_secs(60),
            defer_after: Duration::from_millis(1500),
        }
    }
}

/// Housekeeping the bot does by itself while it runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Maintenance {
    /// How often used idempotency keys are pruned.
    pub prune_every: Duration,
    /// How long a used idempotency key is kept: Discord redelivers an interaction within
    /// minutes, so a day protects everything that can come back.
    pub keep_keys_for: Duration,
    /// Scheduled backups; `None`: none.
    pub backups: Option<Backups>,
}

impl Default for Maintenance {
    fn default() -> Self {
        Maintenance {
            prune_every: Duration::from_secs(3600),
            keep_keys_for: Duration::from_secs(24 * 3600),
            backups: None,
        }
    }
}

/// Scheduled backups: a consistent copy of the database in `dir` every `every`, the newest
/// `keep` kept (see `Store::rotate_backup`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Backups {
    /// Where the backups go (created if missing).
    pub dir: PathBuf,
    /// How often.
    pub every: Duration,
    /// How many to keep.
    pub keep: usize,
}

/// Everything [`super::start`] needs.
#[derive(Clone)]
pub struct BotSettings {
    /// The bot token.
    pub token: String,
    /// The opened store (the caller opens it, so it can name the path in errors and share it).
    pub store: Store,
    /// Tests only: the base URL of a fake Discord for REST and the gateway, with serenity's
    /// rate limiter off. `None` in production.
    pub api_base: Option<String>,
    /// Register the commands in this server at once instead of globally.
    pub dev_guild_id: Option<u64>,
    /// Delays and deadlines.
    pub timing: Timing,
    /// Pruning and backups.
    pub maintenance: Maintenance,
    /// The shards this process runs (`SHARDS`, `SHARD_COUNT`); unsharded by default.
    pub shards: ShardPlan,
}
