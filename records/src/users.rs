//! A player's own preferences, kept across servers and games: how they are reminded that a
//! game awaits them (`/canasta notify`). A user who chose nothing gets the defaults.

use serde::{Deserialize, Serialize};

/// How a player is reminded of a turn that has waited long.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notify {
    /// By direct message, with a link to the game's thread (in the thread if DMs are closed).
    Dm,
    /// A mention in the game's thread.
    #[default]
    Thread,
    /// Not at all.
    Off,
}

/// A user's preferences (format 1 of kind `U`). Fields default when absent, so adding one
/// keeps format 1; removing or retyping one needs a format bump.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct UserSettings {
    /// How turn reminders reach the user.
    pub notify: Notify,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_without_the_field_reads_as_the_default() {
        let settings: UserSettings = serde_json::from_str("{}").expect("defaults");
        assert_eq!(settings.notify, Notify::Thread);
        let off: UserSettings = serde_json::from_str(r#"{"notify":"off"}"#).expect("reads");
        assert_eq!(off.notify, Notify::Off);
    }
}
