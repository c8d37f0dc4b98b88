//! The gateway websocket: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME, close.
//!
//! Sharding as Discord documents it: IDENTIFY carries `shard: [shard_id, num_shards]` (none:
//! `[0, 1]`); a shard id not below the count is refused with close code 4010 (Invalid shard),
//! a shard that would hold more servers than `FakeDiscordConfig::max_guilds_per_shard`
//! (Discord: 2500) with 4011 (Sharding required). Each session gets READY and a GUILD_CREATE
//! for the servers of its shard only, `(guild_id >> 22) % num_shards == shard_id`, and every
//! later event goes to the shard of its server; events of no server (direct messages) to
//! shard 0 ([`super::state::on_shard`]). A session closed by the bot with 1000 or 1001 is
//! ended (it cannot be resumed); an IDENTIFY for a shard replaces its earlier session. Shards
//! identify one per bucket (`shard_id % max_concurrency`) per window, else op 9
//! ([`identify_limit`]).
//!
//! Frames are uncompressed JSON text. serenity 0.12 always sends `compress: true` in IDENTIFY
//! (per-message zlib, allowed but never required) and does not ask for `zlib-stream`; it reads
//! text frames as plain JSON, so the fake never compresses.

use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::faults::{self, GatewayDrop, Kick};
use super::model;
use super::state::{Session, Shared};

/// What to do with the connection after a frame.
enum Next {
    Continue,
    Close(u16, &'static str),
}

/// `GET /gateway-ws`: upgrades to the gateway websocket.
pub async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| run(shared, socket))
}

async fn run(shared: Arc<Shared>, mut socket: WebSocket) {
    let conn_id = shared.ids.next();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let (kick, mut kicked) = mpsc::unbounded_channel::<Kick>();
    let mut stop = shared.shutdown.subscribe();
    shared.with(|inner| inner.gateway.stats.connections += 1);
    // An outage ([`faults`]): the connection is open but not served until it ends.
    faults::hold_new_connection(&shared).await;
    let interval = shared.config.heartbeat_interval.as_millis() as u64;
    let hello = json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": interval}});
    if socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let next = match incoming {
                    Some(Ok(Message::Text(text))) => on_frame(&shared, conn_id, (&tx, &kick), &text),
                    Some(Ok(Message::Binary(_))) => Next::Close(4002, "Error while decoding payload."),
                    Some(Ok(Message::Close(frame))) => {
                        let code = frame.as_ref().map_or(1005, |f| f.code);
                        shared.with(|inner| {
                            inner.gateway.stats.close_codes.push(code);
                            if matches!(code, 1000 | 1001) {
                                // A normal close ends the session: no RESUME follows.
                                inner.gateway.sessions.retain(|s| s.conn_id != Some(conn_id));
                            }
                        });
                        // Answer the close handshake; serenity waits for it on shutdown.
                        let _ = socket.send(Message::Close(frame)).await;
                        break;
                    }
                    Some(Ok(_)) => Next::Continue,
                    None | Some(Err(_)) => break,
                };
                if let Next::Close(code, reason) = next {
                    let frame = CloseFrame { code, reason: reason.into() };
                    let _ = socket.send(Message::Close(Some(frame))).await;
                    break;
                }
            }
            Some(frame) = rx.recv() => {
                if socket.send(Message::Text(frame.into())).await.is_err() {
                    break;
                }
            }
            Some(Kick::Drop(how)) = kicked.recv() => {
                shared.with(|inner| inner.gateway.stats.drops += 1);
                match how {
                    GatewayDrop::Close(code) => {
                        let frame = CloseFrame { code, reason: "fake discord dropped the connection".into() };
                        let _ = socket.send(Message::Close(Some(frame))).await;
                    }
                    GatewayDrop::InvalidSession => {
                        let op9 = json!({"op": 9, "s": null, "t": null, "d": false});
                        let _ = socket.send(Message::Text(op9.to_string().into())).await;
                        // Discord forgets the session: what it held is not replayed.
                        shared.with(|inner| {
                            inner.gateway.sessions.retain(|s| s.conn_id != Some(conn_id));
                        });
                    }
                    GatewayDrop::Abrupt => {}
                }
                break;
            }
            _ = async { drop(stop.wait_for(|stopped| *stopped).await) } => {
                let frame = CloseFrame { code: 1001, reason: "fake discord stopped".into() };
                let _ = socket.send(Message::Close(Some(frame))).await;
                break;
            }
        }
    }
    shared.with(|inner| {
        for s in (inner.gateway.sessions.iter_mut()).filter(|s| s.conn_id == Some(conn_id)) {
            s.conn_id = None;
            s.tx = None;
        }
    });
}

