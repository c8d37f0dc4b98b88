//! A server's settings, as `/canasta settings` shows them.

use crate::payload::Embed;
use canasta_storage::GuildSettings;
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
    Embed::new("Canasta settings of this server")
        .field("New tables use the rules", rules, false)
        .field(
            "New tables' move clock (the host may change it)",
            clock,
            false,
        )
        .field("A player to move is reminded", reminders, false)
        .footer(
            "Moderators change them: /canasta settings default_rules: fast reminder_hours: 24 \
             move_clock: 72 h a move (reminder_hours 0 = no reminders).",
        )
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
            "`classic` (the default) | 24 h a move | after 12 hours (the bot's default)"
        );
        assert_eq!(
            text(&default, None),
            "`classic` (the default) | 24 h a move | never (the bot's default)"
        );
        let set = GuildSettings {
            default_rules: Some("fast".into()),
            turn_reminder_hours: Some(1),
            ..GuildSettings::default()
        };
        assert_eq!(text(&set, None), "`fast` | 24 h a move | after 1 hour");
        let off = GuildSettings {
            turn_reminder_hours: Some(0),
            ..GuildSettings::default()
        };
        assert!(text(&off, None).ends_with("never"));
        let clocks = |hours| GuildSettings {
            move_clock_hours: Some(hours),
            ..GuildSettings::default()
        };
        assert!(text(&clocks(0), None).contains("| no clock |"));
        assert!(text(&clocks(72), None).contains("| 72 h a move |"));
    }
}
