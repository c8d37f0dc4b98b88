use super::*;
use crate::input::{parse_verb_args, Verb};
use crate::lang::Lang;
use canasta_engine::{Game, Phase, PositionBuilder, Rules};

fn values(s: &[Suggestion]) -> Vec<&str> {
    s.iter().map(|s| s.value.as_str()).collect()
}

/// Seat 0 holds `hand`; team 0 has melded K K K unless `opened` is false.
fn game(hand: &str, pile: &str, opened: bool, phase: Phase) -> Game {
    let mut b = PositionBuilder::new(Rules::classic())
        .hand(0, hand)
        .hand(1, "4c 4d")
        .hand(2, "5c 5d")
        .hand(3, "6c 6d")
        .pile(pile)
        .stock("4s 5s 6s 7s")
        .turn(0, phase);
    if opened {
        b = b.meld(0, "Kh Ks Kc");
    }
    b.build().unwrap()
}

#[test]
fn meld_suggestions_cover_melds_and_lay_offs() {
    let g = game("7h 7d 7c Kd 2c 9c", "9d 8h", true, Phase::Play);
    let s = suggest(Lang::En, SuggestionKind::Meld, &g, 0, "");
    // Single plays first, then the engine's combinations (lay off the K and meld the 7s).
    assert_eq!(values(&s), ["K", "7 7 7", "7 7 7 2", "K: 2", "K, 7 7 7"]);
    assert!(s[0].name.contains("onto your K meld"));
    assert!(
        s[4].name.contains("2 melds and lay-offs, 25 points"),
        "{}",
        s[4].name
    );
    let s = suggest(Lang::En, SuggestionKind::Meld, &g, 0, "k");
    assert_eq!(values(&s), ["K", "K: 2", "K, 7 7 7"]);
}

#[test]
fn meld_suggestions_continue_after_a_comma() {
    // Two cards left after the melds: with one, melding would be going out without a canasta.
    let g = game("7h 7d 7c Qd Qs 2c 9c 5d", "9d 8h", true, Phase::Play);
    let s = suggest(Lang::En, SuggestionKind::Meld, &g, 0, "7 7 7 2, ");
    // The 2 is used by the first group, so Q Q cannot have it.
    assert!(s.is_empty(), "{s:?}");
    let s = suggest(Lang::En, SuggestionKind::Meld, &g, 0, "7 7 7, Q");
    assert_eq!(values(&s), ["7 7 7, Q Q 2"]);
    // With one card left the engine refuses it (FI 18: no canasta to go out), so it is not offered.
    let g = game("7h 7d 7c Qd Qs 2c 9c", "9d 8h", true, Phase::Play);
    assert!(suggest(Lang::En, SuggestionKind::Meld, &g, 0, "7 7 7, Q").is_empty());
}

#[test]
fn a_mistake_before_the_comma_is_shown_as_the_only_choice() {
    let g = game("7h 9c", "9d 8h", true, Phase::Play);
    let s = suggest(Lang::En, SuggestionKind::Meld, &g, 0, "7 7 7, K");
    assert_eq!(s.len(), 1);
    assert!(s[0].name.starts_with('⚠'), "{}", s[0].name);
    assert!(s[0].name.contains("only one 7"), "{}", s[0].name);
    assert_eq!(s[0].value, "7 7 7, K");
}

#[test]
fn discard_suggestions_are_distinct_ranks() {
    let g = game("7h 7d 9c 2c joker 3s", "9d 8h", true, Phase::Play);
    let s = suggest(Lang::En, SuggestionKind::Discard, &g, 0, "");
    assert_eq!(values(&s), ["2", "3", "7", "9", "joker"]);
    assert!(s[2].name.contains("you have 2"));
    assert!(s[0].name.contains("freezes"));
    let s = suggest(Lang::En, SuggestionKind::Discard, &g, 0, "jo");
    assert_eq!(values(&s), ["joker"]);
    let s = suggest(Lang::En, SuggestionKind::Discard, &g, 0, "9h");
    assert_eq!(values(&s), ["9"]);
}

#[test]
fn take_suggestions_unfrozen_pile() {
    let g = game("8c 8d 2c Kd 9c", "9d 8h", true, Phase::Draw);
    let v = g.seat_view(0);
    let s = suggest(Lang::En, SuggestionKind::Take, &g, 0, "");
    assert_eq!(values(&s), ["8 8", "8 2"]);
    for sug in &s {
        let action = parse_verb_args(Lang::En, Verb::Take, &sug.value, &v).unwrap();
        assert_eq!(g.check(0, &action), Ok(()), "{}", sug.value);
    }
}

#[test]
fn take_suggestions_lay_off_on_own_meld() {
    let g = game("Kd 9c 4c", "9d Kc", true, Phase::Draw);
    let v = g.seat_view(0);
    let s = suggest(Lang::En, SuggestionKind::Take, &g, 0, "");
    assert_eq!(values(&s), ["lay off"]);
    let action = parse_verb_args(Lang::En, Verb::Take, &s[0].value, &v).unwrap();
    assert_eq!(g.check(0, &action), Ok(()));
}

#[test]
fn take_suggestions_frozen_pile_needs_a_pair() {
    let g = game("8c 8d 2c 9c", "2d 8h", true, Phase::Draw);
    let s = suggest(Lang::En, SuggestionKind::Take, &g, 0, "");
    assert_eq!(values(&s), ["8 8"]);
}

