//! The parent: mounts the power-cut disk, starts the child on it, cuts the power at a random
//! moment (while the store opens, compacts, plays or backs up), kills the child, brings the
//! disk back with what survived, and checks ([`Checker`]).

use super::check::{Checker, Figures};
use super::{Line, Mode, CHILD_BACKUPS, CHILD_BROKEN, CHILD_DB, CHILD_MODE, CHILD_RUN};
use canasta_powercut::PowerDisk;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

/// A run of cuts.
pub struct Setup {
    pub label: &'static str,
    pub cuts: usize,
    pub seed: u64,
    /// The child's store skips the sync of its log ([`OpenOptions::broken_without_log_sync`]).
    ///
    /// [`OpenOptions::broken_without_log_sync`]: canasta_storage::OpenOptions::broken_without_log_sync
    pub broken: bool,
}

/// Where the store and its backups live on the disk as mounted now.
fn db_path(disk: &PowerDisk) -> PathBuf {
    disk.path().join("store").join("canasta.db")
}

fn backups_path(disk: &PowerDisk) -> PathBuf {
    disk.path().join("backups")
}

/// Runs `setup`'s cuts and returns the figures; `None` (said loudly) when FUSE cannot be
/// mounted here.
pub fn run(setup: &Setup) -> Option<Figures> {
    let base = tempfile::tempdir().expect("a temporary directory");
    let mut disk = canasta_powercut::mount_or_skip(base.path(), setup.label)?;
    // The directories above the store's are the operator's: made durable here.
    for dir in ["store", "backups"] {
        std::fs::create_dir(disk.path().join(dir)).expect("a directory on the disk");
    }
    sync_dir(&disk.path());
    say(&format!(
        "powercut [{}]: seed {} (POWERCUT_SEED to repeat), {} cuts",
        setup.label, setup.seed, setup.cuts
    ));
    let mut rng = StdRng::seed_from_u64(setup.seed);
    let mut checker = Checker::default();
    // How long the child last took to be ready, and to compact: cuts land within.
    let (mut ready_ms, mut compact_ms) = (100u64, 50u64);
    let started = Instant::now();
    for cut in 0..setup.cuts {
        let mode = match cut % 5 {
            1 | 4 if cut > 0 => Mode::Compact,
            3 => Mode::Backup,
            _ => Mode::Play,
        };
        let mut child = Running::start(&disk, cut, mode, setup.broken);
        let mut lines = Vec::new();
        // One cut in five counts from the start (the store opening, recovering, compacting);
        // compactions are cut in their middle; the rest while playing.
        if mode == Mode::Compact {
            child.wait_for(&mut lines, |l| matches!(l, Line::Compacting | Line::Ready));
            let waited = rng.gen_range(0..=compact_ms * 3 / 2);
            std::thread::sleep(Duration::from_millis(waited));
        } else if rng.gen_bool(0.2) {
            std::thread::sleep(Duration::from_millis(rng.gen_range(0..=ready_ms)));
        } else {
            child.wait_for(&mut lines, |l| matches!(l, Line::Ready));
            std::thread::sleep(Duration::from_millis(rng.gen_range(0..=400)));
        }
        child.still_running(cut);
        let (left, report) = disk.cut(&mut rng);
        let stats = disk.stats();
        let timed = child.kill(&mut lines);
        disk.restart(left).expect("the disk comes back");
        checker.figures.add_cut(report, stats);
        let seen = |want: fn(&Line) -> bool| timed.iter().find(|(_, l)| want(l)).map(|(t, _)| *t);
        match seen(|l| matches!(l, Line::Ready)) {
            Some(t) => ready_ms = (t - child.started).as_millis() as u64,
            None => checker.figures.before_ready += 1,
        }
        if let Some(from) = seen(|l| matches!(l, Line::Compacting)) {
            match seen(|l| matches!(l, Line::Compacted)) {
                Some(to) => {
                    checker.figures.compactions += 1;
                    compact_ms = (to - from).as_millis() as u64;
                }
                // Not finished: it takes longer than thought.
                None => {
                    checker.figures.mid_compaction += 1;
                    compact_ms = compact_ms * 5 / 4 + 1;
                }
            }
        }
        checker.figures.backup_runs += usize::from(mode == Mode::Backup);
        for line in &lines {
            checker.hear(line);
        }
        checker.after_cut(&db_path(&disk), &backups_path(&disk), &lines, cut);
        if std::env::var_os("POWERCUT_VERBOSE").is_some() {
            eprintln!(
                "cut {cut} ({}): {} lines, {} acknowledged so far, {} found, {:?}",
                mode.word(),
                lines.len(),
                checker.figures.acknowledged,
                checker.figures.found,
                report
            );
        }
    }
    checker.at_end(&db_path(&disk));
    disk.unmount();
    let figures = checker.figures;
    say(&format!(
        "{} in {:.1}s",
        figures.summary(setup.label),
        started.elapsed().as_secs_f64()
    ));
    for problem in figures.problems.iter().take(20) {
        say(&format!("  problem: {problem}"));
    }
    Some(figures)
}

