//! What the parent checks after each power cut, once the disk is back: the database opens;
//! every move acknowledged before the cut is stored where it was; nothing stored before is
//! gone; every game replays to its snapshot and its indexes and result agree with it; the
//! outbox tells every stored move once (the bot's catch-up at startup posts what the cut kept
//! from being posted; nothing told is contradicted later); every complete backup opens.

use super::thread::Threads;
use super::{public_lines, Ack, Line, GUILD};
use canasta_engine::LoggedAction;
use canasta_powercut::{CutReport, Stats};
use canasta_storage::{GameId, GameStatus, Store};
use canasta_table::catch_up::acted_since;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What the cuts found, for the report.
#[derive(Debug, Default)]
pub struct Figures {
    pub cuts: usize,
    /// Cuts before the child was ready (while it opened, recovered or compacted the store).
    pub before_ready: usize,
    /// Cuts in the middle of a compaction, and compactions that finished before their cut.
    pub mid_compaction: usize,
    pub compactions: usize,
    /// Cuts while backups were being made, and backups opened and checked.
    pub backup_runs: usize,
    pub backups_checked: usize,
    /// Moves acknowledged before a cut, and those found after it.
    pub acknowledged: usize,
    pub found: usize,
    /// Databases that would not open after a cut.
    pub failed_opens: usize,
    /// Moves stored at an earlier check and gone at a later one.
    pub stored_lost: usize,
    /// Games that do not replay to their snapshot, or whose index or result disagrees.
    pub inconsistent: usize,
    /// Public posts: one per move told; posts sent again under a key already told (dropped);
    /// told moves the store lost; stored moves never told.
    pub told: usize,
    pub resent: u64,
    pub told_then_lost: usize,
    pub untold: usize,
    /// Typed moves the table refused (applied through the store instead).
    pub fallbacks: usize,
    /// What the cuts threw away, and what the filesystem saw.
    pub thrown: CutReport,
    pub fs: Stats,
    /// Every failed check, in words.
    pub problems: Vec<String>,
}

impl Figures {
    pub fn add_cut(&mut self, report: CutReport, stats: Stats) {
        self.cuts += 1;
        let t = &mut self.thrown;
        t.files_unsynced += report.files_unsynced;
        t.bytes_lost += report.bytes_lost;
        t.dir_changes_lost += report.dir_changes_lost;
        t.dir_changes_kept += report.dir_changes_kept;
        t.torn_pages += report.torn_pages;
        let f = &mut self.fs;
        f.writes += stats.writes;
        f.bytes_written += stats.bytes_written;
        f.file_syncs += stats.file_syncs;
        f.dir_syncs += stats.dir_syncs;
        f.creates += stats.creates;
        f.renames += stats.renames;
        f.removes += stats.removes;
        f.blobs += stats.blobs;
    }

    fn problem(&mut self, what: String) {
        if self.problems.len() < 1000 {
            self.problems.push(what);
        }
    }

    /// The report, in a few lines.
    pub fn summary(&self, label: &str) -> String {
        let (t, f) = (&self.thrown, &self.fs);
        format!(
            "powercut [{label}]: {} cuts ({} before the store was ready, {} mid-compaction, {} \
             compactions finished, {} while backing up); {} moves acknowledged, {} found after \
             the cuts, {} lost; {} databases failed to open; {} stored moves lost later; {} games \
             inconsistent; {} moves told once each ({} re-sent under the same key, {} told then \
             lost, {} never told); {} backups opened; {} typed moves refused\n  \
             filesystem: {} writes ({} KiB), {} file syncs, {} directory syncs, {} creates, {} \
             renames, {} removes, {} sled blob files; the cuts threw away {} KiB of {} files, \
             {} directory changes (kept {} as a journal prefix), tore {} pages",
            self.cuts,
            self.before_ready,
            self.mid_compaction,
            self.compactions,
            self.backup_runs,
            self.acknowledged,
            self.found,
            self.acknowledged - self.found,
            self.failed_opens,
            self.stored_lost,
            self.inconsistent,
            self.told,
            self.resent,
            self.told_then_lost,
            self.untold,
            self.backups_checked,
            self.fallbacks,
            f.writes,
            f.bytes_written / 1024,
            f.file_syncs,
            f.dir_syncs,
            f.creates,
            f.renames,
            f.removes,
            f.blobs,
            t.bytes_lost / 1024,
            t.files_unsynced,
            t.dir_changes_lost,
            t.dir_changes_kept,
            t.torn_pages,
        )
    }
}