/// The frames to a connection, and its kick switch.
type Senders<'a> = (
    &'a mpsc::UnboundedSender<String>,
    &'a mpsc::UnboundedSender<Kick>,
);

fn on_frame(shared: &Shared, conn_id: u64, (tx, kick): Senders<'_>, text: &str) -> Next {
    let Ok(frame) = serde_json::from_str::<Value>(text) else {
        return Next::Close(4002, "Error while decoding payload.");
    };
    let d = frame.get("d").cloned().unwrap_or(Value::Null);
    let identified =
        shared.read(|inner| (inner.gateway.sessions.iter()).any(|s| s.conn_id == Some(conn_id)));
    match frame.get("op").and_then(Value::as_u64) {
        Some(1) => {
            shared.with(|inner| inner.gateway.stats.heartbeats += 1);
            let _ = tx.send(json!({"op": 11, "s": null, "t": null, "d": null}).to_string());
            Next::Continue
        }
        Some(2) if identified => Next::Close(4005, "Already authenticated."),
        Some(2) => identify(shared, conn_id, (tx, kick), &d),
        Some(6) => resume(shared, conn_id, (tx, kick), &d),
        Some(3 | 4 | 8 | 31) if identified => Next::Continue,
        Some(3 | 4 | 8 | 31) => Next::Close(4003, "Not authenticated."),
        _ => Next::Close(4001, "Unknown opcode."),
    }
}

fn token_ok(shared: &Shared, d: &Value) -> bool {
    let token = d.get("token").and_then(Value::as_str).unwrap_or("");
    token.strip_prefix("Bot ").unwrap_or(token) == shared.config.token
}

fn identify(shared: &Shared, conn_id: u64, (tx, kick): Senders<'_>, d: &Value) -> Next {
    if !token_ok(shared, d) {
        return Next::Close(4004, "Authentication failed.");
    }
    let (world, config) = (&shared.world, &shared.config);
    let shard = match d.get("shard") {
        None | Some(Value::Null) => Some((0, 1)),
        Some(v) => v.as_array().and_then(|a| match a.as_slice() {
            [id, count] => Some((
                u32::try_from(id.as_u64()?).ok()?,
                u32::try_from(count.as_u64()?).ok()?,
            )),
            _ => None,
        }),
    };
    let Some(shard) = shard.filter(|&(id, count)| count > 0 && id < count) else {
        return Next::Close(4010, "Invalid shard.");
    };
    let guilds: Vec<u64> = world
        .guild_ids()
        .filter(|&g| super::state::on_shard(Some(g), shard))
        .collect();
    if guilds.len() > config.max_guilds_per_shard {
        return Next::Close(4011, "Sharding required.");
    }
    if !identify_limit(shared, shard) {
        let _ = tx.send(json!({"op": 9, "s": null, "t": null, "d": false}).to_string());
        return Next::Continue;
    }
    let session_id = format!("fake-session-{}", shared.ids.next());
    let unavailable: Vec<Value> = (guilds.iter())
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    let ready = json!({
        "v": 10,
        "user": model::bot_user(world, config),
        "guilds": unavailable,
        "session_id": session_id,
        "resume_gateway_url": shared.gateway_url(),
        "shard": [shard.0, shard.1],
        "application": {"id": world.bot_id.to_string(), "flags": 0},
        "private_channels": [],
        "presences": [],
        "relationships": [],
    });
    shared.with(|inner| {
        let intents = d.get("intents").and_then(Value::as_u64).unwrap_or(0);
        let stats = &mut inner.gateway.stats;
        stats.identifies += 1;
        stats.intents = Some(intents);
        stats.compress_requested = d.get("compress").and_then(Value::as_bool).unwrap_or(false);
        stats.identified.push(shard);
        stats.identified_at.push(Instant::now());
        // A new IDENTIFY for a shard ends its earlier session (a restarted process's).
        inner.gateway.sessions.retain(|s| s.shard != shard);
        inner.gateway.sessions.push(Session {
            shard,
            conn_id: Some(conn_id),
            tx: Some(tx.clone()),
            session_id,
            seq: 0,
            intents,
            history: Default::default(),
            kick: Some(kick.clone()),
        });
        let index = inner.gateway.sessions.len() - 1;
        inner.gateway.dispatch_to(index, "READY", ready);
        for guild in guilds {
            let created = model::guild_create_json(world, config, guild, inner.channels.values());
            inner.gateway.dispatch_to(index, "GUILD_CREATE", created);
        }
    });
    Next::Continue
}

