//! Disk used per finished game (issue 14): plays classic games to the end through the store,
//! as the bot stores them (every action a durable write unless `DISK_FLUSH=0`), and prints the
//! database directory's size per game at 10, 100, 1,000, 10,000 ... games, with the logical
//! bytes (keys + values) and the time a reopen takes. On demand (it takes a while):
//!
//! ```text
//! DISK_GAMES=10000 cargo test --release -p canasta-storage --test disk -- --ignored --nocapture
//! ```
//!
//! `DISK_COMPACT=1` also compacts the database at each of those points (as the bot does at
//! startup, `canasta_storage::compact`) and prints the size after; `DISK_PRUNE=1` first
//! forgets the idempotency keys, as the bot's housekeeping does a day after their use;
//! `DISK_AT_END=1` does both only after the last game, so the figures before it are sled's own;
//! `DISK_TARGET=600` plays one-deal games (a faster run, smaller games); `DISK_FLUSH=0`
//! writes without a flush per action (bulk loading).
//!
//! Figures are printed, never asserted.

mod support;

use canasta_engine::players::{HeuristicPlayer, Player};
use canasta_storage::{compact, OpenOptions, PlayerSlot, Store};
use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::time::Instant;

/// Bytes of every file under `dir`: as listed, and as allocated on disk.
fn dir_bytes(dir: &Path) -> (u64, u64) {
    let mut listed = 0;
    let mut allocated = 0;
    for entry in std::fs::read_dir(dir).expect("reads the directory") {
        let entry = entry.expect("an entry");
        let meta = entry.metadata().expect("metadata");
        if meta.is_dir() {
            let (l, a) = dir_bytes(&entry.path());
            listed += l;
            allocated += a;
        } else {
            listed += meta.len();
            allocated += meta.blocks() * 512;
        }
    }
    (listed, allocated)
}

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().replace('_', "").parse().ok())
        .unwrap_or(default)
}

/// Plays one classic game (two humans, two computers) to its end with the engine's heuristic
/// player; the humans' actions carry an idempotency key, as their interactions do. Returns
/// the number of actions.
fn play_to_end(store: &Store, n: u64, target: Option<i32>) -> u64 {
    let mut new = support::new_game(1 + n % 50, n, 1_000 + n);
    if let Some(target) = target {
        new.rules.target = target;
    }
    let humans: Vec<bool> = new
        .players
        .iter()
        .map(|p| matches!(p, PlayerSlot::Human { .. }))
        .collect();
    let created = store.create_game(new).expect("creates").record;
    // The game is followed in memory (the store is only written), to spend the time on the
    // writes being measured.
    let (id, mut game, mut version) = (created.id, created.game, created.version);
    let mut player = HeuristicPlayer::new();
    let mut actions = 0;
    while let Some(seat) = game.seat_to_act() {
        let action = player.choose(&game, seat);
        let key = humans[seat].then(|| format!("interaction-{n}-{actions}"));
        version = store
            .apply_action(id, Some(version), seat, &action, key.as_deref())
            .expect("applies")
            .version;
        game.apply(seat, &action).expect("the store applied it");
        actions += 1;
    }
    actions
}

fn report(path: &Path, store: &Store, games: u64, actions: u64, started: Instant) {
    store.flush().expect("flushes");
    let (listed, allocated) = dir_bytes(path);
    let logical: u64 = store
        .raw_records()
        .expect("reads")
        .iter()
        .map(|r| (r.key.len() + r.value.len()) as u64)
        .sum();
    println!(
        "disk: {games} finished games ({} actions each on average): directory {} KiB per game \
         ({} KiB allocated), logical {:.1} KiB per game, {:.0} s so far",
        actions / games,
        listed / games / 1024,
        allocated / games / 1024,
        logical as f64 / games as f64 / 1024.0,
        started.elapsed().as_secs_f64()
    );
}

#[test]
#[ignore = "measurement, on demand: DISK_GAMES=10000"]
fn bytes_per_finished_game() {
    let games = env_u64("DISK_GAMES", 1_000);
    let flush = env_u64("DISK_FLUSH", 1) != 0;
    let dir = std::env::var("DISK_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| std::env::temp_dir());
    let tmp = tempfile::tempdir_in(dir).expect("a temporary directory");
    let path = tmp.path().join("db");
    let at_end = env_u64("DISK_AT_END", 0) != 0;
    let compacting = env_u64("DISK_COMPACT", 0) != 0 || at_end;
    let prune = env_u64("DISK_PRUNE", 0) != 0 || at_end;
    let target = std::env::var("DISK_TARGET")
        .ok()
        .and_then(|t| t.parse().ok());
    let open = || {
        OpenOptions::new()
            .flush_every_write(flush)
            .open(&path)
            .expect("opens")
    };
    let mut store = open();
    let started = Instant::now();
    let mut actions = 0;
    let mut next_report = 10;
    for n in 0..games {
        actions += play_to_end(&store, n, target);
        if n + 1 == next_report || n + 1 == games {
            report(&path, &store, n + 1, actions, started);
            next_report *= 10;
            if at_end && n + 1 != games {
                continue;
            }
            if prune {
                let pruned = store.prune_idempotency_keys(u64::MAX).expect("prunes");
                println!("disk: {pruned} idempotency keys pruned");
                report(&path, &store, n + 1, actions, started);
            }
            if compacting {
                drop(store);
                let start = Instant::now();
                let done = compact(&path).expect("compacts");
                println!(
                    "disk: compacted in {:.2} s: {} KiB per game before, {} KiB after",
                    start.elapsed().as_secs_f64(),
                    done.before / (n + 1) / 1024,
                    done.after / (n + 1) / 1024
                );
                store = open();
            }
        }
    }
    drop(store);
    let start = Instant::now();
    let store = Store::open(&path).expect("reopens");
    let reopened = start.elapsed();
    let listed = store.game_ids().expect("lists").len();
    println!(
        "disk: reopening {games} finished games took {:.2} s ({listed} games listed after {:.2} s)",
        reopened.as_secs_f64(),
        start.elapsed().as_secs_f64()
    );
}
