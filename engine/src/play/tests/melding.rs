//! FI 11, 13, 16B, 20C: melding during a turn.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn new(s: &str) -> MeldPlay {
    MeldPlay::New { cards: cards(s) }
}

fn meld(plays: Vec<MeldPlay>) -> Action {
    Action::Meld { melds: plays }
}

fn playing(hand: &str) -> PositionBuilder {
    PositionBuilder::new(Rules::classic())
        .hand(0, hand)
        .pile("4c")
        .stock("5s 5s 5s")
        .turn(0, Phase::Play)
}

#[test]
fn fi_13_first_meld_must_reach_the_minimum_count() {
    let g = playing("7h 7d 7s 8c 9c Jd").build().unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("7h 7d 7s")])),
        Err(RuleError::BelowMinimumCount {
            needed: 50,
            got: 15
        })
    );
}

#[test]
fn fi_13_several_melds_in_one_turn_add_up() {
    let mut g = playing("Kh Kd Ks Qc Qc joker 9c 5d").build().unwrap();
    // 30 + 20 + 50 = 100 >= 50.
    g.apply(0, &meld(vec![new("Kh Kd Ks"), new("Qc Qc joker")]))
        .unwrap();
    assert_eq!(g.deal().teams[0].melds.len(), 2);
    assert_eq!(g.seat_view(0).hand, cards("5d 9c"));
}

#[test]
fn fi_13_minimum_count_by_score_boundaries() {
    for (score, needed) in [
        (-5, 15),
        (0, 50),
        (1495, 50),
        (1500, 90),
        (2995, 90),
        (3000, 120),
    ] {
        let g = playing("7h 7d 7s 8c 9c Jd")
            .scores(&[score, 0])
            .build()
            .unwrap();
        assert_eq!(g.public_view().teams[0].minimum_count, needed);
        let result = g.check(0, &meld(vec![new("7h 7d 7s")]));
        if needed <= 15 {
            assert!(result.is_ok());
        } else {
            assert_eq!(
                result,
                Err(RuleError::BelowMinimumCount { needed, got: 15 })
            );
        }
    }
}

#[test]
fn fi_13_a_team_that_has_melded_melds_freely() {
    let mut g = playing("7h 7d 7s 8c 9c Jd")
        .meld(0, "Kh Kd Ks")
        .build()
        .unwrap();
    g.apply(
        0,
        &meld(vec![
            new("7h 7d 7s"),
            MeldPlay::Add {
                meld: MeldId(0),
                cards: vec![],
            },
        ]),
    )
    .unwrap_err();
    g.apply(0, &meld(vec![new("7h 7d 7s")])).unwrap();
}

#[test]
fn fi_11_one_meld_per_rank_per_team() {
    let g = playing("7h 7d 7s 8c 9c Jd")
        .meld(0, "7c 7c 2d")
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("7h 7d 7s")])),
        Err(RuleError::DuplicateRank(Rank::Seven))
    );
    let add = MeldPlay::Add {
        meld: MeldId(0),
        cards: cards("7h 7d 7s"),
    };
    assert!(g.check(0, &meld(vec![add])).is_ok());
    // The opponents' melds do not matter.
    let g = playing("7h 7d 7s 8c 9c Jd")
        .meld(1, "7c 7c 2d")
        .meld(0, "Kh Kd Ks")
        .build()
        .unwrap();
    assert!(g.check(0, &meld(vec![new("7h 7d 7s")])).is_ok());
}

#[test]
fn fi_11_cards_must_be_in_the_hand_and_lay_offs_need_a_meld() {
    let g = playing("7h 7d 8c 9c Jd")
        .meld(0, "Kh Kd Ks")
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("7h 7d 7s")])),
        Err(RuleError::CardsNotInHand)
    );
    let add = MeldPlay::Add {
        meld: MeldId(3),
        cards: cards("7h"),
    };
    assert_eq!(g.check(0, &meld(vec![add])), Err(RuleError::NoSuchMeld));
    let add = MeldPlay::Add {
        meld: MeldId(0),
        cards: cards("7h"),
    };
    assert_eq!(
        g.check(0, &meld(vec![add])),
        Err(RuleError::WrongRankForMeld(Rank::King))
    );
}

#[test]
fn fi_20c_black_threes_only_when_going_out() {
    let b = playing("3c 3s 3c 8c 9c Jd").meld(0, "Kh Kd Ks Kc Kc Kd Kh");
    let g = b.clone().build().unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("3c 3s 3c")])),
        Err(RuleError::BlackThreesOnlyWhenGoingOut)
    );
    let mut g = playing("3c 3s 3c 8c 8c 8d Jd")
        .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
        .build()
        .unwrap();
    g.apply(0, &meld(vec![new("3c 3s 3c"), new("8c 8c 8d")]))
        .unwrap();
    g.apply(
        0,
        &Action::Discard {
            card: cards("Jd")[0],
        },
    )
    .unwrap();
    assert_eq!(
        g.history()[0].end,
        DealEnd::WentOut {
            seat: 0,
            concealed: false
        }
    );
}

