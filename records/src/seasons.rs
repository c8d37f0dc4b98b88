//! Seasons (issue 15): a server chooses monthly or quarterly seasons, or none, in `/canasta
//! settings`. A season is numbered from January 2000 (UTC): month `n` since 2000-01 for
//! monthly seasons, quarter `n` since 2000-Q1 for quarterly ones, so the number alone names
//! it and orders seasons. The calendar is the `time` crate's; times are milliseconds since the
//! Unix epoch, as the store's clock reads them.

use serde::{Deserialize, Serialize};
use time::{Date, Month, OffsetDateTime, PrimitiveDateTime, Time};

/// The first year seasons are counted from.
const EPOCH_YEAR: i32 = 2000;

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

impl SeasonMode {
    /// Months in one season (`None`: no seasons).
    fn months(self) -> Option<u32> {
        match self {
            SeasonMode::None => None,
            SeasonMode::Monthly => Some(1),
            SeasonMode::Quarterly => Some(3),
        }
    }

    /// The number of the season running at `at_ms` (`None` without seasons). Times before
    /// 2000 count as season 0.
    ///
    /// ```
    /// use canasta_records::SeasonMode;
    /// // 2026-11-25 03:00 UTC: month 322 since 2000-01, quarter 107 since 2000-Q1.
    /// let at = 1_795_575_600_000;
    /// assert_eq!(SeasonMode::Monthly.season_at(at), Some(322));
    /// assert_eq!(SeasonMode::Quarterly.season_at(at), Some(107));
    /// assert_eq!(SeasonMode::None.season_at(at), None);
    /// ```
    pub fn season_at(self, at_ms: u64) -> Option<u32> {
        let months = self.months()?;
        let at = datetime(at_ms);
        let since = (at.year() - EPOCH_YEAR) * 12 + i32::from(u8::from(at.month())) - 1;
        Some(u32::try_from(since).unwrap_or(0) / months)
    }

    /// When season `index` begins, in ms since the epoch (`None` without seasons).
    pub fn starts_at_ms(self, index: u32) -> Option<u64> {
        let months = self.months()?;
        let month0 = u64::from(index) * u64::from(months);
        let year = i32::try_from(month0 / 12).ok()? + EPOCH_YEAR;
        let month = Month::try_from(u8::try_from(month0 % 12 + 1).ok()?).ok()?;
        let date = Date::from_calendar_date(year, month, 1).ok()?;
        let at = PrimitiveDateTime::new(date, Time::MIDNIGHT).assume_utc();
        u64::try_from(at.unix_timestamp()).ok().map(|s| s * 1000)
    }

    /// When season `index` ends (the next one begins), in ms since the epoch.
    pub fn ends_at_ms(self, index: u32) -> Option<u64> {
        self.starts_at_ms(index.checked_add(1)?)
    }
}

/// The UTC calendar year and month (1-12) of `at_ms`.
pub fn year_month(at_ms: u64) -> (i32, u8) {
    let at = datetime(at_ms);
    (at.year(), u8::from(at.month()))
}

/// `at_ms` as a UTC date and time (the epoch for times it cannot show).
pub(crate) fn datetime(at_ms: u64) -> OffsetDateTime {
    let seconds = i64::try_from(at_ms / 1000).unwrap_or(i64::MAX);
    OffsetDateTime::from_unix_timestamp(seconds).unwrap_or(OffsetDateTime::UNIX_EPOCH)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ms of a UTC date and time.
    fn at(year: i32, month: u8, day: u8, hour: u8, minute: u8) -> u64 {
        let date =
            Date::from_calendar_date(year, Month::try_from(month).expect("month"), day).unwrap();
        let time = Time::from_hms(hour, minute, 0).unwrap();
        let t = PrimitiveDateTime::new(date, time).assume_utc();
        u64::try_from(t.unix_timestamp()).unwrap() * 1000
    }

    #[test]
    fn a_monthly_season_is_a_calendar_month_in_utc() {
        let m = SeasonMode::Monthly;
        assert_eq!(m.season_at(at(2000, 1, 1, 0, 0)), Some(0));
        let nov = m.season_at(at(2026, 11, 25, 3, 0)).unwrap();
        assert_eq!(nov, 26 * 12 + 10);
        assert_eq!(m.season_at(at(2026, 11, 30, 23, 59)), Some(nov));
        assert_eq!(m.season_at(at(2026, 12, 1, 0, 0)), Some(nov + 1));
        assert_eq!(m.starts_at_ms(nov), Some(at(2026, 11, 1, 0, 0)));
        assert_eq!(m.ends_at_ms(nov), Some(at(2026, 12, 1, 0, 0)));
        // December's season ends with the year.
        assert_eq!(m.ends_at_ms(nov + 1), Some(at(2027, 1, 1, 0, 0)));
        // The last millisecond of a season is still in it.
        assert_eq!(m.season_at(at(2026, 12, 1, 0, 0) - 1), Some(nov));
    }

    #[test]
    fn a_quarterly_season_is_three_months() {
        let q = SeasonMode::Quarterly;
        let q4 = q.season_at(at(2026, 10, 1, 0, 0)).unwrap();
        assert_eq!(q4, 26 * 4 + 3);
        assert_eq!(q.season_at(at(2026, 12, 31, 23, 59)), Some(q4));
        assert_eq!(q.season_at(at(2027, 1, 1, 0, 0)), Some(q4 + 1));
        assert_eq!(q.season_at(at(2026, 9, 30, 23, 59)), Some(q4 - 1));
        assert_eq!(q.starts_at_ms(q4), Some(at(2026, 10, 1, 0, 0)));
        assert_eq!(q.ends_at_ms(q4), Some(at(2027, 1, 1, 0, 0)));
        assert_eq!(q.starts_at_ms(0), Some(at(2000, 1, 1, 0, 0)));
    }

    #[test]
    fn no_seasons_has_no_season() {
        assert_eq!(SeasonMode::None.season_at(at(2026, 1, 1, 0, 0)), None);
        assert_eq!(SeasonMode::None.starts_at_ms(3), None);
        // Before 2000 is season 0, not a wrap-around.
        assert_eq!(SeasonMode::Monthly.season_at(0), Some(0));
    }
}
