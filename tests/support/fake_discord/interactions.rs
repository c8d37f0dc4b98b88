//! INTERACTION_CREATE payloads for slash commands, autocomplete, button clicks and selects.

use serde_json::{json, Map, Value};

use super::model::{self, BOT_EXTRA_PERMISSIONS, EVERYONE_PERMISSIONS};
use super::records::{ChannelRecord, MessageRecord};
use super::server::FakeDiscordConfig;
use super::state::World;
use super::users::FakeUser;

/// Discord's attachment size limit announced in interactions (10 MiB).
const ATTACHMENT_SIZE_LIMIT: u64 = 10 << 20;

/// Who does what where: the parts every interaction payload shares.
pub struct Envelope<'a> {
    /// Interaction id.
    pub id: u64,
    /// Interaction token.
    pub token: &'a str,
    /// The acting user.
    pub user: &'a FakeUser,
    /// Where it happens.
    pub channel: &'a ChannelRecord,
}

/// A full INTERACTION_CREATE `d` payload of type `kind` (2 command, 3 component, 4 autocomplete).
pub fn interaction_json(world: &World, env: &Envelope<'_>, kind: u8, data: Value) -> Value {
    let in_guild = env.channel.kind != 1;
    let mut v = json!({
        "id": env.id.to_string(),
        "application_id": world.bot_id.to_string(),
        "type": kind,
        "data": data,
        "channel_id": env.channel.id.to_string(),
        "channel": model::partial_channel_json(world, env.channel),
        "token": env.token,
        "version": 1,
        "app_permissions": (EVERYONE_PERMISSIONS | BOT_EXTRA_PERMISSIONS).to_string(),
        "locale": env.user.locale,
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    });
    if in_guild {
        let user = model::user_json(env.user);
        v["guild_id"] = json!(env.channel.guild_id.to_string());
        v["guild_locale"] = json!("en-US");
        let permissions = env.user.permissions(EVERYONE_PERMISSIONS);
        v["member"] = model::member_json(user, &[], Some(permissions));
        v["authorizing_integration_owners"] = json!({"0": env.channel.guild_id.to_string()});
        v["context"] = json!(0);
    } else {
        v["user"] = model::user_json(env.user);
        v["authorizing_integration_owners"] = json!({"1": env.user.id.to_string()});
        v["context"] = json!(1);
    }
    v
}

fn option_type(def: Option<&Value>, value: &Value) -> u64 {
    if let Some(t) = def.and_then(|d| d.get("type")).and_then(Value::as_u64) {
        return t;
    }
    match value {
        Value::Bool(_) => 5,
        Value::Number(n) if n.is_i64() || n.is_u64() => 4,
        Value::Number(_) => 10,
        _ => 3,
    }
}

fn find_option<'a>(defs: &'a Value, name: &str) -> Option<&'a Value> {
    defs.get("options")?
        .as_array()?
        .iter()
        .find(|o| o["name"] == name)
}

/// Adds users and channels mentioned by options to `resolved`.
fn resolve(world: &World, channels: &[ChannelRecord], t: u64, value: &Value, resolved: &mut Value) {
    let id_str = match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let Ok(id) = id_str.parse::<u64>() else {
        return;
    };
    match t {
        6 | 9 => {
            if let Some(user) = FakeUser::from_id(id) {
                resolved["users"][&id_str] = model::user_json(&user);
                let mut member = model::member_json(Value::Null, &[], Some(EVERYONE_PERMISSIONS));
                member.as_object_mut().map(|m| m.remove("user"));
                resolved["members"][&id_str] = member;
            }
        }
        7 => {
            if let Some(ch) = channels.iter().find(|c| c.id == id) {
                resolved["channels"][&id_str] = model::partial_channel_json(world, ch);
            }
        }
        _ => {}
    }
}

