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

#[test]
fn samba_14c_a_second_meld_of_a_rank_once_its_canasta_is_complete() {
    let b = playing("8h 8d 8s 8s 9c 9c Kh").meld(0, "8c 8c 8c 8d 8d 8h");
    let g = b.clone().build().unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("8d 8s 8s")])),
        Err(RuleError::RankMeldNotComplete(Rank::Eight))
    );
    let mut g = b.build().unwrap();
    g.apply(0, &meld(vec![add(0, "8h"), new("8d 8s 8s")]))
        .unwrap();
    let eights: Vec<usize> = g.deal().teams[0]
        .melds
        .iter()
        .filter(|m| m.rank() == Some(Rank::Eight))
        .map(Meld::len)
        .collect();
    assert_eq!(eights, [7, 3]);
    // Classic: one meld per rank, canasta or not.
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "8h 8d 8s 9c 9c 9d Kh")
        .meld(0, "8c 8c 8d 8h 8s 8s 8d")
        .pile("4c")
        .stock("5s")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("8h 8d 8s")])),
        Err(RuleError::DuplicateRank(Rank::Eight))
    );
}

#[test]
fn samba_17_an_opening_with_twos_needs_five_of_them() {
    // Even where 15 would do (a score below 0), four 2s do not open.
    let b = playing("2c 2d 2h 2s 2s 9c 9c Kh").scores(&[-100, 0]);
    let g = b.clone().build().unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("2c 2d 2h 2s")])),
        Err(RuleError::TwosOpeningTooFew { needed: 5 })
    );
    assert!(g.check(0, &meld(vec![new("2c 2d 2h 2s 2s")])).is_ok());
    // Once the team has opened, three 2s make a meld.
    let g = b.meld(0, "Kc Kd Ks").build().unwrap();
    assert!(g.check(0, &meld(vec![new("2c 2d 2h")])).is_ok());
}

#[test]
fn samba_11_minimum_counts_by_score_in_six_steps() {
    let rules = Rules::samba();
    for (score, needed) in [
        (-5, 15),
        (0, 50),
        (1495, 50),
        (1500, 90),
        (2995, 90),
        (3000, 120),
        (6995, 120),
        (7000, 150),
        (9995, 150),
        (10000, 200),
        (19000, 200),
    ] {
        assert_eq!(rules.minimum_count(score), needed, "{score}");
    }
    let g = playing("Kh Kd Ks 9c 9c 9d 5h 6c")
        .scores(&[10000, 0])
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("Kh Kd Ks"), new("9c 9c 9d")])),
        Err(RuleError::BelowMinimumCount {
            needed: 200,
            got: 60
        })
    );
}

#[test]
fn samba_11_a_completed_meld_always_opens() {
    // Seven 4s count 35, a samba of 4♥ to 10♥ 50: each opens at 200.
    let b = playing("4c 4c 4d 4d 4h 4s 4s 4h 5h 6h 7h 8h 9h 10h Kc Kd").scores(&[10000, 0]);
    let g = b.clone().build().unwrap();
    assert!(g.check(0, &meld(vec![new("4c 4c 4d 4d 4h 4s 4s")])).is_ok());
    assert!(g
        .check(0, &meld(vec![new("4h 5h 6h 7h 8h 9h 10h")]))
        .is_ok());
    assert_eq!(
        g.check(0, &meld(vec![new("4c 4c 4d 4d 4h 4s")])),
        Err(RuleError::BelowMinimumCount {
            needed: 200,
            got: 30
        })
    );
    // Classic counts the cards only.
    let mut classic = Rules::classic();
    classic.deal = Rules::samba().deal;
    let g = PositionBuilder::new(classic)
        .hand(0, "4c 4c 4d 4d 4h 4s 4s Kc Kd")
        .pile("4c")
        .stock("5s")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("4c 4c 4d 4d 4h 4s 4s")])),
        Err(RuleError::BelowMinimumCount {
            needed: 50,
            got: 35
        })
    );
}

#[test]
fn samba_26_going_out_needs_two_canastas_a_samba_counting_as_one() {
    let one = playing("9c 9c 9d 5h").meld(0, "Kc Kc Kd Kd Kh Kh Ks");
    let g = one.build().unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("9c 9c 9d")])),
        Err(RuleError::MeldLeavesOneCard { needed: 2 })
    );
    let mut g = playing("9c 9c 9d 5h")
        .meld(0, "Kc Kc Kd Kd Kh Kh Ks")
        .meld(0, "4h 5h 6h 7h 8h 9h 10h")
        .build()
        .unwrap();
    g.apply(0, &meld(vec![new("9c 9c 9d")])).unwrap();
    g.apply(
        0,
        &Action::Discard {
            card: cards("5h")[0],
        },
    )
    .unwrap();
    let result = &g.history()[0];
    assert_eq!(
        result.end,
        DealEnd::WentOut {
            seat: 0,
            concealed: false
        }
    );
    // SAMBA 10: a natural canasta 500, a samba 1500, going out 300.
    assert_eq!(result.teams[0].canastas, 2000);
    assert_eq!(result.teams[0].going_out, 300);
}

#[test]
fn samba_26a_the_last_card_must_be_discarded() {
    let mut g = playing("9c 9c 9d")
        .meld(0, "Kc Kc Kd Kd Kh Kh Ks")
        .meld(0, "4h 5h 6h 7h 8h 9h 10h")
        .build()
        .unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply(0, &meld(vec![new("9c 9c 9d")])),
        Err(RuleError::MustDiscardToGoOut)
    );
    assert_eq!(g, before);
    // Classic goes out by melding every card (FI 16B).
    let mut classic = Rules::classic();
    classic.deal = Rules::samba().deal;
    let mut g = PositionBuilder::new(classic)
        .hand(0, "9c 9c 9d")
        .meld(0, "Kc Kc Kd Kd Kh Kh Ks")
        .pile("4c")
        .stock("5s")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    g.apply(0, &meld(vec![new("9c 9c 9d")])).unwrap();
    assert_eq!(g.history().len(), 1);
}
