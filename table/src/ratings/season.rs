//! Rating seasons: UTC calendar months or quarters, numbered from January 2000.

use canasta_storage::RatingPeriod;
pub use canasta_storage::SeasonMode;
use time::{Date, Month, OffsetDateTime, Time};

/// One season of a guild that has seasons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Season {
    /// Monthly or quarterly (never `None` in a season made by [`Season::of`]).
    pub mode: SeasonMode,
    /// Months (monthly) or quarters (quarterly) since January 2000.
    pub index: u32,
}

/// Which ratings a board shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    /// Every rated game.
    AllTime,
    /// The rated games of one season.
    Season(Season),
}

impl Season {
    /// The season of `mode` holding the instant `at_ms` (ms since the epoch, UTC); `None`
    /// without seasons, or before January 2000.
    pub fn of(mode: SeasonMode, at_ms: u64) -> Option<Season> {
        let at = OffsetDateTime::from_unix_timestamp(i64::try_from(at_ms / 1000).ok()?).ok()?;
        let months = u32::try_from(at.year().checked_sub(2000)?).ok()? * 12
            + u32::from(u8::from(at.month()))
            - 1;
        let index = match mode {
            SeasonMode::None => return None,
            SeasonMode::Monthly => months,
            SeasonMode::Quarterly => months / 3,
        };
        Some(Season { mode, index })
    }

    /// The first month (months since January 2000) of the season.
    fn first_month(&self) -> u32 {
        match self.mode {
            SeasonMode::Quarterly => self.index * 3,
            SeasonMode::Monthly | SeasonMode::None => self.index,
        }
    }

    /// The season's first instant, ms since the epoch.
    pub fn starts_at_ms(&self) -> u64 {
        month_start_ms(self.first_month())
    }

    /// The instant the season ends (the next one's first), ms since the epoch.
    pub fn ends_at_ms(&self) -> u64 {
        let months = match self.mode {
            SeasonMode::Quarterly => 3,
            SeasonMode::Monthly | SeasonMode::None => 1,
        };
        month_start_ms(self.first_month() + months)
    }

    /// The season just before this one.
    pub fn previous(&self) -> Option<Season> {
        Some(Season {
            mode: self.mode,
            index: self.index.checked_sub(1)?,
        })
    }

    /// The calendar year and first month (1-12) of the season, for its name.
    pub fn year_month(&self) -> (i32, u8) {
        let first = self.first_month();
        (2000 + (first / 12) as i32, (first % 12) as u8 + 1)
    }
}

impl Scope {
    /// The period of the kept board this scope reads.
    pub(crate) fn period(self) -> RatingPeriod {
        match self {
            Scope::AllTime
            | Scope::Season(Season {
                mode: SeasonMode::None,
                ..
            }) => RatingPeriod::AllTime,
            Scope::Season(Season {
                mode: SeasonMode::Monthly,
                index,
            }) => RatingPeriod::Month(index),
            Scope::Season(Season {
                mode: SeasonMode::Quarterly,
                index,
            }) => RatingPeriod::Quarter(index),
        }
    }

    /// The current season's scope under `mode` at `now_ms`, all time without seasons.
    pub fn current(mode: SeasonMode, now_ms: u64) -> Scope {
        Season::of(mode, now_ms).map_or(Scope::AllTime, Scope::Season)
    }
}

/// The first instant of the month `months` after January 2000, ms since the epoch.
fn month_start_ms(months: u32) -> u64 {
    let year = 2000 + (months / 12) as i32;
    let month = Month::try_from((months % 12) as u8 + 1).unwrap_or(Month::January);
    let start = Date::from_calendar_date(year, month, 1)
        .map(|d| d.with_time(Time::MIDNIGHT).assume_utc())
        .unwrap_or(OffsetDateTime::UNIX_EPOCH);
    u64::try_from(start.unix_timestamp()).unwrap_or(0) * 1000
}

/// The periods a game ending at `at_ms` counts in: all time, its month and its quarter.
/// Both season kinds are always kept, so the kept state does not depend on the guild's
/// settings (a rebuild gives the same bytes whatever they were) and a guild may switch.
pub(crate) fn periods_of(at_ms: u64) -> Vec<RatingPeriod> {
    let mut periods = vec![RatingPeriod::AllTime];
    if let Some(month) = Season::of(SeasonMode::Monthly, at_ms) {
        periods.push(RatingPeriod::Month(month.index));
        periods.push(RatingPeriod::Quarter(month.index / 3));
    }
    periods
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-25 03:53 UTC.
    const NOW: u64 = 1_795_578_780_000;

    #[test]
    fn seasons_follow_the_utc_calendar() {
        let month = Season::of(SeasonMode::Monthly, NOW).expect("monthly");
        assert_eq!(month.index, 26 * 12 + 10);
        assert_eq!(month.year_month(), (2026, 11));
        assert_eq!(month.starts_at_ms(), 1_793_491_200_000); // 2026-11-01 00:00 UTC
        assert_eq!(month.ends_at_ms(), 1_796_083_200_000); // 2026-12-01 00:00 UTC
        let quarter = Season::of(SeasonMode::Quarterly, NOW).expect("quarterly");
        assert_eq!(quarter.year_month(), (2026, 10));
        assert_eq!(quarter.starts_at_ms(), 1_790_812_800_000); // 2026-10-01
        assert_eq!(quarter.ends_at_ms(), 1_798_761_600_000); // 2027-01-01
                                                             // The last millisecond of a season is in it; its end is in the next one.
        let last = Season::of(SeasonMode::Quarterly, quarter.ends_at_ms() - 1);
        assert_eq!(last, Some(quarter));
        let next = Season::of(SeasonMode::Quarterly, quarter.ends_at_ms()).expect("next");
        assert_eq!(next.previous(), Some(quarter));
        assert_eq!(Season::of(SeasonMode::None, NOW), None);
        assert_eq!(Season::of(SeasonMode::Monthly, 0), None, "before 2000");
        assert_eq!(Scope::current(SeasonMode::None, NOW), Scope::AllTime);
        assert_eq!(
            periods_of(NOW),
            vec![
                RatingPeriod::AllTime,
                RatingPeriod::Month(month.index),
                RatingPeriod::Quarter(quarter.index)
            ]
        );
    }
}
