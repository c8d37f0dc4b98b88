//! Checks over everything the bot sent: who its messages may ping, and how fast it answered.

use crate::support::fake_discord::{percentile, FakeDiscord, InteractionKind};
use serde_json::Value;
use std::time::Duration;

/// Every message the bot posted pings at most one user, the one it mentions; interaction
/// answers ping nobody. Returns how many messages pinged someone.
pub fn assert_mentions_ping_only_the_player_concerned(discord: &FakeDiscord) -> usize {
    let mut pings = 0;
    for call in discord.rest_calls() {
        let Some(body) = &call.body else { continue };
        let posts_message = call.method == "POST" && call.path.ends_with("/messages");
        let answers = call.path.contains("/interactions/") || call.path.contains("/webhooks/");
        if !(posts_message || answers) {
            continue;
        }
        let autocomplete = body.get("type").and_then(Value::as_u64) == Some(8);
        if autocomplete {
            continue;
        }
        let message = if call.path.ends_with("/callback") {
            body.get("data").cloned().unwrap_or(Value::Null)
        } else {
            body.clone()
        };
        if message.is_null() {
            continue;
        }
        let allowed = message.get("allowed_mentions").unwrap_or_else(|| {
            panic!(
                "{} {} sets no allowed_mentions: {message}",
                call.method, call.path
            )
        });
        let parse = allowed.get("parse").and_then(Value::as_array);
        assert!(
            parse.is_none_or(|p| p.is_empty()),
            "{}: mentions parsed from text: {allowed}",
            call.path
        );
        let users: Vec<String> = allowed
            .get("users")
            .and_then(Value::as_array)
            .map(|u| {
                u.iter()
                    .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                    .collect()
            })
            .unwrap_or_default();
        if answers {
            assert!(users.is_empty(), "an interaction answer pings {users:?}");
            continue;
        }
        assert!(users.len() <= 1, "a message pings several users: {message}");
        if let Some(user) = users.first() {
            let content = message.get("content").and_then(Value::as_str).unwrap_or("");
            assert!(
                content.contains(&format!("<@{user}>")),
                "a message pings {user} without mentioning them: {content}"
            );
            pings += 1;
        }
    }
    pings
}

/// p50 and p99 of the time from an interaction sent to its first response, per kind and over
/// all, printed; returns (p50, p99, count) over all.
pub fn report_latencies(discord: &FakeDiscord, title: &str) -> (Duration, Duration, usize) {
    let all = discord.interaction_latencies();
    let line = |label: &str, values: &[Duration]| {
        let p50 = percentile(values, 50.0).unwrap_or_default();
        let p99 = percentile(values, 99.0).unwrap_or_default();
        let max = values.iter().max().copied().unwrap_or_default();
        println!(
            "  {label:<14} n={:<5} p50 {:>8.2?}  p99 {:>8.2?}  max {:>8.2?}",
            values.len(),
            p50,
            p99,
            max
        );
        (p50, p99)
    };
    println!("interaction latency, {title} (sent -> first response):");
    for (kind, label) in [
        (InteractionKind::SlashCommand, "slash commands"),
        (InteractionKind::Button, "buttons"),
        (InteractionKind::Select, "selects"),
        (InteractionKind::Autocomplete, "autocomplete"),
    ] {
        let values: Vec<Duration> = all
            .iter()
            .filter(|l| l.kind == kind)
            .map(|l| l.latency)
            .collect();
        if !values.is_empty() {
            line(label, &values);
        }
    }
    let values: Vec<Duration> = all.iter().map(|l| l.latency).collect();
    let (p50, p99) = line("all", &values);
    (p50, p99, values.len())
}
