//! The heuristic player's behaviours, each in a small position.

use super::HeuristicPlayer;
use crate::action::{Action, MeldPlay, TopCardTo};
use crate::builder::PositionBuilder;
use crate::card::{parse_cards, Card};
use crate::deal::{Ask, DrawSource, Phase};
use crate::game::Game;
use crate::meld::MeldId;
use crate::players::Player;
use crate::rules::Rules;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

pub(super) fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// The heuristic player's action, checked to be legal.
pub(super) fn choose(game: &Game, seat: usize) -> Action {
    let action = HeuristicPlayer::new().choose(game, seat);
    assert_eq!(
        game.check(seat, &action),
        Ok(()),
        "{action:?} must be legal"
    );
    action
}

/// Seat 0 to meld or discard after drawing from the stock; its team has opened.
fn playing(hand: &str) -> PositionBuilder {
    PositionBuilder::new(Rules::classic())
        .hand(0, hand)
        .hand(1, "4c 5c 6c 7c 8c 9c")
        .hand(2, "4d 5d 6d 7d 8d 9d")
        .hand(3, "4h 5h 6h 7h 8h 9h")
        .meld(0, "Qh Qd Qs")
        .pile("4s")
        .stock("5s 6s 7s 8s 9s 10s 10s 10d 10h 10c")
        .turn(0, Phase::Play)
}

#[test]
fn takes_a_good_pile_with_a_natural_pair() {
    let game = playing("9h 9s 5d 6d Kc")
        .pile("4s 5h 8c 9d")
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    assert_eq!(
        choose(&game, 0),
        Action::TakePile {
            with: cards("9h 9s"),
            melds: vec![],
            top_only: false,
            top_to: TopCardTo::RankMeld,
            more_locks: 0,
        }
    );
}

#[test]
fn does_not_spend_a_wild_card_on_a_one_card_pile() {
    let game = playing("9h 2c 5d 6d Kc")
        .pile("9d")
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    assert_eq!(choose(&game, 0), Action::Draw);
}

#[test]
fn opens_when_the_minimum_count_is_reached() {
    let game = PositionBuilder::new(Rules::classic())
        .hand(0, "Ah Ad As 5c 5d 9h Jc")
        .pile("4s")
        .stock("5s 6s 7s")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(
        choose(&game, 0),
        Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("Ad Ah As")
            }]
        }
    );
}

#[test]
fn does_not_meld_below_the_minimum_count() {
    let game = PositionBuilder::new(Rules::classic())
        .hand(0, "4c 4d 4s 9h 10c")
        .pile("4s")
        .stock("5s 6s 7s")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert!(matches!(choose(&game, 0), Action::Discard { .. }));
}

#[test]
fn melds_sets_and_lays_off_but_keeps_pairs_for_the_pile() {
    let game = playing("7h 7d 7s 9c 9d Qc 5h Jc").build().unwrap();
    assert_eq!(
        choose(&game, 0),
        Action::Meld {
            melds: vec![
                MeldPlay::Add {
                    meld: MeldId(0),
                    cards: cards("Qc")
                },
                MeldPlay::New {
                    cards: cards("7d 7h 7s")
                },
            ]
        }
    );
}

#[test]
fn completes_a_canasta_with_wild_cards() {
    let game = playing("2c joker 5d 8h 9c")
        .meld(0, "Kh Kd Ks Kc Kh")
        .build()
        .unwrap();
    assert_eq!(
        choose(&game, 0),
        Action::Meld {
            melds: vec![MeldPlay::Add {
                meld: MeldId(1),
                cards: cards("2c joker")
            }]
        }
    );
}

#[test]
fn discards_a_black_three_to_block() {
    let game = playing("3s 9h 10c Jd 5c").build().unwrap();
    assert_eq!(choose(&game, 0), Action::Discard { card: card("3s") });
}

#[test]
fn avoids_discarding_a_rank_the_opponents_have_melded() {
    let game = playing("Jd 9h 5c")
        .meld(1, "Jh Jc Js")
        .pile("4s 6d")
        .build()
        .unwrap();
    let action = choose(&game, 0);
    assert!(matches!(action, Action::Discard { .. }));
    assert_ne!(action, Action::Discard { card: card("Jd") });
}

#[test]
fn prefers_a_discard_the_opponents_cannot_hold_a_pair_of() {
    // Seat 0 may still look through the pile: seven of the eight 8s are there.
    let game = playing("8c 9h 5d 5s")
        .pile("8h 8h 8s 8s 8d 8d 8c 4s")
        .not_discarded(0)
        .build()
        .unwrap();
    assert_eq!(choose(&game, 0), Action::Discard { card: card("8c") });
}

#[test]
fn freezes_a_big_pile_with_a_wild_card_when_behind() {
    let big = "4s 6d 7c 8h 9s 10d Jc Kh 5d";
    let behind = playing("2c 5h 9h Kc Jd")
        .pile(big)
        .scores(&[100, 1200])
        .build()
        .unwrap();
    assert_eq!(choose(&behind, 0), Action::Discard { card: card("2c") });
    let ahead = playing("2c 5h 9h Kc Jd")
        .pile(big)
        .scores(&[1200, 100])
        .build()
        .unwrap();
    assert!(!choose(&ahead, 0).eq(&Action::Discard { card: card("2c") }));
}

#[test]
fn asks_the_partner_before_going_out_and_obeys_the_answer() {
    let base = playing("7h 7d 7s 9c").meld(0, "Kh Kd Ks Kc Kh Kd Ks");
    let game = base.clone().build().unwrap();
    assert_eq!(choose(&game, 0), Action::AskGoOut);

    let mut yes = base.clone().ask(Ask::Yes).build().unwrap();
    let first = choose(&yes, 0);
    assert_eq!(
        first,
        Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("7d 7h 7s")
            }]
        }
    );
    yes.apply(0, &first).unwrap();
    assert_eq!(choose(&yes, 0), Action::Discard { card: card("9c") });

    let no = base.ask(Ask::No).build().unwrap();
    assert!(matches!(choose(&no, 0), Action::Discard { .. }));
}

#[test]
fn goes_out_without_asking_after_taking_the_pile() {
    let game = playing("8h 8d 8s 9c")
        .meld(0, "Kh Kd Ks Kc Kh Kd Ks")
        .drew(DrawSource::Pile)
        .build()
        .unwrap();
    assert!(matches!(choose(&game, 0), Action::Meld { .. }));
}

#[test]
fn answers_yes_with_few_points_and_no_with_many() {
    let asking = |partner_hand: &str| {
        playing("7h 7d 7s 9c")
            .hand(2, partner_hand)
            .turn(0, Phase::AwaitingAnswer)
            .ask(Ask::Pending)
            .build()
            .unwrap()
    };
    assert_eq!(
        choose(&asking("4c 5d"), 2),
        Action::AnswerGoOut { yes: true }
    );
    assert_eq!(
        choose(&asking("Ah As joker Kd"), 2),
        Action::AnswerGoOut { yes: false }
    );
}

#[test]
fn with_the_stock_gone_takes_a_pile_it_must_and_declines_a_poor_one() {
    let duty = playing("5d 6d Kc")
        .pile("4s 7c Qc")
        .stock("")
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    assert!(matches!(choose(&duty, 0), Action::TakePile { .. }));
    let poor = playing("5d 6d Kc")
        .pile("8c")
        .stock("")
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    assert_eq!(choose(&poor, 0), Action::EndDeal);
}
