//! Samba's sequences in the grammar (RULES.md §3): typed runs, lay-offs onto a sequence, and
//! readings that more than one meld could take, refused with the ways to name each.

use crate::input::test_positions::cards;
use crate::input::{action_text, parse_action, InputError, MeldChoice};
use crate::lang::Lang;
use canasta_engine::{
    Action, Game, MeldId, MeldPlay, Phase, PositionBuilder, Rules, SeatView, TopCardTo,
};

/// Seat 0 to play in Samba, holding `hand`; team 0 has `melds` (`;`-separated).
fn samba(hand: &str, melds: &str) -> Game {
    samba_at(hand, melds, "9c 8d", Phase::Play)
}

/// Seat 0 in `phase` in Samba, holding `hand`, with `pile` (top last); team 0 has `melds`.
fn samba_at(hand: &str, melds: &str, pile: &str, phase: Phase) -> Game {
    let mut builder = PositionBuilder::new(Rules::samba())
        .hand(0, hand)
        .hand(1, "4c 4d")
        .hand(2, "5c 5d")
        .hand(3, "6c 6d")
        .pile(pile)
        .stock("4s 5s 6s")
        .turn(0, phase);
    for meld in melds.split(';').filter(|m| !m.trim().is_empty()) {
        builder = builder.meld(0, meld);
    }
    builder.build().unwrap()
}

fn view(hand: &str, melds: &str) -> SeatView {
    samba(hand, melds).seat_view(0)
}

fn new(s: &str) -> MeldPlay {
    MeldPlay::New { cards: cards(s) }
}

fn add(meld: u32, s: &str) -> MeldPlay {
    MeldPlay::Add {
        meld: MeldId(meld),
        cards: cards(s),
    }
}

/// The ways to name the meld that the refusal of an ambiguous `typed` lists.
fn named(typed: &str, v: &SeatView) -> Vec<String> {
    match parse_action(Lang::En, typed, v) {
        Err(InputError::AmbiguousMeld { choices, .. }) => {
            choices.into_iter().map(|(typed, _)| typed).collect()
        }
        other => panic!("{other:?}"),
    }
}

fn meld(plays: Vec<MeldPlay>) -> Result<Action, InputError> {
    Ok(Action::Meld { melds: plays })
}

/// SAMBA 20A: a run may be written card by card, with symbols or letters, or as a range.
#[test]
fn samba_20a_a_sequence_is_typed_as_cards_or_a_range() {
    let v = view("5h 6h 7h 9c Kd", "Kh Ks Kc");
    let run = meld(vec![new("5h 6h 7h")]);
    for typed in [
        "meld 5♥ 6♥ 7♥",
        "meld 5h 6h 7h",
        "meld h 5-7",
        "meld 5-7h",
        "meld 5h-7h",
        "meld ♥ 5-7",
        "meld hearts 5 6 7",
        // The hand holds these ranks in one suit only: that suit.
        "meld 5 6 7",
        "meld 5-7",
    ] {
        assert_eq!(parse_action(Lang::En, typed, &v), run, "{typed}");
    }
    assert_eq!(
        samba("5h 6h 7h 9c Kd", "Kh Ks Kc").check(0, &run.unwrap()),
        Ok(())
    );
}

/// SAMBA 20A: the order wraps round the ace, so a range may too.
#[test]
fn samba_20a_a_range_wraps_round_the_ace() {
    let v = view("Qs Ks As 2s 9c", "");
    assert_eq!(
        parse_action(Lang::En, "meld Q-2s", &v),
        meld(vec![new("Qs Ks As 2s")])
    );
}

/// A run without its suit that the hand holds in two suits, or in none, is named, not guessed.
#[test]
fn samba_20a_a_run_without_a_suit_is_never_guessed() {
    let v = view("5h 6h 7h 5s 6s 7s", "");
    match parse_action(Lang::En, "meld 5-7", &v) {
        Err(InputError::AmbiguousSuit { choices, .. }) => {
            assert_eq!(choices, ["5♥ 6♥ 7♥", "5♠ 6♠ 7♠"]);
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        parse_action(Lang::En, "meld 5 6 8", &v),
        Err(InputError::NoRunInHand(_))
    ));
}

