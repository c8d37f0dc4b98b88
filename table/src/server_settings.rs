//! A server's own settings, changed by its moderators with `/canasta settings`: the rule set
//! new tables use, and how long a game waits before reminding the player to move.

use canasta_engine::Rules;
use canasta_storage::GuildSettings;
pub use canasta_wording::refusal::{SettingsError, MAX_REMINDER_HOURS};

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

#[cfg(test)]
mod tests {
    use super::*;

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
            apply_change(set, &long),
            Err(SettingsError::ReminderTooLong)
        );
    }
}
