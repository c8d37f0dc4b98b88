//! A slash command slower than the deferral threshold (issue 29): after its type 5 deferral
//! the answer edits the original response (`PATCH /webhooks/{app}/{token}/messages/@original`),
//! as Discord's docs ask; filling a deferral with a followup is deprecated there, and the fake
//! notes each such use. With every answer deferred: a table opened, a hand shown, a refusal.

use super::driver::{answer, response_text};
use super::harness::Harness;
use crate::support::fake_discord::{FakeUser, PendingInteraction, ResponseKind};
use crate::timing;
use canasta_commands::discord::Timing;
use serde_json::json;
use std::time::Duration;

/// The answer to `pending`: deferred first, then the original response edited, nothing else.
async fn edited_after_deferral(pending: &PendingInteraction) -> String {
    let last = answer(pending).await;
    let kinds: Vec<ResponseKind> = pending.responses().into_iter().map(|r| r.kind).collect();
    assert_eq!(
        kinds,
        vec![ResponseKind::Callback(5), ResponseKind::EditOriginal],
        "{:#?}",
        pending.responses()
    );
    response_text(&last)
}

async fn slash(h: &Harness, user: &FakeUser, channel: u64, name: &str) -> PendingInteraction {
    let options = match name {
        "canasta new" => json!({"rules": "two-player"}),
        _ => json!({}),
    };
    h.discord
        .send_slash_command(user, channel, name, options)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_deferred_slash_command_is_answered_by_editing_the_original_response() {
    let every_answer_deferred = Timing {
        defer_after: Duration::ZERO,
        ..timing(None)
    };
    let h = Harness::start(every_answer_deferred).await;
    let games = h.discord.channel("games");
    let host = h.discord.user(51);

    let opened = edited_after_deferral(&slash(&h, &host, games, "canasta new").await).await;
    assert!(
        opened.contains("<#"),
        "the table's thread is named: {opened}"
    );
    let refused = edited_after_deferral(&slash(&h, &host, games, "hand").await).await;
    assert!(
        !refused.is_empty(),
        "a refusal outside a game is shown: {refused}"
    );

    let uses = h.discord.deprecated_uses();
    assert!(uses.is_empty(), "deprecated uses: {uses:#?}");
    h.discord.assert_no_violations();
    h.stop().await;
}
