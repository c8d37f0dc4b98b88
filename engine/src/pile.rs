//! The discard pile (FI 10, 14, 17): what is on it, whether it is frozen (locked, Samba 18),
//! and how much of it a take gets (Samba 13D).

use crate::card::Card;
use crate::rules::PileTaking;
use serde::{Deserialize, Serialize};

/// The discard pile; the last card is the top.
#[derive(Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiscardPile {
    cards: Vec<Card>,
}

impl Clone for DiscardPile {
    /// A copy with room for as many cards as this pile has room for, so that a playout on a
    /// copied game does not grow it card by card.
    fn clone(&self) -> Self {
        let mut cards = Vec::with_capacity(self.cards.capacity());
        cards.extend_from_slice(&self.cards);
        DiscardPile { cards }
    }
}

impl DiscardPile {
    /// An empty pile with room for `cards` cards (every card of the deal: it never grows).
    pub(crate) fn with_room(cards: usize) -> Self {
        DiscardPile {
            cards: Vec::with_capacity(cards),
        }
    }

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

    /// A card that freezes (FI 17) or locks (Samba 18) the pile where it lies: a wild card or
    /// a red 3.
    pub fn is_locking(card: Card) -> bool {
        card.is_wild() || card.is_red_three()
    }

    /// Frozen for everyone: the pile holds a wild card or a red 3 (FI 17); in Samba the pile
    /// is then locked (18, 19B).
    pub fn is_frozen(&self) -> bool {
        self.cards.iter().any(|&c| Self::is_locking(c))
    }

    /// How many cards, from the top, taking the pile gets: all of them, or (Samba 13D) down to
    /// and including the most recent locking card.
    pub fn taken_by(&self, taking: PileTaking) -> usize {
        match taking {
            PileTaking::Whole => self.cards.len(),
            PileTaking::DownToLock => self
                .cards
                .iter()
                .rposition(|&c| Self::is_locking(c))
                .map_or(self.cards.len(), |i| self.cards.len() - i),
        }
    }

    /// The locking cards that lie in a row at the most recent one, counted down from it: 0
    /// when the pile holds none, 1 for a lone one (Samba 13D: "Jos lukkokortteja on useampia
    /// peräkkäin").
    pub fn locks_in_a_row(&self) -> usize {
        let Some(i) = self.cards.iter().rposition(|&c| Self::is_locking(c)) else {
            return 0;
        };
        self.cards[..=i]
            .iter()
            .rev()
            .take_while(|&&c| Self::is_locking(c))
            .count()
    }

    /// How many cards, from the top, a take gets that also takes `more_locks` of the locking
    /// cards lying in a row under the most recent one (Samba 13D: "hän voi nostaa yhden tai
    /// useamman lukkokortin"); [`DiscardPile::taken_by`] with none. The caller checks
    /// `more_locks` against [`DiscardPile::locks_in_a_row`].
    pub fn taken_with(&self, taking: PileTaking, more_locks: usize) -> usize {
        (self.taken_by(taking) + more_locks).min(self.cards.len())
    }

    /// How many locking cards, besides the most recent one, a take of the whole pile (not of
    /// its top card alone) may get too: those lying in a row right under it where the pile is
    /// taken down to its lock (Samba 13D), none elsewhere.
    pub fn more_locks_takeable(&self, taking: PileTaking) -> usize {
        match taking {
            PileTaking::DownToLock => self.locks_in_a_row().saturating_sub(1),
            PileTaking::Whole => 0,
        }
    }

    /// The locking cards of [`DiscardPile::more_locks_takeable`], from the top down: the n
    /// first are what a take with `more_locks` n gets besides the pile down to its lock (Samba
    /// 13D). Public: locking cards lie crosswise in the pile (18).
    pub fn more_lock_cards(&self, taking: PileTaking) -> impl Iterator<Item = Card> + '_ {
        let more = self.more_locks_takeable(taking);
        let below = self.cards.len().saturating_sub(self.taken_by(taking));
        self.cards[below.saturating_sub(more)..below]
            .iter()
            .rev()
            .copied()
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

    /// Takes the top `count` cards, bottom first.
    #[cfg(test)]
    pub(crate) fn take_top(&mut self, count: usize) -> Vec<Card> {
        let keep = self.cards.len().saturating_sub(count);
        self.cards.split_off(keep)
    }

    /// Removes the top `count` cards (a take that has read them from [`DiscardPile::cards`]).
    pub(crate) fn remove_top(&mut self, count: usize) {
        self.cards.truncate(self.cards.len().saturating_sub(count));
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
    fn samba_13d_the_pile_is_taken_down_to_the_most_recent_locking_card() {
        let pile = DiscardPile::from_cards(parse_cards("5c joker 7d 3h 9s Kd Kh").unwrap());
        assert_eq!(pile.taken_by(PileTaking::Whole), 7);
        assert_eq!(pile.taken_by(PileTaking::DownToLock), 4, "Kh Kd 9s 3h");
        let mut taken = pile.clone();
        assert_eq!(taken.take_top(4), parse_cards("3h 9s Kd Kh").unwrap());
        assert_eq!(taken.cards(), parse_cards("5c joker 7d").unwrap());
        assert!(taken.is_frozen(), "the joker below still locks it (19B)");
        let unlocked = DiscardPile::from_cards(parse_cards("5c 3s 7d").unwrap());
        assert_eq!(unlocked.taken_by(PileTaking::DownToLock), 3);
        let top_locks = DiscardPile::from_cards(parse_cards("5c 7d 2h").unwrap());
        assert_eq!(top_locks.taken_by(PileTaking::DownToLock), 1);
    }

    #[test]
    fn samba_13d_locking_cards_in_a_row_may_be_taken_too() {
        let pile = DiscardPile::from_cards(parse_cards("5c 2d 9d joker 3h 2c Kd Kh").unwrap());
        assert_eq!(
            pile.locks_in_a_row(),
            3,
            "2c 3h joker; the 2d below the 9d is apart"
        );
        assert_eq!(pile.taken_with(PileTaking::DownToLock, 0), 3, "Kh Kd 2c");
        assert_eq!(
            pile.taken_with(PileTaking::DownToLock, 2),
            5,
            "... 3h joker"
        );
        assert_eq!(pile.taken_with(PileTaking::Whole, 0), 8);
        assert_eq!(pile.more_locks_takeable(PileTaking::DownToLock), 2);
        assert_eq!(pile.more_locks_takeable(PileTaking::Whole), 0);
        let none = DiscardPile::from_cards(parse_cards("5c 9d").unwrap());
        assert_eq!(none.locks_in_a_row(), 0);
    }

    #[test]
    fn fi_20b_black_three_on_top_blocks() {
        let pile = DiscardPile::from_cards(parse_cards("9d 3s").unwrap());
        assert!(!pile.top_is_takeable());
        let pile = DiscardPile::from_cards(parse_cards("9d joker").unwrap());
        assert!(!pile.top_is_takeable());
    }
}
