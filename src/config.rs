//! The bot's settings, read from the environment (and `.env`, see `.env.example`).

use canasta_commands::discord::{ShardCount, ShardPlan, Shards};
use std::net::SocketAddr;
use std::path::PathBuf;

/// Where games are kept unless `DATABASE_PATH` says otherwise.
pub const DEFAULT_DATABASE_PATH: &str = "./data/canasta.db";

/// Settings for running the bot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// `DISCORD_TOKEN`: the bot token.
    pub token: String,
    /// `DATABASE_PATH`: the sled database directory.
    pub database_path: PathBuf,
    /// `DEV_GUILD_ID`: register commands in this server at once instead of globally.
    pub dev_guild_id: Option<u64>,
    /// `DISCORD_API_BASE`: tests only, points REST and gateway at a fake Discord.
    pub api_base: Option<String>,
    /// `METRICS_ADDR`: where the Prometheus endpoint listens (`127.0.0.1:9100`); none: off.
    pub metrics_addr: Option<SocketAddr>,
    /// `SHARDS` (`0-3`, or one shard: `2`) and `SHARD_COUNT` (`16`, or `auto`): the shards
    /// this process runs; unsharded when neither is set.
    pub shards: ShardPlan,
}

/// A setting that is missing or malformed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// No token.
    #[error(
        "DISCORD_TOKEN is not set.\n\
         Create an application at https://discord.com/developers/applications, add a bot, copy its\n\
         token into .env (see .env.example and the README)."
    )]
    MissingToken,
    /// A guild id that is not a number.
    #[error("DEV_GUILD_ID must be a server id (a number), not `{0}`")]
    BadGuildId(String),
    /// `SHARDS` or `SHARD_COUNT` that cannot be run.
    #[error("{0}")]
    BadShards(String),
    /// A metrics address that is not an address and port.
    #[error("METRICS_ADDR must be an address and port such as 127.0.0.1:9100, not `{0}`")]
    BadMetricsAddr(String),
}

/// The exit status of a bot that cannot run as configured (sysexits' `EX_CONFIG`): the
/// systemd unit does not restart it (`RestartPreventExitStatus=78`), as no restart can help.
pub const EXIT_CONFIG: u8 = 78;

/// How the reader plays offline with what they have: `cargo run --release -- play` when cargo
/// ran this program (cargo sets `CARGO_PKG_NAME` for what it runs), else this program as it
/// was typed (`canasta-bot play`, `./target/release/canasta-bot play`).
pub fn offline_command(
    get: impl Fn(&str) -> Option<String>,
    program: Option<&std::ffi::OsStr>,
) -> String {
    if get("CARGO_PKG_NAME").as_deref() == Some(env!("CARGO_PKG_NAME")) {
        return "cargo run --release -- play".to_string();
    }
    let typed = program
        .map(|p| p.to_string_lossy().into_owned())
        .filter(|p| !p.trim().is_empty());
    format!(
        "{} play",
        typed.as_deref().unwrap_or(env!("CARGO_PKG_NAME"))
    )
}

/// The line that tells how to try the game without Discord, for this process.
pub fn offline_hint() -> String {
    let program = std::env::args_os().next();
    let command = offline_command(|k| std::env::var(k).ok(), program.as_deref());
    format!("To try the game without Discord: {command}")
}

/// The shards from `SHARDS` and `SHARD_COUNT` (see [`Config::shards`]).
pub fn shard_plan(range: Option<String>, count: Option<String>) -> Result<ShardPlan, ConfigError> {
    let bad = |why: String| ConfigError::BadShards(why);
    let count = match count.as_deref() {
        None => None,
        Some("auto") => Some(ShardCount::Auto),
        Some(n) => match n.parse::<u32>() {
            Ok(n) if n > 0 => Some(ShardCount::Fixed(n)),
            _ => {
                return Err(bad(format!(
                    "SHARD_COUNT must be a number of shards or `auto`, not `{n}`"
                )))
            }
        },
    };
    let Some(range) = range else {
        return Ok(count.map_or(ShardPlan::One, ShardPlan::All));
    };
    let count = match count {
        Some(ShardCount::Fixed(n)) => n,
        Some(ShardCount::Auto) => {
            return Err(bad(
                "SHARD_COUNT=auto runs every shard in one process: leave SHARDS out, or give \
                 the count as a number (every process must use the same)"
                    .into(),
            ))
        }
        None => {
            return Err(bad(
                "SHARDS needs SHARD_COUNT: how many shards there are in all".into(),
            ))
        }
    };
    let number = |v: &str| v.trim().parse::<u32>().ok();
    let (first, last) = match range.split_once('-') {
        Some((a, b)) => (number(a), number(b)),
        None => (number(&range), number(&range)),
    };
    let (Some(first), Some(last)) = (first, last) else {
        return Err(bad(format!(
            "SHARDS must be a range such as 0-3 (or one shard: 2), not `{range}`"
        )));
    };
    Shards::new(first, last, count)
        .map(ShardPlan::Range)
        .map_err(|e| bad(format!("SHARDS: {e}")))
}

