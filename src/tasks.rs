//! The timing of the bot's background tasks (computer players, turn reminders), read from the
//! environment: `COMPUTER_DELAY_MS` (how long a computer player waits before its move,
//! default 1500) and `REMINDER_HOURS` (remind a player whose move the game has awaited this
//! long, default 12; 0 turns reminders off; a server's own setting wins). The tasks themselves
//! run inside the bot (`canasta_commands::discord::tasks`), so tests start them in-process.

use anyhow::{bail, Context};
use canasta_commands::discord::Timing;
use std::time::Duration;

/// The timing from `get` (the environment in production).
pub fn timing_from(get: impl Fn(&str) -> Option<String>) -> anyhow::Result<Timing> {
    let number = |key: &str| -> anyhow::Result<Option<u64>> {
        match get(key)
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
        {
            None => Ok(None),
            Some(v) => v
                .parse()
                .map(Some)
                .with_context(|| format!("{key} must be a whole number, not `{v}`")),
        }
    };
    let mut timing = Timing::default();
    if let Some(ms) = number("COMPUTER_DELAY_MS")? {
        if ms > 60_000 {
            bail!("COMPUTER_DELAY_MS is at most 60000 (a minute)");
        }
        timing.computer_delay = Duration::from_millis(ms);
    }
    if let Some(hours) = number("REMINDER_HOURS")? {
        timing.reminder_after = (hours > 0).then(|| Duration::from_secs(hours * 3600));
    }
    Ok(timing)
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
        let set = timing_from(|k| match k {
            "COMPUTER_DELAY_MS" => Some("20".into()),
            "REMINDER_HOURS" => Some("0".into()),
            _ => None,
        })
        .unwrap();
        assert_eq!(set.computer_delay, Duration::from_millis(20));
        assert_eq!(set.reminder_after, None);
        let bad = timing_from(|k| (k == "REMINDER_HOURS").then(|| "soon".into()));
        assert!(bad.unwrap_err().to_string().contains("REMINDER_HOURS"));
    }
}
