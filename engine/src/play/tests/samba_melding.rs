//! RULES.md §3 (SAMBA 14, 19C, 20): melding sequences during a turn, from positions.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
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

fn meld(plays: Vec<MeldPlay>) -> Action {
    Action::Meld { melds: plays }
}

fn playing(hand: &str) -> PositionBuilder {
    PositionBuilder::new(Rules::samba())
        .hand(0, hand)
        .pile("4c")
        .stock("5s 5s 5s")
        .turn(0, Phase::Play)
}

#[test]
fn samba_14a_a_new_meld_of_one_suit_in_order_is_a_sequence() {
    let mut g = playing("9h 10h Jh Qh 5c 6d 8s")
        .meld(0, "Kc Kd Ks")
        .build()
        .unwrap();
    g.apply(0, &meld(vec![new("Jh 9h 10h")])).unwrap();
    let m = &g.deal().teams[0].melds[1];
    assert_eq!(m.cards, cards("9h 10h Jh"));
    assert_eq!(m.shape.to_string(), "9♥-J♥");
    g.apply(0, &meld(vec![add(1, "Qh")])).unwrap();
    assert_eq!(g.deal().teams[0].melds[1].cards, cards("9h 10h Jh Qh"));
}

#[test]
fn samba_14a_a_refused_sequence_changes_nothing() {
    let mut g = playing("9h 10h Qh Ks 5c 6d 8s")
        .meld(0, "Kc Kd Ks")
        .build()
        .unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply(0, &meld(vec![new("9h 10h Qh")])),
        Err(RuleError::SequenceNotInOrder)
    );
    assert_eq!(
        g.apply(0, &meld(vec![add(0, "Ks"), new("9h 10h Qh")])),
        Err(RuleError::SequenceNotInOrder)
    );
    assert_eq!(g, before);
}

#[test]
fn samba_19c_a_team_may_meld_the_same_sequence_twice() {
    let mut g = playing("5s 6s 7s 5s 6s 7s 9c 9d")
        .meld(0, "Kc Kd Ks")
        .build()
        .unwrap();
    g.apply(0, &meld(vec![new("5s 6s 7s"), new("5s 6s 7s")]))
        .unwrap();
    assert_eq!(g.deal().teams[0].melds.len(), 3);
}

#[test]
fn samba_20a_an_opening_sequence_counts_its_cards_a_red_three_5() {
    // 2♦ 3♦ 4♦ 5♦: 20 + 5 + 5 + 5 = 35 < 50.
    let g = playing("2d 3d 4d 5d 9c 9c Kh").build().unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("2d 3d 4d 5d")])),
        Err(RuleError::BelowMinimumCount {
            needed: 50,
            got: 35
        })
    );
    let g = playing("2d 3d 4d 5d 9c 9c Kh")
        .scores(&[-100, 0])
        .build()
        .unwrap();
    assert!(g.check(0, &meld(vec![new("2d 3d 4d 5d")])).is_ok());
}
