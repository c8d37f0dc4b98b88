//! A server's settings: its default rules, move clock, reminders, seasons, weekly report,
//! pictures and language.

use crate::move_clock::{MoveClock, DEFAULT_MOVE_HOURS};
use crate::seasons::SeasonMode;
use crate::weekly::WeeklyReport;
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
