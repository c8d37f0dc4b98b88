//! sled 0.34 alone on the power-cut disk: minimal reproductions of what it does not make
//! durable by itself, which the store makes up for (`storage/src/db.rs`).

use canasta_powercut::{CutRules, PowerDisk};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::fs::File;
use std::path::Path;

/// No torn pages, no directory changes kept: only what was synced survives.
const STRICT: CutRules = CutRules {
    torn_page: 0.0,
    dir_prefix: 0.0,
};

fn disk(base: &Path, test: &str) -> Option<PowerDisk> {
    canasta_powercut::mount_or_skip(base, test).map(|disk| disk.with_rules(STRICT))
}

fn sync(path: &Path) {
    File::open(path).unwrap().sync_all().unwrap();
}

/// sled's directory, made durable by name (as `Db::open` does since issue 30).
fn sync_names(db: &Path) {
    sync(&db.join("conf"));
    sync(&db.join("blobs"));
    sync(db);
    sync(db.parent().unwrap());
}

/// Cuts the power and reopens sled at the same place on the disk as it comes back.
fn cut_and_reopen(disk: &mut PowerDisk, rng: &mut StdRng, name: &str) -> sled::Result<sled::Db> {
    let (left, _) = disk.cut(rng);
    disk.restart(left).unwrap();
    sled::open(disk.path().join(name))
}

/// `Tree::flush` says it "calls fsync", so that "all previous writes will be recovered if the
/// system crashes"; on Linux it calls `sync_file_range`, which neither reaches the drive's
/// cache nor records the file's new size. A write flushed by sled alone is lost at a power
/// cut; the store adds an `fdatasync` of the log after each flush.
#[test]
fn a_write_flushed_by_sled_alone_is_lost_at_a_power_cut() {
    let base = tempfile::tempdir().unwrap();
    let Some(mut disk) = disk(base.path(), "sled") else {
        return;
    };
    let mut rng = StdRng::seed_from_u64(1);
    let path = disk.path().join("db");
    {
        let db = sled::open(&path).unwrap();
        sync_names(&path);
        db.insert("first", "synced").unwrap();
        db.flush().unwrap();
        File::open(path.join("db")).unwrap().sync_data().unwrap();
        db.insert("second", "flushed by sled only").unwrap();
        db.flush().unwrap();
        // The power goes with sled running: nothing of it runs after (its drop would sync).
        std::mem::forget(db);
        let db = cut_and_reopen(&mut disk, &mut rng, "db").unwrap();
        assert_eq!(db.get("first").unwrap().as_deref(), Some(&b"synced"[..]));
        assert_eq!(
            db.get("second").unwrap(),
            None,
            "sled's flush alone made it durable"
        );
    }
    disk.unmount();
}

/// A value too large for sled's log buffers (over a quarter of a 512 KiB segment) goes to a
/// file of its own under `blobs/`, written without any sync, and its name is never synced
/// either: after the log that points to it is synced, a power cut loses the value, and sled
/// skips the dangling pointer. The store syncs new blob files and their directory at each
/// flush.
#[test]
fn a_large_value_is_lost_at_a_power_cut_unless_its_blob_file_is_synced() {
    let base = tempfile::tempdir().unwrap();
    let Some(mut disk) = disk(base.path(), "sled") else {
        return;
    };
    let mut rng = StdRng::seed_from_u64(2);
    let big: Vec<u8> = (0..300_000).map(|_| rng.gen()).collect();
    for sync_blobs in [false, true] {
        let name = format!("db-{sync_blobs}");
        let path = disk.path().join(&name);
        let db = sled::open(&path).unwrap();
        sync_names(&path);
        let key = format!("big-{sync_blobs}");
        db.insert(&key, big.clone()).unwrap();
        db.flush().unwrap();
        if sync_blobs {
            for blob in std::fs::read_dir(path.join("blobs")).unwrap() {
                sync(&blob.unwrap().path());
            }
            sync(&path.join("blobs"));
        }
        File::open(path.join("db")).unwrap().sync_data().unwrap();
        assert!(disk.stats().blobs >= 1, "the value went to a blob file");
        std::mem::forget(db);
        let db = cut_and_reopen(&mut disk, &mut rng, &name);
        let found = db.as_ref().ok().map(|db| db.get(&key).unwrap().is_some());
        match sync_blobs {
            false => assert_ne!(found, Some(true), "sled kept a blob it never synced"),
            true => assert_eq!(found, Some(true), "the synced blob is lost"),
        }
        drop(db);
    }
    disk.unmount();
}
