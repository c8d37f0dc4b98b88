//! The message store: creating, editing and deleting messages, with events and dispatches.
//!
//! All functions run inside `Shared::with`, on the locked state.

use serde_json::{json, Value};

use super::model;
use super::records::{MessageEvent, MessageEventKind, MessageRecord, EPHEMERAL, LOADING};
use super::state::{Inner, Shared};
use super::uploads::Upload;

/// Message flags a bot may set itself: suppress embeds, ephemeral, suppress notifications,
/// components v2.
const SETTABLE_FLAGS: u64 = (1 << 2) | EPHEMERAL | (1 << 12) | (1 << 15);
/// GUILD_MESSAGES intent.
const GUILD_MESSAGES: u64 = 1 << 9;
/// DIRECT_MESSAGES intent.
const DIRECT_MESSAGES: u64 = 1 << 12;

/// Uploaded files.
pub type Files<'a> = &'a [Upload];

/// What a new message is made of.
pub struct NewMessage<'a> {
    /// The message's id when Discord fixes it (a forum post's first message has the
    /// thread's); `None`: a new one.
    pub id: Option<u64>,
    /// Target channel.
    pub channel_id: u64,
    /// Author (the bot, normally).
    pub author_id: u64,
    /// Message payload (content, embeds, components, flags, ...).
    pub payload: &'a Value,
    /// Uploaded files.
    pub files: Files<'a>,
    /// Interaction the message answers.
    pub interaction_id: Option<u64>,
    /// Flags forced on top of the payload's (e.g. [`LOADING`]).
    pub extra_flags: u64,
}

fn strings(v: &Value, key: &str) -> Option<Vec<Value>> {
    match v.get(key) {
        Some(Value::Array(a)) => Some(a.clone()),
        Some(Value::Null) => Some(Vec::new()),
        _ => None,
    }
}

/// The uploaded `files` as Discord lists a message's attachments, each with the alternative
/// text (`description`) the payload's `attachments` gave its file name.
fn uploads(shared: &Shared, payload: &Value, files: Files<'_>) -> Vec<Value> {
    let base = shared.api_base();
    let described = strings(payload, "attachments").unwrap_or_default();
    files
        .iter()
        .map(|file| {
            let id = shared.ids.next();
            let (name, size) = (&file.name, file.size);
            let url = format!("{base}/attachments/{id}/{name}");
            let mut attachment = json!({"id": id.to_string(), "filename": name, "size": size,
                   "url": url, "proxy_url": url});
            if let Some((width, height)) = file.png {
                attachment["content_type"] = json!("image/png");
                attachment["width"] = json!(width);
                attachment["height"] = json!(height);
            }
            let description = described
                .iter()
                .find(|a| a["filename"] == file.name.as_str())
                .and_then(|a| a.get("description"));
            if let Some(description) = description {
                attachment["description"] = description.clone();
            }
            attachment
        })
        .collect()
}

fn is_guild_channel(inner: &Inner, channel_id: u64) -> bool {
    inner.channels.get(&channel_id).is_some_and(|c| c.kind != 1)
}

/// The server of a channel; `None` for a DM (or an unknown channel).
pub fn guild_of(inner: &Inner, channel_id: u64) -> Option<u64> {
    inner
        .channels
        .get(&channel_id)
        .filter(|c| c.kind != 1)
        .map(|c| c.guild_id)
}

fn record_event(inner: &mut Inner, kind: MessageEventKind, msg: &MessageRecord, payload: &Value) {
    inner.message_events.push(MessageEvent {
        kind,
        message_id: msg.id,
        channel_id: msg.channel_id,
        ephemeral: msg.is_ephemeral(),
        payload: payload.clone(),
        interaction_id: msg.interaction_id,
        since_start: inner.started.elapsed(),
    });
}

fn dispatch(shared: &Shared, inner: &mut Inner, event: &str, msg: &MessageRecord) {
    if msg.is_ephemeral() {
        return;
    }
    let guild = is_guild_channel(inner, msg.channel_id);
    let in_guild = guild_of(inner, msg.channel_id);
    let mut data = model::message_json(&shared.world, &shared.config, msg, in_guild);
    if guild && msg.author_id == shared.world.bot_id {
        let user = model::bot_user(&shared.world, &shared.config);
        let mut member = model::member_json(user, &[shared.world.bot_role_id], None);
        member.as_object_mut().map(|m| m.remove("user"));
        data["member"] = member;
    }
    let intent = if guild {
        GUILD_MESSAGES
    } else {
        DIRECT_MESSAGES
    };
    inner.gateway.dispatch_if(intent, event, data);
}

