//! Samba 13B, 13D, 14C, 18, 19A, 19B, 22A: taking the pile.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn take(with: &str) -> Action {
    take_to(with, TopCardTo::RankMeld)
}

fn take_to(with: &str, top_to: TopCardTo) -> Action {
    Action::TakePile {
        with: cards(with),
        melds: vec![],
        top_only: false,
        top_to,
        more_locks: 0,
    }
}

#[test]
fn samba_13b_taking_the_pile_draws_one_stock_card() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "9h 9s 5d 6c")
        .meld(0, "Qh Qd Qc")
        .pile("7d 9d")
        .stock("8h 4c")
        .build()
        .unwrap();
    let events = g.apply(0, &take("9h 9s")).unwrap();
    assert_eq!(events[1], Event::Drew { seat: 0, count: 1 });
    assert_eq!(g.seat_view(0).hand, cards("5d 6c 7d 8h"));
    assert_eq!(g.deal().stock, cards("4c"));
    assert_eq!(g.turn().phase, Phase::Play);
    // With the stock gone, the take alone.
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "9h 9s 5d 6c")
        .meld(0, "Qh Qd Qc")
        .pile("7d 9d")
        .build()
        .unwrap();
    let events = g.apply(0, &take("9h 9s")).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::Drew { .. })));
    assert_eq!(g.seat_view(0).hand, cards("5d 6c 7d"));
}

#[test]
fn samba_13d_the_pile_is_taken_down_to_the_most_recent_locking_card() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "9h 9s 9c 5d 6c")
        .meld(0, "Qh Qd Qc")
        .pile("Ks Ac 2d 4s 3h 5s Jc 9d")
        .stock("8h 4c")
        .build()
        .unwrap();
    assert_eq!(g.public_view().pile.takes, 4, "9d Jc 5s 3h");
    let events = g.apply(0, &take("9h 9s 9c")).unwrap();
    assert!(matches!(events[0], Event::TookPile { size: 4, .. }));
    assert_eq!(g.seat_view(0).hand, cards("3h 5d 5s 6c 8h Jc"));
    assert_eq!(g.deal().pile.cards(), cards("Ks Ac 2d 4s"));
    let pile = g.public_view().pile;
    assert!(pile.frozen, "the 2 left in it keeps the pile locked (19B)");
    assert_eq!((pile.size, pile.takes), (4, 2));
    // Classic takes it all.
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "9h 9s 5d 6c")
        .meld(0, "Qh Qd Qc")
        .pile("Ks Ac 2d 4s 3h 5s Jc 9d")
        .build()
        .unwrap();
    assert_eq!(g.public_view().pile.takes, 8);
    g.apply(0, &take("9h 9s")).unwrap();
    assert!(g.deal().pile.is_empty());
}

#[test]
fn samba_18_a_discarded_wild_card_locks_the_pile() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "2c 5d 6c")
        .pile("7d 9d")
        .stock("8h")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert!(!g.public_view().pile.frozen);
    g.apply(
        0,
        &Action::Discard {
            card: cards("2c")[0],
        },
    )
    .unwrap();
    assert!(g.public_view().pile.frozen);
    // The next player cannot take it with cards of a rank: a wild card is on top.
    assert_eq!(
        g.check(1, &take("")),
        Err(RuleError::PileTopOnlyOntoSequence)
    );
}

#[test]
fn samba_19a_an_unlocked_pile_needs_two_naturals_of_the_top_cards_rank() {
    let b = PositionBuilder::new(Rules::samba())
        .hand(0, "9h 9s 2c 5d 6c")
        .meld(0, "9c 9d 9c")
        .pile("7d 9d")
        .stock("8h");
    let g = b.clone().build().unwrap();
    let refused = Err(RuleError::PileNeedsNaturals {
        rank: Rank::Nine,
        needed: 2,
    });
    assert_eq!(g.check(0, &take("")), refused, "no lay-off of the top card");
    assert_eq!(g.check(0, &take("9h 2c")), refused);
    let before = g.clone();
    let mut g = b.build().unwrap();
    assert_eq!(g.apply(0, &take("9h 2c")).map(drop), refused);
    assert!(g == before);
    g.apply(0, &take("9h 9s")).unwrap();
    assert_eq!(
        g.deal().teams[0].melds[0].len(),
        6,
        "onto the meld of nines"
    );
}

