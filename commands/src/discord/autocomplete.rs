//! Autocomplete: what the player's hand can actually do (from their own view), the names of
//! the rule sets, and the topics of `/help`.

use super::language::reply_lang;
use super::Context;
use crate::discord::blocking;
use canasta_engine::PRESET_NAMES;
use canasta_table::find;
use canasta_wording::input::{suggest, SuggestionKind};
use poise::serenity_prelude as serenity;

/// Choices for `/meld` (and `/go-out melds`).
pub async fn meld(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    choices(ctx, SuggestionKind::Meld, partial).await
}

/// Choices for `/discard` (and `/go-out discard`).
pub async fn discard(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    choices(ctx, SuggestionKind::Discard, partial).await
}

/// Choices for `/take-pile`.
pub async fn take(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    choices(ctx, SuggestionKind::Take, partial).await
}

/// Rule-set names containing what was typed.
pub async fn rules(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.trim().to_lowercase();
    PRESET_NAMES
        .iter()
        .filter(|name| name.contains(&partial))
        .map(|name| name.to_string())
        .collect()
}

/// The topics `/help` knows, in the reader's words, containing what was typed.
pub async fn help_topics(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.trim().to_lowercase();
    canasta_wording::render::help::help_topics(reply_lang(ctx))
        .into_iter()
        .filter(|topic| topic.to_lowercase().contains(&partial))
        .collect()
}

async fn choices(
    ctx: Context<'_>,
    kind: SuggestionKind,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let partial = partial.to_string();
    // What the player typed is read in their language, and the choices are shown in it.
    let lang = reply_lang(ctx);
    let found = blocking(&ctx.data().store, move |s| {
        let record = find::game_in_channel(s, channel)?;
        let seat = find::seat_of(&record, user)?;
        Ok(suggest(lang, kind, &record.game, seat, &partial))
    })
    .await;
    match found {
        Ok(list) => list
            .into_iter()
            .map(|s| serenity::AutocompleteChoice::new(s.name, s.value))
            .collect(),
        Err(e) => {
            tracing::debug!(error = %e, "no autocomplete");
            Vec::new()
        }
    }
}
