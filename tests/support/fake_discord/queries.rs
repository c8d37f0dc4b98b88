//! What tests read back: REST calls, messages, responses, latencies, violations.

use std::time::Duration;

use serde_json::Value;

use super::records::{
    ChannelRecord, InteractionLatency, InteractionResponse, MessageEvent, MessageRecord, RestCall,
    Violation,
};
use super::users::FakeUser;
use super::FakeDiscord;

impl FakeDiscord {
    /// Every REST call so far, in arrival order.
    pub fn rest_calls(&self) -> Vec<RestCall> {
        self.shared.read(|inner| inner.calls.clone())
    }

    /// REST calls with this method whose path contains `path_part`.
    pub fn rest_calls_to(&self, method: &str, path_part: &str) -> Vec<RestCall> {
        let calls = self.rest_calls().into_iter();
        calls
            .filter(|c| c.method == method && c.path.contains(path_part))
            .collect()
    }

    /// Every response (initial, followups, edits, deletes) to interaction `id`, in order.
    pub fn responses_to(&self, interaction_id: u64) -> Vec<InteractionResponse> {
        self.shared.read(|inner| {
            let ix = inner.interactions.iter().find(|i| i.id == interaction_id);
            ix.map(|i| i.responses.clone()).unwrap_or_default()
        })
    }

    /// A message by id, as it stands now (ephemeral and deleted ones too).
    pub fn message(&self, id: u64) -> Option<MessageRecord> {
        self.shared.read(|inner| inner.messages.get(&id).cloned())
    }

    /// The messages everyone sees in a channel or thread: not ephemeral, not deleted, oldest
    /// first, as they stand after edits.
    pub fn messages_in(&self, channel: u64) -> Vec<MessageRecord> {
        self.shared.read(|inner| {
            let visible = inner.messages.values();
            visible
                .filter(|m| m.channel_id == channel && !m.deleted && !m.is_ephemeral())
                .cloned()
                .collect()
        })
    }

    /// The payload of every ephemeral message creation or edit, in order.
    pub fn ephemeral_payloads(&self) -> Vec<Value> {
        self.shared.read(|inner| {
            let events = inner
                .message_events
                .iter()
                .filter(|e| e.ephemeral && !e.payload.is_null());
            events.map(|e| e.payload.clone()).collect()
        })
    }

    /// Every message creation, edit and deletion, in order.
    pub fn message_events(&self) -> Vec<MessageEvent> {
        self.shared.read(|inner| inner.message_events.clone())
    }

    /// A channel, thread or DM by id.
    pub fn channel_info(&self, id: u64) -> Option<ChannelRecord> {
        self.shared.read(|inner| inner.channels.get(&id).cloned())
    }

    /// Every thread, oldest first.
    pub fn threads(&self) -> Vec<ChannelRecord> {
        self.shared.read(|inner| {
            inner
                .channels
                .values()
                .filter(|c| c.is_thread())
                .cloned()
                .collect()
        })
    }

    /// Waits for a visible message in `channel` matching `pred` (checked after every change,
    /// edits included); panics after `timeout`, listing the channel's messages.
    pub async fn wait_for_message(
        &self,
        channel: u64,
        pred: impl Fn(&MessageRecord) -> bool,
        timeout: Duration,
    ) -> MessageRecord {
        let found = self
            .shared
            .wait_until(timeout, |inner| {
                let mut visible = inner.messages.values();
                visible
                    .find(|m| m.channel_id == channel && !m.deleted && !m.is_ephemeral() && pred(m))
                    .cloned()
            })
            .await;
        found.unwrap_or_else(|| {
            let texts: Vec<String> = self
                .messages_in(channel)
                .iter()
                .map(|m| m.all_text())
                .collect();
            panic!(
                "no matching message in channel {channel} within {timeout:?}; messages: {texts:#?}"
            )
        })
    }

