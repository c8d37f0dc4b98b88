//! The bot's own reports (issue 15): the weekly report a server schedules in `/canasta
//! settings` ([`WeeklyReport`](crate::WeeklyReport)), and the final standings when a season
//! ends. Each report is owed once ([`ReportKey`]): which are due when is decided here
//! ([`reports_due`]); the store keeps a [`ReportMark`] of each one taken, so a restart posts a
//! pending one again with the same nonce and Discord keeps one copy.

use crate::seasons::SeasonMode;
use crate::settings::GuildSettings;
use crate::weekly::DAY_MS;
use serde::{Deserialize, Serialize};

/// A report that could not be posted this long after it fell due (the bot was down, its
/// channel was gone) is given up: the next one comes at its own time.
pub const REPORT_LATE_MS: u64 = 2 * DAY_MS;

/// A report owed once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReportKey {
    /// The weekly report due at `due_ms`.
    Weekly {
        /// When it fell due, ms since the epoch.
        due_ms: u64,
    },
    /// The final standings of season `season` of `mode` (see [`SeasonMode::season_at`]).
    SeasonEnd {
        /// Monthly or quarterly.
        mode: SeasonMode,
        /// The season that ended.
        season: u32,
    },
}

impl ReportKey {
    /// The tag byte and the period that name this report in its key (and its nonce).
    pub fn tag_and_period(&self) -> (u8, u64) {
        match *self {
            ReportKey::Weekly { due_ms } => (b'W', due_ms),
            ReportKey::SeasonEnd { mode, season } => {
                let tag = match mode {
                    SeasonMode::Monthly => b'M',
                    SeasonMode::Quarterly => b'Q',
                    SeasonMode::None => b'N',
                };
                (tag, u64::from(season))
            }
        }
    }

    /// The report a [`ReportKey::tag_and_period`] names, if it names one.
    pub fn from_tag_and_period(tag: u8, period: u64) -> Option<ReportKey> {
        let season = |mode| {
            u32::try_from(period)
                .ok()
                .map(|season| ReportKey::SeasonEnd { mode, season })
        };
        match tag {
            b'W' => Some(ReportKey::Weekly { due_ms: period }),
            b'M' => season(SeasonMode::Monthly),
            b'Q' => season(SeasonMode::Quarterly),
            b'N' => season(SeasonMode::None),
            _ => None,
        }
    }

    /// When the report fell due, ms since the epoch (a season's final standings: when it
    /// ended).
    pub fn due_ms(&self) -> u64 {
        match *self {
            ReportKey::Weekly { due_ms } => due_ms,
            ReportKey::SeasonEnd { mode, season } => mode.ends_at_ms(season).unwrap_or(0),
        }
    }
}

/// The reports of a server with `settings` that are due at `now_ms`: the last weekly report
/// and the final standings of the season that ended last, each only within
/// [`REPORT_LATE_MS`] of its time (a report missed for longer is skipped, never sent days
/// late). Whether one was already taken is the store's to say (`Store::take_report`).
/// Without a weekly report there is no channel, so no season's standings either.
pub fn reports_due(settings: &GuildSettings, now_ms: u64) -> Vec<ReportKey> {
    let Some(weekly) = settings.weekly_report else {
        return Vec::new();
    };
    let mut due = Vec::new();
    let mode = settings.season_mode();
    if let Some(season) = mode.season_at(now_ms).and_then(|s| s.checked_sub(1)) {
        let ended = ReportKey::SeasonEnd { mode, season };
        if now_ms.saturating_sub(ended.due_ms()) < REPORT_LATE_MS {
            due.push(ended);
        }
    }
    if let Some(due_ms) = weekly.last_due_ms(now_ms) {
        if now_ms - due_ms < REPORT_LATE_MS {
            due.push(ReportKey::Weekly { due_ms });
        }
    }
    due
}

/// Where a report owed stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReportState {
    /// Taken: to be posted (again, after a stop) until it is out.
    Pending,
    /// Out.
    Posted,
    /// Not posted in time ([`REPORT_LATE_MS`]): not tried again.
    GivenUp,
}

/// A report mark (format 1 of kind `P`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReportMark {
    /// Where it goes.
    pub channel_id: u64,
    /// When it was taken, ms since the epoch.
    pub taken_at_ms: u64,
    /// Whether it is out.
    pub state: ReportState,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::weekly::tests::{weekly, HOUR, MONDAY};

    #[test]
    fn a_report_is_due_from_its_time_for_two_days() {
        let mut settings = GuildSettings::default();
        assert!(
            reports_due(&settings, MONDAY + 18 * HOUR).is_empty(),
            "no report set"
        );
        settings.weekly_report = Some(weekly(0, 18));
        let this_week = ReportKey::Weekly {
            due_ms: MONDAY + 18 * HOUR,
        };
        assert_eq!(reports_due(&settings, MONDAY + 18 * HOUR), vec![this_week]);
        assert_eq!(
            reports_due(&settings, MONDAY + 18 * HOUR + REPORT_LATE_MS - 1),
            vec![this_week]
        );
        assert!(
            reports_due(&settings, MONDAY + 18 * HOUR + REPORT_LATE_MS).is_empty(),
            "too late: skipped"
        );
        assert!(reports_due(&settings, MONDAY + 17 * HOUR).is_empty());
    }

    #[test]
    fn a_seasons_final_standings_are_due_when_the_next_season_begins() {
        let settings = GuildSettings {
            seasons: Some(SeasonMode::Monthly),
            weekly_report: Some(weekly(0, 18)),
            ..GuildSettings::default()
        };
        let december = SeasonMode::Monthly.season_at(MONDAY + 8 * DAY_MS).unwrap();
        let dec_1 = SeasonMode::Monthly.starts_at_ms(december).unwrap();
        let november = ReportKey::SeasonEnd {
            mode: SeasonMode::Monthly,
            season: december - 1,
        };
        assert_eq!(november.due_ms(), dec_1);
        assert!(!reports_due(&settings, dec_1 - 1).contains(&november));
        assert!(reports_due(&settings, dec_1).contains(&november));
        assert!(reports_due(&settings, dec_1 + REPORT_LATE_MS - 1).contains(&november));
        assert!(!reports_due(&settings, dec_1 + REPORT_LATE_MS).contains(&november));
        // Without a report channel nothing is posted.
        let no_channel = GuildSettings {
            weekly_report: None,
            ..settings.clone()
        };
        assert!(reports_due(&no_channel, dec_1).is_empty());
        // Without seasons, only the weekly report.
        let no_seasons = GuildSettings {
            seasons: Some(SeasonMode::None),
            ..settings
        };
        assert!(reports_due(&no_seasons, dec_1)
            .iter()
            .all(|r| matches!(r, ReportKey::Weekly { .. })));
    }
}
