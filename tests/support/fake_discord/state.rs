//! Shared state of the fake: one mutex around everything, plus a change signal for waiters.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};
use tokio::sync::{mpsc, watch};

use super::faults::{Faults, Kick};
use super::records::{
    ChannelRecord, GatewayStats, InteractionKind, InteractionResponse, MessageEvent, MessageRecord,
    RestCall, Violation,
};
use super::server::FakeDiscordConfig;

/// Milliseconds from the Unix epoch to the Discord epoch (2015-01-01).
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Generates increasing, timestamp-based snowflakes.
#[derive(Debug, Default)]
pub struct Snowflakes(AtomicU64);

impl Snowflakes {
    /// A new snowflake, strictly greater than every earlier one.
    pub fn next(&self) -> u64 {
        let ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_millis() as u64;
        let candidate = ms.saturating_sub(DISCORD_EPOCH_MS) << 22;
        let prev = self
            .0
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |p| {
                Some(candidate.max(p + 1))
            })
            .unwrap_or_default();
        candidate.max(prev + 1)
    }
}

/// Fixed ids of the fake's world, made at startup.
#[derive(Clone, Debug)]
pub struct World {
    /// The bot user id (also the application id).
    pub bot_id: u64,
    /// The one test guild.
    pub guild_id: u64,
    /// The bot's managed role in the guild.
    pub bot_role_id: u64,
    /// More servers the bot is in, by id and name (`FakeDiscordConfig::more_guilds`), their
    /// ids spread over the shards as Discord's are (each a snowflake of another moment).
    pub guilds: Vec<(u64, String)>,
}

impl World {
    /// Every server the bot is in, the test guild first.
    pub fn guild_ids(&self) -> impl Iterator<Item = u64> + '_ {
        std::iter::once(self.guild_id).chain(self.guilds.iter().map(|(id, _)| *id))
    }

    /// True for a server the bot is in.
    pub fn has_guild(&self, guild: u64) -> bool {
        self.guild_ids().any(|g| g == guild)
    }

    /// A server's name.
    pub fn guild_name(&self, guild: u64, config: &FakeDiscordConfig) -> String {
        (self.guilds.iter())
            .find(|(id, _)| *id == guild)
            .map_or_else(|| config.guild_name.clone(), |(_, name)| name.clone())
    }
}

/// A live gateway session: one shard's.
#[derive(Debug)]
pub struct Session {
    /// `[shard_id, num_shards]` from IDENTIFY (`[0, 1]` without sharding).
    pub shard: (u32, u32),
    /// Id of the websocket connection currently serving the session (`None` while disconnected).
    pub conn_id: Option<u64>,
    /// Frames to that connection.
    pub tx: Option<mpsc::UnboundedSender<String>>,
    /// Session id sent in READY.
    pub session_id: String,
    /// Last sequence number sent.
    pub seq: u64,
    /// Intents from IDENTIFY.
    pub intents: u64,
    /// The latest dispatches sent (or queued while disconnected), by sequence number: a RESUME
    /// replays those after the bot's sequence number, as Discord does.
    pub history: VecDeque<(u64, String)>,
    /// Ends the serving connection on purpose ([`super::faults`]).
    pub kick: Option<mpsc::UnboundedSender<Kick>>,
}

/// How many dispatches a session keeps for a RESUME.
const HISTORY: usize = 1024;

/// Gateway side of the state.
#[derive(Debug, Default)]
pub struct GatewayState {
    /// The identified sessions, one per shard (a session keeps its place while its
    /// connection is down, for a RESUME).
    pub sessions: Vec<Session>,
    /// The shards the latest routed dispatch went to.
    pub last_routed: Vec<(u32, u32)>,
    /// When each bucket of shards (`shard_id % max_concurrency`) last identified.
    pub identified_at: std::collections::BTreeMap<u32, std::time::Instant>,
    /// Counters.
    pub stats: GatewayStats,
}

/// The server an event is about, if any: `id` of GUILD_* events, else `guild_id`.
fn guild_of(event: &str, data: &Value) -> Option<u64> {
    let field = match event {
        "GUILD_CREATE" | "GUILD_UPDATE" | "GUILD_DELETE" => "id",
        _ => "guild_id",
    };
    data.get(field)?.as_str()?.parse().ok()
}

/// True when the shard `(id, count)` receives the events of `guild` (Discord's formula,
/// `(guild_id >> 22) % num_shards`); events of no server (direct messages) go to shard 0.
pub fn on_shard(guild: Option<u64>, (id, count): (u32, u32)) -> bool {
    match guild {
        Some(g) => (g >> 22) % u64::from(count.max(1)) == u64::from(id),
        None => id == 0,
    }
}

