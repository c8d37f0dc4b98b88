//! Sending interactions to the bot, and awaiting their responses.

use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::interactions::{self, Envelope};
use super::records::{InteractionKind, InteractionResponse, MessageRecord};
use super::state::{Inner, InteractionState, Shared};
use super::users::FakeUser;
use super::FakeDiscord;

/// How long `send_*` waits for the gateway session and for the command to be registered.
const SETUP_TIMEOUT: Duration = Duration::from_secs(10);

/// Anything that names a message: its id or a [`MessageRecord`].
pub trait MessageRef {
    /// The message id.
    fn message_id(&self) -> u64;
}

impl MessageRef for u64 {
    fn message_id(&self) -> u64 {
        *self
    }
}

impl MessageRef for MessageRecord {
    fn message_id(&self) -> u64 {
        self.id
    }
}

impl<T: MessageRef> MessageRef for &T {
    fn message_id(&self) -> u64 {
        (*self).message_id()
    }
}

/// An interaction that was sent to the bot; await its responses through this.
#[derive(Clone, Debug)]
pub struct PendingInteraction {
    /// Interaction id.
    pub id: u64,
    /// Interaction token.
    pub token: String,
    shared: Arc<Shared>,
}

impl PendingInteraction {
    /// Waits for the initial callback (accepted or rejected) for up to the interaction deadline
    /// plus one second, and returns it. Panics if there is none.
    pub async fn response(&self) -> InteractionResponse {
        let timeout = self.shared.config.interaction_deadline + Duration::from_secs(1);
        self.wait_for(timeout, |r| r.callback_type().is_some())
            .await
    }

    /// Waits for the first response matching `pred`; panics after `timeout`, listing the
    /// responses so far.
    pub async fn wait_for(
        &self,
        timeout: Duration,
        pred: impl Fn(&InteractionResponse) -> bool,
    ) -> InteractionResponse {
        let id = self.id;
        let found = self
            .shared
            .wait_until(timeout, |inner| {
                let ix = inner.interactions.iter().find(|i| i.id == id)?;
                ix.responses.iter().find(|r| pred(r)).cloned()
            })
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "interaction {id}: no matching response within {timeout:?}; got {:#?}",
                self.responses()
            )
        })
    }

    /// Every response so far, in order.
    pub fn responses(&self) -> Vec<InteractionResponse> {
        self.shared
            .read(|inner| {
                inner
                    .interactions
                    .iter()
                    .find(|i| i.id == self.id)
                    .map(|i| i.responses.clone())
            })
            .unwrap_or_default()
    }
}

