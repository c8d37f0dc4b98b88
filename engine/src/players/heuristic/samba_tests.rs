//! The heuristic player in Samba (RULES.md §3), each behaviour in a small position.

use super::tests::{card, choose};
use crate::action::{Action, TopCardTo};
use crate::builder::PositionBuilder;
use crate::deal::Phase;
use crate::meld::MeldId;
use crate::players::heuristic::HeuristicPlayer;
use crate::players::Player;
use crate::rules::Rules;

/// Seat 0 to meld or discard in Samba after drawing; its team has opened with a K meld.
fn playing(hand: &str) -> PositionBuilder {
    PositionBuilder::new(Rules::samba())
        .hand(0, hand)
        .hand(1, "4c 5c 6c 7c 8c 9c")
        .hand(2, "4d 5d 6d 7d 8d 9d")
        .hand(3, "4h 5h 6h 7h 8h 9h")
        .meld(0, "Kh Kd Ks")
        .pile("4s")
        .stock("5s 6s 7s 8s 9s 10s 10s 10d 10h 10c 5s 6s 7s 8s 9s 10s")
        .turn(0, Phase::Play)
}

/// SAMBA 23: a red 3 held costs 500 when the deal ends, one laid down 300. With the
/// opponents about to go out, the second red 3 buys a stock card (the first is the discard).
#[test]
fn samba_23_buys_with_a_second_red_three_when_the_deal_may_end() {
    let game = playing("3h 3d 7c 9s Jd")
        .hand(1, "4c 5c")
        .meld(1, "Qh Qs Qc Qd Qh Qs Qc")
        .meld(1, "Jh Js Jc Jd Jh Js Jc")
        .build()
        .unwrap();
    assert!(
        matches!(choose(&game, 0), Action::BuyWithRedThree { card } if card.is_red_three()),
        "buys with a red 3"
    );
}

/// SAMBA 23: far from the deal's end a red 3 is not bought with (300 for a card), it is
/// discarded: it costs nothing there and locks the pile (18).
#[test]
fn samba_23_discards_a_red_three_rather_than_buy_early() {
    let game = playing("3h 3d 7c 9s Jd").build().unwrap();
    assert_eq!(
        choose(&game, 0),
        Action::Discard { card: card("3d") },
        "a red 3 is the first discard"
    );
}

/// SAMBA 18, 13D: a big unlocked pile is locked with a red 3 held rather than a wild card,
/// even when behind.
#[test]
fn samba_18_locks_a_big_pile_with_a_red_three_not_a_wild_card() {
    let game = playing("3h 2c 7c 9s Jd")
        .pile("4s 5h 8c 9d Js Qd 6h 7s 10c")
        .scores(&[0, 3000])
        .build()
        .unwrap();
    assert_eq!(choose(&game, 0), Action::Discard { card: card("3h") });
}

/// SAMBA 14K, 19A: a card that extends an opponent's sequence gives them the pile (locked or
/// not), so another is discarded; and a card next to others of its suit is kept for a run.
#[test]
fn samba_19a_keeps_the_card_that_would_extend_an_opponents_sequence() {
    let game = playing("8s 5d 6d Qc")
        .meld(1, "5s 6s 7s")
        .pile("4s 5h 8c 9d")
        .build()
        .unwrap();
    assert_eq!(choose(&game, 0), Action::Discard { card: card("Qc") });
}

/// SAMBA 14K, 19A: the pile's top card laid on the team's sequence takes the pile.
#[test]
fn samba_19a_takes_the_pile_onto_its_sequence() {
    let game = playing("9c 4d Jd Qc")
        .meld(0, "5h 6h 7h")
        .pile("4s 5c 9d 10s 8h")
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    assert_eq!(
        choose(&game, 0),
        Action::TakePile {
            with: vec![],
            melds: vec![],
            top_only: false,
            top_to: TopCardTo::Meld { meld: MeldId(1) },
            more_locks: 0,
        }
    );
}

/// SAMBA 20A, 10: a card that completes the team's sequence into a samba (1500) is laid on it.
#[test]
fn samba_20a_completes_a_samba() {
    let game = playing("Jh 4d Jd Qc 9s")
        .meld(0, "5h 6h 7h 8h 9h 10h")
        .build()
        .unwrap();
    let Action::Meld { melds } = choose(&game, 0) else {
        panic!("melds first");
    };
    assert!(
        melds
            .iter()
            .any(|p| p.target() == Some(MeldId(1)) && p.cards() == [card("Jh")]),
        "{melds:?}"
    );
}

/// SAMBA 13D: with locking cards in a row under the pile's lock, the good level takes those
/// worth having: a wild card comes along, a red 3 does not (shed by a discard or a 300 buy, or
/// 500 when the deal ends, 23, 29); a wild card under a red 3 is worth it early in the deal,
/// not when the stock is nearly gone.
#[test]
fn samba_13d_good_takes_the_wild_locking_cards_and_leaves_the_red_threes() {
    let stock = "5s 6s 7s 8s 9s 10s 10s 10d 10h 10c 5s 6s";
    let take = |pile: &str, stock: &str| {
        let game = PositionBuilder::new(Rules::samba())
            .hand(0, "9h 9s 9c 4c 7d Jd Qc")
            .hand(1, "4c 5c 6c 7c 8c 9c")
            .hand(2, "4d 5d 6d 7d 8d 9d")
            .hand(3, "4h 5h 6h 7h 8h 9h")
            .meld(0, "Kh Kd Ks")
            .pile(pile)
            .stock(stock)
            .build()
            .unwrap();
        let action = HeuristicPlayer::good().choose(&game, 0);
        assert_eq!(game.check(0, &action), Ok(()), "{action:?} must be legal");
        match action {
            Action::TakePile {
                with, more_locks, ..
            } => {
                assert_eq!(with, [card("9c"), card("9h"), card("9s")], "19B");
                more_locks
            }
            other => panic!("takes the pile, not {other:?}"),
        }
    };
    // Under the 3♦ lock: 2♣, then 3♥. The 2♣ comes, the 3♥ stays.
    assert_eq!(take("Ks 3h 2c 3d 5s 9d", stock), 1);
    // Under it: 3♥, then 2♣. Early, the 2♣ is worth taking the 3♥ for.
    assert_eq!(take("Ks 2c 3h 3d 5s 9d", stock), 2);
    // With the stock nearly gone, it is not.
    assert_eq!(take("Ks 2c 3h 3d 5s 9d", "5s 6s 7s"), 0);
}
