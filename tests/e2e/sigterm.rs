//! A graceful stop (issue 29): `systemctl stop` and `docker stop` send SIGTERM. The real
//! `canasta-bot` binary plays a game against the fake Discord; mid-game, while the answer to
//! a move is on its way (Discord made slow to take it), it gets SIGTERM. The move is answered
//! and stored, an interaction that comes after the signal is told privately that the bot is
//! restarting, the gateway is closed with 1000, the process exits 0, and the game on disk has
//! every confirmed move, each told at most once in its thread (none missing).

use crate::e2e::load::bot_process::BotProcess;
use crate::e2e::load::player::Player;
use crate::e2e::load::tables;
use crate::e2e::load::verify::verify;
use crate::support::fake_discord::{FakeDiscord, FaultAnswer, RestFault};
use canasta_engine::players::PlayerKind;
use canasta_wording::lang::Lang;
use canasta_wording::render::refusals::stopping;
use serde_json::json;
use std::time::Duration;
use tokio::sync::RwLock;

/// How long Discord takes to accept the answer in flight.
const SLOW_ANSWER: Duration = Duration::from_millis(1500);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_answers_what_is_in_flight_closes_with_1000_and_exits_0() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let db = dir.path().join("canasta.db");
    let tables = tables::set_up(&discord, &db, 1, PlayerKind::Basic);
    let bot =
        BotProcess::start_logging(&discord, &db, Duration::from_millis(20), None, 0, "info").await;
    let mut player = Player::new(0, tables[0].clone());
    let open = RwLock::new(false);
    let mut acknowledged = Vec::new();

    // Mid-game: a few moves made, and a move on offer.
    while acknowledged.len() < 3 || !player.can_move() {
        let step = player
            .step(&discord, &open)
            .await
            .expect("the gate is open");
        assert!(!step.unanswered, "answered: {}", bot.output());
        acknowledged.extend(step.acknowledged);
        assert!(acknowledged.len() < 200, "the game went on without a move");
    }

    let callbacks = "/interactions/*/*/callback";
    discord.fail_rest(RestFault::new("POST", callbacks, FaultAnswer::Slow(SLOW_ANSWER)).times(1));
    let met = discord.rest_faults_met();
    let in_flight = player.step(&discord, &open);
    let stop = async {
        while discord.rest_faults_met() == met {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        bot.signal("-TERM");
        assert!(
            bot.wait_for_log("stopping signal", Duration::from_secs(5))
                .await,
            "the bot saw SIGTERM: {}",
            bot.output()
        );
        let user = tables[0].user.clone();
        let late = discord
            .send_slash_command(&user, tables[0].thread, "hand", json!({}))
            .await;
        let declined = late.response().await;
        (declined, bot)
    };
    let (step, (declined, bot)) = tokio::join!(in_flight, stop);

    let step = step.expect("the gate is open");
    assert!(!step.unanswered, "the move in flight was answered");
    let made = step.acknowledged.expect("the move in flight was made");
    acknowledged.push(made);
    assert!(declined.accepted() && declined.ephemeral, "{declined:?}");
    let text = declined.embeds()[0]["description"].clone();
    assert_eq!(text, json!(stopping(Lang::En)), "{declined:?}");

    let log = bot.log.clone();
    let status = bot.exited().await;
    let output = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(status.success(), "exit status {status}: {output}");
    assert_eq!(
        discord.gateway_stats().close_codes,
        vec![1000],
        "the gateway closed normally: {output}"
    );

    let verdict = verify(&discord, &db, &tables, &acknowledged);
    assert!(verdict.lost.is_empty(), "{}", verdict.summary());
    assert!(verdict.missing.is_empty(), "{}", verdict.summary());
    assert!(verdict.duplicated.is_empty(), "{}", verdict.summary());
    // A turn is told in one post when it ends: a draw made just before the stop waits for
    // its discard (`untold`), as it would in a running bot.
    println!("after SIGTERM: {}", verdict.summary());
    discord.assert_no_violations();
}