#[test]
fn take_suggestions_reach_the_minimum_count_first() {
    let g = game("8c 8d Ac Ad As 9c 9d 9s 4c", "5d 8h", false, Phase::Draw);
    let v = g.seat_view(0);
    let s = suggest(Lang::En, SuggestionKind::Take, &g, 0, "");
    // The planner's opening first; `8 8` alone (30 of the 50 needed, FI 13) is refused by the
    // engine, so it is not offered.
    assert_eq!(values(&s), ["8 8; A A A", "8 8; 9 9 9"]);
    assert!(
        s[0].name.contains("with melds counting 90"),
        "{}",
        s[0].name
    );
    for sug in &s {
        let action = parse_verb_args(Lang::En, Verb::Take, &sug.value, &v).unwrap();
        assert_eq!(g.check(0, &action), Ok(()), "{}", sug.value);
    }
    let s = suggest(Lang::En, SuggestionKind::Take, &g, 0, "8 8; a");
    assert_eq!(values(&s), ["8 8; A A A"]);
}

#[test]
fn no_take_suggestions_for_a_blocked_pile() {
    let g = game("8c 8d", "8h 3s", true, Phase::Draw);
    assert!(suggest(Lang::En, SuggestionKind::Take, &g, 0, "").is_empty());
}

#[test]
fn meld_suggestions_pass_the_engine_once_opened() {
    let hand = "4c 4d 4h 5c 5d 8c 8d 8h 8s Ac Ad Kd 2c 2d joker";
    let g = game(hand, "9d 8h", true, Phase::Play);
    let v = g.seat_view(0);
    for s in suggest(Lang::En, SuggestionKind::Meld, &g, 0, "") {
        let action = parse_verb_args(Lang::En, Verb::Meld, &s.value, &v).unwrap();
        assert_eq!(g.check(0, &action), Ok(()), "{}", s.value);
    }
}

#[test]
fn huge_hands_stay_within_the_limits() {
    let ranks = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
    let mut hand: Vec<String> = Vec::new();
    for r in ranks {
        for s in ["c", "d", "h", "s", "c", "d"] {
            hand.push(format!("{r}{s}"));
        }
    }
    hand.extend(["2c", "2d", "2h", "joker", "joker", "3s", "3c", "3s"].map(String::from));
    let mut rules = Rules::classic();
    rules.deal.decks = 3;
    let g = PositionBuilder::new(rules)
        .hand(0, &hand.join(" "))
        .hand(1, "4c")
        .hand(2, "4c")
        .hand(3, "4c")
        .meld(0, "Kh Ks Kc")
        .pile("9d 8h")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    for kind in [
        SuggestionKind::Meld,
        SuggestionKind::Discard,
        SuggestionKind::Take,
    ] {
        for partial in ["", "7", "7 7 7 7 7 7, ", "K", "j"] {
            let s = suggest(Lang::En, kind, &g, 0, partial);
            assert!(s.len() <= 25);
            for sug in s {
                assert!(!sug.value.is_empty() && sug.value.chars().count() <= 100);
                assert!(sug.name.chars().count() <= 100 && !sug.name.is_empty());
            }
        }
    }
    assert!(meld_options(Lang::En, &g, 0).len() > 25);
}

/// Issue 16: a suggestion's value is the same in every language (English letters, read by all);
/// its label shows it in the reader's letters with a note in their language, and what they
/// type is read in their language.
#[test]
fn suggestions_speak_the_readers_language() {
    let g = game("Qh Qd Qc Kd 2c 9c", "9d 8h", true, Phase::Play);
    let v = g.seat_view(0);
    let en = suggest(Lang::En, SuggestionKind::Meld, &g, 0, "");
    let fi = suggest(Lang::Fi, SuggestionKind::Meld, &g, 0, "");
    assert_eq!(values(&fi), values(&en));
    assert!(values(&en).contains(&"Q Q Q"), "{en:?}");
    let queens = fi.iter().find(|s| s.value == "Q Q Q").unwrap();
    assert_eq!(queens.shown, "R R R");
    assert_eq!(queens.name, "R R R — uusi pöytäys, 30 pistettä: 3 korttia");
    assert_eq!(
        parse_verb_args(Lang::Fi, Verb::Meld, &queens.shown, &v),
        parse_verb_args(Lang::Fi, Verb::Meld, &queens.value, &v)
    );
    // A Finnish `R` (or the start of `rouva`) fits the queens; in English a whole `R` is no
    // card (though it begins `rouva`, a word read in every language).
    for typed in ["R", "r r", "rou"] {
        let s = suggest(Lang::Fi, SuggestionKind::Meld, &g, 0, typed);
        assert!(values(&s).contains(&"Q Q Q"), "{typed}: {s:?}");
    }
    assert!(suggest(Lang::En, SuggestionKind::Meld, &g, 0, "R ").is_empty());
    let s = suggest(Lang::Sv, SuggestionKind::Discard, &g, 0, "D");
    assert_eq!(values(&s), ["Q"]);
    assert_eq!(s[0].name, "D — du har 3");
    let s = suggest(Lang::Sv, SuggestionKind::Discard, &g, 0, "2");
    assert_eq!(s[0].name, "2 — du har 1; hjälpkort: fryser högen");
}
