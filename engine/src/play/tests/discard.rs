//! FI 16B, 21I: discarding.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

#[test]
fn fi_16b_the_last_card_may_only_be_discarded_when_going_out() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "9c")
        .meld(0, "Kh Kd Ks")
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(
        g.check(
            0,
            &Action::Discard {
                card: cards("9c")[0]
            }
        ),
        Err(RuleError::MustKeepACard)
    );
}

#[test]
fn fi_9_discarding_a_card_not_held_is_refused() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "9c 8c")
        .pile("4c")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(
        g.check(
            0,
            &Action::Discard {
                card: cards("9d")[0]
            }
        ),
        Err(RuleError::CardsNotInHand)
    );
    assert_eq!(
        g.check(
            0,
            &Action::Discard {
                card: cards("3h")[0]
            }
        ),
        Err(RuleError::RedThreeDiscard)
    );
}

#[test]
fn fi_17_a_discarded_wild_card_freezes_the_pile() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "2c 8c 9d")
        .pile("4c")
        .stock("Kd Kh")
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
}
