//! Delivering an interaction a second time, as Discord's gateway may after a resume, and
//! reading message events incrementally.

use std::time::Duration;

use super::records::MessageEvent;
use super::sending::PendingInteraction;
use super::FakeDiscord;

impl FakeDiscord {
    /// Dispatches `pending`'s INTERACTION_CREATE again, with the same id and token. The bot
    /// must not apply it twice; its second initial response, if it tries one, is rejected
    /// (400 40060) and recorded as a violation, as Discord would.
    pub async fn redeliver(&self, pending: &PendingInteraction) {
        self.wait_until_ready(Duration::from_secs(10)).await;
        let sent = self.shared.with(|inner| {
            let payload = inner
                .interactions
                .iter()
                .find(|i| i.id == pending.id)?
                .payload
                .clone();
            inner.gateway.dispatch("INTERACTION_CREATE", payload)
        });
        assert!(
            sent.is_some(),
            "could not redeliver interaction {}: unknown, or no gateway session",
            pending.id
        );
    }

    /// Message events from position `from` on (see [`Self::message_events`]): tests that check
    /// messages as they go read only what is new.
    pub fn message_events_since(&self, from: usize) -> Vec<MessageEvent> {
        self.shared.read(|inner| {
            inner
                .message_events
                .get(from..)
                .map(<[MessageEvent]>::to_vec)
                .unwrap_or_default()
        })
    }
}
