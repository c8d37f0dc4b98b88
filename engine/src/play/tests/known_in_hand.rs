//! FI 17: the pile's cards are seen by everyone as they go into the taker's hand; the table
//! remembers them until a card of the same face leaves that hand.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn known(g: &Game, seat: usize) -> CardSet {
    g.public_view().seats[seat].known_in_hand.clone()
}

fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

/// Seat 0 takes a pile of `5d 7c 7h Kd` with `Kh Ks` from its hand `Kh Ks 7s 9c 4d`.
fn after_take() -> Game {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "Kh Ks 7s 9c 4d")
        .meld(0, "Qh Qd Qc")
        .pile("5d 7c 7h Kd")
        .stock("8h 4c 6s")
        .build()
        .unwrap();
    let take = Action::TakePile {
        with: cards("Kh Ks"),
        melds: vec![],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    };
    g.apply(0, &take).unwrap();
    g
}

#[test]
fn fi_17_the_cards_taken_into_the_hand_are_known_to_the_table() {
    let g = after_take();
    // The top K went onto the meld with the hand's pair; the rest went into the hand.
    assert_eq!(known(&g, 0), set("5d 7c 7h"));
    assert!(known(&g, 1).is_empty());
}

#[test]
fn fi_17_a_card_of_a_known_face_leaving_the_hand_is_forgotten_once() {
    let mut g = after_take();
    // Two 7s of the pile and one from the hand: melding 7c 7h 7s leaves nothing known of them.
    let meld = Action::Meld {
        melds: vec![MeldPlay::New {
            cards: cards("7c 7h 7s"),
        }],
    };
    g.apply(0, &meld).unwrap();
    assert_eq!(known(&g, 0), set("5d"));
    g.apply(
        0,
        &Action::Discard {
            card: cards("5d")[0],
        },
    )
    .unwrap();
    assert!(known(&g, 0).is_empty());
}

#[test]
fn fi_17_a_card_of_another_face_leaves_the_known_ones_alone() {
    let mut g = after_take();
    g.apply(
        0,
        &Action::Discard {
            card: cards("9c")[0],
        },
    )
    .unwrap();
    assert_eq!(known(&g, 0), set("5d 7c 7h"));
    // The invariants hold the known cards to the hand (a built position is no full deck, so
    // only that check is read here).
    let failed = crate::invariants::Checker::for_game(&g).after_action(&g);
    assert!(
        !failed.iter().any(|f| f.contains("known to hold")),
        "{failed:?}"
    );
}

#[test]
fn fi_17_a_sample_keeps_the_known_cards_in_their_hand() {
    let g = after_take();
    let seat = 1;
    for s in 0..40 {
        use rand::SeedableRng;
        let sample = g.sampled_for(seat, &mut rand_chacha::ChaCha8Rng::seed_from_u64(s));
        let hand = sample.deal().hands[0].clone();
        assert!(
            hand.contains_all(&cards("5d 7c 7h")),
            "sample {s}: {hand:?}"
        );
        assert_eq!(hand.len(), g.deal().hands[0].len());
    }
}
