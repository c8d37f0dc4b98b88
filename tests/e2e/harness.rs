//! The bot, started in-process against the fake Discord on a temporary database, and stopped
//! and started again on the same database.

use crate::support::fake_discord::FakeDiscord;
use canasta_commands::discord::{self, BotHandle, BotSettings, Maintenance, ShardPlan, Timing};
use canasta_storage::{Store, StoreError, TestClock};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use tempfile::TempDir;

/// Every command the bot registers.
pub const COMMANDS: [&str; 18] = [
    "canasta",
    "draw",
    "take-pile",
    "meld",
    "discard",
    "go-out",
    "hand",
    "table",
    "pile",
    "score",
    "rules",
    "help",
    "resign",
    "abandon",
    "leaderboard",
    "profile",
    "mygames",
    "log",
];

/// Generous bound for anything the bot does at startup or shutdown.
const SLOW: Duration = Duration::from_secs(30);

/// A fake Discord and the bot running against it.
pub struct Harness {
    /// The fake Discord.
    pub discord: FakeDiscord,
    dir: TempDir,
    db: PathBuf,
    timing: Timing,
    maintenance: Maintenance,
    store: Option<Store>,
    bot: Option<BotHandle>,
    /// The store's clock, when a test moves the time by hand (else the system's).
    clock: Option<TestClock>,
    /// Times the bot was started.
    pub starts: u32,
}

impl Harness {
    /// Starts a fake Discord and the bot with `timing`.
    pub async fn start(timing: Timing) -> Harness {
        Harness::start_with(timing, |_| Maintenance::default()).await
    }

    /// Starts a fake Discord and the bot with `timing` and the housekeeping `maintenance`
    /// makes of the test's temporary directory.
    pub async fn start_with(
        timing: Timing,
        maintenance: impl FnOnce(&Path) -> Maintenance,
    ) -> Harness {
        Harness::start_on(timing, maintenance, None).await
    }

    /// Starts a fake Discord and the bot with `timing`, on a store that reads the time from
    /// `clock`: a test lets days pass in milliseconds with [`TestClock::advance`].
    pub async fn start_with_clock(timing: Timing, clock: TestClock) -> Harness {
        Harness::start_on(timing, |_| Maintenance::default(), Some(clock)).await
    }

    async fn start_on(
        timing: Timing,
        maintenance: impl FnOnce(&Path) -> Maintenance,
        clock: Option<TestClock>,
    ) -> Harness {
        let discord = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("temporary directory");
        let db = dir.path().join("canasta.db");
        let maintenance = maintenance(dir.path());
        let mut harness = Harness {
            discord,
            dir,
            db,
            timing,
            maintenance,
            store: None,
            bot: None,
            clock,
            starts: 0,
        };
        harness.start_bot().await;
        harness
    }

    /// Where scheduled backups go, if the bot makes them.
    pub fn backups_dir(&self) -> std::path::PathBuf {
        self.maintenance
            .backups
            .as_ref()
            .map_or_else(|| self.dir.path().join("backups"), |b| b.dir.clone())
    }

    /// The store the bot uses (the same handle: sled allows one per process).
    pub fn store(&self) -> &Store {
        self.store.as_ref().expect("the bot is running")
    }

    async fn start_bot(&mut self) {
        let store = open_store(&self.db, self.clock.as_ref()).await;
        let settings = BotSettings {
            token: self.discord.token().to_string(),
            store: store.clone(),
            api_base: Some(self.discord.api_base()),
            dev_guild_id: Some(self.discord.guild_id()),
            timing: self.timing,
            maintenance: self.maintenance.clone(),
            shards: ShardPlan::One,
        };
        let bot = tokio::time::timeout(SLOW, discord::start(settings))
            .await
            .expect("the bot starts within 30 s")
            .expect("the bot starts");
        self.discord.wait_until_ready(SLOW).await;
        self.discord.wait_for_commands(&COMMANDS, SLOW).await;
        self.store = Some(store);
        self.bot = Some(bot);
        self.starts += 1;
    }

    /// The timing of the bot's next start (e.g. a retry task that runs often after a restart).
    pub fn set_timing(&mut self, timing: Timing) {
        self.timing = timing;
    }

    /// Stops the bot, lets go of the database, opens it again and starts a new bot on it.
    pub async fn restart(&mut self) {
        self.stop_bot().await;
        self.start_bot().await;
    }

    /// Stops the bot, runs `meanwhile` (e.g. moves the test clock on while it is down), and
    /// starts it again on the same database.
    pub async fn restart_with(&mut self, meanwhile: impl FnOnce()) {
        self.stop_bot().await;
        meanwhile();
        self.start_bot().await;
    }

    async fn stop_bot(&mut self) {
        if let Some(bot) = self.bot.take() {
            tokio::time::timeout(SLOW, bot.shutdown())
                .await
                .expect("the bot stops within 30 s");
        }
        self.store = None;
    }

    /// Stops the bot for good; returns the test's temporary directory (database, backups),
    /// removed when dropped.
    pub async fn stop(mut self) -> TempDir {
        self.stop_bot().await;
        self.dir
    }
}

/// Opens the database, waiting while the stopped bot's last tasks still hold it.
async fn open_store(path: &Path, clock: Option<&TestClock>) -> Store {
    for _ in 0..200 {
        let opened = match clock {
            Some(clock) => Store::open_with_clock(path, Arc::new(clock.clone())),
            None => Store::open(path),
        };
        match opened {
            Ok(store) => return store,
            Err(StoreError::Locked { .. }) => tokio::time::sleep(Duration::from_millis(50)).await,
            Err(e) => panic!("cannot open the test database: {e}"),
        }
    }
    panic!(
        "the database at {} stayed locked for 10 s after the bot stopped",
        path.display()
    );
}
