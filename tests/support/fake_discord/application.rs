//! Routes about the bot itself, its commands and the guild: gateway, users, applications, guilds.

use axum::http::Method;
use serde_json::{json, Value};

use super::limits;
use super::model;
use super::rest::{reject_if, Call, Reply};
use super::state::Inner;

/// Parses a snowflake path segment.
pub fn id(segment: &str) -> Option<u64> {
    segment.parse().ok()
}

/// Routes handled here, or `None`.
pub fn route(call: &Call<'_>, method: &Method, seg: &[&str]) -> Option<Reply> {
    let s = call.shared;
    let (w, c) = (&s.world, &s.config);
    let app_ok = |app: &str| id(app) == Some(w.bot_id);
    let guild_ok = |g: &str| id(g).is_some_and(|g| w.has_guild(g));
    Some(match (method.as_str(), seg) {
        ("GET", ["gateway"]) => Reply::ok(json!({"url": s.gateway_url()})),
        ("GET", ["gateway", "bot"]) => Reply::ok(json!({
            "url": s.gateway_url(),
            "shards": c.recommended_shards,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0,
                                    "max_concurrency": c.max_concurrency},
        })),
        ("GET", ["users", "@me"]) => Reply::ok(model::bot_user(w, c)),
        ("GET", ["users", "@me", "guilds"]) => Reply::ok(Value::from(
            w.guild_ids()
                .map(|g| {
                    json!({
                        "id": g.to_string(), "name": w.guild_name(g, c), "icon": null,
                        "owner": false,
                        "permissions": model::EVERYONE_PERMISSIONS.to_string(), "features": [],
                    })
                })
                .collect::<Vec<_>>(),
        )),
        ("GET", ["users", user]) => match id(user).and_then(|u| model::user_by_id(w, c, u)) {
            Some(u) => Reply::ok(u),
            None => Reply::error(404, 10013, "Unknown User"),
        },
        ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
            Reply::ok(model::application_json(w, c))
        }
        (_, ["applications", app, ..]) if !app_ok(app) && *app != "@me" => {
            Reply::error(404, 10002, "Unknown Application")
        }
        (_, ["applications", _, "commands", rest @ ..]) => commands(call, method, None, rest),
        (_, ["applications", _, "guilds", g, ..]) if !guild_ok(g) => unknown_guild(),
        (_, ["applications", _, "guilds", _, "commands", rest @ ..]) => {
            commands(call, method, Some(w.guild_id), rest)
        }
        (_, ["guilds", g, ..]) if !guild_ok(g) => unknown_guild(),
        ("GET", ["guilds", g]) => Reply::ok(model::partial_guild_json(w, c, id(g).unwrap_or(0))),
        ("GET", ["guilds", g, "roles"]) => {
            Reply::ok(model::partial_guild_json(w, c, id(g).unwrap_or(0))["roles"].clone())
        }
        ("GET", ["guilds", g, "channels"]) => Reply::ok(s.read(|inner| {
            let g = id(g).unwrap_or(0);
            let list = (inner.channels.values())
                .filter(|ch| ch.guild_id == g && matches!(ch.kind, 0 | 2 | 4 | 5 | 15));
            Value::from(
                list.map(|ch| model::channel_json(w, ch))
                    .collect::<Vec<_>>(),
            )
        })),
        ("GET", ["guilds", g, "threads", "active"]) => Reply::ok(s.read(|inner| {
            let g = id(g).unwrap_or(0);
            let list = (inner.channels.values())
                .filter(|ch| ch.guild_id == g && ch.is_thread() && !ch.archived);
            let threads: Vec<Value> = list.map(|ch| model::channel_json(w, ch)).collect();
            json!({"threads": threads, "members": []})
        })),
        ("GET", ["guilds", _, "members", user]) => {
            match id(user).and_then(|u| model::user_by_id(w, c, u)) {
                Some(u) if id(user) == Some(w.bot_id) => {
                    Reply::ok(model::member_json(u, &[w.bot_role_id], None))
                }
                Some(u) => Reply::ok(model::member_json(u, &[], None)),
                None => Reply::error(404, 10007, "Unknown Member"),
            }
        }
        _ => return None,
    })
}

fn unknown_guild() -> Reply {
    Reply::error(404, 10004, "Unknown Guild")
}

fn list_mut(inner: &mut Inner, guild: Option<u64>) -> &mut Vec<Value> {
    match guild {
        Some(_) => &mut inner.guild_commands,
        None => &mut inner.global_commands,
    }
}

fn same_command(a: &Value, b: &Value) -> bool {
    let kind = |v: &Value| v.get("type").and_then(Value::as_u64).unwrap_or(1);
    a.get("name") == b.get("name") && kind(a) == kind(b)
}

/// Global (`guild` None) or guild command routes; `rest` is what follows `/commands`.
fn commands(call: &Call<'_>, method: &Method, guild: Option<u64>, rest: &[&str]) -> Reply {
    let s = call.shared;
    match (method.as_str(), rest) {
        ("GET", []) => Reply::ok(Value::from(s.read(|inner| match guild {
            Some(_) => inner.guild_commands.clone(),
            None => inner.global_commands.clone(),
        }))),
        ("PUT", []) => {
            let defs = call.body.as_array().cloned().unwrap_or_default();
            if let Some(r) = reject_if(call, limits::check_commands(&defs)) {
                return r;
            }
            let registered = s.with(|inner| {
                let list = list_mut(inner, guild);
                let new: Vec<Value> = defs
                    .iter()
                    .map(|d| {
                        let old = list.iter().find(|o| same_command(o, d));
                        let id = old
                            .and_then(|o| o["id"].as_str()?.parse().ok())
                            .unwrap_or_else(|| s.ids.next());
                        model::command_json(&s.world, d, id, guild)
                    })
                    .collect();
                *list = new.clone();
                new
            });
            Reply::ok(Value::from(registered))
        }
        ("POST", []) => {
            let def = call.body.clone();
            if let Some(r) = reject_if(call, limits::check_commands(std::slice::from_ref(&def))) {
                return r;
            }
            let cmd = s.with(|inner| {
                let list = list_mut(inner, guild);
                list.retain(|o| !same_command(o, &def));
                let cmd = model::command_json(&s.world, &def, s.ids.next(), guild);
                list.push(cmd.clone());
                cmd
            });
            Reply::created(cmd)
        }
        (m @ ("GET" | "PATCH" | "DELETE"), [cmd_id]) => s.with(|inner| {
            let list = list_mut(inner, guild);
            let Some(pos) = list.iter().position(|c| c["id"].as_str() == Some(*cmd_id)) else {
                return Reply::error(404, 10063, "Unknown application command");
            };
            match m {
                "DELETE" => {
                    list.remove(pos);
                    Reply::no_content()
                }
                "PATCH" => {
                    for (k, v) in call.body.as_object().into_iter().flatten() {
                        list[pos][k] = v.clone();
                    }
                    Reply::ok(list[pos].clone())
                }
                _ => Reply::ok(list[pos].clone()),
            }
        }),
        _ => Reply::unknown_route(),
    }
}
