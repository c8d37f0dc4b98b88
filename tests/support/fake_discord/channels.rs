//! Channel routes: messages, threads, DMs, typing, reactions.

use axum::http::Method;
use serde_json::{json, Value};

use super::application::id;
use super::channel_rules;
use super::limits;
use super::messages::{self, NewMessage};
use super::model;
use super::nonces;
use super::records::{ChannelRecord, MessageRecord};
use super::rest::{reject_if, Call, Reply};
use super::state::{Inner, Shared};
use super::users::FakeUser;

/// GUILDS intent.
const GUILDS: u64 = 1;

/// Routes handled here, or `None`.
pub fn route(call: &Call<'_>, method: &Method, seg: &[&str]) -> Option<Reply> {
    if let ("POST", ["users", "@me", "channels"]) = (method.as_str(), seg) {
        return Some(open_dm(call));
    }
    let ["channels", ch, rest @ ..] = seg else {
        return None;
    };
    let Some(ch) = id(ch).filter(|c| call.shared.read(|inner| inner.channels.contains_key(c)))
    else {
        return Some(Reply::error(404, 10003, "Unknown Channel"));
    };
    Some(match (method.as_str(), rest) {
        ("GET", []) => with_channel(call.shared, ch, |_, c| Reply::ok(c)),
        ("PATCH", []) => modify_channel(call, ch),
        ("DELETE", []) => delete_channel(call.shared, ch),
        ("POST", ["messages"]) => post_message(call, ch),
        ("GET", ["messages"]) => list_messages(call, ch),
        ("GET" | "PATCH" | "DELETE", ["messages", mid]) => match id(mid) {
            Some(mid) => one_message(call, method, ch, mid),
            None => Reply::error(404, 10008, "Unknown Message"),
        },
        ("PUT" | "DELETE", ["messages", _, "reactions", ..]) => Reply::no_content(),
        ("POST", ["typing"]) => Reply::no_content(),
        ("POST", ["threads"]) => start_thread(call, ch, None),
        ("POST", ["messages", mid, "threads"]) => start_thread(call, ch, id(mid)),
        ("PUT" | "DELETE", ["thread-members", _]) => Reply::no_content(),
        ("GET", ["thread-members"]) => Reply::ok(json!([])),
        _ => Reply::unknown_route(),
    })
}

fn with_channel(shared: &Shared, ch: u64, f: impl FnOnce(&ChannelRecord, Value) -> Reply) -> Reply {
    shared.read(|inner| {
        let c = &inner.channels[&ch];
        f(c, model::channel_json(&shared.world, c))
    })
}

fn modify_channel(call: &Call<'_>, ch: u64) -> Reply {
    let (s, b) = (call.shared, &call.body);
    s.with(|inner| {
        let c = inner.channels.get_mut(&ch).expect("checked by route");
        if let Some(name) = b.get("name").and_then(Value::as_str) {
            c.name = name.to_owned();
        }
        if let Some(a) = b.get("archived").and_then(Value::as_bool) {
            c.archived = a;
        }
        if let Some(l) = b.get("locked").and_then(Value::as_bool) {
            c.locked = l;
        }
        let json = model::channel_json(&s.world, c);
        let event = if c.is_thread() {
            "THREAD_UPDATE"
        } else {
            "CHANNEL_UPDATE"
        };
        inner.gateway.dispatch_if(GUILDS, event, json.clone());
        Reply::ok(json)
    })
}

fn delete_channel(shared: &Shared, ch: u64) -> Reply {
    match remove_channel(shared, ch, true) {
        Some(json) => Reply::ok(json),
        None => Reply::error(404, 10003, "Unknown Channel"),
    }
}

/// Deletes channel `ch` (and, for a channel, its threads, as Discord does); with `announce`
/// the gateway says so (THREAD_DELETE or CHANNEL_DELETE), without it the bot is not told (it
/// was offline). Returns the deleted channel's JSON.
pub fn remove_channel(shared: &Shared, ch: u64, announce: bool) -> Option<Value> {
    shared.with(|inner| {
        let c = inner.channels.remove(&ch)?;
        inner.channels.retain(|_, t| t.parent_id != Some(ch));
        let json = model::channel_json(&shared.world, &c);
        let event = if c.is_thread() {
            "THREAD_DELETE"
        } else {
            "CHANNEL_DELETE"
        };
        if announce {
            inner.gateway.dispatch_if(GUILDS, event, json.clone());
        }
        Some(json)
    })
}

