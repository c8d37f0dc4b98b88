//! Building and shuffling the decks (FI 2; three decks for §2 and Samba).

use crate::card::{Card, Rank, Suit};
use rand::seq::SliceRandom;
use rand::Rng;

/// All cards of `decks` standard decks with two jokers each: 108 for two, 162 for three.
pub fn full_deck(decks: u8) -> Vec<Card> {
    let mut cards = Vec::with_capacity(54 * decks as usize);
    for _ in 0..decks {
        for suit in Suit::ALL {
            for rank in Rank::SUITED {
                cards.push(Card::new(rank, suit));
            }
        }
        cards.push(Card::JOKER);
        cards.push(Card::JOKER);
    }
    cards
}

/// A shuffled deck; the randomness comes from the caller, so a seed fixes the deal.
pub fn shuffled_deck<R: Rng + ?Sized>(decks: u8, rng: &mut R) -> Vec<Card> {
    let mut cards = full_deck(decks);
    cards.shuffle(rng);
    cards
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fi_2_two_decks_and_four_jokers_make_108() {
        let deck = full_deck(2);
        assert_eq!(deck.len(), 108);
        assert_eq!(deck.iter().filter(|c| c.rank == Rank::Joker).count(), 4);
        assert_eq!(deck.iter().filter(|c| c.is_red_three()).count(), 4);
    }

    #[test]
    fn three_decks_make_162_with_six_jokers() {
        let deck = full_deck(3);
        assert_eq!(deck.len(), 162);
        assert_eq!(deck.iter().filter(|c| c.rank == Rank::Joker).count(), 6);
    }
}