/// The parent's memory across cuts: what the store held, what the threads were told.
#[derive(Debug, Default)]
pub struct Checker {
    pub figures: Figures,
    /// Each game's log at the last check: never to be lost.
    known: BTreeMap<GameId, Vec<LoggedAction>>,
    threads: Threads,
    /// Each game's version when its posts were last checked.
    posts_checked: BTreeMap<GameId, u64>,
    backups_seen: BTreeSet<String>,
}

impl Checker {
    /// Takes in a line of the child: its posts reach the threads at once.
    pub fn hear(&mut self, line: &Line) {
        match line {
            Line::Post {
                game,
                version,
                lines,
            } => self.threads.post(*game, *version, lines.clone()),
            Line::Fallback(why) => {
                self.figures.fallbacks += 1;
                if self.figures.fallbacks <= 3 {
                    eprintln!("powercut: a typed move was refused: {why}");
                }
            }
            _ => {}
        }
    }

    /// Checks the store at `db` (and the backups in `backups`) after a cut, given what the
    /// child printed before it. `run` names the cut in the problems.
    pub fn after_cut(&mut self, db: &Path, backups: &Path, lines: &[Line], run: usize) {
        let store = match super::open_when_free(db, false) {
            Ok(store) => store,
            Err(e) => {
                self.figures.failed_opens += 1;
                self.figures
                    .problem(format!("cut {run}: the database does not open: {e}"));
                self.start_over(db);
                return;
            }
        };
        for line in lines {
            if let Line::Created(game) = line {
                if let Err(e) = store.load_game(*game) {
                    self.figures
                        .problem(format!("cut {run}: created game {game} is gone: {e}"));
                }
            }
        }
        let acks: Vec<&Ack> = lines
            .iter()
            .filter_map(|l| match l {
                Line::Ack(a) => Some(a),
                _ => None,
            })
            .collect();
        let found = self.acks(&store, &acks, run);
        self.games(&store, run);
        self.catch_up(&store, run);
        self.posts(&store, run, false);
        self.retry_keys(&store, &found, run);
        drop(store);
        self.backups(backups, lines, run);
    }

    /// After the last cut: every game's posts, whether it moved or not.
    pub fn at_end(&mut self, db: &Path) {
        match super::open_when_free(db, false) {
            Ok(store) => self.posts(&store, usize::MAX, true),
            Err(e) => self
                .figures
                .problem(format!("at the end: the database does not open: {e}")),
        }
        self.figures.told = self.threads.len();
        self.figures.resent = self.threads.resent;
        self.figures.told_then_lost += self.threads.contradicted.len();
        for (game, version) in &self.threads.contradicted {
            self.figures.problems.push(format!(
                "game {game}: the move from version {version} was posted, then another took \
                 its place"
            ));
        }
    }

    /// A database that does not open is put aside (the next run starts a new one).
    fn start_over(&mut self, db: &Path) {
        let mut aside = db.as_os_str().to_os_string();
        aside.push(format!(".unopenable-{}", self.figures.failed_opens));
        if let Err(e) = std::fs::rename(db, &aside) {
            panic!("cannot put aside the database that does not open: {e}");
        }
        self.known.clear();
        self.posts_checked.clear();
        self.threads = Threads::default();
    }

