//! A hand sorted the way a player looks at it: natural cards by rank, wild cards, black 3s.

use crate::card::{Card, Rank};
use std::collections::BTreeMap;

/// The cards of a hand grouped for melding decisions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HandGroups {
    /// Natural cards (4..A) by rank.
    pub naturals: BTreeMap<Rank, Vec<Card>>,
    /// Wild cards, cheapest first (2s before jokers).
    pub wilds: Vec<Card>,
    /// Black 3s (stop cards).
    pub black_threes: Vec<Card>,
}

impl HandGroups {
    /// Groups `hand`. Red 3s are never held during a turn (FI 21) and are left out.
    pub fn of(hand: &[Card]) -> HandGroups {
        let mut groups = HandGroups::default();
        for &card in hand {
            if card.is_wild() {
                groups.wilds.push(card);
            } else if card.is_black_three() {
                groups.black_threes.push(card);
            } else if card.is_natural() {
                groups.naturals.entry(card.rank).or_default().push(card);
            }
        }
        groups.wilds.sort_by_key(|c| (c.value(), *c));
        groups
    }

    /// How many natural cards of `rank` the hand holds.
    pub fn count(&self, rank: Rank) -> usize {
        self.naturals.get(&rank).map_or(0, Vec::len)
    }

    /// The natural cards of `rank` (empty if none).
    pub fn of_rank(&self, rank: Rank) -> &[Card] {
        self.naturals.get(&rank).map_or(&[], Vec::as_slice)
    }

    /// One wild card of each kind held (a 2 and/or a joker), cheapest first.
    pub fn wild_kinds(&self) -> Vec<Card> {
        let mut kinds: Vec<Card> = Vec::new();
        for &w in &self.wilds {
            if !kinds.iter().any(|k| k.rank == w.rank) {
                kinds.push(w);
            }
        }
        kinds
    }
}

/// Removes one copy of each of `cards` from `hand` (cards that are absent are ignored).
pub fn without(hand: &[Card], cards: &[Card]) -> Vec<Card> {
    let mut rest = hand.to_vec();
    for c in cards {
        if let Some(i) = rest.iter().position(|h| h == c) {
            rest.remove(i);
        }
    }
    rest
}

/// Total card value of `cards` (FI 12).
pub fn value(cards: &[Card]) -> i32 {
    cards.iter().map(|c| c.value()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    #[test]
    fn groups_naturals_wilds_and_black_threes() {
        let hand = parse_cards("joker 7h 7d 2c 3s Kd").unwrap();
        let g = HandGroups::of(&hand);
        assert_eq!(g.count(Rank::Seven), 2);
        assert_eq!(g.count(Rank::King), 1);
        assert_eq!(g.wilds, parse_cards("2c joker").unwrap());
        assert_eq!(g.black_threes.len(), 1);
        assert_eq!(g.wild_kinds().len(), 2);
    }

    #[test]
    fn without_removes_one_copy_each() {
        let hand = parse_cards("7h 7h 8c").unwrap();
        let rest = without(&hand, &parse_cards("7h").unwrap());
        assert_eq!(rest, parse_cards("7h 8c").unwrap());
    }
}
