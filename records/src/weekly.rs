//! The weekly report a server schedules in `/canasta settings`: which day, which hour (UTC),
//! which channel, and when the latest one was due.

use crate::seasons::datetime;
use serde::{Deserialize, Serialize};

/// A day in milliseconds.
pub(crate) const DAY_MS: u64 = 24 * 3_600_000;
/// A week in milliseconds.
pub const WEEK_MS: u64 = 7 * DAY_MS;

/// When and where a server's weekly report is posted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeeklyReport {
    /// The day of the week: 0 = Monday ... 6 = Sunday.
    pub weekday: u8,
    /// The hour of that day, UTC (0-23).
    pub hour_utc: u8,
    /// The channel the report (and a season's final standings) is posted in.
    pub channel_id: u64,
}

impl WeeklyReport {
    /// When the latest report at or before `now_ms` was due (ms since the epoch), or `None`
    /// before the first one.
    ///
    /// ```
    /// use canasta_records::WeeklyReport;
    /// // Mondays at 18:00 UTC; 2026-11-25 (a Wednesday) 03:00 UTC.
    /// let weekly = WeeklyReport { weekday: 0, hour_utc: 18, channel_id: 1 };
    /// let monday_18h = 1_795_575_600_000 - (24 + 9) * 3_600_000;
    /// assert_eq!(weekly.last_due_ms(1_795_575_600_000), Some(monday_18h));
    /// ```
    pub fn last_due_ms(&self, now_ms: u64) -> Option<u64> {
        let today = u64::from(datetime(now_ms).weekday().number_days_from_monday());
        let weekday = u64::from(self.weekday.min(6));
        let back = (today + 7 - weekday) % 7;
        let day_start = now_ms - now_ms % DAY_MS;
        let due = (day_start + u64::from(self.hour_utc.min(23)) * 3_600_000)
            .checked_sub(back * DAY_MS)?;
        if due <= now_ms {
            Some(due)
        } else {
            due.checked_sub(WEEK_MS)
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// 2026-11-23, a Monday, 00:00 UTC.
    pub(crate) const MONDAY: u64 = 1_795_392_000_000;
    pub(crate) const HOUR: u64 = 3_600_000;

    /// A weekly report on `weekday` (0 = Monday) at `hour_utc`.
    pub(crate) fn weekly(weekday: u8, hour_utc: u8) -> WeeklyReport {
        WeeklyReport {
            weekday,
            hour_utc,
            channel_id: 9,
        }
    }

    #[test]
    fn the_last_report_due_is_the_latest_chosen_hour_of_the_chosen_day() {
        assert_eq!(datetime(MONDAY).weekday(), time::Weekday::Monday);
        assert_eq!(MONDAY % DAY_MS, 0);
        let monday_18 = weekly(0, 18);
        // Before Monday 18:00 the last one was the Monday before.
        assert_eq!(
            monday_18.last_due_ms(MONDAY + 17 * HOUR),
            Some(MONDAY + 18 * HOUR - WEEK_MS)
        );
        // At 18:00 sharp it is due; all week long it stays the last one.
        assert_eq!(
            monday_18.last_due_ms(MONDAY + 18 * HOUR),
            Some(MONDAY + 18 * HOUR)
        );
        assert_eq!(
            monday_18.last_due_ms(MONDAY + WEEK_MS + 18 * HOUR - 1),
            Some(MONDAY + 18 * HOUR)
        );
        // Sunday 23:00, seen on a Wednesday.
        let sunday = weekly(6, 23);
        assert_eq!(
            sunday.last_due_ms(MONDAY + 2 * DAY_MS),
            Some(MONDAY - DAY_MS + 23 * HOUR)
        );
        // Days and hours out of range are read as the last ones.
        assert_eq!(
            weekly(9, 99).last_due_ms(MONDAY),
            sunday.last_due_ms(MONDAY)
        );
        // Before the first one: none.
        assert_eq!(monday_18.last_due_ms(0), None);
    }
}
