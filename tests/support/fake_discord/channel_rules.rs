//! What Discord refuses by the kind of channel and the bot's permissions in it (issue 29), from
//! Discord's documentation (Channel resource: channel types, Start Thread without Message,
//! Start Thread in Forum or Media Channel; Threads topic: locked and archived threads,
//! permissions; JSON error codes):
//!
//! - A thread without a message: `PUBLIC_THREAD` (11) and `PRIVATE_THREAD` (12, the default
//!   type) live in a text channel, `ANNOUNCEMENT_THREAD` (10) in an announcement channel;
//!   anything else, and any other channel (voice, stage, category, a thread), is 50024 "Cannot
//!   execute action on this channel type". It needs `CREATE_PUBLIC_THREADS` (or
//!   `CREATE_PRIVATE_THREADS`).
//! - A forum or media channel takes only threads that come with their first message (its id
//!   is the thread's): without `message` the form is invalid (50035); it needs
//!   `SEND_MESSAGES` (`CREATE_PUBLIC_THREADS` is ignored), a tag when the forum requires one
//!   (40067), and is never posted in directly (40058).
//! - Posting needs `VIEW_CHANNEL` (else 50001 Missing Access), `SEND_MESSAGES` in a channel
//!   (a voice channel's chat too) and `SEND_MESSAGES_IN_THREADS` in a thread (else 50013). A
//!   thread locked by a moderator refuses whoever lacks `MANAGE_THREADS`: 50083 while it is
//!   archived (posting does not unarchive it), 160005 while it is open.
//! - Reading a channel's messages (Get Channel Messages) needs `VIEW_CHANNEL` (else 50001);
//!   without `READ_MESSAGE_HISTORY` it is no error, but "no messages will be returned".

use serde_json::Value;

use super::model::{self, BOT_EXTRA_PERMISSIONS, EVERYONE_PERMISSIONS};
use super::records::ChannelRecord;
use super::rest::Reply;
use super::state::Inner;

/// `VIEW_CHANNEL`.
pub const VIEW_CHANNEL: u64 = 1 << 10;
/// `SEND_MESSAGES`.
pub const SEND_MESSAGES: u64 = 1 << 11;
/// `READ_MESSAGE_HISTORY`.
pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
/// `MANAGE_THREADS`.
pub const MANAGE_THREADS: u64 = 1 << 34;
/// `CREATE_PUBLIC_THREADS`.
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
/// `CREATE_PRIVATE_THREADS`.
pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
/// `SEND_MESSAGES_IN_THREADS`.
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
/// The forum flag `REQUIRE_TAG`.
pub const REQUIRE_TAG: u64 = 1 << 4;

/// A text channel.
pub const TEXT: u8 = 0;
/// A voice channel (its text chat takes messages, never threads).
pub const VOICE: u8 = 2;
/// An announcement channel.
pub const ANNOUNCEMENT: u8 = 5;
/// A thread of an announcement channel.
pub const ANNOUNCEMENT_THREAD: u8 = 10;
/// A public thread.
pub const PUBLIC_THREAD: u8 = 11;
/// A private thread.
pub const PRIVATE_THREAD: u8 = 12;
/// A stage channel.
pub const STAGE: u8 = 13;
/// A forum channel.
pub const FORUM: u8 = 15;
/// A media channel.
pub const MEDIA: u8 = 16;

fn missing_access() -> Reply {
    Reply::error(403, 50001, "Missing Access")
}

fn missing_permissions() -> Reply {
    Reply::error(403, 50013, "Missing Permissions")
}

fn wrong_channel_type() -> Reply {
    Reply::error(400, 50024, "Cannot execute action on this channel type")
}

/// The bot's permissions in channel `ch`: its roles', less what the channel (and, for a
/// thread, its parent) denies it.
pub fn bot_permissions(inner: &Inner, ch: u64) -> u64 {
    let base = EVERYONE_PERMISSIONS | BOT_EXTRA_PERMISSIONS;
    let Some(c) = inner.channels.get(&ch) else {
        return base;
    };
    let parent = c.parent_id.and_then(|p| inner.channels.get(&p));
    base & !c.bot_denied & !parent.map_or(0, |p| p.bot_denied)
}

/// Discord's answer to a read of channel `ch`'s messages when the bot may not read them:
/// `Err` refuses it, `Ok(false)` returns no messages, `Ok(true)` reads them.
pub fn may_read(inner: &Inner, ch: u64) -> Result<bool, Reply> {
    let perms = bot_permissions(inner, ch);
    if perms & VIEW_CHANNEL == 0 {
        return Err(missing_access());
    }
    Ok(perms & READ_MESSAGE_HISTORY != 0)
}

