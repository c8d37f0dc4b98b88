//! What the power-cut test's two processes share: the child plays (`child`), the parent cuts
//! the power and checks (`check`); they speak in lines (`Line`), and both render a move's
//! public lines the same way (`public_lines`).

pub mod check;
pub mod child;
pub mod cuts;
pub mod thread;

use canasta_engine::{Action, LoggedAction};
use canasta_storage::{GameId, OpenOptions, Store, StoreError};
use canasta_table::Acted;
use canasta_wording::lang::Lang;
use canasta_wording::render::timeouts::mark_autopilot;
use canasta_wording::render::{event_lines, names_of};
use std::path::Path;
use std::time::{Duration, Instant};

/// The guild of every game.
pub const GUILD: u64 = 77;
/// Games the child keeps going.
pub const GAMES: usize = 8;
/// Threads of the child, each playing its share of the games.
pub const THREADS: usize = 4;

/// Set in the child: the database path, its backups' directory, the run, what it does
/// besides playing, and whether its store is the broken one.
pub const CHILD_DB: &str = "POWERCUT_CHILD_DB";
pub const CHILD_BACKUPS: &str = "POWERCUT_CHILD_BACKUPS";
pub const CHILD_RUN: &str = "POWERCUT_CHILD_RUN";
pub const CHILD_MODE: &str = "POWERCUT_CHILD_MODE";
pub const CHILD_BROKEN: &str = "POWERCUT_CHILD_BROKEN";

/// What a child does in a run, besides playing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Only plays.
    Play,
    /// Compacts the database first (as the bot does at startup), then plays.
    Compact,
    /// Plays and backs up the database meanwhile.
    Backup,
}

impl Mode {
    pub fn word(self) -> &'static str {
        match self {
            Mode::Play => "play",
            Mode::Compact => "compact",
            Mode::Backup => "backup",
        }
    }

    pub fn from_word(word: &str) -> Mode {
        match word {
            "compact" => Mode::Compact,
            "backup" => Mode::Backup,
            _ => Mode::Play,
        }
    }
}

/// One acknowledged move.
#[derive(Debug, Clone)]
pub struct Ack {
    pub game: GameId,
    /// Its place in the game's log.
    pub index: usize,
    /// The game's version after it.
    pub version: u64,
    /// Its idempotency key (`None` for a computer's move).
    pub key: Option<String>,
    pub logged: LoggedAction,
}

/// A line from the child.
#[derive(Debug, Clone)]
pub enum Line {
    /// It opened the store and plays.
    Ready,
    /// It created (or "played again" into) this game.
    Created(GameId),
    /// A move was acknowledged: stored, and synced.
    Ack(Ack),
    /// It posted the public lines of `game`'s move from `version` to its thread.
    Post {
        game: GameId,
        version: u64,
        lines: String,
    },
    /// It started and finished compacting.
    Compacting,
    Compacted,
    /// A backup under this name is complete.
    Backup(String),
    /// A typed move the table refused, applied through the store instead (a diagnostic).
    Fallback(String),
}

impl Line {
    pub fn to_text(&self) -> String {
        match self {
            Line::Ready => "ready".into(),
            Line::Created(game) => format!("created {game}"),
            Line::Ack(a) => format!(
                "ack {} {} {} {} {} {}",
                a.game,
                a.index,
                a.version,
                a.key.as_deref().unwrap_or("-"),
                a.logged.seat,
                serde_json::to_string(&a.logged.action).expect("an action encodes")
            ),
            Line::Post {
                game,
                version,
                lines,
            } => format!("post {game} {version} {lines}"),
            Line::Compacting => "compacting".into(),
            Line::Compacted => "compacted".into(),
            Line::Backup(name) => format!("backup {name}"),
            Line::Fallback(why) => format!("fallback {}", why.replace('\n', " ")),
        }
    }

    /// The line, if it is one of ours (the test harness prints its own too).
    pub fn parse(text: &str) -> Option<Line> {
        let mut parts = text.trim_end().splitn(7, ' ');
        let num = |p: Option<&str>| p.and_then(|p| p.parse::<u64>().ok());
        Some(match parts.next()? {
            "ready" => Line::Ready,
            "created" => Line::Created(GameId(num(parts.next())?)),
            "ack" => {
                let game = GameId(num(parts.next())?);
                let index = num(parts.next())? as usize;
                let version = num(parts.next())?;
                let key = parts.next()?;
                let seat = num(parts.next())? as usize;
                let action: Action = serde_json::from_str(parts.next()?).ok()?;
                Line::Ack(Ack {
                    game,
                    index,
                    version,
                    key: (key != "-").then(|| key.to_string()),
                    logged: LoggedAction { seat, action },
                })
            }
            "post" => {
                let mut rest = text.trim_end().splitn(4, ' ').skip(1);
                Line::Post {
                    game: GameId(num(rest.next())?),
                    version: num(rest.next())?,
                    lines: rest.next()?.to_string(),
                }
            }
            "compacting" => Line::Compacting,
            "compacted" => Line::Compacted,
            "backup" => Line::Backup(parts.next()?.to_string()),
            "fallback" => Line::Fallback(text.trim_end()["fallback ".len()..].to_string()),
            _ => return None,
        })
    }
}

/// The public lines of one move, as its thread shows them (JSON, one line).
pub fn public_lines(acted: &Acted) -> String {
    let lang = Lang::En;
    let names = names_of(lang, &acted.after);
    let before = acted.before.game.public_view();
    let lines = event_lines(lang, &acted.events, &names, Some(&before));
    let lines = mark_autopilot(lang, acted, lines);
    serde_json::to_string(&lines).expect("lines encode")
}

/// Opens the store once the last process that had it lets go (sled releases its lock from
/// background threads a moment after a handle is dropped).
pub fn open_when_free(path: &Path, broken: bool) -> Result<Store, StoreError> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let options = OpenOptions::new();
        let options = if broken {
            options.broken_without_log_sync()
        } else {
            options
        };
        match options.open(path) {
            Err(StoreError::Locked { .. }) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20))
            }
            opened => return opened,
        }
    }
}

pub fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}
