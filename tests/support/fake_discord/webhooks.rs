//! Interaction responses: the initial callback, followups, and edits of `@original`.
//!
//! Modelled Discord behaviour: one initial callback per interaction, within the deadline
//! (else 400 40060 / 404 10062); a type-5 deferral creates a "thinking" placeholder that the
//! first followup (or an edit of `@original`) fills; types 6/7 make `@original` the message
//! whose component was used.

use std::time::Instant;

use axum::http::Method;
use serde_json::Value;

use super::application::id;
use super::limits;
use super::messages::{self, NewMessage};
use super::records::{InteractionKind, InteractionResponse, ResponseKind, EPHEMERAL, LOADING};
use super::rest::{Call, Reply};
use super::state::{Inner, Shared};

/// Routes handled here, or `None`.
pub fn route(call: &Call<'_>, method: &Method, seg: &[&str]) -> Option<Reply> {
    Some(match (method.as_str(), seg) {
        ("POST", ["interactions", iid, token, "callback"]) => match id(iid) {
            Some(iid) => callback(call, iid, token),
            None => Reply::error(404, 10062, "Unknown interaction"),
        },
        (_, ["webhooks", app, token, rest @ ..]) if id(app) == Some(call.shared.world.bot_id) => {
            webhook(call, method, token, rest)
        }
        (_, ["webhooks", ..]) => Reply::error(404, 10015, "Unknown Webhook"),
        _ => return None,
    })
}

fn allowed(kind: InteractionKind, callback_type: u8) -> bool {
    match kind {
        InteractionKind::SlashCommand => matches!(callback_type, 4 | 5 | 9),
        InteractionKind::Autocomplete => callback_type == 8,
        InteractionKind::Button | InteractionKind::Select => matches!(callback_type, 4..=7 | 9),
        InteractionKind::ModalSubmit => matches!(callback_type, 4..=7),
    }
}

fn validate(callback_type: u8, data: &Value) -> Vec<String> {
    match callback_type {
        4 => limits::check_message_create(data),
        7 => limits::check_message(data),
        8 => limits::check_autocomplete(data),
        9 => limits::check_modal(data),
        _ => Vec::new(),
    }
}

fn flags(v: &Value) -> u64 {
    v.get("flags").and_then(Value::as_u64).unwrap_or(0)
}

/// Records the response on its interaction.
fn push(inner: &mut Inner, response: InteractionResponse) {
    if let Some(ix) = inner.interaction_mut(response.interaction_id) {
        ix.responses.push(response);
    }
}

/// Records a rejected response plus one violation per problem, and returns `reply`.
fn reject(
    inner: &mut Inner,
    what: &str,
    mut response: InteractionResponse,
    reply: Reply,
    problems: &[String],
) -> Reply {
    response.status = reply.status;
    let kind = format!("{what}, {:?}", response.kind);
    push(inner, response);
    for p in problems {
        inner.violation(kind.clone(), p.clone());
    }
    reply
}

