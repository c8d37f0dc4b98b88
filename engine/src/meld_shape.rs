//! A meld's identity and its shape: which meld it is (stable for its whole life), and what it
//! is made of, cards of one rank (FI 11) or a sequence of one suit (Samba, RULES.md §3, 20A).

use crate::card::{Card, Rank, Suit};
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

impl MeldShape {
    /// The shape a new meld of `cards` has, read from the cards alone, so that a
    /// [`MeldPlay::New`](crate::MeldPlay::New) needs no shape of its own:
    /// - natural cards (neither 2 nor joker) all of one rank: a meld of that rank, whatever
    ///   wild cards come with them (FI 11);
    /// - only 2s and jokers, at least one 2: a meld of 2s (Samba's 2s canasta, SAMBA 20D);
    /// - suited cards of one suit, no joker, all of different ranks that follow each other in
    ///   the circular order (2s and 3s natural there): a sequence (SAMBA 14A, 20A);
    /// - anything else: `None`.
    ///
    /// No cards read two ways: a run of three or more has at least two ranks that are neither
    /// 2 nor joker, a rank meld only one. Whether the rule set allows the shape is the meld
    /// checks' question ([`crate::meld::new_meld`]).
    pub fn of_cards(cards: &[Card]) -> Option<MeldShape> {
        let mut naturals = cards.iter().filter(|c| !c.is_wild()).map(|c| c.rank);
        match naturals.next() {
            Some(rank) if naturals.all(|r| r == rank) => Some(MeldShape::Rank(rank)),
            Some(_) => run_of(cards)
                .ok()
                .map(|(suit, low, high)| MeldShape::Sequence { suit, low, high }),
            None if cards.iter().any(|c| c.rank == Rank::Two) => Some(MeldShape::Rank(Rank::Two)),
            None => None,
        }
    }
}

/// Why cards do not make a run of one suit (SAMBA 14A, 20A).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RunFault {
    /// A joker: never in a sequence.
    Joker,
    /// Cards of more than one suit.
    MixedSuits,
    /// A rank twice, or a gap.
    NotInOrder,
}

/// The position of a suited rank in the circular order of runs (2 first, ace last).
pub(crate) fn run_index(rank: Rank) -> usize {
    Rank::SUITED.iter().position(|&r| r == rank).unwrap_or(0)
}

/// The run `cards` make, in whatever order they are given: its suit, first and last rank.
pub(crate) fn run_of(cards: &[Card]) -> Result<(Suit, Rank, Rank), RunFault> {
    let mut suit = None;
    let mut present = [false; 13];
    for card in cards {
        let Some(s) = card.suit else {
            return Err(RunFault::Joker);
        };
        if *suit.get_or_insert(s) != s {
            return Err(RunFault::MixedSuits);
        }
        let i = run_index(card.rank);
        if present[i] {
            return Err(RunFault::NotInOrder);
        }
        present[i] = true;
    }
    let (Some(suit), n) = (suit, cards.len()) else {
        return Err(RunFault::NotInOrder);
    };
    // A run of fewer than thirteen ranks starts at the one present rank whose predecessor
    // is absent; it is a run when the next `n` ranks from there are all present.
    let starts: Vec<usize> = (0..13)
        .filter(|&i| present[i] && !present[(i + 12) % 13])
        .collect();
    match starts[..] {
        [low] if (0..n).all(|k| present[(low + k) % 13]) => {
            Ok((suit, Rank::SUITED[low], Rank::SUITED[(low + n - 1) % 13]))
        }
        _ => Err(RunFault::NotInOrder),
    }
}

/// `cards` of one run sorted in run order from `low` (cards off the run sort last).
pub(crate) fn sort_run(cards: &mut [Card], low: Rank) {
    let low = run_index(low);
    cards.sort_by_key(|c| (run_index(c.rank) + 13 - low) % 13);
}

/// The next rank in Samba's circular order of runs: 2, 3, ..., K, A, 2.
pub fn run_successor(rank: Rank) -> Rank {
    Rank::SUITED[(run_index(rank) + 1) % Rank::SUITED.len()]
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

    fn cards(s: &str) -> Vec<Card> {
        crate::card::parse_cards(s).unwrap()
    }

    #[test]
    fn samba_20a_the_shape_of_a_new_meld_follows_from_its_cards() {
        let of = |s: &str| MeldShape::of_cards(&cards(s));
        assert_eq!(of("5h 5s 2c"), Some(MeldShape::Rank(Rank::Five)));
        assert_eq!(of("5h 5h 5h"), Some(MeldShape::Rank(Rank::Five)));
        assert_eq!(
            of("5h 6h 7h"),
            Some(run(Suit::Hearts, Rank::Five, Rank::Seven))
        );
        assert_eq!(
            of("7h 5h 6h"),
            Some(run(Suit::Hearts, Rank::Five, Rank::Seven))
        );
        assert_eq!(
            of("2h 3h 4h"),
            Some(run(Suit::Hearts, Rank::Two, Rank::Four))
        );
        assert_eq!(
            of("Kd Ad 2d 3d"),
            Some(run(Suit::Diamonds, Rank::King, Rank::Three))
        );
        assert_eq!(of("2s 2c joker"), Some(MeldShape::Rank(Rank::Two)));
        assert_eq!(of("joker joker"), None);
        assert_eq!(of("5h 6s 7h"), None, "two suits");
        assert_eq!(of("5h 6h 8h"), None, "a gap");
        assert_eq!(of("5h 6h joker"), None, "a joker");
        assert_eq!(of("5h 6h 6h"), None, "a rank twice");
    }

    #[test]
    fn samba_20a_run_faults_and_run_order() {
        assert_eq!(run_of(&cards("5h joker 6h")), Err(RunFault::Joker));
        assert_eq!(run_of(&cards("5h 6d 7h")), Err(RunFault::MixedSuits));
        assert_eq!(run_of(&cards("5h 7h")), Err(RunFault::NotInOrder));
        assert_eq!(run_of(&[]), Err(RunFault::NotInOrder));
        let mut seven = cards("2s Ks 3s As Qs 10s Js");
        assert_eq!(run_of(&seven), Ok((Suit::Spades, Rank::Ten, Rank::Three)));
        sort_run(&mut seven, Rank::Ten);
        assert_eq!(seven, cards("10s Js Qs Ks As 2s 3s"));
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
