//! A meld's identity and its shape: which meld it is (stable for its whole life), and what it
//! is made of, cards of one rank (FI 11) or a sequence of one suit (Samba, RULES.md §3, 20A).

use crate::card::{Rank, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Names one meld of a game. Ids are given in the order melds are made, from a counter kept by
/// the game, and never reused, so a lay-off names its meld however the table changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MeldId(pub u32);

impl MeldId {
    /// The id `k` melds after this one: the id the `k`-th new meld of an action gets when
    /// this is the game's next id.
    pub fn plus(self, k: usize) -> MeldId {
        MeldId(self.0 + u32::try_from(k).unwrap_or(u32::MAX - self.0))
    }

    /// How many ids after `first` this one is, if it is not before it.
    pub fn since(self, first: MeldId) -> Option<usize> {
        self.0.checked_sub(first.0).map(|k| k as usize)
    }
}

impl fmt::Display for MeldId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What a meld is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldShape {
    /// Natural cards of one rank plus wild cards (FI 11).
    Rank(Rank),
    /// A run of natural cards of one suit, from `low` up to `high` in Samba's order, which
    /// wraps around the ace: `10 J Q K A 2 3` and `2 3 4 5 6 7 8` are both runs (RULES.md §3,
    /// 20A).
    Sequence {
        /// The suit of every card.
        suit: Suit,
        /// The first rank of the run.
        low: Rank,
        /// The last rank of the run.
        high: Rank,
    },
}

impl MeldShape {
    /// The rank of a rank meld; `None` for a sequence.
    pub fn rank(self) -> Option<Rank> {
        match self {
            MeldShape::Rank(rank) => Some(rank),
            MeldShape::Sequence { .. } => None,
        }
    }

    /// The suit of a sequence; `None` for a rank meld.
    pub fn suit(self) -> Option<Suit> {
        match self {
            MeldShape::Rank(_) => None,
            MeldShape::Sequence { suit, .. } => Some(suit),
        }
    }

    /// True for a sequence.
    pub fn is_sequence(self) -> bool {
        matches!(self, MeldShape::Sequence { .. })
    }

    /// The ranks the meld's natural cards have: one for a rank meld, the run from `low` to
    /// `high` for a sequence.
    pub fn ranks(self) -> Vec<Rank> {
        match self {
            MeldShape::Rank(rank) => vec![rank],
            MeldShape::Sequence { low, high, .. } => {
                let mut ranks = vec![low];
                let mut rank = low;
                while rank != high && ranks.len() < Rank::SUITED.len() {
                    rank = run_successor(rank);
                    ranks.push(rank);
                }
                ranks
            }
        }
    }
}

/// The next rank in Samba's circular order of runs: 2, 3, ..., K, A, 2.
pub fn run_successor(rank: Rank) -> Rank {
    let i = Rank::SUITED.iter().position(|&r| r == rank).unwrap_or(0);
    Rank::SUITED[(i + 1) % Rank::SUITED.len()]
}

impl fmt::Display for MeldShape {
    /// `K` for a rank meld, `4♥-7♥` for a sequence.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MeldShape::Rank(rank) => f.write_str(rank.code()),
            MeldShape::Sequence { suit, low, high } => {
                write!(f, "{}{s}-{}{s}", low.code(), high.code(), s = suit.symbol())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(suit: Suit, low: Rank, high: Rank) -> MeldShape {
        MeldShape::Sequence { suit, low, high }
    }

    #[test]
    fn fi_11_a_rank_meld_has_one_rank_and_no_suit() {
        let shape = MeldShape::Rank(Rank::King);
        assert_eq!(shape.rank(), Some(Rank::King));
        assert_eq!(shape.suit(), None);
        assert!(!shape.is_sequence());
        assert_eq!(shape.ranks(), [Rank::King]);
        assert_eq!(shape.to_string(), "K");
    }

    #[test]
    fn samba_20a_a_sequence_has_a_suit_and_a_run_of_ranks() {
        let shape = run(Suit::Hearts, Rank::Four, Rank::Seven);
        assert_eq!(shape.rank(), None);
        assert_eq!(shape.suit(), Some(Suit::Hearts));
        assert!(shape.is_sequence());
        assert_eq!(
            shape.ranks(),
            [Rank::Four, Rank::Five, Rank::Six, Rank::Seven]
        );
        assert_eq!(shape.to_string(), "4♥-7♥");
    }

    #[test]
    fn samba_20a_runs_wrap_around_the_ace() {
        let shape = run(Suit::Spades, Rank::Ten, Rank::Three);
        assert_eq!(
            shape.ranks(),
            [
                Rank::Ten,
                Rank::Jack,
                Rank::Queen,
                Rank::King,
                Rank::Ace,
                Rank::Two,
                Rank::Three
            ]
        );
        assert_eq!(run_successor(Rank::Ace), Rank::Two);
        assert_eq!(shape.to_string(), "10♠-3♠");
    }

    #[test]
    fn ids_count_on_from_the_next_id_and_serialize_as_numbers() {
        let next = MeldId(5);
        assert_eq!(next.plus(2), MeldId(7));
        assert_eq!(MeldId(7).since(next), Some(2));
        assert_eq!(MeldId(4).since(next), None);
        assert_eq!(serde_json::to_string(&MeldId(3)).unwrap(), "3");
        let shape = run(Suit::Clubs, Rank::Two, Rank::Four);
        let json = serde_json::to_string(&shape).unwrap();
        assert_eq!(serde_json::from_str::<MeldShape>(&json).unwrap(), shape);
    }
}
