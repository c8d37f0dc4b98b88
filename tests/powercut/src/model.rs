//! The disk as the filesystem keeps it: every file and directory in two layers, what a reader
//! sees now and what is durable, and what a power cut leaves of them.
//!
//! - A file's writes and size changes go to its current content at once and wait in a list
//!   until `fsync` or `fdatasync` of that file applies them to its durable content.
//! - A directory's entries (create, mkdir, rename, unlink, rmdir) change its current entries
//!   at once and wait until `fsync` of that directory. A rename within one directory is one
//!   atomic change; between two, one change in each.
//! - [`Model::cut`] keeps only the durable layer, reachable from the root through durable
//!   entries, with what real disks may add: the torn last page of an unsynced write (a random
//!   prefix of the write's last 4 KiB page), and, as a journal commits metadata in order, a
//!   random prefix of a directory's unsynced changes.

use rand::Rng;
use std::collections::{BTreeMap, HashMap};
use std::ffi::{OsStr, OsString};

/// The page a torn write tears.
pub const PAGE: u64 = 4096;

/// Why an operation failed, as an errno.
pub type Errno = i32;

/// One inode.
#[derive(Debug, Clone)]
pub(crate) enum Node {
    File(FileNode),
    Dir(DirNode),
}

/// A file's two layers.
#[derive(Debug, Clone, Default)]
pub(crate) struct FileNode {
    pub current: Vec<u8>,
    pub durable: Vec<u8>,
    pending: Vec<Change>,
}

/// A change to a file's content not yet synced.
#[derive(Debug, Clone)]
enum Change {
    Write { offset: u64, data: Vec<u8> },
    SetLen(u64),
}

impl Change {
    fn apply(&self, content: &mut Vec<u8>) {
        match self {
            Change::Write { offset, data } => write_at(content, *offset, data),
            Change::SetLen(len) => content.resize(*len as usize, 0),
        }
    }
}

fn write_at(content: &mut Vec<u8>, offset: u64, data: &[u8]) {
    let start = offset as usize;
    let end = start + data.len();
    if content.len() < end {
        content.resize(end, 0);
    }
    content[start..end].copy_from_slice(data);
}

/// A directory's two layers: name -> inode.
#[derive(Debug, Clone, Default)]
pub(crate) struct DirNode {
    pub current: BTreeMap<OsString, u64>,
    pub durable: BTreeMap<OsString, u64>,
    /// Unsynced changes, oldest first; each applies atomically (`None` removes the name).
    pending: Vec<Vec<(OsString, Option<u64>)>>,
}

impl DirNode {
    fn change(&mut self, change: Vec<(OsString, Option<u64>)>) {
        for (name, ino) in &change {
            match ino {
                Some(ino) => self.current.insert(name.clone(), *ino),
                None => self.current.remove(name),
            };
        }
        self.pending.push(change);
    }
}

/// What the filesystem saw, since it was mounted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// `write` calls and their bytes.
    pub writes: u64,
    pub bytes_written: u64,
    /// `fsync` and `fdatasync` calls on files.
    pub file_syncs: u64,
    /// `fsync` calls on directories.
    pub dir_syncs: u64,
    /// Files and directories created, renames, removals.
    pub creates: u64,
    pub renames: u64,
    pub removes: u64,
    /// Files created under a directory named `blobs` (sled's values too large for its log).
    pub blobs: u64,
}

/// What a power cut threw away.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CutReport {
    /// Files whose content had unsynced changes, and those changes' bytes.
    pub files_unsynced: u64,
    pub bytes_lost: u64,
    /// Unsynced directory changes lost, and those kept (a prefix, as a journal commits).
    pub dir_changes_lost: u64,
    pub dir_changes_kept: u64,
    /// Torn pages written: a prefix of an unsynced write's last page reached the disk.
    pub torn_pages: u64,
}

/// How adversarial a cut is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CutRules {
    /// Chance that one file with unsynced writes gets a torn page of one of them.
    pub torn_page: f64,
    /// Chance that a directory with unsynced changes keeps a random prefix of them (else
    /// none).
    pub dir_prefix: f64,
}

