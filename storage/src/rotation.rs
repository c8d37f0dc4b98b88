//! Backups on a schedule: each one a new database in a backup directory, named by the time it
//! was made (`canasta-20261122-041530`), the oldest removed beyond a number to keep. The bot
//! runs this while it holds the database, which `canasta-bot backup` cannot do.

use crate::backup::BackupReport;
use crate::error::{Result, StoreError};
use crate::store::Store;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The name every scheduled backup starts with.
const PREFIX: &str = "canasta-";

/// What one scheduled backup did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rotation {
    /// The new backup.
    pub made: BackupReport,
    /// Older backups removed.
    pub removed: Vec<PathBuf>,
}

/// The name of a backup made at `at` (UTC): `canasta-YYYYMMDD-HHMMSS`.
pub fn backup_name(at: SystemTime) -> String {
    let t = time::OffsetDateTime::from(at);
    format!(
        "{PREFIX}{:04}{:02}{:02}-{:02}{:02}{:02}",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute(),
        t.second()
    )
}

/// True for the names [`backup_name`] makes (with an optional `-N` when two fell in one
/// second): only these are ever removed.
fn is_backup_name(name: &str) -> bool {
    let Some(rest) = name.strip_prefix(PREFIX) else {
        return false;
    };
    let bytes = rest.as_bytes();
    let stamp = bytes.len() >= 15
        && bytes[..8].iter().all(u8::is_ascii_digit)
        && bytes[8] == b'-'
        && bytes[9..15].iter().all(u8::is_ascii_digit);
    let suffix_ok = |suffix: &str| {
        suffix.is_empty()
            || suffix
                .strip_prefix('-')
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    stamp && rest.get(15..).is_some_and(suffix_ok)
}

/// The scheduled backups in `dir`, oldest first.
pub fn backups_in(dir: &Path) -> Result<Vec<PathBuf>> {
    let file_error = |source| StoreError::File {
        path: dir.to_path_buf(),
        source,
    };
    let mut found: Vec<(String, u32, PathBuf)> = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(file_error)? {
        let entry = entry.map_err(file_error)?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if is_backup_name(&name) && entry.path().is_dir() {
            let (stamp, n) = split_suffix(&name);
            found.push((stamp.to_string(), n, entry.path()));
        }
    }
    found.sort();
    Ok(found.into_iter().map(|(_, _, path)| path).collect())
}

/// `canasta-…-HHMMSS-2` -> (`canasta-…-HHMMSS`, 2); no suffix is 0.
fn split_suffix(name: &str) -> (&str, u32) {
    let stamp_len = PREFIX.len() + 15;
    let n = name
        .get(stamp_len + 1..)
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    (name.get(..stamp_len).unwrap_or(name), n)
}

impl Store {
    /// Makes a backup in `dir` (created if missing) named by `now`, then removes the oldest
    /// scheduled backups there until `keep` remain (at least the new one is kept). Other files
    /// in `dir` are never touched.
    pub fn rotate_backup(&self, dir: &Path, keep: usize, now: SystemTime) -> Result<Rotation> {
        std::fs::create_dir_all(dir).map_err(|source| StoreError::File {
            path: dir.to_path_buf(),
            source,
        })?;
        let name = backup_name(now);
        let mut target = dir.join(&name);
        let mut n = 1;
        while target.exists() {
            n += 1;
            target = dir.join(format!("{name}-{n}"));
        }
        let made = self.backup_to(&target)?;
        let backups = backups_in(dir)?;
        let excess = backups.len().saturating_sub(keep.max(1));
        let mut removed = Vec::new();
        for old in backups.into_iter().filter(|p| *p != target).take(excess) {
            std::fs::remove_dir_all(&old).map_err(|source| StoreError::File {
                path: old.clone(),
                source,
            })?;
            removed.push(old);
        }
        Ok(Rotation { made, removed })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    fn at(secs: u64) -> SystemTime {
        UNIX_EPOCH + Duration::from_secs(secs)
    }

    #[test]
    fn names_say_the_utc_time() {
        // 2026-11-22 04:15:30 UTC.
        assert_eq!(backup_name(at(1_795_320_930)), "canasta-20261122-041530");
        assert!(is_backup_name("canasta-20261122-041530"));
        assert!(is_backup_name("canasta-20261122-041530-2"));
        for other in [
            "canasta.db",
            "canasta-2026-11-22",
            "canasta-20261122-041530-",
            "canasta-20261122-041530x",
            "notes.txt",
        ] {
            assert!(!is_backup_name(other), "{other}");
        }
    }

    #[test]
    fn keeps_the_newest_and_touches_nothing_else() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let backups = dir.path().join("backups");
        std::fs::create_dir_all(backups.join("keep-me")).expect("mkdir");
        std::fs::write(backups.join("canasta-notes.txt"), "mine").expect("write");
        let mut made = Vec::new();
        for i in 0..5 {
            let rotation = store
                .rotate_backup(&backups, 3, at(1_795_320_930 + i * 3600))
                .expect("backup");
            made.push(rotation.made.path.clone());
            assert_eq!(rotation.removed.len(), usize::from(i >= 3));
        }
        // Two in the same second get distinct names.
        let twin = store
            .rotate_backup(&backups, 3, at(1_795_320_930 + 4 * 3600))
            .expect("backup");
        assert!(twin.made.path.ends_with("canasta-20261122-081530-2"));
        made.push(twin.made.path.clone());
        let left = backups_in(&backups).expect("lists");
        assert_eq!(
            left,
            made[3..].to_vec(),
            "the three newest remain, oldest first"
        );
        assert!(backups.join("keep-me").is_dir());
        assert!(backups.join("canasta-notes.txt").is_file());
        drop(store);
        for backup in left {
            Store::open_existing(&backup).expect("a backup opens as a database");
        }
    }
}
