//! Message nonces, as Discord keeps them: a `nonce` is an integer or a string of at most 25
//! characters; with `enforce_nonce: true`, a second message with the same nonce from the same
//! author in the same channel within a few minutes is not created: Discord answers with the
//! first one (and the gateway says nothing). Every such repeat is recorded, so a test can see
//! that the bot did send a post again and that the nonce is what kept it single.
//!
//! Discord's Create Message documents `enforce_nonce` as "checked for uniqueness in the past
//! few minutes": past that window the same nonce makes a new message, a duplicate. The fake
//! keeps [`NONCE_WINDOW`] unless a test sets a shorter one
//! ([`FakeDiscord::set_nonce_window`]), so an outage longer than the window takes seconds.
//! Nor does Discord store the nonce with the message: it is echoed in the create answer and
//! the gateway's MESSAGE_CREATE, but a message read back (`GET .../messages`) has none; the
//! fake's messages read back have none either.
//!
//! The fault that makes a repeat happen: [`FakeDiscord::lose_answer_of_next_post`] stores the
//! next post in a channel but answers 500, as when the bot is killed after Discord took the
//! post and before the bot recorded it.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde_json::Value;

use super::messages;
use super::records::MessageRecord;
use super::rest::Reply;
use super::state::{Inner, Shared};
use super::FakeDiscord;

/// Discord's longest nonce string.
pub const MAX_NONCE_LEN: usize = 25;
/// How long Discord remembers an enforced nonce ("a few minutes").
pub const NONCE_WINDOW: Duration = Duration::from_secs(5 * 60);

/// A post answered with the message its nonce already made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NonceRepeat {
    /// The channel.
    pub channel_id: u64,
    /// The nonce, as text.
    pub nonce: String,
    /// The message returned instead of a new one.
    pub message_id: u64,
}

/// The fake's nonce book.
#[derive(Debug, Default)]
pub struct Nonces {
    /// (channel, author, nonce) -> (message, when).
    seen: BTreeMap<(u64, u64, String), (u64, Instant)>,
    /// Every repeat, in order.
    pub repeats: Vec<NonceRepeat>,
    /// Channel -> how many of the next posts there are stored but answered with 500.
    pub lost_answers: BTreeMap<u64, usize>,
    /// How long a nonce is enforced, when a test set it ([`NONCE_WINDOW`] otherwise).
    window: Option<Duration>,
}

/// The nonce of a message payload as text, if it has one.
fn nonce_of(payload: &Value) -> Option<String> {
    match payload.get("nonce")? {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn enforced(payload: &Value) -> bool {
    payload.get("enforce_nonce").and_then(Value::as_bool) == Some(true)
}

/// The problems of a payload's nonce (Discord: "nonce: must be an integer or a string of at
/// most 25 characters").
pub fn check(payload: &Value) -> Vec<String> {
    match payload.get("nonce") {
        None | Some(Value::Null) | Some(Value::Number(_)) => Vec::new(),
        Some(Value::String(s)) if s.chars().count() <= MAX_NONCE_LEN => Vec::new(),
        Some(other) => vec![format!(
            "nonce: an integer or a string of at most {MAX_NONCE_LEN} characters, not {other}"
        )],
    }
}

/// When `payload` enforces a nonce that `author` used in `channel` within the window, on a
/// message still there: records the repeat and answers with that message.
pub fn repeat(
    shared: &Shared,
    inner: &mut Inner,
    channel: u64,
    author: u64,
    payload: &Value,
) -> Option<Reply> {
    if !enforced(payload) {
        return None;
    }
    let nonce = nonce_of(payload)?;
    let key = (channel, author, nonce.clone());
    let (id, at) = *inner.nonces.seen.get(&key)?;
    if at.elapsed() > inner.nonces.window.unwrap_or(NONCE_WINDOW) {
        return None;
    }
    let msg: MessageRecord = inner.messages.get(&id).filter(|m| !m.deleted)?.clone();
    inner.nonces.repeats.push(NonceRepeat {
        channel_id: channel,
        nonce,
        message_id: id,
    });
    Some(Reply::ok(messages::to_json(shared, inner, &msg)))
}

/// After `msg` was created from `payload`: remembers its nonce, and answers 500 instead of
/// the message when its answer is to be lost.
pub fn created(inner: &mut Inner, payload: &Value, msg: &MessageRecord) -> Option<Reply> {
    if let Some(nonce) = nonce_of(payload) {
        let key = (msg.channel_id, msg.author_id, nonce);
        inner.nonces.seen.insert(key, (msg.id, Instant::now()));
    }
    let lost = inner
        .nonces
        .lost_answers
        .get_mut(&msg.channel_id)
        .filter(|n| **n > 0)?;
    *lost -= 1;
    Some(Reply::error(500, 0, "500: Internal Server Error"))
}

impl FakeDiscord {
    /// The next post in `channel` is stored (and dispatched) but its answer is a 500: the bot
    /// does not learn that it went out.
    pub fn lose_answer_of_next_post(&self, channel: u64) {
        self.shared
            .with(|inner| *inner.nonces.lost_answers.entry(channel).or_default() += 1);
    }

    /// True once every lost answer asked for has been lost.
    pub fn lost_answers_done(&self) -> bool {
        self.shared
            .read(|inner| inner.nonces.lost_answers.values().all(|n| *n == 0))
    }

    /// Discord forgets an enforced nonce after `window` (a few minutes in Discord): a test
    /// of a long outage shortens it.
    pub fn set_nonce_window(&self, window: Duration) {
        self.shared.with(|inner| inner.nonces.window = Some(window));
    }

    /// Every post that repeated an enforced nonce, in order (each created nothing).
    pub fn nonce_repeats(&self) -> Vec<NonceRepeat> {
        self.shared.read(|inner| inner.nonces.repeats.clone())
    }
}
