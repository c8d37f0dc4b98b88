//! What finding due reminders and deadlines costs with many timed games waiting: the
//! due-time index against the scan the reminder task did before it (every active game of a
//! guild loaded and looked at).
//!
//! `cargo bench -p canasta-storage --bench due` (`CANASTA_BENCH_GAMES`, default 10000, sets
//! how many active games with a 24 h clock are stored).

#[path = "../tests/support/mod.rs"]
mod support;

use canasta_storage::{MoveClock, OpenOptions, PlayerSlot, Store, TestClock};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Some day in 2026.
const START: u64 = 1_790_000_000_000;
const GUILD: u64 = 1;

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        println!("due bench: run with `cargo bench` for figures");
        return;
    }
    let games: u64 = std::env::var("CANASTA_BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::at(START);
    let store = fill(&dir.path().join("db"), &clock, games);
    println!(
        "{games} active games with a 24 h clock, one a second from START: {} due-index entries, \
         {} KiB on disk",
        store.due_entries(),
        store.size_on_disk().unwrap() / 1024
    );

    // An hour after the last game started: nothing is due (the first reminder is at 19.2 h).
    let idle = START + games * 1000 + 3_600_000;
    let before = store.stats();
    let times = timed(10_000, || assert!(store.due_now(idle).unwrap().is_empty()));
    let reads = (store.stats() - before).reads;
    report("due_now, nothing due", &times);
    println!("  sled reads per call: {}", reads / 10_000);

    // 19.2 h and ten seconds after START: the first ten games' reminders are due.
    let some = START + 24 * 3_600_000 * 4 / 5 + 9_000;
    let times = timed(1_000, || assert_eq!(store.due_now(some).unwrap().len(), 10));
    report("due_now, 10 reminders due", &times);

    let times = timed(5, || {
        let found = scan(&store, some);
        assert!(found >= 10, "{found}");
    });
    report(
        "the scan it replaces: load every active game of the guild",
        &times,
    );
}

/// Stores `games` four-human games with a 24 h clock, the clock a second on for each.
fn fill(path: &std::path::Path, clock: &TestClock, games: u64) -> Store {
    let store = OpenOptions::new()
        .flush_every_write(false)
        .clock(Arc::new(clock.clone()))
        .open(path)
        .unwrap();
    let start = Instant::now();
    for g in 0..games {
        let mut new = support::new_game(GUILD, g, g);
        new.players = (1..=4)
            .map(|n| PlayerSlot::Human {
                user_id: g * 4 + n,
                name: format!("P{n}"),
            })
            .collect();
        new.move_clock = MoveClock::per_move(24);
        store.create_game(new).unwrap();
        clock.advance(Duration::from_secs(1));
    }
    store.flush().unwrap();
    println!(
        "stored {games} games in {:.1}s",
        start.elapsed().as_secs_f64()
    );
    store
}

/// The old way: every active game of the guild loaded and its wait checked.
fn scan(store: &Store, now: u64) -> usize {
    let mut due = 0;
    for game in store.active_in_guild(GUILD).unwrap() {
        let record = store.load_game(game).unwrap();
        if now.saturating_sub(record.updated_at) >= 24 * 3_600_000 * 4 / 5 {
            due += 1;
        }
    }
    due
}

fn timed(n: usize, mut f: impl FnMut()) -> Vec<Duration> {
    (0..n)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect()
}

fn report(what: &str, times: &[Duration]) {
    let mut times = times.to_vec();
    times.sort_unstable();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize].as_secs_f64() * 1e6;
    println!(
        "{what}: n={} p50={:.1}µs p99={:.1}µs max={:.1}µs",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}
