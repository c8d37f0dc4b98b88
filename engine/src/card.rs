//! Cards, ranks, suits and their values (RULES.md §1, FI 2 and FI 12).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A card suit. Hearts and diamonds are red, clubs and spades are black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    /// ♣
    Clubs,
    /// ♦
    Diamonds,
    /// ♥
    Hearts,
    /// ♠
    Spades,
}

impl Suit {
    /// All four suits in a fixed order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// True for hearts and diamonds.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// The one-letter code used in card notation (`c`, `d`, `h`, `s`).
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    /// The suit symbol.
    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// A card rank. Jokers have their own rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rank {
    /// Wild.
    Two,
    /// Red threes are bonus cards, black threes stop cards.
    Three,
    #[allow(missing_docs)]
    Four,
    #[allow(missing_docs)]
    Five,
    #[allow(missing_docs)]
    Six,
    #[allow(missing_docs)]
    Seven,
    #[allow(missing_docs)]
    Eight,
    #[allow(missing_docs)]
    Nine,
    #[allow(missing_docs)]
    Ten,
    #[allow(missing_docs)]
    Jack,
    #[allow(missing_docs)]
    Queen,
    #[allow(missing_docs)]
    King,
    #[allow(missing_docs)]
    Ace,
    /// Wild, 50 points.
    Joker,
}

impl Rank {
    /// The thirteen suited ranks, two to ace.
    pub const SUITED: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The natural ranks that can form ordinary melds: four to ace (FI 11).
    pub const NATURAL: [Rank; 11] = [
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// Jokers and twos are wild (FI 2).
    pub fn is_wild(self) -> bool {
        matches!(self, Rank::Two | Rank::Joker)
    }

    /// The short name used in card notation: `2`..`10`, `J`, `Q`, `K`, `A`, `JK`.
    pub fn code(self) -> &'static str {
        match self {
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
            Rank::Joker => "Joker",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Rank {
    type Err = ParseCardError;

    /// Parses `2`..`10`, `J`, `Q`, `K`, `A`, `joker`/`jk`/`*` (case-insensitive).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let rank = match lower.as_str() {
            "2" => Rank::Two,
            "3" => Rank::Three,
            "4" => Rank::Four,
            "5" => Rank::Five,
            "6" => Rank::Six,
            "7" => Rank::Seven,
            "8" => Rank::Eight,
            "9" => Rank::Nine,
            "10" | "t" => Rank::Ten,
            "j" | "jack" => Rank::Jack,
            "q" | "queen" => Rank::Queen,
            "k" | "king" => Rank::King,
            "a" | "ace" => Rank::Ace,
            "joker" | "jk" | "*" => Rank::Joker,
            _ => return Err(ParseCardError(s.to_string())),
        };
        Ok(rank)
    }
}

/// One card. Several identical cards exist when more than one deck is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card {
    /// The rank.
    pub rank: Rank,
    /// The suit; `None` for jokers.
    pub suit: Option<Suit>,
}

/// Number of distinct card faces: 52 suited cards and the joker.
pub const DISTINCT_CARDS: usize = 53;

impl Card {
    /// The joker.
    pub const JOKER: Card = Card {
        rank: Rank::Joker,
        suit: None,
    };

    /// A suited card. A joker ignores the suit.
    pub fn new(rank: Rank, suit: Suit) -> Card {
        if rank == Rank::Joker {
            Card::JOKER
        } else {
            Card {
                rank,
                suit: Some(suit),
            }
        }
    }

    /// Jokers and twos (FI 2).
    pub fn is_wild(self) -> bool {
        self.rank.is_wild()
    }

    /// A natural card: neither wild nor a three.
    pub fn is_natural(self) -> bool {
        !self.is_wild() && self.rank != Rank::Three
    }

    /// Three of hearts or diamonds: a bonus card (FI 21).
    pub fn is_red_three(self) -> bool {
        self.rank == Rank::Three && self.suit.is_some_and(Suit::is_red)
    }

    /// Three of clubs or spades: a stop card (FI 20).
    pub fn is_black_three(self) -> bool {
        self.rank == Rank::Three && self.suit.is_some_and(|s| !s.is_red())
    }

