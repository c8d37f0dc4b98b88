//! FI 9, 21B, 21C, 21E: drawing and red 3s.

use crate::play::take::tests::take;
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

/// SAMBA 32: "Umpipakan 2 viimeistä korttia näytetään, jos toinen tai molemmat on punainen
/// kolmonen, se on pöydättävä ... ja pelierä päättyy siihen." The last two stock cards are not
/// always drawn together: a draw of two from three cards, the card drawn after taking the pile
/// (13B) and a card bought (23) each take the second-to-last alone. A red 3 there is laid down
/// (or goes onto a sequence) and ends the deal, the last card still in the stock.
#[test]
fn samba_32_a_red_three_second_to_last_in_the_stock_is_laid_down_however_it_is_drawn() {
    let position = |rules: Rules, hand: &str, meld: &str, pile: &str, stock: &str| {
        PositionBuilder::new(rules)
            .hand(0, hand)
            .hand(1, "7h 8h")
            .hand(2, "7d 8d")
            .hand(3, "7s 8s")
            .meld(0, meld)
            .pile(pile)
            .stock(stock)
            .build()
            .unwrap()
    };
    let three = cards("3h")[0];
    let laid = Event::RedThreeLaid {
        seat: 0,
        card: three,
    };
    // The deal ends with the 4♣ still in the stock, shown to all ("näytetään"; the event
    // says so only then), and is scored as a stock run out.
    let left = cards("4c")[0];
    let ended_early = |g: &Game, events: &[Event]| {
        assert!(events.contains(&Event::LastStockCardsEndDeal { left }));
        assert!(!events.contains(&Event::StockExhausted));
        assert_eq!(g.history()[0].end, DealEnd::LastStockCards { left });
        assert!(g.history()[0].end.stock_ended_it());
        assert_eq!(g.history()[0].teams[0].going_out, 0, "nobody went out");
    };
    // A draw of two from three cards: the 3♥ is the second-to-last.
    let mut g = position(Rules::samba(), "5c 6d", "Kh Ks Kc", "Qd", "9c 3h 4c");
    let events = g.apply(0, &Action::Draw).unwrap();
    assert!(events.contains(&laid));
    ended_early(&g, &events);
    assert_eq!(g.history()[0].teams[0].red_threes_laid, -300, "SAMBA 29");
    // The card drawn after taking the pile (13B).
    let mut g = position(Rules::samba(), "9h 9s 5c 6d", "Qh Qd Qc", "7d 9d", "3h 4c");
    let events = g.apply(0, &take("9h 9s")).unwrap();
    assert!(events.contains(&laid));
    ended_early(&g, &events);
    // A card bought with a red 3 (23): the 3♦ bought costs 300, the 3♥ as the option says.
    let mut rules = Rules::samba();
    rules.threes.last_red_three_charged = false;
    let mut g = PositionBuilder::new(rules)
        .hand(0, "5c 6d 3d")
        .hand(1, "7h 8h")
        .hand(2, "7d 8d")
        .hand(3, "7s 8s")
        .meld(0, "Kh Ks Kc")
        .pile("Qd")
        .stock("3h 4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    let events = g
        .apply(
            0,
            &Action::BuyWithRedThree {
                card: cards("3d")[0],
            },
        )
        .unwrap();
    assert!(events.contains(&laid));
    ended_early(&g, &events);
    assert_eq!(g.history()[0].teams[0].red_threes_laid, -300, "the 3♦ only");
    // Drawn alone, it still goes onto a sequence that it extends.
    let mut g = position(Rules::samba(), "5c 6d", "4h 5h 6h", "Qd", "9c 3h 4c");
    let events = g.apply(0, &Action::Draw).unwrap();
    assert!(!events.contains(&laid));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Melded { seat: 0, .. })));
    ended_early(&g, &events);
    assert_eq!(g.history()[0].teams[0].melded, 20, "3♥ 4♥ 5♥ 6♥");
    // The third-to-last is no last card: it stays in the hand.
    let mut g = position(Rules::samba(), "5c 6d", "Kh Ks Kc", "Qd", "3h 9c 4c");
    g.apply(0, &Action::Draw).unwrap();
    assert_eq!(g.seat_view(0).hand, cards("3h 5c 6d 9c"));
    assert_eq!(g.turn().phase, Phase::Play);
    // A rule set stored before this rule: the 3♥ drawn before the stock's end stays in the
    // hand, as it was played.
    let mut stored = Rules::samba();
    stored.threes.last_two_stock_cards_shown = false;
    let mut g = position(stored, "5c 6d", "Kh Ks Kc", "Qd", "9c 3h 4c");
    let events = g.apply(0, &Action::Draw).unwrap();
    assert!(!events.contains(&laid));
    assert_eq!(g.seat_view(0).hand, cards("3h 5c 6d 9c"));
    assert_eq!(g.turn().phase, Phase::Play);
}

/// SAMBA 32: the last card drawn alone after the second-to-last went into another hand (the
/// pile taken with two cards in the stock, 13B): a red 3 there is laid down and the stock is
/// used up.
#[test]
fn samba_32_a_red_three_drawn_alone_as_the_last_stock_card_is_laid_down() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "9h 9s 5c 6d")
        .hand(1, "7h 8h")
        .hand(2, "7d 8d")
        .hand(3, "7s 8s")
        .meld(0, "Qh Qd Qc")
        .meld(1, "Kh Ks Kc")
        .pile("7d 9d")
        .stock("9c 3h")
        .build()
        .unwrap();
    g.apply(0, &take("9h 9s")).unwrap();
    assert_eq!(g.deal().stock, cards("3h"), "the 9♣ shows no red 3");
    g.apply(
        0,
        &Action::Discard {
            card: cards("5c")[0],
        },
    )
    .unwrap();
    let events = g.apply(1, &Action::Draw).unwrap();
    assert!(events.contains(&Event::RedThreeLaid {
        seat: 1,
        card: cards("3h")[0]
    }));
    assert!(events.contains(&Event::StockExhausted));
    assert_eq!(g.history()[0].teams[1].red_threes_laid, -300);
}
