//! FI 18, 19: going out, concealed going out, and their bonuses.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn new(s: &str) -> MeldPlay {
    MeldPlay::New { cards: cards(s) }
}

#[test]
fn fi_18_going_out_needs_a_canasta() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "7h 7d 7s 9c")
        .meld(0, "Kh Kd Ks")
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(
        g.check(
            0,
            &Action::Meld {
                melds: vec![new("7h 7d 7s")]
            }
        ),
        Err(RuleError::MeldLeavesOneCard { needed: 1 })
    );
}

#[test]
fn fi_18_going_out_by_discarding_the_last_card_scores_100() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "7h 7d 7s 9c")
        .hand(1, "Ah joker")
        .hand(2, "5d")
        .hand(3, "4c")
        .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
        .meld(1, "Qh Qd Qs")
        .seat_melded(0)
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    g.apply(
        0,
        &Action::Meld {
            melds: vec![new("7h 7d 7s")],
        },
    )
    .unwrap();
    g.apply(
        0,
        &Action::Discard {
            card: cards("9c")[0],
        },
    )
    .unwrap();
    let r = &g.history()[0];
    assert_eq!(
        r.end,
        DealEnd::WentOut {
            seat: 0,
            concealed: false
        }
    );
    // Team 0: natural canasta 500 + going out 100 + melded 70 + 15, minus 5 in partner's hand.
    let t0 = r.teams[0];
    assert_eq!(
        (t0.canastas, t0.going_out, t0.melded, t0.in_hand),
        (500, 100, 85, -5)
    );
    assert_eq!(t0.total, 680);
    // Team 1: melded 30, minus 70 (A + joker) and 5.
    assert_eq!(r.teams[1].total, 30 - 70 - 5);
    assert_eq!(g.scores(), &[680, -45]);
    assert_eq!(g.deal_number(), 2, "the next deal was dealt");
}

#[test]
fn fi_19_concealed_going_out_scores_200_without_minimum_count() {
    let b = PositionBuilder::new(Rules::classic())
        .hand(0, "5h 5d 5s 5c 5c 5d 4h 4d 4s")
        .pile("4c")
        .stock("9c")
        .scores(&[3000, 0]);
    let mut g = b.build().unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(
        0,
        &Action::Meld {
            melds: vec![new("5h 5d 5s 5c 5c 5d 4h"), new("4d 4s 4h")],
        },
    )
    .unwrap_err();
    g.apply(
        0,
        &Action::Meld {
            melds: vec![new("5h 5d 5s 5c 5c 5d 4h"), new("4d 4s 9c")],
        },
    )
    .unwrap_err();
    // Seven fives as a natural canasta (35 points, below 120) and the fours; discard the 9.
    g.apply(
        0,
        &Action::Meld {
            melds: vec![new("5h 5d 5s 5c 5c 5d"), new("4h 4d 4s")],
        },
    )
    .unwrap_err();
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "5h 5d 5s 5c 5c 5d 5h 4h 4d 4s")
        .pile("4c")
        .stock("9c")
        .scores(&[3000, 0])
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(
        0,
        &Action::Meld {
            melds: vec![new("5h 5d 5s 5c 5c 5d 5h"), new("4h 4d 4s")],
        },
    )
    .unwrap();
    g.apply(
        0,
        &Action::Discard {
            card: cards("9c")[0],
        },
    )
    .unwrap();
    let r = &g.history()[0];
    assert_eq!(
        r.end,
        DealEnd::WentOut {
            seat: 0,
            concealed: true
        }
    );
    assert_eq!(r.teams[0].going_out, 200);
}

