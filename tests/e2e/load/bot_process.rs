//! The real `canasta-bot` binary as a child process against the fake Discord, configured as
//! in production through its environment: so what is measured (CPU, resident memory, from
//! `/proc/<pid>`) is the bot alone, and a kill is a real SIGKILL.

use super::run::LoadSize;
use crate::e2e::harness::COMMANDS;
use crate::support::fake_discord::FakeDiscord;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Generous bound for the bot's start and stop.
const SLOW: Duration = Duration::from_secs(60);

/// What the process has used so far.
#[derive(Debug, Clone, Copy)]
pub struct Usage {
    /// CPU seconds (user + system).
    pub cpu_seconds: f64,
    /// Resident memory now, MiB.
    pub resident_mib: f64,
    /// The most resident memory so far, MiB.
    pub peak_mib: f64,
    /// Threads now.
    pub threads: f64,
}

/// A running bot process.
pub struct BotProcess {
    child: Child,
    /// Its standard output and error.
    pub log: PathBuf,
}

impl BotProcess {
    /// Starts the bot on the database at `db` against `discord`, computer players moving
    /// after `computer_delay`, and waits until it has identified and registered its
    /// commands. Its output goes to `db`'s directory (`bot-<n>.log`, `n` = `start`).
    pub async fn start(
        discord: &FakeDiscord,
        db: &Path,
        size: &LoadSize,
        start: u32,
    ) -> BotProcess {
        let log = std::env::var("LOAD_BOT_LOG").unwrap_or("warn".into());
        BotProcess::start_logging(discord, db, size.computer_delay, size.think_ms, start, &log)
            .await
    }

    /// [`start`](Self::start), logging at `log` (a `RUST_LOG` filter); `think_ms` is each
    /// computer decision's budget (`COMPUTER_THINK_MS`), none for the bot's default.
    pub async fn start_logging(
        discord: &FakeDiscord,
        db: &Path,
        computer_delay: Duration,
        think_ms: Option<u64>,
        start: u32,
        log_filter: &str,
    ) -> BotProcess {
        let dir = db.parent().expect("the database is in a directory");
        // `LOAD_BOT_BIN` runs another build of the bot (e.g. an older commit's, for a before
        // and after in one window); by default the one built with these tests.
        let binary = std::env::var("LOAD_BOT_BIN")
            .unwrap_or_else(|_| env!("CARGO_BIN_EXE_canasta-bot").to_owned());
        let mut command = Command::new(binary);
        if let Some(ms) = think_ms {
            command.env("COMPUTER_THINK_MS", ms.to_string());
        }
        command
            .current_dir(dir)
            .env("DATABASE_PATH", db)
            .env("COMPUTER_DELAY_MS", computer_delay.as_millis().to_string())
            .env("REMINDER_HOURS", "0")
            .env("RUST_LOG", log_filter)
            .env_remove("BACKUP_DIR");
        BotProcess::launch(discord, command, &dir.join(format!("bot-{start}.log"))).await
    }

    /// Runs `command` (the bot binary, its directory and settings made by the caller) against
    /// `discord`, its output to `log`, and waits until it has identified and registered its
    /// commands.
    pub async fn launch(discord: &FakeDiscord, mut command: Command, log: &Path) -> BotProcess {
        command.env("DEV_GUILD_ID", discord.guild_id().to_string());
        BotProcess::launch_global(discord, command, log).await
    }

    /// [`launch`](Self::launch) with the commands registered globally (no `DEV_GUILD_ID`), as
    /// a bot in many servers has them.
    pub async fn launch_global(discord: &FakeDiscord, command: Command, log: &Path) -> BotProcess {
        let identified = discord.gateway_stats().identifies;
        let mut bot = BotProcess::spawn(discord, command, log);
        let deadline = Instant::now() + SLOW;
        while discord.gateway_stats().identifies == identified {
            if let Ok(Some(status)) = bot.child.try_wait() {
                panic!("the bot exited at start ({status}): {}", bot.output());
            }
            assert!(
                Instant::now() < deadline,
                "the bot did not identify within {SLOW:?}: {}",
                bot.output()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        discord.wait_until_ready(SLOW).await;
        discord.wait_for_commands(&COMMANDS, SLOW).await;
        bot
    }

    /// Runs `command` (the bot binary, its directory and settings made by the caller) against
    /// `discord`, its output to `log`, without waiting for anything.
    pub fn spawn(discord: &FakeDiscord, mut command: Command, log: &Path) -> BotProcess {
        let out = File::create(log).expect("a log file");
        let err = out.try_clone().expect("the log file again");
        let child = command
            .env("DISCORD_TOKEN", discord.token())
            .env("DISCORD_API_BASE", discord.api_base())
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .expect("the bot binary starts");
        BotProcess {
            child,
            log: log.to_path_buf(),
        }
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// What the process has used so far, from `/proc/<pid>/stat` and `status`.
    pub fn usage(&self) -> Usage {
        let pid = self.pid();
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let after_name = stat.rfind(')').map_or("", |i| &stat[i + 2..]);
        let fields: Vec<&str> = after_name.split_whitespace().collect();
        let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<f64>().ok());
        // utime and stime are fields 14 and 15 of stat, 11 and 12 after the name and state.
        let cpu_seconds = ticks(11).unwrap_or(0.0) + ticks(12).unwrap_or(0.0);
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let kib = |key: &str| {
            status
                .lines()
                .find_map(|l| l.strip_prefix(key))
                .and_then(|v| v.split_whitespace().next())
                .and_then(|v| v.parse::<f64>().ok())
                .unwrap_or(0.0)
        };
        Usage {
            cpu_seconds: cpu_seconds / 100.0,
            resident_mib: kib("VmRSS:") / 1024.0,
            peak_mib: kib("VmHWM:") / 1024.0,
            threads: kib("Threads:"),
        }
    }

    /// SIGKILL: the bot stops at once, mid-whatever.
    pub fn kill(&mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }

    /// SIGINT (Ctrl-C): the bot shuts down as in production; waits for it to exit.
    pub async fn stop(self) {
        self.signal("-INT");
        self.exited().await;
    }

    /// Sends `signal` (`-TERM`, `-INT`) to the process, as `kill` does.
    pub fn signal(&self, signal: &str) {
        let pid = self.pid().to_string();
        let sent = Command::new("kill").args([signal, &pid]).status();
        assert!(sent.is_ok_and(|s| s.success()), "kill {signal} {pid}");
    }

    /// Waits for the process to exit (after a signal); returns how it ended.
    pub async fn exited(mut self) -> ExitStatus {
        let deadline = Instant::now() + SLOW;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!("the bot did not stop within {SLOW:?}: {}", self.output());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// The last lines the bot wrote.
    pub fn output(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(30)..].join("\n")
    }

    /// Waits until the bot's output has a line containing `text`, for at most `limit`.
    pub async fn wait_for_log(&self, text: &str, limit: Duration) -> bool {
        let deadline = Instant::now() + limit;
        while Instant::now() < deadline {
            let log = std::fs::read_to_string(&self.log).unwrap_or_default();
            if log.contains(text) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        false
    }

    /// Lines of the bot's output at level ERROR or WARN.
    pub fn complaints(&self) -> Vec<String> {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .filter(|l| l.contains(" ERROR ") || l.contains(" WARN "))
            .map(str::to_string)
            .collect()
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
