//! Per-guild settings.

use crate::error::Result;
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::move_clock::{MoveClock, DEFAULT_MOVE_HOURS};
use crate::reports::WeeklyReport;
use crate::store::Store;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A guild's settings (format 1 of kind `S`). Fields default when absent, so adding an
/// optional field keeps format 1; removing or retyping one needs a format bump.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GuildSettings {
    /// The rule-set preset new games use (`None`: `classic`).
    pub default_rules: Option<String>,
    /// Hours a player may take for a turn before a reminder (`None`: the bot's default; 0:
    /// never remind).
    pub turn_reminder_hours: Option<u32>,
    /// Hours per move of new tables' move clock (`None`: [`DEFAULT_MOVE_HOURS`]; 0: no
    /// clock). Not written while `None`, so settings saved before clocks keep their shape.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub move_clock_hours: Option<u32>,
    /// Seasons of the ratings (`None`: no seasons). Not written while `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seasons: Option<SeasonMode>,
    /// When and where the weekly report (and a season's final standings) is posted (`None`:
    /// no report). Not written while `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weekly_report: Option<WeeklyReport>,
    /// Whether `/hand` and `/table` attach a picture of the cards (`None`: on). Not written
    /// while `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pictures: Option<bool>,
    /// The language of the server's game threads and reports, as its code (`en`, `fi`, `sv`;
    /// `None`: the server's preferred locale). Not written while `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Further options by name, for settings added before they get a field of their own.
    pub options: BTreeMap<String, String>,
}

/// How a server divides its ratings into seasons (UTC calendar): besides the all-time
/// boards, each season has boards of its own.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeasonMode {
    /// No seasons: only all-time boards.
    #[default]
    None,
    /// A season per calendar month.
    Monthly,
    /// A season per calendar quarter (January, April, July, October).
    Quarterly,
}

impl GuildSettings {
    /// The move clock new tables of this server get unless the lobby chooses another.
    pub fn move_clock(&self) -> MoveClock {
        MoveClock::per_move(self.move_clock_hours.unwrap_or(DEFAULT_MOVE_HOURS))
    }

    /// The server's seasons ([`SeasonMode::None`] unless it chose some).
    pub fn season_mode(&self) -> SeasonMode {
        self.seasons.unwrap_or_default()
    }

    /// True when `/hand` and `/table` attach a picture of the cards (on unless turned off).
    pub fn pictures_on(&self) -> bool {
        self.pictures.unwrap_or(true)
    }
}

impl Plain for GuildSettings {
    const KIND: Kind = Kind::Settings;
    const FORMAT: u16 = 1;
}

impl Store {
    /// A guild's settings (the defaults if none were saved).
    pub fn settings(&self, guild_id: u64) -> Result<GuildSettings> {
        let tree = &self.db().trees.settings;
        match tree
            .get(guild_id.to_be_bytes())
            .map_err(|e| self.db().io(e))?
        {
            Some(bytes) => decode_plain(&bytes)
                .map_err(|e| e.at(self.path(), format!("settings of guild {guild_id}"))),
            None => Ok(GuildSettings::default()),
        }
    }

    /// Saves a guild's settings and flushes.
    pub fn set_settings(&self, guild_id: u64, settings: &GuildSettings) -> Result<()> {
        let _gate = self.write_gate();
        self.db()
            .trees
            .settings
            .insert(guild_id.to_be_bytes(), encode_plain(settings))
            .map_err(|e| self.db().io(e))?;
        self.db().flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_without_the_report_fields_keep_their_shape_and_read() {
        let plain = GuildSettings::default();
        let json = serde_json::to_string(&plain).unwrap();
        assert!(
            !json.contains("seasons") && !json.contains("weekly_report"),
            "{json}"
        );
        let old: GuildSettings =
            serde_json::from_str(r#"{"default_rules":"fast","options":{}}"#).unwrap();
        assert_eq!(old.season_mode(), SeasonMode::None);
        assert_eq!(old.weekly_report, None);
        let set = GuildSettings {
            seasons: Some(SeasonMode::Quarterly),
            weekly_report: Some(WeeklyReport {
                weekday: 4,
                hour_utc: 18,
                channel_id: 77,
            }),
            ..GuildSettings::default()
        };
        let bytes = encode_plain(&set);
        assert_eq!(decode_plain::<GuildSettings>(&bytes).unwrap(), set);
    }

    #[test]
    fn pictures_are_on_until_turned_off_and_unset_is_not_written() {
        let plain = GuildSettings::default();
        assert!(plain.pictures_on());
        let json = serde_json::to_string(&plain).unwrap();
        assert!(!json.contains("pictures"), "{json}");
        let old: GuildSettings =
            serde_json::from_str(r#"{"default_rules":"fast","options":{}}"#).unwrap();
        assert!(old.pictures_on());
        let off = GuildSettings {
            pictures: Some(false),
            ..GuildSettings::default()
        };
        assert!(!off.pictures_on());
        let back = decode_plain::<GuildSettings>(&encode_plain(&off)).unwrap();
        assert_eq!(back, off);
    }
}