impl GatewayState {
    /// The first session (the only one without sharding).
    pub fn session(&self) -> Option<&Session> {
        self.sessions.first()
    }

    /// Sends a dispatch to every session whose shard receives it by Discord's routing
    /// ([`on_shard`]); the last sequence number used, `None` when no session does (the event is
    /// lost, as on Discord when no shard covers the server).
    pub fn dispatch(&mut self, event: &str, data: Value) -> Option<u64> {
        self.dispatch_if(0, event, data)
    }

    /// Sends a dispatch (op 0) to the session at `index` with its next sequence number. While
    /// the session's connection is down the dispatch waits in its history for a RESUME.
    pub fn dispatch_to(&mut self, index: usize, event: &str, data: Value) -> Option<u64> {
        let session = self.sessions.get_mut(index)?;
        session.seq += 1;
        let frame = json!({"op": 0, "s": session.seq, "t": event, "d": data}).to_string();
        if session.history.len() == HISTORY {
            session.history.pop_front();
        }
        session.history.push_back((session.seq, frame.clone()));
        if let Some(tx) = &session.tx {
            // A connection that just went away leaves the frame in the history.
            let _ = tx.send(frame);
        }
        self.stats.last_seq = session.seq;
        Some(session.seq)
    }

    /// Like [`Self::dispatch`], but only to sessions identified with all of `intents`.
    pub fn dispatch_if(&mut self, intents: u64, event: &str, data: Value) -> Option<u64> {
        let guild = guild_of(event, &data);
        let targets: Vec<usize> = (self.sessions.iter().enumerate())
            .filter(|(_, s)| s.intents & intents == intents && on_shard(guild, s.shard))
            .map(|(i, _)| i)
            .collect();
        self.last_routed = targets.iter().map(|&i| self.sessions[i].shard).collect();
        let mut seq = None;
        for i in targets {
            *self
                .stats
                .dispatched
                .entry(self.sessions[i].shard)
                .or_default() += 1;
            seq = self.dispatch_to(i, event, data.clone()).or(seq);
        }
        seq
    }
}

/// An interaction the test sent, and what happened to it.
#[derive(Debug)]
pub struct InteractionState {
    /// Interaction id.
    pub id: u64,
    /// Interaction token.
    pub token: String,
    /// Kind.
    pub kind: InteractionKind,
    /// Command name or custom_id.
    pub label: String,
    /// Channel it happened in.
    pub channel_id: u64,
    /// Message the clicked component is on.
    pub source_message_id: Option<u64>,
    /// When INTERACTION_CREATE was handed to the gateway connection.
    pub sent_at: Instant,
    /// Accepted initial callback type and time.
    pub initial: Option<(u8, Instant)>,
    /// Message that `@original` refers to.
    pub original_message_id: Option<u64>,
    /// A type-5 deferral whose placeholder the first followup will fill.
    pub deferred_unfilled: bool,
    /// "No initial response in time" already recorded.
    pub expiry_reported: bool,
    /// Every response, accepted or not.
    pub responses: Vec<InteractionResponse>,
    /// The INTERACTION_CREATE payload as dispatched (for [`super::FakeDiscord::redeliver`]).
    pub payload: Value,
    /// The shards it was dispatched to (Discord's routing: the shard of its server).
    pub shards: Vec<(u32, u32)>,
}

impl InteractionState {
    /// Human-readable name for violation messages.
    pub fn describe(&self) -> String {
        format!("interaction {} ({:?} `{}`)", self.id, self.kind, self.label)
    }
}

/// Everything recorded, behind one mutex.
#[derive(Debug)]
pub struct Inner {
    /// When the fake started.
    pub started: Instant,
    /// REST calls in arrival order.
    pub calls: Vec<RestCall>,
    /// Violations in order.
    pub violations: Vec<Violation>,
    /// Uses Discord accepts but calls deprecated (a followup filling a deferred response,
    /// which the docs say should edit `@original`), each described.
    pub deprecated: Vec<String>,
    /// Interactions in sending order.
    pub interactions: Vec<InteractionState>,
    /// Messages by id (ids increase with time, so this is chronological).
    pub messages: BTreeMap<u64, MessageRecord>,
    /// Every message change.
    pub message_events: Vec<MessageEvent>,
    /// Channels, threads and DMs by id.
    pub channels: BTreeMap<u64, ChannelRecord>,
    /// Global commands as registered (with ids).
    pub global_commands: Vec<Value>,
    /// Guild commands of the test guild as registered (with ids).
    pub guild_commands: Vec<Value>,
    /// Gateway session and counters.
    pub gateway: GatewayState,
    /// Channel id -> how many of the next message posts there fail (an outage, on purpose).
    pub failing_posts: BTreeMap<u64, usize>,
    /// Users whose direct messages are closed to the bot: a post to their DM is refused
    /// with 50007 "Cannot send messages to this user".
    pub dms_closed: BTreeSet<u64>,
    /// Faults made on purpose: gateway drops, REST errors and delays ([`super::faults`]).
    pub faults: Faults,
    /// Enforced message nonces, their repeats, and posts whose answer is lost on purpose.
    pub nonces: super::nonces::Nonces,
}

