//! Storage figures: durable apply latency, bytes per finished classic game, and the time to
//! open a database of many games.
//!
//! `cargo bench -p canasta-storage --bench storage` runs all three with the sizes;
//! `CANASTA_BENCH_GAMES` (default 100000) sets the database size for the open figure and
//! `CANASTA_BENCH_DIR` where the databases go (default: the system temp dir).

#[path = "../tests/support/mod.rs"]
mod support;

use canasta_engine::Rules;
use canasta_storage::{GameId, OpenOptions, Store};
use std::path::Path;
use std::time::{Duration, Instant};

fn main() {
    // `cargo test --benches` runs this with `--bench` absent: keep that quick.
    if !std::env::args().any(|a| a == "--bench") {
        println!("storage bench: run with `cargo bench` for figures");
        return;
    }
    let root = std::env::var_os("CANASTA_BENCH_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(std::env::temp_dir);
    let dir = tempfile::tempdir_in(root).unwrap();
    disk_floor(dir.path());
    durable_apply(&dir.path().join("apply"));
    bytes_per_finished_game(&dir.path().join("finished"));
    let games = std::env::var("CANASTA_BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    open_time(&dir.path().join("open"), games);
}

/// What one durable write costs on this disk without sled: 4 KiB overwritten in place, then
/// `fdatasync`. The durable apply cannot beat this.
fn disk_floor(dir: &Path) {
    use std::os::unix::fs::FileExt;
    let file = std::fs::File::create(dir.join("probe")).unwrap();
    file.write_all_at(&vec![0; 4096 * 512], 0).unwrap();
    file.sync_all().unwrap();
    let times = (0..500u64)
        .map(|i| {
            file.write_all_at(&[7; 4096], i * 4096).unwrap();
            let start = Instant::now();
            file.sync_data().unwrap();
            start.elapsed()
        })
        .collect();
    report("disk floor: 4 KiB pwrite + fdatasync, no sled", times);
}

/// The next computer action of `game`, applied durably; returns how long the store took.
fn timed_apply(store: &Store, game: GameId) -> Option<Duration> {
    let record = store.load_game(game).unwrap();
    let (seat, action) = support::autoplay::choose(&record.game)?;
    let key = format!("{game}:{}", record.version);
    let start = Instant::now();
    store
        .apply_action(game, Some(record.version), seat, &action, Some(&key))
        .unwrap();
    Some(start.elapsed())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn report(what: &str, mut times: Vec<Duration>) {
    times.sort_unstable();
    println!(
        "{what}: n={} p50={:.2}ms p90={:.2}ms p99={:.2}ms max={:.2}ms",
        times.len(),
        percentile(&times, 0.50).as_secs_f64() * 1e3,
        percentile(&times, 0.90).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times.last().unwrap().as_secs_f64() * 1e3,
    );
}

/// Durable `apply_action` (load, engine, transaction, flush + fdatasync) on 20 games, one
/// thread, then on 4 threads each with its own games; then on games with long logs.
fn durable_apply(path: &Path) {
    let store = Store::open(path).unwrap();
    let games: Vec<GameId> = (0..20)
        .map(|g| {
            store
                .create_game(support::new_game(1, g, g))
                .unwrap()
                .record
                .id
        })
        .collect();
    let mut times = Vec::new();
    for round in 0..150 {
        for &g in &games {
            times.extend(timed_apply(&store, g));
        }
        if round == 0 {
            times.clear(); // warm-up
        }
    }
    report("durable apply, 1 thread", times);

    let threads: Vec<_> = games
        .chunks(5)
        .map(|mine| {
            let (store, mine) = (store.clone(), mine.to_vec());
            std::thread::spawn(move || {
                let mut times = Vec::new();
                for _ in 0..150 {
                    for &g in &mine {
                        times.extend(timed_apply(&store, g));
                    }
                }
                times
            })
        })
        .collect();
    let started = Instant::now();
    let times: Vec<Duration> = threads
        .into_iter()
        .flat_map(|t| t.join().unwrap())
        .collect();
    let per_second = times.len() as f64 / started.elapsed().as_secs_f64();
    report(
        &format!("durable apply, 4 threads on different games ({per_second:.0}/s)"),
        times,
    );

    // Long logs: an action appends, so the cost should not grow with the log.
    let long: Vec<GameId> = games.iter().copied().take(4).collect();
    let bulk = store.clone();
    for &g in &long {
        while bulk.load_game(g).unwrap().log_len < 1500 {
            if timed_apply(&bulk, g).is_none() {
                break;
            }
        }
    }
    let mut times = Vec::new();
    for _ in 0..100 {
        for &g in &long {
            times.extend(timed_apply(&store, g));
        }
    }
    let lens: Vec<usize> = long
        .iter()
        .map(|&g| store.load_game(g).unwrap().log_len)
        .collect();
    report(&format!("durable apply, logs of {lens:?} actions"), times);
}

/// Plays classic games to the end and measures what each takes.
fn bytes_per_finished_game(path: &Path) {
    const GAMES: u64 = 10;
    let store = OpenOptions::new()
        .flush_every_write(false)
        .open(path)
        .unwrap();
    let mut actions = 0;
    for g in 0..GAMES {
        let id = store
            .create_game(support::new_game(2, g, 1000 + g))
            .unwrap()
            .record
            .id;
        while let Some((seat, action)) =
            support::autoplay::choose(&store.load_game(id).unwrap().game)
        {
            store.apply_action(id, None, seat, &action, None).unwrap();
            actions += 1;
        }
        assert!(store.load_game(id).unwrap().game.is_over());
        assert_eq!(store.load_game(id).unwrap().rules, Rules::classic());
    }
    store.flush().unwrap();
    let on_disk = store.size_on_disk().unwrap();
    drop(store);
    let db = sled::open(path).unwrap();
    let mut logical = 0;
    for name in db.tree_names() {
        for kv in db.open_tree(&name).unwrap().iter() {
            let (k, v) = kv.unwrap();
            logical += k.len() + v.len();
        }
    }
    println!(
        "finished classic game: {} actions on average; {} bytes stored per game \
         (keys + values: game record, packed log, result, indexes); sled file size {} KiB \
         for {GAMES} games",
        actions / GAMES,
        logical as u64 / GAMES,
        on_disk / 1024
    );
}

/// Fills a database with `games` games (a few actions each, two threads), then times
/// reopening it and the first reads after the reopen.
fn open_time(path: &Path, games: u64) {
    let fill = Instant::now();
    {
        let store = OpenOptions::new()
            .flush_every_write(false)
            .open(path)
            .unwrap();
        let fillers: Vec<_> = (0..2)
            .map(|t| {
                let store = store.clone();
                std::thread::spawn(move || {
                    for g in (t..games).step_by(2) {
                        let id = store
                            .create_game(support::new_game(g % 500, g, g))
                            .unwrap()
                            .record
                            .id;
                        for _ in 0..4 {
                            let record = store.load_game(id).unwrap();
                            let (seat, action) = support::autoplay::choose(&record.game).unwrap();
                            store.apply_action(id, None, seat, &action, None).unwrap();
                        }
                    }
                })
            })
            .collect();
        fillers.into_iter().for_each(|f| f.join().unwrap());
        store.flush().unwrap();
        println!(
            "open: filled {games} games in {:.1}s, {} MiB on disk",
            fill.elapsed().as_secs_f64(),
            store.size_on_disk().unwrap() >> 20
        );
    }
    for attempt in 1..=3 {
        let start = Instant::now();
        let store = Store::open(path).unwrap();
        let opened = start.elapsed();
        let listed = store.active_in_guild(7).unwrap();
        let record = store.load_game(listed[0]).unwrap();
        let first_read = start.elapsed();
        assert_eq!(record.guild_id, 7);
        println!(
            "open {games} games (attempt {attempt}): Store::open {:.0}ms, first listing + load \
             {:.0}ms after the start",
            opened.as_secs_f64() * 1e3,
            first_read.as_secs_f64() * 1e3
        );
    }
    // A restart after a day of play: sled replays what was written since the last open.
    let actions = 20_000;
    {
        let store = OpenOptions::new()
            .flush_every_write(false)
            .open(path)
            .unwrap();
        let ids = store.game_ids().unwrap();
        for i in 0..actions {
            let id = ids[(i * 37) % ids.len().min(2000)];
            let record = store.load_game(id).unwrap();
            if let Some((seat, action)) = support::autoplay::choose(&record.game) {
                store.apply_action(id, None, seat, &action, None).unwrap();
            }
        }
        store.flush().unwrap();
    }
    let start = Instant::now();
    let store = Store::open(path).unwrap();
    store
        .load_game(store.active_in_guild(7).unwrap()[0])
        .unwrap();
    println!(
        "open {games} games after {actions} more actions: {:.0}ms",
        start.elapsed().as_secs_f64() * 1e3
    );
}
