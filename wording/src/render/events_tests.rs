use super::*;
use crate::lang::Lang;
use canasta_engine::{
    parse_cards, Card, DealResult, MeldId, Phase, PositionBuilder, Rules, ScoreBreakdown,
};

fn names() -> Names {
    Names::new(
        Lang::En,
        &Rules::classic(),
        &["Alice", "Bob", "Carol", "Dave"],
    )
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn table() -> PublicView {
    PositionBuilder::new(Rules::classic())
        .hand(0, "4c 4d")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .meld(1, "Qh Qs Qc")
        .pile("9d 8h")
        .turn(3, Phase::Play)
        .build()
        .unwrap()
        .public_view()
}

fn line(e: Event) -> String {
    event_line(Lang::En, &e, &names(), Some(&table()))
}

#[test]
fn turn_events() {
    assert_eq!(
        line(Event::Drew { seat: 0, count: 1 }),
        "Alice drew a card."
    );
    assert_eq!(
        line(Event::Drew { seat: 0, count: 2 }),
        "Alice drew 2 cards."
    );
    assert_eq!(
        line(Event::RedThreeLaid {
            seat: 2,
            card: card("3h")
        }),
        "Carol laid down a red 3 (3♥)."
    );
    assert_eq!(
        line(Event::TookPile {
            seat: 1,
            top: card("8h"),
            with: parse_cards("8c 8d").unwrap(),
            meld: MeldId(1),
            size: 14
        }),
        "Bob took the pile (14 cards) with 8 8."
    );
    assert_eq!(
        line(Event::TookPile {
            seat: 1,
            top: card("Qd"),
            with: vec![],
            meld: MeldId(0),
            size: 1
        }),
        "Bob took the pile (1 card), adding the Q to their Q meld."
    );
    assert_eq!(
        line(Event::Discarded {
            seat: 0,
            card: card("8s")
        }),
        "Alice discarded an 8."
    );
    assert_eq!(
        line(Event::Discarded {
            seat: 0,
            card: Card::JOKER
        }),
        "Alice discarded a Joker: the pile is frozen."
    );
}

#[test]
fn melds_and_lay_offs_name_their_meld() {
    let e = Event::Melded {
        seat: 3,
        melds: vec![
            MeldPlay::New {
                cards: parse_cards("7h 7s 2c").unwrap(),
            },
            MeldPlay::Add {
                meld: MeldId(0),
                cards: parse_cards("2d").unwrap(),
            },
            MeldPlay::Add {
                meld: MeldId(1),
                cards: parse_cards("joker").unwrap(),
            },
        ],
    };
    assert_eq!(
        line(e.clone()),
        "Dave melded 7 7 2; added 2 to the Q meld; added Joker to the 7 meld."
    );
    assert_eq!(
        event_line(Lang::En, &e, &names(), None),
        "Dave melded 7 7 2; added 2 to a meld; added Joker to a meld."
    );
}

#[test]
fn asking_answering_and_penalties() {
    assert_eq!(
        line(Event::AskedToGoOut { seat: 1 }),
        "Bob asks Dave: \"May I go out?\""
    );
    assert_eq!(
        event_line(Lang::En, &Event::AskedToGoOut { seat: 1 }, &names(), None),
        "Bob asks their partner: \"May I go out?\""
    );
    assert_eq!(
        line(Event::Answered {
            seat: 3,
            yes: false
        }),
        "Dave answered no."
    );
    assert!(line(Event::Penalty {
        team: 1,
        points: 100
    })
    .starts_with("Bob & Dave: 100 points penalty"));
}

#[test]
fn deal_and_game_events() {
    assert_eq!(
        line(Event::DealStarted { deal: 2, dealer: 3 }),
        "Deal 2 begins; Dave deals."
    );
    assert_eq!(
        line(Event::WentOut {
            seat: 2,
            concealed: true
        }),
        "Carol went out concealed!"
    );
    let result = DealResult {
        deal: 3,
        end: DealEnd::StockExhausted,
        teams: vec![
            ScoreBreakdown {
                total: 120,
                ..Default::default()
            },
            ScoreBreakdown {
                total: -35,
                ..Default::default()
            },
        ],
        totals: vec![2450, 800],
        canastas: None,
        bid: None,
    };
    assert_eq!(
        line(Event::DealScored { result }),
        "Deal 3 scored (stock used up): Alice & Carol +120 (total 2450), Bob & Dave -35 (total 800)."
    );
    assert_eq!(
        line(Event::GameOver { winners: vec![0] }),
        "Game over: Alice & Carol won!"
    );
    assert_eq!(
        line(Event::GameOver {
            winners: vec![0, 1]
        }),
        "Game over: a draw between Alice & Carol and Bob & Dave."
    );
    assert_eq!(
        line(Event::PartnershipFormed {
            solo: 1,
            partners: vec![0, 2]
        }),
        "Bob plays alone this deal; Alice & Carol are partners."
    );
}

#[test]
fn long_event_lists_fit_one_message() {
    let events = vec![Event::Drew { seat: 0, count: 1 }; 500];
    let msg = events_message(Lang::En, &events, &names(), None);
    assert!(crate::payload::limits::violations(&msg).is_empty());
    assert!(msg.content().ends_with('…'));
}

fn finnish(e: Event) -> String {
    let names = Names::new(
        Lang::Fi,
        &Rules::classic(),
        &["Aino", "Bea", "Carol", "Dan"],
    );
    event_line(Lang::Fi, &e, &names, Some(&table()))
}

#[test]
fn finnish_and_swedish_lines_use_the_rule_texts_words() {
    assert_eq!(
        finnish(Event::Drew { seat: 0, count: 1 }),
        "Aino nosti kortin."
    );
    assert_eq!(
        finnish(Event::TookPile {
            seat: 1,
            top: card("Qd"),
            with: vec![],
            meld: MeldId(0),
            size: 14
        }),
        "Bea otti avopakan (14 korttia) ja lisäsi päällimmäisen kortin R R-pöytäykseensä."
    );
    assert_eq!(
        finnish(Event::Discarded {
            seat: 0,
            card: Card::JOKER
        }),
        "Aino heitti kortin Jokeri: avopakka jäätyi."
    );
    assert_eq!(
        finnish(Event::AskedToGoOut { seat: 1 }),
        "Bea kysyy pariltaan (Dan): ”Saanko lopettaa?”"
    );
    assert_eq!(
        finnish(Event::GameOver {
            winners: vec![0, 1]
        }),
        "Peli päättyi tasan: Aino & Carol ja Bea & Dan."
    );
    let names = Names::new(Lang::Sv, &Rules::classic(), &["A", "B", "C", "D"]);
    let melded = Event::Melded {
        seat: 3,
        melds: vec![
            MeldPlay::New {
                cards: parse_cards("Jh Js 2c").unwrap(),
            },
            MeldPlay::Add {
                meld: MeldId(1),
                cards: parse_cards("joker").unwrap(),
            },
        ],
    };
    assert_eq!(
        event_line(Lang::Sv, &melded, &names, Some(&table())),
        "D lade ut Kn Kn 2; lade Joker till Kn-kombinationen."
    );
    assert_eq!(
        event_line(Lang::Sv, &Event::Drew { seat: 2, count: 3 }, &names, None),
        "C tog upp 3 kort."
    );
}

/// A Samba table: Alice's team holds the sequence 9♥ 10♥ J♥ and a meld of kings; the pile's
/// top is the Q♥ that extends the sequence.
fn samba_table() -> PublicView {
    PositionBuilder::new(Rules::samba())
        .hand(0, "4c 4d Qh Kh")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .meld(0, "9h 10h Jh")
        .meld(0, "Kc Kd Ks")
        .pile("9d Qh")
        .turn(0, Phase::Draw)
        .build()
        .unwrap()
        .public_view()
}

/// Issue 27 (RULES.md §3, SAMBA 14A, 19A, 20A): where sequences are played the suit decides
/// what a card extends and whether it takes the pile, so the pile's top, a discard, a sequence
/// and a lay-off on one are named with their suits, in every language; a meld of one rank
/// stays by rank.
#[test]
fn samba_pile_top_discards_and_sequences_show_their_suits_in_every_language() {
    use crate::render::table::pile_line;
    let table = samba_table();
    let discard = Event::Discarded {
        seat: 1,
        card: card("8s"),
    };
    let sequence = Event::Melded {
        seat: 0,
        melds: vec![
            MeldPlay::New {
                cards: parse_cards("5c 6c 7c").unwrap(),
            },
            MeldPlay::New {
                cards: parse_cards("Ah As Ad").unwrap(),
            },
            MeldPlay::Add {
                meld: MeldId(0),
                cards: parse_cards("Qh").unwrap(),
            },
            MeldPlay::Add {
                meld: MeldId(1),
                cards: parse_cards("Kh").unwrap(),
            },
        ],
    };
    let took = Event::TookPile {
        seat: 0,
        top: card("Qh"),
        with: vec![],
        meld: MeldId(0),
        size: 2,
    };
    let expected = [
        (
            Lang::En,
            "Pile: Q♥ on top, 2 cards. Stock: 0 cards.",
            "Bob discarded an 8♠.",
            "Alice melded 5♣ 6♣ 7♣ and A A A; added Q♥ to the 9♥-J♥ meld; added K to the K meld.",
            "Alice took the pile (2 cards), adding the Q♥ to their 9♥-J♥ meld.",
        ),
        (
            Lang::Fi,
            "Avopakka: 2 korttia, päällimmäisenä R♥. Umpipakka: 0 korttia.",
            "Bob heitti kortin 8♠.",
            "Alice pöytäsi 5♣ 6♣ 7♣ ja A A A; lisäsi R♥ 9♥-S♥-pöytäykseen; lisäsi K K-pöytäykseen.",
            "Alice otti avopakan (2 korttia) ja lisäsi päällimmäisen kortin R♥ 9♥-S♥-pöytäykseensä.",
        ),
        (
            Lang::Sv,
            "Högen: D♥ överst, 2 kort. Talongen: 0 kort.",
            "Bob sakade 8♠.",
            "Alice lade ut 5♣ 6♣ 7♣ och E E E; lade D♥ till 9♥-Kn♥-kombinationen; lade K till K-kombinationen.",
            "Alice tog upp högen (2 kort) och lade D♥ till sin 9♥-Kn♥-kombination.",
        ),
    ];
    for (lang, pile, discarded, melded, taken) in expected {
        let names = Names::new(lang, &Rules::samba(), &["Alice", "Bob", "Carol", "Dave"]);
        let line = |e: &Event| event_line(lang, e, &names, Some(&table));
        assert_eq!(pile_line(lang, &table), pile, "{lang}");
        assert_eq!(line(&discard), discarded, "{lang}");
        assert_eq!(line(&sequence), melded, "{lang}");
        assert_eq!(line(&took), taken, "{lang}");
    }
    // Without sequences suits never matter: the same cards by rank.
    assert_eq!(line(discard.clone()), "Bob discarded an 8.");
}

/// A pile taken with hand cards names its top card with its suit where sequences are
/// played (the hand cards alone would not tell it), in every language.
#[test]
fn a_samba_pile_take_names_its_top_card() {
    let table = samba_table();
    let took = Event::TookPile {
        seat: 1,
        top: card("Qh"),
        with: parse_cards("Qc Qs").unwrap(),
        meld: MeldId(2),
        size: 2,
    };
    let expected = [
        (
            Lang::En,
            "Bob took the pile (2 cards): the top Q♥ with Q Q.",
        ),
        (
            Lang::Fi,
            "Bob otti avopakan (2 korttia): päällimmäisen kortin R♥ korteilla R R.",
        ),
        (
            Lang::Sv,
            "Bob tog upp högen (2 kort): översta kortet D♥ med D D.",
        ),
    ];
    for (lang, text) in expected {
        let names = Names::new(lang, &Rules::samba(), &["Alice", "Bob", "Carol", "Dave"]);
        assert_eq!(event_line(lang, &took, &names, Some(&table)), text);
    }
}

/// The discard that goes out says nothing of the pile: a black 3 or a wild card then stops
/// no next player (issue 31); the same discard before the end still says it.
#[test]
fn the_discard_that_goes_out_says_nothing_of_the_pile() {
    for discard in ["3c", "2h"] {
        let discarded = Event::Discarded {
            seat: 0,
            card: card(discard),
        };
        let out = [
            discarded.clone(),
            Event::WentOut {
                seat: 0,
                concealed: false,
            },
        ];
        let lines = event_lines(Lang::En, &out, &names(), Some(&table()));
        assert!(lines[0].starts_with("Alice discarded a"), "{}", lines[0]);
        assert!(!lines[0].contains(':'), "{}", lines[0]);
        let alone = event_lines(Lang::En, &[discarded], &names(), Some(&table()));
        assert!(alone[0].contains(':'), "{}", alone[0]);
    }
}

/// SAMBA 32: the deal ended at a red 3 among the stock's last two cards; the table sees the
/// card left in the stock ("näytetään"), and the scored deal does not say the stock was used up.
#[test]
fn samba_32_the_last_stock_cards_line_shows_the_card_left_in_every_language() {
    let left = card("4c");
    for (lang, words) in [
        (Lang::En, "the deal ends, 4♣ left in the stock (SAMBA 32)"),
        (Lang::Fi, "erä päättyy, umpipakkaan jäi 4♣ (SAMBA 32)"),
        (Lang::Sv, "given är över, 4♣ kvar i talongen (SAMBA 32)"),
    ] {
        let names = Names::new(lang, &Rules::samba(), &["Aino", "Bo", "Carl", "Dag"]);
        let ended = event_line(lang, &Event::LastStockCardsEndDeal { left }, &names, None);
        assert!(ended.contains(words), "{lang:?}: {ended}");
        let result = DealResult {
            deal: 2,
            end: DealEnd::LastStockCards { left },
            teams: vec![ScoreBreakdown::default(), ScoreBreakdown::default()],
            totals: vec![0, 0],
            canastas: None,
            bid: None,
        };
        let scored = event_line(lang, &Event::DealScored { result }, &names, None);
        let stock_used_up = ["stock used up", "umpipakka loppui", "talongen slut"];
        assert!(
            !stock_used_up.iter().any(|w| scored.contains(w)),
            "{lang:?}: {scored}"
        );
    }
}