#[test]
fn fi_19a_concealed_needs_the_team_unopened_by_default() {
    let build = |rules: Rules| {
        let mut g = PositionBuilder::new(rules)
            .hand(0, "5h 5d 5s 5c 5c 5d 5h 9c")
            .meld(0, "Kh Kd Ks")
            .seat_melded(2)
            .pile("4c")
            .turn(0, Phase::Play)
            .build()
            .unwrap();
        g.apply(
            0,
            &Action::Meld {
                melds: vec![new("5h 5d 5s 5c 5c 5d 5h")],
            },
        )
        .unwrap();
        g.apply(
            0,
            &Action::Discard {
                card: cards("9c")[0],
            },
        )
        .unwrap();
        g.history()[0].end
    };
    assert_eq!(
        build(Rules::classic()),
        DealEnd::WentOut {
            seat: 0,
            concealed: false
        }
    );
    let mut rules = Rules::classic();
    rules.going_out.concealed_needs_team_unopened = false;
    assert_eq!(
        build(rules),
        DealEnd::WentOut {
            seat: 0,
            concealed: true
        }
    );
}

#[test]
fn fi_18_going_out_by_melding_every_card() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "7h 7d 7s")
        .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
        .seat_melded(0)
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    let events = g
        .apply(
            0,
            &Action::Meld {
                melds: vec![new("7h 7d 7s")],
            },
        )
        .unwrap();
    assert!(events.contains(&Event::WentOut {
        seat: 0,
        concealed: false
    }));
}

/// SV 'Direkt utgång' 1 ("utan att lägga några kort på medspelarens kombinationer"), EN 'Going
/// Out Concealed' ("without laying off a card to your partner's melds"): with option
/// `concealed_needs_team_unopened` off the partner may have melded, but a player who lays off a
/// card on the partner's melds (the team's melds made before this turn) in the turn, from the
/// hand or as the pile's top card, goes out plainly: 100, not 200. A meld the player makes in
/// the turn may take more cards without spoiling it.
#[test]
fn sv_direkt_utgang_1_laying_off_on_the_partners_meld_is_not_concealed() {
    let go_out = |hand: &str, pile: &str, take: bool, melds: Vec<MeldPlay>| {
        let mut rules = Rules::classic();
        rules.going_out.concealed_needs_team_unopened = false;
        let phase = if take { Phase::Draw } else { Phase::Play };
        let mut g = PositionBuilder::new(rules)
            .hand(0, hand)
            .hand(1, "4d")
            .hand(2, "4s")
            .hand(3, "4h")
            .meld(0, "Kh Kd Ks")
            .seat_melded(2)
            .pile(pile)
            .turn(0, phase)
            .build()
            .unwrap();
        if take {
            // The pile's top card laid off on the partner's kings (FI 14A).
            let take = Action::TakePile {
                with: vec![],
                melds: vec![],
                top_only: false,
                top_to: TopCardTo::RankMeld,
                more_locks: 0,
            };
            g.apply(0, &take).unwrap();
        }
        g.apply(0, &Action::Meld { melds }).unwrap();
        let last = Action::Discard {
            card: cards("9c")[0],
        };
        g.apply(0, &last).unwrap();
        let r = &g.history()[0];
        (r.end, r.teams[0].going_out)
    };
    let went_out = |concealed, bonus| (DealEnd::WentOut { seat: 0, concealed }, bonus);
    let fives = || new("5h 5d 5s 5c 5c 5d 5h");
    let add = |meld, c: &str| MeldPlay::Add {
        meld: MeldId(meld),
        cards: cards(c),
    };
    // The Kc laid off on the partner's kings (meld 0).
    assert_eq!(
        go_out(
            "5h 5d 5s 5c 5c 5d 5h Kc 9c",
            "4c",
            false,
            vec![fives(), add(0, "Kc")]
        ),
        went_out(false, 100)
    );
    // The pile's Kc went onto the partner's kings.
    assert_eq!(
        go_out("5h 5d 5s 5c 5c 5d 5h 9c", "Kc", true, vec![fives()]),
        went_out(false, 100)
    );
    // Only the player's own melds of this turn: concealed, even with a card added to one.
    assert_eq!(
        go_out(
            "5h 5d 5s 5c 5c 5d 5h 5s 9c",
            "4c",
            false,
            vec![fives(), add(1, "5s")]
        ),
        went_out(true, 200)
    );
}
