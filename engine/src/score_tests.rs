//! FI 34, 21F, 21G, 1, 34A: scoring a deal and ending the game.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

/// Seat 0 goes out with 7 7 7 and a discard; team 0 scores 680, team 1 -45 (see going_out).
fn going_out(scores: &[i32], builder: impl FnOnce(PositionBuilder) -> PositionBuilder) -> Game {
    going_out_with(Rules::classic(), scores, builder)
}

fn going_out_with(
    rules: Rules,
    scores: &[i32],
    builder: impl FnOnce(PositionBuilder) -> PositionBuilder,
) -> Game {
    let b = PositionBuilder::new(rules)
        .hand(0, "7h 7d 7s 9c")
        .hand(1, "Ah joker")
        .hand(2, "5d")
        .hand(3, "4c")
        .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
        .meld(1, "Qh Qd Qs")
        .seat_melded(0)
        .pile("4c")
        .scores(scores)
        .turn(0, Phase::Play);
    let mut g = builder(b).build().unwrap();
    g.apply(
        0,
        &Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("7h 7d 7s"),
            }],
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
    g
}

#[test]
fn fi_34_breakdown_adds_up() {
    let g = going_out(&[0, 0], |b| b);
    for t in &g.history()[0].teams {
        assert_eq!(t.total, t.sum_of_parts());
    }
}

#[test]
fn fi_15_each_sides_canastas_are_counted_when_the_deal_is_scored() {
    // Team 0: the kings (7 cards) are a canasta, the 7s just melded are not; team 1: queens.
    let g = going_out(&[0, 0], |b| b.meld(1, "Jh Jd Js Jc joker 2c Jh"));
    assert_eq!(g.history()[0].canastas, Some(vec![1, 1]));
    let g = going_out(&[0, 0], |b| b);
    assert_eq!(g.history()[0].canastas, Some(vec![1, 0]));
}

#[test]
fn a_deal_result_stored_before_canasta_counts_reads_without_them() {
    let g = going_out(&[0, 0], |b| b);
    let mut json = serde_json::to_value(&g.history()[0]).unwrap();
    json.as_object_mut().unwrap().remove("canastas");
    let read: DealResult = serde_json::from_value(json).unwrap();
    assert_eq!(read.canastas, None);
    assert_eq!(read.totals, g.history()[0].totals);
}

#[test]
fn fi_21f_all_four_red_threes_score_800_and_minus_without_a_meld() {
    let g = going_out(&[0, 0], |b| b.red_threes(0, "3h 3h 3d 3d"));
    assert_eq!(g.history()[0].teams[0].red_threes, 800);
    let g = going_out(&[0, 0], |b| b.red_threes(0, "3h 3d"));
    assert_eq!(g.history()[0].teams[0].red_threes, 200);
    // Team 1 without its Q meld has melded nothing: its red 3 counts minus.
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "7h 7d 7s 9c")
        .hand(1, "Ah")
        .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
        .seat_melded(0)
        .red_threes(1, "3h")
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    g.apply(
        0,
        &Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("7h 7d 7s"),
            }],
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
    let t1 = g.history()[0].teams[1];
    assert_eq!((t1.red_threes, t1.in_hand, t1.total), (-100, -20, -120));
}

#[test]
fn fi_34_option_all_red_threes_bonus_off() {
    let mut rules = Rules::classic();
    rules.scoring.all_red_threes_bonus = false;
    let g = going_out_with(rules, &[0, 0], |b| b.red_threes(0, "3h 3h 3d 3d"));
    assert_eq!(g.history()[0].teams[0].red_threes, 400);
}

#[test]
fn fi_21g_red_threes_of_a_player_without_a_turn_count_minus() {
    let g = going_out(&[0, 0], |b| b.hand(3, "3h 4c").first_turn(3));
    let t1 = g.history()[0].teams[1];
    assert_eq!(t1.red_threes, -100);
    assert_eq!(t1.in_hand, -75);
}

#[test]
fn fi_1_the_game_ends_at_5000_and_the_higher_total_wins() {
    let g = going_out(&[4400, 0], |b| b);
    assert!(g.is_over());
    assert_eq!(g.winners(), Some(&[0][..]));
    assert_eq!(g.scores(), &[5080, -45]);
    assert_eq!(g.seat_to_act(), None);
    assert_eq!(g.check(1, &Action::Draw), Err(RuleError::GameOver));
}

#[test]
fn fi_34a_equal_totals_are_a_draw() {
    let g = going_out(&[4320, 5045], |b| b);
    assert_eq!(g.scores(), &[5000, 5000]);
    assert_eq!(g.winners(), Some(&[0, 1][..]));
}

#[test]
fn the_next_deal_rotates_the_dealer_and_sets_minimum_counts_by_score() {
    let g = going_out(&[1000, -100], |b| b.dealer(3));
    assert_eq!(g.deal_number(), 2);
    assert_eq!(g.dealer(), 0);
    assert_eq!(g.turn().seat, 1, "play starts left of the dealer");
    let view = g.public_view();
    assert_eq!(view.teams[0].minimum_count, 90);
    assert_eq!(view.teams[1].minimum_count, 15);
    assert_eq!(g.deal().all_cards().len(), 108);
}

