//! Error wording: the engine's refusals with a short prefix, and input mistakes saying what was
//! wrong and what would work. Messages that show the hand are for the player's eyes only.

use super::names::Names;
use super::words::{count_of, count_word, hand_words, rank_plural, rank_word, suited_card_word};
use crate::input::{InputError, MeldChoice, Verb};
use crate::lang::Lang;
use crate::payload::limits::{clip, MAX_DESCRIPTION};
use crate::payload::{Colour, Embed, Message};
use crate::tr;
use canasta_engine::{Card, RuleError};
use std::fmt;

/// Two options chosen together in the Meld menu that need the same card: `first` and
/// `second` as their values read, then `cause`, the refusal of the two together.
pub fn clash_text(lang: Lang, first: &str, second: &str, cause: &str) -> String {
    tr!(
        lang,
        "input-menu-clash",
        first = first.to_string(),
        second = second.to_string(),
        cause = cause.to_string()
    )
}

/// The text of an input mistake, in `lang`.
pub fn input_error_text(lang: Lang, error: &InputError) -> String {
    match error {
        InputError::Empty => tr!(lang, "input-empty"),
        InputError::UnknownVerb(word) => tr!(lang, "input-unknown-verb", word = quoted(word)),
        InputError::UnknownCard(word) => tr!(lang, "input-unknown-card", word = quoted(word)),
        InputError::BadTarget(word) => tr!(lang, "input-bad-target", word = quoted(word)),
        InputError::EmptyGroup => tr!(lang, "input-empty-group"),
        InputError::NoCards(Verb::Discard) => tr!(lang, "input-no-cards-discard"),
        InputError::NoCards(Verb::Meld) => tr!(lang, "input-no-cards-meld"),
        InputError::NoCards(verb) => tr!(lang, "input-no-cards", verb = verb.word_in(lang)),
        InputError::UnexpectedCards(verb) => {
            tr!(lang, "input-unexpected-cards", verb = verb.word_in(lang))
        }
        InputError::OneCardOnly { count } => tr!(
            lang,
            "input-one-card-only",
            count = count_word(lang, *count)
        ),
        InputError::MixedRanks(a, b) => tr!(
            lang,
            "input-mixed-ranks",
            a = rank_word(lang, *a),
            b = rank_word(lang, *b)
        ),
        InputError::OnlyWilds => tr!(lang, "input-only-wilds"),
        InputError::NoMeldOfRank(rank) => tr!(
            lang,
            "input-no-meld-of-rank",
            rank = rank_word(lang, *rank),
            ranks = rank_plural(lang, *rank)
        ),
        InputError::WrongRankForTarget { target, rank } => tr!(
            lang,
            "input-wrong-rank-for-target",
            targets = rank_plural(lang, *target),
            target = rank_word(lang, *target),
            ranks = rank_plural(lang, *rank)
        ),
        InputError::AmbiguousMeld { cards, choices } => {
            let ways: Vec<String> = choices
                .iter()
                .map(|(typed, what)| format!("`{typed}` ({})", choice_text(lang, what)))
                .collect();
            tr!(
                lang,
                "input-ambiguous-meld",
                cards = cards.as_str(),
                ways = or_list(lang, &ways)
            )
        }
        InputError::AmbiguousSuit { cards, choices } => {
            let ways: Vec<String> = choices.iter().map(|c| format!("`{c}`")).collect();
            tr!(
                lang,
                "input-ambiguous-suit",
                cards = cards.as_str(),
                ways = or_list(lang, &ways)
            )
        }
        InputError::NoSuchMeld(name) => tr!(lang, "input-no-such-meld", name = quoted(name)),
        InputError::NoRunInHand(cards) => {
            tr!(lang, "input-no-run-in-hand", cards = cards.as_str())
        }
        InputError::BadCall(line) => tr!(lang, "input-bad-call", line = quoted(line)),
        InputError::NoRedThree { hand, naming } => {
            tr!(lang, "input-no-red-three", hand = naming.hand(lang, hand))
        }
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
                    let card = suited_card_word(lang, Card::new(*rank, *s));
                    (card.clone(), card)
                }
                None => (rank_word(lang, *rank), rank_plural(lang, *rank)),
            };
            let hand = hand_words(lang, hand);
            let holding = if *have > 0 {
                tr!(
                    lang,
                    "input-not-enough-some",
                    have = count_of(lang, *have, &one, &many),
                    wanted = count_word(lang, *wanted),
                    hand = hand
                )
            } else if suit.is_some() {
                tr!(lang, "input-not-enough-no-card", card = many, hand = hand)
            } else {
                tr!(lang, "input-not-enough-none", ranks = many, hand = hand)
            };
            if *pile_top {
                format!(
                    "{holding} {}",
                    tr!(lang, "input-not-enough-pile-top", card = one)
                )
            } else {
                holding
            }
        }
    }
}

/// What one way of naming an ambiguous meld names: "your 8 meld", "a new meld".
fn choice_text(lang: Lang, choice: &MeldChoice) -> String {
    match choice {
        MeldChoice::Meld(name) => tr!(lang, "input-choice-meld", name = name.as_str()),
        MeldChoice::Sequence(name) => tr!(lang, "input-choice-sequence", name = name.as_str()),
        MeldChoice::New => tr!(lang, "input-choice-new"),
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

/// `a`, `a or b`, `a, b or c` (the last joined by the language's "or").
fn or_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tr!(
            lang,
            "input-or",
            rest = rest.join(", "),
            last = last.as_str()
        ),
    }
}

impl fmt::Display for InputError {
    /// The English text, for logs and tests; players read [`input_error_text`] in their
    /// language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&input_error_text(Lang::En, self))
    }
}

/// The text of an engine refusal in `lang`: "Not allowed: ..." with the rule it cites, and
/// seat numbers turned into names.
pub fn rule_error_text(lang: Lang, error: &RuleError, names: &Names) -> String {
    tr!(
        lang,
        "error-not-allowed",
        reason = super::rule_errors::rule_reason(lang, error, names)
    )
}

/// A button or select from a view the game has moved past.
pub fn stale_view(lang: Lang) -> String {
    tr!(lang, "error-stale-view")
}

/// A button or select that does not belong to a game this bot knows.
pub fn unknown_control(lang: Lang) -> String {
    tr!(lang, "error-unknown-control")
}

/// A form (modal) sent to the bot, which opens none.
pub fn unknown_form(lang: Lang) -> String {
    tr!(lang, "error-unknown-form")
}

/// A private message with an error text, titled in `lang`, cut to fit Discord's limit if it
/// must be, so a refusal is always sent.
pub fn error_message(lang: Lang, text: &str) -> Message {
    Message::embed(
        Embed::new(tr!(lang, "error-title"))
            .description(clip(text, MAX_DESCRIPTION))
            .colour(Colour::ERROR),
    )
    .private()
}

#[cfg(test)]
#[path = "errors_tests.rs"]
mod tests;
