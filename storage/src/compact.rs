//! Compaction: the database rewritten into a fresh copy of itself, holding only its live
//! records, swapped in for the original while no one has it open.
//!
//! sled 0.34 is log-structured: every write appends, and the space of overwritten and removed
//! records comes back only as its segments are cleaned and reused, so the file holds several
//! times the live bytes (see `tests/disk.rs` for the figures). It writes its snapshot (the
//! checkpoint that spares reopening a replay of the log) only when it is opened. A compacted
//! copy holds the live records once, with a fresh snapshot: the bot compacts at startup when
//! the file has grown well past the live bytes ([`Store::needs_compaction`]), and
//! `canasta-bot compact` does it on demand.
//!
//! Crash safety: the copy is built by [`Store::backup_to`] under a temporary name and renamed
//! to `<db>.compacted` only once complete and synced; the original is then renamed to
//! `<db>.old`, the copy to `<db>`, and the old one removed. [`finish_interrupted`] runs before
//! every open: a kill at any point leaves either the original or the complete copy in place,
//! never neither, and nothing stored is lost.

use crate::error::{Result, StoreError};
use crate::store::Store;
use std::fs::File;
use std::path::{Path, PathBuf};

/// The file is worth compacting from this size on...
const MIN_BYTES: u64 = 256 << 20;
/// ... when it holds more than this many times the live bytes.
const MAX_AMPLIFICATION: u64 = 4;

/// What a compaction did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompactReport {
    /// Bytes of the database directory before.
    pub before: u64,
    /// Bytes of the database directory after.
    pub after: u64,
    /// Records copied.
    pub records: u64,
    /// Key and value bytes copied (the live bytes).
    pub live: u64,
}

/// `<db>` with `suffix` appended to its name: `<db>.compacted`, `<db>.old`.
fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

fn file_error(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError {
    let path = path.to_path_buf();
    move |source| StoreError::File { path, source }
}

/// Makes the renames in `path`'s parent directory durable.
fn sync_parent(path: &Path) -> Result<()> {
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    File::open(parent)
        .and_then(|d| d.sync_all())
        .map_err(file_error(parent))
}

/// Bytes of every file under `dir`.
pub(crate) fn dir_bytes(dir: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .filter_map(|e| e.ok())
        .map(|e| match e.metadata() {
            Ok(m) if m.is_dir() => dir_bytes(&e.path()),
            Ok(m) => m.len(),
            Err(_) => 0,
        })
        .sum()
}

/// Completes or undoes a compaction a kill interrupted, before `path` is opened. With the
/// database in place, a leftover copy or old original is removed; without it, the complete
/// copy takes its place (or, if there is none, the original goes back).
pub(crate) fn finish_interrupted(path: &Path) -> Result<()> {
    let (copy, old) = (sibling(path, ".compacted"), sibling(path, ".old"));
    if !path.exists() {
        let from = if copy.is_dir() {
            &copy
        } else if old.is_dir() {
            &old
        } else {
            return Ok(());
        };
        tracing::warn!(from = %from.display(), "finishing an interrupted compaction");
        std::fs::rename(from, path).map_err(file_error(path))?;
        sync_parent(path)?;
    }
    // A copy still being built when the kill came (see `Store::backup_to`).
    let mut partial = copy.file_name().unwrap_or_default().to_os_string();
    partial.push(".partial-");
    let partial = partial.to_string_lossy().into_owned();
    let parent = path.parent().filter(|p| !p.as_os_str().is_empty());
    let partials = std::fs::read_dir(parent.unwrap_or(Path::new(".")))
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with(&partial))
        .map(|e| e.path());
    let leftovers: Vec<PathBuf> = [copy, old].into_iter().chain(partials).collect();
    for leftover in leftovers {
        if leftover.exists() {
            if let Err(e) = std::fs::remove_dir_all(&leftover) {
                tracing::warn!(path = %leftover.display(), error = %e, "cannot remove a leftover of compaction");
            }
        }
    }
    Ok(())
}

impl Store {
    /// True when the database file has grown past 256 MiB and more than four times the live
    /// bytes: worth a [`compact`] at the next start.
    pub fn needs_compaction(&self) -> Result<bool> {
        let on_disk = dir_bytes(self.path());
        if on_disk < MIN_BYTES {
            return Ok(false);
        }
        Ok(on_disk > self.live_bytes()?.saturating_mul(MAX_AMPLIFICATION))
    }
}

/// Compacts the database at `path`, which no one may have open (the bot at startup, before
/// it opens the store, or `canasta-bot compact` with the bot stopped).
pub fn compact(path: impl AsRef<Path>) -> Result<CompactReport> {
    let path = path.as_ref();
    finish_interrupted(path)?;
    let before = dir_bytes(path);
    let copy = sibling(path, ".compacted");
    let report = {
        let store = Store::open_existing(path)?;
        store.backup_to(&copy)?
    };
    let old = sibling(path, ".old");
    std::fs::rename(path, &old).map_err(file_error(&old))?;
    sync_parent(path)?;
    std::fs::rename(&copy, path).map_err(file_error(path))?;
    sync_parent(path)?;
    if let Err(e) = std::fs::remove_dir_all(&old) {
        // The next open removes it.
        tracing::warn!(path = %old.display(), error = %e, "cannot remove the database compacted");
    }
    Ok(CompactReport {
        before,
        after: dir_bytes(path),
        records: report.records,
        live: report.bytes,
    })
}