/// Creates a message, records a `Created` event and dispatches MESSAGE_CREATE.
pub fn create(shared: &Shared, inner: &mut Inner, new: NewMessage<'_>) -> MessageRecord {
    let p = new.payload;
    let payload_flags = p.get("flags").and_then(Value::as_u64).unwrap_or(0);
    let msg = MessageRecord {
        id: new.id.unwrap_or_else(|| shared.ids.next()),
        channel_id: new.channel_id,
        author_id: new.author_id,
        content: p
            .get("content")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_owned(),
        embeds: strings(p, "embeds").unwrap_or_default(),
        components: strings(p, "components").unwrap_or_default(),
        attachments: uploads(shared, p, new.files),
        flags: (payload_flags & SETTABLE_FLAGS) | new.extra_flags,
        interaction_id: new.interaction_id,
        reply_to: p
            .pointer("/message_reference/message_id")
            .and_then(|v| match v {
                Value::String(s) => s.parse().ok(),
                other => other.as_u64(),
            }),
        thread_id: None,
        timestamp: model::now(),
        edited_timestamp: None,
        deleted: false,
    };
    inner.messages.insert(msg.id, msg.clone());
    record_event(inner, MessageEventKind::Created, &msg, p);
    dispatch(shared, inner, "MESSAGE_CREATE", &msg);
    msg
}

/// Applies an edit payload to a copy of `msg` (fields absent from the payload are kept).
pub fn edited(
    shared: &Shared,
    msg: &MessageRecord,
    payload: &Value,
    files: Files<'_>,
) -> MessageRecord {
    let mut m = msg.clone();
    if let Some(c) = payload.get("content") {
        m.content = c.as_str().unwrap_or("").to_owned();
    }
    if let Some(e) = strings(payload, "embeds") {
        m.embeds = e;
    }
    if let Some(c) = strings(payload, "components") {
        m.components = c;
    }
    if let Some(keep) = strings(payload, "attachments") {
        let kept: Vec<&str> = keep.iter().filter_map(|a| a.get("id")?.as_str()).collect();
        m.attachments
            .retain(|a| a["id"].as_str().is_some_and(|id| kept.contains(&id)));
    }
    m.attachments.extend(uploads(shared, payload, files));
    if m.flags & LOADING != 0 {
        m.flags &= !LOADING;
    } else {
        m.edited_timestamp = Some(model::now());
    }
    m
}

/// True when the message would show nothing.
pub fn is_blank(m: &MessageRecord) -> bool {
    m.content.is_empty()
        && m.embeds.is_empty()
        && m.components.is_empty()
        && m.attachments.is_empty()
}

/// Stores an edited message, records an `Edited` event and dispatches MESSAGE_UPDATE.
pub fn store_edit(shared: &Shared, inner: &mut Inner, msg: MessageRecord, payload: &Value) {
    inner.messages.insert(msg.id, msg.clone());
    record_event(inner, MessageEventKind::Edited, &msg, payload);
    dispatch(shared, inner, "MESSAGE_UPDATE", &msg);
}

/// Marks a message deleted; false if it does not exist.
pub fn delete(shared: &Shared, inner: &mut Inner, id: u64) -> bool {
    let Some(msg) = inner.messages.get_mut(&id).filter(|m| !m.deleted) else {
        return false;
    };
    msg.deleted = true;
    let msg = msg.clone();
    record_event(inner, MessageEventKind::Deleted, &msg, &Value::Null);
    if !msg.is_ephemeral() {
        let guild = guild_of(inner, msg.channel_id).unwrap_or(shared.world.guild_id);
        let data = json!({"id": id.to_string(), "channel_id": msg.channel_id.to_string(),
                          "guild_id": guild.to_string()});
        let intent = if is_guild_channel(inner, msg.channel_id) {
            GUILD_MESSAGES
        } else {
            DIRECT_MESSAGES
        };
        inner.gateway.dispatch_if(intent, "MESSAGE_DELETE", data);
    }
    true
}

/// Renders a stored message as Discord JSON.
pub fn to_json(shared: &Shared, inner: &Inner, msg: &MessageRecord) -> Value {
    model::message_json(
        &shared.world,
        &shared.config,
        msg,
        guild_of(inner, msg.channel_id),
    )
}