#[test]
fn samba_19b_a_locked_pile_needs_three_naturals() {
    let b = PositionBuilder::new(Rules::samba())
        .hand(0, "9h 9s 9c 5d 6c")
        .meld(0, "Qh Qd Qc")
        .pile("joker 7d 9d")
        .stock("8h");
    let g = b.clone().build().unwrap();
    assert_eq!(
        g.check(0, &take("9h 9s")),
        Err(RuleError::LockedPileNeedsNaturals {
            rank: Rank::Nine,
            needed: 3
        })
    );
    let mut g = b.build().unwrap();
    g.apply(0, &take("9h 9s 9c")).unwrap();
    assert_eq!(g.deal().teams[0].melds[1].cards, cards("9d 9h 9s 9c"));
    assert_eq!(
        g.seat_view(0).hand,
        cards("5d 6c 7d 8h joker"),
        "down to the joker"
    );
}

#[test]
fn samba_22a_a_black_three_on_top_is_taken_only_onto_a_samba() {
    let g = PositionBuilder::new(Rules::samba())
        .hand(0, "3c 3s 5d 6c")
        .meld(0, "Qh Qd Qc")
        .pile("7d 3s")
        .stock("8h")
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &take("3c 3s")),
        Err(RuleError::PileTopOnlyOntoSequence)
    );
    assert_eq!(
        g.check(0, &take_to("", TopCardTo::Meld { meld: MeldId(0) })),
        Err(RuleError::PileTopOnlyOntoSequence),
        "a meld of queens is no samba"
    );
    assert_eq!(
        g.check(0, &take_to("", TopCardTo::Meld { meld: MeldId(4) })),
        Err(RuleError::NoSuchMeld)
    );
}

#[test]
fn samba_19d_one_card_in_hand_never_takes_a_one_card_pile() {
    let g = PositionBuilder::new(Rules::samba())
        .hand(0, "9h")
        .meld(0, "9c 9d 9s")
        .pile("9d")
        .stock("8h")
        .build()
        .unwrap();
    assert_eq!(g.check(0, &take("")), Err(RuleError::OneCardPile));
}

/// Team 0 has a meld of queens (id 0) and the samba 5♥ 6♥ 7♥ (id 1).
fn with_samba(pile: &str, hand: &str) -> PositionBuilder {
    PositionBuilder::new(Rules::samba())
        .hand(0, hand)
        .meld(0, "Qh Qd Qc")
        .meld(0, "5h 6h 7h")
        .pile(pile)
        .stock("8c 4c")
}

fn onto_samba(with: &str) -> Action {
    take_to(with, TopCardTo::Meld { meld: MeldId(1) })
}

#[test]
fn samba_19a_a_top_card_that_extends_a_samba_takes_the_pile() {
    let mut g = with_samba("Kd 9c 8h", "5d 6c").build().unwrap();
    let events = g.apply(0, &onto_samba("")).unwrap();
    assert!(matches!(
        events[0],
        Event::TookPile {
            meld: MeldId(1),
            size: 3,
            ..
        }
    ));
    assert_eq!(g.deal().teams[0].melds[1].cards, cards("5h 6h 7h 8h"));
    assert_eq!(g.seat_view(0).hand, cards("5d 6c 8c 9c Kd"));
    // A top card that does not extend it is refused by the samba's own rule.
    let g = with_samba("Kd 9c 9h", "5d 6c").build().unwrap();
    assert_eq!(
        g.check(0, &onto_samba("")),
        Err(RuleError::SequenceNotInOrder)
    );
}

#[test]
fn samba_19b_a_locked_pile_is_taken_by_extending_a_samba() {
    let mut g = with_samba("Kd joker 9c 4h", "5d 6c").build().unwrap();
    assert!(g.public_view().pile.frozen);
    assert_eq!(
        g.check(0, &take("")),
        Err(RuleError::LockedPileNeedsNaturals {
            rank: Rank::Four,
            needed: 3
        })
    );
    g.apply(0, &onto_samba("")).unwrap();
    assert_eq!(g.deal().teams[0].melds[1].cards, cards("4h 5h 6h 7h"));
    assert_eq!(
        g.deal().pile.cards(),
        cards("Kd"),
        "down to the joker (13D)"
    );
    assert_eq!(g.seat_view(0).hand, cards("5d 6c 8c 9c joker"));
}

