//! Discord's passing refusals (issue 14, "Faults from Discord"): a 429 (rate limited) or a
//! server error (500, 502, 503, 504) says nothing about the request itself, so an answer to a
//! player is sent again after a short pause instead of being lost.
//!
//! serenity retries a 429 by itself only through its ratelimiter (it sleeps `retry-after` and
//! sends again); with the ratelimiter off (the end-to-end tests, see
//! [`runtime`](super::runtime)) the 429 comes back as an error and its `retry-after` header is
//! not kept, so the pause here doubles from [`FIRST_PAUSE`]. A server error is never retried
//! by serenity. Posts in a game's thread need none of this: the outbox keeps what it owes
//! and its task sends it again ([`super::outbox`]).

use poise::serenity_prelude as serenity;
use std::future::Future;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The first pause before sending again; each next one is twice as long.
pub const FIRST_PAUSE: Duration = Duration::from_millis(100);

/// How long after an interaction is created its first answer may still be tried: Discord
/// takes it within 3 s, and a late try only earns an "Unknown interaction".
const INITIAL_WINDOW: Duration = Duration::from_millis(2700);

/// Followups and edits of a deferred answer use the interaction's token, valid 15 minutes;
/// a player waits this long at most.
pub const FOLLOWUP_WINDOW: Duration = Duration::from_secs(10);

/// Discord's "Interaction has already been acknowledged".
const ALREADY_ACKNOWLEDGED: isize = 40060;

/// The HTTP status of a refusal from Discord, if `error` is one.
fn status(error: &serenity::Error) -> Option<u16> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.status_code.as_u16())
        }
        _ => None,
    }
}

/// Discord's JSON error code of a refusal (e.g. 10003 Unknown Channel), if `error` is one.
pub fn discord_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

/// True when Discord refused for a passing reason: rate limited, or a server error.
pub fn is_passing(error: &serenity::Error) -> bool {
    status(error).is_some_and(|s| s == 429 || (500..600).contains(&s))
}

/// True when Discord says the interaction was already answered: a try that Discord counted
/// although its answer to us was a server error.
pub fn already_answered(error: &serenity::Error) -> bool {
    discord_code(error) == Some(ALREADY_ACKNOWLEDGED)
}

/// Milliseconds from the Unix epoch to Discord's (2015-01-01), the origin of snowflake times.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// How long the first answer to the interaction `id` may still be tried (its snowflake holds
/// when Discord made it).
pub fn initial_window(id: serenity::InteractionId) -> Duration {
    let created = UNIX_EPOCH + Duration::from_millis((id.get() >> 22) + DISCORD_EPOCH_MS);
    let age = SystemTime::now()
        .duration_since(created)
        .unwrap_or_default();
    INITIAL_WINDOW.saturating_sub(age)
}

/// Runs `call` until it succeeds, fails for a lasting reason, or `window` would be over
/// before the next try; `what` names it in the log. A try after a server error that finds
/// the interaction already answered counts as done (`Ok(None)`).
pub async fn retrying<T, F, Fut>(
    what: &'static str,
    window: Duration,
    mut call: F,
) -> Result<Option<T>, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let started = tokio::time::Instant::now();
    let mut pause = FIRST_PAUSE;
    let mut tried = false;
    loop {
        let result = call().await;
        super::metrics::rest(what, &result);
        match result {
            Ok(done) => return Ok(Some(done)),
            Err(e) if tried && already_answered(&e) => {
                tracing::debug!(what, "an earlier try had gone through");
                return Ok(None);
            }
            Err(e) if is_passing(&e) && started.elapsed() + pause < window => {
                tracing::info!(what, error = %e, pause_ms = pause.as_millis() as u64, "Discord refused for now; trying again");
                tokio::time::sleep(pause).await;
                pause *= 2;
                tried = true;
            }
            Err(e) => return Err(e),
        }
    }
}
