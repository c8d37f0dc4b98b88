//! Positions shared by the input tests.

use canasta_engine::{parse_cards, Card, Game, Phase, PositionBuilder, Rules};

/// Cards from their short names.
pub fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

/// Seat 0 to act, holding `hand`; team 0 has a K meld; the pile's top is an 8.
pub fn game(hand: &str, phase: Phase) -> Game {
    PositionBuilder::new(Rules::classic())
        .hand(0, hand)
        .hand(1, "4c 4d")
        .hand(2, "5c 5d")
        .hand(3, "6c 6d")
        .meld(0, "Kh Ks Kc")
        .pile("9c 8h")
        .stock("4s 5s 6s")
        .turn(0, phase)
        .build()
        .unwrap()
}
