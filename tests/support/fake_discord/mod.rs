//! A fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests of the real bot.
//!
//! ```ignore
//! let discord = FakeDiscord::start().await;
//! // Point serenity at it: REST through the proxy setting, gateway URL from GET /gateway.
//! let http = serenity::HttpBuilder::new(discord.token())
//!     .proxy(discord.api_base())
//!     .ratelimiter_disabled(true)
//!     .build();
//! // ... start the bot, then:
//! let ping = discord.send_slash_command(&discord.user(1), discord.channel("general"), "ping", json!({})).await;
//! assert_eq!(ping.response().await.content(), Some("pong"));
//! discord.assert_no_violations();
//! ```
//!
//! Files: [`server`] (startup, port), [`gateway`] (websocket), [`rest`] (intake, recording),
//! [`application`], [`channels`], [`webhooks`] (routes), [`channel_rules`] (what Discord refuses by
//! channel kind and permission), [`messages`] (message store),
//! [`limits`] (payload validation), [`interactions`] (INTERACTION_CREATE payloads),
//! [`sending`] (sending interactions), [`replay`] (delivering one again), [`queries`] (what tests
//! read), [`model`] (Discord JSON), [`faults`] (gateway drops, REST errors on purpose), [`bulk`]
//! (many tables at once: the load test), [`nonces`] (enforced message nonces, lost answers), [`forged`]
//! (components not on their message, modal submits), [`uploads`] (files sent with a message).

pub mod application;
pub mod bulk;
pub mod channel_rules;
pub mod channels;
pub mod faults;
pub mod forged;
pub mod gateway;
pub mod interactions;
pub mod limits;
pub mod messages;
pub mod model;
pub mod nonces;
pub mod queries;
pub mod records;
pub mod replay;
pub mod rest;
pub mod sending;
pub mod server;
pub mod state;
pub mod uploads;
pub mod users;
pub mod webhooks;

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;

pub use faults::{FaultAnswer, GatewayDrop, RestFault};
pub use records::{
    percentile, ChannelRecord, GatewayStats, InteractionKind, InteractionLatency,
    InteractionResponse, MessageEvent, MessageEventKind, MessageRecord, ResponseKind, RestCall,
    Violation, EPHEMERAL,
};
pub use sending::PendingInteraction;
pub use server::{FakeDiscordConfig, DISCORD_IDENTIFY_WINDOW};
pub use users::FakeUser;

use server::ServerGuard;
use state::Shared;

/// Handle to a running fake Discord; cheap to clone. The server stops with the last handle.
#[derive(Clone, Debug)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
    _guard: Arc<ServerGuard>,
}

impl FakeDiscord {
    /// Starts a fake with the default configuration on a free port of 127.0.0.1.
    pub async fn start() -> Self {
        Self::start_with(FakeDiscordConfig::default()).await
    }

    /// Starts a fake with `config`.
    pub async fn start_with(config: FakeDiscordConfig) -> Self {
        let (shared, guard) = server::start(config).await;
        Self {
            shared,
            _guard: Arc::new(guard),
        }
    }

    /// Base URL to give serenity's `HttpBuilder::proxy` (our `DISCORD_API_BASE`),
    /// e.g. `http://127.0.0.1:PORT`.
    pub fn api_base(&self) -> String {
        self.shared.api_base()
    }

    /// The gateway URL that `GET /api/v10/gateway` returns, e.g. `ws://127.0.0.1:PORT/gateway-ws`.
    pub fn gateway_url(&self) -> String {
        self.shared.gateway_url()
    }

    /// The bot token the fake accepts.
    pub fn token(&self) -> &str {
        &self.shared.config.token
    }

    /// The bot's user id, which is also its application id.
    pub fn bot_id(&self) -> u64 {
        self.shared.world.bot_id
    }

    /// The test guild's id.
    pub fn guild_id(&self) -> u64 {
        self.shared.world.guild_id
    }

    /// Every server the bot is in, the test guild first
    /// ([`FakeDiscordConfig::more_guilds`]).
    pub fn guild_ids(&self) -> Vec<u64> {
        self.shared.world.guild_ids().collect()
    }