impl Default for CutRules {
    fn default() -> Self {
        CutRules {
            torn_page: 0.5,
            dir_prefix: 0.5,
        }
    }
}

/// The whole filesystem.
#[derive(Debug, Clone)]
pub(crate) struct Model {
    pub nodes: HashMap<u64, Node>,
    next_ino: u64,
    /// After a cut: every operation fails with `EIO`.
    pub dead: bool,
    pub stats: Stats,
}

/// The root directory's inode (FUSE's).
pub(crate) const ROOT: u64 = 1;

impl Model {
    /// An empty filesystem.
    pub fn new() -> Model {
        let mut nodes = HashMap::new();
        nodes.insert(ROOT, Node::Dir(DirNode::default()));
        Model {
            nodes,
            next_ino: ROOT + 1,
            dead: false,
            stats: Stats::default(),
        }
    }

    fn alive(&self) -> Result<(), Errno> {
        if self.dead {
            Err(libc::EIO)
        } else {
            Ok(())
        }
    }

    pub fn node(&self, ino: u64) -> Result<&Node, Errno> {
        self.alive()?;
        self.nodes.get(&ino).ok_or(libc::ENOENT)
    }

    fn dir(&self, ino: u64) -> Result<&DirNode, Errno> {
        match self.node(ino)? {
            Node::Dir(d) => Ok(d),
            Node::File(_) => Err(libc::ENOTDIR),
        }
    }

    fn dir_mut(&mut self, ino: u64) -> Result<&mut DirNode, Errno> {
        self.alive()?;
        match self.nodes.get_mut(&ino).ok_or(libc::ENOENT)? {
            Node::Dir(d) => Ok(d),
            Node::File(_) => Err(libc::ENOTDIR),
        }
    }

    fn file_mut(&mut self, ino: u64) -> Result<&mut FileNode, Errno> {
        self.alive()?;
        match self.nodes.get_mut(&ino).ok_or(libc::ENOENT)? {
            Node::File(f) => Ok(f),
            Node::Dir(_) => Err(libc::EISDIR),
        }
    }

    /// The inode `name` in directory `parent` names now.
    pub fn lookup(&self, parent: u64, name: &OsStr) -> Result<u64, Errno> {
        self.dir(parent)?
            .current
            .get(name)
            .copied()
            .ok_or(libc::ENOENT)
    }

    /// The current entries of directory `ino`.
    pub fn entries(&self, ino: u64) -> Result<Vec<(OsString, u64)>, Errno> {
        Ok(self
            .dir(ino)?
            .current
            .iter()
            .map(|(n, i)| (n.clone(), *i))
            .collect())
    }

    /// Creates a file or directory `name` in `parent`.
    pub fn create(&mut self, parent: u64, name: &OsStr, dir: bool) -> Result<u64, Errno> {
        if self.dir(parent)?.current.contains_key(name) {
            return Err(libc::EEXIST);
        }
        let ino = self.next_ino;
        self.next_ino += 1;
        let node = if dir {
            Node::Dir(DirNode::default())
        } else {
            Node::File(FileNode::default())
        };
        self.nodes.insert(ino, node);
        let in_blobs = self.name_of(parent).is_some_and(|n| n == "blobs");
        self.dir_mut(parent)?
            .change(vec![(name.to_os_string(), Some(ino))]);
        self.stats.creates += 1;
        self.stats.blobs += u64::from(!dir && in_blobs);
        Ok(ino)
    }

    /// The name of directory `ino` in its parent (any parent naming it).
    fn name_of(&self, ino: u64) -> Option<OsString> {
        self.nodes.values().find_map(|n| match n {
            Node::Dir(d) => d
                .current
                .iter()
                .find(|(_, i)| **i == ino)
                .map(|(name, _)| name.clone()),
            Node::File(_) => None,
        })
    }

