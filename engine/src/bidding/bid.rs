//! A bid of Sitoumussamba: a level and a denomination (FI 12B), and the calls of the auction.

use crate::card::Suit;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a bid names, lowest first: at each level clubs < diamonds < hearts < spades <
/// canasta < 2s canasta (FI 12B). The order of the variants is the order of the bids.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Denomination {
    /// Clubs (a sequence of clubs opens from level 4, FI 16B).
    Clubs,
    /// Diamonds.
    Diamonds,
    /// Hearts.
    Hearts,
    /// Spades.
    Spades,
    /// Canasta: from level 4 the declarer opens with four or more cards of one rank (FI 16B).
    Canasta,
    /// 2s canasta: from level 4 the declarer opens with four 2s (FI 16B).
    TwosCanasta,
}

impl Denomination {
    /// Every denomination, lowest first.
    pub const ALL: [Denomination; 6] = [
        Denomination::Clubs,
        Denomination::Diamonds,
        Denomination::Hearts,
        Denomination::Spades,
        Denomination::Canasta,
        Denomination::TwosCanasta,
    ];

    /// The suit a suit bid names; `None` for the canasta bids.
    pub fn suit(self) -> Option<Suit> {
        match self {
            Denomination::Clubs => Some(Suit::Clubs),
            Denomination::Diamonds => Some(Suit::Diamonds),
            Denomination::Hearts => Some(Suit::Hearts),
            Denomination::Spades => Some(Suit::Spades),
            Denomination::Canasta | Denomination::TwosCanasta => None,
        }
    }

    /// The word used in the engine's messages: `clubs`, ..., `canasta`, `2s canasta`.
    pub fn word(self) -> &'static str {
        match self {
            Denomination::Clubs => "clubs",
            Denomination::Diamonds => "diamonds",
            Denomination::Hearts => "hearts",
            Denomination::Spades => "spades",
            Denomination::Canasta => "canasta",
            Denomination::TwosCanasta => "2s canasta",
        }
    }
}

/// A bid: "level 3 hearts" promises 3000 points (FI 12B). Bids compare by level, then by
/// denomination, so every bid of a level beats every bid of the level below.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Bid {
    /// The level, from 1; the points promised are the level times the policy's step.
    pub level: u8,
    /// What the bid names.
    pub denomination: Denomination,
}

impl Bid {
    /// The bid of `level` in `denomination`.
    pub fn new(level: u8, denomination: Denomination) -> Bid {
        Bid {
            level,
            denomination,
        }
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.level, self.denomination.word())
    }
}

/// One call of the auction (FI 12C, 12D).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "call")]
pub enum Call {
    /// A bid, higher than every bid before it.
    Bid {
        /// The bid.
        bid: Bid,
    },
    /// No bid this time (FI 12C).
    Pass,
    /// The opponents' bid is doubled; the auction ends (FI 12D).
    Double,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sitoumussamba_12_spades_outbid_hearts_at_one_level() {
        let hearts = Bid::new(1, Denomination::Hearts);
        let spades = Bid::new(1, Denomination::Spades);
        assert!(spades > hearts);
        assert!(Bid::new(1, Denomination::Canasta) > spades);
        assert!(Bid::new(1, Denomination::TwosCanasta) > Bid::new(1, Denomination::Canasta));
    }

    #[test]
    fn sitoumussamba_12b_denominations_lowest_first() {
        let mut sorted = Denomination::ALL;
        sorted.sort();
        assert_eq!(sorted, Denomination::ALL);
        assert_eq!(Denomination::ALL[0], Denomination::Clubs);
        assert_eq!(Denomination::Hearts.suit(), Some(Suit::Hearts));
        assert_eq!(Denomination::Canasta.suit(), None);
    }

    #[test]
    fn sitoumussamba_12b_any_bid_of_a_level_beats_the_level_below() {
        let two_clubs = Bid::new(2, Denomination::Clubs);
        assert!(two_clubs > Bid::new(1, Denomination::TwosCanasta));
        assert_eq!(two_clubs.to_string(), "2 clubs");
        assert_eq!(
            Bid::new(8, Denomination::TwosCanasta).to_string(),
            "8 2s canasta"
        );
    }

    #[test]
    fn a_call_is_logged_with_its_bid() {
        let call = Call::Bid {
            bid: Bid::new(4, Denomination::TwosCanasta),
        };
        let json = serde_json::to_string(&call).unwrap();
        assert_eq!(
            json,
            r#"{"call":"bid","bid":{"level":4,"denomination":"twos-canasta"}}"#
        );
    }
}
