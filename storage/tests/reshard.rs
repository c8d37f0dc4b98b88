//! Resharding (`canasta_storage::reshard`, issue 29): the databases of two processes (shards
//! 0 and 1 of 2) split into four (one per shard of 4). Every record lands in the database
//! of its server's new shard, counted on both sides; users' choices go to every database; a
//! rerun after a run cut short finishes it and writes only what was missing; databases that
//! would merge two games of one id are refused before anything is written.

mod support;

use canasta_storage::{reshard, GuildSettings, MoveClock, Store, StoreError, UserSettings};
use std::path::{Path, PathBuf};

/// A server id on shard `ms % count` of any count: a snowflake of millisecond `ms`.
fn guild(ms: u64) -> u64 {
    (ms << 22) | 1
}

fn shard(guild: u64, count: u64) -> usize {
    ((guild >> 22) % count) as usize
}

/// A process's database with games in `guilds`: one played to its end (a result), one timed
/// (a clock and due times), actions under idempotency keys, settings, a lobby, a user's choice.
fn filled(path: &Path, guilds: &[u64]) -> u64 {
    let store = Store::open(path).expect("opens");
    for (i, &g) in guilds.iter().enumerate() {
        let mut finished = support::new_game(g, 100 + i as u64, 7 + i as u64);
        finished.rules.target = 600;
        let mut timed = support::new_game(g, 200 + i as u64, 70 + i as u64);
        timed.move_clock = MoveClock::per_move(24);
        for (new, moves) in [(finished, usize::MAX), (timed, 12)] {
            let id = store.create_game(new).expect("creates").record.id;
            store.set_announced(id, 0).expect("marks");
            for n in 0..moves {
                let record = store.load_game(id).expect("loads");
                let Some((seat, action)) = support::autoplay::choose(&record.game) else {
                    break;
                };
                let key = format!("{g}-{}-{n}", id.0);
                store
                    .apply_action(id, Some(record.version), seat, &action, Some(&key))
                    .expect("applies");
            }
        }
        store
            .set_settings(g, &GuildSettings::default())
            .expect("settings");
        let host = canasta_storage::PlayerSlot::Human {
            user_id: 1,
            name: "Ada".into(),
        };
        let lobby = canasta_storage::LobbyRecord::new(
            300 + i as u64,
            g,
            100,
            host,
            canasta_engine::Rules::classic(),
        );
        assert!(store.create_lobby(&lobby).expect("a lobby"));
    }
    store
        .set_user_settings(1, &UserSettings::default())
        .expect("a user's choice");
    store.flush().expect("flushes");
    store.raw_records().expect("reads").len() as u64
}

/// Every record of the database at `path`, `meta` left out.
fn records(path: &Path) -> Vec<canasta_storage::RawRecord> {
    let store = Store::open_existing(path).expect("opens");
    let mut all = store.raw_records().expect("reads");
    all.retain(|r| r.tree != "meta");
    all
}

struct Split {
    _dir: tempfile::TempDir,
    sources: Vec<PathBuf>,
    targets: Vec<PathBuf>,
    source_records: u64,
}

/// Two processes' databases: servers of shard 0 of 2 in the first, of shard 1 in the other.
fn two_processes() -> Split {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let guilds: Vec<u64> = (0..6).map(guild).collect();
    let mut sources = Vec::new();
    let mut source_records = 0;
    for process in 0..2 {
        let path = dir.path().join(format!("shards-{process}-{process}.db"));
        let mine: Vec<u64> = (guilds.iter().copied())
            .filter(|&g| shard(g, 2) == process)
            .collect();
        // `meta` is each database's own and is not moved.
        source_records += filled(&path, &mine) - 1;
        sources.push(path);
    }
    let targets = (0..4)
        .map(|k| dir.path().join("new").join(format!("shards-{k}-{k}.db")))
        .collect();
    Split {
        _dir: dir,
        sources,
        targets,
        source_records,
    }
}

fn to_four(guild: u64) -> usize {
    shard(guild, 4)
}

