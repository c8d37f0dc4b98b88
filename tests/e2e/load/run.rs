//! Drives the humans of every table at a set rate: a ticker hands the next table waiting its
//! turn one step (one interaction); a table whose step is still waiting for the bot is not
//! given another. The gate shuts the sending while the bot is down (a kill).

use super::player::{Acknowledged, Player};
use crate::support::fake_discord::FakeDiscord;
use canasta_engine::players::PlayerKind;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::RwLock;
use tokio::time::MissedTickBehavior;

/// The size of a run, from the environment (`LOAD_TABLES`, `LOAD_RATE` actions a second,
/// `LOAD_SECS`, `LOAD_COMPUTER_DELAY_MS`) or the given defaults.
#[derive(Debug, Clone, Copy)]
pub struct LoadSize {
    /// Tables, one human each.
    pub tables: usize,
    /// Human actions a second, all tables together.
    pub rate: f64,
    /// How long the humans act.
    pub length: Duration,
    /// How long a computer player waits before its move (`COMPUTER_DELAY_MS`).
    pub computer_delay: Duration,
    /// The level of the three computer players at each table (`LOAD_COMPUTER_LEVEL`).
    pub level: PlayerKind,
    /// Each computer decision's budget (`LOAD_THINK_MS`, passed as `COMPUTER_THINK_MS`; none:
    /// the bot's default, one second, shared out when many computer turns wait).
    pub think_ms: Option<u64>,
}

impl LoadSize {
    /// The size from the environment, else these defaults.
    pub fn from_env(
        tables: usize,
        rate: f64,
        secs: f64,
        delay_ms: u64,
        level: PlayerKind,
    ) -> LoadSize {
        fn var<T: std::str::FromStr>(key: &str, default: T) -> T {
            std::env::var(key)
                .ok()
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or(default)
        }
        LoadSize {
            tables: var("LOAD_TABLES", tables),
            rate: var("LOAD_RATE", rate),
            length: Duration::from_secs_f64(var("LOAD_SECS", secs)),
            computer_delay: Duration::from_millis(var("LOAD_COMPUTER_DELAY_MS", delay_ms)),
            level: var("LOAD_COMPUTER_LEVEL", level),
            think_ms: std::env::var("LOAD_THINK_MS")
                .ok()
                .and_then(|v| v.trim().parse().ok()),
        }
    }
}

/// What the humans did.
#[derive(Debug, Default)]
pub struct Driven {
    /// Interactions sent.
    pub steps: u64,
    /// Moves the bot confirmed.
    pub acknowledged: Vec<Acknowledged>,
    /// Interactions the bot never answered (it was down).
    pub unanswered: u64,
    /// Moves the bot refused.
    pub refused: u64,
    /// Ticks with every table still waiting for the bot (the rate was not reached).
    pub idle_ticks: u64,
    /// How long the humans acted.
    pub elapsed: Duration,
    /// The players, to go on with.
    pub players: Vec<Player>,
}

/// Shuts and opens the sending: `true` inside while the bot is down.
pub type Gate = Arc<RwLock<bool>>;

/// Lets the players of `players` act at `rate` a second for `length`, through `gate`.
pub async fn drive(
    discord: &FakeDiscord,
    players: Vec<Player>,
    rate: f64,
    length: Duration,
    gate: Gate,
) -> Driven {
    let count = players.len();
    let waiting: Arc<Mutex<VecDeque<Player>>> = Arc::new(Mutex::new(players.into()));
    let driven = Arc::new(Mutex::new(Driven::default()));
    let mut ticker = tokio::time::interval(Duration::from_secs_f64(1.0 / rate.max(0.001)));
    ticker.set_missed_tick_behavior(MissedTickBehavior::Skip);
    let started = Instant::now();
    while started.elapsed() < length {
        ticker.tick().await;
        let next = waiting.lock().expect("players").pop_front();
        let Some(mut player) = next else {
            driven.lock().expect("figures").idle_ticks += 1;
            continue;
        };
        let (discord, waiting, driven, gate) = (
            discord.clone(),
            Arc::clone(&waiting),
            Arc::clone(&driven),
            Arc::clone(&gate),
        );
        tokio::spawn(async move {
            let outcome = player.step(&discord, &gate).await;
            {
                let mut d = driven.lock().expect("figures");
                if let Some(o) = outcome {
                    d.steps += 1;
                    d.unanswered += u64::from(o.unanswered);
                    d.refused += u64::from(o.refused);
                    d.acknowledged.extend(o.acknowledged);
                }
            }
            waiting.lock().expect("players").push_back(player);
        });
    }
    let elapsed = started.elapsed();
    let deadline = Instant::now() + Duration::from_secs(30);
    while waiting.lock().expect("players").len() < count {
        assert!(Instant::now() < deadline, "steps did not end within 30 s");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let mut players: Vec<Player> = waiting.lock().expect("players").drain(..).collect();
    players.sort_by_key(|p| p.index);
    let mut d = std::mem::take(&mut *driven.lock().expect("figures"));
    d.elapsed = elapsed;
    d.players = players;
    d
}
