//! The power-cut filesystem itself, through real system calls on its mount.

use canasta_powercut::PowerDisk;
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::os::unix::fs::FileExt;

/// Mounts a disk under a new temporary directory, or says loudly why not (the test is skipped).
fn disk(test: &str) -> Option<(tempfile::TempDir, PowerDisk)> {
    let base = tempfile::tempdir().expect("a temporary directory");
    canasta_powercut::mount_or_skip(base.path(), test).map(|disk| (base, disk))
}

#[test]
fn synced_writes_and_entries_survive_a_cut_and_the_rest_is_lost() {
    let Some((_base, mut disk)) = disk("synced writes survive") else {
        return;
    };
    let mut rng = StdRng::seed_from_u64(1);
    let root = disk.path();
    fs::create_dir(root.join("d")).unwrap();
    let mut kept = File::create(root.join("d/kept")).unwrap();
    kept.write_all(b"durable").unwrap();
    kept.sync_data().unwrap();
    let lost = File::create(root.join("d/lost")).unwrap();
    lost.write_all_at(b"never synced", 0).unwrap();
    File::open(root.join("d")).unwrap().sync_all().unwrap();
    File::open(&root).unwrap().sync_all().unwrap();
    kept.write_all(b" and more").unwrap();
    fs::rename(root.join("d/kept"), root.join("d/renamed")).unwrap();
    assert_eq!(
        fs::read(root.join("d/renamed")).unwrap(),
        b"durable and more"
    );

    let (left, report) = disk.cut(&mut rng);
    assert!(kept.sync_all().is_err(), "after the cut every call fails");
    drop((kept, lost));
    disk.restart(left).unwrap();
    let root = disk.path();
    let kept = fs::read(root.join("d/kept")).unwrap();
    assert!(kept.starts_with(b"durable"), "{kept:?}");
    assert!(kept.len() <= b"durable and more".len());
    let lost = fs::read(root.join("d/lost")).unwrap();
    assert!(lost.len() <= 12 && b"never synced".starts_with(&lost[..lost.len().min(12)]));
    assert_eq!(report.files_unsynced, 2, "{report:?}");
    let stats = disk.stats();
    assert_eq!(stats.writes, 0, "a fresh power-on");
}

#[test]
fn a_file_created_and_synced_but_not_its_directory_is_gone_after_a_cut() {
    let Some((_base, disk)) = disk("unsynced names are lost") else {
        return;
    };
    let mut rng = StdRng::seed_from_u64(2);
    let mut f = OpenOptions::new()
        .create(true)
        .truncate(true)
        .write(true)
        .open(disk.path().join("f"))
        .unwrap();
    f.write_all(b"data").unwrap();
    f.sync_all().unwrap();
    drop(f);
    let stats = disk.stats();
    assert_eq!(
        (stats.file_syncs, stats.dir_syncs, stats.creates),
        (1, 0, 1)
    );
    // Without a prefix of the root's changes kept, the file never was.
    let disk_rules = canasta_powercut::CutRules {
        torn_page: 0.0,
        dir_prefix: 0.0,
    };
    let mut disk = disk.with_rules(disk_rules);
    let (left, _) = disk.cut(&mut rng);
    disk.restart(left).unwrap();
    assert!(!disk.path().join("f").exists());
}
