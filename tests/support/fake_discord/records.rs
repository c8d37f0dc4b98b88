//! What the fake records: REST calls, interaction responses, messages, threads, violations.
//!
//! All records are plain snapshots (clones); tests read them through [`super::FakeDiscord`].

use std::fmt;
use std::time::Duration;

use serde_json::Value;

/// Message flag: only the invoking user sees the message.
pub const EPHEMERAL: u64 = 1 << 6;
/// Message flag: a deferred interaction response still showing "thinking...".
pub const LOADING: u64 = 1 << 7;

/// One REST request the bot made to the fake.
#[derive(Clone, Debug)]
pub struct RestCall {
    /// HTTP method, e.g. `POST`.
    pub method: String,
    /// Path as requested, e.g. `/api/v10/channels/1/messages`.
    pub path: String,
    /// Raw query string, if any.
    pub query: Option<String>,
    /// JSON body (for multipart requests: the `payload_json` part).
    pub body: Option<Value>,
    /// Names of uploaded files (multipart requests only).
    pub files: Vec<String>,
    /// Status code the fake answered with.
    pub status: u16,
    /// Time since the fake started.
    pub since_start: Duration,
    /// True when no route matched (answered 404 and recorded as a violation).
    pub unknown_route: bool,
}

/// Something real Discord would have rejected or that breaks Discord's rules.
#[derive(Clone, Debug)]
pub struct Violation {
    /// Time since the fake started.
    pub since_start: Duration,
    /// Where it happened, e.g. `POST /api/v10/channels/1/messages`.
    pub context: String,
    /// What is wrong.
    pub problem: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "[{:>8.3?}] {}: {}",
            self.since_start, self.context, self.problem
        )
    }
}

/// The kind of interaction a test sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InteractionKind {
    /// A slash command (interaction type 2).
    SlashCommand,
    /// An autocomplete request (interaction type 4).
    Autocomplete,
    /// A button click (interaction type 3, component type 2).
    Button,
    /// A string select (interaction type 3, component type 3).
    Select,
    /// A modal submit (interaction type 5).
    ModalSubmit,
}

/// How the bot answered an interaction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResponseKind {
    /// `POST /interactions/{id}/{token}/callback` with this callback type
    /// (4 message, 5 deferred message, 6 deferred update, 7 update, 8 autocomplete, 9 modal).
    Callback(u8),
    /// `POST /webhooks/{app}/{token}`.
    Followup,
    /// `PATCH /webhooks/{app}/{token}/messages/@original`.
    EditOriginal,
    /// `PATCH /webhooks/{app}/{token}/messages/{id}`.
    EditFollowup(u64),
    /// `DELETE /webhooks/{app}/{token}/messages/@original`.
    DeleteOriginal,
    /// `DELETE /webhooks/{app}/{token}/messages/{id}`.
    DeleteFollowup(u64),
}

/// One response (initial callback, followup, edit, delete) to an interaction.
#[derive(Clone, Debug)]
pub struct InteractionResponse {
    /// The interaction answered.
    pub interaction_id: u64,
    /// Which endpoint was used.
    pub kind: ResponseKind,
    /// Message-like payload: the callback's `data`, or the webhook body.
    pub payload: Value,
    /// Status the fake answered with (non-2xx means Discord would have rejected it).
    pub status: u16,
    /// Whether the resulting message is ephemeral.
    pub ephemeral: bool,
    /// Message created or edited by this response, if any.
    pub message_id: Option<u64>,
    /// Time from sending the INTERACTION_CREATE to this response.
    pub since_sent: Duration,
}

impl InteractionResponse {
    /// The callback type, for initial responses.
    pub fn callback_type(&self) -> Option<u8> {
        match self.kind {
            ResponseKind::Callback(t) => Some(t),
            _ => None,
        }
    }

    /// True for an accepted (2xx) response.
    pub fn accepted(&self) -> bool {
        (200..300).contains(&self.status)
    }

    /// The `content` of the payload, if present.
    pub fn content(&self) -> Option<&str> {
        self.payload.get("content").and_then(Value::as_str)
    }

