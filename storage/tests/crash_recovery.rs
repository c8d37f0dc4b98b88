//! Crash test: a child process (this test binary, re-executed with `CHILD_DB` set) applies
//! actions to several games from several threads and prints one line per acknowledged action;
//! the parent kills it with SIGKILL at a random moment, reopens the database and checks that
//! every acknowledged action is stored, every game replays to its snapshot, nothing stored
//! before is lost, the indexes match the games, and a retried idempotency key is a duplicate.
//!
//! `CANASTA_CRASH_RUNS` sets the number of kills (default 100), `CANASTA_CRASH_SEED` the
//! random seed (printed, to reproduce a failure).

mod support;

use canasta_engine::{Action, LoggedAction};
use canasta_storage::{GameId, GameStatus, Store, StoreError};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Set in the child: the database path.
const CHILD_DB: &str = "CANASTA_CRASH_CHILD_DB";
/// Games the child keeps active.
const GAMES: usize = 12;
/// Threads in the child, each playing its share of the games.
const THREADS: usize = 4;
/// The guild every crash-test game belongs to.
const GUILD: u64 = 77;

/// The child's entry point; does nothing in a normal test run.
#[test]
fn crash_child() {
    if let Ok(path) = std::env::var(CHILD_DB) {
        child(Path::new(&path));
    }
}

/// One acknowledged action, as the child reported it.
#[derive(Debug)]
struct Ack {
    game: GameId,
    index: usize,
    version: u64,
    key: String,
    logged: LoggedAction,
}

#[test]
fn crash_recovery() {
    let runs: usize = env_or("CANASTA_CRASH_RUNS", 100);
    let seed: u64 = env_or("CANASTA_CRASH_SEED", rand::random());
    say_always(&format!(
        "crash_recovery: seed {seed} (CANASTA_CRASH_SEED to repeat)"
    ));
    let mut rng = StdRng::seed_from_u64(seed);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    // What the database held after the last reopen: it must never lose any of it.
    let mut known: BTreeMap<GameId, Vec<LoggedAction>> = BTreeMap::new();
    let (mut acks_checked, mut kills_with_acks) = (0usize, 0usize);
    let started = Instant::now();
    for run in 0..runs {
        // One kill in five counts from the start, so some land while the child opens and
        // recovers the database; the rest count from when it starts playing.
        let kill = if rng.gen_bool(0.2) {
            Kill::AfterStart(Duration::from_millis(rng.gen_range(0..150)))
        } else {
            Kill::AfterReady(Duration::from_millis(rng.gen_range(0..200)))
        };
        let (created, acks) = run_child_and_kill(&db, kill, run);
        kills_with_acks += usize::from(!acks.is_empty());
        let store = Store::open(&db).unwrap_or_else(|e| panic!("run {run}: reopen: {e}"));
        for game in &created {
            store
                .load_game(*game)
                .unwrap_or_else(|e| panic!("run {run}: created game {game} lost: {e}"));
        }
        acks_checked += check_acks(&store, &acks, run);
        check_games(&store, &mut known, run);
        retry_last_keys(&store, &acks, run);
    }
    let store = Store::open(&db).unwrap();
    let finished = known
        .keys()
        .filter(|&&g| store.load_game(g).unwrap().status == GameStatus::Finished)
        .count();
    say_always(&format!(
        "crash_recovery: {runs} kill runs ({kills_with_acks} mid-play), {acks_checked} acknowledged \
         actions checked, {} games ({finished} finished), {:.1}s",
        known.len(),
        started.elapsed().as_secs_f64()
    ));
    assert!(
        acks_checked >= runs,
        "too few acknowledged actions to mean anything"
    );
}

