//! Opening the database, its trees, and making writes durable.

use crate::durable::{self, BlobFiles};
use crate::error::{Result, StoreError};
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::group_flush::GroupFlush;
use crate::snapshots::{self, Snapshots};
use crate::stats::Counters;
use serde::{Deserialize, Serialize};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// The newest database layout (tree names and key formats) this build reads and writes.
pub(crate) const LAYOUT: u16 = 1;

/// The database-wide meta record, key `layout` in the `meta` tree.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Meta {
    /// The layout version.
    pub layout: u16,
}

impl Plain for Meta {
    const KIND: Kind = Kind::Meta;
    const FORMAT: u16 = 1;
}

/// The sled trees, one per kind of record (layout 1).
#[derive(Clone)]
pub(crate) struct Trees {
    /// Game id (u64 BE) -> game record.
    pub games: sled::Tree,
    /// Game id ++ first index (u32 BE) -> run of log actions.
    pub log: sled::Tree,
    /// Idempotency key (UTF-8) -> what it did.
    pub idempotency: sled::Tree,
    /// Guild id ++ game id -> index entry, active games only.
    pub by_guild: sled::Tree,
    /// Channel id ++ game id -> index entry, active games only.
    pub by_channel: sled::Tree,
    /// User id ++ game id -> index entry, active games only.
    pub by_user: sled::Tree,
    /// Guild id ++ finished-at ++ game id -> game result.
    pub results: sled::Tree,
    /// Guild id -> settings.
    pub settings: sled::Tree,
    /// `layout` -> meta record.
    pub meta: sled::Tree,
    /// Game id -> its move clock and current wait (timed games only).
    pub clocks: sled::Tree,
    /// Due time (ms, BE) ++ game id ++ turn ++ kind -> due-time entry (see `crate::due`).
    pub due: sled::Tree,
}

/// Every tree name of layout 1, in the order [`Trees`] lists them. `clocks` and `due` came
/// later without a layout change: a database without them simply has no timed games yet.
pub(crate) const TREE_NAMES: [&str; 11] = [
    "games",
    "log",
    "idempotency",
    "index/guild",
    "index/channel",
    "index/user",
    "results",
    "settings",
    "meta",
    "clocks",
    "due",
];

/// An open sled database and the file handle used to make its writes durable.
pub(crate) struct Db {
    pub path: PathBuf,
    pub db: sled::Db,
    pub trees: Trees,
    /// The log file, for `fdatasync` after sled's flush (see [`Db::flush`]).
    log_file: File,
    flush_every_write: bool,
    /// False only in the power-cut tests' broken store (`OpenOptions::broken_without_log_sync`).
    sync_log: bool,
    /// What the store did, for [`Store::stats`](crate::Store::stats).
    pub counters: Counters,
    /// Concurrent writers share flushes.
    flushes: GroupFlush,
    /// sled's blob files synced so far (see [`BlobFiles`]).
    blobs: BlobFiles,
    /// A sync failed: see [`Db::flush_now`].
    sync_failed: AtomicBool,
}

/// How [`Db::open`] treats a path without a database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Create {
    /// Create the database directory (its parent must exist).
    IfMissing,
    /// Fail unless a database is there.
    Never,
}

impl Db {
    /// Opens (or creates) the database at `path`.
    pub(crate) fn open(path: &Path, create: Create, flush_every_write: bool) -> Result<Db> {
        crate::compact::finish_interrupted(path)?;
        check_path(path, create)?;
        let db = open_when_free(path)?;
        durable::sync_layout(path).map_err(|source| StoreError::File {
            path: path.to_path_buf(),
            source,
        })?;
        let io = |source| StoreError::Io {
            path: path.to_path_buf(),
            source,
        };
        let tree = |name: &str| db.open_tree(name).map_err(io);
        let trees = Trees {
            games: tree(TREE_NAMES[0])?,
            log: tree(TREE_NAMES[1])?,
            idempotency: tree(TREE_NAMES[2])?,
            by_guild: tree(TREE_NAMES[3])?,
            by_channel: tree(TREE_NAMES[4])?,
            by_user: tree(TREE_NAMES[5])?,
            results: tree(TREE_NAMES[6])?,
            settings: tree(TREE_NAMES[7])?,
            meta: tree(TREE_NAMES[8])?,
            clocks: tree(TREE_NAMES[9])?,
            due: tree(TREE_NAMES[10])?,
        };
        let log_path = path.join("db");
        let log_file = File::open(&log_path).map_err(|source| StoreError::File {
            path: log_path,
            source,
        })?;
        let db = Db {
            path: path.to_path_buf(),
            db,
            trees,
            log_file,
            flush_every_write,
            sync_log: true,
            counters: Counters::default(),
            flushes: GroupFlush::default(),
            blobs: BlobFiles::default(),
            sync_failed: AtomicBool::new(false),
        };
        db.check_layout()?;
        Ok(db)
    }

    /// Whether flushes `fdatasync` the log (see [`Db::flush`]); only a broken store for the
    /// power-cut tests skips it.
    pub(crate) fn sync_log(mut self, sync: bool) -> Db {
        self.sync_log = sync;
        self
    }

    /// Reads the layout record, writing it into a new database; refuses newer layouts.
    fn check_layout(&self) -> Result<()> {
        let meta = &self.trees.meta;
        match meta.get("layout").map_err(|e| self.io(e))? {
            Some(bytes) => {
                let found: Meta =
                    decode_plain(&bytes).map_err(|e| e.at(&self.path, "database meta record"))?;
                if found.layout > LAYOUT {
                    return Err(StoreError::TooNew {
                        path: self.path.clone(),
                        what: "the database layout".into(),
                        found: found.layout,
                        supported: LAYOUT,
                    });
                }
                Ok(())
            }
            None => {
                let record = encode_plain(&Meta { layout: LAYOUT });
                meta.insert("layout", record).map_err(|e| self.io(e))?;
                self.flush()
            }
        }
    }

