//! Discord-shaped JSON for the objects the fake hands out (ids as strings, as Discord does).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};

use super::records::{ChannelRecord, MessageRecord};
use super::server::FakeDiscordConfig;
use super::state::World;
use super::users::FakeUser;

/// Permissions of `@everyone` in the test guild: view, send, embed, attach, history, react,
/// external emojis, application commands, create threads, send in threads.
pub const EVERYONE_PERMISSIONS: u64 = (1 << 6)
    | (1 << 10)
    | (1 << 11)
    | (1 << 14)
    | (1 << 15)
    | (1 << 16)
    | (1 << 18)
    | (1 << 31)
    | (1 << 35)
    | (1 << 36)
    | (1 << 38);
/// Extra permissions of the bot's role beyond @everyone's: none. The invite (README) asks
/// for nothing @everyone lacks here, and no moderation (a locked thread refuses the bot).
pub const BOT_EXTRA_PERMISSIONS: u64 = 0;

/// Formats a time as ISO 8601 / RFC 3339 in UTC with milliseconds.
pub fn iso8601(t: SystemTime) -> String {
    let d = t.duration_since(UNIX_EPOCH).unwrap_or(Duration::ZERO);
    let secs = d.as_secs();
    let (days, rem) = (secs / 86_400, secs % 86_400);
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}+00:00",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60,
        d.subsec_millis()
    )
}

/// The current time in ISO 8601.
pub fn now() -> String {
    iso8601(SystemTime::now())
}

/// The bot's own user object.
pub fn bot_user(world: &World, config: &FakeDiscordConfig) -> Value {
    json!({
        "id": world.bot_id.to_string(),
        "username": config.bot_name,
        "global_name": null,
        "discriminator": "0",
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
        "flags": 0,
        "public_flags": 0,
    })
}

/// A fake human user's object.
pub fn user_json(user: &FakeUser) -> Value {
    json!({
        "id": user.id.to_string(),
        "username": user.name,
        "global_name": user.global_name,
        "discriminator": "0",
        "avatar": null,
        "public_flags": 0,
    })
}

/// The user object for any id the fake knows (the bot or a fake user).
pub fn user_by_id(world: &World, config: &FakeDiscordConfig, id: u64) -> Option<Value> {
    if id == world.bot_id {
        return Some(bot_user(world, config));
    }
    FakeUser::from_id(id).map(|u| user_json(&u))
}

/// A guild member object; `permissions` is set only inside interactions.
pub fn member_json(user: Value, roles: &[u64], permissions: Option<u64>) -> Value {
    let mut m = json!({
        "user": user,
        "nick": null,
        "avatar": null,
        "roles": roles.iter().map(u64::to_string).collect::<Vec<_>>(),
        "joined_at": "2024-01-01T00:00:00.000+00:00",
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
    });
    if let Some(p) = permissions {
        m["permissions"] = json!(p.to_string());
    }
    m
}

fn role_json(id: u64, name: &str, permissions: u64, position: u16, managed: bool) -> Value {
    json!({
        "id": id.to_string(),
        "name": name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": position,
        "permissions": permissions.to_string(),
        "managed": managed,
        "mentionable": false,
        "flags": 0,
    })
}

/// A channel, thread or DM object.
pub fn channel_json(world: &World, ch: &ChannelRecord) -> Value {
    if ch.kind == 1 {
        let recipients: Vec<Value> = ch
            .recipient_id
            .and_then(FakeUser::from_id)
            .map(|u| user_json(&u))
            .into_iter()
            .collect();
        return json!({"id": ch.id.to_string(), "type": 1, "last_message_id": null,
                      "recipients": recipients, "flags": 0});
    }
    let mut v = json!({
        "id": ch.id.to_string(),
        "type": ch.kind,
        "guild_id": ch.guild_id.to_string(),
        "name": ch.name,
        "position": 0,
        "permission_overwrites": overwrites(world, ch),
        "nsfw": false,
        "parent_id": ch.parent_id.map(|p| p.to_string()),
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "flags": ch.flags,
    });
    if ch.kind == 0 {
        v["topic"] = Value::Null;
    }
    if ch.is_thread() {
        v["owner_id"] = json!(ch.owner_id.map(|o| o.to_string()));
        v["message_count"] = json!(0);
        v["member_count"] = json!(1);
        v["total_message_sent"] = json!(0);
        v["thread_metadata"] = json!({
            "archived": ch.archived,
            "auto_archive_duration": ch.auto_archive_minutes,
            "archive_timestamp": now(),
            "locked": ch.locked,
            "create_timestamp": now(),
        });
    }
    v
}

/// The channel's permission overwrites: what it denies the bot's role.
fn overwrites(world: &World, ch: &ChannelRecord) -> Value {
    if ch.bot_denied == 0 {
        return json!([]);
    }
    json!([{
        "id": world.bot_role_id.to_string(),
        "type": 0,
        "allow": "0",
        "deny": ch.bot_denied.to_string(),
    }])
}

/// The partial channel sent inside interactions.
pub fn partial_channel_json(world: &World, ch: &ChannelRecord) -> Value {
    let mut v = json!({
        "id": ch.id.to_string(),
        "type": ch.kind,
        "name": ch.name,
        "permissions": (EVERYONE_PERMISSIONS | BOT_EXTRA_PERMISSIONS).to_string(),
    });
    if ch.kind != 1 {
        v["guild_id"] = json!(ch.guild_id.to_string());
        v["parent_id"] = json!(ch.parent_id.map(|p| p.to_string()));
        v["flags"] = json!(ch.flags);
    }
    if ch.is_thread() {
        // As in the full channel: whether a moderator archived or locked the thread.
        v["thread_metadata"] = channel_json(world, ch)["thread_metadata"].clone();
    }
    v
}

