//! Cards and melds as players type them, before they are matched against a hand.
//!
//! A card is a rank with an optional suit (`7`, `7h`, `7♥`, `10`, `K`, `joker`); a meld group
//! is cards separated by spaces, optionally headed by the rank of the team meld it goes on
//! (`K: 2`); groups are separated by commas. Samba's sequences may be written as a range with
//! a suit (`h 5-7`, `5-7h`, `5♥-7♥`), and a group may name a sequence, the n-th meld of a rank
//! or a new meld before its `:` (`5♥-7♥: 8♥`, `2nd K: K`, `new: K K K`). A suit word in a
//! group gives its suit to the cards written without one (`hertta 5-7`, `7 hertta`).
//!
//! Ranks and suits are read in the reader's language and English ([`super::letters`]): a
//! Finnish reader's `R R R` are queens, a Swedish reader's `Kn` a jack.

use super::error::InputError;
use super::inner::Inner;
use super::letters::{rank_of, suit_mark, suit_word};
use crate::lang::Lang;
use canasta_engine::{Card, MeldShape, Rank, Suit};

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

    /// Parses one token, for a reader of `lang`: `7`, `10`, `K`, `king`, `joker`/`jk`/`*`
    /// (and the reader's letters: Finnish `R`, Swedish `Kn`), optionally followed by a suit
    /// letter (`c d h s`) or symbol (`♣ ♦ ♥ ♠`, also `♧ ♢ ♡ ♤`).
    pub fn parse(lang: Lang, token: &str) -> Result<CardSpec, InputError> {
        let t = token.trim();
        let unknown = || InputError::UnknownCard(t.to_string());
        if t.is_empty() {
            return Err(unknown());
        }
        if let Some(rank) = rank_of(lang, t) {
            return Ok(CardSpec::rank(rank));
        }
        let mut chars = t.chars();
        let last = chars.next_back().ok_or_else(unknown)?;
        let suit = suit_mark(last).ok_or_else(unknown)?;
        let rank = rank_of(lang, chars.as_str()).ok_or_else(unknown)?;
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

/// One meld as typed: its cards, and the team meld they go on if written before a `:`
/// (`K: 2` puts a 2 on the team's K meld, `5♥-7♥: 8♥` an 8♥ on that sequence).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupSpec {
    /// `Some(rank)` when written as `<rank>: cards` (or `2nd <rank>: cards`).
    pub target: Option<Rank>,
    /// How the meld before the `:` is named beyond its rank.
    pub place: Place,
    /// The cards.
    pub cards: Vec<CardSpec>,
}

/// Which meld a group names before its `:`, beyond a plain rank (`K:`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// No name, or a rank alone (`K:`): the group's own cards or that rank say where it goes.
    Plain,
    /// `2nd K:`: the team's second meld of the rank in `target` (counted from 0), where a team
    /// has two (SAMBA 14C).
    Nth(usize),
    /// `5♥-7♥:`, `h 5-7:` or `♥:`: the team's sequence of this suit (and these ends, if given).
    Sequence {
        /// The suit.
        suit: Suit,
        /// The first and last rank, if written.
        ends: Option<(Rank, Rank)>,
    },
    /// `new:`: a new meld, even where a meld of the team's could take the cards.
    New,
}

/// Parses space-separated cards (`7 7 2`, `7h 7d 2c`); a suit word gives its suit to the
/// cards written without one (`7 hertta`, `hearts 7`). Empty text gives an empty list.
pub fn parse_cards(lang: Lang, text: &str) -> Result<Vec<CardSpec>, InputError> {
    read_cards(lang, text, false)
}

/// Parses the cards of a meld group: cards as [`parse_cards`], and for sequences (RULES.md §3,
/// SAMBA 20A) ranges `5-7`, `5-7h`, `5♥-7♥` and a suit word (`h`, `♥`, `hearts`, `hertta`)
/// that gives its suit to every card written without one: `h 5-7` is `5h 6h 7h`.
pub fn parse_meld_cards(lang: Lang, text: &str) -> Result<Vec<CardSpec>, InputError> {
    read_cards(lang, text, true)
}

/// Cards, suit words and, if `ranges`, ranges. A suit word without cards is no card (a meld
/// group without cards is refused by [`parse_group`]).
fn read_cards(lang: Lang, text: &str, ranges: bool) -> Result<Vec<CardSpec>, InputError> {
    let mut suit = None;
    let mut cards = Vec::new();
    for token in text.split_whitespace() {
        if let Some(s) = suit_word(lang, token) {
            if suit.is_some_and(|(t, _)| t != s) {
                return Err(InputError::UnknownCard(token.to_string()));
            }
            suit = Some((s, token));
            continue;
        }
        let range = if ranges {
            parse_range(lang, token)?
        } else {
            None
        };
        if let Some((low, high, s)) = range {
            let shape = MeldShape::Sequence {
                suit: s.unwrap_or(Suit::Clubs),
                low,
                high,
            };
            cards.extend(
                shape
                    .ranks()
                    .into_iter()
                    .map(|rank| CardSpec { rank, suit: s }),
            );
        } else {
            cards.push(CardSpec::parse(lang, token)?);
        }
    }
    if let Some((s, word)) = suit {
        if cards.is_empty() && !ranges {
            return Err(InputError::UnknownCard(word.to_string()));
        }
        for card in cards.iter_mut() {
            if card.suit.is_none() && card.rank != Rank::Joker {
                card.suit = Some(s);
            }
        }
    }
    Ok(cards)
}

