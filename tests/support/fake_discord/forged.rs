//! Interactions no honest click makes: a component whose custom id is not on the message (an
//! old message of an earlier bot, a modified client) and a modal submit, with any custom id
//! and field values. The bot must answer them too (issue 14: any input gets an answer).

use super::interactions;
use super::records::InteractionKind;
use super::sending::PendingInteraction;
use super::FakeDiscord;
use serde_json::{json, Value};

impl FakeDiscord {
    /// A click of a button (`values: None`) or a pick in a string select (`Some`) with
    /// `custom_id` on `message_id`, whatever the message holds.
    pub async fn send_forged_component(
        &self,
        user: &super::FakeUser,
        message_id: u64,
        custom_id: &str,
        values: Option<Vec<String>>,
    ) -> PendingInteraction {
        let message = self
            .message(message_id)
            .unwrap_or_else(|| panic!("no message {message_id}"));
        self.send_component_on(user, message, custom_id, values)
            .await
    }

    /// A modal submit (interaction type 5) in `channel` with `custom_id` and text inputs
    /// `fields` (custom id, value).
    pub async fn submit_modal(
        &self,
        user: &super::FakeUser,
        channel: u64,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> PendingInteraction {
        let rows: Vec<Value> = fields
            .iter()
            .map(|(id, value)| {
                json!({"type": 1, "components": [
                    {"type": 4, "custom_id": id, "value": value}
                ]})
            })
            .collect();
        let data = json!({"custom_id": custom_id, "components": rows});
        self.send(
            user,
            channel,
            InteractionKind::ModalSubmit,
            custom_id,
            None,
            |_| (5, data, None),
        )
        .await
    }
}
