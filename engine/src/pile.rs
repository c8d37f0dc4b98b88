//! The discard pile (FI 10, 14, 17): what is on it and whether it is frozen.

use crate::card::Card;
use serde::{Deserialize, Serialize};

/// The discard pile; the last card is the top.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiscardPile {
    cards: Vec<Card>,
}

impl DiscardPile {
    /// A pile holding these cards, bottom first.
    pub fn from_cards(cards: Vec<Card>) -> Self {
        DiscardPile { cards }
    }

    /// The top card, if any.
    pub fn top(&self) -> Option<Card> {
        self.cards.last().copied()
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// All cards, bottom first.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// Frozen for everyone: the pile holds a wild card or a red 3 (FI 17).
    pub fn is_frozen(&self) -> bool {
        self.cards.iter().any(|c| c.is_wild() || c.is_red_three())
    }

    /// Frozen for a team: frozen for everyone, or the team has not melded yet (FI 13C).
    pub fn is_frozen_for(&self, team_has_melded: bool) -> bool {
        !team_has_melded || self.is_frozen()
    }

    /// A card can be taken with the top card here: the top is not wild and not a 3 (FI 14, 20B).
    pub fn top_is_takeable(&self) -> bool {
        self.top().is_some_and(|c| c.is_natural())
    }

    pub(crate) fn push(&mut self, card: Card) {
        self.cards.push(card);
    }

    pub(crate) fn pop(&mut self) -> Option<Card> {
        self.cards.pop()
    }

    pub(crate) fn take_all(&mut self) -> Vec<Card> {
        std::mem::take(&mut self.cards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    #[test]
    fn fi_17_wild_or_red_three_freezes() {
        let pile = DiscardPile::from_cards(parse_cards("7h 2c 9d").unwrap());
        assert!(pile.is_frozen());
        let pile = DiscardPile::from_cards(parse_cards("3h 9d").unwrap());
        assert!(pile.is_frozen());
        let pile = DiscardPile::from_cards(parse_cards("3c 9d").unwrap());
        assert!(!pile.is_frozen());
        assert!(pile.is_frozen_for(false));
        assert!(!pile.is_frozen_for(true));
    }

    #[test]
    fn fi_20b_black_three_on_top_blocks() {
        let pile = DiscardPile::from_cards(parse_cards("9d 3s").unwrap());
        assert!(!pile.top_is_takeable());
        let pile = DiscardPile::from_cards(parse_cards("9d joker").unwrap());
        assert!(!pile.top_is_takeable());
    }
}
