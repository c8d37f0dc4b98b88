//! The settings of the bot's background tasks, read from the environment:
//! - `COMPUTER_DELAY_MS` (the least time a computer player takes over its move, default 1500),
//!   `COMPUTER_THINK_MS` (how long a strong computer player thinks about a decision, in
//!   milliseconds of one core, default 1000; 0 = the least search, for tests),
//!   `COMPUTER_THREADS` (how many decisions are worked out at once, default the machine's
//!   cores) and `REMINDER_HOURS` (remind a player whose move the game has awaited this long, default 12;
//!   0 turns reminders off; a server's own setting wins);
//! - `BACKUP_DIR` (scheduled backups go there; empty: none), `BACKUP_HOURS` (how often,
//!   default 24) and `BACKUP_KEEP` (how many are kept, default 7).
//!
//! The tasks themselves run inside the bot (`canasta_commands::discord::tasks`), so tests
//! start them in-process.

use anyhow::{bail, Context};
use canasta_commands::discord::{Backups, Maintenance, Thinking, Timing};
use std::path::PathBuf;
use std::time::Duration;

/// A trimmed, non-empty value of `key`.
fn value(get: &impl Fn(&str) -> Option<String>, key: &str) -> Option<String> {
    get(key)
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

/// A whole number from `key`, if set.
fn number(get: &impl Fn(&str) -> Option<String>, key: &str) -> anyhow::Result<Option<u64>> {
    match value(get, key) {
        None => Ok(None),
        Some(v) => v
            .parse()
            .map(Some)
            .with_context(|| format!("{key} must be a whole number, not `{v}`")),
    }
}

/// The timing from `get` (the environment in production).
pub fn timing_from(get: impl Fn(&str) -> Option<String>) -> anyhow::Result<Timing> {
    let number = |key: &str| number(&get, key);
    let mut timing = Timing::default();
    if let Some(ms) = number("COMPUTER_DELAY_MS")? {
        if ms > 60_000 {
            bail!("COMPUTER_DELAY_MS is at most 60000 (a minute)");
        }
        timing.computer_delay = Duration::from_millis(ms);
    }
    if let Some(ms) = number("COMPUTER_THINK_MS")? {
        if ms > 60_000 {
            bail!("COMPUTER_THINK_MS is at most 60000 (a minute)");
        }
        timing.thinking.millis = ms;
    }
    if let Some(threads) = number("COMPUTER_THREADS")? {
        if threads == 0 || threads > 1024 {
            bail!("COMPUTER_THREADS must be between 1 and 1024");
        }
        timing.thinking = Thinking::new(
            timing.thinking.millis,
            usize::try_from(threads).unwrap_or(1),
        );
    }
    if let Some(hours) = number("REMINDER_HOURS")? {
        timing.reminder_after = (hours > 0).then(|| Duration::from_secs(hours * 3600));
    }
    Ok(timing)
}

/// Pruning and scheduled backups from `get` (the environment in production).
pub fn maintenance_from(get: impl Fn(&str) -> Option<String>) -> anyhow::Result<Maintenance> {
    let mut maintenance = Maintenance::default();
    let hours = number(&get, "BACKUP_HOURS")?;
    let keep = number(&get, "BACKUP_KEEP")?;
    match value(&get, "BACKUP_DIR") {
        Some(dir) => {
            let hours = hours.unwrap_or(24);
            if hours == 0 {
                bail!("BACKUP_HOURS must be at least 1");
            }
            let keep = keep.unwrap_or(7);
            if keep == 0 {
                bail!("BACKUP_KEEP must be at least 1");
            }
            maintenance.backups = Some(Backups {
                dir: PathBuf::from(dir),
                every: Duration::from_secs(hours * 3600),
                keep: usize::try_from(keep).unwrap_or(usize::MAX),
            });
        }
        None if hours.is_some() || keep.is_some() => {
            bail!("BACKUP_HOURS and BACKUP_KEEP need BACKUP_DIR: where the backups go")
        }
        None => {}
    }
    Ok(maintenance)
}

/// Pruning and scheduled backups from the environment.
pub fn maintenance_from_env() -> anyhow::Result<Maintenance> {
    maintenance_from(|k| std::env::var(k).ok())
}

/// The timing from the environment.
pub fn timing_from_env() -> anyhow::Result<Timing> {
    timing_from(|k| std::env::var(k).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_values_and_mistakes() {
        let none = timing_from(|_| None).unwrap();
        assert_eq!(none, Timing::default());
        assert_eq!(none.thinking.millis, 1000);
        let set = timing_from(|k| match k {
            "COMPUTER_DELAY_MS" => Some("20".into()),
            "COMPUTER_THINK_MS" => Some("250".into()),
            "COMPUTER_THREADS" => Some("3".into()),
            "REMINDER_HOURS" => Some("0".into()),
            _ => None,
        })
        .unwrap();
        assert_eq!(set.computer_delay, Duration::from_millis(20));
        assert_eq!(set.thinking, Thinking::new(250, 3));
        assert_eq!(set.reminder_after, None);
        for (key, value) in [
            ("COMPUTER_THREADS", "0"),
            ("COMPUTER_THINK_MS", "100000"),
            ("COMPUTER_THINK_MS", "a second"),
        ] {
            let bad = timing_from(|k| (k == key).then(|| value.into()));
            assert!(bad.unwrap_err().to_string().contains(key), "{key}={value}");
        }
        let bad = timing_from(|k| (k == "REMINDER_HOURS").then(|| "soon".into()));
        assert!(bad.unwrap_err().to_string().contains("REMINDER_HOURS"));
    }

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |k| {
            pairs
                .iter()
                .find(|(key, _)| *key == k)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn backups_only_with_a_directory() {
        let none = maintenance_from(|_| None).unwrap();
        assert_eq!(none, Maintenance::default());
        assert_eq!(none.backups, None);
        let daily = maintenance_from(env(&[("BACKUP_DIR", "/var/backups/canasta")])).unwrap();
        let plan = daily.backups.expect("backups");
        assert_eq!(plan.dir, PathBuf::from("/var/backups/canasta"));
        assert_eq!((plan.every, plan.keep), (Duration::from_secs(86_400), 7));
        let set = maintenance_from(env(&[
            ("BACKUP_DIR", "b"),
            ("BACKUP_HOURS", "6"),
            ("BACKUP_KEEP", "28"),
        ]))
        .unwrap();
        let plan = set.backups.expect("backups");
        assert_eq!((plan.every, plan.keep), (Duration::from_secs(6 * 3600), 28));
        for (pairs, says) in [
            (&[("BACKUP_HOURS", "6")][..], "need BACKUP_DIR"),
            (
                &[("BACKUP_DIR", "b"), ("BACKUP_HOURS", "0")][..],
                "at least 1",
            ),
            (
                &[("BACKUP_DIR", "b"), ("BACKUP_KEEP", "0")][..],
                "at least 1",
            ),
            (
                &[("BACKUP_DIR", "b"), ("BACKUP_KEEP", "all")][..],
                "whole number",
            ),
        ] {
            let error = maintenance_from(env(pairs)).unwrap_err().to_string();
            assert!(error.contains(says), "{pairs:?}: {error}");
        }
    }
}
