//! Autocomplete: what `/meld`, `/discard` and `/take-pile` suggest for any partly typed text,
//! in any language, in every seat of real positions, is at most 25 choices within Discord's
//! limits, never a panic; and every suggested meld or take, typed back, is an action the engine
//! accepts, and its label's text, typed in the reader's language, is the same action.

use super::inputs::{partial, text};
use super::positions;
use super::runner::{fuzz, long_cases, QUICK};
use canasta_wording::input::suggest::fits;
use canasta_wording::input::{parse_verb_args, suggest, SuggestionKind, Verb};
use canasta_wording::lang::Lang;
use proptest::prelude::*;

/// Discord's limits on autocomplete: choices, and characters of a name or value.
const MAX_CHOICES: usize = 25;
const MAX_CHOICE: usize = 100;

fn check((typed, other, at, pick): (String, String, usize, usize)) {
    let all = positions::all();
    let game = &all[at % all.len()];
    let seat = positions::seat(game, pick);
    let lang = Lang::ALL[(at / all.len() % 3 + pick % 3) % Lang::ALL.len()];
    for kind in [
        SuggestionKind::Meld,
        SuggestionKind::Discard,
        SuggestionKind::Take,
    ] {
        let shown = suggest(lang, kind, game, seat, &typed);
        assert!(shown.len() <= MAX_CHOICES, "{} choices", shown.len());
        for s in &shown {
            let (name, value) = (
                s.name.encode_utf16().count(),
                s.value.encode_utf16().count(),
            );
            assert!(
                name <= MAX_CHOICE && (1..=MAX_CHOICE).contains(&value),
                "{s:?}"
            );
        }
        // Offered moves are real moves, when the player is the one to act and nothing is
        // typed that a suggestion only quotes back (a warning keeps the typed text).
        let verb = match kind {
            SuggestionKind::Meld => Verb::Meld,
            SuggestionKind::Discard => Verb::Discard,
            SuggestionKind::Take => Verb::Take,
        };
        if typed.trim().is_empty() && game.seat_to_act() == Some(seat) {
            for s in &shown {
                let view = game.seat_view(seat);
                let action = parse_verb_args(lang, verb, &s.value, &view);
                assert!(
                    action.is_ok(),
                    "{kind:?} suggests {:?}, which does not read back",
                    s.value
                );
                assert_eq!(
                    parse_verb_args(lang, verb, &s.shown, &view),
                    action,
                    "{lang}: {:?} shown for {:?}",
                    s.shown,
                    s.value
                );
            }
        }
    }
    let _ = fits(lang, &typed, &other);
    let _ = fits(lang, &other, &typed);
}

fn inputs() -> impl Strategy<Value = (String, String, usize, usize)> {
    (partial(), text(), any::<usize>(), any::<usize>())
}

#[test]
fn autocomplete_quick() {
    fuzz("autocomplete", QUICK, inputs(), check);
}

/// `FUZZ_CASES=1000000 cargo test --release -p canasta-wording --test fuzz autocomplete_long --
/// --ignored --nocapture`
#[test]
#[ignore = "long fuzz run, on demand"]
fn autocomplete_long() {
    fuzz("autocomplete", long_cases(), inputs(), check);
}