#[test]
fn fi_23d_penalties_charged_earlier_in_the_deal_count_against_the_side() {
    let plain = going_out(&[0, 0], |b| b);
    let charged = going_out(&[0, 0], |b| b.penalties(1, 100));
    let (before, after) = (&plain.history()[0].teams[1], &charged.history()[0].teams[1]);
    assert_eq!((before.penalties, after.penalties), (0, 100));
    assert_eq!(after.total, before.total - 100);
    assert_eq!(charged.history()[0].teams[0], plain.history()[0].teams[0]);
}

/// Samba: seat 0 (two canastas on its side) melds `meld` and discards `last` to go out.
fn samba_going_out(hand: &str, meld: &str, last: &str) -> Game {
    samba_going_out_under(Rules::samba(), hand, meld, last)
}

/// [`samba_going_out`] under `rules`.
fn samba_going_out_under(rules: Rules, hand: &str, meld: &str, last: &str) -> Game {
    let mut g = PositionBuilder::new(rules)
        .hand(0, hand)
        .hand(1, "3c 3s 3c 9h")
        .hand(2, "3s 5d")
        .hand(3, "4c")
        .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
        .meld(0, "Qh Qd Qs Qc Qc Qd Qh")
        .meld(1, "Jh Jd Js")
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    if !meld.is_empty() {
        g.apply(
            0,
            &Action::Meld {
                melds: vec![MeldPlay::New { cards: cards(meld) }],
            },
        )
        .unwrap();
    }
    g.apply(
        0,
        &Action::Discard {
            card: cards(last)[0],
        },
    )
    .unwrap();
    g
}

#[test]
fn samba_22b_three_to_six_black_threes_are_melded_when_going_out() {
    let g = samba_going_out("3c 3s 3c 3s 9c", "3c 3s 3c 3s", "9c");
    let r = &g.history()[0];
    assert!(matches!(r.end, DealEnd::WentOut { seat: 0, .. }));
    assert_eq!(
        r.teams[0].melded,
        70 + 70 + 4 * 5,
        "the black 3s count 5 each (9)"
    );
    // Not when the player keeps cards.
    let g = PositionBuilder::new(Rules::samba())
        .hand(0, "3c 3s 3c 9c 8d")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    let meld = Action::Meld {
        melds: vec![MeldPlay::New {
            cards: cards("3c 3s 3c"),
        }],
    };
    assert_eq!(
        g.check(0, &meld),
        Err(RuleError::BlackThreesOnlyWhenGoingOut)
    );
}

#[test]
fn samba_22c_each_black_three_left_in_hand_costs_100() {
    let g = samba_going_out("9c", "", "9c");
    let r = &g.history()[0];
    // Seat 1 holds three black 3s and a 9, seat 3 a 4: 100 each, besides their card values
    // (9, 29, 40C: card points and penalty points are counted apart).
    assert_eq!(r.teams[1].black_threes_in_hand, -300);
    assert_eq!(r.teams[1].in_hand, -(5 + 5 + 5 + 10 + 5));
    // Seat 2, team 0, holds one.
    assert_eq!(r.teams[0].black_threes_in_hand, -100);
    for t in &r.teams {
        assert_eq!(t.total, t.sum_of_parts());
    }
    // Classic: a black 3 in hand is its card value only.
    let classic = going_out(&[0, 0], |b| b.hand(1, "3c 3s"));
    let r = &classic.history()[0];
    assert_eq!(r.teams[1].black_threes_in_hand, 0);
    assert_eq!(r.teams[1].in_hand, -(5 + 5 + 5), "3c 3s and seat 3's 4");
}

#[test]
fn samba_22c_option_black_three_in_hand_100_in_all() {
    let mut rules = Rules::samba();
    rules.threes.black_in_hand_card_value = false;
    let g = samba_going_out_under(rules, "9c", "", "9c");
    let r = &g.history()[0];
    // Seat 1's three black 3s cost 100 each and nothing more: only the 9 and seat 3's 4 count
    // as cards in hand.
    assert_eq!(r.teams[1].black_threes_in_hand, -300);
    assert_eq!(r.teams[1].in_hand, -(10 + 5));
    assert_eq!(
        r.teams[0].in_hand, -5,
        "seat 2's 5, its black 3 costing its 100 only"
    );
    for t in &r.teams {
        assert_eq!(t.total, t.sum_of_parts());
    }
}

#[test]
fn samba_29_a_team_that_has_not_melded_when_the_deal_ends_pays_1000() {
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "9c")
        .hand(1, "4d")
        .hand(3, "5d")
        .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
        .meld(0, "Qh Qd Qs Qc Qc Qd Qh")
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    g.apply(
        0,
        &Action::Discard {
            card: cards("9c")[0],
        },
    )
    .unwrap();
    let r = &g.history()[0];
    assert_eq!(r.teams[1].not_opened, -1000);
    assert_eq!(r.teams[1].total, -1000 - 10);
    assert_eq!(r.teams[0].not_opened, 0);
    let classic = going_out(&[0, 0], |b| b);
    assert_eq!(classic.history()[0].teams[1].not_opened, 0);
}
