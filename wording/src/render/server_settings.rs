//! A server's settings, as `/canasta settings` shows them.

use crate::lang::Lang;
use crate::payload::Embed;
use crate::tr;
use canasta_records::{GuildSettings, SeasonMode, WeeklyReport};
use std::time::Duration;

/// The settings of a server, in `lang`; `bot_reminder` is the bot's own reminder wait
/// (`REMINDER_HOURS`), `public` the language its game threads are in.
pub fn settings_embed(
    lang: Lang,
    settings: &GuildSettings,
    bot_reminder: Option<Duration>,
    public: Lang,
) -> Embed {
    let rules = match &settings.default_rules {
        Some(name) => format!("`{name}`"),
        None => tr!(lang, "settings-rules-default"),
    };
    let reminders = match settings.turn_reminder_hours {
        Some(0) => tr!(lang, "settings-reminder-never"),
        Some(h) => tr!(lang, "settings-reminder-after", hours = h),
        None => match bot_reminder {
            Some(wait) => tr!(
                lang,
                "settings-reminder-bot-default",
                hours = wait.as_secs() / 3600
            ),
            None => tr!(lang, "settings-reminder-bot-never"),
        },
    };
    let clock = match settings.move_clock().move_hours {
        None => tr!(lang, "settings-no-clock"),
        Some(h) => tr!(lang, "settings-clock-hours", hours = h),
    };
    let seasons = match settings.season_mode() {
        SeasonMode::None => tr!(lang, "settings-seasons-none"),
        SeasonMode::Monthly => tr!(lang, "settings-seasons-monthly"),
        SeasonMode::Quarterly => tr!(lang, "settings-seasons-quarterly"),
    };
    let language = match settings.language {
        Some(_) => tr!(
            lang,
            "settings-language-set",
            language = public.native_name()
        ),
        None => tr!(
            lang,
            "settings-language-discord",
            language = public.native_name()
        ),
    };
    Embed::new(tr!(lang, "settings-title"))
        .field(tr!(lang, "settings-rules"), rules, false)
        .field(tr!(lang, "settings-clock"), clock, false)
        .field(tr!(lang, "settings-reminder"), reminders, false)
        .field(tr!(lang, "settings-seasons"), seasons, false)
        .field(
            tr!(lang, "settings-report"),
            weekly_report_text(lang, settings.weekly_report),
            false,
        )
        .field(
            tr!(lang, "settings-pictures"),
            pictures_text(lang, settings),
            false,
        )
        .field(tr!(lang, "settings-language"), language, false)
        .footer(tr!(lang, "settings-footer"))
}

/// Whether `/hand` and `/table` show the cards as a picture too.
fn pictures_text(lang: Lang, settings: &GuildSettings) -> String {
    if settings.pictures_on() {
        tr!(lang, "settings-pictures-on")
    } else {
        tr!(lang, "settings-pictures-off")
    }
}

/// A day of the week, Monday first (as [`WeeklyReport::weekday`] counts them), as "on
/// Mondays" reads in `lang`.
fn weekday_plural(lang: Lang, weekday: u8) -> String {
    match weekday {
        0 => tr!(lang, "weekday-mondays"),
        1 => tr!(lang, "weekday-tuesdays"),
        2 => tr!(lang, "weekday-wednesdays"),
        3 => tr!(lang, "weekday-thursdays"),
        4 => tr!(lang, "weekday-fridays"),
        5 => tr!(lang, "weekday-saturdays"),
        _ => tr!(lang, "weekday-sundays"),
    }
}

/// When and where the weekly report goes, or that there is none.
pub fn weekly_report_text(lang: Lang, report: Option<WeeklyReport>) -> String {
    match report {
        None => tr!(lang, "settings-report-off"),
        Some(r) => tr!(
            lang,
            "settings-report-when",
            days = weekday_plural(lang, r.weekday),
            hour = format!("{:02}", r.hour_utc),
            channel = format!("<#{}>", r.channel_id)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn says_what_new_tables_and_reminders_do() {
        let text = |s: &GuildSettings, d| {
            let e = settings_embed(Lang::En, s, d, Lang::En);
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
             picture too) | English (the server's language on Discord)"
        );
        assert_eq!(
            text(&default, None),
            "`classic` (the default) | 24 h a move | never (the bot's default) | none \
             (all-time ratings only) | off | on (/hand and /table show the cards as a picture \
             too) | English (the server's language on Discord)"
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
             09:00 UTC in <#42> | on (/hand and /table show the cards as a picture too) | \
             English (the server's language on Discord)"
        ));
        let no_pictures = GuildSettings {
            pictures: Some(false),
            ..GuildSettings::default()
        };
        assert!(text(&no_pictures, None).contains("| off (text only) |"));
        let finnish = GuildSettings {
            language: Some("fi".into()),
            ..GuildSettings::default()
        };
        let shown = settings_embed(Lang::Fi, &finnish, None, Lang::Fi);
        let language = shown.fields.last().map(|(_, v, _)| v.clone());
        assert_eq!(language.as_deref(), Some("suomi (palvelimen asetus)"));
    }
}