#[test]
fn samba_22a_a_black_three_on_top_extends_a_spade_samba() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "5d 6c")
        .meld(0, "4s 5s 6s")
        .pile("Kd 3s")
        .stock("8c")
        .build()
        .unwrap();
    assert_eq!(
        g.check(0, &take("")),
        Err(RuleError::PileTopOnlyOntoSequence)
    );
    g.apply(0, &take_to("", TopCardTo::Meld { meld: MeldId(0) }))
        .unwrap();
    assert_eq!(g.deal().teams[0].melds[0].cards, cards("3s 4s 5s 6s"));
}

#[test]
fn samba_23_a_discarded_red_three_on_top_extends_a_heart_samba() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "5d 6c")
        .meld(0, "4h 5h 6h")
        .pile("Kd 3h")
        .stock("8c")
        .build()
        .unwrap();
    g.apply(0, &take_to("", TopCardTo::Meld { meld: MeldId(0) }))
        .unwrap();
    assert_eq!(g.deal().teams[0].melds[0].cards, cards("3h 4h 5h 6h"));
    assert_eq!(
        g.seat_view(0).hand,
        cards("5d 6c 8c"),
        "the red 3 locked the pile: only it is taken (13D)"
    );
    assert_eq!(g.deal().pile.cards(), cards("Kd"));
}

#[test]
fn samba_32a_with_the_stock_gone_a_pile_that_extends_a_samba_must_be_taken() {
    let g = with_samba("Kd 9c 8h", "5d 6c").stock("").build().unwrap();
    assert_eq!(g.check(0, &Action::EndDeal), Err(RuleError::MustTakePile));
    assert!(g.check(0, &onto_samba("")).is_ok());
    // A top card that fits the team's queens obliges too when the hand holds the two natural
    // queens that take it (32A with 19A).
    let g = with_samba("Kd 9c Qh", "Qd Qs 6c")
        .stock("")
        .build()
        .unwrap();
    assert!(g.check(0, &take("Qd Qs")).is_ok());
    assert_eq!(g.check(0, &Action::EndDeal), Err(RuleError::MustTakePile));
    // With one queen the pile cannot be taken: declining it ends the deal (32B).
    let mut g = with_samba("Kd 9c Qh", "Qd 7c 6c")
        .stock("")
        .build()
        .unwrap();
    let events = g.apply(0, &Action::EndDeal).unwrap();
    assert!(events.contains(&Event::StockExhausted));
    assert!(g.history()[0].teams.iter().all(|t| t.going_out == 0), "32B");
}

#[test]
fn samba_14c_the_top_card_starts_a_second_meld_beside_a_completed_canasta() {
    let b = PositionBuilder::new(Rules::samba())
        .hand(0, "9h 9s 5d 6c")
        .meld(0, "9c 9d 9c 9d 9s 9h 9c")
        .pile("7d 9d")
        .stock("8h");
    let g = b.clone().build().unwrap();
    // The natural canasta takes no more cards (20C), so the top card is named to a new meld.
    assert!(g.check(0, &take("9h 9s")).is_err());
    let mut g = b.build().unwrap();
    g.apply(0, &take_to("9h 9s", TopCardTo::NewMeld)).unwrap();
    let melds = &g.deal().teams[0].melds;
    assert_eq!(melds.len(), 2);
    assert_eq!(melds[1].cards, cards("9d 9h 9s"));
    // With an open second meld, the top card goes to it by default.
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "9h 9s 5d 6c")
        .meld(0, "9c 9d 9c 9d 9s 9h 9c")
        .meld(0, "9d 9s 9h")
        .pile("7d 9d")
        .stock("8h")
        .build()
        .unwrap();
    g.apply(0, &take("9h 9s")).unwrap();
    assert_eq!(g.deal().teams[0].melds[1].len(), 6);
}