/// Prints past the test harness's capture, so the figures show without `--nocapture`.
fn say_always(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// When the parent kills the child.
#[derive(Debug, Clone, Copy)]
enum Kill {
    /// This long after starting it.
    AfterStart(Duration),
    /// This long after it says it is ready to play.
    AfterReady(Duration),
}

/// Starts the child, kills it as `kill` says, and returns what it acknowledged.
fn run_child_and_kill(db: &Path, kill: Kill, run: usize) -> (Vec<GameId>, Vec<Ack>) {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "crash_child", "--nocapture", "--test-threads=1"])
        .env(CHILD_DB, db)
        .env("CANASTA_CRASH_CHILD_RUN", run.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let (sender, lines) = std::sync::mpsc::channel::<String>();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        let mut line = String::new();
        // A line without its newline was cut by the kill: it was never acknowledged.
        while reader.read_line(&mut line).unwrap_or(0) > 0 && line.ends_with('\n') {
            if sender.send(std::mem::take(&mut line)).is_err() {
                break;
            }
        }
    });
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let mut early = Vec::new();
    match kill {
        Kill::AfterStart(delay) => std::thread::sleep(delay),
        Kill::AfterReady(delay) => {
            let deadline = Instant::now() + Duration::from_secs(60);
            while let Ok(line) =
                lines.recv_timeout(deadline.saturating_duration_since(Instant::now()))
            {
                let ready = line.trim_end() == "ready";
                early.push(line);
                if ready {
                    break;
                }
            }
            std::thread::sleep(delay);
        }
    }
    if let Some(status) = child.try_wait().unwrap() {
        panic!(
            "run {run}: the child exited by itself ({status}):\n{}",
            errors.join().unwrap()
        );
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    let (mut created, mut acks) = (Vec::new(), Vec::new());
    for line in early.into_iter().chain(lines) {
        let mut parts = line.trim_end().splitn(7, ' ');
        match parts.next() {
            Some("created") => created.push(GameId(parse(parts.next()))),
            Some("ack") => {
                let game = GameId(parse(parts.next()));
                let index = parse(parts.next());
                let version = parse(parts.next());
                let key = parts.next().unwrap().to_string();
                let seat = parse(parts.next());
                let action: Action = serde_json::from_str(parts.next().unwrap()).unwrap();
                acks.push(Ack {
                    game,
                    index,
                    version,
                    key,
                    logged: LoggedAction { seat, action },
                });
            }
            _ => {}
        }
    }
    (created, acks)
}

fn parse<T: std::str::FromStr>(part: Option<&str>) -> T
where
    T::Err: std::fmt::Debug,
{
    part.unwrap().parse().unwrap()
}

/// Every acknowledged action is in its game's log, at its place.
fn check_acks(store: &Store, acks: &[Ack], run: usize) -> usize {
    let mut logs = BTreeMap::new();
    for ack in acks {
        let log = logs.entry(ack.game).or_insert_with(|| {
            store
                .load_log(ack.game)
                .unwrap_or_else(|e| panic!("run {run}: game {}: {e}", ack.game))
        });
        assert_eq!(
            log.actions.get(ack.index),
            Some(&ack.logged),
            "run {run}: acknowledged action {} of game {} is missing",
            ack.index,
            ack.game
        );
        let record = store.load_game(ack.game).unwrap();
        assert!(
            record.version >= ack.version,
            "run {run}: version went back"
        );
    }
    acks.len()
}

/// Every game replays to its snapshot, keeps what it held before, and is indexed iff active.
fn check_games(store: &Store, known: &mut BTreeMap<GameId, Vec<LoggedAction>>, run: usize) {
    let ids = store.game_ids().unwrap();
    for id in known.keys() {
        assert!(ids.contains(id), "run {run}: game {id} disappeared");
    }
    let active: BTreeSet<GameId> = store.active_in_guild(GUILD).unwrap().into_iter().collect();
    for id in ids {
        store
            .verify_game(id)
            .unwrap_or_else(|e| panic!("run {run}: {e}"));
        let record = store.load_game(id).unwrap();
        let log = store.load_log(id).unwrap();
        let before = known.entry(id).or_default();
        assert!(
            log.actions.starts_with(before),
            "run {run}: game {id} lost stored actions"
        );
        assert_eq!(record.log_len, log.actions.len());
        assert_eq!(
            active.contains(&id),
            record.status == GameStatus::Active,
            "run {run}: index of game {id} disagrees with its status"
        );
        if record.status == GameStatus::Finished {
            let results = store.results_in_guild(GUILD).unwrap();
            assert!(
                results
                    .iter()
                    .any(|r| r.as_ref().is_ok_and(|r| r.game_id == id)),
                "run {run}: finished game {id} has no result"
            );
        }
        *before = log.actions;
    }
}

