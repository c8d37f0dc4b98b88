//! "What you can do" in the hand view: a line per command the seat may try now, with an
//! example move the engine offers this hand (issue 27: never a made-up one).

use super::{CannotOpen, Offers};
use crate::input::suggest::Suggestion;
use crate::input::Verb;
use crate::render::words::CardNaming;
use crate::tr;
use canasta_engine::{Card, Rank};

/// What to type for each available command. The commands and their examples are what a
/// player types; the explanations are in the reader's language. Every example is one the
/// engine offers this hand now (the first pile take, meld or a discard of the menus); where
/// it offers none, the command is shown as a form (`meld …`), never as a made-up move.
pub(super) fn action_hints(offers: &Offers) -> Vec<String> {
    let lang = offers.lang;
    let view = &offers.view;
    let naming = CardNaming::of(&view.table.melding);
    let top = view
        .table
        .pile
        .top
        .map_or_else(|| "?".to_string(), |c| naming.card(lang, c));
    let opening = offers.cannot_open.is_some();
    let mut hints: Vec<String> = offers
        .verbs
        .iter()
        .filter_map(|verb| match verb {
            Verb::Draw => Some(tr!(lang, "hand-hint-draw")),
            Verb::Take => offers.takes.first().map(|take| {
                tr!(
                    lang,
                    "hand-hint-take",
                    example = take.shown.clone(),
                    top = top.clone()
                )
            }),
            Verb::Meld => Some(match (offers.melds.first(), opening) {
                (Some(meld), true) => tr!(lang, "hand-hint-open", example = meld.shown.clone()),
                (Some(meld), false) => tr!(lang, "hand-hint-meld", example = meld.shown.clone()),
                (None, true) => tr!(lang, "hand-hint-open-form"),
                (None, false) => tr!(lang, "hand-hint-meld-form"),
            }),
            Verb::Discard => Some(match discard_example(&offers.discards) {
                Some(discard) => tr!(lang, "hand-hint-discard", example = discard.shown.clone()),
                None => tr!(lang, "hand-hint-discard-form"),
            }),
            Verb::Ask => Some(tr!(lang, "hand-hint-ask")),
            Verb::Yes | Verb::No => Some(tr!(lang, "hand-hint-answer")),
            Verb::End => Some(tr!(lang, "hand-hint-end")),
            Verb::Buy => Some(tr!(lang, "hand-hint-buy")),
        })
        .fold(Vec::new(), |mut acc, line| {
            if !acc.contains(&line) {
                acc.push(line);
            }
            acc
        });
    match offers.cannot_open {
        Some(CannotOpen {
            accepted: true,
            penalty,
        }) => hints.push(tr!(lang, "hand-hint-cannot-open", penalty = penalty)),
        Some(CannotOpen {
            accepted: false, ..
        }) => hints.push(tr!(lang, "hand-hint-must-open")),
        None => {}
    }
    hints
}

/// The discard a hint shows: the first accepted one of a natural card that is not a 3 (it
/// neither freezes, locks nor blocks the pile), else the first accepted one.
fn discard_example(discards: &[(Card, Suggestion)]) -> Option<&Suggestion> {
    let plain = |card: &Card| card.is_natural() && card.rank != Rank::Three;
    discards
        .iter()
        .find(|(card, _)| plain(card))
        .or(discards.first())
        .map(|(_, s)| s)
}