impl Config {
    /// Reads the settings through `get` (the environment in production, a map in tests).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let non_empty = |key: &str| {
            get(key)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = non_empty("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let dev_guild_id = match non_empty("DEV_GUILD_ID") {
            None => None,
            Some(v) => Some(v.parse().map_err(|_| ConfigError::BadGuildId(v))?),
        };
        let metrics_addr = match non_empty("METRICS_ADDR") {
            None => None,
            Some(v) => Some(v.parse().map_err(|_| ConfigError::BadMetricsAddr(v))?),
        };
        let shards = shard_plan(non_empty("SHARDS"), non_empty("SHARD_COUNT"))?;
        Ok(Config {
            token,
            metrics_addr,
            shards,
            database_path: non_empty("DATABASE_PATH")
                .map_or_else(|| PathBuf::from(DEFAULT_DATABASE_PATH), PathBuf::from),
            dev_guild_id,
            api_base: non_empty("DISCORD_API_BASE"),
        })
    }

    /// Reads `.env` if present, then the environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        // A missing .env is normal: the environment may hold everything.
        let _ = dotenvy::dotenv();
        Config::from_lookup(|k| std::env::var(k).ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn a_missing_token_says_how_to_get_one() {
        let err = config(&[]).unwrap_err();
        assert_eq!(err, ConfigError::MissingToken);
        assert!(err.to_string().contains("developers/applications"));
        assert_eq!(
            config(&[("DISCORD_TOKEN", "  ")]),
            Err(ConfigError::MissingToken)
        );
    }

    #[test]
    fn the_offline_command_is_the_one_the_reader_has() {
        use std::ffi::OsStr;
        let through_cargo = |k: &str| (k == "CARGO_PKG_NAME").then(|| "canasta-bot".to_string());
        let alone = |_: &str| None;
        assert_eq!(
            offline_command(
                through_cargo,
                Some(OsStr::new("target/release/canasta-bot"))
            ),
            "cargo run --release -- play"
        );
        assert_eq!(
            offline_command(alone, Some(OsStr::new("canasta-bot"))),
            "canasta-bot play"
        );
        assert_eq!(
            offline_command(alone, Some(OsStr::new("./target/release/canasta-bot"))),
            "./target/release/canasta-bot play"
        );
        assert_eq!(offline_command(alone, None), "canasta-bot play");
        let other_crate = |k: &str| (k == "CARGO_PKG_NAME").then(|| "something".to_string());
        assert_eq!(
            offline_command(other_crate, Some(OsStr::new("/usr/local/bin/canasta-bot"))),
            "/usr/local/bin/canasta-bot play"
        );
    }

    #[test]
    fn shards_ranges_counts_and_mistakes() {
        let plan = |range: Option<&str>, count: Option<&str>| {
            shard_plan(range.map(Into::into), count.map(Into::into))
        };
        assert_eq!(plan(None, None), Ok(ShardPlan::One));
        assert_eq!(
            plan(None, Some("auto")),
            Ok(ShardPlan::All(ShardCount::Auto))
        );
        assert_eq!(
            plan(None, Some("16")),
            Ok(ShardPlan::All(ShardCount::Fixed(16)))
        );
        assert_eq!(
            plan(Some("0-3"), Some("16")),
            Ok(ShardPlan::Range(Shards::new(0, 3, 16).unwrap()))
        );
        assert_eq!(
            plan(Some("5"), Some("16")),
            Ok(ShardPlan::Range(Shards::new(5, 5, 16).unwrap()))
        );
        for (range, count, says) in [
            (Some("0-3"), None, "needs SHARD_COUNT"),
            (Some("0-3"), Some("auto"), "leave SHARDS out"),
            (Some("3-0"), Some("16"), "not within"),
            (Some("12-16"), Some("16"), "not within"),
            (Some("a-b"), Some("16"), "a range such as"),
            (None, Some("0"), "a number of shards"),
            (None, Some("many"), "a number of shards"),
        ] {
            let error = plan(range, count).unwrap_err().to_string();
            assert!(error.contains(says), "{range:?} {count:?}: {error}");
        }
    }

    #[test]
    fn defaults_and_values() {
        let c = config(&[("DISCORD_TOKEN", "abc")]).unwrap();
        assert_eq!(c.database_path, PathBuf::from(DEFAULT_DATABASE_PATH));
        assert_eq!((c.dev_guild_id, c.api_base), (None, None));
        assert_eq!(c.metrics_addr, None, "metrics are off by default");
        let c = config(&[
            ("DISCORD_TOKEN", "abc"),
            ("DEV_GUILD_ID", "42"),
            ("DATABASE_PATH", "/tmp/x"),
            ("DISCORD_API_BASE", "http://127.0.0.1:9"),
        ])
        .unwrap();
        assert_eq!(c.dev_guild_id, Some(42));
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(
            config(&[("DISCORD_TOKEN", "abc"), ("DEV_GUILD_ID", "x")]),
            Err(ConfigError::BadGuildId("x".into()))
        );
        let c = config(&[("DISCORD_TOKEN", "abc"), ("METRICS_ADDR", "127.0.0.1:9100")]).unwrap();
        assert_eq!(c.metrics_addr, Some(([127, 0, 0, 1], 9100).into()));
        assert_eq!(
            config(&[("DISCORD_TOKEN", "abc"), ("METRICS_ADDR", "9100")]),
            Err(ConfigError::BadMetricsAddr("9100".into()))
        );
    }
}
