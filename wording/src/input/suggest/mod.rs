//! Autocomplete: what the hand can actually do, for the argument of `/meld`, `/discard` and
//! `/take-pile`. Melds and pile takes are the engine's options (`players::meld_options`,
//! `players::take_options`), each accepted by the engine now; this module only words them.
//!
//! A suggestion's value is the bot's own text in English letters ([`VALUE_LANG`]), which the
//! grammar reads in every language, so a select's values never depend on who drew it; its
//! label shows it in the reader's letters (Finnish `R R R` for `Q Q Q`) with a note in their
//! language. What the player has typed is read in their language.

mod matching;
mod options;

pub use crate::payload::Suggestion;
pub use matching::fits;
pub use options::{meld_options, meld_suggestion, size_note, take_options};

use super::build::to_action;
use super::command::Command;
use super::spec::parse_groups;
use super::typed::rank_text;
use crate::lang::Lang;
use crate::payload::limits::MAX_OPTIONS;
use crate::render::words::CardNaming;
use crate::tr;
use canasta_engine::{players, Action, Card, Game, Rank, SeatView};

/// The language of every suggestion's value: English letters, which every language reads.
pub const VALUE_LANG: Lang = Lang::En;

/// Which argument is being completed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SuggestionKind {
    /// `/meld cards:`
    Meld,
    /// `/discard card:`
    Discard,
    /// `/take-pile with:`
    Take,
}

/// The choices Discord shows (at most 25) for `seat`'s partly typed `partial`, for a reader
/// of `lang`.
pub fn suggest(
    lang: Lang,
    kind: SuggestionKind,
    game: &Game,
    seat: usize,
    partial: &str,
) -> Vec<Suggestion> {
    let all = match kind {
        SuggestionKind::Meld => meld_suggestions(lang, game, seat, partial),
        SuggestionKind::Discard => discard_options(lang, &game.seat_view(seat))
            .into_iter()
            .filter(|s| fits(lang, partial, &s.value))
            .collect(),
        SuggestionKind::Take => take_options(lang, game, seat)
            .into_iter()
            .filter(|s| fits(lang, partial, &s.value))
            .collect(),
    };
    Suggestion::choices(all)
}

/// The discards `view`'s hand offers, noted in `lang`: one per distinct rank; where the rules
/// play sequences one per distinct card with its suit (the suit decides what the next player
/// may extend with it, SAMBA 19A), unless that makes more than a menu holds.
pub fn discard_options(lang: Lang, view: &SeatView) -> Vec<Suggestion> {
    let mut cards: Vec<Card> = view.hand.clone();
    cards.sort_by_key(|c| (c.rank == Rank::Joker, c.suit, c.rank));
    cards.dedup();
    if CardNaming::of(&view.table.melding).with_suit() && cards.len() <= MAX_OPTIONS {
        return cards
            .into_iter()
            .map(|card| {
                let n = view.hand.iter().filter(|&&c| c == card).count();
                let note = discard_note(lang, n, card.rank, card.is_black_three(), true);
                let typed = |lang| match card.suit {
                    Some(_) => CardNaming::WithSuit.card(lang, card),
                    None => rank_text(lang, card.rank),
                };
                Suggestion::read_as(&typed(lang), &typed(VALUE_LANG), &note)
            })
            .collect();
    }
    let mut ranks: Vec<(Rank, usize)> = Vec::new();
    for card in &view.hand {
        match ranks.last_mut() {
            Some((r, n)) if *r == card.rank => *n += 1,
            _ => ranks.push((card.rank, 1)),
        }
    }
    // A rank-only `3` picks a black 3 before a red one (`resolve::pick`).
    let black_three = view.hand.iter().any(|c| c.is_black_three());
    let locks = CardNaming::of(&view.table.melding).with_suit();
    ranks
        .into_iter()
        .map(|(rank, n)| {
            let note = discard_note(lang, n, rank, black_three, locks);
            Suggestion::read_as(&rank_text(lang, rank), &rank_text(VALUE_LANG, rank), &note)
        })
        .collect()
}

/// "you have 2; wild: freezes the pile": how many of the discard the hand holds and what
/// discarding one does. A red 3 is in the hand during play only where the rules keep it there,
/// and there it may be discarded (RULES.md §3, SAMBA 23); `black` says a 3 discarded is black,
/// `locks` that the rules call the pile locked rather than frozen (SAMBA 18).
fn discard_note(lang: Lang, n: usize, rank: Rank, black: bool, locks: bool) -> String {
    let note = match rank {
        Rank::Two | Rank::Joker if locks => Some(tr!(lang, "suggest-wild-discard-locks")),
        Rank::Two | Rank::Joker => Some(tr!(lang, "suggest-wild-discard")),
        Rank::Three if black => Some(tr!(lang, "suggest-black-three-discard")),
        Rank::Three => Some(tr!(lang, "suggest-red-three-discard")),
        _ => None,
    };
    let have = tr!(lang, "suggest-you-have", count = n);
    match note {
        Some(note) => format!("{have}; {note}"),
        None => have,
    }
}

/// Meld suggestions: earlier comma-separated groups are kept as typed, and the group being
/// typed is completed with the engine's options that it accepts after them.
fn meld_suggestions(lang: Lang, game: &Game, seat: usize, partial: &str) -> Vec<Suggestion> {
    let view = game.seat_view(seat);
    let (head, tail) = match partial.rfind(',') {
        Some(i) => (partial[..i].trim(), &partial[i + 1..]),
        None => ("", partial),
    };
    let mut before = Vec::new();
    if !head.is_empty() {
        match parse_groups(lang, head).and_then(|g| to_action(lang, &Command::Meld(g), &view)) {
            Ok(Action::Meld { melds }) => before = melds,
            Ok(_) => {}
            Err(e) => {
                return vec![Suggestion::warning(&format!("⚠ {e}"), partial.trim())];
            }
        }
    }
    let after_head = |text: &str| {
        if head.is_empty() {
            text.to_string()
        } else {
            format!("{head}, {text}")
        }
    };
    players::meld_options_after(game, seat, &before)
        .iter()
        .map(|plays| meld_suggestion(lang, &view, &before, plays))
        .filter(|s| fits(lang, tail, &s.value))
        .map(|s| Suggestion::read_as(&after_head(&s.shown), &after_head(&s.value), &s.note))
        .collect()
}

#[cfg(test)]
#[path = "suggest_tests.rs"]
mod tests;
