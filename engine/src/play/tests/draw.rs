//! FI 9, 21B, 21C, 21E: drawing and red 3s.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

#[test]
fn fi_9_a_turn_is_draw_then_discard() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "5h 6d 9c")
        .pile("Kd")
        .stock("8h 8c")
        .build()
        .unwrap();
    let discard = Action::Discard {
        card: cards("5h")[0],
    };
    assert_eq!(g.apply(0, &discard), Err(RuleError::MustDrawFirst));
    assert_eq!(
        g.apply(1, &Action::Draw),
        Err(RuleError::NotYourTurn { expected: 0 })
    );
    g.apply(0, &Action::Draw).unwrap();
    assert_eq!(g.apply(0, &Action::Draw), Err(RuleError::AlreadyDrew));
    g.apply(0, &discard).unwrap();
    assert_eq!(g.turn().seat, 1);
    assert_eq!(g.deal().pile.top(), Some(cards("5h")[0]));
    assert_eq!(g.seat_view(0).hand, cards("6d 8h 9c"));
}

#[test]
fn fi_21c_a_drawn_red_three_is_laid_down_and_replaced() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "5h 6d")
        .pile("Kd")
        .stock("3h 3d 9s 4c")
        .build()
        .unwrap();
    let events = g.apply(0, &Action::Draw).unwrap();
    assert_eq!(g.deal().seats[0].red_threes, cards("3h 3d"));
    assert_eq!(g.seat_view(0).hand, cards("5h 6d 9s"));
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::RedThreeLaid { .. }))
            .count(),
        2
    );
}

#[test]
fn fi_21b_dealt_red_threes_are_laid_at_the_first_turn() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "3h 6d 7c")
        .first_turn(0)
        .pile("Kd")
        .stock("3d 9s 4c")
        .build()
        .unwrap();
    // The dealt 3h is replaced by 3d, which is laid down and replaced by 9s.
    assert_eq!(g.deal().seats[0].red_threes, cards("3h 3d"));
    assert_eq!(g.seat_view(0).hand, cards("6d 7c 9s"));
    assert_eq!(g.turn().phase, Phase::Draw, "then the real draw follows");
}

#[test]
fn fi_21e_last_stock_card_a_red_three_ends_the_deal() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "5h 6d")
        .hand(1, "7h")
        .hand(2, "7d")
        .hand(3, "7s")
        .meld(0, "Kh Ks Kc")
        .pile("Qd")
        .stock("3h")
        .build()
        .unwrap();
    let events = g.apply(0, &Action::Draw).unwrap();
    assert!(events.contains(&Event::StockExhausted));
    let result = &g.history()[0];
    assert_eq!(result.end, DealEnd::StockExhausted);
    assert_eq!(result.teams[0].red_threes, 100);
    assert_eq!(result.teams[0].going_out, 0);
}

#[test]
fn sv2_draw_two_takes_the_last_card_alone() {
    let mut rules = Rules::classic();
    rules.drawing.stock_draw = 2;
    let mut g = PositionBuilder::new(rules)
        .hand(0, "5h 6d")
        .pile("Kd")
        .stock("9c")
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    assert_eq!(g.seat_view(0).hand.len(), 3);
    assert_eq!(g.turn().phase, Phase::Play);
}

#[test]
fn samba_13a_a_stock_draw_is_two_cards() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "5h 6d")
        .pile("Kd")
        .stock("9c 8c 7c")
        .build()
        .unwrap();
    let events = g.apply(0, &Action::Draw).unwrap();
    assert_eq!(events, [Event::Drew { seat: 0, count: 2 }]);
    assert_eq!(g.seat_view(0).hand, cards("5h 6d 8c 9c"));
    assert_eq!(g.deal().stock, cards("7c"));
}

#[test]
fn samba_23_red_threes_stay_in_the_hand_when_dealt_and_drawn() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "3h 6d 7c")
        .first_turn(0)
        .pile("Kd")
        .stock("3d 9s 4c")
        .build()
        .unwrap();
    assert_eq!(
        g.deal().seats[0].red_threes,
        [],
        "not laid down at the deal"
    );
    let events = g.apply(0, &Action::Draw).unwrap();
    assert_eq!(events, [Event::Drew { seat: 0, count: 2 }]);
    assert_eq!(g.seat_view(0).hand, cards("3d 3h 6d 7c 9s"));
}