fn callback(call: &Call<'_>, iid: u64, token: &str) -> Reply {
    let s = call.shared;
    let ctype = call.body.get("type").and_then(Value::as_u64).unwrap_or(0) as u8;
    let data = call.body.get("data").cloned().unwrap_or(Value::Null);
    let deadline = s.config.interaction_deadline;
    s.with(|inner| {
        let Some(ix) = inner.interaction_mut(iid).filter(|ix| ix.token == token) else {
            inner.violation(
                call.context.clone(),
                "callback for an unknown interaction or token",
            );
            return Reply::error(404, 10062, "Unknown interaction");
        };
        let now = Instant::now();
        let since = now.duration_since(ix.sent_at);
        let (what, kind, channel, source) =
            (ix.describe(), ix.kind, ix.channel_id, ix.source_message_id);
        let previous = ix.initial;
        let mut response = InteractionResponse {
            interaction_id: iid,
            kind: ResponseKind::Callback(ctype),
            payload: data.clone(),
            status: 204,
            ephemeral: flags(&data) & EPHEMERAL != 0,
            message_id: None,
            since_sent: since,
        };
        if let Some((first, _)) = previous {
            let p =
                format!("second initial response (already answered with callback type {first})");
            let reply = Reply::error(400, 40060, "Interaction has already been acknowledged.");
            return reject(inner, &what, response, reply, &[p]);
        }
        if since > deadline {
            let p = format!("initial response after {since:?} (limit {deadline:?})");
            return reject(
                inner,
                &what,
                response,
                Reply::error(404, 10062, "Unknown interaction"),
                &[p],
            );
        }
        let mut problems = validate(ctype, &data);
        if !allowed(kind, ctype) {
            problems.push(format!("callback type {ctype} is not valid for {kind:?}"));
        }
        if !problems.is_empty() {
            return reject(
                inner,
                &what,
                response,
                Reply::invalid_form(&problems),
                &problems,
            );
        }
        let message_id = match ctype {
            4 | 5 => {
                let extra_flags = if ctype == 5 { LOADING } else { 0 };
                let new = NewMessage {
                    id: None,
                    channel_id: channel,
                    author_id: s.world.bot_id,
                    payload: &data,
                    files: &call.files,
                    interaction_id: Some(iid),
                    extra_flags,
                };
                Some(messages::create(s, inner, new).id)
            }
            6 => source,
            7 => {
                let Some(msg) = source.and_then(|m| inner.messages.get(&m)).cloned() else {
                    return Reply::error(404, 10008, "Unknown Message");
                };
                let new = messages::edited(s, &msg, &data, &call.files);
                response.ephemeral = new.is_ephemeral();
                messages::store_edit(s, inner, new, &data);
                source
            }
            _ => None,
        };
        let ix = inner.interaction_mut(iid).expect("found above");
        ix.initial = Some((ctype, now));
        ix.original_message_id = message_id;
        ix.deferred_unfilled = ctype == 5;
        response.message_id = message_id;
        ix.responses.push(response);
        Reply::no_content()
    })
}

fn webhook(call: &Call<'_>, method: &Method, token: &str, rest: &[&str]) -> Reply {
    let s = call.shared;
    s.with(|inner| {
        let Some(ix) = inner.interaction_by_token(token) else {
            return Reply::error(404, 10015, "Unknown Webhook");
        };
        let (iid, since, what) = (ix.id, ix.sent_at.elapsed(), ix.describe());
        let (answered, original) = (ix.initial.is_some(), ix.original_message_id);
        let response = |kind| InteractionResponse {
            interaction_id: iid,
            kind,
            payload: call.body.clone(),
            status: 200,
            ephemeral: flags(&call.body) & EPHEMERAL != 0,
            message_id: None,
            since_sent: since,
        };
        let target = match rest {
            ["messages", "@original"] => original,
            ["messages", mid] => id(mid).filter(|m| {
                inner
                    .messages
                    .get(m)
                    .is_some_and(|msg| msg.interaction_id == Some(iid))
            }),
            _ => None,
        };
        let is_original = rest == ["messages", "@original"];
        match (method.as_str(), rest) {
            ("POST", []) if !answered => {
                let p = "followup before the initial response".to_owned();
                let reply = Reply::error(404, 10015, "Unknown Webhook");
                reject(inner, &what, response(ResponseKind::Followup), reply, &[p])
            }
            ("POST", []) => followup(call, inner, &what, response(ResponseKind::Followup)),
            (_, ["messages", _]) if target.is_none() => {
                if method != Method::GET && is_original {
                    let p = "@original used before any initial response".to_owned();
                    let kind = if method == Method::DELETE {
                        ResponseKind::DeleteOriginal
                    } else {
                        ResponseKind::EditOriginal
                    };
                    let reply = Reply::error(404, 10008, "Unknown Message");
                    return reject(inner, &what, response(kind), reply, &[p]);
                }
                Reply::error(404, 10008, "Unknown Message")
            }
            ("GET", ["messages", _]) => {
                let msg = inner.messages[&target.expect("checked")].clone();
                Reply::ok(messages::to_json(s, inner, &msg))
            }
            ("PATCH", ["messages", _]) => {
                let mid = target.expect("checked");
                let kind = if is_original {
                    ResponseKind::EditOriginal
                } else {
                    ResponseKind::EditFollowup(mid)
                };
                edit(call, inner, &what, mid, response(kind))
            }
            ("DELETE", ["messages", _]) => {
                let mid = target.expect("checked");
                let kind = if is_original {
                    ResponseKind::DeleteOriginal
                } else {
                    ResponseKind::DeleteFollowup(mid)
                };
                messages::delete(s, inner, mid);
                push(
                    inner,
                    InteractionResponse {
                        status: 204,
                        message_id: Some(mid),
                        ..response(kind)
                    },
                );
                Reply::no_content()
            }
            _ => Reply::unknown_route(),
        }
    })
}

