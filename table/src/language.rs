//! The language of a server's public posts (issue 16): the game threads, their reminders and
//! the reports follow the server's setting (`/canasta settings language`), else the server's
//! preferred locale on Discord, else English. (A private reply follows the user's own locale:
//! [`Lang::for_locale`].)

use canasta_storage::GuildSettings;
use canasta_wording::lang::Lang;

/// The language of the server's public posts: its setting, else its preferred locale
/// (`fi`, `sv-SE`) if the bot speaks it, else English.
pub fn public_lang(settings: &GuildSettings, preferred_locale: Option<&str>) -> Lang {
    settings
        .language
        .as_deref()
        .and_then(Lang::from_discord_locale)
        .or_else(|| preferred_locale.and_then(Lang::from_discord_locale))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_setting_wins_then_the_servers_locale_then_english() {
        let unset = GuildSettings::default();
        assert_eq!(public_lang(&unset, None), Lang::En);
        assert_eq!(public_lang(&unset, Some("fi")), Lang::Fi);
        assert_eq!(public_lang(&unset, Some("de")), Lang::En);
        let swedish = GuildSettings {
            language: Some("sv".into()),
            ..GuildSettings::default()
        };
        assert_eq!(public_lang(&swedish, Some("fi")), Lang::Sv);
    }
}
