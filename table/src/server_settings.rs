//! A server's own settings, changed by its moderators with `/canasta settings`: the rule set
//! new tables use, how long a game waits before reminding the player to move, and new tables'
//! move clock.

use super::lobby::clock_choice;
use canasta_engine::Rules;
use canasta_storage::GuildSettings;
pub use canasta_wording::refusal::{SettingsError, MAX_REMINDER_HOURS};
use std::time::Duration;

/// What a moderator asked to change.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// A preset name for new tables.
    pub default_rules: Option<String>,
    /// Hours before a reminder; 0 for never.
    pub reminder_hours: Option<u32>,
}

impl SettingsChange {
    /// True when nothing is to change (the command only shows the settings).
    pub fn is_empty(&self) -> bool {
        self.default_rules.is_none() && self.reminder_hours.is_none()
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
        };
        let set = apply_change(GuildSettings::default(), &change).expect("valid");
        assert_eq!(set.default_rules.as_deref(), Some("fast"));
        assert_eq!(set.turn_reminder_hours, Some(0));
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