    /// The card's point value (FI 12): joker 50; ace and two 20; K..8 10; 7..4 and black 3 5.
    /// A red three has no card value: it scores as a bonus.
    pub fn value(self) -> i32 {
        match self.rank {
            Rank::Joker => 50,
            Rank::Ace | Rank::Two => 20,
            Rank::King | Rank::Queen | Rank::Jack | Rank::Ten | Rank::Nine | Rank::Eight => 10,
            Rank::Three if self.is_red_three() => 0,
            _ => 5,
        }
    }

    /// A dense index `0..DISTINCT_CARDS` (suit-major), used for card counts.
    pub fn index(self) -> usize {
        match self.suit {
            None => DISTINCT_CARDS - 1,
            Some(s) => s.index() * 13 + (self.rank.index()),
        }
    }

    /// The card with the given dense index.
    pub fn from_index(index: usize) -> Card {
        if index >= DISTINCT_CARDS - 1 {
            Card::JOKER
        } else {
            Card::new(Rank::SUITED[index % 13], Suit::ALL[index / 13])
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.suit {
            None => f.write_str("Joker"),
            Some(s) => write!(f, "{}{}", self.rank.code(), s.symbol()),
        }
    }
}

/// A card written in an unknown notation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a card: write a rank (2-10, J, Q, K, A, joker) and optionally a suit (c, d, h, s)")]
pub struct ParseCardError(pub String);

impl FromStr for Card {
    type Err = ParseCardError;

    /// Parses a fully specified card: `7h`, `10s`, `Kd`, `joker`, or with suit symbols `7♥`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if let Ok(Rank::Joker) = t.parse::<Rank>() {
            return Ok(Card::JOKER);
        }
        let mut chars = t.chars();
        let last = chars.next_back().ok_or_else(|| ParseCardError(s.into()))?;
        let suit = match last.to_ascii_lowercase() {
            'c' | '♣' => Suit::Clubs,
            'd' | '♦' => Suit::Diamonds,
            'h' | '♥' => Suit::Hearts,
            's' | '♠' => Suit::Spades,
            _ => return Err(ParseCardError(s.into())),
        };
        let rank: Rank = chars
            .as_str()
            .parse()
            .map_err(|_| ParseCardError(s.into()))?;
        if rank == Rank::Joker {
            return Err(ParseCardError(s.into()));
        }
        Ok(Card::new(rank, suit))
    }
}

/// Parses a space-separated list of fully specified cards, e.g. `"7h 7d 2c joker"`.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, ParseCardError> {
    s.split_whitespace().map(str::parse).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fi_12_card_values() {
        assert_eq!(Card::JOKER.value(), 50);
        assert_eq!("Ah".parse::<Card>().unwrap().value(), 20);
        assert_eq!("2c".parse::<Card>().unwrap().value(), 20);
        assert_eq!("Ks".parse::<Card>().unwrap().value(), 10);
        assert_eq!("8d".parse::<Card>().unwrap().value(), 10);
        assert_eq!("7d".parse::<Card>().unwrap().value(), 5);
        assert_eq!("4d".parse::<Card>().unwrap().value(), 5);
        assert_eq!("3s".parse::<Card>().unwrap().value(), 5);
        assert_eq!("3h".parse::<Card>().unwrap().value(), 0);
    }

    #[test]
    fn fi_2_card_kinds() {
        let three_hearts: Card = "3h".parse().unwrap();
        let three_clubs: Card = "3c".parse().unwrap();
        assert!(three_hearts.is_red_three() && !three_hearts.is_black_three());
        assert!(three_clubs.is_black_three() && !three_clubs.is_natural());
        assert!(Card::JOKER.is_wild() && "2d".parse::<Card>().unwrap().is_wild());
        assert!("4s".parse::<Card>().unwrap().is_natural());
    }

    #[test]
    fn index_round_trips() {
        for i in 0..DISTINCT_CARDS {
            assert_eq!(Card::from_index(i).index(), i);
        }
    }

    #[test]
    fn parse_and_display() {
        let cards = parse_cards("10s Jk 7♥ qd").unwrap();
        assert_eq!(
            cards.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["10♠", "Joker", "7♥", "Q♦"]
        );
        assert!("11s".parse::<Card>().is_err());
        assert!("7".parse::<Card>().is_err());
    }
}