/// SAMBA 14A, 20A: a card of the suit that extends the team's sequence goes on it.
#[test]
fn samba_14a_a_card_extends_the_team_sequence() {
    let v = view("8h 4h 9c", "5h 6h 7h");
    assert_eq!(
        parse_action(Lang::En, "meld 8h", &v),
        meld(vec![add(0, "8h")])
    );
    assert_eq!(
        parse_action(Lang::En, "meld 8", &v),
        meld(vec![add(0, "8h")])
    );
    assert_eq!(
        parse_action(Lang::En, "meld 4h 8h", &v),
        meld(vec![add(0, "4h 8h")]),
        "both ends at once"
    );
    assert_eq!(
        parse_action(Lang::En, "meld 5♥-7♥: 4h", &v),
        meld(vec![add(0, "4h")])
    );
    assert_eq!(
        parse_action(Lang::En, "meld h: 4", &v),
        meld(vec![add(0, "4h")])
    );
    let g = samba("8h 4h 9c Jd Qs", "5h 6h 7h");
    let v = g.seat_view(0);
    assert_eq!(
        g.check(0, &parse_action(Lang::En, "meld 4 8", &v).unwrap()),
        Ok(())
    );
}

/// A card that a rank meld and a sequence could both take is refused with both names.
#[test]
fn samba_14a_a_card_two_melds_could_take_is_named() {
    let v = view("8h 8d 9c", "5h 6h 7h; 8s 8c 8c");
    match parse_action(Lang::En, "meld 8h", &v) {
        Err(InputError::AmbiguousMeld { cards, choices }) => {
            assert_eq!(cards, "8♥");
            let typed: Vec<&str> = choices.iter().map(|(t, _)| t.as_str()).collect();
            assert_eq!(typed, ["8: 8♥", "5♥-7♥: 8♥"]);
        }
        other => panic!("{other:?}"),
    }
    let text = parse_action(Lang::En, "meld 8h", &v)
        .unwrap_err()
        .to_string();
    assert!(text.contains("`5♥-7♥: 8♥` (your 5♥-7♥ sequence)"), "{text}");
    assert_eq!(
        parse_action(Lang::En, "meld 8: 8h", &v),
        meld(vec![add(1, "8h")])
    );
    assert_eq!(
        parse_action(Lang::En, "meld 5♥-7♥: 8h", &v),
        meld(vec![add(0, "8h")])
    );
    // Written without its suit, an 8 goes on the 8 meld: the 8♦ is no sequence's.
    assert_eq!(
        parse_action(Lang::En, "meld 8d", &v),
        meld(vec![add(1, "8d")])
    );
}

/// A run that extends the team's sequence and could start a new one is refused too.
#[test]
fn samba_20a_extend_or_new_is_named() {
    let v = view("8h 9h 10h 2c", "5h 6h 7h");
    assert_eq!(
        named("meld h 8-10", &v),
        ["5♥-7♥: 8♥ 9♥ 10♥", "new: 8♥ 9♥ 10♥"]
    );
    assert_eq!(
        parse_action(Lang::En, "meld new: h 8-10", &v),
        meld(vec![new("8h 9h 10h")])
    );
    assert_eq!(
        parse_action(Lang::En, "meld h 5-7: 8h 9h 10h", &v),
        meld(vec![add(0, "8h 9h 10h")])
    );
}

/// SAMBA 14C: with two melds of a rank, a lay-off names which.
#[test]
fn samba_14c_two_melds_of_a_rank_are_named() {
    let v = view("Kd 2c 9c", "Kh Ks Kc Kd Kh Ks 2c; Kh Ks Kc");
    assert_eq!(named("meld K", &v), ["1st K: K", "2nd K: K"]);
    assert!(matches!(
        parse_action(Lang::En, "meld K: 2", &v),
        Err(InputError::AmbiguousMeld { .. })
    ));
    assert_eq!(
        parse_action(Lang::En, "meld 2nd K: K", &v),
        meld(vec![add(1, "Kd")])
    );
    assert_eq!(
        parse_action(Lang::En, "meld 1st K: 2", &v),
        meld(vec![add(0, "2c")])
    );
    assert_eq!(
        parse_action(Lang::En, "meld 3rd K: 2", &v),
        Err(InputError::NoSuchMeld("3rd K".into()))
    );
}

