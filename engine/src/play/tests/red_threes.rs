//! Samba 18, 23: red 3s kept in the hand: discarded they lock the pile; laid down they buy a
//! stock card at 300; left in a hand they cost 500.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn buy(card: &str) -> Action {
    Action::BuyWithRedThree {
        card: cards(card)[0],
    }
}

fn samba_play() -> PositionBuilder {
    PositionBuilder::new(Rules::samba())
        .hand(0, "3h 3d 6d 7c 9s")
        .pile("Kd")
        .stock("8h 5c 4c")
        .turn(0, Phase::Play)
}

#[test]
fn samba_23_a_red_three_laid_down_buys_a_stock_card() {
    let mut g = samba_play().build().unwrap();
    let before = g.clone();
    assert_eq!(g.apply(0, &buy("9s")), Err(RuleError::NotARedThree));
    assert_eq!(g.apply(0, &buy("3c")), Err(RuleError::NotARedThree));
    assert!(g == before);
    let events = g.apply(0, &buy("3h")).unwrap();
    assert_eq!(
        events,
        [
            Event::RedThreeLaid {
                seat: 0,
                card: cards("3h")[0]
            },
            Event::Drew { seat: 0, count: 1 }
        ]
    );
    assert_eq!(g.seat_view(0).hand, cards("3d 6d 7c 8h 9s"));
    assert_eq!(g.public_view().seats[0].red_threes, cards("3h"));
    assert_eq!(g.turn().phase, Phase::Play, "the turn goes on");
    // A second one may be bought in the same turn; the team has not melded (23: "also before
    // the game is opened").
    g.apply(0, &buy("3d")).unwrap();
    assert_eq!(g.seat_view(0).hand, cards("5c 6d 7c 8h 9s"));
}

#[test]
fn samba_23_buying_needs_the_play_phase_a_held_red_three_and_a_stock() {
    let g = samba_play().turn(0, Phase::Draw).build().unwrap();
    assert_eq!(g.check(0, &buy("3h")), Err(RuleError::MustDrawFirst));
    let g = samba_play().stock("").build().unwrap();
    assert_eq!(g.check(0, &buy("3h")), Err(RuleError::StockEmpty));
    let g = samba_play().hand(0, "3d 6d").build().unwrap();
    assert_eq!(g.check(0, &buy("3h")), Err(RuleError::CardsNotInHand));
    let g = samba_play().build().unwrap();
    assert_eq!(
        g.check(1, &buy("3h")),
        Err(RuleError::NotYourTurn { expected: 0 })
    );
    let classic = PositionBuilder::new(Rules::classic())
        .hand(0, "3h 6d")
        .stock("8h")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(
        classic.check(0, &buy("3h")),
        Err(RuleError::NoBuyingWithRedThrees)
    );
}

#[test]
fn samba_18_a_discarded_red_three_locks_the_pile() {
    let mut g = samba_play().build().unwrap();
    assert!(!g.public_view().pile.frozen);
    g.apply(
        0,
        &Action::Discard {
            card: cards("3h")[0],
        },
    )
    .unwrap();
    let pile = g.public_view().pile;
    assert_eq!(pile.top, Some(cards("3h")[0]));
    assert!(pile.frozen, "locked (18)");
    assert_eq!(pile.takes, 1, "a take gets down to the red 3 (13D)");
    let classic = PositionBuilder::new(Rules::classic())
        .hand(0, "3h 6d 7c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    let discard = Action::Discard {
        card: cards("3h")[0],
    };
    assert_eq!(classic.check(0, &discard), Err(RuleError::RedThreeDiscard));
}

#[test]
fn samba_23_red_threes_score_300_laid_down_and_500_left_in_hand() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "5h")
        .hand(1, "3h 3d 9c")
        .hand(2, "6c")
        .hand(3, "3h 7c")
        .meld(0, "Kh Ks Kc Kd Kh Ks Kc")
        .meld(0, "Qh Qs Qc Qd Qh Qs Qc")
        .seat_red_threes(0, "3d")
        .seat_red_threes(2, "3h")
        .seat_red_threes(1, "3d")
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    g.apply(
        0,
        &Action::Discard {
            card: cards("5h")[0],
        },
    )
    .unwrap();
    let r = &g.history()[0];
    assert_eq!(r.teams[0].red_threes_laid, -600);
    assert_eq!(r.teams[0].red_threes_in_hand, 0);
    assert_eq!(r.teams[0].red_threes, 0);
    assert_eq!(r.teams[0].in_hand, -5, "seat 2's 6");
    assert_eq!(r.teams[1].red_threes_laid, -300);
    assert_eq!(r.teams[1].red_threes_in_hand, -1500, "three red 3s held");
    assert_eq!(r.teams[1].in_hand, -15, "a red 3 has no card value");
    for t in &r.teams {
        assert_eq!(t.total, t.sum_of_parts());
    }
}