impl FakeDiscord {
    /// Sends a slash command. `name` may include subcommands (`"game start"`); `options` is a
    /// JSON object `{option: value}` (types taken from the registered command) or an array of
    /// raw Discord options. Waits (up to 10 s) for the command to be registered.
    pub async fn send_slash_command(
        &self,
        user: &FakeUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> PendingInteraction {
        self.send_command(user, channel, name, options, None).await
    }

    /// Sends an autocomplete request for option `focused` of command `name` (see
    /// [`Self::send_slash_command`]); the focused value is sent as a string.
    pub async fn send_autocomplete(
        &self,
        user: &FakeUser,
        channel: u64,
        name: &str,
        options: Value,
        focused: &str,
    ) -> PendingInteraction {
        self.send_command(user, channel, name, options, Some(focused))
            .await
    }

    /// Clicks the button `custom_id` on `message` (panics if there is no such enabled button).
    pub async fn click_button(
        &self,
        user: &FakeUser,
        message: impl MessageRef,
        custom_id: &str,
    ) -> PendingInteraction {
        self.send_component(user, message.message_id(), custom_id, None)
            .await
    }

    /// Picks `values` in the string select `custom_id` on `message` (panics if the select or a
    /// value does not exist, or the count is outside min/max).
    pub async fn select(
        &self,
        user: &FakeUser,
        message: impl MessageRef,
        custom_id: &str,
        values: &[&str],
    ) -> PendingInteraction {
        let values: Vec<String> = values.iter().map(|v| (*v).to_owned()).collect();
        self.send_component(user, message.message_id(), custom_id, Some(values))
            .await
    }

    async fn send_command(
        &self,
        user: &FakeUser,
        channel: u64,
        name: &str,
        options: Value,
        focused: Option<&str>,
    ) -> PendingInteraction {
        let path: Vec<&str> = name.split_whitespace().collect();
        self.wait_for_commands(&path[..1], SETUP_TIMEOUT).await;
        let shared = &self.shared;
        let kind = if focused.is_some() {
            InteractionKind::Autocomplete
        } else {
            InteractionKind::SlashCommand
        };
        let wire_type = if focused.is_some() { 4 } else { 2 };
        self.send(user, channel, kind, name, None, |inner| {
            let command = inner
                .guild_commands
                .iter()
                .chain(&inner.global_commands)
                .find(|c| c["name"] == path[0])
                .expect("waited for it");
            let channels: Vec<_> = inner.channels.values().cloned().collect();
            let data = interactions::command_data(
                &shared.world,
                &channels,
                command,
                &path,
                &options,
                focused,
            );
            (wire_type, data, None)
        })
        .await
    }

    async fn send_component(
        &self,
        user: &FakeUser,
        message_id: u64,
        custom_id: &str,
        values: Option<Vec<String>>,
    ) -> PendingInteraction {
        let message = self
            .message(message_id)
            .unwrap_or_else(|| panic!("no message {message_id}"));
        let component_type = if values.is_some() { 3 } else { 2 };
        interactions::check_clickable(&message, custom_id, component_type, values.as_deref());
        self.send_component_on(user, message, custom_id, values)
            .await
    }

    /// Sends a component interaction on `message`, whether or not the message holds
    /// `custom_id` (callers check that when the click must be an honest one).
    pub(super) async fn send_component_on(
        &self,
        user: &FakeUser,
        message: MessageRecord,
        custom_id: &str,
        values: Option<Vec<String>>,
    ) -> PendingInteraction {
        let message_id = message.id;
        let kind = if values.is_some() {
            InteractionKind::Select
        } else {
            InteractionKind::Button
        };
        let shared = &self.shared;
        let channel = message.channel_id;
        self.send(user, channel, kind, custom_id, Some(message_id), |inner| {
            let guild = super::messages::guild_of(inner, channel);
            let msg_json =
                interactions::source_message_json(&shared.world, &shared.config, &message, guild);
            (
                3,
                interactions::component_data(custom_id, values.as_deref()),
                Some(msg_json),
            )
        })
        .await
    }

    /// Registers the interaction, dispatches INTERACTION_CREATE and arms the deadline timer.
    pub(super) async fn send(
        &self,
        user: &FakeUser,
        channel: u64,
        kind: InteractionKind,
        label: &str,
        source_message_id: Option<u64>,
        build: impl FnOnce(&Inner) -> (u8, Value, Option<Value>),
    ) -> PendingInteraction {
        // During a gateway outage the interaction waits for the bot's RESUME, as on Discord.
        self.wait_for_session(SETUP_TIMEOUT).await;
        let shared = &self.shared;
        let id = shared.ids.next();
        let token = format!("fake-interaction-token-{id}");
        let sent = shared.with(|inner| {
            let ch = inner.channels.get(&channel).cloned()?;
            let (wire_type, data, message) = build(inner);
            let env = Envelope {
                id,
                token: &token,
                user,
                channel: &ch,
            };
            let mut payload = interactions::interaction_json(&shared.world, &env, wire_type, data);
            let allowed = super::channel_rules::bot_permissions(inner, channel);
            payload["app_permissions"] = Value::String(allowed.to_string());
            if let Some(m) = message {
                payload["message"] = m;
            }
            inner.interactions.push(InteractionState {
                id,
                token: token.clone(),
                kind,
                label: label.to_owned(),
                channel_id: channel,
                source_message_id,
                sent_at: Instant::now(),
                initial: None,
                original_message_id: None,
                deferred_unfilled: false,
                expiry_reported: false,
                responses: Vec::new(),
                payload: payload.clone(),
                shards: Vec::new(),
            });
            let seq = inner.gateway.dispatch("INTERACTION_CREATE", payload);
            let shards = inner.gateway.last_routed.clone();
            if let Some(ix) = inner.interaction_mut(id) {
                ix.shards = shards;
            }
            seq
        });
        assert!(
            sent.is_some(),
            "could not send interaction: unknown channel {channel} or no gateway session"
        );
        arm_deadline(Arc::downgrade(shared), shared.config.interaction_deadline);
        PendingInteraction {
            id,
            token,
            shared: Arc::clone(shared),
        }
    }
}

fn arm_deadline(shared: Weak<Shared>, deadline: Duration) {
    tokio::spawn(async move {
        tokio::time::sleep(deadline + Duration::from_millis(10)).await;
        if let Some(shared) = shared.upgrade() {
            shared.with(|inner| inner.report_overdue(deadline));
        }
    });
}
