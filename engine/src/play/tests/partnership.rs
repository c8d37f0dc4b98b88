//! RULES.md §2 (SV2): cutthroat's late partnership, five players, individual play, three
//! decks, two canastas to go out.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn take(with: &str) -> Action {
    Action::TakePile {
        with: cards(with),
        melds: vec![],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    }
}

fn discard(s: &str) -> Action {
    Action::Discard { card: cards(s)[0] }
}

fn cutthroat() -> PositionBuilder {
    PositionBuilder::new(Rules::cutthroat())
        .hand(0, "9h 9s 5d 6c 8c")
        .hand(1, "Kd 4c")
        .hand(2, "Qd 4d")
        .meld(1, "7h 7s 7c")
        .meld(2, "7d 7d 2c")
        .meld(2, "Jh Jd Js")
        .pile("4h 9d")
        .stock("10c 10d 10h 10s")
        .minimum_count(0, 15)
}

#[test]
fn sv2_cutthroat_the_first_to_take_the_pile_plays_alone() {
    let mut g = cutthroat().build().unwrap();
    assert_eq!(g.public_view().solo, None);
    assert_eq!(g.check(0, &Action::AskGoOut), Err(RuleError::MustDrawFirst));
    let events = g.apply(0, &take("9h 9s")).unwrap();
    assert!(events.contains(&Event::PartnershipFormed {
        solo: 0,
        partners: vec![1, 2]
    }));
    let view = g.public_view();
    assert_eq!(view.solo, Some(0));
    assert_eq!(view.seats[1].team, view.seats[2].team);
    assert_ne!(view.seats[0].team, view.seats[1].team);
    // The partners' earlier melds merged per rank: one 7s meld of six cards and the jacks.
    let partners = &view.teams[view.seats[1].team];
    assert_eq!(partners.members, [1, 2]);
    assert_eq!(partners.melds.len(), 2);
    assert_eq!(partners.melds[0].cards.len(), 6);
}

#[test]
fn sv2_cutthroat_partners_may_ask_each_other_once_formed() {
    let mut g = cutthroat().build().unwrap();
    g.apply(0, &take("9h 9s")).unwrap();
    g.apply(0, &discard("5d")).unwrap();
    g.apply(1, &Action::Draw).unwrap();
    g.apply(1, &Action::AskGoOut).unwrap();
    assert_eq!(g.seat_to_act(), Some(2));
}

#[test]
fn sv2_individual_play_offers_no_partner() {
    let g = PositionBuilder::new(Rules::three_player())
        .hand(0, "9h 9s 5d")
        .pile("4h")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(g.check(0, &Action::AskGoOut), Err(RuleError::NoPartner));
}

#[test]
fn sv2_cutthroat_scores_are_personal_and_partners_share_the_pair_points() {
    let mut g = PositionBuilder::new(Rules::cutthroat())
        .hand(0, "9h 9s 5d")
        .hand(1, "Kd")
        .hand(2, "Qd 4d")
        .meld(0, "Ah As Ac Ad Ah As Ac")
        .meld(0, "Kh Kh Ks Ks Kc Kc Kd")
        .meld(1, "7h 7s 7c")
        .meld(2, "8d 8d 8c")
        .seat_red_threes(1, "3h")
        .seat_red_threes(2, "3d")
        .seat_melded(0)
        .pile("9d")
        .stock("10c 10d")
        .build()
        .unwrap();
    g.apply(0, &take("9h 9s")).unwrap();
    g.apply(0, &discard("5d")).unwrap();
    let r = &g.history()[0];
    assert_eq!(
        r.end,
        DealEnd::WentOut {
            seat: 0,
            concealed: false
        }
    );
    // Solo: canastas 1000 + melded 240 + going out 100.
    assert_eq!(r.teams[0].total, 1340);
    // Each partner: the pair's melds 45 minus both hands 25, plus their own red 3.
    assert_eq!((r.teams[1].melded, r.teams[1].in_hand), (45, -25));
    assert_eq!((r.teams[1].red_threes, r.teams[2].red_threes), (100, 100));
    assert_eq!(g.scores(), &[1340, 120, 120]);
}

