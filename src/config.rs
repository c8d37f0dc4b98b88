//! The bot's settings, read from the environment (and `.env`, see `.env.example`).

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
        Ok(Config {
            token,
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
    fn defaults_and_values() {
        let c = config(&[("DISCORD_TOKEN", "abc")]).unwrap();
        assert_eq!(c.database_path, PathBuf::from(DEFAULT_DATABASE_PATH));
        assert_eq!((c.dev_guild_id, c.api_base), (None, None));
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
    }
}