    /// The id of the text channel `name` of the server `guild`.
    pub fn channel_in(&self, guild: u64, name: &str) -> u64 {
        self.shared
            .read(|inner| {
                (inner.channels.values())
                    .find(|c| c.guild_id == guild && c.name == name && c.kind == 0)
                    .map(|c| c.id)
            })
            .unwrap_or_else(|| panic!("the server {guild} has no text channel `{name}`"))
    }

    /// Waits until the shard `(id, count)` has a connected session.
    pub async fn wait_for_shard(&self, shard: (u32, u32), timeout: Duration) {
        let ready = self
            .shared
            .wait_until(timeout, |inner| {
                let found =
                    (inner.gateway.sessions.iter()).any(|s| s.shard == shard && s.tx.is_some());
                found.then_some(())
            })
            .await;
        assert!(
            ready.is_some(),
            "shard {shard:?} did not identify within {timeout:?}"
        );
    }

    /// The shards with a connected session now.
    pub fn connected_shards(&self) -> Vec<(u32, u32)> {
        self.shared.read(|inner| {
            (inner.gateway.sessions.iter())
                .filter(|s| s.tx.is_some())
                .map(|s| s.shard)
                .collect()
        })
    }

    /// The interactions sent from the `from`th on: the channel of each and the shards it was
    /// dispatched to (none: no shard covered its server; it was lost).
    pub fn interactions_since(&self, from: usize) -> Vec<(u64, Vec<(u32, u32)>)> {
        self.shared.read(|inner| {
            (inner.interactions.iter().skip(from))
                .map(|i| (i.channel_id, i.shards.clone()))
                .collect()
        })
    }

    /// The id of the guild text channel `name` (see [`FakeDiscordConfig::channels`]).
    pub fn channel(&self, name: &str) -> u64 {
        self.shared
            .read(|inner| {
                inner
                    .channels
                    .values()
                    .find(|c| {
                        c.guild_id == self.shared.world.guild_id && c.name == name && c.kind == 0
                    })
                    .map(|c| c.id)
            })
            .unwrap_or_else(|| panic!("the fake guild has no text channel `{name}`"))
    }

    /// The `n`th fake user (`player{n}`), a member of the test guild.
    pub fn user(&self, n: u32) -> FakeUser {
        FakeUser::new(n)
    }

    /// Waits until the bot has identified on the gateway and READY has been sent.
    pub async fn wait_until_ready(&self, timeout: Duration) {
        let ready = self
            .shared
            .wait_until(timeout, |inner| {
                let connected = inner.gateway.sessions.iter().any(|s| s.tx.is_some());
                connected.then_some(())
            })
            .await;
        assert!(
            ready.is_some(),
            "the bot did not identify on the fake gateway within {timeout:?}"
        );
    }

    /// Waits until commands with all these names are registered (guild or global).
    pub async fn wait_for_commands(&self, names: &[&str], timeout: Duration) {
        let done = self
            .shared
            .wait_until(timeout, |inner| {
                let known = |n: &&str| {
                    inner
                        .guild_commands
                        .iter()
                        .chain(&inner.global_commands)
                        .any(|c| c["name"] == *n)
                };
                names.iter().all(known).then_some(())
            })
            .await;
        assert!(
            done.is_some(),
            "commands {names:?} not registered within {timeout:?}; registered: {:?}",
            self.registered_commands()
                .iter()
                .map(|c| c["name"].clone())
                .collect::<Vec<_>>()
        );
    }

    /// Every registered command (guild commands first), as Discord would return them.
    pub fn registered_commands(&self) -> Vec<Value> {
        self.shared.read(|inner| {
            inner
                .guild_commands
                .iter()
                .chain(&inner.global_commands)
                .cloned()
                .collect()
        })
    }

    /// Pushes a dispatch event (e.g. `THREAD_CREATE`) to the bot with the next sequence number,
    /// waiting up to 10 s for a gateway session. Returns the sequence number.
    pub async fn dispatch(&self, event: &str, data: Value) -> u64 {
        self.wait_until_ready(Duration::from_secs(10)).await;
        self.shared
            .with(|inner| inner.gateway.dispatch(event, data))
            .expect("gateway session went away")
    }

    /// Gateway counters: connections, identifies, heartbeats, close codes, last sequence.
    pub fn gateway_stats(&self) -> GatewayStats {
        self.shared.read(|inner| inner.gateway.stats.clone())
    }
}