fn post_message(call: &Call<'_>, ch: u64) -> Reply {
    let mut problems = limits::check_message_create(&call.body);
    problems.extend(nonces::check(&call.body));
    if let Some(r) = reject_if(call, problems) {
        return r;
    }
    let s = call.shared;
    s.with(|inner| {
        if let Some(failing) = inner.failing_posts.get_mut(&ch).filter(|n| **n > 0) {
            *failing -= 1;
            return Reply::error(500, 0, "500: Internal Server Error");
        }
        let c = inner.channels.get_mut(&ch).expect("checked by route");
        if c.recipient_id
            .is_some_and(|user| inner.dms_closed.contains(&user))
        {
            return Reply::error(403, 50007, "Cannot send messages to this user");
        }
        if let Some(refused) = channel_rules::refuse_post(inner, ch) {
            return refused;
        }
        if let Some(first) = nonces::repeat(s, inner, ch, s.world.bot_id, &call.body) {
            return first;
        }
        if let Some(c) = inner.channels.get_mut(&ch) {
            c.archived = false;
        }
        let new = NewMessage {
            id: None,
            channel_id: ch,
            author_id: s.world.bot_id,
            payload: &call.body,
            files: &call.files,
            interaction_id: None,
            extra_flags: 0,
        };
        let msg = messages::create(s, inner, new);
        if let Some(lost) = nonces::created(inner, &call.body, &msg) {
            return lost;
        }
        // The create answer echoes the nonce; a message read back later has none.
        let mut json = messages::to_json(s, inner, &msg);
        if let Some(nonce) = call.body.get("nonce").filter(|n| !n.is_null()) {
            json["nonce"] = nonce.clone();
        }
        Reply::ok(json)
    })
}

/// Discord's Get Channel Messages: the latest `limit` (1 to 100, 50 by default), newest
/// first; none without `READ_MESSAGE_HISTORY` ([`channel_rules::may_read`]).
fn list_messages(call: &Call<'_>, ch: u64) -> Reply {
    let limit = match call.param("limit").map(str::parse::<usize>) {
        None => 50,
        Some(Ok(n @ 1..=100)) => n,
        Some(other) => {
            let problem = format!("limit: 1 to 100, not {other:?}");
            call.violation(problem.clone());
            return Reply::invalid_form(&[problem]);
        }
    };
    let s = call.shared;
    s.read(|inner| {
        let limit = match channel_rules::may_read(inner, ch) {
            Err(refused) => return refused,
            Ok(true) => limit,
            Ok(false) => 0,
        };
        let visible = inner
            .messages
            .values()
            .rev()
            .filter(|m| m.channel_id == ch && !m.deleted && !m.is_ephemeral());
        Reply::ok(Value::from(
            visible
                .take(limit)
                .map(|m| messages::to_json(s, inner, m))
                .collect::<Vec<_>>(),
        ))
    })
}

fn find(inner: &Inner, ch: u64, mid: u64) -> Option<&MessageRecord> {
    inner
        .messages
        .get(&mid)
        .filter(|m| m.channel_id == ch && !m.deleted && !m.is_ephemeral())
}

fn one_message(call: &Call<'_>, method: &Method, ch: u64, mid: u64) -> Reply {
    let s = call.shared;
    if method == Method::PATCH {
        if let Some(r) = reject_if(call, limits::check_message(&call.body)) {
            return r;
        }
    }
    s.with(|inner| {
        let Some(msg) = find(inner, ch, mid).cloned() else {
            return Reply::error(404, 10008, "Unknown Message");
        };
        match method.as_str() {
            "DELETE" => {
                messages::delete(s, inner, mid);
                Reply::no_content()
            }
            "PATCH" if msg.author_id != s.world.bot_id => {
                Reply::error(403, 50005, "Cannot edit a message authored by another user")
            }
            "PATCH" => {
                let new = messages::edited(s, &msg, &call.body, &call.files);
                if messages::is_blank(&new) {
                    inner.violation(call.context.clone(), "edit would leave the message empty");
                    return Reply::error(400, 50006, "Cannot send an empty message");
                }
                messages::store_edit(s, inner, new.clone(), &call.body);
                Reply::ok(messages::to_json(s, inner, &new))
            }
            _ => Reply::ok(messages::to_json(s, inner, &msg)),
        }
    })
}

