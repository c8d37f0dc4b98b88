//! Autocomplete: what the hand can actually do, for the argument of `/meld`, `/discard` and
//! `/take-pile`, worked out from the seat's view alone (the engine checks legality later).

mod candidates;
mod matching;
mod take;

pub use candidates::{meld_candidates, HandCounts, MeldCandidate, Shape};
pub use matching::fits;
pub use take::{take_options, without};

use super::build::{team_melds, to_action};
use super::command::Command;
use super::spec::parse_groups;
use crate::payload::limits::{clip, text_len, MAX_CHOICES, MAX_CHOICE_CHARS};
use canasta_engine::{Action, MeldPlay, Rank, Rules, SeatView};

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

/// One autocomplete choice: what the player reads, and the argument text it fills in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// The label (at most 100 characters).
    pub name: String,
    /// The argument (at most 100 characters, never empty).
    pub value: String,
    /// The explanation part of the label (for select option descriptions).
    pub note: String,
}

impl Suggestion {
    /// `value — note`, clipped to the label limit.
    pub fn new(value: &str, note: &str) -> Suggestion {
        Suggestion {
            name: clip(&format!("{value} — {note}"), MAX_CHOICE_CHARS),
            value: value.to_string(),
            note: clip(note, MAX_CHOICE_CHARS),
        }
    }

    /// Adds a remark in parentheses to the label.
    pub fn noted(self, extra: &str) -> Suggestion {
        Suggestion {
            name: clip(&format!("{} ({extra})", self.name), MAX_CHOICE_CHARS),
            value: self.value,
            note: clip(&format!("{} ({extra})", self.note), MAX_CHOICE_CHARS),
        }
    }
}

/// At most 25 suggestions for the partly typed `partial`.
pub fn suggest(
    kind: SuggestionKind,
    view: &SeatView,
    rules: &Rules,
    partial: &str,
) -> Vec<Suggestion> {
    let all = match kind {
        SuggestionKind::Meld => meld_suggestions(view, rules, partial),
        SuggestionKind::Discard => discard_options(view)
            .into_iter()
            .filter(|s| fits(partial, &s.value))
            .collect(),
        SuggestionKind::Take => take_options(view, rules)
            .into_iter()
            .filter(|s| fits(partial, &s.value))
            .collect(),
    };
    all.into_iter()
        .filter(|s| !s.value.is_empty() && text_len(&s.value) <= MAX_CHOICE_CHARS)
        .take(MAX_CHOICES)
        .collect()
}

/// Every meld and lay-off the whole hand could make, as suggestions (not filtered or cut).
pub fn meld_options(view: &SeatView, rules: &Rules) -> Vec<Suggestion> {
    meld_candidates(&view.hand, team_melds(view), rules)
        .iter()
        .map(|c| Suggestion::new(&c.text, &c.note))
        .collect()
}

/// One suggestion per distinct rank in hand (red 3s are never discarded).
pub fn discard_options(view: &SeatView) -> Vec<Suggestion> {
    let mut out: Vec<Suggestion> = Vec::new();
    let mut ranks: Vec<(Rank, usize)> = Vec::new();
    for card in view.hand.iter().filter(|c| !c.is_red_three()) {
        match ranks.last_mut() {
            Some((r, n)) if *r == card.rank => *n += 1,
            _ => ranks.push((card.rank, 1)),
        }
    }
    for (rank, n) in ranks {
        let note = match rank {
            Rank::Two | Rank::Joker => "wild: freezes the pile",
            Rank::Three => "black 3: blocks the next player",
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

/// Meld suggestions: earlier comma-separated groups are kept as typed and their cards set
/// aside; the group being typed is completed from the rest of the hand.
fn meld_suggestions(view: &SeatView, rules: &Rules, partial: &str) -> Vec<Suggestion> {
    let (head, tail) = match partial.rfind(',') {
        Some(i) => (partial[..i].trim(), &partial[i + 1..]),
        None => ("", partial),
    };
    let melds = team_melds(view);
    let mut hand = view.hand.clone();
    let mut used_ranks: Vec<Rank> = Vec::new();
    if !head.is_empty() {
        let plays = parse_groups(head).and_then(|g| to_action(&Command::Meld(g), view));
        let plays = match plays {
            Ok(Action::Meld { melds }) => melds,
            Ok(_) => Vec::new(),
            Err(e) => {
                let text = format!("⚠ {e}");
                return vec![Suggestion {
                    name: clip(&text, MAX_CHOICE_CHARS),
                    value: clip(partial.trim(), MAX_CHOICE_CHARS),
                    note: clip(&text, MAX_CHOICE_CHARS),
                }];
            }
        };
        for play in &plays {
            hand = without(&hand, play.cards());
            used_ranks.extend(play_rank(play, melds));
        }
    }
    meld_candidates(&hand, melds, rules)
        .into_iter()
        .filter(|c| !used_ranks.contains(&c.rank) && fits(tail, &c.text))
        .map(|c| {
            let value = if head.is_empty() {
                c.text.clone()
            } else {
                format!("{head}, {}", c.text)
            };
            Suggestion::new(&value, &c.note)
        })
        .collect()
}

fn play_rank(play: &MeldPlay, melds: &[canasta_engine::Meld]) -> Option<Rank> {
    match play {
        MeldPlay::New { cards } => cards.iter().find(|c| !c.is_wild()).map(|c| c.rank),
        MeldPlay::Add { meld, .. } => melds.iter().find(|m| m.id == *meld)?.rank(),
    }
}

#[cfg(test)]
#[path = "suggest_tests.rs"]
mod tests;
