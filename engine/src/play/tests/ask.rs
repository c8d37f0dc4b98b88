//! FI 23: "May I go out?"

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn near_out() -> PositionBuilder {
    PositionBuilder::new(Rules::classic())
        .hand(0, "7h 7d 7s")
        .hand(2, "9d 9s")
        .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
        .seat_melded(0)
        .pile("4c")
        .stock("8c 8d")
}

fn discard(s: &str) -> Action {
    Action::Discard { card: cards(s)[0] }
}

#[test]
fn fi_23a_ask_after_drawing_and_the_partner_answers() {
    let mut g = near_out().build().unwrap();
    assert_eq!(g.check(0, &Action::AskGoOut), Err(RuleError::MustDrawFirst));
    g.apply(0, &Action::Draw).unwrap();
    g.apply(0, &Action::AskGoOut).unwrap();
    assert_eq!(g.seat_to_act(), Some(2));
    assert_eq!(g.public_view().ask, Ask::Pending);
    assert_eq!(g.apply(0, &discard("8c")), Err(RuleError::AwaitingAnswer));
    assert_eq!(
        g.apply(1, &Action::AnswerGoOut { yes: true }),
        Err(RuleError::NotYourTurn { expected: 2 })
    );
    g.apply(2, &Action::AnswerGoOut { yes: true }).unwrap();
    assert_eq!(g.seat_to_act(), Some(0));
    assert_eq!(g.check(0, &Action::AskGoOut), Err(RuleError::CannotAskNow));
}

#[test]
fn fi_23_no_forbids_going_out_this_turn() {
    let mut g = near_out().build().unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(0, &Action::AskGoOut).unwrap();
    g.apply(2, &Action::AnswerGoOut { yes: false }).unwrap();
    let out = Action::Meld {
        melds: vec![MeldPlay::New {
            cards: cards("7h 7d 7s"),
        }],
    };
    assert_eq!(g.check(0, &out), Err(RuleError::PartnerSaidNo));
}

#[test]
fn fi_23d_yes_but_cannot_go_out_costs_100() {
    // 7h 7d 5s and the 8c drawn: no meld empties the hand, so the "yes" cannot be kept.
    let mut g = near_out().hand(0, "7h 7d 5s").build().unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(0, &Action::AskGoOut).unwrap();
    g.apply(2, &Action::AnswerGoOut { yes: true }).unwrap();
    assert_eq!(g.going_out(0), GoingOut::Cannot);
    let events = g.apply(0, &discard("8c")).unwrap();
    assert!(events.contains(&Event::Penalty {
        team: 0,
        points: 100
    }));
    assert_eq!(g.deal().teams[0].penalties, 100);
}

/// SAMBA 25D, 29: told "yes", a player who cannot go out costs the side 300 under Samba, not
/// the classic 100 (the figure is the going-out policy's `failed_penalty`).
#[test]
fn samba_25d_29_yes_but_cannot_go_out_costs_300() {
    // 7h 7d 5s and the 9h 9s drawn (Samba draws two): no way out, so the "yes" is not kept.
    let mut g = PositionBuilder::new(Rules::samba())
        .hand(0, "7h 7d 5s")
        .hand(2, "9d 9s")
        .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
        .seat_melded(0)
        .pile("4c")
        .stock("8c 8d 9h 9s")
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(0, &Action::AskGoOut).unwrap();
    g.apply(2, &Action::AnswerGoOut { yes: true }).unwrap();
    assert_eq!(g.going_out(0), GoingOut::Cannot);
    let events = g.apply(0, &discard("5s")).unwrap();
    assert!(events.contains(&Event::Penalty {
        team: 0,
        points: 300
    }));
    assert_eq!(g.deal().teams[0].penalties, 300);
}

#[test]
fn fi_23b_no_asking_after_melding_or_taking_the_pile() {
    let mut g = near_out().hand(0, "7h 7d 7s 5c 6c").build().unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(
        0,
        &Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("7h 7d 7s"),
            }],
        },
    )
    .unwrap();
    assert_eq!(g.check(0, &Action::AskGoOut), Err(RuleError::CannotAskNow));
}