/// Builds the `options` array from a JSON object `{name: value}` using the registered option
/// types (or an array of raw Discord options, passed through). `focused` marks the option an
/// autocomplete is for; its value is sent as a string, as Discord does.
fn leaf_options(
    world: &World,
    channels: &[ChannelRecord],
    def: &Value,
    given: &Value,
    focused: Option<&str>,
    resolved: &mut Value,
) -> Vec<Value> {
    let pairs: Vec<(String, Value)> = match given {
        Value::Object(m) => m.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        Value::Array(a) => return a.clone(),
        _ => Vec::new(),
    };
    pairs
        .into_iter()
        .map(|(name, value)| {
            let t = option_type(find_option(def, &name), &value);
            if focused == Some(name.as_str()) {
                let text = value
                    .as_str()
                    .map_or_else(|| value.to_string(), str::to_owned);
                return json!({"name": name, "type": t, "value": text, "focused": true});
            }
            let value = match (t, value) {
                (6..=9 | 11, Value::Number(n)) => json!(n.to_string()),
                (_, v) => v,
            };
            resolve(world, channels, t, &value, resolved);
            json!({"name": name, "type": t, "value": value})
        })
        .collect()
}

/// The `data` of a slash command or autocomplete interaction. `path` is the command name
/// followed by subcommand (group) names, e.g. `["game", "start"]`.
pub fn command_data(
    world: &World,
    channels: &[ChannelRecord],
    command: &Value,
    path: &[&str],
    given: &Value,
    focused: Option<&str>,
) -> Value {
    let mut resolved = json!({});
    let mut defs = vec![command];
    for name in &path[1..] {
        let parent = defs.last().expect("starts with the command");
        let sub = find_option(parent, name)
            .unwrap_or_else(|| panic!("`{}` has no subcommand `{name}`", path.join(" ")));
        defs.push(sub);
    }
    let leaf = defs.last().expect("non-empty");
    let mut options = leaf_options(world, channels, leaf, given, focused, &mut resolved);
    for (def, name) in defs[1..].iter().zip(&path[1..]).rev() {
        let t = def.get("type").and_then(Value::as_u64).unwrap_or(1);
        options = vec![json!({"name": name, "type": t, "options": options})];
    }
    let mut data = json!({
        "id": command["id"],
        "name": command["name"],
        "type": command.get("type").cloned().unwrap_or(json!(1)),
        "options": options,
    });
    if resolved.as_object().is_some_and(|m| !m.is_empty()) {
        data["resolved"] = resolved;
    }
    if let Some(g) = command.get("guild_id") {
        data["guild_id"] = g.clone();
    }
    data
}

/// The `data` of a button click (`values` None) or a string select (`values` Some).
pub fn component_data(custom_id: &str, values: Option<&[String]>) -> Value {
    match values {
        None => json!({"custom_id": custom_id, "component_type": 2}),
        Some(v) => json!({"custom_id": custom_id, "component_type": 3, "values": v}),
    }
}

/// Panics unless `message` has an enabled component of `component_type` with `custom_id`
/// and, for selects, `values` are among its options and within min/max.
pub fn check_clickable(
    message: &MessageRecord,
    custom_id: &str,
    component_type: u64,
    values: Option<&[String]>,
) {
    let Some(c) = message.component(custom_id) else {
        panic!(
            "message {} has no component `{custom_id}` (it has {:?})",
            message.id,
            message.custom_ids()
        );
    };
    let actual = c.get("type").and_then(Value::as_u64);
    assert_eq!(
        actual,
        Some(component_type),
        "component `{custom_id}` has type {actual:?}"
    );
    assert!(
        !c["disabled"].as_bool().unwrap_or(false),
        "component `{custom_id}` is disabled"
    );
    assert!(!message.deleted, "message {} was deleted", message.id);
    if let Some(values) = values {
        let options: Map<String, Value> = c["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| Some((o["value"].as_str()?.to_owned(), o.clone())))
            .collect();
        for v in values {
            assert!(
                options.contains_key(v),
                "select `{custom_id}` has no option `{v}`"
            );
        }
        let min = c["min_values"].as_u64().unwrap_or(1) as usize;
        let max = c["max_values"].as_u64().unwrap_or(1) as usize;
        assert!(
            (min..=max).contains(&values.len()),
            "select `{custom_id}` takes {min} to {max} values, got {}",
            values.len()
        );
    }
}

/// The message object embedded in a component interaction.
pub fn source_message_json(
    world: &World,
    config: &FakeDiscordConfig,
    m: &MessageRecord,
    guild: Option<u64>,
) -> Value {
    model::message_json(world, config, m, guild)
}