fn start_thread(call: &Call<'_>, parent: u64, from_message: Option<u64>) -> Reply {
    let (s, b) = (call.shared, &call.body);
    let name = b
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_owned();
    let len = name.chars().count();
    let problems = match len {
        1..=100 => Vec::new(),
        _ => vec![format!("name: {len} characters (1 to 100)")],
    };
    if let Some(r) = reject_if(call, problems) {
        return r;
    }
    let first = b.get("message").filter(|m| m.is_object());
    let forum_post = from_message.is_none() && first.is_some();
    if let Some(message) = first.filter(|_| forum_post) {
        let mut problems = limits::check_message_create(message);
        problems.extend(nonces::check(message));
        if let Some(r) = reject_if(call, problems) {
            return r;
        }
    }
    s.with(|inner| {
        let made = match from_message {
            Some(_) => channel_rules::thread_from_message(inner, parent),
            None => channel_rules::new_thread(inner, parent, b),
        };
        let kind = match made {
            Ok(kind) => kind,
            Err(refused) => return refused,
        };
        let forum_post = forum_post && matches!(inner.channels[&parent].kind, 15 | 16);
        let id = match from_message {
            Some(mid) => match inner.messages.get(&mid).filter(|m| m.channel_id == parent) {
                None => return Reply::error(404, 10008, "Unknown Message"),
                Some(m) if m.thread_id.is_some() => {
                    return Reply::error(
                        400,
                        160004,
                        "A thread has already been created for this message",
                    )
                }
                // A thread started from a message has the message's id.
                Some(_) => mid,
            },
            None => s.ids.next(),
        };
        if let Some(m) = from_message.and_then(|mid| inner.messages.get_mut(&mid)) {
            m.thread_id = Some(id);
        }
        let auto_archive_minutes = b
            .get("auto_archive_duration")
            .and_then(Value::as_u64)
            .and_then(|m| u32::try_from(m).ok())
            .unwrap_or(1440);
        let guild_id = inner
            .channels
            .get(&parent)
            .map_or(s.world.guild_id, |p| p.guild_id);
        let thread = ChannelRecord {
            parent_id: Some(parent),
            owner_id: Some(s.world.bot_id),
            auto_archive_minutes,
            ..ChannelRecord::new(id, guild_id, kind, name)
        };
        let mut json = model::channel_json(&s.world, &thread);
        inner.channels.insert(id, thread);
        json["newly_created"] = json!(true);
        inner
            .gateway
            .dispatch_if(GUILDS, "THREAD_CREATE", json.clone());
        if let Some(payload) = first.filter(|_| forum_post) {
            // A forum post's first message has the thread's id.
            let new = NewMessage {
                id: Some(id),
                channel_id: id,
                author_id: s.world.bot_id,
                payload,
                files: &call.files,
                interaction_id: None,
                extra_flags: 0,
            };
            let msg = messages::create(s, inner, new);
            json["message"] = messages::to_json(s, inner, &msg);
        }
        Reply::created(json)
    })
}

fn open_dm(call: &Call<'_>) -> Reply {
    let s = call.shared;
    let recipient = call.body.get("recipient_id").and_then(|v| match v {
        Value::String(x) => x.parse().ok(),
        other => other.as_u64(),
    });
    let Some(user) = recipient.and_then(FakeUser::from_id) else {
        return Reply::error(400, 50007, "Cannot send messages to this user");
    };
    s.with(|inner| {
        let existing = inner
            .channels
            .values()
            .find(|c| c.recipient_id == Some(user.id));
        let dm = existing.cloned().unwrap_or_else(|| ChannelRecord {
            recipient_id: Some(user.id),
            ..ChannelRecord::new(s.ids.next(), 0, 1, String::new())
        });
        inner.channels.insert(dm.id, dm.clone());
        Reply::ok(model::channel_json(&s.world, &dm))
    })
}