    /// Waits for a thread matching `pred`; panics after `timeout`.
    pub async fn wait_for_thread(
        &self,
        pred: impl Fn(&ChannelRecord) -> bool,
        timeout: Duration,
    ) -> ChannelRecord {
        let found = self
            .shared
            .wait_until(timeout, |inner| {
                inner
                    .channels
                    .values()
                    .find(|c| c.is_thread() && pred(c))
                    .cloned()
            })
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "no matching thread within {timeout:?}; threads: {:#?}",
                self.threads()
            )
        })
    }

    /// Time from INTERACTION_CREATE to the accepted initial callback, per answered interaction,
    /// in sending order (feed to [`super::percentile`]).
    pub fn interaction_latencies(&self) -> Vec<InteractionLatency> {
        self.shared.read(|inner| {
            let answered = inner.interactions.iter().filter_map(|ix| {
                let (_, at) = ix.initial?;
                Some(InteractionLatency {
                    interaction_id: ix.id,
                    kind: ix.kind,
                    label: ix.label.clone(),
                    latency: at.duration_since(ix.sent_at),
                })
            });
            answered.collect()
        })
    }

    /// Every violation so far (overdue interactions included).
    pub fn violations(&self) -> Vec<Violation> {
        let deadline = self.shared.config.interaction_deadline;
        self.shared.with(|inner| {
            inner.report_overdue(deadline);
            inner.violations.clone()
        })
    }

    /// Makes the next `n` message posts in `channel` fail with a server error, as in an
    /// outage of Discord.
    pub fn fail_next_posts(&self, channel: u64, n: usize) {
        self.shared.with(|inner| {
            inner.failing_posts.insert(channel, n);
        });
    }

    /// `user` closes (or opens again) their direct messages to the bot: while closed, a post
    /// to their DM channel is refused with 50007 "Cannot send messages to this user".
    pub fn set_dms_closed(&self, user: &FakeUser, closed: bool) {
        self.shared.with(|inner| {
            if closed {
                inner.dms_closed.insert(user.id);
            } else {
                inner.dms_closed.remove(&user.id);
            }
        });
    }

    /// The DM channel of `user`, once the bot has opened one.
    pub fn dm_channel_of(&self, user: &FakeUser) -> Option<u64> {
        self.shared.read(|inner| {
            inner
                .channels
                .values()
                .find(|c| c.recipient_id == Some(user.id))
                .map(|c| c.id)
        })
    }

    /// A moderator deletes channel or thread `id`: the bot hears of it on the gateway.
    pub fn delete_channel(&self, id: u64) {
        super::channels::remove_channel(&self.shared, id, true);
    }

    /// Channel or thread `id` disappears without the bot being told, as when it was deleted
    /// while the bot was offline.
    pub fn delete_channel_silently(&self, id: u64) {
        super::channels::remove_channel(&self.shared, id, false);
    }

    /// Every use Discord accepts but calls deprecated so far (see `Inner::deprecated`).
    pub fn deprecated_uses(&self) -> Vec<String> {
        self.shared.read(|inner| inner.deprecated.clone())
    }

    /// Discord archives thread `id` after its inactivity period.
    pub fn archive_thread(&self, id: u64) {
        self.shared.with(|inner| {
            if let Some(thread) = inner.channels.get_mut(&id) {
                thread.archived = true;
            }
        });
    }

    /// Returns and forgets the violations so far (for tests that provoke them on purpose).
    pub fn take_violations(&self) -> Vec<Violation> {
        let deadline = self.shared.config.interaction_deadline;
        self.shared.with(|inner| {
            inner.report_overdue(deadline);
            std::mem::take(&mut inner.violations)
        })
    }

    /// Panics, listing them, if anything Discord would reject has happened.
    pub fn assert_no_violations(&self) {
        let violations = self.violations();
        if !violations.is_empty() {
            let list: Vec<String> = violations.iter().map(ToString::to_string).collect();
            panic!(
                "{} Discord rule violation(s):\n  {}",
                list.len(),
                list.join("\n  ")
            );
        }
    }
}
