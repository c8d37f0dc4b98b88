//! A server's own settings, changed by its moderators with `/canasta settings`: the rule set
//! new tables use, how long a game waits before reminding the player to move, and new tables'
//! move clock, the ratings' seasons and the weekly report (issue 15), and whether `/hand` and
//! `/table` attach a picture of the cards and the language of the game threads (issue 16).

use super::lobby::clock_choice;
use canasta_engine::Rules;
use canasta_storage::{GuildSettings, SeasonMode, WeeklyReport};
use canasta_wording::lang::Lang;
pub use canasta_wording::refusal::{SettingsError, MAX_REMINDER_HOURS};
use std::time::Duration;

/// What a moderator asked to change.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// A preset name for new tables.
    pub default_rules: Option<String>,
    /// Hours before a reminder; 0 for never.
    pub reminder_hours: Option<u32>,
    /// Monthly or quarterly seasons, or none.
    pub seasons: Option<SeasonMode>,
    /// Pictures of the cards on (`true`) or off.
    pub pictures: Option<bool>,
    /// The language of the game threads and reports.
    pub language: Option<Lang>,
}

impl SettingsChange {
    /// True when nothing is to change (the command only shows the settings).
    pub fn is_empty(&self) -> bool {
        self.default_rules.is_none()
            && self.reminder_hours.is_none()
            && self.seasons.is_none()
            && self.pictures.is_none()
            && self.language.is_none()
    }
}

/// `settings` with `change` applied, or what is wrong with the change.
pub fn apply_change(
    mut settings: GuildSettings,
    change: &SettingsChange,
) -> Result<GuildSettings, SettingsError> {
    if let Some(name) = &change.default_rules {
        let name = name.trim().to_lowercase();
        if Rules::preset(&name).is_none() {
            return Err(SettingsError::UnknownRules(name));
        }
        settings.default_rules = Some(name);
    }
    if let Some(hours) = change.reminder_hours {
        if hours > MAX_REMINDER_HOURS {
            return Err(SettingsError::ReminderTooLong);
        }
        settings.turn_reminder_hours = Some(hours);
    }
    if let Some(mode) = change.seasons {
        settings.seasons = Some(mode);
    }
    if let Some(on) = change.pictures {
        settings.pictures = Some(on);
    }
    if let Some(lang) = change.language {
        settings.language = Some(lang.code().to_string());
    }
    Ok(settings)
}

/// What a moderator asked to change of the weekly report.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReportChange {
    /// The day: `Some(None)` turns the report off, `Some(Some(0))` is Monday ... 6 Sunday.
    pub weekday: Option<Option<u8>>,
    /// The hour, UTC (0-23).
    pub hour_utc: Option<u8>,
    /// The channel it goes to.
    pub channel_id: Option<u64>,
}

impl ReportChange {
    /// True when nothing is to change.
    pub fn is_empty(&self) -> bool {
        self.weekday.is_none() && self.hour_utc.is_none() && self.channel_id.is_none()
    }
}

/// When a server first sets up its weekly report without saying all: Monday, 18:00 UTC.
pub const DEFAULT_REPORT: (u8, u8) = (0, 18);

/// `settings` with the weekly report changed as `change` asks: turned off, or set up (a part
/// not given is kept, or the [`DEFAULT_REPORT`] day and hour, and the channel `here`).
pub fn set_weekly_report(
    mut settings: GuildSettings,
    change: &ReportChange,
    here: u64,
) -> Result<GuildSettings, SettingsError> {
    if change.is_empty() {
        return Ok(settings);
    }
    if change.weekday == Some(None) {
        settings.weekly_report = None;
        return Ok(settings);
    }
    let mut report = settings.weekly_report.unwrap_or(WeeklyReport {
        weekday: DEFAULT_REPORT.0,
        hour_utc: DEFAULT_REPORT.1,
        channel_id: here,
    });
    if let Some(Some(day)) = change.weekday {
        report.weekday = day.min(6);
    }
    if let Some(hour) = change.hour_utc {
        if hour > 23 {
            return Err(SettingsError::NoSuchHour(hour));
        }
        report.hour_utc = hour;
    }
    if let Some(channel) = change.channel_id {
        report.channel_id = channel;
    }
    settings.weekly_report = Some(report);
    Ok(settings)
}

