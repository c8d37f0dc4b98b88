//! A multiset of cards: hands and the whole deck are counted, not listed.

use crate::card::{Card, Rank, Suit, DISTINCT_CARDS};
use serde::{Deserialize, Serialize};

/// A multiset of cards kept as counts per card face, so adding, removing and
/// checking cards is constant time. Serialized as a sorted list of cards.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<Card>", into = "Vec<Card>")]
pub struct CardSet {
    counts: [u8; DISTINCT_CARDS],
    len: u16,
}

impl Default for CardSet {
    fn default() -> Self {
        CardSet {
            counts: [0; DISTINCT_CARDS],
            len: 0,
        }
    }
}

impl std::fmt::Debug for CardSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.to_vec()).finish()
    }
}

impl CardSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// True when there are no cards.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many copies of this card face are in the set.
    pub fn count(&self, card: Card) -> usize {
        self.counts[card.index()] as usize
    }

    /// How many cards of this rank (any suit).
    pub fn count_rank(&self, rank: Rank) -> usize {
        if rank == Rank::Joker {
            return self.count(Card::JOKER);
        }
        Suit::ALL
            .iter()
            .map(|&suit| self.count(Card::new(rank, suit)))
            .sum()
    }

    /// Each card face held, once, in the stable order of [`CardSet::iter`].
    pub fn faces(&self) -> impl Iterator<Item = Card> + '_ {
        self.counts
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(i, _)| Card::from_index(i))
    }

    /// Removes, for each face, as many copies as `before` holds more of than `after`: what a
    /// change from `before` to `after` took away, and no more than this set holds.
    pub fn remove_gone(&mut self, before: &CardSet, after: &CardSet) {
        for (i, slot) in self.counts.iter_mut().enumerate() {
            let gone = before.counts[i].saturating_sub(after.counts[i]).min(*slot);
            *slot -= gone;
            self.len -= u16::from(gone);
        }
    }

    /// Removes, for each face, as many copies as `other` holds (no more than this set holds).
    pub fn subtract(&mut self, other: &CardSet) {
        self.remove_gone(other, &CardSet::new());
    }

    /// Adds one card.
    pub fn add(&mut self, card: Card) {
        self.counts[card.index()] += 1;
        self.len += 1;
    }

    /// Removes one copy of `card`; returns false (and changes nothing) if absent.
    pub fn remove(&mut self, card: Card) -> bool {
        let slot = &mut self.counts[card.index()];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        self.len -= 1;
        true
    }

    /// True if every card of `cards` (with multiplicity) is in the set.
    pub fn contains_all(&self, cards: &[Card]) -> bool {
        let mut needed = [0u8; DISTINCT_CARDS];
        for c in cards {
            needed[c.index()] += 1;
            if needed[c.index()] > self.counts[c.index()] {
                return false;
            }
        }
        true
    }

    /// Removes all of `cards`; returns false and changes nothing if any is missing.
    pub fn remove_all(&mut self, cards: &[Card]) -> bool {
        if !self.contains_all(cards) {
            return false;
        }
        for &c in cards {
            self.remove(c);
        }
        true
    }

    /// The cards in a stable order (suit-major); see [`CardSet::sorted_by_rank`] for display.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        self.counts
            .iter()
            .enumerate()
            .flat_map(|(i, &n)| std::iter::repeat_n(Card::from_index(i), n as usize))
    }

    /// The cards as a list.
    pub fn to_vec(&self) -> Vec<Card> {
        self.iter().collect()
    }

    /// The cards sorted by rank then suit, as a player sorts a hand.
    pub fn sorted_by_rank(&self) -> Vec<Card> {
        let mut v = self.to_vec();
        v.sort();
        v
    }

    /// Sum of card values (FI 12).
    pub fn value(&self) -> i32 {
        self.iter().map(Card::value).sum()
    }
}

impl From<Vec<Card>> for CardSet {
    fn from(cards: Vec<Card>) -> Self {
        cards.into_iter().collect()
    }
}

impl From<CardSet> for Vec<Card> {
    fn from(set: CardSet) -> Self {
        set.to_vec()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = CardSet::new();
        for c in iter {
            set.add(c);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    #[test]
    fn remove_all_is_all_or_nothing() {
        let mut set: CardSet = parse_cards("7h 7d 2c").unwrap().into();
        let before = set.clone();
        assert!(!set.remove_all(&parse_cards("7h 7h").unwrap()));
        assert_eq!(set, before);
        assert!(set.remove_all(&parse_cards("7h 2c").unwrap()));
        assert_eq!(set.to_vec(), parse_cards("7d").unwrap());
    }

    #[test]
    fn serde_is_a_list() {
        let set: CardSet = parse_cards("joker 7h").unwrap().into();
        let json = serde_json::to_string(&set).unwrap();
        let back: CardSet = serde_json::from_str(&json).unwrap();
        assert_eq!(back, set);
        assert_eq!(back.len(), 2);
    }
}
