//! The bot's own reports through the fake Discord (issue 15): a moderator sets monthly seasons
//! and a weekly report (Mondays 06:00 UTC in #general) in `/canasta settings`; days pass in
//! milliseconds on the store's [`TestClock`]. The weekly report is posted once when it falls
//! due, also when Discord's answer to it is lost and the bot is restarted before it recorded
//! the post (the repeat carries the same nonce and Discord keeps the first); the season's
//! final standings are posted once when November ends, also across a restart after them.

use super::driver::{change_settings, STEP};
use super::harness::Harness;
use crate::timing;
use canasta_commands::discord::Timing;
use canasta_storage::{ReportKey, ReportState, SeasonMode, TestClock};
use serde_json::json;
use std::time::{Duration, Instant};

/// Sunday 2026-11-29 20:00 UTC.
const SUNDAY_EVENING: u64 = 1_795_982_400_000;
/// Monday 2026-11-30 06:00 UTC: the weekly report is due.
const MONDAY_6H: u64 = 1_796_018_400_000;
/// Tuesday 2026-12-01 00:00 UTC: November's season has ended.
const DECEMBER: u64 = 1_796_083_200_000;

/// The bot's posts in `channel` whose text contains `text`.
fn reports_with(h: &Harness, channel: u64, text: &str) -> usize {
    h.discord
        .messages_in(channel)
        .iter()
        .filter(|m| m.author_id == h.discord.bot_id() && m.interaction_id.is_none())
        .filter(|m| m.all_text().contains(text))
        .count()
}

/// Waits until `done` holds, or fails naming `what`.
async fn wait_until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + STEP;
    while !done() {
        assert!(Instant::now() < deadline, "{what} within {STEP:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn state(h: &Harness, key: ReportKey) -> Option<ReportState> {
    let mark = h.store().report_mark(h.discord.guild_id(), key);
    mark.expect("readable").map(|m| m.state)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_weekly_report_and_the_seasons_end_are_posted_once_across_restarts() {
    let clock = TestClock::at(SUNDAY_EVENING);
    let timing = Timing {
        report_every: Duration::from_millis(100),
        ..timing(None)
    };
    let mut h = Harness::start_with_clock(timing, clock.clone()).await;
    let (games, general) = (h.discord.channel("games"), h.discord.channel("general"));
    let moderator = h.discord.user(900_001);
    // seasons: monthly (the second choice), report_day: Monday (after "off").
    let options = json!({
        "seasons": 1,
        "report_day": 1,
        "report_hour": 6,
        "report_channel": general.to_string(),
    });
    let (shown, settings) = change_settings(&h, &moderator, games, options).await;
    assert!(
        shown.contains(&format!("Mondays at 06:00 UTC in <#{general}>")),
        "{shown}"
    );
    assert!(shown.contains("monthly"), "{shown}");
    assert_eq!(settings.season_mode(), SeasonMode::Monthly);

    // Last Monday's report is six days old: not sent now.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(reports_with(&h, general, "Canasta: the week"), 0);

    // Monday 06:00: the report goes out, but Discord's answer is lost; the bot is stopped
    // before it could record the post. The restarted bot sends it again with the same nonce.
    h.discord.lose_answer_of_next_post(general);
    clock.set(MONDAY_6H);
    wait_until("the report's answer was lost", || {
        h.discord.lost_answers_done()
    })
    .await;
    let weekly = ReportKey::Weekly { due_ms: MONDAY_6H };
    h.restart().await;
    wait_until("the restarted bot records the report as out", || {
        state(&h, weekly) == Some(ReportState::Posted)
    })
    .await;
    assert!(
        !h.discord.nonce_repeats().is_empty(),
        "the report was sent again and Discord kept the first"
    );
    assert_eq!(reports_with(&h, general, "Canasta: the week"), 1);
    assert_eq!(reports_with(&h, general, "No games finished this week."), 1);

    // December begins: November's final standings, once, also after another restart.
    clock.set(DECEMBER);
    let november = ReportKey::SeasonEnd {
        mode: SeasonMode::Monthly,
        season: SeasonMode::Monthly
            .season_at(DECEMBER - 1)
            .expect("a season"),
    };
    wait_until("November's standings go out", || {
        state(&h, november) == Some(ReportState::Posted)
    })
    .await;
    h.restart_with(|| clock.set(DECEMBER + 3_600_000)).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        reports_with(&h, general, "the November 2026 season is over"),
        1
    );
    assert_eq!(reports_with(&h, general, "Canasta: the week"), 1);
    assert_eq!(
        reports_with(&h, games, "Canasta: the"),
        0,
        "only where chosen"
    );
    h.discord.assert_no_violations();
    h.stop().await;
}