#[test]
fn every_record_lands_on_its_servers_new_shard_counted_on_both_sides() {
    let split = two_processes();
    let report = reshard(&split.sources, &split.targets, &to_four).expect("reshards");
    println!("reshard 2 -> 4: {report:?}");
    assert_eq!(report.read_total(), split.source_records);
    // The user's choice is in both sources and goes to all four targets.
    let users = report.read["users"];
    assert_eq!(users, 2);
    let placed: u64 = report.placed.iter().sum();
    assert_eq!(placed, split.source_records - users + 4, "{report:?}");
    assert_eq!(report.found, report.placed);
    assert_eq!(report.written, placed);
    assert_eq!(report.servers, vec![2, 2, 1, 1]);
    for (k, target) in split.targets.iter().enumerate() {
        let store = Store::open_existing(target).expect("opens");
        assert!(
            store.verify_all().expect("verifies").is_empty(),
            "games replay"
        );
        for game in store.game_ids().expect("lists") {
            let record = store.load_game(game).expect("loads");
            assert_eq!(shard(record.guild_id, 4), k, "game {game} is on its shard");
        }
        assert_eq!(
            store.user_settings(1).expect("reads"),
            UserSettings::default()
        );
    }
    // Every record of the process of shard k of 2 is in exactly one of the targets of shards
    // k and k + 2 of 4 (a user's in both), byte for byte. (The two sources number their games
    // alike, so a record of one may equal one of the other: each is looked for among its own
    // targets.)
    for (k, source) in split.sources.iter().enumerate() {
        let mine: Vec<_> = [k, k + 2]
            .iter()
            .flat_map(|&t| records(&split.targets[t]))
            .collect();
        for record in records(source) {
            let copies = mine.iter().filter(|t| **t == record).count();
            let expected = if record.tree == "users" { 2 } else { 1 };
            assert_eq!(copies, expected, "{} {:?}", record.tree, record.key);
        }
    }
}

#[test]
fn a_rerun_after_a_run_cut_short_finishes_it() {
    let split = two_processes();
    let first = reshard(&split.sources, &split.targets, &to_four).expect("reshards");
    let done: Vec<_> = split.targets.iter().map(|t| records(t)).collect();
    // Cut short: the last target never written, another lacking its latest records.
    std::fs::remove_dir_all(&split.targets[3]).expect("removes");
    let lost = {
        let held = records(&split.targets[1]);
        let db = sled::open(&split.targets[1]).expect("opens");
        for record in held.iter().rev().take(5) {
            let tree = db.open_tree(&record.tree).expect("a tree");
            tree.remove(&record.key).expect("removes");
        }
        db.flush().expect("flushes");
        5
    };
    let again = reshard(&split.sources, &split.targets, &to_four).expect("finishes");
    assert_eq!(again.written, lost + first.placed[3], "{again:?}");
    assert_eq!(again.found, first.found);
    let after: Vec<_> = split.targets.iter().map(|t| records(t)).collect();
    assert!(after == done, "the same records as an uninterrupted run");
    let idle = reshard(&split.sources, &split.targets, &to_four).expect("reruns");
    assert_eq!(idle.written, 0, "a finished reshard writes nothing again");
}

#[test]
fn databases_that_would_merge_two_games_of_one_id_are_refused_untouched() {
    let split = two_processes();
    let merged = split.targets[0].clone();
    let refused = reshard(&split.sources, std::slice::from_ref(&merged), &|_| 0);
    match refused {
        Err(StoreError::Reshard(why)) => assert!(why.contains("cannot be merged"), "{why}"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(!merged.exists(), "nothing was written");
    let into_source = reshard(&split.sources, &split.sources[..1], &|_| 0);
    assert!(matches!(into_source, Err(StoreError::Reshard(_))));
}

#[test]
fn a_database_names_the_servers_it_holds_records_of() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("one.db");
    let guilds = [guild(1), guild(2), guild(7)];
    filled(&path, &guilds);
    let store = Store::open_existing(&path).expect("opens");
    let servers = store.servers_with_records().expect("reads");
    assert_eq!(servers.into_iter().collect::<Vec<_>>(), guilds.to_vec());
}
