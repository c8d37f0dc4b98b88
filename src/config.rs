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
         token into .env (see .env.example and the README).\n\
         To try the game without Discord: canasta-bot play"
    )]
    MissingToken,
    /// A guild id that is not a number.
    #[error("DEV_GUILD_ID must be a server id (a number), not `{0}`")]
    BadGuildId(String),
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
    fn a_missing_token_says_how_to_get_one_and_how_to_play_offline() {
        let err = config(&[]).unwrap_err();
        assert_eq!(err, ConfigError::MissingToken);
        let text = err.to_string();
        assert!(text.contains("developers/applications") && text.contains("canasta-bot play"));
        assert_eq!(
            config(&[("DISCORD_TOKEN", "  ")]),
            Err(ConfigError::MissingToken)
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