    /// The embeds of the payload.
    pub fn embeds(&self) -> Vec<Value> {
        array(&self.payload, "embeds")
    }

    /// All `custom_id`s of components in the payload.
    pub fn custom_ids(&self) -> Vec<String> {
        custom_ids(&array(&self.payload, "components"))
    }

    /// Autocomplete choices (callback type 8).
    pub fn choices(&self) -> Vec<Value> {
        array(&self.payload, "choices")
    }
}

/// Latency of one interaction: from sending INTERACTION_CREATE to its initial callback.
#[derive(Clone, Debug)]
pub struct InteractionLatency {
    /// The interaction.
    pub interaction_id: u64,
    /// What kind of interaction it was.
    pub kind: InteractionKind,
    /// Command name or component custom_id.
    pub label: String,
    /// Time to the initial callback.
    pub latency: Duration,
}

/// Nearest-rank percentile (`p` in 0..=100) of a list of durations; `None` when empty.
pub fn percentile(values: &[Duration], p: f64) -> Option<Duration> {
    let mut sorted = values.to_vec();
    sorted.sort();
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted.get(rank.clamp(1, sorted.len().max(1)) - 1).copied()
}

/// A message as it currently stands in the fake (after edits).
#[derive(Clone, Debug)]
pub struct MessageRecord {
    /// Message id.
    pub id: u64,
    /// Channel or thread it is in.
    pub channel_id: u64,
    /// Author's user id (the bot for everything the bot posts).
    pub author_id: u64,
    /// Text content.
    pub content: String,
    /// Embeds as sent.
    pub embeds: Vec<Value>,
    /// Component rows as sent.
    pub components: Vec<Value>,
    /// Attachments (ids, file names, sizes).
    pub attachments: Vec<Value>,
    /// Message flags (see [`EPHEMERAL`], [`LOADING`]).
    pub flags: u64,
    /// Interaction this message answers, if any.
    pub interaction_id: Option<u64>,
    /// Message this one replies to, if any.
    pub reply_to: Option<u64>,
    /// Thread started from this message, if any.
    pub thread_id: Option<u64>,
    /// ISO 8601 creation time.
    pub timestamp: String,
    /// ISO 8601 time of the last edit.
    pub edited_timestamp: Option<String>,
    /// True once deleted.
    pub deleted: bool,
}

impl MessageRecord {
    /// Whether only the invoking user sees it.
    pub fn is_ephemeral(&self) -> bool {
        self.flags & EPHEMERAL != 0
    }

    /// All `custom_id`s of its components.
    pub fn custom_ids(&self) -> Vec<String> {
        custom_ids(&self.components)
    }

    /// The component with this `custom_id`, if any.
    pub fn component(&self, custom_id: &str) -> Option<Value> {
        all_components(&self.components)
            .into_iter()
            .find(|c| c.get("custom_id").and_then(Value::as_str) == Some(custom_id))
            .cloned()
    }

    /// Content plus every embed's text, for loose `contains` checks.
    pub fn all_text(&self) -> String {
        let mut out = self.content.clone();
        for e in &self.embeds {
            for key in ["title", "description"] {
                if let Some(s) = e.get(key).and_then(Value::as_str) {
                    out.push('\n');
                    out.push_str(s);
                }
            }
            for f in e
                .get("fields")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                for key in ["name", "value"] {
                    if let Some(s) = f.get(key).and_then(Value::as_str) {
                        out.push('\n');
                        out.push_str(s);
                    }
                }
            }
        }
        out
    }
}

/// Kinds of message changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessageEventKind {
    /// A message was posted.
    Created,
    /// A message was edited.
    Edited,
    /// A message was deleted.
    Deleted,
}

/// One change to a message, with the payload that caused it.
#[derive(Clone, Debug)]
pub struct MessageEvent {
    /// What happened.
    pub kind: MessageEventKind,
    /// The message.
    pub message_id: u64,
    /// Its channel.
    pub channel_id: u64,
    /// Whether the message is ephemeral.
    pub ephemeral: bool,
    /// The payload the bot sent.
    pub payload: Value,
    /// Interaction it belongs to, if any.
    pub interaction_id: Option<u64>,
    /// Time since the fake started.
    pub since_start: Duration,
}