    /// Every acknowledged move is in its game's log, at its place. Returns those found.
    fn acks<'a>(&mut self, store: &Store, acks: &[&'a Ack], run: usize) -> Vec<&'a Ack> {
        let mut logs = BTreeMap::new();
        let mut found = Vec::new();
        for ack in acks {
            self.figures.acknowledged += 1;
            let log = logs
                .entry(ack.game)
                .or_insert_with(|| store.load_log(ack.game).map(|l| l.actions));
            match log {
                Ok(actions) if actions.get(ack.index) == Some(&ack.logged) => {
                    self.figures.found += 1;
                    found.push(*ack);
                }
                Ok(actions) => self.figures.problem(format!(
                    "cut {run}: acknowledged move {} of game {} is {} (the log holds {})",
                    ack.index,
                    ack.game,
                    if actions.len() > ack.index {
                        "another move"
                    } else {
                        "missing"
                    },
                    actions.len()
                )),
                Err(e) => self.figures.problem(format!(
                    "cut {run}: game {} of an acknowledged move: {e}",
                    ack.game
                )),
            }
        }
        found
    }

    /// Every game replays to its snapshot, keeps what it held at the last check, and is
    /// indexed and has a result as its status says.
    fn games(&mut self, store: &Store, run: usize) {
        let ids = match store.game_ids() {
            Ok(ids) => ids,
            Err(e) => return self.figures.problem(format!("cut {run}: game ids: {e}")),
        };
        for id in self.known.keys() {
            if !ids.contains(id) {
                self.figures.stored_lost += 1;
                self.figures
                    .problem(format!("cut {run}: game {id} disappeared"));
            }
        }
        let active: BTreeSet<GameId> = store
            .active_in_guild(GUILD)
            .unwrap_or_default()
            .into_iter()
            .collect();
        let results: BTreeSet<GameId> = store
            .results_in_guild(GUILD)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|r| r.ok().map(|r| r.game_id))
            .collect();
        for id in ids {
            let mut wrong = Vec::new();
            if let Err(e) = store.verify_game(id) {
                wrong.push(format!("does not replay: {e}"));
            }
            let (record, log) = match (store.load_game(id), store.load_log(id)) {
                (Ok(record), Ok(log)) => (record, log.actions),
                (Err(e), _) | (_, Err(e)) => {
                    self.figures.inconsistent += 1;
                    self.figures
                        .problem(format!("cut {run}: game {id} does not load: {e}"));
                    continue;
                }
            };
            let before = self.known.entry(id).or_default();
            if !log.starts_with(before) {
                let kept = before.iter().zip(&log).take_while(|(a, b)| a == b).count();
                self.figures.stored_lost += before.len() - kept;
                self.figures.problem(format!(
                    "cut {run}: game {id} lost stored moves from {kept} (held {}, now {})",
                    before.len(),
                    log.len()
                ));
            }
            *before = log.clone();
            if record.log_len != log.len() {
                wrong.push(format!(
                    "log_len {} but {} logged",
                    record.log_len,
                    log.len()
                ));
            }
            if active.contains(&id) != (record.status == GameStatus::Active) {
                wrong.push(format!(
                    "indexed {} but {:?}",
                    active.contains(&id),
                    record.status
                ));
            }
            if record.status == GameStatus::Finished && !results.contains(&id) {
                wrong.push("finished without a result".into());
            }
            if !wrong.is_empty() {
                self.figures.inconsistent += 1;
                self.figures
                    .problem(format!("cut {run}: game {id}: {}", wrong.join("; ")));
            }
        }
    }

    /// The bot's outbox at startup: every game with a post mark gets the moves after it.
    fn catch_up(&mut self, store: &Store, run: usize) {
        let marks = match store.announcement_marks() {
            Ok(marks) => marks,
            Err(e) => return self.figures.problem(format!("cut {run}: marks: {e}")),
        };
        for (game, mark) in marks {
            let turn = store.lock_game(game);
            let Ok(record) = store.load_game(game) else {
                continue;
            };
            match acted_since(&turn, &record, mark) {
                Ok(missed) => {
                    for acted in missed {
                        let lines = public_lines(&acted);
                        self.threads.post(game, acted.before.version, lines);
                    }
                }
                Err(e) => {
                    self.figures
                        .problem(format!("cut {run}: game {game}: catch-up: {e}"));
                    continue;
                }
            }
            let marked = if record.status == GameStatus::Active {
                store.set_announced(game, record.version)
            } else {
                store.forget_announced(game)
            };
            if let Err(e) = marked {
                self.figures
                    .problem(format!("cut {run}: game {game}: mark: {e}"));
            }
        }
    }

    /// Every stored move of the games that moved (all of them when `all`) was told, with the
    /// lines it has now; no move beyond the stored game was told.
    fn posts(&mut self, store: &Store, run: usize, all: bool) {
        for game in store.game_ids().unwrap_or_default() {
            let Ok(record) = store.load_game(game) else {
                continue;
            };
            let checked = self.posts_checked.get(&game).copied();
            if !all && checked == Some(record.version) {
                continue;
            }
            let turn = store.lock_game(game);
            let moves = match acted_since(&turn, &record, 0) {
                Ok(moves) => moves,
                Err(e) => {
                    self.figures
                        .problem(format!("cut {run}: game {game}: replay: {e}"));
                    continue;
                }
            };
            for acted in moves {
                let version = acted.before.version;
                match self.threads.told(game, version) {
                    None => {
                        self.figures.untold += 1;
                        self.figures.problem(format!(
                            "cut {run}: game {game}: the move from version {version} was \
                             never posted"
                        ));
                    }
                    Some(told) if told != public_lines(&acted) => {
                        self.figures.told_then_lost += 1;
                        self.figures.problem(format!(
                            "cut {run}: game {game}: the move from version {version} was \
                             posted as another move"
                        ));
                    }
                    Some(_) => {}
                }
            }
            for version in self.threads.told_from(game, record.version) {
                self.figures.told_then_lost += 1;
                self.figures.problem(format!(
                    "cut {run}: game {game}: the move from version {version} was posted, \
                     but the game holds {} moves",
                    record.version
                ));
            }
            self.posts_checked.insert(game, record.version);
        }
    }

    /// Sending the last acknowledged person's move of each game again (the same interaction)
    /// is a duplicate, with the version it had.
    fn retry_keys(&mut self, store: &Store, found: &[&Ack], run: usize) {
        let mut last = BTreeMap::new();
        for ack in found.iter().filter(|a| a.key.is_some()) {
            last.insert(ack.game, *ack);
        }
        for ack in last.values() {
            let key = ack.key.as_deref();
            match store.apply_action(
                ack.game,
                Some(ack.version - 1),
                ack.logged.seat,
                &ack.logged.action,
                key,
            ) {
                Ok(again) if again.duplicate && again.version == ack.version => {}
                Ok(again) => self.figures.problem(format!(
                    "cut {run}: key {key:?} applied again (duplicate {}, version {})",
                    again.duplicate, again.version
                )),
                Err(e) => self
                    .figures
                    .problem(format!("cut {run}: retry of key {key:?}: {e}")),
            }
        }
    }

    /// Every backup acknowledged is there, and every complete one (not `.partial-`) opens
    /// and its games replay. Checked backups are removed, to keep the disk small.
    fn backups(&mut self, backups: &Path, lines: &[Line], run: usize) {
        let present: Vec<String> = std::fs::read_dir(backups)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        for line in lines {
            if let Line::Backup(name) = line {
                if !present.contains(name) {
                    self.figures
                        .problem(format!("cut {run}: acknowledged backup {name} is gone"));
                }
            }
        }
        for name in present {
            let path = backups.join(&name);
            if !name.contains(".partial-") && self.backups_seen.insert(name.clone()) {
                match Store::open_existing(&path).and_then(|s| s.verify_all()) {
                    Ok(bad) if bad.is_empty() => self.figures.backups_checked += 1,
                    Ok(bad) => self.figures.problem(format!(
                        "cut {run}: backup {name}: {} games do not replay",
                        bad.len()
                    )),
                    Err(e) => self
                        .figures
                        .problem(format!("cut {run}: backup {name} does not open: {e}")),
                }
            }
            let _ = std::fs::remove_dir_all(&path);
        }
        if let Ok(dir) = std::fs::File::open(backups) {
            let _ = dir.sync_all();
        }
    }
}
