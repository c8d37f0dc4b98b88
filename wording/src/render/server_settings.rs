//! A server's settings, as `/canasta settings` shows them.

use crate::payload::Embed;
use canasta_storage::{GuildSettings, SeasonMode, WeeklyReport};
use std::time::Duration;

/// The settings of a server; `bot_reminder` is the bot's own reminder wait (`REMINDER_HOURS`).
pub fn settings_embed(settings: &GuildSettings, bot_reminder: Option<Duration>) -> Embed {
    let rules = match &settings.default_rules {
        Some(name) => format!("`{name}`"),
        None => "`classic` (the default)".to_string(),
    };
    let hours = |h: u64| match h {
        1 => "after 1 hour".to_string(),
        h => format!("after {h} hours"),
    };
    let reminders = match settings.turn_reminder_hours {
        Some(0) => "never".to_string(),
        Some(h) => hours(u64::from(h)),
        None => match bot_reminder {
            Some(wait) => format!("{} (the bot's default)", hours(wait.as_secs() / 3600)),
            None => "never (the bot's default)".to_string(),
        },
    };
    let clock = match settings.move_clock().move_hours {
        None => "no clock".to_string(),
        Some(h) => format!("{h} h a move"),
    };
    let seasons = match settings.season_mode() {
        SeasonMode::None => "none (all-time ratings only)",
        SeasonMode::Monthly => "monthly (the final standings are posted with the weekly report)",
        SeasonMode::Quarterly => {
            "quarterly (the final standings are posted with the weekly report)"
        }
    };
    Embed::new("Canasta settings of this server")
        .field("New tables use the rules", rules, false)
        .field(
            "New tables' move clock (the host may change it)",
            clock,
            false,
        )
        .field("A player to move is reminded", reminders, false)
        .field("Rating seasons", seasons, false)
        .field(
            "Weekly report",
            weekly_report_text(settings.weekly_report),
            false,
        )
        .field("Pictures of the cards", pictures_text(settings), false)
        .footer(
            "Moderators change them: /canasta settings default_rules: fast reminder_hours: 24 \
             move_clock: 72 h a move seasons: monthly report_day: Monday report_hour: 18 \
             report_channel: #canasta pictures: off (reminder_hours 0 = no reminders; \
             report_day off = no report).",
        )
}

/// Whether `/hand` and `/table` show the cards as a picture too.
fn pictures_text(settings: &GuildSettings) -> &'static str {
    if settings.pictures_on() {
        "on (/hand and /table show the cards as a picture too)"
    } else {
        "off (text only)"
    }
}

/// The days of the week, Monday first (as [`WeeklyReport::weekday`] counts them).
pub const WEEKDAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

/// When and where the weekly report goes, or that there is none.
pub fn weekly_report_text(report: Option<WeeklyReport>) -> String {
    match report {
        None => "off".to_string(),
        Some(r) => format!(
            "{}s at {:02}:00 UTC in <#{}>",
            WEEKDAYS[usize::from(r.weekday.min(6))],
            r.hour_utc,
            r.channel_id
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn says_what_new_tables_and_reminders_do() {
        let text = |s: &GuildSettings, d| {
            let e = settings_embed(s, d);
            e.fields
                .iter()
                .map(|(_, v, _)| v.clone())
                .collect::<Vec<_>>()
                .join(" | ")
        };
        let default = GuildSettings::default();
        assert_eq!(
            text(&default, Some(Duration::from_secs(12 * 3600))),
            "`classic` (the default) | 24 h a move | after 12 hours (the bot's default) | \
             none (all-time ratings only) | off | on (/hand and /table show the cards as a \
             picture too)"
        );
        assert_eq!(
            text(&default, None),
            "`classic` (the default) | 24 h a move | never (the bot's default) | none \
             (all-time ratings only) | off | on (/hand and /table show the cards as a picture \
             too)"
        );
        let set = GuildSettings {
            default_rules: Some("fast".into()),
            turn_reminder_hours: Some(1),
            ..GuildSettings::default()
        };
        assert!(text(&set, None).starts_with("`fast` | 24 h a move | after 1 hour | "));
        let off = GuildSettings {
            turn_reminder_hours: Some(0),
            ..GuildSettings::default()
        };
        assert!(text(&off, None).contains("| never |"));
        let clocks = |hours| GuildSettings {
            move_clock_hours: Some(hours),
            ..GuildSettings::default()
        };
        assert!(text(&clocks(0), None).contains("| no clock |"));
        assert!(text(&clocks(72), None).contains("| 72 h a move |"));
        let reported = GuildSettings {
            seasons: Some(SeasonMode::Monthly),
            weekly_report: Some(WeeklyReport {
                weekday: 6,
                hour_utc: 9,
                channel_id: 42,
            }),
            ..GuildSettings::default()
        };
        assert!(text(&reported, None).ends_with(
            "| monthly (the final standings are posted with the weekly report) | Sundays at \
             09:00 UTC in <#42> | on (/hand and /table show the cards as a picture too)"
        ));
        let no_pictures = GuildSettings {
            pictures: Some(false),
            ..GuildSettings::default()
        };
        assert!(text(&no_pictures, None).ends_with("| off (text only)"));
    }
}