/// Names of melds the team does not have are refused by name.
#[test]
fn samba_unknown_sequence_names_are_refused() {
    let v = view("8h 9c", "5h 6h 7h");
    assert_eq!(
        parse_action(Lang::En, "meld 5♠-7♠: 8s", &v),
        Err(InputError::NoSuchMeld("5♠-7♠".into()))
    );
    assert_eq!(
        parse_action(Lang::En, "meld d: 8", &v),
        Err(InputError::NoSuchMeld("♦".into()))
    );
}

/// Classic reads as before: a group of one rank goes on the team's meld of that rank.
#[test]
fn classic_groups_read_as_before() {
    let g = crate::input::test_positions::game("Kd 7h 7d 7c", Phase::Play);
    let v = g.seat_view(0);
    assert_eq!(
        parse_action(Lang::En, "meld K", &v),
        meld(vec![add(0, "Kd")])
    );
    assert_eq!(
        parse_action(Lang::En, "meld 7 7 K", &v),
        Err(InputError::MixedRanks(
            canasta_engine::Rank::Seven,
            canasta_engine::Rank::King
        ))
    );
}

/// SAMBA 14C, 20C: a closed natural canasta takes nothing, so a K goes to the other K meld;
/// three kings beside a complete mixed K canasta could start a second meld or go on it.
#[test]
fn samba_14c_20c_closed_canastas_and_second_melds() {
    let v = view("Kd 9c", "Kh Ks Kc Kd Kh Ks Kc; Kh Ks Kc");
    assert_eq!(
        parse_action(Lang::En, "meld K", &v),
        meld(vec![add(1, "Kd")])
    );
    let v = view("Kd Kd Kc 9c", "Kh Ks Kc Kd Kh Ks 2c");
    assert_eq!(named("meld K K K", &v), ["K: K K K", "new: K K K"]);
    assert_eq!(
        parse_action(Lang::En, "meld new: K K K", &v),
        meld(vec![new("Kc Kd Kd")])
    );
}

/// SAMBA 20D: 2s alone make a meld of 2s, and go on the team's one.
#[test]
fn samba_20d_twos_make_their_own_meld() {
    let v = view("2c 2d 2h 2s 2c 9c", "");
    assert_eq!(
        parse_action(Lang::En, "meld 2 2 2 2 2", &v),
        meld(vec![new("2c 2c 2d 2h 2s")])
    );
    let v = view("2c 9c", "2h 2s 2c 2d 2h");
    assert_eq!(
        parse_action(Lang::En, "meld 2", &v),
        meld(vec![add(0, "2c")])
    );
}

/// SAMBA 23: `buy` lays the hand's red 3 down for a stock card; `buy 3d` names which.
#[test]
fn samba_23_buy_with_a_red_three() {
    let v = view("3h 3d 9c", "");
    let buy = |card: &str| {
        Ok(Action::BuyWithRedThree {
            card: cards(card)[0],
        })
    };
    assert_eq!(parse_action(Lang::En, "buy", &v), buy("3d"));
    assert_eq!(parse_action(Lang::En, "buy 3h", &v), buy("3h"));
    assert_eq!(parse_action(Lang::En, "buy with 3♥", &v), buy("3h"));
    assert!(matches!(
        parse_action(Lang::En, "buy", &view("9c", "")),
        Err(InputError::NoRedThree { .. })
    ));
}

/// A take whose top card goes to `to`, with `with` from the hand.
fn take_to(to: TopCardTo, with: &str) -> Action {
    Action::TakePile {
        with: cards(with),
        melds: vec![],
        top_only: false,
        top_to: to,
        more_locks: 0,
    }
}