/// The guild object without the GUILD_CREATE extras (REST `GET /guilds/{id}`).
pub fn partial_guild_json(world: &World, config: &FakeDiscordConfig, g: u64) -> Value {
    json!({
        "id": g.to_string(),
        "name": world.guild_name(g, config),
        "icon": null, "icon_hash": null, "splash": null, "discovery_splash": null,
        "owner_id": FakeUser::new(0).id.to_string(),
        "afk_channel_id": null, "afk_timeout": 300,
        "widget_enabled": false, "widget_channel_id": null,
        "verification_level": 0, "default_message_notifications": 1,
        "explicit_content_filter": 0,
        "roles": [
            role_json(g, "@everyone", EVERYONE_PERMISSIONS, 0, false),
            role_json(world.bot_role_id, &config.bot_name, BOT_EXTRA_PERMISSIONS, 1, true),
        ],
        "emojis": [], "stickers": [], "features": [],
        "mfa_level": 0, "application_id": null,
        "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
        "max_presences": null, "max_members": 500_000,
        "vanity_url_code": null, "description": null, "banner": null,
        "premium_tier": 0, "premium_subscription_count": 0,
        "preferred_locale": "en-US", "public_updates_channel_id": null,
        "max_video_channel_users": 25, "max_stage_video_channel_users": 50,
        "nsfw_level": 0, "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
    })
}

/// The GUILD_CREATE payload: the guild with channels, active threads and the bot as member.
pub fn guild_create_json<'a>(
    world: &World,
    config: &FakeDiscordConfig,
    guild: u64,
    channels: impl Iterator<Item = &'a ChannelRecord>,
) -> Value {
    let (mut chans, mut threads) = (Vec::new(), Vec::new());
    for ch in channels.filter(|ch| ch.guild_id == guild) {
        match ch.kind {
            1 => {}
            10..=12 if !ch.archived => threads.push(channel_json(world, ch)),
            10..=12 => {}
            _ => chans.push(channel_json(world, ch)),
        }
    }
    let mut g = partial_guild_json(world, config, guild);
    let extra = json!({
        "joined_at": "2024-01-01T00:00:00.000+00:00",
        "large": false,
        "unavailable": false,
        "member_count": 2,
        "voice_states": [],
        "members": [member_json(bot_user(world, config), &[world.bot_role_id], None)],
        "channels": chans,
        "threads": threads,
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    });
    for (k, v) in extra.as_object().into_iter().flatten() {
        g[k] = v.clone();
    }
    g
}

/// A message object as Discord returns it.
pub fn message_json(
    world: &World,
    config: &FakeDiscordConfig,
    msg: &MessageRecord,
    guild: Option<u64>,
) -> Value {
    let author = user_by_id(world, config, msg.author_id).unwrap_or_else(|| json!({}));
    let embeds: Vec<Value> = msg
        .embeds
        .iter()
        .map(|e| {
            let mut e = e.clone();
            if e.get("type").is_none() {
                e["type"] = json!("rich");
            }
            e
        })
        .collect();
    let mut v = json!({
        "id": msg.id.to_string(),
        "channel_id": msg.channel_id.to_string(),
        "author": author,
        "content": msg.content,
        "timestamp": msg.timestamp,
        "edited_timestamp": msg.edited_timestamp,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": msg.attachments,
        "embeds": embeds,
        "components": msg.components,
        "reactions": [],
        "pinned": false,
        "type": if msg.reply_to.is_some() { 19 } else if msg.interaction_id.is_some() { 20 } else { 0 },
        "flags": msg.flags,
    });
    if msg.interaction_id.is_some() {
        v["application_id"] = json!(world.bot_id.to_string());
        v["webhook_id"] = json!(world.bot_id.to_string());
    }
    if let Some(r) = msg.reply_to {
        v["message_reference"] = json!({"message_id": r.to_string(),
                                        "channel_id": msg.channel_id.to_string()});
    }
    if let Some(guild) = guild {
        v["guild_id"] = json!(guild.to_string());
    }
    v
}

/// The application object (`GET /oauth2/applications/@me`).
pub fn application_json(world: &World, config: &FakeDiscordConfig) -> Value {
    json!({
        "id": world.bot_id.to_string(),
        "name": config.bot_name,
        "icon": null,
        "description": "Fake application for end-to-end tests",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "bot": bot_user(world, config),
        "owner": user_json(&FakeUser::new(0)),
        "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
        "team": null,
        "flags": 0,
        "approximate_guild_count": 1,
        "redirect_uris": [],
        "interactions_endpoint_url": null,
    })
}

/// A registered command: the definition the bot sent, completed with ids and defaults.
pub fn command_json(world: &World, def: &Value, id: u64, guild_id: Option<u64>) -> Value {
    let mut cmd = def.clone();
    cmd["id"] = json!(id.to_string());
    cmd["application_id"] = json!(world.bot_id.to_string());
    cmd["version"] = json!(id.to_string());
    if cmd.get("type").is_none() {
        cmd["type"] = json!(1);
    }
    if cmd.get("description").is_none() {
        cmd["description"] = json!("");
    }
    if cmd.get("default_member_permissions").is_none() {
        cmd["default_member_permissions"] = Value::Null;
    }
    if let Some(g) = guild_id {
        cmd["guild_id"] = json!(g.to_string());
    }
    cmd
}
