//! The bot under load (issue 14): many tables, one human and three computer players each,
//! the real `canasta-bot` binary as a child process against the fake Discord, the humans
//! acting at a set rate for a set time through real commands, buttons and selects.
//!
//! - `load_figures` (ignored, run on demand) prints latency per interaction kind, REST calls
//!   per action, the bot's CPU and memory:
//!   `LOAD_TABLES=1000 LOAD_RATE=200 LOAD_SECS=60 cargo test --release --test e2e_discord
//!   load_figures -- --ignored --nocapture` (`LOAD_COMPUTER_DELAY_MS`, default 200;
//!   `LOAD_COMPUTER_LEVEL`, default strong; `LOAD_THINK_MS`, default the bot's one second;
//!   `LOAD_BOT_BIN`, another build of the bot to measure, default the one built with the tests).
//! - `a_killed_bot_loses_no_confirmed_move_and_tells_each_once` kills the bot with SIGKILL
//!   mid-load, starts it again on the same database and checks that every confirmed move is
//!   stored and every thread tells each move once; short by default (in `cargo test`), longer
//!   with the same variables plus `LOAD_KILLS`.
//!
//! [`tables`] stores the games, [`bot_process`] runs the bot, [`player`] is one table's human,
//! [`run`] sets the pace, [`verify`] reads what survived and [`report`] prints the figures.

pub mod bot_process;
pub mod player;
pub mod report;
pub mod run;
pub mod tables;
pub mod verify;

use crate::support::fake_discord::FakeDiscord;
use bot_process::BotProcess;
use canasta_engine::players::PlayerKind;
use player::Player;
use report::{load_average, report, Window};
use run::{drive, Gate, LoadSize};
use std::time::{Duration, Instant};
use verify::{verify, Verdict};

/// Waits until the bot has posted nothing for a second (computer players done, posts out),
/// for at most `limit`.
async fn settle(discord: &FakeDiscord, limit: Duration) {
    let deadline = Instant::now() + limit;
    let mut last = (discord.rest_call_count(), Instant::now());
    while Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let now = discord.rest_call_count();
        if now != last.0 {
            last = (now, Instant::now());
        } else if last.1.elapsed() > Duration::from_secs(1) {
            return;
        }
    }
}

/// Plays `size`, killing the bot `kills` times at even intervals; returns the report and
/// the verdict.
async fn load_run(title: &str, size: LoadSize, kills: u32) -> (String, Verdict) {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let db = dir.path().join("canasta.db");
    let setting_up = Instant::now();
    let tables = tables::set_up(&discord, &db, size.tables, size.level);
    println!(
        "{title}: {} tables stored in {:?}",
        tables.len(),
        setting_up.elapsed()
    );
    let mut bot = BotProcess::start(&discord, &db, &size, 0).await;
    let players: Vec<Player> = tables
        .iter()
        .cloned()
        .enumerate()
        .map(|(i, t)| Player::new(i, t))
        .collect();
    let gate = Gate::default();
    let first_interaction = discord.interaction_count();
    let first_call = discord.rest_call_count();
    let mut before = bot.usage();
    let load_before = load_average();
    let humans = drive(&discord, players, size.rate, size.length, gate.clone());
    let killer = async {
        let every = size.length / (kills + 1);
        for k in 1..=kills {
            tokio::time::sleep(every).await;
            *gate.write().await = true;
            bot.kill();
            println!("{title}: SIGKILL {k} after {:?}", every * k);
            bot = BotProcess::start(&discord, &db, &size, k).await;
            before = bot.usage();
            *gate.write().await = false;
        }
    };
    let (driven, ()) = tokio::join!(humans, killer);
    let after = bot.usage();
    settle(&discord, Duration::from_secs(60)).await;
    let complaints = bot.complaints();
    bot.stop().await;
    let verdict = verify(&discord, &db, &tables, &driven.acknowledged);
    let window = Window {
        first_interaction,
        first_call,
        usage: (before, after),
        load_before,
        moves: verdict.moves,
    };
    let mut text = report(title, &discord, &driven, &window);
    text.push_str(&format!("   {}\n", verdict.summary()));
    text.push_str(&format!(
        "   bot log: {} warnings or errors",
        complaints.len()
    ));
    for line in complaints.iter().take(5) {
        text.push_str(&format!("\n     {line}"));
    }
    (text, verdict)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run by hand with --ignored --nocapture"]
async fn load_figures() {
    let size = LoadSize::from_env(100, 200.0, 30.0, 200, PlayerKind::Strong);
    let title = format!(
        "{} tables, {}/s for {:?}",
        size.tables, size.rate, size.length
    );
    let (text, verdict) = load_run(&title, size, 0).await;
    println!("{text}");
    assert!(verdict.lost.is_empty(), "{:?}", verdict.lost);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_bot_loses_no_confirmed_move_and_tells_each_once() {
    let size = LoadSize::from_env(20, 40.0, 10.0, 20, PlayerKind::Basic);
    let kills = std::env::var("LOAD_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let title = format!(
        "{} tables, {}/s for {:?}, {kills} SIGKILL",
        size.tables, size.rate, size.length
    );
    let (text, verdict) = load_run(&title, size, kills).await;
    println!("{text}");
    assert!(verdict.moves > 0, "the tables were played");
    assert!(
        verdict.lost.is_empty(),
        "confirmed moves lost: {:?}",
        verdict.lost
    );
    assert!(
        verdict.missing.is_empty(),
        "lines never posted: {:#?}",
        verdict.missing
    );
    assert!(
        verdict.duplicated.is_empty(),
        "lines posted twice: {:#?}",
        verdict.duplicated
    );
}
