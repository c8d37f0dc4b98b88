//! Error wording: the engine's refusals with a short prefix, and input mistakes saying what was
//! wrong and what would work. Messages that show the hand are for the player's eyes only.

use super::names::Names;
use super::words::{count_of, count_word, hand_words, rank_plural, rank_word};
use crate::input::{InputError, Verb};
use crate::payload::limits::{clip, MAX_DESCRIPTION};
use crate::payload::{Colour, Embed, Message};
use canasta_engine::{Card, RuleError};
use std::fmt;

/// The text of an input mistake.
pub fn input_error_text(error: &InputError) -> String {
    match error {
        InputError::Empty => "Type a command, e.g. `draw`, `meld 7 7 2` or `discard 9`.".into(),
        InputError::UnknownVerb(word) => format!(
            "`{}` is not a command. Try draw, take, meld, discard, ask, yes, no or end.",
            quoted(word)
        ),
        InputError::UnknownCard(word) => format!(
            "`{}` is not a card. Write a rank (2-10, J, Q, K, A, joker), optionally with a \
             suit: `7`, `7h`, `7♥`.",
            quoted(word)
        ),
        InputError::BadTarget(word) => format!(
            "`{}:` is not a rank. To add cards to one of your melds, write its rank first, \
             e.g. `K: 2` (or a sequence by its ends, `5♥-7♥: 8♥`, or `new:` for a new meld).",
            quoted(word)
        ),
        InputError::EmptyGroup => "There is an empty meld (two commas in a row, or nothing after \
             `K:`). Write melds like `7 7 2, K K K`."
            .into(),
        InputError::NoCards(Verb::Discard) => "Name the card to discard, e.g. `discard 9`.".into(),
        InputError::NoCards(Verb::Meld) => {
            "Name the cards to meld, e.g. `meld 7 7 2` or `meld 7 7 2, K K K`.".into()
        }
        InputError::NoCards(verb) => format!("`{}` needs cards.", verb.word()),
        InputError::UnexpectedCards(verb) => {
            format!("`{0}` takes no cards: just type `{0}`.", verb.word())
        }
        InputError::OneCardOnly { count } => {
            format!(
                "Discard one card, not {}: e.g. `discard 9`.",
                count_word(crate::lang::PENDING_LANG, *count)
            )
        }
        InputError::MixedRanks(a, b) => format!(
            "{} and {} cannot be in one meld. Separate melds with a comma, e.g. `7 7 2, K K K`.",
            rank_word(crate::lang::PENDING_LANG, *a),
            rank_word(crate::lang::PENDING_LANG, *b)
        ),
        InputError::OnlyWilds => "Wild cards cannot make a meld on their own. To add them to one \
             of your team's melds, name its rank first: `K: 2`."
            .into(),
        InputError::NoMeldOfRank(rank) => format!(
            "Your team has no {0} meld to add to. Start one with at least two natural {1}, \
             e.g. `{0} {0} 2`.",
            rank_word(crate::lang::PENDING_LANG, *rank),
            rank_plural(crate::lang::PENDING_LANG, *rank)
        ),
        InputError::WrongRankForTarget { target, rank } => format!(
            "Only {} and wild cards go on the {} meld, not {}.",
            rank_plural(crate::lang::PENDING_LANG, *target),
            rank_word(crate::lang::PENDING_LANG, *target),
            rank_plural(crate::lang::PENDING_LANG, *rank)
        ),
        InputError::AmbiguousMeld { cards, choices } => {
            let ways: Vec<String> = choices
                .iter()
                .map(|(typed, what)| format!("`{typed}` ({what})"))
                .collect();
            format!(
                "{cards} could go on more than one meld. Say which: {}.",
                or_list(&ways)
            )
        }
        InputError::AmbiguousSuit { cards, choices } => {
            let ways: Vec<String> = choices.iter().map(|c| format!("`{c}`")).collect();
            format!(
                "You hold {cards} in more than one suit. Name the suit: {}.",
                or_list(&ways)
            )
        }
        InputError::NoSuchMeld(name) => format!(
            "Your team has no meld `{}`. Name a meld as the table shows it: its rank (`K:`), \
             `2nd K:` for a second meld of a rank, or a sequence by its ends (`5♥-7♥:`).",
            quoted(name)
        ),
        InputError::NoRunInHand(cards) => format!(
            "You do not hold {cards} in one suit. A sequence is 3 to 7 cards of one suit in \
             order, e.g. `5♥ 6♥ 7♥` or `h 5-7`."
        ),
        InputError::BadCall(line) => format!(
            "`{}` is not a call. Bid a level (1 to 8, 1000 points each) and what it names: \
             `bid 3 hearts` (or `bid 3h`, `bid 3♥`), `bid 5 canasta`, `bid 6 2s`; or type \
             `pass`, `double`, or as the declarer `cannot open`.",
            quoted(line)
        ),
        InputError::NotEnough {
            rank,
            suit,
            wanted,
            have,
            hand,
            pile_top,
        } => {
            let (one, many) = match suit {
                Some(s) => {
                    let card = Card::new(*rank, *s).to_string();
                    (card.clone(), card)
                }
                None => (
                    rank_word(crate::lang::PENDING_LANG, *rank).to_string(),
                    rank_plural(crate::lang::PENDING_LANG, *rank),
                ),
            };
            let holding = if *have == 0 {
                format!("You have no {many}")
            } else {
                format!(
                    "You have only {} (you named {})",
                    count_of(crate::lang::PENDING_LANG, *have, &one, &many),
                    count_word(crate::lang::PENDING_LANG, *wanted)
                )
            };
            let hint = if *pile_top {
                format!(" Name only cards from your hand: the pile's top {one} is added for you.")
            } else {
                String::new()
            };
            format!(
                "{holding}; your hand has: {}.{hint}",
                hand_words(crate::lang::PENDING_LANG, hand)
            )
        }
    }
}

/// Characters of a player's own text quoted back in a refusal: enough to recognise it, and
/// a refusal stays small whatever was typed (Discord allows 6000 characters in an option).
const QUOTED_MAX: usize = 40;

/// A player's text as a refusal quotes it: at most [`QUOTED_MAX`] characters (cut with `…`),
/// on one line, without backticks that would break the quote.
pub(crate) fn quoted(text: &str) -> String {
    let flat: String = text
        .chars()
        .map(|c| match c {
            '`' => '\'',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    clip(&flat, QUOTED_MAX)
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&input_error_text(self))
    }
}

/// The text of an engine refusal: "Not allowed: ..." with seat numbers turned into names.
pub fn rule_error_text(error: &RuleError, names: &Names) -> String {
    let reason = match error {
        RuleError::NotYourTurn { expected } => format!("it is {}'s turn", names.seat(*expected)),
        other => other.to_string(),
    };
    format!("Not allowed: {reason}.")
}

/// A button or select from a view the game has moved past.
pub const STALE_VIEW: &str =
    "This view is out of date: the game has moved on since it was shown. Here is the current one.";

/// A button or select that does not belong to a game this bot knows.
pub const UNKNOWN_CONTROL: &str = "This button is not part of a game anymore.";

/// A form (modal) sent to the bot, which opens none.
pub const UNKNOWN_FORM: &str = "This form is not part of a game.";

/// A private message with an error text, cut to fit Discord's limit if it must be, so a
/// refusal is always sent.
pub fn error_message(text: &str) -> Message {
    Message::embed(
        Embed::new("Not quite")
            .description(clip(text, MAX_DESCRIPTION))
            .colour(Colour::ERROR),
    )
    .private()
}

#[cfg(test)]
#[path = "errors_tests.rs"]
mod tests;
