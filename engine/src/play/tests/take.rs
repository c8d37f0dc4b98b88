//! FI 10, 13C, 14, 15E, 17, 21D, 22A: taking the discard pile.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

/// A whole-pile take with `with` from the hand, the top card onto its rank's meld.
pub(crate) fn take(with: &str) -> Action {
    Action::TakePile {
        with: cards(with),
        melds: vec![],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    }
}

#[test]
fn fi_13c_frozen_for_an_unopened_team_needs_a_natural_pair() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "Kh 2c As Ad Ac 5d")
        .pile("9d 4s Kd")
        .stock("8h")
        .minimum_count(0, 15)
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &take("Kh 2c")),
        Err(RuleError::FrozenPileNeedsNaturalPair(Rank::King))
    );
}

#[test]
fn fi_13c2_opening_by_the_pile_counts_top_card_pair_and_hand_melds_only() {
    let b = PositionBuilder::new(Rules::classic())
        .hand(0, "Kh Ks As Ad Ac 5d 6d")
        .pile("Ah Ah Ah Kd")
        .stock("8h");
    // K K K = 30 < 50, the aces in the pile do not count.
    let g = b.clone().build().unwrap();
    assert_eq!(
        g.check(0, &take("Kh Ks")),
        Err(RuleError::BelowMinimumCount {
            needed: 50,
            got: 30
        })
    );
    // With a meld of three aces from the hand: 30 + 60 = 90.
    let mut g = b.build().unwrap();
    let action = Action::TakePile {
        with: cards("Kh Ks"),
        melds: vec![MeldPlay::New {
            cards: cards("As Ad Ac"),
        }],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    };
    g.apply(0, &action).unwrap();
    let team = &g.deal().teams[0];
    assert_eq!(team.melds.len(), 2);
    assert_eq!(
        team.melds[1].cards.len(),
        3,
        "the pile's aces went to the hand"
    );
    assert_eq!(g.seat_view(0).hand, cards("5d 6d Ah Ah Ah"));
    assert_eq!(g.turn().phase, Phase::Play);
    assert!(g.deal().pile.is_empty());
}

#[test]
fn fi_14a_unfrozen_pile_natural_and_wild_or_lay_off() {
    let b = PositionBuilder::new(Rules::classic())
        .hand(0, "9h 2c 5d 6d Qs")
        .meld(0, "Qh Qd Qc")
        .pile("4s 9d")
        .stock("8h");
    let mut g = b.clone().build().unwrap();
    g.apply(0, &take("9h 2c")).unwrap();
    assert_eq!(g.deal().teams[0].melds[1].cards, cards("9d 9h 2c"));
    assert_eq!(g.seat_view(0).hand, cards("4s 5d 6d Qs"));

    // Laying the top card off on the team's meld of its rank.
    let mut g = b.pile("4s Qd").build().unwrap();
    g.apply(0, &take("")).unwrap();
    assert_eq!(g.deal().teams[0].melds[0].len(), 4);
}

#[test]
fn fi_14a_top_card_must_be_melded() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "9h 2c 5d")
        .meld(0, "Qh Qd Qc")
        .pile("4s 8d")
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &take("")),
        Err(RuleError::TopCardNotMelded(Rank::Eight))
    );
    assert_eq!(g.check(0, &take("9h 2c")), Err(RuleError::MixedRanks));
}

#[test]
fn fi_17_a_wild_card_freezes_the_pile_for_everyone() {
    let b = PositionBuilder::new(Rules::classic())
        .hand(0, "9h 9s 2c 5d")
        .meld(0, "Qh Qd Qc")
        .pile("2d 4s 9d");
    let g = b.clone().build().unwrap();
    assert!(g.public_view().pile.frozen);
    assert_eq!(
        g.check(0, &take("9h 2c")),
        Err(RuleError::FrozenPileNeedsNaturalPair(Rank::Nine))
    );
    assert!(g.check(0, &take("9h 9s")).is_ok());
}

#[test]
fn fi_20b_black_three_or_wild_on_top_blocks_the_pile() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "3c 3s 2c 5d")
        .pile("9d 3h 3c")
        .build()
        .unwrap();
    assert_eq!(g.check(0, &take("3c 3s")), Err(RuleError::PileTopBlocked));
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "2h 2s 5d")
        .pile("9d 2c")
        .build()
        .unwrap();
    assert_eq!(g.check(0, &take("2h 2s")), Err(RuleError::PileTopBlocked));
}

#[test]
fn fi_14c_one_card_in_hand_cannot_take_a_one_card_pile() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "5d")
        .meld(0, "9h 9s 9c 9c 9d 9d 9h")
        .pile("9s")
        .build()
        .unwrap();
    assert_eq!(g.check(0, &take("")), Err(RuleError::OneCardPile));
}

#[test]
fn fi_11g_frozen_pile_meld_merges_into_the_existing_meld() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "9h 9s 5d 6c")
        .meld(0, "9c 9d 2s")
        .pile("joker 7d 9d")
        .build()
        .unwrap();
    g.apply(0, &take("9h 9s")).unwrap();
    let melds = &g.deal().teams[0].melds;
    assert_eq!(melds.len(), 1);
    assert_eq!(melds[0].len(), 6);
}

#[test]
fn fi_21d_red_three_in_a_taken_pile_is_laid_without_replacement() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "9h 9s 5d 6c")
        .pile("3d 7d 9d")
        .stock("Kh")
        .minimum_count(0, 15)
        .build()
        .unwrap();
    g.apply(0, &take("9h 9s")).unwrap();
    assert_eq!(g.deal().seats[0].red_threes, cards("3d"));
    assert_eq!(g.seat_view(0).hand, cards("5d 6c 7d"));
    assert_eq!(g.deal().stock.len(), 1, "no replacement");
}

