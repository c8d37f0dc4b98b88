//! Compaction (`canasta_storage::compact`): the database rewritten into a fresh copy keeps
//! every record byte for byte, takes less room, and a kill at any moment of it loses nothing:
//! the next open finds either the original or the complete copy in place.

mod support;

use canasta_storage::{compact, RawRecord, Store};
use rand::{Rng, SeedableRng};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Set in the child: the database to compact over and over until killed.
const CHILD_DB: &str = "CANASTA_COMPACT_CHILD_DB";

/// A database with `games` games (one finished), a few actions in each; returns its records.
fn filled(path: &Path, games: u64) -> Vec<RawRecord> {
    let store = Store::open(path).expect("opens");
    for g in 0..games {
        let mut new = support::new_game(1, g, 100 + g);
        if g == 0 {
            new.rules.target = 600;
        }
        let id = store.create_game(new).expect("creates").record.id;
        let moves = if g == 0 { usize::MAX } else { 30 };
        for i in 0..moves {
            let record = store.load_game(id).expect("loads");
            let Some((seat, action)) = support::autoplay::choose(&record.game) else {
                break;
            };
            let key = format!("k-{}-{i}", id.0);
            store
                .apply_action(id, Some(record.version), seat, &action, Some(&key))
                .expect("applies");
        }
    }
    store.flush().expect("flushes");
    store.raw_records().expect("reads")
}

/// Opens `path` and checks it holds exactly `records`, every game verifying.
fn holds(path: &Path, records: &[RawRecord]) {
    let store = Store::open(path).expect("reopens");
    assert!(
        store.raw_records().expect("reads") == records,
        "records kept byte for byte"
    );
    assert!(
        store.verify_all().expect("verifies").is_empty(),
        "every game replays"
    );
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().expect("a name").to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

#[test]
fn compaction_keeps_every_record_and_shrinks_the_file() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("db");
    let records = filled(&path, 6);
    let report = compact(&path).expect("compacts");
    println!("compaction: {report:?}");
    assert!(report.after < report.before, "{report:?}");
    assert_eq!(report.records as usize, records.len());
    holds(&path, &records);
    assert!(!sibling(&path, ".old").exists() && !sibling(&path, ".compacted").exists());
}

/// A compacted database is a fresh sled database whose id generator starts again: new games
/// must still get ids no game has (found by the disk measurement, where the first game
/// created after a compaction was refused as contended).
#[test]
fn games_created_after_compaction_get_new_ids() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("db");
    for round in 0..3u64 {
        filled(&path, 3);
        compact(&path).expect("compacts");
        let store = Store::open(&path).expect("reopens");
        let before = store.game_ids().expect("lists");
        let highest = before.iter().max().copied().expect("games");
        for n in 0..3 {
            let new = support::new_game(2, 1_000 + round * 10 + n, n);
            let id = store.create_game(new).expect("creates").record.id;
            assert!(id > highest, "{id:?} after {highest:?}");
        }
        assert_eq!(store.game_ids().expect("lists").len(), before.len() + 3);
    }
}

#[test]
fn an_interrupted_compaction_is_finished_or_undone_at_the_next_open() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("db");
    let records = filled(&path, 3);
    let copy_of = |from: &Path, to: &Path| {
        let store = Store::open_existing(from).expect("opens");
        store.backup_to(to).expect("copies");
    };
    // Killed after the copy was complete, before the swap: the original stays.
    copy_of(&path, &sibling(&path, ".compacted"));
    holds(&path, &records);
    assert!(
        !sibling(&path, ".compacted").exists(),
        "the leftover copy is removed"
    );
    // Killed between the two renames: the complete copy takes the original's place.
    copy_of(&path, &sibling(&path, ".compacted"));
    std::fs::rename(&path, sibling(&path, ".old")).expect("renames");
    holds(&path, &records);
    assert!(
        !sibling(&path, ".old").exists(),
        "the original is removed once replaced"
    );
    // Killed after the swap, before the original was removed.
    copy_of(&path, &sibling(&path, ".old"));
    holds(&path, &records);
    assert!(!sibling(&path, ".old").exists());
}

/// The child's entry point; does nothing in a normal test run.
#[test]
fn compact_child() {
    if let Ok(path) = std::env::var(CHILD_DB) {
        loop {
            compact(Path::new(&path)).expect("compacts");
            println!("compacted");
        }
    }
}

#[test]
fn a_kill_during_compaction_loses_nothing() {
    let runs: u64 = std::env::var("CANASTA_COMPACT_KILLS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(12);
    let seed: u64 = rand::random();
    println!("compaction kills: seed {seed}");
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("db");
    let records = filled(&path, 4);
    for run in 0..runs {
        let mut child = Command::new(std::env::current_exe().expect("the test binary"))
            .args([
                "--exact",
                "compact_child",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_DB, &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawns");
        std::thread::sleep(Duration::from_millis(rng.gen_range(20..600)));
        child.kill().expect("SIGKILL");
        let out = child.wait_with_output().expect("waits");
        let done = String::from_utf8_lossy(&out.stdout)
            .matches("compacted")
            .count();
        holds(&path, &records);
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .expect("lists")
            .map(|e| {
                e.expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        assert_eq!(names, ["db"], "no leftovers of compaction");
        println!("kill {run}, after {done} compactions: every record there");
    }
}

/// sled 0.34 writes its snapshot as `snap.<lsn>.generating` and renames it when complete, but
/// reads the name sorted last among `snap.*` files, the unfinished one included: a kill while
/// a snapshot was being written (every open writes one) left a database it refused to open
/// ("Read corrupted data at file offset None"). Found by the compaction kill test, where a
/// fresh copy's first open writes the whole snapshot.
#[test]
fn a_snapshot_cut_short_by_a_kill_does_not_stop_the_next_open() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("db");
    let records = filled(&path, 2);
    let unfinished = path.join("snap.FFFFFFFFFFFFFFFF.generating");
    std::fs::write(&unfinished, b"cut short").expect("writes");
    holds(&path, &records);
    assert!(!unfinished.exists(), "the unfinished snapshot is removed");
}