/// `5-7`, `5-7h`, `5h-7h`, `5♥-7♥`: the first and last rank of a run and its suit, if named.
/// `None` when the token is not a range.
fn parse_range(lang: Lang, token: &str) -> Result<Option<(Rank, Rank, Option<Suit>)>, InputError> {
    let Some((a, b)) = token.split_once('-') else {
        return Ok(None);
    };
    let bad = || InputError::UnknownCard(token.to_string());
    let low = CardSpec::parse(lang, a).map_err(|_| bad())?;
    let high = CardSpec::parse(lang, b).map_err(|_| bad())?;
    if low.rank == Rank::Joker || high.rank == Rank::Joker {
        return Err(bad());
    }
    let suit = match (low.suit, high.suit) {
        (Some(x), Some(y)) if x != y => return Err(bad()),
        (x, y) => x.or(y),
    };
    Ok(Some((low.rank, high.rank, suit)))
}

/// Parses what is written before a group's `:` (or after `take onto`): a rank (`K`), the n-th
/// meld of a rank (`2nd K`), a sequence (`5♥-7♥`, `h 5-7`, `5-7h`, `♥`) or `new`, for a
/// reader of `lang`.
pub fn parse_place(lang: Lang, head: &str) -> Result<(Option<Rank>, Place), InputError> {
    let bad = || InputError::BadTarget(head.to_string());
    let words: Vec<&str> = head.split_whitespace().collect();
    if Inner::New.is(lang, head) {
        return Ok((None, Place::New));
    }
    match words.as_slice() {
        [word] => {
            if let Some(rank) = rank_of(lang, word) {
                return Ok((Some(rank), Place::Plain));
            }
            if let Some(suit) = suit_word(lang, word) {
                return Ok((None, Place::Sequence { suit, ends: None }));
            }
            match parse_range(lang, word) {
                Ok(Some((low, high, Some(suit)))) => Ok((
                    None,
                    Place::Sequence {
                        suit,
                        ends: Some((low, high)),
                    },
                )),
                _ => Err(bad()),
            }
        }
        [first, second] => {
            if let (Some(n), Some(rank)) = (Inner::ordinal(lang, first), rank_of(lang, second)) {
                return Ok((Some(rank), Place::Nth(n)));
            }
            let (suit, range) = match (suit_word(lang, first), suit_word(lang, second)) {
                (Some(suit), _) => (suit, second),
                (_, Some(suit)) => (suit, first),
                _ => return Err(bad()),
            };
            match parse_range(lang, range) {
                Ok(Some((low, high, s))) if s.is_none_or(|s| s == suit) => Ok((
                    None,
                    Place::Sequence {
                        suit,
                        ends: Some((low, high)),
                    },
                )),
                _ => Err(bad()),
            }
        }
        _ => Err(bad()),
    }
}

/// Parses one group: `7 7 2`, `K: 2`, `h 5-7`, `5♥-7♥: 8♥`, `new: K K K`.
pub fn parse_group(lang: Lang, text: &str) -> Result<GroupSpec, InputError> {
    let (target, place, cards) = match text.split_once(':') {
        Some((head, rest)) => {
            let (target, place) = parse_place(lang, head.trim())?;
            (target, place, rest)
        }
        None => (None, Place::Plain, text),
    };
    let cards = parse_meld_cards(lang, cards)?;
    if cards.is_empty() {
        return Err(InputError::EmptyGroup);
    }
    Ok(GroupSpec {
        target,
        place,
        cards,
    })
}

/// Parses comma-separated groups: `7 7 2, K K K, Q: joker`.
pub fn parse_groups(lang: Lang, text: &str) -> Result<Vec<GroupSpec>, InputError> {
    text.split(',')
        .map(|group| parse_group(lang, group))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(s: &str) -> CardSpec {
        CardSpec::parse(Lang::En, s).unwrap()
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
        assert_eq!(spec("10S"), CardSpec::parse(Lang::En, "10♠").unwrap());
        assert_eq!(spec("js").rank, Rank::Jack);
        assert_eq!(spec("as").suit, Some(Suit::Spades));
    }

    #[test]
    fn unknown_cards_are_named() {
        for bad in ["11", "x", "7x", "jokerh", "", "♥"] {
            assert_eq!(
                CardSpec::parse(Lang::En, bad),
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
        let groups = parse_groups(Lang::En, "7 7 2, K: joker").unwrap();
        assert_eq!(groups.len(), 2);
        assert_eq!(groups[0].target, None);
        assert_eq!(groups[0].cards.len(), 3);
        assert_eq!(groups[1].target, Some(Rank::King));
        assert_eq!(groups[1].cards, vec![CardSpec::rank(Rank::Joker)]);
        assert_eq!(
            parse_group(Lang::En, "k:2").unwrap().target,
            Some(Rank::King)
        );
    }

    #[test]
    fn group_errors() {
        assert_eq!(
            parse_groups(Lang::En, "7 7 2,, K K K"),
            Err(InputError::EmptyGroup)
        );
        assert_eq!(parse_group(Lang::En, "K:"), Err(InputError::EmptyGroup));
        assert_eq!(
            parse_group(Lang::En, "X: 2"),
            Err(InputError::BadTarget("X".to_string()))
        );
        assert_eq!(
            parse_group(Lang::En, "7 7 z"),
            Err(InputError::UnknownCard("z".to_string()))
        );
    }
}