/// SAMBA 14K, 19A: the pile's top card laid on a sequence is named as a meld group names its
/// meld (`5♥-7♥:`, `h:`), or after `onto` with no hand card; the take's text reads back.
#[test]
fn samba_19a_a_take_names_the_sequence_of_the_top_card() {
    let g = samba_at("9h Kd Ks", "5h 6h 7h", "9c 8h", Phase::Draw);
    let v = g.seat_view(0);
    let onto = take_to(TopCardTo::Meld { meld: MeldId(0) }, "");
    for typed in [
        "take onto 5♥-7♥",
        "take 5♥-7♥:",
        "take h:",
        "take onto h 5-7",
        "take with 5h-7h:",
    ] {
        assert_eq!(
            parse_action(Lang::En, typed, &v),
            Ok(onto.clone()),
            "{typed}"
        );
    }
    assert_eq!(g.check(0, &onto), Ok(()));
    assert_eq!(action_text(Lang::En, &onto, &v), "take onto 5♥-7♥");
    // A hand card goes on with the top card, its suit the sequence's.
    let with_nine = take_to(TopCardTo::Meld { meld: MeldId(0) }, "9h");
    assert_eq!(
        parse_action(Lang::En, "take h: 9", &v),
        Ok(with_nine.clone())
    );
    assert_eq!(g.check(0, &with_nine), Ok(()));
    assert_eq!(action_text(Lang::En, &with_nine, &v), "take 5♥-7♥: 9");
    assert_eq!(parse_action(Lang::En, "take 5♥-7♥: 9", &v), Ok(with_nine));
    assert_eq!(
        parse_action(Lang::En, "take onto ♠", &v),
        Err(InputError::NoSuchMeld("♠".into()))
    );
}

/// SAMBA 14C: the top card starts a second meld of its rank (`new:`) or goes on the one named
/// (`2nd K:`); the take's text names it the same way.
#[test]
fn samba_14c_a_take_names_the_meld_of_the_top_card() {
    let g = samba_at("Kc Kc 9c", "Kh Ks Kc Kd Kh Ks 2c", "9c Kd", Phase::Draw);
    let v = g.seat_view(0);
    let new_meld = take_to(TopCardTo::NewMeld, "Kc Kc");
    assert_eq!(
        parse_action(Lang::En, "take new: K K", &v),
        Ok(new_meld.clone())
    );
    assert_eq!(action_text(Lang::En, &new_meld, &v), "take new: K K");
    let g = samba_at(
        "Kc Kc 9c",
        "Kh Ks Kc Kd Kh Ks 2c; Kh Ks Kc",
        "9c Kd",
        Phase::Draw,
    );
    let v = g.seat_view(0);
    let second = take_to(TopCardTo::Meld { meld: MeldId(1) }, "Kc Kc");
    assert_eq!(
        parse_action(Lang::En, "take 2nd K: K K", &v),
        Ok(second.clone())
    );
    assert_eq!(action_text(Lang::En, &second, &v), "take 2nd K: K K");
    assert_eq!(g.check(0, &second), Ok(()));
}

/// SAMBA 14C, 20A: a play the grammar would read otherwise without a name is written with it
/// (`2nd K: K`, `K: K K K` beside a possible second K meld, `new: A♥ 2♥ 3♥` beside J♥-K♥),
/// and reads back.
#[test]
fn samba_14c_lay_offs_are_written_with_the_name_they_need() {
    let written = |hand: &str, melds: &str, play: MeldPlay| {
        let g = samba(hand, melds);
        let v = g.seat_view(0);
        let action = Action::Meld { melds: vec![play] };
        let text = action_text(Lang::En, &action, &v);
        assert_eq!(parse_action(Lang::En, &text, &v), Ok(action), "{text}");
        text
    };
    let two_melds = "Kh Ks Kc Kd Kh Ks 2c; Kh Ks Kc";
    assert_eq!(written("Kd 9c", two_melds, add(1, "Kd")), "meld 2nd K: K");
    assert_eq!(written("2c 9c", two_melds, add(0, "2c")), "meld 1st K: 2");
    let complete = "Kh Ks Kc Kd Kh Ks 2c";
    let three = add(0, "Kc Kd Kd");
    assert_eq!(written("Kd Kd Kc 9c", complete, three), "meld K: K K K");
    assert_eq!(written("Kd 9c", complete, add(0, "Kd")), "meld K");
    // SAMBA 20A: sequences are written with their suit; a run that could also extend the
    // team's sequence is a new one only when named so.
    let run = new("Ah 2h 3h");
    assert_eq!(
        written("Ah 2h 3h 9c", "Jh Qh Kh", run),
        "meld new: A♥ 2♥ 3♥"
    );
    assert_eq!(written("Ah 9c", "Jh Qh Kh", add(0, "Ah")), "meld A♥");
}