#[test]
fn option_pile_on_completed_canasta() {
    let b = PositionBuilder::new(Rules::classic())
        .hand(0, "9h 9s 5d 6c")
        .meld(0, "9c 9d 9c 9d 9s 9h 2s")
        .pile("7d 9d");
    assert!(b.clone().build().unwrap().check(0, &take("")).is_ok());
    let mut rules = Rules::classic();
    rules.pile.on_completed_canasta = false;
    let g = PositionBuilder::new(rules)
        .hand(0, "9h 9s 5d 6c")
        .meld(0, "9c 9d 9c 9d 9s 9h 2s")
        .pile("7d 9d")
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &take("9h 9s")),
        Err(RuleError::PileOnCompletedCanasta(Rank::Nine))
    );
}

#[test]
fn option_pile_needs_natural_pair() {
    let mut rules = Rules::classic();
    rules.pile.needs_natural_pair = true;
    let g = PositionBuilder::new(rules)
        .hand(0, "9h 2c 9s 6c")
        .meld(0, "Qh Qd Qc")
        .pile("7d 9d")
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &take("9h 2c")),
        Err(RuleError::PileNeedsNaturalPair(Rank::Nine))
    );
    assert!(g.check(0, &take("9h 9s")).is_ok());
}

#[test]
fn option_take_top_card_only() {
    let top_only = Action::TakePile {
        with: cards("9h 9s"),
        melds: vec![],
        top_only: true,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    };
    let b = PositionBuilder::new(Rules::classic())
        .hand(0, "9h 9s 5d 6c")
        .meld(0, "Qh Qd Qc")
        .pile("7d Kc 9d");
    let g = b.build().unwrap();
    assert_eq!(g.check(0, &top_only), Err(RuleError::TopCardOnlyNotAllowed));
    let mut rules = Rules::classic();
    rules.pile.take_top_card_only = true;
    let mut g = PositionBuilder::new(rules)
        .hand(0, "9h 9s 5d 6c")
        .meld(0, "Qh Qd Qc")
        .pile("7d Kc 9d")
        .build()
        .unwrap();
    g.apply(0, &top_only).unwrap();
    assert_eq!(g.deal().pile.cards(), cards("7d Kc"));
    assert_eq!(g.seat_view(0).hand, cards("5d 6c"));
}

#[test]
fn fi_22a_the_pile_may_be_seen_until_the_first_discard() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "5d 6c 8h")
        .not_discarded(0)
        .pile("7d Kc 9d")
        .stock("4h")
        .build()
        .unwrap();
    assert_eq!(g.seat_view(0).pile, Some(cards("7d Kc 9d")));
    assert_eq!(g.seat_view(1).pile, None);
    g.apply(0, &Action::Draw).unwrap();
    g.apply(
        0,
        &Action::Discard {
            card: cards("5d")[0],
        },
    )
    .unwrap();
    assert_eq!(g.seat_view(0).pile, None);
}

#[test]
fn taking_the_pile_may_not_leave_an_empty_hand_without_a_canasta() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "9h 9s")
        .meld(0, "Qh Qd Qc")
        .pile("9d")
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &take("9h 9s")),
        Err(RuleError::NeedCanastaToGoOut { needed: 1 })
    );
}

#[test]
fn fi_14a_the_top_cards_new_meld_takes_the_next_id_before_the_hands_melds() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "Kh Ks As Ad Ac 2c 5d 6d")
        .meld(1, "Qh Qs Qd")
        .next_meld_id(MeldId(5))
        .pile("Ah Kd")
        .stock("8h")
        .build()
        .unwrap();
    // The kings (top card) become meld 5, the aces meld 6; the lay-off names meld 6.
    let action = Action::TakePile {
        with: cards("Kh Ks"),
        melds: vec![
            MeldPlay::New {
                cards: cards("As Ad Ac"),
            },
            MeldPlay::Add {
                meld: MeldId(6),
                cards: cards("2c"),
            },
        ],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    };
    let events = g.apply(0, &action).unwrap();
    assert!(matches!(
        events[0],
        Event::TookPile {
            meld: MeldId(5),
            ..
        }
    ));
    let team = &g.deal().teams[0];
    let ids: Vec<(MeldId, Option<Rank>, usize)> = team
        .melds
        .iter()
        .map(|m| (m.id, m.rank(), m.len()))
        .collect();
    assert_eq!(
        ids,
        [
            (MeldId(5), Some(Rank::King), 3),
            (MeldId(6), Some(Rank::Ace), 4)
        ]
    );
    assert_eq!(g.public_view().next_meld_id, MeldId(7));
}

#[test]
fn fi_11g_a_lay_off_from_the_pile_keeps_the_melds_id() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "Kh 5d 6d")
        .meld(1, "Qh Qs Qd")
        .meld(0, "Kc Kc Ks")
        .pile("4c Kd")
        .stock("8h")
        .build()
        .unwrap();
    let events = g.apply(0, &take("")).unwrap();
    assert!(matches!(
        events[0],
        Event::TookPile {
            meld: MeldId(1),
            ..
        }
    ));
    assert_eq!(g.deal().teams[0].melds[0].len(), 4);
    assert_eq!(g.public_view().next_meld_id, MeldId(2));
}
