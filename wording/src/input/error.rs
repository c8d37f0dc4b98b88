//! What can be wrong with typed input, as data. The wording players see lives in
//! `render::errors` (one layer for every string), which also implements `Display`.

use super::command::Verb;
use crate::render::words::CardNaming;
use canasta_engine::{Card, Rank, Suit};

/// Typed input that could not be turned into an action. Rule checks come later, from the
/// engine; these are only problems of spelling and of cards the hand does not hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputError {
    /// Nothing was typed.
    Empty,
    /// The first word is not a command.
    UnknownVerb(String),
    /// A word is not a card.
    UnknownCard(String),
    /// The text before `:` is not a rank.
    BadTarget(String),
    /// Two commas with nothing between them, or `K:` with no cards.
    EmptyGroup,
    /// The command needs cards and none were given.
    NoCards(Verb),
    /// The command takes no cards but some were given.
    UnexpectedCards(Verb),
    /// A discard names more than one card.
    OneCardOnly {
        /// How many cards were named.
        count: usize,
    },
    /// One meld mixes two natural ranks.
    MixedRanks(Rank, Rank),
    /// A group of wild cards only, without a `<rank>:` to say which meld they go on.
    OnlyWilds,
    /// `<rank>:` names a meld the team does not have.
    NoMeldOfRank(Rank),
    /// `<rank>:` followed by natural cards of another rank.
    WrongRankForTarget {
        /// The meld named.
        target: Rank,
        /// The natural rank written.
        rank: Rank,
    },
    /// Several of the team's melds (or a new meld) could take the cards: the player names one
    /// (SAMBA 14C, 20A). Never guessed.
    AmbiguousMeld {
        /// The cards as typed.
        cards: String,
        /// Each way to write it (`8: 8♥`) with what it names (the 8 meld).
        choices: Vec<(String, MeldChoice)>,
    },
    /// A sequence written without its suit that the hand holds in several suits.
    AmbiguousSuit {
        /// The cards as typed.
        cards: String,
        /// The group written with each suit.
        choices: Vec<String>,
    },
    /// The name before `:` (`2nd K`, `5♥-7♥`) names no meld of the team's.
    NoSuchMeld(String),
    /// A sequence written without its suit that the hand holds in no suit.
    NoRunInHand(String),
    /// A call of the auction that does not read (`bid` without a level or what it names,
    /// `pass` with words after it); the whole line as typed.
    BadCall(String),
    /// `buy` without a red 3 in the hand: only a red 3 buys a stock card (RULES.md §3,
    /// SAMBA 23); the whole hand, to show what it holds (its black 3s, say).
    NoRedThree {
        /// The hand.
        hand: Vec<Card>,
        /// How the game's cards are named (by suit in Samba).
        naming: CardNaming,
    },
    /// The hand holds fewer cards of a kind than the input names.
    NotEnough {
        /// The rank asked for.
        rank: Rank,
        /// The suit, when the input named one.
        suit: Option<Suit>,
        /// How many the input named (of this rank, or of this exact card).
        wanted: usize,
        /// How many the hand holds.
        have: usize,
        /// The whole hand, sorted, to show what would work.
        hand: Vec<Card>,
        /// The rank is the pile's top card and the input was for taking the pile: the player
        /// may have counted the top card itself.
        pile_top: bool,
    },
}

impl std::error::Error for InputError {}

/// What one way of writing an ambiguous meld names, for the wording to say in the reader's
/// language ("your 8 meld", "your 5♥-7♥ sequence", "a new meld").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MeldChoice {
    /// The team's meld of a rank, by its name as the table shows it (`8`, `2nd K`).
    Meld(String),
    /// The team's sequence, by its ends (`5♥-7♥`).
    Sequence(String),
    /// A new meld.
    New,
}