#[test]
fn sv2_cutthroat_going_out_before_any_pile_take_makes_the_solo() {
    let mut g = PositionBuilder::new(Rules::cutthroat())
        .hand(0, "9h 9s 9c 5d")
        .hand(1, "Kd")
        .hand(2, "Qd")
        .meld(0, "Ah As Ac Ad Ah As Ac")
        .meld(0, "Kh Kh Ks Ks Kc Kc Kd")
        .meld(1, "7h 7s 7c")
        .meld(2, "8d 8d 8c")
        .seat_melded(0)
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    g.apply(
        0,
        &Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("9h 9s 9c"),
            }],
        },
    )
    .unwrap();
    let events = g.apply(0, &discard("5d")).unwrap();
    assert!(events.contains(&Event::PartnershipFormed {
        solo: 0,
        partners: vec![1, 2]
    }));
    let r = &g.history()[0];
    assert_eq!(r.teams[1].total, r.teams[2].total);
    assert_eq!(r.teams[1].total, 45 - 20);
}

#[test]
fn sv2_cutthroat_the_deal_ends_when_the_last_card_drawer_discards() {
    let mut g = PositionBuilder::new(Rules::cutthroat())
        .hand(0, "9h 5d")
        .hand(1, "Kd Kc")
        .hand(2, "Qd")
        .meld(1, "Kh Ks Kc")
        .pile("4c Kd")
        .stock("10c")
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(0, &discard("5d")).unwrap();
    // Under FI 24 seat 1 would now have to take the pile; in cutthroat the deal is over.
    assert_eq!(g.history()[0].end, DealEnd::StockExhausted);
}

#[test]
fn sv2_cutthroat_pile_never_taken_everyone_scores_alone() {
    let mut g = PositionBuilder::new(Rules::cutthroat())
        .hand(0, "9h 5d")
        .hand(1, "Kd")
        .hand(2, "Qd")
        .meld(1, "7h 7s 7c")
        .meld(2, "8d 8d 8c")
        .pile("4c")
        .stock("10c")
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(0, &discard("5d")).unwrap();
    let r = &g.history()[0];
    assert_eq!(r.teams[1].total, 15 - 10);
    assert_eq!(r.teams[2].total, 30 - 10);
    assert_eq!(g.public_view().solo, None);
}

#[test]
fn sv2_five_players_the_one_sitting_out_sees_nothing_and_cannot_act() {
    let (g, _) = Game::new(Rules::five_player(), 3).unwrap();
    let view = g.public_view();
    let out: Vec<usize> = (0..5).filter(|&s| !view.seats[s].playing).collect();
    assert_eq!(out.len(), 1);
    let out = out[0];
    assert_eq!(view.seats[out].cards_in_hand, 0);
    let seen = g.seat_view(out);
    assert!(seen.hand.is_empty() && seen.pile.is_none());
    assert_eq!(g.check(out, &Action::Draw), Err(RuleError::NotPlaying));
    assert_eq!(g.deal().all_cards().len(), 108);
    // Partners alternate at the table: A B A B.
    let order = &g.deal().order;
    let teams: Vec<usize> = order.iter().map(|&s| view.seats[s].team).collect();
    assert_eq!(teams[0], teams[2]);
    assert_eq!(teams[1], teams[3]);
    assert_ne!(teams[0], teams[1]);
}

#[test]
fn sv2_two_canastas_to_go_out() {
    let g = PositionBuilder::new(Rules::fast())
        .hand(0, "9h 9s 9c 5d")
        .meld(0, "Kh Kh Ks Ks Kc Kc Kd")
        .seat_melded(0)
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    let out = Action::Meld {
        melds: vec![MeldPlay::New {
            cards: cards("9h 9s 9c"),
        }],
    };
    assert_eq!(
        g.check(0, &out),
        Err(RuleError::MeldLeavesOneCard { needed: 2 })
    );
}

