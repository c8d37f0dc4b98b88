//! Faults of Discord made on purpose (issue 14): the gateway connection drops (to be resumed,
//! or forcing a fresh IDENTIFY), the gateway is unreachable for a while, REST routes answer 429
//! or a server error for a while, or answer slowly.
//!
//! ```ignore
//! discord.drop_gateway(GatewayDrop::Close(4000));          // resumable
//! discord.gateway_outage(Duration::from_millis(600));       // dispatches queue meanwhile
//! discord.fail_rest(RestFault::new("POST", "/channels/*/messages", FaultAnswer::rate_limited(0.2)).times(2));
//! ```

use std::time::{Duration, Instant};

use serde_json::json;

use super::rest::Reply;
use super::state::Shared;
use super::FakeDiscord;

/// How the fake ends a gateway connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GatewayDrop {
    /// A close frame with this code (4000 and most 4xxx codes are resumable; 4007 and 4009
    /// make the bot identify afresh).
    Close(u16),
    /// The TCP connection ends without a close frame.
    Abrupt,
    /// Op 9 Invalid Session, not resumable: the bot must identify afresh.
    InvalidSession,
}

/// An order to the connection serving the session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kick {
    /// End the connection as told.
    Drop(GatewayDrop),
}

/// What a faulty REST route answers instead of doing its work.
#[derive(Clone, Debug, PartialEq)]
pub enum FaultAnswer {
    /// 429 with `retry-after` (seconds) and Discord's JSON body.
    RateLimited {
        /// Seconds to wait, as in the header and the body.
        retry_after: f64,
    },
    /// A server error (500, 502, 503...) with Discord's JSON body.
    Status(u16),
    /// The route works, after this delay.
    Slow(Duration),
}

impl FaultAnswer {
    /// 429, retry after `seconds`.
    pub fn rate_limited(seconds: f64) -> Self {
        Self::RateLimited {
            retry_after: seconds,
        }
    }
}

/// A REST route that misbehaves for a number of calls or for a time.
#[derive(Clone, Debug)]
pub struct RestFault {
    method: String,
    pattern: Vec<String>,
    answer: FaultAnswer,
    left: Option<usize>,
    until: Option<Instant>,
}

impl RestFault {
    /// `method` on paths (after `/api/v10`) matching `pattern`, where `*` stands for one
    /// segment and a final `**` for any rest: e.g. `/interactions/*/*/callback`,
    /// `/channels/123/messages`, `/webhooks/**`. Until limited, it lasts for good.
    pub fn new(method: &str, pattern: &str, answer: FaultAnswer) -> Self {
        Self {
            method: method.to_owned(),
            pattern: segments(pattern).map(str::to_owned).collect(),
            answer,
            left: None,
            until: None,
        }
    }

    /// Only the next `n` matching calls.
    pub fn times(mut self, n: usize) -> Self {
        self.left = Some(n);
        self
    }

    /// Only for `time` from now.
    pub fn for_time(mut self, time: Duration) -> Self {
        self.until = Some(Instant::now() + time);
        self
    }

    fn live(&self, now: Instant) -> bool {
        self.left.is_none_or(|n| n > 0) && self.until.is_none_or(|t| now < t)
    }

    fn matches(&self, method: &str, path: &[&str]) -> bool {
        if self.method != method {
            return false;
        }
        let mut pattern = self.pattern.iter();
        let mut path = path.iter();
        loop {
            match (pattern.next().map(String::as_str), path.next()) {
                (Some("**"), _) => return true,
                (Some("*"), Some(_)) => {}
                (Some(want), Some(got)) if want == *got => {}
                (None, None) => return true,
                _ => return false,
            }
        }
    }
}

fn segments(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter(|s| !s.is_empty())
}

/// The faults in force.
#[derive(Debug, Default)]
pub struct Faults {
    /// New gateway connections are not served (no HELLO, frames unread) until then.
    pub gateway_held_until: Option<Instant>,
    /// The next RESUME is answered with op 9 Invalid Session (not resumable).
    pub refuse_resume: bool,
    /// Faulty REST routes, the first matching one applies.
    pub rest: Vec<RestFault>,
    /// REST calls that met a fault so far (a slow one counts when it arrives, before its
    /// answer: a test knows the call is in flight).
    pub met: usize,
}

/// What a REST call meets: an answer in place of the route's, or a delay before it.
pub enum RestOutcome {
    /// Answer this instead.
    Answer(Reply),
    /// Serve the route after this delay.
    Delay(Duration),
}

