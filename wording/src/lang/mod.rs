//! The languages the bot speaks, and every player-facing string as a Fluent message.
//!
//! The messages live in `wording/locales/<lang>/*.ftl` (one file per renderer, the same files
//! in every language), compiled into the crate by `build.rs`. A renderer asks for a message by
//! its id with [`tr!`](crate::tr): `tr!(lang, "hand-title", count = n)`. Message ids are
//! always literals at the place they are used, so `tests/messages.rs` can check that every id
//! used exists in all three languages and that every id written is used.
//!
//! Which language: a private reply follows the user's Discord locale
//! ([`Lang::from_discord_locale`]), the game's public thread follows the server's setting
//! (`/canasta settings language`), by default the server's preferred locale; the terminal
//! game takes `--lang`.

mod bundles;

use std::fmt;
use std::str::FromStr;

/// The named arguments of a message (`$count`, `$name`), as [`tr!`](crate::tr) builds them.
pub type Args<'a> = fluent_bundle::FluentArgs<'a>;

/// A language the bot speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub enum Lang {
    /// English (Discord's `en-US` and `en-GB`, and every locale the bot does not speak).
    #[default]
    En,
    /// Finnish (`fi`), the language of the official rules.
    Fi,
    /// Swedish (`sv-SE`).
    Sv,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fi, Lang::Sv];

    /// The language's code, as `--lang`, the server setting and the locale directories
    /// write it: `en`, `fi`, `sv`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fi => "fi",
            Lang::Sv => "sv",
        }
    }

    /// The language's own name: English, suomi, svenska.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fi => "suomi",
            Lang::Sv => "svenska",
        }
    }

    /// The language of a Discord locale (`fi`, `sv-SE`, `en-GB`), if the bot speaks it.
    pub fn from_discord_locale(locale: &str) -> Option<Lang> {
        let primary = locale.split(['-', '_']).next().unwrap_or_default();
        match primary.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "fi" => Some(Lang::Fi),
            "sv" => Some(Lang::Sv),
            _ => None,
        }
    }

    /// The language a reply to a user with this Discord locale is in: theirs if the bot
    /// speaks it, else English.
    pub fn for_locale(locale: Option<&str>) -> Lang {
        locale
            .and_then(Lang::from_discord_locale)
            .unwrap_or_default()
    }

    /// The Discord locales whose command names and descriptions are this language's
    /// (`name_localizations`); English is Discord's default text, so none.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::Fi => &["fi"],
            Lang::Sv => &["sv-SE"],
        }
    }

    /// The message `id` with `args`, in this language. A message missing here (the tests
    /// keep every language complete) falls back to English, then to its id.
    pub fn message(self, id: &str, args: Option<&Args<'_>>) -> String {
        bundles::format(self, id, None, args)
            .or_else(|| bundles::format(Lang::En, id, None, args))
            .unwrap_or_else(|| id.to_string())
    }

    /// The attribute `attribute` of the message `id` (`.description`), in this language,
    /// falling back like [`Lang::message`]; `None` when no language has it.
    pub fn attribute(self, id: &str, attribute: &str) -> Option<String> {
        bundles::format(self, id, Some(attribute), None)
            .or_else(|| bundles::format(Lang::En, id, Some(attribute), None))
    }

    /// Whether this language has the message `id` (with `attribute`, if given).
    pub fn has(self, id: &str, attribute: Option<&str>) -> bool {
        bundles::format(self, id, attribute, None).is_some()
    }
}

/// The ids of the messages of one Fluent file (`commands` for `commands.ftl`) in `lang`: for
/// tests of messages whose ids are built from data (the slash commands' names), which the
/// completeness test cannot find in the sources.
pub fn message_ids(lang: Lang, file: &str) -> Vec<String> {
    bundles::ids_in(lang, file)
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that is not one of `en`, `fi`, `sv`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown language {:?} (en, fi or sv)", self.0)
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;

    /// `en`, `fi`, `sv` (any case), or a Discord locale such as `sv-SE`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::from_discord_locale(s.trim()).ok_or_else(|| UnknownLang(s.to_string()))
    }
}

/// A message in a language: `tr!(lang, "id")` or `tr!(lang, "id", name = value, ...)`.
///
/// The id must be a literal (the completeness test finds ids by reading the sources);
/// values are numbers (plural forms select on them) or text.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(,)?) => {
        $crate::lang::Lang::message($lang, $id, None)
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::lang::Args::new();
        $( args.set(stringify!($name), $value); )+
        $crate::lang::Lang::message($lang, $id, Some(&args))
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_map_to_the_languages_spoken() {
        assert_eq!(Lang::from_discord_locale("fi"), Some(Lang::Fi));
        assert_eq!(Lang::from_discord_locale("sv-SE"), Some(Lang::Sv));
        assert_eq!(Lang::from_discord_locale("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_discord_locale("de"), None);
        assert_eq!(Lang::for_locale(Some("pt-BR")), Lang::En);
        assert_eq!(Lang::for_locale(None), Lang::En);
        assert_eq!("SV".parse::<Lang>(), Ok(Lang::Sv));
        assert!("klingon".parse::<Lang>().is_err());
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
        }
    }

    #[test]
    fn messages_take_arguments_and_choose_plural_forms() {
        assert_eq!(
            tr!(Lang::En, "cards-count", count = 1),
            "1 card".to_string()
        );
        assert_eq!(tr!(Lang::En, "cards-count", count = 14), "14 cards");
        assert_eq!(tr!(Lang::Fi, "cards-count", count = 1), "1 kortti");
        assert_eq!(tr!(Lang::Fi, "cards-count", count = 14), "14 korttia");
        assert_eq!(tr!(Lang::Sv, "cards-count", count = 14), "14 kort");
    }

    #[test]
    fn a_missing_message_falls_back_to_its_id() {
        assert_eq!(Lang::Fi.message("no-such-message", None), "no-such-message");
        assert!(!Lang::Fi.has("no-such-message", None));
    }
}