/// Prints past the test harness's capture, so the figures show in every run.
fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{line}");
}

fn sync_dir(path: &Path) {
    std::fs::File::open(path)
        .and_then(|d| d.sync_all())
        .expect("a directory syncs");
    for entry in std::fs::read_dir(path)
        .expect("a directory lists")
        .flatten()
    {
        if entry.path().is_dir() {
            sync_dir(&entry.path());
        }
    }
}

/// The child process, its lines as they come, and what it says on stderr.
struct Running {
    child: Child,
    started: Instant,
    lines: Receiver<(Instant, String)>,
    stderr: Option<std::thread::JoinHandle<String>>,
    timed: Vec<(Instant, Line)>,
}

impl Running {
    fn start(disk: &PowerDisk, run: usize, mode: Mode, broken: bool) -> Running {
        let started = Instant::now();
        let mut child = Command::new(std::env::current_exe().expect("the test binary"))
            .args([
                "--exact",
                "powercut_child",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_DB, db_path(disk))
            .env(CHILD_BACKUPS, backups_path(disk))
            .env(CHILD_RUN, run.to_string())
            .env(CHILD_MODE, mode.word())
            .env(CHILD_BROKEN, if broken { "1" } else { "0" })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the child starts");
        let stdout = child.stdout.take().expect("piped");
        let mut stderr = child.stderr.take().expect("piped");
        let (sender, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut line = String::new();
            // A line without its newline was cut by the kill: never said.
            while reader.read_line(&mut line).unwrap_or(0) > 0 && line.ends_with('\n') {
                if sender
                    .send((Instant::now(), std::mem::take(&mut line)))
                    .is_err()
                {
                    break;
                }
            }
        });
        let stderr = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr.read_to_string(&mut text);
            text
        });
        Running {
            child,
            started,
            lines,
            stderr: Some(stderr),
            timed: Vec::new(),
        }
    }

    fn take(&mut self, lines: &mut Vec<Line>, at: Instant, text: &str) -> Option<Line> {
        let line = Line::parse(text)?;
        self.timed.push((at, line.clone()));
        lines.push(line.clone());
        Some(line)
    }

    /// Collects lines until one `until` wants (or a minute passes, or the child ends).
    fn wait_for(&mut self, lines: &mut Vec<Line>, until: impl Fn(&Line) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while let Ok((at, text)) = self
            .lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            if self.take(lines, at, &text).is_some_and(|l| until(&l)) {
                return;
            }
        }
    }

    /// Before the cut, the child must still be at work.
    fn still_running(&mut self, run: usize) {
        if let Ok(Some(status)) = self.child.try_wait() {
            let errors = self.stderr.take().map(|h| h.join().unwrap_or_default());
            panic!(
                "cut {run}: the child stopped by itself before the cut ({status}):\n{}",
                errors.unwrap_or_default()
            );
        }
    }

    /// Kills the child (after the cut) and returns all it said, with when.
    fn kill(&mut self, lines: &mut Vec<Line>) -> Vec<(Instant, Line)> {
        let _ = self.child.kill();
        let _ = self.child.wait();
        while let Ok((at, text)) = self.lines.recv_timeout(Duration::from_secs(10)) {
            self.take(lines, at, &text);
        }
        std::mem::take(&mut self.timed)
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