/// The fault a REST call (`path` after `/api/v10`) meets, if any; counts it.
pub fn rest_fault(shared: &Shared, method: &str, path: &[&str]) -> Option<RestOutcome> {
    let now = Instant::now();
    shared.with(|inner| {
        let faults = &mut inner.faults.rest;
        faults.retain(|f| f.live(now));
        let fault = faults.iter_mut().find(|f| f.matches(method, path))?;
        if let Some(n) = fault.left.as_mut() {
            *n -= 1;
        }
        let answer = fault.answer.clone();
        inner.faults.met += 1;
        Some(match answer {
            FaultAnswer::RateLimited { retry_after } => {
                let mut reply = Reply::error(429, 0, "You are being rate limited.");
                reply.body = Some(json!({
                    "message": "You are being rate limited.",
                    "retry_after": retry_after,
                    "global": false,
                }));
                reply
                    .headers
                    .push(("retry-after", format!("{retry_after}")));
                reply.headers.push(("x-ratelimit-scope", "user".to_owned()));
                RestOutcome::Answer(reply)
            }
            FaultAnswer::Status(status) => {
                RestOutcome::Answer(Reply::error(status, 0, &format!("{status}: Server error")))
            }
            FaultAnswer::Slow(delay) => RestOutcome::Delay(delay),
        })
    })
}

/// Waits while new gateway connections are held (an outage).
pub async fn hold_new_connection(shared: &Shared) {
    loop {
        let until = shared.read(|inner| inner.faults.gateway_held_until);
        match until.map(|t| t.saturating_duration_since(Instant::now())) {
            // Looked at again often: a test may end the outage early.
            Some(wait) if !wait.is_zero() => {
                tokio::time::sleep(wait.min(Duration::from_millis(20))).await
            }
            _ => return,
        }
    }
}

impl FakeDiscord {
    /// Ends the gateway connection serving the bot's session, as told. Dispatches made until
    /// the bot is back wait in the session's history; a RESUME replays them.
    pub fn drop_gateway(&self, how: GatewayDrop) {
        self.shared.with(|inner| {
            for kick in inner.gateway.sessions.iter().filter_map(|s| s.kick.clone()) {
                let _ = kick.send(Kick::Drop(how));
            }
        });
    }

    /// The gateway is unreachable for `time`: the connection drops (resumable, code 4000) and
    /// new connections are not served until the time is up. Interactions sent meanwhile are
    /// delivered when the bot resumes.
    pub fn gateway_outage(&self, time: Duration) {
        self.shared.with(|inner| {
            inner.faults.gateway_held_until = Some(Instant::now() + time);
        });
        self.drop_gateway(GatewayDrop::Close(4000));
    }

    /// Ends an outage begun by [`gateway_outage`](Self::gateway_outage) now: the bot's next
    /// connection is served.
    pub fn end_gateway_outage(&self) {
        self.shared
            .with(|inner| inner.faults.gateway_held_until = None);
    }

    /// The next RESUME is refused with op 9 (not resumable), as when Discord forgot the session.
    pub fn refuse_next_resume(&self) {
        self.shared.with(|inner| inner.faults.refuse_resume = true);
    }

    /// Makes a REST route misbehave (see [`RestFault`]).
    pub fn fail_rest(&self, fault: RestFault) {
        self.shared.with(|inner| inner.faults.rest.push(fault));
    }

    /// How many REST calls met a fault so far (counted as they arrive).
    pub fn rest_faults_met(&self) -> usize {
        self.shared.read(|inner| inner.faults.met)
    }

    /// Ends every REST fault.
    pub fn heal_rest(&self) {
        self.shared.with(|inner| inner.faults.rest.clear());
    }

    /// True while the bot's session has a connection (identified or resumed).
    pub fn gateway_connected(&self) -> bool {
        self.shared
            .read(|inner| inner.gateway.sessions.iter().any(|s| s.tx.is_some()))
    }
}

impl FakeDiscord {
    /// Waits until the bot has a gateway session, connected or waiting for its RESUME.
    pub async fn wait_for_session(&self, timeout: Duration) {
        let found = self
            .shared
            .wait_until(timeout, |inner| inner.gateway.session().map(|_| ()))
            .await;
        assert!(
            found.is_some(),
            "the bot has no gateway session within {timeout:?}"
        );
    }
}
