use crate::input::test_positions::{cards, game};
use crate::input::{parse_action, InputError};
use crate::lang::Lang;
use canasta_engine::{Action, MeldId, MeldPlay, Phase, Rank, SeatView, TopCardTo};

fn view(hand: &str) -> SeatView {
    game(hand, Phase::Play).seat_view(0)
}

#[test]
fn simple_actions() {
    let v = view("7h 9c");
    assert_eq!(parse_action(Lang::En, "draw", &v), Ok(Action::Draw));
    assert_eq!(parse_action(Lang::En, "ask", &v), Ok(Action::AskGoOut));
    assert_eq!(
        parse_action(Lang::En, "no", &v),
        Ok(Action::AnswerGoOut { yes: false })
    );
    assert_eq!(parse_action(Lang::En, "end", &v), Ok(Action::EndDeal));
    assert_eq!(
        parse_action(Lang::En, "discard 9", &v),
        Ok(Action::Discard {
            card: cards("9c")[0]
        })
    );
}

#[test]
fn new_meld_and_lay_off() {
    let v = view("7h 7d 2c Kd Kd 9c 4h");
    let action = parse_action(Lang::En, "meld 7 7 2, K K", &v).unwrap();
    assert_eq!(
        action,
        Action::Meld {
            melds: vec![
                MeldPlay::New {
                    cards: cards("7d 7h 2c")
                },
                MeldPlay::Add {
                    meld: MeldId(0),
                    cards: cards("Kd Kd")
                },
            ]
        }
    );
    let g = game("7h 7d 2c Kd Kd 9c 4h", Phase::Play);
    assert_eq!(g.check(0, &action), Ok(()));
}

#[test]
fn wilds_go_on_a_named_meld() {
    let v = view("2c joker 9c");
    assert_eq!(
        parse_action(Lang::En, "meld K: 2 joker", &v),
        Ok(Action::Meld {
            melds: vec![MeldPlay::Add {
                meld: MeldId(0),
                cards: cards("2c joker")
            }]
        })
    );
    // A rank prefix that matches the naturals is fine too.
    assert!(parse_action(Lang::En, "meld K: 2", &view("2c Kd")).is_ok());
    assert!(parse_action(Lang::En, "meld K: K", &view("2c Kd")).is_ok());
}

#[test]
fn same_rank_groups_merge() {
    let v = view("7h 7d 7c 2c 9c");
    assert_eq!(
        parse_action(Lang::En, "meld 7 7, 7 2", &v),
        Ok(Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("7c 7d 7h 2c")
            }]
        })
    );
}

#[test]
fn wilds_may_name_a_meld_made_in_the_same_command() {
    let v = view("7h 7d 2c 2d joker 9c");
    assert_eq!(
        parse_action(Lang::En, "meld 7 7 2, 7: joker", &v),
        Ok(Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("7d 7h 2c joker")
            }]
        })
    );
    // Named first, melded after: the same.
    assert_eq!(
        parse_action(Lang::En, "meld 7: 2, 7 7 joker", &v),
        Ok(Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("2c 7d 7h joker")
            }]
        })
    );
    assert_eq!(
        parse_action(Lang::En, "meld 7: 2", &v),
        Err(InputError::NoMeldOfRank(Rank::Seven))
    );
}

#[test]
fn group_shape_errors_come_before_the_hand() {
    let v = view("9c");
    assert_eq!(
        parse_action(Lang::En, "meld 2 2", &v),
        Err(InputError::OnlyWilds)
    );
    assert_eq!(
        parse_action(Lang::En, "meld 7 7 K", &v),
        Err(InputError::MixedRanks(Rank::Seven, Rank::King))
    );
    assert_eq!(
        parse_action(Lang::En, "meld Q: 2", &v),
        Err(InputError::NoMeldOfRank(Rank::Queen))
    );
    assert_eq!(
        parse_action(Lang::En, "meld K: 7 2", &v),
        Err(InputError::WrongRankForTarget {
            target: Rank::King,
            rank: Rank::Seven
        })
    );
}

#[test]
fn missing_cards_show_the_hand() {
    let v = view("7h 9c 9d");
    match parse_action(Lang::En, "meld 7 7 2", &v) {
        Err(InputError::NotEnough {
            rank: Rank::Seven,
            wanted: 2,
            have: 1,
            hand,
            pile_top: false,
            ..
        }) => assert_eq!(hand, v.hand),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        parse_action(Lang::En, "discard 4", &v),
        Err(InputError::NotEnough { have: 0, .. })
    ));
}

#[test]
fn take_with_cards_and_opening_melds() {
    let v = game("8c 8d 7h 7d 7c 2c", Phase::Draw).seat_view(0);
    assert_eq!(
        parse_action(Lang::En, "take 8 8; 7 7 7 2", &v),
        Ok(Action::TakePile {
            with: cards("8c 8d"),
            melds: vec![MeldPlay::New {
                cards: cards("7c 7d 7h 2c")
            }],
            top_only: false,
            top_to: TopCardTo::RankMeld,
            more_locks: 0,
        })
    );
    assert_eq!(
        parse_action(Lang::En, "take", &v),
        Ok(Action::TakePile {
            with: vec![],
            melds: vec![],
            top_only: false,
            top_to: TopCardTo::RankMeld,
            more_locks: 0,
        })
    );
    assert!(matches!(
        parse_action(Lang::En, "take top 8 8", &v),
        Ok(Action::TakePile { top_only: true, .. })
    ));
}

#[test]
fn take_counting_the_top_card_is_flagged() {
    let v = game("8c 8d 9c", Phase::Draw).seat_view(0);
    assert!(matches!(
        parse_action(Lang::En, "take 8 8 8", &v),
        Err(InputError::NotEnough {
            rank: Rank::Eight,
            wanted: 3,
            have: 2,
            pile_top: true,
            ..
        })
    ));
    // A shortage of another rank is not about the top card.
    assert!(matches!(
        parse_action(Lang::En, "take 8 8; 9 9 9", &v),
        Err(InputError::NotEnough {
            rank: Rank::Nine,
            pile_top: false,
            ..
        })
    ));
}
