//! The gateway drops mid-game (issue 14, "Faults from Discord"). A dropped connection is
//! resumed: the bot sends RESUME with its session and sequence number, the fake replays what
//! it missed, and interactions sent while it was away are delivered and answered then. A
//! session Discord forgets (op 9, or a close code that ends the session) makes the bot identify
//! afresh and play goes on. Every move is applied once and posted once, and a second game is
//! served all along.

use super::driver::STEP;
use super::faults::{applied_once, play_turn, posts_complete, send_move, two_humans};
use super::harness::Harness;
use crate::support::fake_discord::{FakeDiscord, GatewayDrop};
use crate::timing;
use std::time::{Duration, Instant};

/// Waits until the bot is connected again after `before` RESUMEs and IDENTIFYs were counted,
/// by the way `how` says (`resumed`: one more RESUME, no IDENTIFY; else one more IDENTIFY).
async fn back(discord: &FakeDiscord, resumes: u32, identifies: u32, resumed: bool) {
    let deadline = Instant::now() + STEP;
    loop {
        let stats = discord.gateway_stats();
        let done = if resumed {
            stats.resumes > resumes
        } else {
            stats.identifies > identifies
        };
        if done && discord.gateway_connected() {
            if resumed {
                assert_eq!(
                    stats.identifies, identifies,
                    "the session was resumed, not new"
                );
            }
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the bot did not come back within {STEP:?}: {stats:?}"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_dropped_gateway_is_resumed_and_nothing_is_lost() {
    let h = Harness::start(timing(None)).await;
    let mut a = two_humans(&h, 41, 42).await;
    let mut b = two_humans(&h, 43, 44).await;
    play_turn(&h, &mut a).await;

    // Discord closes with a resumable code: the bot resumes the same session.
    let before = h.discord.gateway_stats();
    h.discord.drop_gateway(GatewayDrop::Close(4000));
    back(&h.discord, before.resumes, before.identifies, true).await;
    play_turn(&h, &mut a).await;
    play_turn(&h, &mut b).await;

    // An outage: the connection drops and Discord is unreachable for a moment. A move sent
    // meanwhile waits for the RESUME, is replayed then and answered, applied once.
    let before = h.discord.gateway_stats();
    // The outage lasts until both moves are sent (not a set time: on a busy machine a move
    // could otherwise reach the fake after the bot is back, live instead of replayed).
    h.discord.gateway_outage(STEP);
    let deadline = Instant::now() + STEP;
    while h.discord.gateway_connected() {
        assert!(
            Instant::now() < deadline,
            "the outage did not drop the connection"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let during = send_move(&h, &a).await;
    let other = send_move(&h, &b).await;
    h.discord.end_gateway_outage();
    applied_once(&h, &mut a, &during).await;
    applied_once(&h, &mut b, &other).await;
    back(&h.discord, before.resumes, before.identifies, true).await;
    let after = h.discord.gateway_stats();
    assert!(
        after.replayed >= 2,
        "the moves sent during the outage were replayed on RESUME: {after:?}"
    );
    let rest = send_move(&h, &a).await;
    applied_once(&h, &mut a, &rest).await;
    let rest = send_move(&h, &b).await;
    applied_once(&h, &mut b, &rest).await;

    // The TCP connection ends without a close frame: resumed as well.
    let before = h.discord.gateway_stats();
    h.discord.drop_gateway(GatewayDrop::Abrupt);
    back(&h.discord, before.resumes, before.identifies, true).await;
    play_turn(&h, &mut a).await;
    play_turn(&h, &mut b).await;

    posts_complete(&h, &a).await;
    posts_complete(&h, &b).await;
    assert!(a.turns >= 4 && b.turns >= 3, "both games went on");
    h.discord.assert_no_violations();
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_forgotten_session_is_identified_afresh_and_play_goes_on() {
    let h = Harness::start(timing(None)).await;
    let mut a = two_humans(&h, 45, 46).await;
    let mut b = two_humans(&h, 47, 48).await;
    play_turn(&h, &mut a).await;

    // Op 9, not resumable: a fresh IDENTIFY, then both games are served.
    let before = h.discord.gateway_stats();
    h.discord.drop_gateway(GatewayDrop::InvalidSession);
    back(&h.discord, before.resumes, before.identifies, false).await;
    play_turn(&h, &mut a).await;
    play_turn(&h, &mut b).await;

    // The bot tries to resume, Discord no longer knows the session: identified afresh.
    let before = h.discord.gateway_stats();
    h.discord.refuse_next_resume();
    h.discord.drop_gateway(GatewayDrop::Close(4000));
    back(&h.discord, before.resumes, before.identifies, false).await;
    play_turn(&h, &mut a).await;
    play_turn(&h, &mut b).await;

    // Close code 4009 "Session timed out" ends the session: identified afresh.
    let before = h.discord.gateway_stats();
    h.discord.drop_gateway(GatewayDrop::Close(4009));
    back(&h.discord, before.resumes, before.identifies, false).await;
    play_turn(&h, &mut b).await;
    play_turn(&h, &mut a).await;

    posts_complete(&h, &a).await;
    posts_complete(&h, &b).await;
    h.discord.assert_no_violations();
    h.stop().await;
}