fn followup(
    call: &Call<'_>,
    inner: &mut Inner,
    what: &str,
    mut response: InteractionResponse,
) -> Reply {
    let s: &Shared = call.shared;
    let problems = limits::check_message_create(&call.body);
    if !problems.is_empty() {
        return reject(
            inner,
            what,
            response,
            Reply::invalid_form(&problems),
            &problems,
        );
    }
    let iid = response.interaction_id;
    let ix = inner.interaction_mut(iid).expect("caller found it");
    let placeholder = ix
        .deferred_unfilled
        .then_some(ix.original_message_id)
        .flatten();
    ix.deferred_unfilled = false;
    let msg = match placeholder.and_then(|m| inner.messages.get(&m)).cloned() {
        // The first followup after a deferral replaces the "thinking" placeholder, for
        // backwards compatibility; Discord's docs call it deprecated (Create Followup Message:
        // use Edit Original Interaction Response).
        Some(loading) => {
            inner.deprecated.push(format!(
                "{what}: a followup filled the deferred response (edit @original instead)"
            ));
            let filled = messages::edited(s, &loading, &call.body, &call.files);
            messages::store_edit(s, inner, filled.clone(), &call.body);
            filled
        }
        None => {
            let channel_id = inner.interaction_mut(iid).expect("exists").channel_id;
            let new = NewMessage {
                id: None,
                channel_id,
                author_id: s.world.bot_id,
                payload: &call.body,
                files: &call.files,
                interaction_id: Some(iid),
                extra_flags: 0,
            };
            messages::create(s, inner, new)
        }
    };
    response.ephemeral = msg.is_ephemeral();
    response.message_id = Some(msg.id);
    push(inner, response);
    Reply::ok(messages::to_json(s, inner, &msg))
}

fn edit(
    call: &Call<'_>,
    inner: &mut Inner,
    what: &str,
    mid: u64,
    mut response: InteractionResponse,
) -> Reply {
    let s: &Shared = call.shared;
    let problems = limits::check_message(&call.body);
    if !problems.is_empty() {
        return reject(
            inner,
            what,
            response,
            Reply::invalid_form(&problems),
            &problems,
        );
    }
    let Some(msg) = inner.messages.get(&mid).filter(|m| !m.deleted).cloned() else {
        return Reply::error(404, 10008, "Unknown Message");
    };
    let new = messages::edited(s, &msg, &call.body, &call.files);
    if messages::is_blank(&new) {
        let p = "edit would leave the message empty".to_owned();
        return reject(
            inner,
            what,
            response,
            Reply::error(400, 50006, "Cannot send an empty message"),
            &[p],
        );
    }
    messages::store_edit(s, inner, new.clone(), &call.body);
    if let Some(ix) = inner.interaction_mut(response.interaction_id) {
        if ix.original_message_id == Some(mid) {
            ix.deferred_unfilled = false;
        }
    }
    response.ephemeral = new.is_ephemeral();
    response.message_id = Some(mid);
    push(inner, response);
    Reply::ok(messages::to_json(s, inner, &new))
}
