//! `canasta-bot backup PATH`: a consistent copy of the database that opens as a database.

use crate::error::{Result, StoreError};
use crate::store::Store;
use std::fs::File;
use std::path::{Path, PathBuf};

/// What a backup copied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupReport {
    /// The new database directory.
    pub path: PathBuf,
    /// Trees copied.
    pub trees: usize,
    /// Keys copied.
    pub records: u64,
    /// Key and value bytes copied.
    pub bytes: u64,
}

/// Keys per batch written into the copy.
const BATCH: usize = 1024;

impl Store {
    /// Copies the database into a new database at `target` (which must not exist; its
    /// parent must). Writes wait while the copy runs, so it is a consistent snapshot; reads go
    /// on. Records are copied as stored, unreadable ones included. The copy is built under a
    /// temporary name, synced, then renamed, so `target` is either complete or absent.
    pub fn backup_to(&self, target: impl AsRef<Path>) -> Result<BackupReport> {
        let target = target.as_ref();
        if target.exists() {
            return Err(StoreError::Exists {
                path: target.to_path_buf(),
            });
        }
        let name = target.file_name().ok_or_else(|| StoreError::Missing {
            path: target.to_path_buf(),
            reason: "the backup path has no file name".into(),
        })?;
        let parent = match target.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        if !parent.is_dir() {
            return Err(StoreError::Missing {
                path: target.to_path_buf(),
                reason: format!("its parent directory {} does not exist", parent.display()),
            });
        }
        let mut partial_name = name.to_os_string();
        partial_name.push(format!(".partial-{}", std::process::id()));
        let partial = parent.join(partial_name);
        let file_error = |path: &Path| {
            let path = path.to_path_buf();
            move |source| StoreError::File { path, source }
        };
        if partial.exists() {
            std::fs::remove_dir_all(&partial).map_err(file_error(&partial))?;
        }
        let report = self.copy_into(&partial)?;
        sync_dir_tree(&partial).map_err(file_error(&partial))?;
        std::fs::rename(&partial, target).map_err(file_error(target))?;
        File::open(&parent)
            .and_then(|d| d.sync_all())
            .map_err(file_error(&parent))?;
        Ok(BackupReport {
            path: target.to_path_buf(),
            ..report
        })
    }

    /// Copies every tree into a new sled database at `path`, holding off writers.
    fn copy_into(&self, path: &Path) -> Result<BackupReport> {
        let copy_error = |source| StoreError::Io {
            path: path.to_path_buf(),
            source,
        };
        let copy = sled::Config::new().path(path).open().map_err(copy_error)?;
        let _no_writes = self.exclusive();
        let mut report = BackupReport {
            path: path.to_path_buf(),
            trees: 0,
            records: 0,
            bytes: 0,
        };
        let source = &self.db().db;
        for name in source.tree_names() {
            if name == b"__sled__default" {
                continue;
            }
            let from = source.open_tree(&name).map_err(|e| self.db().io(e))?;
            let to = copy.open_tree(&name).map_err(copy_error)?;
            let mut batch = sled::Batch::default();
            let mut pending = 0;
            for entry in from.iter() {
                let (key, value) = entry.map_err(|e| self.db().io(e))?;
                report.records += 1;
                report.bytes += (key.len() + value.len()) as u64;
                batch.insert(key, value);
                pending += 1;
                if pending == BATCH {
                    to.apply_batch(std::mem::take(&mut batch))
                        .map_err(copy_error)?;
                    pending = 0;
                }
            }
            to.apply_batch(batch).map_err(copy_error)?;
            report.trees += 1;
        }
        copy.flush().map_err(copy_error)?;
        Ok(report)
    }
}

/// fsyncs every file under `dir`, then the directories themselves.
fn sync_dir_tree(dir: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            sync_dir_tree(&path)?;
        } else {
            File::open(&path)?.sync_all()?;
        }
    }
    File::open(dir)?.sync_all()
}
