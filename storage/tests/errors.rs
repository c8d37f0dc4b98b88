//! Clear errors that name the path, and damage that stays with the damaged game.

mod support;

use canasta_storage::{GameId, GameStatus, Store, StoreError};
use flate2::read::DeflateDecoder;
use flate2::write::DeflateEncoder;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};

/// Set in the child of `a_database_open_elsewhere_is_locked`: the database to hold.
const HOLDER_DB: &str = "CANASTA_HOLD_DB";

fn message(e: &StoreError) -> String {
    e.to_string()
}

#[test]
fn a_missing_parent_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no/such/dir/db");
    let err = Store::open(&path).err().unwrap();
    assert!(matches!(err, StoreError::Missing { .. }), "{err}");
    assert!(message(&err).contains(&path.display().to_string()));
    assert!(!dir.path().join("no").exists(), "nothing was created");
}

#[test]
fn open_existing_refuses_what_is_not_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("db");
    let err = Store::open_existing(&missing).err().unwrap();
    assert!(matches!(err, StoreError::Missing { .. }), "{err}");
    assert!(message(&err).contains(&missing.display().to_string()));
    let err = Store::open_existing(dir.path()).err().unwrap();
    assert!(message(&err).contains("holds no database"), "{err}");
}

#[test]
fn a_file_in_the_way_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("db");
    std::fs::write(&file, "not a database").unwrap();
    let err = Store::open(&file).err().unwrap();
    assert!(message(&err).contains("is a file"), "{err}");
    assert!(message(&err).contains(&file.display().to_string()));
}

#[test]
fn an_unwritable_path_is_named() {
    // Root ignores permission bits, so use a place nobody may create directories in.
    let path = Path::new("/proc/canasta-storage-test/db");
    let err = Store::open(path).err().unwrap();
    assert!(
        message(&err).contains("/proc/canasta-storage-test"),
        "{err}"
    );
}

#[test]
fn a_database_open_in_this_process_is_locked() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let _first = Store::open(&path).unwrap();
    let err = Store::open(&path).err().unwrap();
    assert!(matches!(err, StoreError::Locked { .. }), "{err}");
    assert!(message(&err).contains(&path.display().to_string()));
}

/// The holder child: opens the database, says so, and waits to be killed.
#[test]
fn hold_database_child() {
    if let Ok(path) = std::env::var(HOLDER_DB) {
        let _store = Store::open(&path).unwrap();
        println!("holding");
        std::thread::sleep(std::time::Duration::from_secs(60));
    }
}

#[test]
fn a_database_open_elsewhere_is_locked() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "hold_database_child", "--nocapture"])
        .env(HOLDER_DB, &path)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    assert!(lines.any(|l| l.unwrap().contains("holding")));
    let err = Store::open(&path).err().unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(matches!(err, StoreError::Locked { .. }), "{err}");
    assert!(message(&err).contains("in use by another process"));
    assert!(message(&err).contains(&path.display().to_string()));
    // Once the holder is gone the database opens.
    Store::open(&path).unwrap();
}

/// Three games in guild 1, ids returned; the store is closed.
fn three_games(path: &Path) -> Vec<GameId> {
    let store = Store::open(path).unwrap();
    (0..3)
        .map(|g| {
            let id = store
                .create_game(support::new_game(1, g, g))
                .unwrap()
                .record
                .id;
            for _ in 0..5 {
                let r = store.load_game(id).unwrap();
                let (seat, action) = support::autoplay::choose(&r.game).unwrap();
                store.apply_action(id, None, seat, &action, None).unwrap();
            }
            id
        })
        .collect()
}

/// Rewrites one stored value with the store closed.
fn edit(path: &Path, tree: &str, key: &[u8], change: impl FnOnce(Vec<u8>) -> Vec<u8>) {
    let db = support::raw_sled(path);
    let tree = db.open_tree(tree).unwrap();
    let value = tree.get(key).unwrap().unwrap().to_vec();
    tree.insert(key, change(value)).unwrap();
    db.flush().unwrap();
}