/// Re-sending the last acknowledged key of each game is a duplicate with the same version.
fn retry_last_keys(store: &Store, acks: &[Ack], run: usize) {
    let mut last = BTreeMap::new();
    for ack in acks {
        last.insert(ack.game, ack);
    }
    for ack in last.values() {
        let again = store
            .apply_action(
                ack.game,
                Some(ack.version - 1),
                ack.logged.seat,
                &ack.logged.action,
                Some(&ack.key),
            )
            .unwrap_or_else(|e| panic!("run {run}: retry of {}: {e}", ack.key));
        assert!(again.duplicate, "run {run}: key {} applied twice", ack.key);
        assert_eq!(again.version, ack.version);
    }
}

/// Opens the database once the parent's last handle has let go of it: sled's background
/// writers may hold the file a moment after the handle is dropped (the bot's end-to-end
/// harness waits the same way). Any other error fails the test, with its message.
fn open_when_free(path: &Path) -> Store {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        match Store::open(path) {
            Ok(store) => return store,
            Err(StoreError::Locked { .. }) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20))
            }
            Err(e) => panic!("child: open: {e}"),
        }
    }
}

/// The child: keeps `GAMES` games going in guild `GUILD`, `THREADS` threads applying the
/// computer's actions, printing `ack game index version key seat action` after each success.
fn child(path: &Path) -> ! {
    let out = Arc::new(Mutex::new(std::io::stdout()));
    // End the harness's "test crash_child ... " line, so every line after is ours.
    say(&out, "");
    let store = open_when_free(path);
    let run: u64 = env_or("CANASTA_CRASH_CHILD_RUN", 0);
    let mut games = store.active_in_guild(GUILD).unwrap();
    games.truncate(GAMES);
    while games.len() < GAMES {
        games.push(create(&store, &out, run * 1000 + games.len() as u64));
    }
    say(&out, "ready");
    let threads: Vec<_> = (0..THREADS)
        .map(|t| {
            let mine: Vec<GameId> = games.iter().copied().skip(t).step_by(THREADS).collect();
            let (store, out) = (store.clone(), out.clone());
            let first_seed = run * 1000 + 100 * (t as u64 + 1);
            std::thread::spawn(move || play(&store, &out, mine, first_seed))
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    unreachable!("the child plays until it is killed")
}

fn create(store: &Store, out: &Mutex<std::io::Stdout>, seed: u64) -> GameId {
    let mut new = support::new_game(GUILD, 1000 + seed, seed);
    // Half the games play to a low target, so games end (packing the log, recording the
    // result, leaving the indexes) while the child is being killed.
    if seed & 1 == 0 {
        new.rules.target = 600;
    }
    new.idempotency_key = Some(format!("create-{seed}"));
    let id = store.create_game(new).expect("child: create").record.id;
    say(out, &format!("created {id}"));
    id
}

fn play(store: &Store, out: &Mutex<std::io::Stdout>, mut games: Vec<GameId>, first_seed: u64) {
    let mut next_seed = first_seed;
    loop {
        for slot in games.iter_mut() {
            let record = store.load_game(*slot).expect("child: load");
            let Some((seat, action)) = support::autoplay::choose(&record.game) else {
                // Finished: start another game in its place.
                next_seed += 1;
                *slot = create(store, out, next_seed);
                continue;
            };
            let key = format!("{}:{}", slot, record.version);
            let applied = store
                .apply_action(*slot, Some(record.version), seat, &action, Some(&key))
                .expect("child: apply");
            assert!(!applied.duplicate);
            let action = serde_json::to_string(&action).unwrap();
            say(
                out,
                &format!(
                    "ack {slot} {} {} {key} {seat} {action}",
                    record.log_len, applied.version
                ),
            );
        }
    }
}

/// Writes one whole line and flushes it: the acknowledgement.
fn say(out: &Mutex<std::io::Stdout>, line: &str) {
    let out = out.lock().unwrap();
    let mut out = out.lock();
    out.write_all(format!("{line}\n").as_bytes()).unwrap();
    out.flush().unwrap();
}