impl Inner {
    /// Records a violation.
    pub fn violation(&mut self, context: impl Into<String>, problem: impl Into<String>) {
        self.violations.push(Violation {
            since_start: self.started.elapsed(),
            context: context.into(),
            problem: problem.into(),
        });
    }

    /// The interaction with this id (looked for from the newest back: long runs hold many).
    pub fn interaction_mut(&mut self, id: u64) -> Option<&mut InteractionState> {
        self.interactions.iter_mut().rev().find(|i| i.id == id)
    }

    /// The interaction with this token (from the newest back).
    pub fn interaction_by_token(&mut self, token: &str) -> Option<&mut InteractionState> {
        self.interactions
            .iter_mut()
            .rev()
            .find(|i| i.token == token)
    }

    /// Records "no initial response in time" for every overdue interaction not yet reported.
    pub fn report_overdue(&mut self, deadline: Duration) {
        let now = Instant::now();
        let mut found = Vec::new();
        for ix in &mut self.interactions {
            let overdue = ix.initial.is_none() && now.duration_since(ix.sent_at) > deadline;
            if overdue && !ix.expiry_reported {
                ix.expiry_reported = true;
                found.push(ix.describe());
            }
        }
        for what in found {
            self.violation(what, format!("no initial response within {deadline:?}"));
        }
    }
}

/// State shared by the server tasks and the test's handles.
#[derive(Debug)]
pub struct Shared {
    /// Configuration.
    pub config: FakeDiscordConfig,
    /// Address the server listens on.
    pub addr: SocketAddr,
    /// Id generator.
    pub ids: Snowflakes,
    /// Fixed ids.
    pub world: World,
    inner: Mutex<Inner>,
    changed: watch::Sender<u64>,
    /// Set to true to make gateway connections close.
    pub shutdown: watch::Sender<bool>,
}

impl Shared {
    /// Creates the state with an empty record.
    pub fn new(config: FakeDiscordConfig, addr: SocketAddr, ids: Snowflakes, world: World) -> Self {
        let inner = Inner {
            started: Instant::now(),
            calls: Vec::new(),
            violations: Vec::new(),
            deprecated: Vec::new(),
            interactions: Vec::new(),
            messages: BTreeMap::new(),
            message_events: Vec::new(),
            channels: BTreeMap::new(),
            global_commands: Vec::new(),
            guild_commands: Vec::new(),
            gateway: GatewayState::default(),
            failing_posts: BTreeMap::new(),
            dms_closed: BTreeSet::new(),
            faults: Faults::default(),
            nonces: Default::default(),
        };
        Self {
            config,
            addr,
            ids,
            world,
            inner: Mutex::new(inner),
            changed: watch::channel(0).0,
            shutdown: watch::channel(false).0,
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panicking test thread must not hide the record from the others.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `f` with the state and then wakes every waiter.
    pub fn with<R>(&self, f: impl FnOnce(&mut Inner) -> R) -> R {
        let r = f(&mut self.lock());
        self.changed.send_modify(|v| *v += 1);
        r
    }

    /// Runs `f` with the state without waking waiters.
    pub fn read<R>(&self, f: impl FnOnce(&Inner) -> R) -> R {
        f(&self.lock())
    }

    /// Polls `f` after every change until it returns `Some`, or `None` after `timeout`.
    pub async fn wait_until<R>(
        &self,
        timeout: Duration,
        mut f: impl FnMut(&Inner) -> Option<R>,
    ) -> Option<R> {
        let mut rx = self.changed.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            rx.borrow_and_update();
            if let Some(r) = self.read(&mut f) {
                return Some(r);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => continue,
                _ => return self.read(&mut f),
            }
        }
    }

    /// `http://127.0.0.1:PORT`.
    pub fn api_base(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// `ws://127.0.0.1:PORT/gateway-ws`.
    pub fn gateway_url(&self) -> String {
        format!("ws://{}/gateway-ws", self.addr)
    }
}
