//! A graceful stop (issue 29): `systemctl stop`, `docker stop` and Ctrl-C all end the bot the
//! same way. Every gateway event the bot handles is counted while it runs ([`InFlight`]);
//! once the stop begins, an interaction that arrives is declined with a private "restarting"
//! answer instead of being started, and the stop waits for those already in flight to be
//! answered (their moves written and told) before the gateway is closed.

use super::adapter;
use canasta_wording::lang::Lang;
use canasta_wording::render::errors::error_message;
use canasta_wording::render::refusals::stopping;
use poise::serenity_prelude as serenity;
use std::time::Duration;
use tokio_util::task::TaskTracker;

/// The events being handled, and whether new interactions are still taken.
#[derive(Debug, Clone, Default)]
pub struct InFlight {
    tracker: TaskTracker,
}

impl InFlight {
    /// True once the stop has begun.
    pub fn stopping(&self) -> bool {
        self.tracker.is_closed()
    }

    /// Takes no new interactions from now on.
    pub fn close(&self) {
        self.tracker.close();
    }

    /// Events still being handled.
    pub fn len(&self) -> usize {
        self.tracker.len()
    }

    /// True when no event is being handled.
    pub fn is_empty(&self) -> bool {
        self.tracker.is_empty()
    }

    /// Waits, after [`close`](Self::close), until every event in flight is handled, for at
    /// most `limit`; true if they all were.
    pub async fn drained(&self, limit: Duration) -> bool {
        tokio::time::timeout(limit, self.tracker.wait())
            .await
            .is_ok()
    }
}

/// The bot's framework behind the stop: counts every event while it is handled, and declines
/// interactions that arrive once the stop has begun.
pub struct Draining<F> {
    inner: F,
    in_flight: InFlight,
}

impl<F> Draining<F> {
    /// Wraps `inner`; `in_flight` is shared with whoever stops the bot.
    pub fn new(inner: F, in_flight: InFlight) -> Self {
        Draining { inner, in_flight }
    }
}

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Draining<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        // Taken before looking at the gate: a stop that begins now still waits for this one.
        let _counted = self.in_flight.tracker.token();
        if self.in_flight.stopping() {
            match &event {
                serenity::FullEvent::InteractionCreate { interaction } => {
                    decline(&ctx, interaction).await;
                }
                // What the gateway tells meanwhile (a thread deleted, a server's locale) is
                // told again at the next start, as while the bot is down.
                other => tracing::debug!(event = other.snake_case_name(), "stopping: ignored"),
            }
            return;
        }
        self.inner.dispatch(ctx, event).await;
    }
}

/// Answers an interaction that came after the stop began: privately, "restarting, try again
/// in a minute", in the user's language. An autocomplete gets no choices.
async fn decline(ctx: &serenity::Context, interaction: &serenity::Interaction) {
    let locale = match interaction {
        serenity::Interaction::Command(ix) => &ix.locale,
        serenity::Interaction::Component(ix) => &ix.locale,
        serenity::Interaction::Modal(ix) => &ix.locale,
        serenity::Interaction::Autocomplete(ix) => {
            let none = serenity::CreateAutocompleteResponse::new();
            let answer = serenity::CreateInteractionResponse::Autocomplete(none);
            if let Err(e) = ix.create_response(ctx, answer).await {
                tracing::debug!(error = %e, "stopping: could not answer an autocomplete");
            }
            return;
        }
        _ => return,
    };
    let lang = Lang::for_locale(Some(locale));
    let message = error_message(lang, &stopping(lang));
    let answer = serenity::CreateInteractionResponse::Message(adapter::response(&message, false));
    let sent = match interaction {
        serenity::Interaction::Command(ix) => ix.create_response(ctx, answer).await,
        serenity::Interaction::Component(ix) => ix.create_response(ctx, answer).await,
        serenity::Interaction::Modal(ix) => ix.create_response(ctx, answer).await,
        _ => Ok(()),
    };
    match sent {
        Ok(()) => tracing::info!(interaction = %interaction.id(), "stopping: declined"),
        Err(e) => tracing::warn!(error = %e, "stopping: could not decline an interaction"),
    }
}