#[test]
fn a_corrupt_game_does_not_take_the_others_down() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let ids = three_games(&path);
    edit(&path, "games", &ids[1].to_key(), |mut v| {
        let mid = v.len() / 2;
        v[mid] ^= 0xFF;
        v
    });
    let store = Store::open(&path).unwrap();
    let err = store.load_game(ids[1]).unwrap_err();
    assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
    let text = message(&err);
    assert!(text.contains(&format!("game {}", ids[1])), "{text}");
    assert!(text.contains("checksum"), "{text}");
    assert!(text.contains(&path.display().to_string()), "{text}");

    assert_eq!(store.active_in_guild(1).unwrap(), ids);
    let loaded = store.load_games(&ids);
    assert!(loaded[0].is_ok() && loaded[1].is_err() && loaded[2].is_ok());
    for &good in [ids[0], ids[2]].iter() {
        let r = store.load_game(good).unwrap();
        let (seat, action) = support::autoplay::choose(&r.game).unwrap();
        store.apply_action(good, None, seat, &action, None).unwrap();
        store.verify_game(good).unwrap();
    }
    assert!(matches!(
        store.apply_action(ids[1], None, 0, &canasta_engine::Action::Draw, None),
        Err(StoreError::Corrupt { .. })
    ));
    assert!(store.export_game(ids[1]).is_err());
    let failing: Vec<GameId> = store
        .verify_all()
        .unwrap()
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    assert_eq!(failing, vec![ids[1]]);
    // A backup still copies everything, the damaged record included.
    let copy = dir.path().join("copy");
    store.backup_to(&copy).unwrap();
    assert!(Store::open(&copy).unwrap().load_game(ids[1]).is_err());
}

#[test]
fn a_corrupt_log_is_reported_for_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let ids = three_games(&path);
    let mut key = ids[0].to_key().to_vec();
    key.extend_from_slice(&2u32.to_be_bytes());
    edit(&path, "log", &key, |v| v[..v.len() - 3].to_vec());
    let store = Store::open(&path).unwrap();
    store.load_game(ids[0]).unwrap();
    let err = store.load_log(ids[0]).unwrap_err();
    assert!(
        message(&err).contains(&format!("log of game {}", ids[0])),
        "{err}"
    );
    assert!(store.verify_game(ids[0]).is_err());
    store.load_log(ids[1]).unwrap();
}

/// Opens a stored game value, lets `change` edit its JSON, and seals it again.
fn rewrite_game_json(value: Vec<u8>, change: impl FnOnce(&mut serde_json::Value)) -> Vec<u8> {
    let mut json = Vec::new();
    DeflateDecoder::new(&value[9..])
        .read_to_end(&mut json)
        .unwrap();
    let mut doc: serde_json::Value = serde_json::from_slice(&json).unwrap();
    change(&mut doc);
    let mut encoder = DeflateEncoder::new(Vec::new(), flate2::Compression::default());
    encoder
        .write_all(&serde_json::to_vec(&doc).unwrap())
        .unwrap();
    let payload = encoder.finish().unwrap();
    let mut out = value[..5].to_vec();
    out.extend_from_slice(&crc32fast::hash(&payload).to_be_bytes());
    out.extend_from_slice(&payload);
    out
}

#[test]
fn a_snapshot_the_engine_no_longer_reads_is_rebuilt_from_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let ids = three_games(&path);
    let before = Store::open(&path).unwrap().load_game(ids[0]).unwrap();
    edit(&path, "games", &ids[0].to_key(), |v| {
        rewrite_game_json(v, |doc| {
            doc["snapshot"] = serde_json::json!({"layout": "new"})
        })
    });
    let store = Store::open(&path).unwrap();
    assert_eq!(store.load_game(ids[0]).unwrap(), before);
    // The next write stores a fresh snapshot.
    let (seat, action) = support::autoplay::choose(&before.game).unwrap();
    store
        .apply_action(ids[0], None, seat, &action, None)
        .unwrap();
    store.verify_game(ids[0]).unwrap();
}

#[test]
fn a_record_from_a_newer_build_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let ids = three_games(&path);
    edit(&path, "games", &ids[2].to_key(), |mut v| {
        v[2..4].copy_from_slice(&99u16.to_be_bytes());
        v
    });
    let store = Store::open(&path).unwrap();
    let err = store.load_game(ids[2]).unwrap_err();
    assert!(matches!(err, StoreError::TooNew { found: 99, .. }), "{err}");
    assert!(message(&err).contains("upgrade"));
    drop(store);

    edit(&path, "meta", b"layout", |_| {
        // A meta record claiming layout 7.
        let json = br#"{"layout":7}"#;
        let mut v = vec![0xCA, b'M', 0, 1, 0];
        v.extend_from_slice(&crc32fast::hash(json).to_be_bytes());
        v.extend_from_slice(json);
        v
    });
    let err = Store::open(&path).err().unwrap();
    assert!(matches!(err, StoreError::TooNew { found: 7, .. }), "{err}");
}

#[test]
fn abandoning_a_damaged_game_is_refused_without_harm() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let ids = three_games(&path);
    edit(&path, "games", &ids[0].to_key(), |_| b"garbage".to_vec());
    let store = Store::open(&path).unwrap();
    assert!(store.set_status(ids[0], GameStatus::Abandoned).is_err());
    assert_eq!(store.set_status(ids[1], GameStatus::Abandoned).unwrap(), 6);
    assert_eq!(store.active_in_guild(1).unwrap(), vec![ids[0], ids[2]]);
}
