//! What sled 0.34 does not make durable by itself, and the store does (issue 30; each found
//! by the power-cut test, `tests/powercut`, and shown on sled alone in its `tests/sled.rs`):
//!
//! - the names of its files: sled never syncs a directory, nor its `conf` file
//!   ([`sync_layout`], at every open);
//! - its blob files: a value too large for its log buffers (over a quarter of a segment,
//!   about 128 KiB) goes to a file of its own under `blobs/`, written without a sync, whose
//!   name is never synced either; after a power cut sled skips the dangling pointer (the
//!   write is lost) or stops its recovery at a torn blob (everything after is lost)
//!   ([`BlobFiles`], at every flush, before the log that points to them is synced).
//!
//! The log itself is synced by [`Db::flush_now`](crate::db::Db::flush_now): sled's own flush
//! uses `sync_file_range`, which neither reaches the drive nor records the file's size.

use std::collections::BTreeSet;
use std::ffi::OsString;
use std::fs::File;
use std::io;
use std::path::Path;
use std::sync::{Mutex, PoisonError};

/// Makes the files sled created or renamed on opening durable, by name: sled syncs the
/// contents of its log and snapshots but never a directory, nor its `conf` file. Without
/// this a power cut loses a new database whole, every synced write in it included, as the
/// names of its files were never on disk (issue 30: found by `tests/powercut`); and an old
/// one may lose the snapshot sled renamed into place on opening.
pub(crate) fn sync_layout(path: &Path) -> io::Result<()> {
    for file in ["conf", "db"] {
        match File::open(path.join(file)) {
            Ok(f) => f.sync_all()?,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
    }
    for dir in [path.join("blobs"), path.to_path_buf()] {
        File::open(dir)?.sync_all()?;
    }
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    File::open(parent)?.sync_all()
}

/// The blob files of a database synced so far, so that each flush syncs only the new ones.
#[derive(Debug, Default)]
pub(crate) struct BlobFiles {
    synced: Mutex<BTreeSet<OsString>>,
}

impl BlobFiles {
    /// fsyncs the blob files of the database at `path` written since the last call, then
    /// their directory. Cheap when there are none (one read of an empty directory).
    pub(crate) fn sync_new(&self, path: &Path) -> io::Result<()> {
        let dir = path.join("blobs");
        let mut synced = self.synced.lock().unwrap_or_else(PoisonError::into_inner);
        let mut present = BTreeSet::new();
        let mut new = false;
        for entry in std::fs::read_dir(&dir)? {
            let name = entry?.file_name();
            if !synced.contains(&name) {
                match File::open(dir.join(&name)) {
                    Ok(file) => file.sync_all()?,
                    // sled removed it meanwhile (its value was rewritten).
                    Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
                    Err(e) => return Err(e),
                }
                new = true;
            }
            present.insert(name);
        }
        if new {
            File::open(&dir)?.sync_all()?;
        }
        *synced = present;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_blob_file_is_synced_once_and_forgotten_when_gone() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let blobs = dir.path().join("blobs");
        std::fs::create_dir(&blobs).expect("creates");
        let files = BlobFiles::default();
        files.sync_new(dir.path()).expect("nothing to sync");
        std::fs::write(blobs.join("17"), b"blob").expect("writes");
        files.sync_new(dir.path()).expect("syncs");
        assert!(files
            .synced
            .lock()
            .expect("lock")
            .contains(&OsString::from("17")));
        std::fs::remove_file(blobs.join("17")).expect("removes");
        files.sync_new(dir.path()).expect("syncs");
        assert!(files.synced.lock().expect("lock").is_empty());
    }
}