/// The type of thread a `POST /channels/{parent}/threads` makes, or Discord's refusal.
/// `body` is the request (`type`, `message`, `applied_tags`).
pub fn new_thread(inner: &Inner, parent: u64, body: &Value) -> Result<u8, Reply> {
    let kind = inner.channels[&parent].kind;
    let allowed = bot_permissions(inner, parent);
    if allowed & VIEW_CHANNEL == 0 {
        return Err(missing_access());
    }
    if matches!(kind, FORUM | MEDIA) {
        if !body.get("message").is_some_and(Value::is_object) {
            return Err(Reply::invalid_form(&[
                "message: this field is required in a forum or media channel".into(),
            ]));
        }
        if allowed & SEND_MESSAGES == 0 {
            return Err(missing_permissions());
        }
        let tagged = body
            .get("applied_tags")
            .and_then(Value::as_array)
            .is_some_and(|t| !t.is_empty());
        if inner.channels[&parent].flags & REQUIRE_TAG != 0 && !tagged {
            return Err(Reply::error(
                400,
                40067,
                "A tag is required to create a forum post in this channel",
            ));
        }
        return Ok(PUBLIC_THREAD);
    }
    let asked = body
        .get("type")
        .and_then(Value::as_u64)
        .map_or(PRIVATE_THREAD, |t| t as u8);
    let needs = match (kind, asked) {
        (TEXT, PUBLIC_THREAD) | (ANNOUNCEMENT, ANNOUNCEMENT_THREAD) => CREATE_PUBLIC_THREADS,
        (TEXT, PRIVATE_THREAD) => CREATE_PRIVATE_THREADS,
        _ => return Err(wrong_channel_type()),
    };
    if allowed & needs == 0 {
        return Err(missing_permissions());
    }
    Ok(asked)
}

/// The type of thread a message of `parent` starts (`POST .../messages/{id}/threads`), or
/// Discord's refusal.
pub fn thread_from_message(inner: &Inner, parent: u64) -> Result<u8, Reply> {
    let allowed = bot_permissions(inner, parent);
    if allowed & VIEW_CHANNEL == 0 {
        return Err(missing_access());
    }
    let kind = match inner.channels[&parent].kind {
        TEXT => PUBLIC_THREAD,
        ANNOUNCEMENT => ANNOUNCEMENT_THREAD,
        _ => return Err(wrong_channel_type()),
    };
    if allowed & CREATE_PUBLIC_THREADS == 0 {
        return Err(missing_permissions());
    }
    Ok(kind)
}

/// Discord's refusal of a message the bot posts in channel `ch`, if any.
pub fn refuse_post(inner: &Inner, ch: u64) -> Option<Reply> {
    let c = &inner.channels[&ch];
    if c.kind == 1 {
        return None;
    }
    let allowed = bot_permissions(inner, ch);
    if allowed & VIEW_CHANNEL == 0 {
        return Some(missing_access());
    }
    match c.kind {
        FORUM | MEDIA => {
            return Some(Reply::error(
                400,
                40058,
                "Cannot send a message in a forum channel",
            ))
        }
        4 => {
            return Some(Reply::error(
                400,
                50008,
                "Cannot send messages in a non-text channel",
            ))
        }
        _ => {}
    }
    let needs = if c.is_thread() {
        SEND_MESSAGES_IN_THREADS
    } else {
        SEND_MESSAGES
    };
    if allowed & needs == 0 {
        return Some(missing_permissions());
    }
    if c.locked && allowed & MANAGE_THREADS == 0 {
        return Some(if c.archived {
            Reply::error(
                400,
                50083,
                "Thread is archived; a moderator locked it, so posting cannot reopen it",
            )
        } else {
            Reply::error(403, 160005, "Thread is locked")
        });
    }
    None
}

/// The GUILDS intent: channel and thread events.
const GUILDS: u64 = 1;

impl super::FakeDiscord {
    /// A moderator makes a channel `name` of `kind` (e.g. [`FORUM`], [`ANNOUNCEMENT`],
    /// [`VOICE`]); the bot hears CHANNEL_CREATE. Returns its id.
    pub fn add_channel(&self, name: &str, kind: u8) -> u64 {
        let shared = &self.shared;
        shared.with(|inner| {
            let id = shared.ids.next();
            let channel = ChannelRecord::new(id, shared.world.guild_id, kind, name.to_owned());
            let json = model::channel_json(&shared.world, &channel);
            inner.channels.insert(id, channel);
            inner.gateway.dispatch_if(GUILDS, "CHANNEL_CREATE", json);
            id
        })
    }

    /// A moderator changes channel `id` (its overwrites, flags, lock); the bot hears
    /// CHANNEL_UPDATE or THREAD_UPDATE.
    fn moderate(&self, id: u64, change: impl FnOnce(&mut ChannelRecord)) {
        let shared = &self.shared;
        shared.with(|inner| {
            let Some(channel) = inner.channels.get_mut(&id) else {
                panic!("no channel {id} to change");
            };
            change(channel);
            let json = model::channel_json(&shared.world, channel);
            let event = if channel.is_thread() {
                "THREAD_UPDATE"
            } else {
                "CHANNEL_UPDATE"
            };
            inner.gateway.dispatch_if(GUILDS, event, json);
        });
    }

    /// How many threads (and forum posts) the guild has.
    pub fn thread_count(&self) -> usize {
        self.shared
            .read(|inner| inner.channels.values().filter(|c| c.is_thread()).count())
    }

    /// Channel `id` denies the bot `permissions` (bits), its threads too.
    pub fn deny_bot(&self, id: u64, permissions: u64) {
        self.moderate(id, |c| c.bot_denied |= permissions);
    }

    /// Forum `id` requires a tag on every post.
    pub fn require_tag(&self, id: u64) {
        self.moderate(id, |c| c.flags |= REQUIRE_TAG);
    }

    /// A moderator locks thread `id`, and archives it too when `archived`.
    pub fn lock_thread(&self, id: u64, archived: bool) {
        self.moderate(id, |c| {
            c.locked = true;
            c.archived = archived;
        });
    }
}
