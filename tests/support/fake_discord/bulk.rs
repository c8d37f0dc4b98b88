//! What a test of many tables at once needs from the fake (the load test, `tests/e2e/load`):
//! threads made directly (as if opened before the bot started), answers found from the
//! newest interaction back (a long run holds tens of thousands), and counts read without
//! copying the whole record.

use std::collections::HashMap;
use std::time::Duration;

use super::records::{ChannelRecord, InteractionLatency, InteractionResponse, MessageRecord};
use super::state::InteractionState;
use super::FakeDiscord;

/// The interaction `id`, looked for from the newest back.
fn recent(interactions: &[InteractionState], id: u64) -> Option<&InteractionState> {
    interactions.iter().rev().find(|i| i.id == id)
}

impl FakeDiscord {
    /// A public thread under `parent`, made directly as if the bot had opened it earlier (the
    /// bot is not told); returns its id.
    pub fn add_thread(&self, parent: u64, name: &str) -> u64 {
        let id = self.shared.ids.next();
        let owner = self.shared.world.bot_id;
        self.shared.with(|inner| {
            let guild_id = inner.channels.get(&parent).map_or(0, |p| p.guild_id);
            inner.channels.insert(
                id,
                ChannelRecord {
                    parent_id: Some(parent),
                    owner_id: Some(owner),
                    auto_archive_minutes: 10_080,
                    ..ChannelRecord::new(id, guild_id, 11, name.to_owned())
                },
            );
        });
        id
    }

    /// The first response to interaction `id` that `pred` accepts, waiting up to `timeout`;
    /// `None` if there is none by then (the bot was down, or never answered).
    pub async fn response_within(
        &self,
        id: u64,
        timeout: Duration,
        pred: impl Fn(&InteractionResponse) -> bool,
    ) -> Option<InteractionResponse> {
        self.shared
            .wait_until(timeout, |inner| {
                recent(&inner.interactions, id)?
                    .responses
                    .iter()
                    .find(|r| pred(r))
                    .cloned()
            })
            .await
    }

    /// How many REST calls the bot has made so far.
    pub fn rest_call_count(&self) -> usize {
        self.shared.read(|inner| inner.calls.len())
    }

    /// `(method, path, status)` of every REST call from the `from`th on.
    pub fn rest_routes_since(&self, from: usize) -> Vec<(String, String, u16)> {
        self.shared.read(|inner| {
            inner
                .calls
                .iter()
                .skip(from)
                .map(|c| (c.method.clone(), c.path.clone(), c.status))
                .collect()
        })
    }

    /// The latency of every interaction sent from the `from`th on that got an initial answer.
    pub fn latencies_since(&self, from: usize) -> Vec<InteractionLatency> {
        self.shared.read(|inner| {
            inner
                .interactions
                .iter()
                .skip(from)
                .filter_map(|i| {
                    let (_, at) = i.initial?;
                    Some(InteractionLatency {
                        interaction_id: i.id,
                        kind: i.kind,
                        label: i.label.clone(),
                        latency: at.duration_since(i.sent_at),
                    })
                })
                .collect()
        })
    }

    /// How many interactions have been sent so far.
    pub fn interaction_count(&self) -> usize {
        self.shared.read(|inner| inner.interactions.len())
    }

    /// Every message not deleted, by channel, oldest first.
    pub fn messages_by_channel(&self) -> HashMap<u64, Vec<MessageRecord>> {
        self.shared.read(|inner| {
            let mut by: HashMap<u64, Vec<MessageRecord>> = HashMap::new();
            for m in inner.messages.values().filter(|m| !m.deleted) {
                by.entry(m.channel_id).or_default().push(m.clone());
            }
            by
        })
    }
}