#[test]
fn sv2_three_decks_deal_162_cards_with_six_jokers() {
    for name in ["three-player-3decks", "six-two-teams", "six-three-teams"] {
        let (g, _) = Game::new(Rules::preset(name).unwrap(), 1).unwrap();
        let all = g.deal().all_cards();
        assert_eq!(all.len(), 162, "{name}");
        assert_eq!(all.count(Card::JOKER), 6);
    }
}

#[test]
fn sv2_draw_two_then_discard_one() {
    let mut g = PositionBuilder::new(Rules::two_player())
        .hand(0, "9h 5d")
        .pile("4c")
        .stock("10c Jd Qs")
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    assert_eq!(g.seat_view(0).hand, cards("5d 9h 10c Jd"));
    g.apply(0, &discard("5d")).unwrap();
    assert_eq!(g.turn().seat, 1);
}

#[test]
fn sv2_second_to_last_red_three_is_replaced_by_the_last_card() {
    let mut g = PositionBuilder::new(Rules::two_player())
        .hand(0, "9h 5d")
        .pile("4c")
        .stock("Jd 3h Qs")
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    assert_eq!(g.seat_view(0).hand, cards("5d 9h Jd Qs"));
    assert_eq!(g.deal().seats[0].red_threes, cards("3h"));
    // As the very last card, the deal ends (FI 21E).
    let mut g = PositionBuilder::new(Rules::two_player())
        .hand(0, "9h 5d")
        .pile("4c")
        .stock("Jd 3h")
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    assert_eq!(g.history()[0].end, DealEnd::StockExhausted);
}

#[test]
fn sv2_targets_by_preset() {
    let target = |n: &str| Rules::preset(n).unwrap().target;
    assert_eq!(target("classic"), 5000);
    assert_eq!(target("cutthroat"), 7500);
    assert_eq!(target("six-three-teams"), 7500);
    assert_eq!(target("six-two-teams"), 10000);
}

#[test]
fn sv2_merged_melds_keep_the_kept_partners_meld_ids() {
    // Builder ids: seat 1's 7s are meld 0, seat 2's 7s meld 1 and jacks meld 2.
    let mut g = cutthroat().build().unwrap();
    g.apply(0, &take("9h 9s")).unwrap();
    let view = g.public_view();
    let partners = &view.teams[view.seats[1].team];
    let ids: Vec<MeldId> = partners.melds.iter().map(|m| m.id).collect();
    assert_eq!(ids, [MeldId(0), MeldId(2)], "seat 2's 7s joined meld 0");
    // The solo's new meld of 9s took the next id.
    let solo = &view.teams[view.seats[0].team];
    assert_eq!(solo.melds[0].id, MeldId(3));
    assert_eq!(view.next_meld_id, MeldId(4));
}

#[test]
fn sv2_cutthroat_once_the_solo_is_known_partners_may_ask_each_other() {
    let partners = PositionBuilder::new(Rules::cutthroat())
        .hand(0, "9h 9s 5d")
        .hand(1, "Kd 4c")
        .hand(2, "Qd 4d")
        .meld(0, "7h 7s 7c")
        .pile("4h")
        .stock("10c 10d 10h 10s")
        .solo(1)
        .turn(0, Phase::Play);
    let g = partners.clone().build().unwrap();
    assert_eq!(g.public_view().solo, Some(1));
    assert_eq!(g.deal().partner_of(0), Some(2));
    assert_eq!(g.deal().team_of(2), g.deal().team_of(0));
    assert_eq!(g.check(0, &Action::AskGoOut), Ok(()));
    let solo = partners.clone().turn(1, Phase::Play).build().unwrap();
    assert_eq!(solo.check(1, &Action::AskGoOut), Err(RuleError::NoPartner));
    let alone = partners.solo(1).meld(2, "Jh Jd Js").build();
    assert!(alone.is_err(), "the partners' melds belong to team 0");
    let not_cutthroat = PositionBuilder::new(Rules::classic()).solo(1).build();
    assert!(not_cutthroat.is_err());
}
