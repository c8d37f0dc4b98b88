//! `canasta-bot reshard` killed midway (issue 29): the real binary splits two processes'
//! databases (shards 0 and 1 of 2) into four, and is SIGKILLed at growing delays into its
//! run, each kill leaving the targets as they were at that moment; a last run finishes the
//! job and its own check passes. The four databases then hold, record for record, what one
//! uninterrupted reshard of the same sources writes.

use canasta_engine::players::{HeuristicPlayer, Player};
use canasta_engine::Rules;
use canasta_storage::{MoveClock, NewGame, PlayerSlot, Store};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// Servers in each source database.
const SERVERS: u64 = 30;
/// Games per server, each a few moves in.
const GAMES: u64 = 3;
/// Moves played in each game.
const MOVES: usize = 12;
/// How long into a run each kill comes.
const KILLS_MS: [u64; 5] = [5, 20, 50, 120, 300];

/// A server on shard `shard` of 2: a snowflake of millisecond `2 * n + shard`.
fn server(n: u64, shard: u64) -> u64 {
    ((2 * n + shard) << 22) | 1
}

/// The database of the process running shard `shard` of 2, with its servers' games.
fn source(path: &Path, shard: u64) {
    let store = Store::open(path).expect("a new database");
    for n in 0..SERVERS {
        let guild = server(n, shard);
        for g in 0..GAMES {
            let players = ["Ada", "Blaise", "Grace", "Linus"].map(|name| PlayerSlot::Computer {
                name: format!("{name} (computer)"),
                kind: "good".into(),
            });
            let created = store
                .create_game(NewGame {
                    guild_id: guild,
                    channel_id: guild + 1000 + g,
                    host_id: 7,
                    players: players.to_vec(),
                    rules: Rules::classic(),
                    seed: n * GAMES + g,
                    move_clock: MoveClock::none(),
                    idempotency_key: None,
                })
                .expect("stores");
            let id = created.record.id;
            for m in 0..MOVES {
                let record = store.load_game(id).expect("loads");
                let Some(seat) = record.game.seat_to_act() else {
                    break;
                };
                let action = HeuristicPlayer::new().choose(&record.game, seat);
                let key = format!("{guild}-{g}-{m}");
                store
                    .apply_action(id, Some(record.version), seat, &action, Some(&key))
                    .expect("applies");
            }
        }
    }
    store.flush().expect("flushes");
}

/// `canasta-bot reshard` from `sources` into `to`, four shards.
fn reshard_command(sources: &[PathBuf], to: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_canasta-bot"));
    command
        .arg("reshard")
        .arg("--from")
        .args(sources)
        .arg("--to")
        .arg(to)
        .args(["--shard-count", "4"]);
    command
}

/// The reshard run to its end.
fn reshard(sources: &[PathBuf], to: &Path) -> Output {
    reshard_command(sources, to).output().expect("reshard runs")
}

/// The reshard SIGKILLed `after` its start; true if it was still running then.
fn reshard_killed(sources: &[PathBuf], to: &Path, after: Duration) -> bool {
    let mut child = reshard_command(sources, to)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("reshard starts");
    std::thread::sleep(after);
    let running = child.try_wait().expect("a status").is_none();
    if running {
        child.kill().expect("SIGKILL");
    }
    child.wait().expect("reaped");
    running
}

/// A record: its tree, key and value.
type Record = (String, Vec<u8>, Vec<u8>);

/// Every record of each of the four databases in `dir`, `meta` left out.
fn records(dir: &Path) -> Vec<Vec<Record>> {
    (0..4)
        .map(|k| {
            let store = Store::open_existing(dir.join(format!("shards-{k}-{k}.db")))
                .expect("a target opens");
            let mut all: Vec<_> = (store.raw_records().expect("reads").into_iter())
                .filter(|r| r.tree != "meta")
                .map(|r| (r.tree, r.key, r.value))
                .collect();
            all.sort();
            all
        })
        .collect()
}

#[test]
fn a_reshard_killed_midway_is_finished_by_running_it_again() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let sources: Vec<PathBuf> = (0..2)
        .map(|k| dir.path().join(format!("shards-{k}-{k}-of-2.db")))
        .collect();
    for (shard, path) in sources.iter().enumerate() {
        source(path, shard as u64);
    }

    let whole = dir.path().join("whole");
    let started = Instant::now();
    let output = reshard(&sources, &whole);
    let took = started.elapsed();
    assert!(output.status.success(), "{output:?}");

    let killed = dir.path().join("killed");
    let cut_short = (KILLS_MS.iter())
        .filter(|&&ms| reshard_killed(&sources, &killed, Duration::from_millis(ms)))
        .count();
    assert!(cut_short >= 1, "no kill came while the reshard ran");
    let output = reshard(&sources, &killed);
    let said = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let (whole, killed) = (records(&whole), records(&killed));
    let counts: Vec<usize> = whole.iter().map(Vec::len).collect();
    assert!(
        counts.iter().all(|&n| n > 0),
        "every target holds servers: {counts:?}"
    );
    assert_eq!(
        killed, whole,
        "the killed and finished reshard wrote what one run writes"
    );
    println!(
        "reshard killed at {KILLS_MS:?} ms ({cut_short} of {} while running; a whole run \
         takes {took:.1?}), then finished: {counts:?} records in the four databases, as one run writes",
        KILLS_MS.len()
    );
}