/// FI 20C ("3 - 4 mustaa kolmosta"), SV 'Svarta treor' 2 ("tre eller fyra svarta treor"): with
/// three decks there are six black 3s, but a meld of them going out holds four at most, made
/// at once or grown in the same action. Samba allows three to six (SAMBA 22B).
#[test]
fn fi_20c_three_decks_going_out_with_at_most_four_black_threes() {
    let position = |rules: Rules, hand: &str| {
        PositionBuilder::new(rules)
            .hand(0, hand)
            .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
            .meld(0, "Qh Qd Qs Qc Qc Qd Qh")
            .pile("4c")
            .stock("5s 5s 5s")
            .turn(0, Phase::Play)
            .build()
            .unwrap()
    };
    let too_many = Err(RuleError::TooManyBlackThrees { max: 4 });
    for rules in [
        Rules::three_player_three_decks(),
        Rules::six_two_teams(),
        Rules::six_three_teams(),
    ] {
        let name = rules.name.clone();
        let g = position(rules.clone(), "3c 3c 3c 3s 3s Jd");
        assert_eq!(
            g.check(0, &meld(vec![new("3c 3c 3c 3s 3s")])),
            too_many,
            "{name}"
        );
        let grown = MeldPlay::Add {
            meld: MeldId(2),
            cards: cards("3s"),
        };
        assert_eq!(
            g.check(0, &meld(vec![new("3c 3c 3c 3s"), grown])),
            too_many,
            "{name}"
        );
        let mut g = position(rules, "3c 3c 3s 3s Jd");
        g.apply(0, &meld(vec![new("3c 3c 3s 3s")])).unwrap();
        let events = g
            .apply(
                0,
                &Action::Discard {
                    card: cards("Jd")[0],
                },
            )
            .unwrap();
        assert!(
            events.iter().any(|e| matches!(e, Event::WentOut { .. })),
            "{name}"
        );
    }
    let g = position(Rules::samba(), "3c 3c 3c 3s 3s 3s Jd");
    assert_eq!(g.check(0, &meld(vec![new("3c 3c 3c 3s 3s 3s")])), Ok(()));
    // Two decks hold four black 3s: the limit there is the cards.
    assert_eq!(Rules::classic().black_meld_max(), 4);
}

#[test]
fn fi_16b_melding_down_to_one_card_needs_a_canasta() {
    let g = playing("7h 7d 7s 9c").meld(0, "Kh Kd Ks").build().unwrap();
    assert_eq!(
        g.check(0, &meld(vec![new("7h 7d 7s")])),
        Err(RuleError::MeldLeavesOneCard { needed: 1 })
    );
}

#[test]
fn a_rejected_meld_changes_nothing() {
    let mut g = playing("7h 7d 7s 8c 9c Jd").build().unwrap();
    let before = g.clone();
    assert!(g
        .apply(0, &meld(vec![new("7h 7d 7s"), new("8c 9c Jd")]))
        .is_err());
    assert_eq!(g, before);
}

#[test]
fn fi_11_new_melds_take_ids_in_order_and_a_lay_off_may_name_one() {
    let mut g = playing("7h 7d 2c joker 8c 8d 8s Jd 9c 10c")
        .meld(1, "Kh Kd Ks")
        .meld(0, "Qh Qd Qs")
        .build()
        .unwrap();
    // `7 7 2, 8 8 8, 7: joker`: the 7s are meld 2, the 8s meld 3.
    let plays = vec![
        new("7h 7d 2c"),
        new("8c 8d 8s"),
        MeldPlay::Add {
            meld: MeldId(2),
            cards: cards("joker"),
        },
    ];
    let events = g.apply(0, &meld(plays.clone())).unwrap();
    assert_eq!(
        events[0],
        Event::Melded {
            seat: 0,
            melds: plays
        }
    );
    let team = &g.public_view().teams[0];
    let melds: Vec<(MeldId, MeldShape, usize)> = team
        .melds
        .iter()
        .map(|m| (m.id, m.shape, m.len()))
        .collect();
    assert_eq!(
        melds,
        [
            (MeldId(1), MeldShape::Rank(Rank::Queen), 3),
            (MeldId(2), MeldShape::Rank(Rank::Seven), 4),
            (MeldId(3), MeldShape::Rank(Rank::Eight), 3)
        ]
    );
    assert_eq!(g.public_view().next_meld_id, MeldId(4));
}

#[test]
fn fi_11_a_lay_off_may_not_name_the_opponents_meld() {
    let g = playing("Kc 8c 9c Jd")
        .meld(1, "Kh Kd Ks")
        .meld(0, "Qh Qd Qs")
        .build()
        .unwrap();
    let add = MeldPlay::Add {
        meld: MeldId(0),
        cards: cards("Kc"),
    };
    assert_eq!(g.check(0, &meld(vec![add])), Err(RuleError::NoSuchMeld));
}