    /// The tree `name`, opened (or created) on demand: for the kinds of record added after
    /// layout 1's trees, which [`Trees`] does not hold.
    pub(crate) fn named_tree(&self, name: &str) -> Result<sled::Tree> {
        self.db.open_tree(name).map_err(|e| self.io(e))
    }

    /// An I/O error naming this database.
    pub(crate) fn io(&self, source: sled::Error) -> StoreError {
        StoreError::Io {
            path: self.path.clone(),
            source,
        }
    }

    /// Makes every write so far durable, unless the store was opened for bulk loading.
    ///
    /// sled's `flush` writes its log with `sync_file_range` on Linux, which neither flushes the
    /// drive's cache nor records a grown file size; `fdatasync` on the log file does both.
    pub(crate) fn flush(&self) -> Result<()> {
        if self.flush_every_write {
            self.flush_now()?;
        }
        Ok(())
    }

    /// Flushes and syncs everything written so far, whatever the options: with a flush of
    /// its own, or one a concurrent writer started after this one's write (group commit).
    ///
    /// Once a sync has failed, every later flush fails too, until the store is reopened: the
    /// writes it was to make durable are still in sled's memory but may be lost on disk (the
    /// kernel may drop pages whose write failed, and a later sync then succeeds without them),
    /// so nothing written after them may be reported done (issue 30).
    pub(crate) fn flush_now(&self) -> Result<()> {
        self.flushes.flush(|| {
            if self.sync_failed.load(Ordering::SeqCst) {
                return Err(StoreError::File {
                    path: self.path.join("db"),
                    source: std::io::Error::other(
                        "an earlier sync of the database failed: reopen the store",
                    ),
                });
            }
            let flushed = self.flush_and_sync();
            if flushed.is_err() {
                self.sync_failed.store(true, Ordering::SeqCst);
            }
            flushed
        })
    }

    /// sled's flush, then the syncs it lacks: its new blob files, and its log.
    fn flush_and_sync(&self) -> Result<()> {
        self.counters.flush();
        self.db.flush().map_err(|e| self.io(e))?;
        let file_error = |path: PathBuf| move |source| StoreError::File { path, source };
        self.blobs
            .sync_new(&self.path)
            .map_err(file_error(self.path.join("blobs")))?;
        if !self.sync_log {
            return Ok(());
        }
        self.log_file
            .sync_data()
            .map_err(file_error(self.path.join("db")))
    }
}

/// Clear errors for paths sled would otherwise create or fail on obscurely.
fn check_path(path: &Path, create: Create) -> Result<()> {
    let missing = |reason: String| StoreError::Missing {
        path: path.to_path_buf(),
        reason,
    };
    match std::fs::metadata(path) {
        Ok(m) if !m.is_dir() => Err(missing(
            "the path is a file, not a database directory".into(),
        )),
        Ok(_) if create == Create::Never && !path.join("db").is_file() => Err(missing(
            "the directory holds no database (no `db` file)".into(),
        )),
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => match create {
            Create::Never => Err(missing("the directory does not exist".into())),
            Create::IfMissing => {
                let parent = path
                    .parent()
                    .filter(|p| !p.as_os_str().is_empty())
                    .unwrap_or(Path::new("."));
                if parent.is_dir() {
                    Ok(())
                } else {
                    Err(missing(format!(
                        "its parent directory {} does not exist",
                        parent.display()
                    )))
                }
            }
        },
        Err(source) => Err(StoreError::File {
            path: path.to_path_buf(),
            source,
        }),
    }
}

/// Tells a lock held by another process apart from other open failures.
/// How long an open waits for a lock the previous holder is letting go of.
const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(3);

/// Opens sled at `path`, first removing a snapshot sled never finished (see
/// [`snapshots`](crate::snapshots)). sled lets go of its file lock from background threads a
/// moment after the last handle is dropped, so a reopen (a restarted bot, a tool after the
/// bot) may find it still held: it is tried again for a short while before `Locked` is
/// reported.
fn open_when_free(path: &Path) -> Result<sled::Db> {
    let deadline = std::time::Instant::now() + LOCK_WAIT;
    loop {
        let opened = match snapshots::remove_unfinished(path) {
            Ok(Snapshots::Clean) => sled::Config::new()
                .path(path)
                .open()
                .map_err(|e| open_error(path, e)),
            Ok(Snapshots::InUse) => Err(StoreError::Locked {
                path: path.to_path_buf(),
                detail: "the database is in use (another process, or a handle still closing)"
                    .into(),
            }),
            Err(source) => Err(StoreError::File {
                path: path.to_path_buf(),
                source,
            }),
        };
        match opened {
            Err(StoreError::Locked { .. }) if std::time::Instant::now() < deadline => {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            opened => return opened,
        }
    }
}

fn open_error(path: &Path, e: sled::Error) -> StoreError {
    match e {
        sled::Error::Io(ref io) if io.to_string().contains("could not acquire lock") => {
            StoreError::Locked {
                path: path.to_path_buf(),
                detail: io.to_string(),
            }
        }
        sled::Error::Corruption { .. } => StoreError::Corrupt {
            path: path.to_path_buf(),
            what: "the database log".into(),
            reason: e.to_string(),
        },
        source => StoreError::Io {
            path: path.to_path_buf(),
            source,
        },
    }
}