/// Discord's identify rate limit: "Clients are limited by maximum concurrency when
/// Identifying; if they exceed this limit, the gateway will respond with an Opcode 9 Invalid
/// Session" (Gateway, Identifying), where `max_concurrency` is "the number of identify requests
/// allowed per 5 seconds" and shards share a limit by `shard_id % max_concurrency` (Sharding for
/// Large Bots). True, and the bucket's time taken, when `shard` may identify now; false (and a
/// refusal counted) when its bucket identified less than the window ago.
pub fn identify_limit(shared: &Shared, (id, _): (u32, u32)) -> bool {
    let bucket = id % shared.config.max_concurrency.max(1);
    let window = shared.config.identify_window;
    let now = Instant::now();
    shared.with(|inner| {
        let gateway = &mut inner.gateway;
        match gateway.identified_at.get(&bucket) {
            Some(&at) if now.duration_since(at) < window => {
                gateway.stats.identifies_refused += 1;
                false
            }
            _ => {
                gateway.identified_at.insert(bucket, now);
                true
            }
        }
    })
}

/// RESUME: the session goes on on this connection; the dispatches after the bot's sequence
/// number are sent again, then RESUMED. An unknown session (or a refusal made on purpose)
/// gets op 9, not resumable.
fn resume(shared: &Shared, conn_id: u64, (tx, kick): Senders<'_>, d: &Value) -> Next {
    if !token_ok(shared, d) {
        return Next::Close(4004, "Authentication failed.");
    }
    let wanted = d.get("session_id").and_then(Value::as_str).unwrap_or("");
    let seen = d.get("seq").and_then(Value::as_u64).unwrap_or(0);
    let resumed = shared.with(|inner| {
        inner.gateway.stats.resumes += 1;
        if std::mem::take(&mut inner.faults.refuse_resume) {
            inner.gateway.sessions.retain(|s| s.session_id != wanted);
            return false;
        }
        let Some(index) = (inner.gateway.sessions.iter()).position(|s| s.session_id == wanted)
        else {
            return false;
        };
        let session = &mut inner.gateway.sessions[index];
        session.conn_id = Some(conn_id);
        session.tx = Some(tx.clone());
        session.kick = Some(kick.clone());
        let mut replayed = 0;
        for (_, frame) in session.history.iter().filter(|(seq, _)| *seq > seen) {
            let _ = tx.send(frame.clone());
            replayed += 1;
        }
        inner.gateway.stats.replayed += replayed;
        inner.gateway.dispatch_to(index, "RESUMED", json!({}));
        true
    });
    if !resumed {
        let _ = tx.send(json!({"op": 9, "s": null, "t": null, "d": false}).to_string());
    }
    Next::Continue
}