    /// Removes `name` from `parent`: a file (`dir` false) or an empty directory.
    pub fn remove(&mut self, parent: u64, name: &OsStr, dir: bool) -> Result<(), Errno> {
        let ino = self.lookup(parent, name)?;
        match (self.node(ino)?, dir) {
            (Node::File(_), true) => return Err(libc::ENOTDIR),
            (Node::Dir(_), false) => return Err(libc::EISDIR),
            (Node::Dir(d), true) if !d.current.is_empty() => return Err(libc::ENOTEMPTY),
            _ => {}
        }
        self.dir_mut(parent)?
            .change(vec![(name.to_os_string(), None)]);
        self.stats.removes += 1;
        Ok(())
    }

    /// Renames `parent/name` to `new_parent/new_name`, replacing a file or an empty directory
    /// there unless `no_replace`.
    pub fn rename(
        &mut self,
        parent: u64,
        name: &OsStr,
        new_parent: u64,
        new_name: &OsStr,
        no_replace: bool,
    ) -> Result<(), Errno> {
        let ino = self.lookup(parent, name)?;
        self.dir(new_parent)?;
        if let Ok(there) = self.lookup(new_parent, new_name) {
            if there == ino {
                return Ok(());
            }
            if no_replace {
                return Err(libc::EEXIST);
            }
            match (self.node(ino)?, self.node(there)?) {
                (Node::Dir(_), Node::File(_)) => return Err(libc::ENOTDIR),
                (Node::File(_), Node::Dir(_)) => return Err(libc::EISDIR),
                (_, Node::Dir(d)) if !d.current.is_empty() => return Err(libc::ENOTEMPTY),
                _ => {}
            }
        }
        let (name, new_name) = (name.to_os_string(), new_name.to_os_string());
        if parent == new_parent {
            self.dir_mut(parent)?
                .change(vec![(name, None), (new_name, Some(ino))]);
        } else {
            self.dir_mut(parent)?.change(vec![(name, None)]);
            self.dir_mut(new_parent)?
                .change(vec![(new_name, Some(ino))]);
        }
        self.stats.renames += 1;
        Ok(())
    }

    /// Reads up to `size` bytes of file `ino` from `offset`.
    pub fn read(&self, ino: u64, offset: u64, size: u32) -> Result<&[u8], Errno> {
        match self.node(ino)? {
            Node::File(f) => {
                let start = (offset as usize).min(f.current.len());
                let end = (start + size as usize).min(f.current.len());
                Ok(&f.current[start..end])
            }
            Node::Dir(_) => Err(libc::EISDIR),
        }
    }

    /// Writes `data` into file `ino` at `offset` (not durable until synced).
    pub fn write(&mut self, ino: u64, offset: u64, data: &[u8]) -> Result<(), Errno> {
        let file = self.file_mut(ino)?;
        write_at(&mut file.current, offset, data);
        file.pending.push(Change::Write {
            offset,
            data: data.to_vec(),
        });
        self.stats.writes += 1;
        self.stats.bytes_written += data.len() as u64;
        Ok(())
    }

    /// Truncates or extends file `ino` to `len` (not durable until synced).
    pub fn set_len(&mut self, ino: u64, len: u64) -> Result<(), Errno> {
        let file = self.file_mut(ino)?;
        file.current.resize(len as usize, 0);
        file.pending.push(Change::SetLen(len));
        Ok(())
    }

    /// `fsync` or `fdatasync` of a file, `fsync` of a directory: what it holds now is durable.
    pub fn sync(&mut self, ino: u64) -> Result<(), Errno> {
        self.alive()?;
        match self.nodes.get_mut(&ino).ok_or(libc::ENOENT)? {
            Node::File(f) => {
                for change in std::mem::take(&mut f.pending) {
                    change.apply(&mut f.durable);
                }
                debug_assert_eq!(f.durable, f.current);
                self.stats.file_syncs += 1;
            }
            Node::Dir(d) => {
                d.durable = d.current.clone();
                d.pending.clear();
                self.stats.dir_syncs += 1;
            }
        }
        Ok(())
    }

    /// The size of file `ino` (0 for a directory).
    pub fn size(&self, ino: u64) -> Result<u64, Errno> {
        Ok(match self.node(ino)? {
            Node::File(f) => f.current.len() as u64,
            Node::Dir(_) => 0,
        })
    }

