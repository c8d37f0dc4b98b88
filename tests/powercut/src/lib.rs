//! A disk that loses power (issue 30). [`PowerDisk`] mounts a FUSE filesystem that keeps every
//! write in memory and makes it durable only when it is synced: a file's content by `fsync` or
//! `fdatasync` of that file, a directory's entries (create, rename, unlink) by `fsync` of that
//! directory. [`PowerDisk::cut`] is the power cut: from that moment every call fails with
//! `EIO`, and what survives is only what was durable, with what real disks may add (a torn
//! page of an unsynced write; a prefix of a directory's unsynced changes, as a journal
//! commits them in order). [`PowerDisk::restart`] mounts what survived afresh, at a new path,
//! for the store to reopen.
//!
//! Kill tests cannot see a write that was acknowledged before it was synced: the operating
//! system keeps it. This filesystem sees the store's real system calls (sled's `pwrite`s and
//! `fsync`s, our renames and directory syncs) and drops whatever was not synced.
//!
//! Needs `/dev/fuse` and root (or `fusermount3`, from Debian's `fuse3`); [`PowerDisk::mount`]
//! says why when it cannot mount, and the tests say so loudly and skip.

mod fs;
mod model;

pub use model::{CutReport, CutRules, Stats, PAGE};

use fs::PowerFs;
use fuser::{BackgroundSession, Config, MountOption};
use model::Model;
use rand::Rng;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// A mounted disk whose power can be cut.
pub struct PowerDisk {
    /// Holds one mount point per power-on: `on-0`, `on-1`, ...
    base: PathBuf,
    powered_on: u32,
    model: Arc<Mutex<Model>>,
    session: Option<BackgroundSession>,
    /// The kernel's number of the FUSE connection (the minor device of the mount), to abort.
    connection: Option<u32>,
    rules: CutRules,
}

/// What survived a power cut, to [`PowerDisk::restart`] with.
pub struct Survivors(Model);

impl PowerDisk {
    /// Mounts an empty disk under `base` (an existing directory), cut with the default
    /// [`CutRules`].
    pub fn mount(base: &Path) -> io::Result<PowerDisk> {
        if !Path::new("/dev/fuse").exists() {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                "/dev/fuse does not exist (no FUSE in this kernel or container)",
            ));
        }
        let mut disk = PowerDisk {
            base: base.to_path_buf(),
            powered_on: 0,
            model: Arc::new(Mutex::new(Model::new())),
            session: None,
            connection: None,
            rules: CutRules::default(),
        };
        disk.mount_model()?;
        Ok(disk)
    }

    /// Cuts with `rules` from now on.
    pub fn with_rules(mut self, rules: CutRules) -> PowerDisk {
        self.rules = rules;
        self
    }

    /// Where the disk is mounted now (a new path after each restart).
    pub fn path(&self) -> PathBuf {
        self.base.join(format!("on-{}", self.powered_on))
    }

    /// What the filesystem saw since it was last powered on.
    pub fn stats(&self) -> Stats {
        self.model
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .stats
    }

    /// The power goes, at once: every call from now on fails with `EIO` (a sync that has
    /// returned was durable; one that has not will never return success). Returns what the
    /// disk keeps.
    pub fn cut(&mut self, rng: &mut impl Rng) -> (Survivors, CutReport) {
        let mut model = self.model.lock().unwrap_or_else(PoisonError::into_inner);
        model.dead = true;
        let (left, report) = model.cut(self.rules, rng);
        (Survivors(left), report)
    }

    /// The power comes back: the dead mount goes (lazily, as a killed process's files may
    /// still be closing) and `left` is mounted at a new [`path`](PowerDisk::path).
    pub fn restart(&mut self, left: Survivors) -> io::Result<()> {
        self.unmount();
        self.powered_on += 1;
        self.model = Arc::new(Mutex::new(left.0));
        self.mount_model()
    }

    fn mount_model(&mut self) -> io::Result<()> {
        let at = self.path();
        std::fs::create_dir_all(&at)?;
        let mut config = Config::default();
        config.mount_options = vec![
            MountOption::FSName("powercut".into()),
            MountOption::Subtype("powercut".into()),
        ];
        let fs = PowerFs {
            model: Arc::clone(&self.model),
        };
        self.session = Some(fuser::spawn_mount(fs, &at, &config)?);
        use std::os::unix::fs::MetadataExt;
        self.connection = std::fs::metadata(&at).ok().map(|m| libc::minor(m.dev()));
        Ok(())
    }

    /// Unmounts the disk now (also done on drop).
    pub fn unmount(&mut self) {
        let Some(session) = self.session.take() else {
            return;
        };
        let at = self.path();
        // First the connection: a request still waiting (a killed process's last close, a
        // file this process left open) fails at once instead of waiting for this process,
        // whose own exit would otherwise wait on it for ever.
        if let Some(connection) = self.connection.take() {
            abort(connection);
        }
        detach(&at);
        // The session thread ends once the kernel lets go of the connection; don't wait long.
        let (done, wait) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = session.umount_and_join();
            let _ = done.send(());
        });
        let _ = wait.recv_timeout(Duration::from_secs(5));
        let _ = std::fs::remove_dir(&at);
    }
}

/// [`PowerDisk::mount`], or `None` after saying loudly, past the test harness's capture,
/// that `test` is skipped and why: a machine without FUSE cannot run it, and must not pass
/// it in silence.
pub fn mount_or_skip(base: &Path, test: &str) -> Option<PowerDisk> {
    match PowerDisk::mount(base) {
        Ok(disk) => Some(disk),
        Err(e) => {
            use std::io::Write;
            let _ = writeln!(
                io::stderr(),
                "\n!!!!!!!! POWER-CUT TEST SKIPPED ({test}): cannot mount the FUSE test \
                 filesystem: {e}\n!!!!!!!! it needs /dev/fuse and root, or fusermount3 \
                 (Debian's fuse3, which .ci/run installs)\n"
            );
            None
        }
    }
}

impl Drop for PowerDisk {
    fn drop(&mut self) {
        self.unmount();
    }
}

/// Aborts FUSE connection `connection` through the FUSE control filesystem (mounted here if
/// it is not yet).
fn abort(connection: u32) {
    let control = Path::new("/sys/fs/fuse/connections");
    if !control.join(connection.to_string()).exists() {
        let _ = std::process::Command::new("mount")
            .args(["-t", "fusectl", "fusectl"])
            .arg(control)
            .status();
    }
    let _ = std::fs::write(control.join(connection.to_string()).join("abort"), "1");
}

/// `umount2(path, MNT_DETACH)`: the mount leaves the tree now, and goes once unused.
fn detach(path: &Path) {
    use std::os::unix::ffi::OsStrExt;
    let Ok(c) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return;
    };
    // SAFETY: a valid NUL-terminated path; umount2 reads it and returns.
    let failed = unsafe { libc::umount2(c.as_ptr(), libc::MNT_DETACH) } != 0;
    if failed {
        let _ = std::process::Command::new("fusermount3")
            .args(["-u", "-z", "-q"])
            .arg(path)
            .status();
    }
}
