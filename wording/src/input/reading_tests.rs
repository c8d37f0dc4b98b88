//! Samba's sequences in the grammar (RULES.md §3): typed runs, lay-offs onto a sequence, and
//! readings that more than one meld could take, refused with the ways to name each.

use crate::input::test_positions::cards;
use crate::input::{parse_action, InputError};
use canasta_engine::{Action, Game, MeldId, MeldPlay, Phase, PositionBuilder, Rules, SeatView};

/// Seat 0 to play in Samba, holding `hand`; team 0 has `melds` (`;`-separated).
fn samba(hand: &str, melds: &str) -> Game {
    let mut builder = PositionBuilder::new(Rules::samba())
        .hand(0, hand)
        .hand(1, "4c 4d")
        .hand(2, "5c 5d")
        .hand(3, "6c 6d")
        .pile("9c 8d")
        .stock("4s 5s 6s")
        .turn(0, Phase::Play);
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
    match parse_action(typed, v) {
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
        assert_eq!(parse_action(typed, &v), run, "{typed}");
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
        parse_action("meld Q-2s", &v),
        meld(vec![new("Qs Ks As 2s")])
    );
}

/// A run without its suit that the hand holds in two suits, or in none, is named, not guessed.
#[test]
fn samba_20a_a_run_without_a_suit_is_never_guessed() {
    let v = view("5h 6h 7h 5s 6s 7s", "");
    match parse_action("meld 5-7", &v) {
        Err(InputError::AmbiguousSuit { choices, .. }) => {
            assert_eq!(choices, ["5♥ 6♥ 7♥", "5♠ 6♠ 7♠"]);
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        parse_action("meld 5 6 8", &v),
        Err(InputError::NoRunInHand(_))
    ));
}

/// SAMBA 14A, 20A: a card of the suit that extends the team's sequence goes on it.
#[test]
fn samba_14a_a_card_extends_the_team_sequence() {
    let v = view("8h 4h 9c", "5h 6h 7h");
    assert_eq!(parse_action("meld 8h", &v), meld(vec![add(0, "8h")]));
    assert_eq!(parse_action("meld 8", &v), meld(vec![add(0, "8h")]));
    assert_eq!(
        parse_action("meld 4h 8h", &v),
        meld(vec![add(0, "4h 8h")]),
        "both ends at once"
    );
    assert_eq!(parse_action("meld 5♥-7♥: 4h", &v), meld(vec![add(0, "4h")]));
    assert_eq!(parse_action("meld h: 4", &v), meld(vec![add(0, "4h")]));
    let g = samba("8h 4h 9c Jd Qs", "5h 6h 7h");
    let v = g.seat_view(0);
    assert_eq!(g.check(0, &parse_action("meld 4 8", &v).unwrap()), Ok(()));
}

/// A card that a rank meld and a sequence could both take is refused with both names.
#[test]
fn samba_14a_a_card_two_melds_could_take_is_named() {
    let v = view("8h 8d 9c", "5h 6h 7h; 8s 8c 8c");
    match parse_action("meld 8h", &v) {
        Err(InputError::AmbiguousMeld { cards, choices }) => {
            assert_eq!(cards, "8♥");
            let typed: Vec<&str> = choices.iter().map(|(t, _)| t.as_str()).collect();
            assert_eq!(typed, ["8: 8♥", "5♥-7♥: 8♥"]);
        }
        other => panic!("{other:?}"),
    }
    let text = parse_action("meld 8h", &v).unwrap_err().to_string();
    assert!(text.contains("`5♥-7♥: 8♥` (your 5♥-7♥ sequence)"), "{text}");
    assert_eq!(parse_action("meld 8: 8h", &v), meld(vec![add(1, "8h")]));
    assert_eq!(parse_action("meld 5♥-7♥: 8h", &v), meld(vec![add(0, "8h")]));
    // Written without its suit, an 8 goes on the 8 meld: the 8♦ is no sequence's.
    assert_eq!(parse_action("meld 8d", &v), meld(vec![add(1, "8d")]));
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
        parse_action("meld new: h 8-10", &v),
        meld(vec![new("8h 9h 10h")])
    );
    assert_eq!(
        parse_action("meld h 5-7: 8h 9h 10h", &v),
        meld(vec![add(0, "8h 9h 10h")])
    );
}

/// SAMBA 14C: with two melds of a rank, a lay-off names which.
#[test]
fn samba_14c_two_melds_of_a_rank_are_named() {
    let v = view("Kd 2c 9c", "Kh Ks Kc Kd Kh Ks 2c; Kh Ks Kc");
    assert_eq!(named("meld K", &v), ["1st K: K", "2nd K: K"]);
    assert!(matches!(
        parse_action("meld K: 2", &v),
        Err(InputError::AmbiguousMeld { .. })
    ));
    assert_eq!(parse_action("meld 2nd K: K", &v), meld(vec![add(1, "Kd")]));
    assert_eq!(parse_action("meld 1st K: 2", &v), meld(vec![add(0, "2c")]));
    assert_eq!(
        parse_action("meld 3rd K: 2", &v),
        Err(InputError::NoSuchMeld("3rd K".into()))
    );
}

/// Names of melds the team does not have are refused by name.
#[test]
fn samba_unknown_sequence_names_are_refused() {
    let v = view("8h 9c", "5h 6h 7h");
    assert_eq!(
        parse_action("meld 5♠-7♠: 8s", &v),
        Err(InputError::NoSuchMeld("5♠-7♠".into()))
    );
    assert_eq!(
        parse_action("meld d: 8", &v),
        Err(InputError::NoSuchMeld("♦".into()))
    );
}

/// Classic reads as before: a group of one rank goes on the team's meld of that rank.
#[test]
fn classic_groups_read_as_before() {
    let g = crate::input::test_positions::game("Kd 7h 7d 7c", Phase::Play);
    let v = g.seat_view(0);
    assert_eq!(parse_action("meld K", &v), meld(vec![add(0, "Kd")]));
    assert_eq!(
        parse_action("meld 7 7 K", &v),
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
    assert_eq!(parse_action("meld K", &v), meld(vec![add(1, "Kd")]));
    let v = view("Kd Kd Kc 9c", "Kh Ks Kc Kd Kh Ks 2c");
    assert_eq!(named("meld K K K", &v), ["K: K K K", "new: K K K"]);
    assert_eq!(
        parse_action("meld new: K K K", &v),
        meld(vec![new("Kc Kd Kd")])
    );
}

/// SAMBA 20D: 2s alone make a meld of 2s, and go on the team's one.
#[test]
fn samba_20d_twos_make_their_own_meld() {
    let v = view("2c 2d 2h 2s 2c 9c", "");
    assert_eq!(
        parse_action("meld 2 2 2 2 2", &v),
        meld(vec![new("2c 2c 2d 2h 2s")])
    );
    let v = view("2c 9c", "2h 2s 2c 2d 2h");
    assert_eq!(parse_action("meld 2", &v), meld(vec![add(0, "2c")]));
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
    assert_eq!(parse_action("buy", &v), buy("3d"));
    assert_eq!(parse_action("buy 3h", &v), buy("3h"));
    assert_eq!(parse_action("buy with 3♥", &v), buy("3h"));
    assert!(matches!(
        parse_action("buy", &view("9c", "")),
        Err(InputError::NotEnough { .. })
    ));
}