/// Samba 13D: "Jos lukkokortteja on useampia peräkkäin hän voi nostaa yhden tai useamman
/// lukkokortin": with locking cards in a row at the most recent one, the player may take one
/// or more of them. A take with `more_locks` gets them too, and one naming more than lie in
/// a row is refused.
#[test]
fn samba_13d_with_locking_cards_in_a_row_the_player_may_take_more_of_them() {
    let position = || {
        PositionBuilder::new(Rules::samba())
            .hand(0, "Kc Ks Kd 5d 6c")
            .meld(0, "Qh Qd Qc")
            .pile("5c 2d 9d joker 2c Kd Kh")
            .stock("8h 4c")
            .build()
            .unwrap()
    };
    let take_locks = |g: &mut Game, more_locks: u8| {
        let with = cards("Kc Ks Kd");
        let mut scratch = crate::play::Scratch::default();
        let plan = g.plan_take_locks(
            &with,
            &[],
            false,
            TopCardTo::RankMeld,
            more_locks,
            &mut scratch,
        )?;
        let mut events = crate::event::Events::recorded();
        g.commit_take(plan, &mut scratch, &mut events);
        Ok::<_, RuleError>(events.into_vec())
    };
    // The joker and the 2c lie in a row: one more may be taken, not the 2d below the 9d.
    assert_eq!(
        take_locks(&mut position(), 2).map(drop),
        Err(RuleError::LocksNotInARow { more: 1 })
    );
    let mut g = position();
    let events = take_locks(&mut g, 1).unwrap();
    assert!(matches!(events[0], Event::TookPile { size: 4, .. }));
    assert_eq!(g.deal().pile.cards(), cards("5c 2d 9d"));
    assert_eq!(g.seat_view(0).hand, cards("2c 5d 6c 8h Kd joker"));
    // By default only down to the most recent one, as before.
    let mut g = position();
    take_locks(&mut g, 0).unwrap();
    assert_eq!(g.deal().pile.cards(), cards("5c 2d 9d joker"));
    // Classic takes the whole pile: there is nothing more to choose.
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "Kc Ks 5d 6c")
        .meld(0, "Qh Qd Qc")
        .pile("5c 9d joker 2c Kd Kh")
        .build()
        .unwrap();
    let mut scratch = crate::play::Scratch::default();
    assert_eq!(
        g.plan_take_locks(
            &cards("Kc Ks"),
            &[],
            false,
            TopCardTo::RankMeld,
            1,
            &mut scratch
        )
        .map(drop),
        Err(RuleError::LocksNotInARow { more: 0 })
    );
}

/// Samba 13D through the action players send: `Action::TakePile`'s `more_locks` gets the
/// locking cards in a row, the public view says how many may come, and the candidate moves
/// (menus, autocomplete, the terminal, the computers) hold each count.
#[test]
fn samba_13d_the_take_action_names_how_many_locking_cards_come_too() {
    let position = || {
        PositionBuilder::new(Rules::samba())
            .hand(0, "Kc Ks Kd 5d 6c")
            .meld(0, "Qh Qd Qc")
            .pile("5c 2d 9d 3h joker 2c Kd Kh")
            .stock("8h 4c")
            .build()
            .unwrap()
    };
    let take_more = |more_locks| Action::TakePile {
        with: cards("Kc Kd Ks"),
        melds: vec![],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks,
    };
    let g = position();
    assert_eq!(g.public_view().pile.more_locks, 2, "the joker and the 3h");
    assert_eq!(
        g.check(0, &take_more(3)),
        Err(RuleError::LocksNotInARow { more: 2 })
    );
    let mut g = position();
    let events = g.apply(0, &take_more(2)).unwrap();
    assert!(matches!(events[0], Event::TookPile { size: 5, .. }));
    assert_eq!(g.deal().pile.cards(), cards("5c 2d 9d"));
    let candidates = crate::players::legal_candidates(&position(), 0);
    for n in 0..=2 {
        assert!(candidates.contains(&take_more(n)), "{n}: {candidates:?}");
    }
    assert!(!candidates.contains(&take_more(3)));
    let takes = crate::players::take_options(&position(), 0);
    assert!(takes.contains(&take_more(2)), "{takes:?}");
    // The log leaves 0 out, so stored games read and write as before.
    let json = serde_json::to_string(&take_more(0)).unwrap();
    assert!(!json.contains("more_locks"), "{json}");
    let back: Action =
        serde_json::from_str(&serde_json::to_string(&take_more(2)).unwrap()).unwrap();
    assert_eq!(back, take_more(2));
    // A lone locking card leaves nothing to choose.
    let lone = PositionBuilder::new(Rules::samba())
        .hand(0, "Kc Ks Kd 5d 6c")
        .pile("5c 2c Kd Kh")
        .build()
        .unwrap();
    assert_eq!(lone.public_view().pile.more_locks, 0);
}
