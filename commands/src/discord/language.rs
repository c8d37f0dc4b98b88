//! Which language a message is in (issue 16). A private reply follows the user's Discord
//! locale ([`reply_lang`]); the public posts of a server (game threads, reminders, reports)
//! follow its `/canasta settings language`, else the server's preferred locale, which the
//! gateway tells the bot when it sees the server ([`remember_guild`]), else English.

use super::Context;
use crate::discord::blocking::blocking;
use canasta_storage::GuildSettings;
use canasta_table::language::public_lang;
use canasta_wording::lang::Lang;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

/// The language of a reply to whoever invoked `ctx`: their Discord locale, if the bot speaks
/// it, else English.
pub fn reply_lang(ctx: Context<'_>) -> Lang {
    Lang::for_locale(ctx.locale())
}

/// The language of a reply to a button or select press.
pub fn component_lang(interaction: &serenity::ComponentInteraction) -> Lang {
    Lang::for_locale(Some(&interaction.locale))
}

/// The servers' preferred locales, as the gateway last told them (not stored: Discord tells
/// them again at every start, before any interaction of that server).
fn preferred_locales() -> &'static RwLock<HashMap<u64, String>> {
    static LOCALES: OnceLock<RwLock<HashMap<u64, String>>> = OnceLock::new();
    LOCALES.get_or_init(Default::default)
}

/// Notes a server's preferred locale from the gateway's guild create or update event.
pub fn remember_guild(guild: u64, preferred_locale: &str) {
    if let Ok(mut locales) = preferred_locales().write() {
        locales.insert(guild, preferred_locale.to_string());
    }
}

/// The server's preferred locale, if the gateway told it.
pub fn preferred_locale(guild: u64) -> Option<String> {
    preferred_locales().read().ok()?.get(&guild).cloned()
}

/// The language of the public posts of the server `guild` whose settings are `settings`.
pub fn public_lang_of(settings: &GuildSettings, guild: u64) -> Lang {
    public_lang(settings, preferred_locale(guild).as_deref())
}

/// The language of the public posts of the server `guild`, reading its settings from the
/// store (inside a blocking section); English when they cannot be read.
pub fn public_lang_in(store: &canasta_storage::Store, guild: u64) -> Lang {
    match store.settings(guild) {
        Ok(settings) => public_lang_of(&settings, guild),
        Err(e) => {
            tracing::warn!(guild, error = %e, "cannot read a server's language; English");
            public_lang(
                &GuildSettings::default(),
                preferred_locale(guild).as_deref(),
            )
        }
    }
}

/// The language of the public posts of the server `guild`, read from the store off the async
/// runtime (for async code outside a blocking section; inside one, [`public_lang_in`]).
pub async fn public_lang_for(store: &canasta_storage::Store, guild: u64) -> Lang {
    blocking(store, move |s| Ok(public_lang_in(s, guild)))
        .await
        .unwrap_or_default()
}
