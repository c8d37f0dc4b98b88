//! The operators' metrics (issue 29): the real `canasta-bot` binary with `METRICS_ADDR` plays a
//! few moves against the fake Discord, one of its thread posts refused with a 500; then
//! `GET /metrics` is scraped as Prometheus would, and every metric is there and has moved:
//! interactions and their latency histogram by kind, REST calls and errors by route, games
//! active, posts pending, the database's size.

use crate::e2e::load::bot_process::BotProcess;
use crate::e2e::load::player::Player;
use crate::e2e::load::tables;
use crate::support::fake_discord::{FakeDiscord, FaultAnswer, RestFault};
use canasta_engine::players::PlayerKind;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::process::Command;
use std::time::{Duration, Instant};
use tokio::sync::RwLock;

/// A free port on 127.0.0.1 (bound, then let go for the bot to take).
fn free_addr() -> SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address")
}

/// One scrape: each sample (`name{labels}`) and its value.
async fn scrape(addr: SocketAddr) -> BTreeMap<String, f64> {
    let text = reqwest::get(format!("http://{addr}/metrics"))
        .await
        .expect("the endpoint answers")
        .text()
        .await
        .expect("a text body");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let (sample, value) = l.rsplit_once(' ')?;
            Some((sample.to_string(), value.parse().ok()?))
        })
        .collect()
}

/// The sum of the samples whose name and labels contain every one of `parts`.
fn sum(samples: &BTreeMap<String, f64>, parts: &[&str]) -> f64 {
    samples
        .iter()
        .filter(|(k, _)| parts.iter().all(|p| k.contains(p)))
        .map(|(_, v)| v)
        .sum()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_interactions_rest_calls_and_the_store() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let db = dir.path().join("canasta.db");
    let tables = tables::set_up(&discord, &db, 1, PlayerKind::Basic);
    let addr = free_addr();
    let mut command = Command::new(env!("CARGO_BIN_EXE_canasta-bot"));
    command
        .current_dir(dir.path())
        .env("DATABASE_PATH", &db)
        .env("COMPUTER_DELAY_MS", "20")
        .env("REMINDER_HOURS", "0")
        .env("RUST_LOG", "info")
        .env("METRICS_ADDR", addr.to_string())
        .env_remove("BACKUP_DIR");
    let bot = BotProcess::launch(&discord, command, &dir.path().join("bot.log")).await;
    assert!(
        bot.wait_for_log("metrics served", Duration::from_secs(10))
            .await,
        "{}",
        bot.output()
    );
    // One thread post refused: counted as an error of its route, and sent again later.
    discord.fail_rest(
        RestFault::new("POST", "/channels/*/messages", FaultAnswer::Status(500)).times(1),
    );

    let mut player = Player::new(0, tables[0].clone());
    let open = RwLock::new(false);
    let mut moves = 0;
    for _ in 0..40 {
        let step = player
            .step(&discord, &open)
            .await
            .expect("the gate is open");
        assert!(!step.unanswered, "answered: {}", bot.output());
        moves += usize::from(step.acknowledged.is_some());
        if moves >= 4 && discord.rest_faults_met() > 0 {
            break;
        }
    }
    assert!(discord.rest_faults_met() > 0, "a thread post met the 500");

    // The gauges are read every 5 s; the counters at once.
    let deadline = Instant::now() + Duration::from_secs(15);
    let samples = loop {
        let samples = scrape(addr).await;
        if sum(&samples, &["canasta_games_active"]) >= 1.0 || Instant::now() > deadline {
            break samples;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let shown: Vec<String> = samples.iter().map(|(k, v)| format!("{k} {v}")).collect();
    let all = shown.join("\n");
    println!("{all}");

    let buttons = sum(&samples, &["canasta_interactions_total", "kind=\"button\""]);
    let slashes = sum(
        &samples,
        &[
            "canasta_interactions_total",
            "kind=\"command\"",
            "name=\"hand\"",
        ],
    );
    assert!(buttons + slashes >= 4.0, "interactions counted:\n{all}");
    let observed = sum(&samples, &["canasta_interaction_seconds_count"]);
    assert_eq!(
        observed,
        buttons + slashes + sum(&samples, &["canasta_interactions_total", "kind=\"select\""]),
        "each interaction measured:\n{all}"
    );
    for bucket in ["le=\"0.1\"", "le=\"3\"", "le=\"+Inf\""] {
        assert!(
            samples
                .keys()
                .any(|k| k.starts_with("canasta_interaction_seconds_bucket") && k.contains(bucket)),
            "the histogram has the bucket {bucket}:\n{all}"
        );
    }
    assert!(
        sum(
            &samples,
            &["canasta_rest_calls_total", "route=\"thread post\""]
        ) >= 1.0,
        "{all}"
    );
    assert!(
        sum(
            &samples,
            &["canasta_rest_calls_total", "route=\"component answer\""]
        ) >= 1.0,
        "{all}"
    );
    assert_eq!(
        sum(
            &samples,
            &[
                "canasta_rest_errors_total",
                "route=\"thread post\"",
                "status=\"500\""
            ]
        ),
        1.0,
        "the refused post:\n{all}"
    );
    assert_eq!(sum(&samples, &["canasta_games_active"]), 1.0, "{all}");
    assert!(samples.contains_key("canasta_posts_pending"), "{all}");
    assert!(sum(&samples, &["canasta_database_bytes"]) > 0.0, "{all}");
    bot.stop().await;
}
