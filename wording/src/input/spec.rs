//! Cards and melds as players type them, before they are matched against a hand.
//!
//! A card is a rank with an optional suit (`7`, `7h`, `7♥`, `10`, `K`, `joker`); a meld group
//! is cards separated by spaces, optionally headed by the rank of the team meld it goes on
//! (`K: 2`); groups are separated by commas.

use super::error::InputError;
use canasta_engine::{Card, Rank, Suit};

/// One card as typed: a rank, and a suit only if the player wrote one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardSpec {
    /// The rank.
    pub rank: Rank,
    /// The suit, when written (`7h`); jokers never have one.
    pub suit: Option<Suit>,
}

impl CardSpec {
    /// A rank-only spec.
    pub fn rank(rank: Rank) -> CardSpec {
        CardSpec { rank, suit: None }
    }

    /// Parses one token: `7`, `10`, `K`, `king`, `joker`/`jk`/`*`, optionally followed by a
    /// suit letter (`c d h s`) or symbol (`♣ ♦ ♥ ♠`, also `♧ ♢ ♡ ♤`).
    pub fn parse(token: &str) -> Result<CardSpec, InputError> {
        let t = token.trim();
        let unknown = || InputError::UnknownCard(t.to_string());
        if t.is_empty() {
            return Err(unknown());
        }
        if let Ok(rank) = t.parse::<Rank>() {
            return Ok(CardSpec::rank(rank));
        }
        let mut chars = t.chars();
        let last = chars.next_back().ok_or_else(unknown)?;
        let suit = suit_of(last).ok_or_else(unknown)?;
        let rank: Rank = chars.as_str().parse().map_err(|_| unknown())?;
        if rank == Rank::Joker {
            return Err(unknown());
        }
        Ok(CardSpec {
            rank,
            suit: Some(suit),
        })
    }

    /// True if `card` is a card this spec may stand for.
    pub fn matches(self, card: Card) -> bool {
        card.rank == self.rank && (self.suit.is_none() || card.suit == self.suit)
    }

    /// The exact card, when the spec names one (a suited card or a joker).
    pub fn exact(self) -> Option<Card> {
        match (self.rank, self.suit) {
            (Rank::Joker, _) => Some(Card::JOKER),
            (rank, Some(suit)) => Some(Card::new(rank, suit)),
            (_, None) => None,
        }
    }

    /// True for jokers and 2s.
    pub fn is_wild(self) -> bool {
        self.rank.is_wild()
    }
}

fn suit_of(c: char) -> Option<Suit> {
    match c.to_ascii_lowercase() {
        'c' | '♣' | '♧' => Some(Suit::Clubs),
        'd' | '♦' | '♢' => Some(Suit::Diamonds),
        'h' | '♥' | '♡' => Some(Suit::Hearts),
        's' | '♠' | '♤' => Some(Suit::Spades),
        _ => None,
    }
}

/// One meld as typed: its cards, and the rank of the team meld they go on if written
/// (`K: 2` puts a 2 on the team's K meld).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupSpec {
    /// `Some(rank)` when written as `<rank>: cards`.
    pub target: Option<Rank>,
    /// The cards.
    pub cards: Vec<CardSpec>,
}

/// Parses space-separated cards (`7 7 2`, `7h 7d 2c`). Empty text gives an empty list.
pub fn parse_cards(text: &str) -> Result<Vec<CardSpec>, InputError> {
    text.split_whitespace().map(CardSpec::parse).collect()
}

/// Parses one group: `7 7 2` or `K: 2`.
pub fn parse_group(text: &str) -> Result<GroupSpec, InputError> {
    let (target, cards) = match text.split_once(':') {
        Some((head, rest)) => {
            let head = head.trim();
            let rank = head
                .parse::<Rank>()
                .map_err(|_| InputError::BadTarget(head.to_string()))?;
            (Some(rank), rest)
        }
        None => (None, text),
    };
    let cards = parse_cards(cards)?;
    if cards.is_empty() {
        return Err(InputError::EmptyGroup);
    }
    Ok(GroupSpec { target, cards })
}

/// Parses comma-separated groups: `7 7 2, K K K, Q: joker`.
pub fn parse_groups(text: &str) -> Result<Vec<GroupSpec>, InputError> {
    text.split(',').map(parse_group).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(s: &str) -> CardSpec {
        CardSpec::parse(s).unwrap()
    }

    #[test]
    fn ranks_with_and_without_suits() {
        assert_eq!(spec("7"), CardSpec::rank(Rank::Seven));
        assert_eq!(spec("10"), CardSpec::rank(Rank::Ten));
        assert_eq!(spec("k"), CardSpec::rank(Rank::King));
        assert_eq!(spec("Queen"), CardSpec::rank(Rank::Queen));
        assert_eq!(spec("JOKER"), CardSpec::rank(Rank::Joker));
        assert_eq!(spec("jk"), CardSpec::rank(Rank::Joker));
        assert_eq!(spec("7h").suit, Some(Suit::Hearts));
        assert_eq!(spec("7♥").suit, Some(Suit::Hearts));
        assert_eq!(spec("7♡").suit, Some(Suit::Hearts));
        assert_eq!(spec("10S"), CardSpec::parse("10♠").unwrap());
        assert_eq!(spec("js").rank, Rank::Jack);
        assert_eq!(spec("as").suit, Some(Suit::Spades));
    }

    #[test]
    fn unknown_cards_are_named() {
        for bad in ["11", "x", "7x", "jokerh", "", "♥"] {
            assert_eq!(
                CardSpec::parse(bad),
                Err(InputError::UnknownCard(bad.to_string())),
                "{bad}"
            );
        }
    }

    #[test]
    fn exact_and_matches() {
        let seven_h: Card = "7h".parse().unwrap();
        let seven_c: Card = "7c".parse().unwrap();
        assert!(spec("7").matches(seven_h) && spec("7").matches(seven_c));
        assert!(spec("7h").matches(seven_h) && !spec("7h").matches(seven_c));
        assert_eq!(spec("7h").exact(), Some(seven_h));
        assert_eq!(spec("joker").exact(), Some(Card::JOKER));
        assert_eq!(spec("7").exact(), None);
    }

    #[test]
    fn groups_and_targets() {
        let groups = parse_groups("7 7 2, K: joker").unwrap();
        assert_eq!(groups.len(), 2);
        assert_eq!(groups[0].target, None);
        assert_eq!(groups[0].cards.len(), 3);
        assert_eq!(groups[1].target, Some(Rank::King));
        assert_eq!(groups[1].cards, vec![CardSpec::rank(Rank::Joker)]);
        assert_eq!(parse_group("k:2").unwrap().target, Some(Rank::King));
    }

    #[test]
    fn group_errors() {
        assert_eq!(parse_groups("7 7 2,, K K K"), Err(InputError::EmptyGroup));
        assert_eq!(parse_group("K:"), Err(InputError::EmptyGroup));
        assert_eq!(
            parse_group("X: 2"),
            Err(InputError::BadTarget("X".to_string()))
        );
        assert_eq!(
            parse_group("7 7 z"),
            Err(InputError::UnknownCard("z".to_string()))
        );
    }
}