/// Milliseconds after which a server reminds a player: its `turn_reminder_hours` (0: never),
/// else the bot's default `bot_reminder`.
pub fn reminder_after(settings: &GuildSettings, bot_reminder: Option<Duration>) -> Option<u64> {
    match settings.turn_reminder_hours {
        Some(0) => None,
        Some(hours) => Some(u64::from(hours) * 3_600_000),
        None => bot_reminder.map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
    }
}

/// `settings` with new tables' move clock set to `hours` a move (8, 24 or 72; 0: no clock).
pub fn set_move_clock(
    mut settings: GuildSettings,
    hours: u32,
) -> Result<GuildSettings, SettingsError> {
    clock_choice(hours).map_err(|_| SettingsError::NoSuchClock(hours))?;
    settings.move_clock_hours = Some(hours);
    Ok(settings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_storage::MoveClock;

    #[test]
    fn changes_what_is_asked_and_refuses_what_cannot_be() {
        let change = SettingsChange {
            default_rules: Some(" Fast ".into()),
            reminder_hours: Some(0),
            seasons: Some(SeasonMode::Quarterly),
            pictures: Some(false),
            language: Some(canasta_wording::lang::Lang::Sv),
        };
        let set = apply_change(GuildSettings::default(), &change).expect("valid");
        assert!(!set.pictures_on());
        assert_eq!(set.language.as_deref(), Some("sv"));
        assert_eq!(set.default_rules.as_deref(), Some("fast"));
        assert_eq!(set.turn_reminder_hours, Some(0));
        assert_eq!(set.season_mode(), SeasonMode::Quarterly);
        let kept = apply_change(set.clone(), &SettingsChange::default()).expect("nothing");
        assert_eq!(kept, set);
        assert!(SettingsChange::default().is_empty());
        let bad = SettingsChange {
            default_rules: Some("bridge".into()),
            ..SettingsChange::default()
        };
        assert_eq!(
            apply_change(set.clone(), &bad),
            Err(SettingsError::UnknownRules("bridge".into()))
        );
        let long = SettingsChange {
            reminder_hours: Some(MAX_REMINDER_HOURS + 1),
            ..SettingsChange::default()
        };
        assert_eq!(
            apply_change(set.clone(), &long),
            Err(SettingsError::ReminderTooLong)
        );
    }

    #[test]
    fn the_weekly_report_is_set_up_where_asked_and_turned_off() {
        let here = 55;
        let day = |d| ReportChange {
            weekday: Some(d),
            ..ReportChange::default()
        };
        // A first setting fills in the rest: 18:00 UTC, this channel.
        let friday = set_weekly_report(GuildSettings::default(), &day(Some(4)), here).unwrap();
        let report = WeeklyReport {
            weekday: 4,
            hour_utc: DEFAULT_REPORT.1,
            channel_id: here,
        };
        assert_eq!(friday.weekly_report, Some(report));
        // Later changes keep what they do not name.
        let moved = ReportChange {
            hour_utc: Some(9),
            channel_id: Some(77),
            ..ReportChange::default()
        };
        let set = set_weekly_report(friday.clone(), &moved, 1).unwrap();
        let moved_report = WeeklyReport {
            hour_utc: 9,
            channel_id: 77,
            ..report
        };
        assert_eq!(set.weekly_report, Some(moved_report));
        assert_eq!(
            set_weekly_report(set.clone(), &ReportChange::default(), 1).unwrap(),
            set
        );
        let late = ReportChange {
            hour_utc: Some(24),
            ..ReportChange::default()
        };
        assert_eq!(
            set_weekly_report(set.clone(), &late, 1),
            Err(SettingsError::NoSuchHour(24))
        );
        let off = set_weekly_report(set, &day(None), 1).unwrap();
        assert_eq!(off.weekly_report, None);
    }

    #[test]
    fn new_tables_get_a_day_a_move_unless_the_server_chose_another_clock() {
        assert_eq!(
            GuildSettings::default().move_clock(),
            MoveClock::per_move(24)
        );
        let set = set_move_clock(GuildSettings::default(), 8).expect("a choice");
        assert_eq!(set.move_clock(), MoveClock::per_move(8));
        let off = set_move_clock(set.clone(), 0).expect("none");
        assert_eq!(off.move_clock(), MoveClock::none());
        assert_eq!(set_move_clock(set, 5), Err(SettingsError::NoSuchClock(5)));
    }
}
