//! Startup: configuration, binding 127.0.0.1 on a free port, serving REST and gateway.

use std::sync::Arc;
use std::time::Duration;

use axum::routing::get;
use axum::serve::ListenerExt;
use axum::Router;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

use super::records::ChannelRecord;
use super::state::{Shared, Snowflakes, World};
use super::{gateway, rest};

/// Settings of a fake Discord; `Default` suits most tests.
#[derive(Clone, Debug)]
pub struct FakeDiscordConfig {
    /// Bot token the fake accepts (REST `Authorization: Bot <token>` and gateway IDENTIFY).
    pub token: String,
    /// The bot's username.
    pub bot_name: String,
    /// Name of the test guild.
    pub guild_name: String,
    /// Text channels of the test guild, created at startup.
    pub channels: Vec<String>,
    /// Discord's limit for the initial interaction response.
    pub interaction_deadline: Duration,
    /// Heartbeat interval announced in HELLO.
    pub heartbeat_interval: Duration,
    /// More servers the bot is in besides the test guild, by name; each gets the text
    /// channels of [`Self::channels`]. Their ids are snowflakes of successive milliseconds,
    /// so they fall on successive shards.
    pub more_guilds: Vec<String>,
    /// The shard count `GET /gateway/bot` recommends.
    pub recommended_shards: u32,
    /// `session_start_limit.max_concurrency` of `GET /gateway/bot`: how many shards may
    /// identify at once (in buckets `shard_id % max_concurrency`, one IDENTIFY per
    /// [`Self::identify_window`] each).
    pub max_concurrency: u32,
    /// How long a bucket of shards waits between IDENTIFYs; one sooner is answered with op 9
    /// Invalid Session, not resumable ([`super::gateway::identify_limit`]). Discord's is
    /// [`DISCORD_IDENTIFY_WINDOW`]; the default here is [`TEST_IDENTIFY_WINDOW`], so that the
    /// suite's many bot restarts do not each wait for it; the tests of the limit set Discord's.
    pub identify_window: Duration,
    /// A shard whose servers would be more than this is refused with 4011 (Discord: 2500).
    pub max_guilds_per_shard: usize,
}

/// Discord's identify window: `max_concurrency` is "the number of identify requests allowed
/// per 5 seconds" (Gateway, Session Start Limit Object).
pub const DISCORD_IDENTIFY_WINDOW: Duration = Duration::from_secs(5);

/// The fake's default identify window: short, so a restarted bot is not refused.
pub const TEST_IDENTIFY_WINDOW: Duration = Duration::from_millis(100);

impl Default for FakeDiscordConfig {
    fn default() -> Self {
        Self {
            token: "fake-token".to_owned(),
            bot_name: "canasta-test-bot".to_owned(),
            guild_name: "Canasta Test Guild".to_owned(),
            channels: vec!["general".to_owned(), "games".to_owned()],
            interaction_deadline: Duration::from_secs(3),
            heartbeat_interval: Duration::from_millis(1000),
            more_guilds: Vec::new(),
            recommended_shards: 1,
            max_concurrency: 1,
            identify_window: TEST_IDENTIFY_WINDOW,
            max_guilds_per_shard: 2500,
        }
    }
}

/// Stops the server when the last handle is dropped.
#[derive(Debug)]
pub struct ServerGuard {
    shared: Arc<Shared>,
    task: JoinHandle<()>,
}

impl Drop for ServerGuard {
    fn drop(&mut self) {
        self.shared.shutdown.send_replace(true);
        self.task.abort();
    }
}

/// Binds a free port on 127.0.0.1, creates the guild and its channels, and serves.
pub async fn start(config: FakeDiscordConfig) -> (Arc<Shared>, ServerGuard) {
    let listener = TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind 127.0.0.1:0");
    let addr = listener.local_addr().expect("local address");
    let ids = Snowflakes::default();
    // Servers made a while ago, one per millisecond: `>> 22` gives each its own moment.
    let first_ms = ids.next() >> 22;
    let guilds = (config.more_guilds.iter().enumerate())
        .map(|(i, name)| {
            let ms = first_ms.saturating_sub(60_000) + i as u64;
            ((ms << 22) | 1, name.clone())
        })
        .collect();
    let world = World {
        bot_id: ids.next(),
        guild_id: ids.next(),
        bot_role_id: ids.next(),
        guilds,
    };
    let channel_names = config.channels.clone();
    let every_guild: Vec<u64> = world.guild_ids().collect();
    let shared = Arc::new(Shared::new(config, addr, ids, world));
    shared.with(|inner| {
        for (guild_id, name) in
            (every_guild.iter()).flat_map(|&g| channel_names.iter().map(move |n| (g, n.clone())))
        {
            let id = shared.ids.next();
            let ch = ChannelRecord::new(id, guild_id, 0, name);
            inner.channels.insert(id, ch);
        }
    });
    let app = Router::new()
        .route("/gateway-ws", get(gateway::upgrade))
        .fallback(rest::handle)
        .with_state(Arc::clone(&shared));
    let mut stop = shared.shutdown.subscribe();
    let task = tokio::spawn(async move {
        let shutdown = async move {
            let _ = stop.wait_for(|stopped| *stopped).await;
        };
        // Dispatches are small writes sent one after another: without TCP_NODELAY, Nagle holds
        // each back until the bot's delayed ACK of the one before (~40 ms), which the load
        // test's figures counted against the bot.
        let listener = listener.tap_io(|tcp| {
            if let Err(e) = tcp.set_nodelay(true) {
                eprintln!("fake Discord: cannot set TCP_NODELAY: {e}");
            }
        });
        let _ = axum::serve(listener, app)
            .with_graceful_shutdown(shutdown)
            .await;
    });
    let guard = ServerGuard {
        shared: Arc::clone(&shared),
        task,
    };
    (shared, guard)
}