    /// What a power cut leaves: a new filesystem holding only what was durable (and what
    /// `rules` let reach the disk besides), with fresh inode numbers and nothing pending.
    pub fn cut(&self, rules: CutRules, rng: &mut impl Rng) -> (Model, CutReport) {
        let mut report = CutReport::default();
        let mut left = Model::new();
        // Old inode -> new inode, so a file reachable twice stays one file.
        let mut renumbered: HashMap<u64, u64> = HashMap::new();
        renumbered.insert(ROOT, ROOT);
        let mut queue = vec![ROOT];
        while let Some(old) = queue.pop() {
            let Some(Node::Dir(dir)) = self.nodes.get(&old) else {
                continue;
            };
            let mut entries = dir.durable.clone();
            if !dir.pending.is_empty() {
                let kept = if rng.gen_bool(rules.dir_prefix) {
                    rng.gen_range(0..=dir.pending.len())
                } else {
                    0
                };
                for change in &dir.pending[..kept] {
                    for (name, ino) in change {
                        match ino {
                            Some(ino) => entries.insert(name.clone(), *ino),
                            None => entries.remove(name),
                        };
                    }
                }
                report.dir_changes_kept += kept as u64;
                report.dir_changes_lost += (dir.pending.len() - kept) as u64;
            }
            let mut new_entries = BTreeMap::new();
            for (name, child) in entries {
                let Some(node) = self.nodes.get(&child) else {
                    continue;
                };
                let new = match renumbered.get(&child) {
                    Some(new) => *new,
                    None => {
                        let new = left.next_ino;
                        left.next_ino += 1;
                        renumbered.insert(child, new);
                        let kept = match node {
                            Node::File(f) => Node::File(survivor(f, rules, rng, &mut report)),
                            Node::Dir(_) => {
                                queue.push(child);
                                Node::Dir(DirNode::default())
                            }
                        };
                        left.nodes.insert(new, kept);
                        new
                    }
                };
                new_entries.insert(name, new);
            }
            let new_dir = renumbered[&old];
            if let Some(Node::Dir(d)) = left.nodes.get_mut(&new_dir) {
                d.durable = new_entries.clone();
                d.current = new_entries;
            }
        }
        (left, report)
    }
}

