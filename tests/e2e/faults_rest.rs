//! Discord's REST answers 429 (with `retry-after`) or a server error for a while (issue 14,
//! "Faults from Discord"), and an interaction arrives while the bot starts. A move's post in
//! its thread is sent again by the outbox until it goes out, once; an answer to a player is
//! sent again while Discord still takes it, so the player gets it and the move is applied
//! once; a second game is served all along.

use super::driver::{answer, response_text, STEP};
use super::faults::{applied_once, play_turn, posts_complete, send_move, two_humans};
use super::harness::Harness;
use crate::support::fake_discord::{FaultAnswer, RestFault};
use crate::timing;
use canasta_commands::discord::Timing;
use serde_json::json;
use std::time::Duration;

const CALLBACK: &str = "/interactions/*/*/callback";

/// Calls to `method` on paths starting with `prefix` (after `/api/v10`) answered with
/// `status`.
fn answered_with(h: &Harness, method: &str, prefix: &str, status: u16) -> usize {
    let prefix = format!("/api/v10{prefix}");
    h.discord
        .rest_calls()
        .iter()
        .filter(|c| c.method == method && c.path.starts_with(&prefix) && c.status == status)
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn posts_and_answers_survive_429_and_server_errors() {
    let h = Harness::start(timing(None)).await;
    let mut a = two_humans(&h, 61, 62).await;
    let mut b = two_humans(&h, 63, 64).await;

    // Game A's thread refuses posts: twice rate limited, then three server errors. The moves
    // are answered; their post goes out once Discord takes it, once.
    let thread_posts = format!("/channels/{}/messages", a.thread);
    h.discord
        .fail_rest(RestFault::new("POST", &thread_posts, FaultAnswer::rate_limited(0.05)).times(2));
    play_turn(&h, &mut a).await;
    // Game B is served meanwhile.
    play_turn(&h, &mut b).await;
    posts_complete(&h, &a).await;
    for status in [500, 502, 503] {
        h.discord
            .fail_rest(RestFault::new("POST", &thread_posts, FaultAnswer::Status(status)).times(1));
    }
    play_turn(&h, &mut a).await;
    play_turn(&h, &mut b).await;
    posts_complete(&h, &a).await;
    posts_complete(&h, &b).await;
    assert_eq!(
        answered_with(&h, "POST", &format!("/channels/{}", a.thread), 429),
        2
    );
    assert!(answered_with(&h, "POST", &format!("/channels/{}", a.thread), 503) >= 1);

    // The answer to a move meets a 429, then a server error: it is sent again, the player
    // gets it, the move is applied once.
    h.discord
        .fail_rest(RestFault::new("POST", CALLBACK, FaultAnswer::rate_limited(0.1)).times(1));
    let sent = send_move(&h, &a).await;
    applied_once(&h, &mut a, &sent).await;
    for status in [500, 503] {
        h.discord
            .fail_rest(RestFault::new("POST", CALLBACK, FaultAnswer::Status(status)).times(1));
        let sent = send_move(&h, &a).await;
        applied_once(&h, &mut a, &sent).await;
        play_turn(&h, &mut b).await;
    }
    assert_eq!(answered_with(&h, "POST", "/interactions/", 429), 1);
    assert_eq!(answered_with(&h, "POST", "/interactions/", 500), 1);
    posts_complete(&h, &a).await;
    posts_complete(&h, &b).await;
    h.discord.assert_no_violations();
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn deferred_answers_survive_429_and_server_errors() {
    // Every answer is deferred at once, so it is completed by a followup or an edit.
    let h = Harness::start(Timing {
        defer_after: Duration::ZERO,
        ..timing(None)
    })
    .await;
    let mut a = two_humans(&h, 65, 66).await;
    let mut b = two_humans(&h, 67, 68).await;
    for (fault, status) in [
        (FaultAnswer::rate_limited(0.1), 429),
        (FaultAnswer::Status(502), 502),
    ] {
        for method in ["POST", "PATCH"] {
            h.discord
                .fail_rest(RestFault::new(method, "/webhooks/**", fault.clone()).times(1));
        }
        play_turn(&h, &mut a).await;
        play_turn(&h, &mut b).await;
        let hand = h
            .discord
            .send_slash_command(&h.discord.user(67), b.thread, "hand", json!({}))
            .await;
        assert!(!response_text(&answer(&hand).await).is_empty());
        h.discord.heal_rest();
        assert!(
            answered_with(&h, "POST", "/webhooks/", status)
                + answered_with(&h, "PATCH", "/webhooks/", status)
                >= 1,
            "a followup or an edit met the fault"
        );
    }
    posts_complete(&h, &a).await;
    posts_complete(&h, &b).await;
    h.discord.assert_no_violations();
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_interaction_while_the_bot_starts_is_answered() {
    let mut h = Harness::start(timing(None)).await;
    let mut a = two_humans(&h, 71, 72).await;
    let mut b = two_humans(&h, 73, 74).await;
    play_turn(&h, &mut a).await;

    // The bot starts again; Discord rate limits the registration of its commands, then takes
    // 4 s to answer the next try. Moves sent right after READY are answered in time all the
    // same: the setup they wait for does not wait for the registration, which is tried again
    // in the background until it goes through.
    h.discord.fail_rest(
        RestFault::new(
            "PUT",
            "/applications/*/guilds/*/commands",
            FaultAnswer::rate_limited(0.1),
        )
        .times(1),
    );
    h.discord.fail_rest(
        RestFault::new(
            "PUT",
            "/applications/*/guilds/*/commands",
            FaultAnswer::Slow(Duration::from_secs(4)),
        )
        .times(1),
    );
    h.restart().await;
    let first = send_move(&h, &a).await;
    let other = send_move(&h, &b).await;
    applied_once(&h, &mut a, &first).await;
    applied_once(&h, &mut b, &other).await;
    let next = send_move(&h, &a).await;
    applied_once(&h, &mut a, &next).await;
    play_turn(&h, &mut b).await;
    // The registration went through in the end.
    let deadline = std::time::Instant::now() + STEP;
    while answered_with(&h, "PUT", "/applications/", 200) < 2 {
        assert!(
            std::time::Instant::now() < deadline,
            "commands registered again"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    posts_complete(&h, &a).await;
    posts_complete(&h, &b).await;
    h.discord.assert_no_violations();
    h.stop().await;
}
