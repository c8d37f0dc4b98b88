//! sled's unfinished snapshots. sled 0.34 writes a snapshot (at every open, and every million
//! operations) as `snap.<lsn>.generating`, renames it to `snap.<lsn>` once complete, then
//! removes the older ones; but on open it reads whichever `snap.*` name sorts last, an
//! unfinished `.generating` one included. A kill while a snapshot was being written thus left
//! a database sled refused to open ("Read corrupted data at file offset None"). The complete
//! snapshot before it is still there (sled removes it only after the rename) and the log holds
//! the rest, so the unfinished file is simply removed before sled opens the database.

use std::fs::{File, TryLockError};
use std::io;
use std::path::Path;

/// What [`remove_unfinished`] found.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Snapshots {
    /// Nothing unfinished is left (or there is no database yet).
    Clean,
    /// Another sled holds the database: nothing was touched.
    InUse,
}

/// Removes `snap.*.generating` files from the sled database at `path`, holding sled's own
/// lock (an exclusive `flock` of `<path>/db`) meanwhile, so a running sled writing its
/// snapshot is never disturbed.
pub(crate) fn remove_unfinished(path: &Path) -> io::Result<Snapshots> {
    let lock_file = match File::open(path.join("db")) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Snapshots::Clean),
        Err(e) => return Err(e),
    };
    match lock_file.try_lock() {
        Ok(()) => {}
        Err(TryLockError::WouldBlock) => return Ok(Snapshots::InUse),
        Err(TryLockError::Error(e)) => return Err(e),
    }
    for entry in std::fs::read_dir(path)? {
        let entry = entry?;
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with("snap.") && name.ends_with(".generating") {
            tracing::warn!(file = %entry.path().display(), "removing a snapshot sled never finished");
            std::fs::remove_file(entry.path())?;
        }
    }
    // The lock goes with the file.
    Ok(Snapshots::Clean)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unfinished_snapshots_go_and_the_rest_stays() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path();
        for name in [
            "db",
            "conf",
            "snap.0000000000000A00",
            "snap.0000000000000B00.generating",
        ] {
            std::fs::write(path.join(name), b"x").expect("writes");
        }
        assert_eq!(remove_unfinished(path).expect("cleans"), Snapshots::Clean);
        let mut left: Vec<String> = std::fs::read_dir(path)
            .expect("lists")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, ["conf", "db", "snap.0000000000000A00"]);
    }

    #[test]
    fn a_database_in_use_is_left_alone() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path();
        std::fs::write(path.join("db"), b"x").expect("writes");
        let unfinished = path.join("snap.0000000000000B00.generating");
        std::fs::write(&unfinished, b"x").expect("writes");
        let held = File::open(path.join("db")).expect("opens");
        held.lock().expect("locks");
        assert_eq!(remove_unfinished(path).expect("looks"), Snapshots::InUse);
        assert!(unfinished.exists());
    }

    #[test]
    fn no_database_yet_is_clean() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("new");
        assert_eq!(remove_unfinished(&path).expect("looks"), Snapshots::Clean);
    }
}