/// What a file holds after a cut: its durable content, perhaps with a torn page.
fn survivor(
    file: &FileNode,
    rules: CutRules,
    rng: &mut impl Rng,
    report: &mut CutReport,
) -> FileNode {
    let mut content = file.durable.clone();
    if !file.pending.is_empty() {
        report.files_unsynced += 1;
        report.bytes_lost += file
            .pending
            .iter()
            .map(|c| match c {
                Change::Write { data, .. } => data.len() as u64,
                Change::SetLen(_) => 0,
            })
            .sum::<u64>();
        let writes: Vec<(u64, &Vec<u8>)> = file
            .pending
            .iter()
            .filter_map(|c| match c {
                Change::Write { offset, data } if !data.is_empty() => Some((*offset, data)),
                _ => None,
            })
            .collect();
        if !writes.is_empty() && rng.gen_bool(rules.torn_page) {
            let (offset, data) = writes[rng.gen_range(0..writes.len())];
            let end = offset + data.len() as u64;
            let page = ((end - 1) / PAGE * PAGE).max(offset);
            let tail = &data[(page - offset) as usize..];
            let torn = rng.gen_range(1..=tail.len());
            write_at(&mut content, page, &tail[..torn]);
            report.torn_pages += 1;
        }
    }
    FileNode {
        current: content.clone(),
        durable: content,
        pending: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    const NONE: CutRules = CutRules {
        torn_page: 0.0,
        dir_prefix: 0.0,
    };

    fn content(model: &Model, path: &[&str]) -> Option<Vec<u8>> {
        let mut ino = ROOT;
        for name in path {
            ino = model.lookup(ino, OsStr::new(name)).ok()?;
        }
        match model.node(ino).ok()? {
            Node::File(f) => Some(f.current.clone()),
            Node::Dir(_) => None,
        }
    }

    #[test]
    fn only_synced_writes_and_synced_entries_survive_a_cut() {
        let mut m = Model::new();
        let mut rng = StdRng::seed_from_u64(1);
        let a = m.create(ROOT, OsStr::new("a"), false).unwrap();
        m.write(a, 0, b"hello").unwrap();
        m.sync(a).unwrap();
        // The file's data is durable, but not its name yet.
        assert_eq!(content(&m.cut(NONE, &mut rng).0, &["a"]), None);
        m.sync(ROOT).unwrap();
        m.write(a, 5, b" world").unwrap();
        assert_eq!(m.read(a, 0, 100).unwrap(), b"hello world");
        let (left, report) = m.cut(NONE, &mut rng);
        assert_eq!(content(&left, &["a"]).unwrap(), b"hello");
        assert_eq!((report.files_unsynced, report.bytes_lost), (1, 6));
        m.sync(a).unwrap();
        assert_eq!(
            content(&m.cut(NONE, &mut rng).0, &["a"]).unwrap(),
            b"hello world"
        );
    }

    #[test]
    fn an_unsynced_rename_or_removal_is_undone_by_a_cut() {
        let mut m = Model::new();
        let mut rng = StdRng::seed_from_u64(2);
        let d = m.create(ROOT, OsStr::new("d"), true).unwrap();
        let f = m.create(d, OsStr::new("tmp"), false).unwrap();
        m.write(f, 0, b"x").unwrap();
        m.sync(f).unwrap();
        m.sync(d).unwrap();
        m.sync(ROOT).unwrap();
        m.rename(d, OsStr::new("tmp"), d, OsStr::new("final"), false)
            .unwrap();
        let left = m.cut(NONE, &mut rng).0;
        assert_eq!(content(&left, &["d", "tmp"]).unwrap(), b"x");
        assert_eq!(content(&left, &["d", "final"]), None);
        m.sync(d).unwrap();
        m.remove(d, OsStr::new("final"), false).unwrap();
        let left = m.cut(NONE, &mut rng).0;
        assert_eq!(content(&left, &["d", "final"]).unwrap(), b"x");
        // A journal keeps a prefix of the changes: here, all of them or none.
        let all = CutRules {
            torn_page: 0.0,
            dir_prefix: 1.0,
        };
        let kept: Vec<bool> = (0..20)
            .map(|_| content(&m.cut(all, &mut rng).0, &["d", "final"]).is_none())
            .collect();
        assert!(kept.contains(&true) && kept.contains(&false), "{kept:?}");
    }

    #[test]
    fn a_torn_page_is_a_prefix_of_an_unsynced_writes_last_page() {
        let mut m = Model::new();
        let mut rng = StdRng::seed_from_u64(3);
        let f = m.create(ROOT, OsStr::new("log"), false).unwrap();
        m.sync(ROOT).unwrap();
        m.write(f, 0, &vec![1; 5000]).unwrap();
        m.sync(f).unwrap();
        m.write(f, 5000, &vec![2; 5000]).unwrap();
        let torn = CutRules {
            torn_page: 1.0,
            dir_prefix: 0.0,
        };
        for _ in 0..50 {
            let (left, report) = m.cut(torn, &mut rng);
            assert_eq!(report.torn_pages, 1);
            let got = content(&left, &["log"]).unwrap();
            assert!(got.len() > 8192 && got.len() <= 10_000, "{}", got.len());
            assert!(got[..5000].iter().all(|b| *b == 1));
            // Between the durable end and the torn page: never written, zeros.
            assert!(got[5000..8192].iter().all(|b| *b == 0));
            assert!(got[8192..].iter().all(|b| *b == 2));
        }
    }

    #[test]
    fn a_dead_filesystem_refuses_everything() {
        let mut m = Model::new();
        m.dead = true;
        assert_eq!(m.lookup(ROOT, OsStr::new("a")), Err(libc::EIO));
        assert_eq!(m.create(ROOT, OsStr::new("a"), false), Err(libc::EIO));
        assert_eq!(m.sync(ROOT), Err(libc::EIO));
    }
}