/// SAMBA 20A: with three decks a team may hold two sequences of the same suit and ends; a card
/// goes on either alike, so it goes on the first.
#[test]
fn samba_20a_twin_sequences_take_a_card_on_the_first() {
    let v = view("9h 4c", "10h Jh Qh; 10h Jh Qh");
    assert_eq!(
        parse_action(Lang::En, "meld 9h", &v),
        meld(vec![add(0, "9h")])
    );
    assert_eq!(
        parse_action(Lang::En, "meld 10♥-Q♥: 9", &v),
        meld(vec![add(0, "9h")])
    );
}

/// Issue 16: sequences and meld names in the reader's letters (Finnish `S♥-K♥`, Swedish
/// `andra D`) are written so and read back in that language; a refusal names the melds so.
/// Issue 31: and so are the inner words (`päälle`, `ny:`, `toinen`), English read too.
#[test]
fn samba_names_in_each_language_read_back() {
    let g = samba_at("Ah Kd Ks", "Jh Qh Kh", "9c Ah", Phase::Draw);
    let v = g.seat_view(0);
    let onto = take_to(TopCardTo::Meld { meld: MeldId(0) }, "");
    for (lang, text) in [
        (Lang::En, "take onto J♥-K♥"),
        (Lang::Fi, "ota päälle S♥-K♥"),
        (Lang::Sv, "ta på Kn♥-K♥"),
    ] {
        assert_eq!(action_text(lang, &onto, &v), text);
        assert_eq!(parse_action(lang, text, &v), Ok(onto.clone()), "{text}");
    }
    let g = samba("Ah 2h 3h 9c", "Jh Qh Kh");
    let v = g.seat_view(0);
    let run = Action::Meld {
        melds: vec![new("Ah 2h 3h")],
    };
    assert_eq!(action_text(Lang::Sv, &run, &v), "lägg ny: E♥ 2♥ 3♥");
    assert_eq!(
        parse_action(Lang::Sv, "lägg ny: E♥ 2♥ 3♥", &v),
        Ok(run.clone())
    );
    assert_eq!(
        parse_action(Lang::Sv, "lägg new: E♥ 2♥ 3♥", &v),
        Ok(run.clone())
    );
    assert_eq!(parse_action(Lang::Sv, "meld new: E♥ 2♥ 3♥", &v), Ok(run));
    let v = view("Qd 2c 9c", "Qh Qs Qc Qd Qh Qs 2c; Qh Qs Qc");
    match parse_action(Lang::Fi, "meld R", &v) {
        Err(InputError::AmbiguousMeld { cards, choices }) => {
            assert_eq!(cards, "R");
            assert_eq!(
                choices,
                [
                    (
                        "ensimmäinen R: R".to_string(),
                        MeldChoice::Meld("ensimmäinen R".into())
                    ),
                    (
                        "toinen R: R".to_string(),
                        MeldChoice::Meld("toinen R".into())
                    ),
                ]
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        parse_action(Lang::Fi, "meld 2nd R: R", &v),
        meld(vec![add(1, "Qd")])
    );
    assert_eq!(
        parse_action(Lang::Fi, "pöydää toinen R: R", &v),
        meld(vec![add(1, "Qd")])
    );
    assert_eq!(
        parse_action(Lang::Sv, "meld 3rd D: 2", &v),
        Err(InputError::NoSuchMeld("tredje D".into()))
    );
}