#[test]
fn option_go_out_answer_binds_false_makes_the_answer_advice() {
    let mut rules = Rules::classic();
    rules.going_out.answer_binds = false;
    let mut g = PositionBuilder::new(rules)
        .hand(0, "7h 7d 7s")
        .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
        .seat_melded(0)
        .pile("4c")
        .stock("8c 8d")
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(0, &Action::AskGoOut).unwrap();
    g.apply(2, &Action::AnswerGoOut { yes: false }).unwrap();
    let out = Action::Meld {
        melds: vec![MeldPlay::New {
            cards: cards("7h 7d 7s"),
        }],
    };
    assert!(g.check(0, &out).is_ok());
}

#[test]
fn answering_when_nobody_asked_is_refused() {
    let g = near_out().build().unwrap();
    assert_eq!(
        g.check(0, &Action::AnswerGoOut { yes: true }),
        Err(RuleError::NothingToAnswer)
    );
}

#[test]
fn fi_23a_23d_after_yes_a_player_who_can_go_out_must() {
    let mut g = near_out().build().unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(0, &Action::AskGoOut).unwrap();
    g.apply(2, &Action::AnswerGoOut { yes: true }).unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply(0, &discard("8c")),
        Err(RuleError::MustGoOutAfterYes)
    );
    assert_eq!(g, before, "a refused discard changes nothing");
    let GoingOut::Can(way) = g.going_out(0) else {
        panic!("7h 7d 7s melded and the 8c discarded go out");
    };
    assert_eq!(way.discard, Some(cards("8c")[0]));
    for action in way.actions() {
        g.apply(0, &action).unwrap();
    }
    assert!(matches!(
        g.history()[0].end,
        DealEnd::WentOut { seat: 0, .. }
    ));
    assert_eq!(g.history()[0].teams[0].penalties, 0);
}

#[test]
fn fi_23d_after_yes_melding_first_is_fine_but_the_discard_must_go_out() {
    let mut g = near_out().hand(0, "7h 7d 7s 9c").build().unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(0, &Action::AskGoOut).unwrap();
    g.apply(2, &Action::AnswerGoOut { yes: true }).unwrap();
    let sevens = Action::Meld {
        melds: vec![MeldPlay::New {
            cards: cards("7h 7d 7s"),
        }],
    };
    g.apply(0, &sevens).unwrap();
    // 9c 8c left: no meld, no way out now, so the discard is allowed and costs 100.
    assert_eq!(g.going_out(0), GoingOut::Cannot);
    let events = g.apply(0, &discard("8c")).unwrap();
    assert!(events.contains(&Event::Penalty {
        team: 0,
        points: 100
    }));
}

#[test]
fn fi_23_the_going_out_question_is_asked_of_the_seat_to_play() {
    let mut g = near_out().build().unwrap();
    assert_eq!(g.going_out(0), GoingOut::Cannot, "draw first");
    g.apply(0, &Action::Draw).unwrap();
    assert!(g.going_out(0).is_possible());
    assert_eq!(g.going_out(2), GoingOut::Cannot, "not seat 2's turn");
    g.apply(0, &Action::AskGoOut).unwrap();
    assert_eq!(g.going_out(0), GoingOut::Cannot, "the answer is awaited");
    g.apply(2, &Action::AnswerGoOut { yes: false }).unwrap();
    assert_eq!(g.going_out(0), GoingOut::Cannot, "the partner said no");
}

#[test]
fn fi_23b_no_asking_once_the_player_has_melded_this_turn() {
    let g = near_out()
        .hand(0, "7h 7d 7s 8c")
        .turn(0, Phase::Play)
        .melded_this_turn()
        .build()
        .unwrap();
    assert_eq!(g.check(0, &Action::AskGoOut), Err(RuleError::CannotAskNow));
    let g = near_out()
        .hand(0, "7h 7d 7s 8c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(g.check(0, &Action::AskGoOut), Ok(()));
}