/// A channel, thread or DM known to the fake.
#[derive(Clone, Debug)]
pub struct ChannelRecord {
    /// Channel id.
    pub id: u64,
    /// The server it is in (0 for DMs).
    pub guild_id: u64,
    /// Discord channel type (0 text, 1 DM, 2 voice, 4 category, 5 announcement, 10
    /// announcement thread, 11 public thread, 12 private thread, 13 stage, 15 forum, 16 media).
    pub kind: u8,
    /// Name (empty for DMs).
    pub name: String,
    /// Parent channel for threads.
    pub parent_id: Option<u64>,
    /// Creator of a thread.
    pub owner_id: Option<u64>,
    /// Thread archived flag.
    pub archived: bool,
    /// Thread locked flag.
    pub locked: bool,
    /// Minutes of inactivity after which Discord archives a thread (as asked when created).
    pub auto_archive_minutes: u32,
    /// DM recipient.
    pub recipient_id: Option<u64>,
    /// Permissions the channel's overwrite denies the bot's role (a thread has its parent's).
    pub bot_denied: u64,
    /// Channel flags (e.g. `REQUIRE_TAG`, 1 << 4, on a forum).
    pub flags: u64,
}

impl ChannelRecord {
    /// A channel of `kind` named `name` with Discord's defaults: no parent, owner or
    /// recipient, open, archived after a day, nothing denied, no flags.
    pub fn new(id: u64, guild_id: u64, kind: u8, name: String) -> ChannelRecord {
        ChannelRecord {
            id,
            guild_id,
            kind,
            name,
            parent_id: None,
            owner_id: None,
            archived: false,
            locked: false,
            auto_archive_minutes: 1440,
            recipient_id: None,
            bot_denied: 0,
            flags: 0,
        }
    }

    /// True for threads (types 10, 11, 12).
    pub fn is_thread(&self) -> bool {
        matches!(self.kind, 10..=12)
    }
}

/// Counters of the gateway side.
#[derive(Clone, Debug, Default)]
pub struct GatewayStats {
    /// Websocket connections accepted.
    pub connections: u32,
    /// IDENTIFY payloads accepted.
    pub identifies: u32,
    /// RESUME payloads received.
    pub resumes: u32,
    /// Connections the fake ended on purpose ([`super::faults`]).
    pub drops: u32,
    /// Dispatches sent again on a RESUME.
    pub replayed: u32,
    /// Heartbeats received (each answered with op 11).
    pub heartbeats: u32,
    /// Close frames received from the bot, with their codes.
    pub close_codes: Vec<u16>,
    /// Last dispatch sequence number sent.
    pub last_seq: u64,
    /// Intents the bot identified with.
    pub intents: Option<u64>,
    /// Whether IDENTIFY asked for payload compression (`compress: true`).
    pub compress_requested: bool,
    /// The shards identified, `(shard_id, num_shards)`, in order.
    pub identified: Vec<(u32, u32)>,
    /// When each of [`Self::identified`] was accepted.
    pub identified_at: Vec<std::time::Instant>,
    /// IDENTIFYs refused with op 9 because their bucket had identified within the window.
    pub identifies_refused: u32,
    /// Dispatches routed to each shard (READY and GUILD_CREATE not counted).
    pub dispatched: std::collections::BTreeMap<(u32, u32), u64>,
}

fn array(v: &Value, key: &str) -> Vec<Value> {
    v.get(key)
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
}

/// Every component in a component tree (rows and their children), depth first.
pub fn all_components(list: &[Value]) -> Vec<&Value> {
    let mut out = Vec::new();
    for c in list {
        out.push(c);
        if let Some(children) = c.get("components").and_then(Value::as_array) {
            out.extend(all_components(children));
        }
        if let Some(accessory) = c.get("accessory") {
            out.push(accessory);
        }
    }
    out
}

fn custom_ids(list: &[Value]) -> Vec<String> {
    all_components(list)
        .into_iter()
        .filter_map(|c| {
            c.get("custom_id")
                .and_then(Value::as_str)
                .map(str::to_owned)
        })
        .collect()
}