#[test]
fn samba_32_a_red_three_among_the_last_stock_cards_is_laid_down_and_ends_the_deal() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "5h 6d")
        .hand(1, "7h 8h")
        .hand(2, "7d 8d")
        .hand(3, "7s 8s")
        .meld(0, "Kh Ks Kc")
        .pile("Qd")
        .stock("9c 3h")
        .build()
        .unwrap();
    let events = g.apply(0, &Action::Draw).unwrap();
    assert!(events.contains(&Event::RedThreeLaid {
        seat: 0,
        card: cards("3h")[0]
    }));
    assert!(events.contains(&Event::StockExhausted));
    let result = &g.history()[0];
    assert_eq!(result.end, DealEnd::StockExhausted);
    assert_eq!(
        result.teams[0].red_threes_laid, -300,
        "a red 3 laid down (29)"
    );
    assert_eq!(result.teams[0].red_threes, 0, "no red 3 bonus in Samba");
    // Two cards left on the stock: nothing happens yet.
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "5h 6d")
        .pile("Qd")
        .stock("3h 9c 4c")
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    assert_eq!(g.seat_view(0).hand, cards("3h 5h 6d 9c"));
    assert_eq!(g.turn().phase, Phase::Play);
}

/// SAMBA 32: "Kolmosen saa myös pöydätä jo pöydässä olevaan sambaan": a red 3 among the last
/// stock cards goes onto one of the side's sequences that it extends (5 plus, SAMBA 23) rather
/// than being laid down; a rule set stored before this reads as it was played. And option
/// `samba_last_red_three`: laid down, it costs 300 (default, SAMBA 29) or nothing (SAMBA 23).
#[test]
fn samba_32_the_last_red_three_goes_onto_a_sequence_or_is_laid_down_at_the_options_cost() {
    let position = |rules: Rules, meld: &str| {
        PositionBuilder::new(rules)
            .hand(0, "5c 6d")
            .hand(1, "7h 8h")
            .hand(2, "7d 8d")
            .hand(3, "7s 8s")
            .meld(0, meld)
            .pile("Qd")
            .stock("9c 3h")
            .build()
            .unwrap()
    };
    let three = cards("3h")[0];
    // A 4♥-6♥ sequence takes the 3♥.
    let mut g = position(Rules::samba(), "4h 5h 6h");
    let events = g.apply(0, &Action::Draw).unwrap();
    assert!(!events.contains(&Event::RedThreeLaid {
        seat: 0,
        card: three
    }));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Melded { seat: 0, .. })));
    let result = &g.history()[0];
    assert_eq!(result.end, DealEnd::StockExhausted);
    assert_eq!(result.teams[0].red_threes_laid, 0);
    assert_eq!(result.teams[0].melded, 20, "3♥ 4♥ 5♥ 6♥, 5 each");
    // Stored before the rule: laid down at 300, as it was played.
    let mut stored = Rules::samba();
    stored.threes.last_red_three_onto_sequence = false;
    let mut g = position(stored, "4h 5h 6h");
    g.apply(0, &Action::Draw).unwrap();
    assert_eq!(g.history()[0].teams[0].red_threes_laid, -300);
    // No sequence takes it: laid down, at the option's cost.
    for (charged, cost) in [(true, -300), (false, 0)] {
        let mut rules = Rules::samba();
        rules.threes.last_red_three_charged = charged;
        let mut g = position(rules, "Kh Ks Kc");
        let events = g.apply(0, &Action::Draw).unwrap();
        assert!(events.contains(&Event::RedThreeLaid {
            seat: 0,
            card: three
        }));
        assert_eq!(g.history()[0].teams[0].red_threes_laid, cost, "{charged}");
    }
    // A red 3 bought earlier is charged either way.
    let mut rules = Rules::samba();
    rules.threes.last_red_three_charged = false;
    let mut g = PositionBuilder::new(rules)
        .hand(0, "5c 6d 3d")
        .hand(1, "7h 8h")
        .hand(2, "7d 8d")
        .hand(3, "7s 8s")
        .meld(0, "Kh Ks Kc")
        .pile("Qd")
        .stock("9c 3h 4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    g.apply(
        0,
        &Action::BuyWithRedThree {
            card: cards("3d")[0],
        },
    )
    .unwrap();
    g.apply(
        0,
        &Action::Discard {
            card: cards("5c")[0],
        },
    )
    .unwrap();
    g.apply(1, &Action::Draw).unwrap();
    assert_eq!(
        g.history()[0].teams[0].red_threes_laid,
        -300,
        "the 3♦ bought"
    );
}
