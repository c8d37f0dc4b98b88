//! Autocomplete: what the hand can actually do, for the argument of `/meld`, `/discard` and
//! `/take-pile`. Melds and pile takes are the engine's options (`players::meld_options`,
//! `players::take_options`), each accepted by the engine now; this module only words them.

mod matching;
mod options;

pub use crate::payload::Suggestion;
pub use matching::fits;
pub use options::{meld_options, meld_suggestion, size_note, take_options};

use super::build::to_action;
use super::command::Command;
use super::spec::parse_groups;
use canasta_engine::{players, Action, Game, Rank, SeatView};

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

/// The choices Discord shows (at most 25) for `seat`'s partly typed `partial`.
pub fn suggest(kind: SuggestionKind, game: &Game, seat: usize, partial: &str) -> Vec<Suggestion> {
    let all = match kind {
        SuggestionKind::Meld => meld_suggestions(game, seat, partial),
        SuggestionKind::Discard => discard_options(&game.seat_view(seat))
            .into_iter()
            .filter(|s| fits(partial, &s.value))
            .collect(),
        SuggestionKind::Take => take_options(game, seat)
            .into_iter()
            .filter(|s| fits(partial, &s.value))
            .collect(),
    };
    Suggestion::choices(all)
}

/// One suggestion per distinct rank in hand (a red 3 only where the rules keep it in the hand).
pub fn discard_options(view: &SeatView) -> Vec<Suggestion> {
    let mut out: Vec<Suggestion> = Vec::new();
    let mut ranks: Vec<(Rank, usize)> = Vec::new();
    // A red 3 is in the hand during play only where the rules keep it there, and there it may
    // be discarded (RULES.md §3, SAMBA 23); it goes only when no black 3 is held.
    for card in &view.hand {
        match ranks.last_mut() {
            Some((r, n)) if *r == card.rank => *n += 1,
            _ => ranks.push((card.rank, 1)),
        }
    }
    let black_three = view.hand.iter().any(|c| c.is_black_three());
    for (rank, n) in ranks {
        let note = match rank {
            Rank::Two | Rank::Joker => "wild: freezes the pile",
            Rank::Three if black_three => "black 3: blocks the next player",
            Rank::Three => "red 3: locks the pile",
            _ => "",
        };
        let have = format!("you have {n}");
        let note = if note.is_empty() {
            have
        } else {
            format!("{have}; {note}")
        };
        let word = if rank == Rank::Joker {
            "joker"
        } else {
            rank.code()
        };
        out.push(Suggestion::new(word, &note));
    }
    out
}

/// Meld suggestions: earlier comma-separated groups are kept as typed, and the group being
/// typed is completed with the engine's options that it accepts after them.
fn meld_suggestions(game: &Game, seat: usize, partial: &str) -> Vec<Suggestion> {
    let view = game.seat_view(seat);
    let (head, tail) = match partial.rfind(',') {
        Some(i) => (partial[..i].trim(), &partial[i + 1..]),
        None => ("", partial),
    };
    let mut before = Vec::new();
    if !head.is_empty() {
        match parse_groups(head).and_then(|g| to_action(&Command::Meld(g), &view)) {
            Ok(Action::Meld { melds }) => before = melds,
            Ok(_) => {}
            Err(e) => {
                return vec![Suggestion::warning(&format!("⚠ {e}"), partial.trim())];
            }
        }
    }
    players::meld_options_after(game, seat, &before)
        .iter()
        .map(|plays| meld_suggestion(&view, &before, plays))
        .filter(|s| fits(tail, &s.value))
        .map(|s| {
            let value = if head.is_empty() {
                s.value
            } else {
                format!("{head}, {}", s.value)
            };
            Suggestion::new(&value, &s.note)
        })
        .collect()
}

#[cfg(test)]
#[path = "suggest_tests.rs"]
mod tests;
