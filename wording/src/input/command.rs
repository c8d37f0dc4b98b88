//! The command words (`draw`, `take`, `meld`, ...) and their arguments, parsed without looking
//! at any hand.

use super::error::InputError;
use super::inner::Inner;
use super::spec::{
    parse_cards, parse_group, parse_groups, parse_meld_cards, parse_place, CardSpec, GroupSpec,
    Place,
};
use super::words::{leading, phrase_table, phrases};
use crate::lang::Lang;
use crate::tr;
use canasta_engine::Rank;

/// A command word. Slash commands name the verb themselves and pass only the arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verb {
    /// `draw`: draw from the stock.
    Draw,
    /// `take`: take the discard pile.
    Take,
    /// `meld`: new melds and lay-offs.
    Meld,
    /// `discard`: discard one card, ending the turn.
    Discard,
    /// `ask`: "May I go out?".
    Ask,
    /// `yes`: answer the partner's question.
    Yes,
    /// `no`: answer the partner's question.
    No,
    /// `end`: decline the pile when the stock is gone, ending the deal.
    End,
    /// `buy`: lay a red 3 from the hand down to buy a stock card (Samba, RULES.md §3, 23).
    Buy,
}

impl Verb {
    /// Every verb, in the order help lists them.
    pub const ALL: [Verb; 9] = [
        Verb::Draw,
        Verb::Take,
        Verb::Meld,
        Verb::Discard,
        Verb::Ask,
        Verb::Yes,
        Verb::No,
        Verb::End,
        Verb::Buy,
    ];

    /// The English word, which every language reads (and custom ids and tests use).
    pub fn word(self) -> &'static str {
        match self {
            Verb::Draw => "draw",
            Verb::Take => "take",
            Verb::Meld => "meld",
            Verb::Discard => "discard",
            Verb::Ask => "ask",
            Verb::Yes => "yes",
            Verb::No => "no",
            Verb::End => "end",
            Verb::Buy => "buy",
        }
    }

    /// The verb for a typed English word, accepting a few aliases (`take-pile`, `pile`, `y`,
    /// `n`...; `locales/en/verbs.ftl`).
    pub fn from_word(word: &str) -> Option<Verb> {
        Verb::from_word_in(Lang::En, word)
    }

    /// The verb for a word typed by a reader of `lang`: one of their language's words
    /// (`nosta`, `dra`) or an English one.
    pub fn from_word_in(lang: Lang, word: &str) -> Option<Verb> {
        let word = word.trim().trim_start_matches('/');
        match Verb::leading(lang, word) {
            Some((verb, "")) => Some(verb),
            _ => None,
        }
    }

    /// The verb that starts `line` typed by a reader of `lang`, and the rest of the line.
    pub fn leading(lang: Lang, line: &str) -> Option<(Verb, &str)> {
        leading(line, &phrase_table(lang, &Verb::ALL, Verb::phrases))
    }

    /// The word a reader of `lang` is shown for this verb (`nosta`, `dra`, `draw`).
    pub fn word_in(self, lang: Lang) -> String {
        match self {
            Verb::Draw => tr!(lang, "verb-draw"),
            Verb::Take => tr!(lang, "verb-take"),
            Verb::Meld => tr!(lang, "verb-meld"),
            Verb::Discard => tr!(lang, "verb-discard"),
            Verb::Ask => tr!(lang, "verb-ask"),
            Verb::Yes => tr!(lang, "verb-yes"),
            Verb::No => tr!(lang, "verb-no"),
            Verb::End => tr!(lang, "verb-end"),
            Verb::Buy => tr!(lang, "verb-buy"),
        }
    }

    /// Every phrase `lang` reads as this verb.
    fn phrases(lang: Lang, verb: Verb) -> Vec<String> {
        let also = match verb {
            Verb::Draw => lang.attribute("verb-draw", "also"),
            Verb::Take => lang.attribute("verb-take", "also"),
            Verb::Meld => lang.attribute("verb-meld", "also"),
            Verb::Discard => lang.attribute("verb-discard", "also"),
            Verb::Ask => lang.attribute("verb-ask", "also"),
            Verb::Yes => lang.attribute("verb-yes", "also"),
            Verb::No => lang.attribute("verb-no", "also"),
            Verb::End => lang.attribute("verb-end", "also"),
            Verb::Buy => lang.attribute("verb-buy", "also"),
        };
        phrases(&verb.word_in(lang), also)
    }
}

/// A parsed command, with cards as typed (not yet matched against the hand).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Draw from the stock.
    Draw,
    /// Take the pile, melding its top card with `with` (empty: lay it off on the team's meld)
    /// after making `melds` from the hand.
    Take {
        /// `take top ...`: take only the top card (option `take_top_card_only`).
        top_only: bool,
        /// Where the top card goes when named, as a meld group names its meld (`take 5♥-7♥:`,
        /// `take onto 5♥-7♥`, `take new: 8 8`, `take 2nd K: K K`; Samba 14C, 19A): the rank
        /// and [`Place`] of [`GroupSpec`]. `None`: the meld of its rank, or a new one.
        to: Option<(Option<Rank>, Place)>,
        /// Hand cards melded with the top card.
        with: Vec<CardSpec>,
        /// Opening melds made in the same turn (after `;` or `+`).
        melds: Vec<GroupSpec>,
        /// `take 2 locks ...` (Samba 13D): of the locking cards in a row at the pile's most
        /// recent one, how many come with the take besides that one (the count typed less one).
        more_locks: u8,
    },
    /// New melds and lay-offs.
    Meld(Vec<GroupSpec>),
    /// Discard one card.
    Discard(CardSpec),
    /// "May I go out?"
    Ask,
    /// The answer.
    Answer(bool),
    /// Decline the pile with the stock gone.
    End,
    /// Lay a red 3 down to buy a stock card; the hand's red 3 if none is named.
    Buy(Option<CardSpec>),
}

/// Parses a whole line, typed by a reader of `lang`: a verb in their language or English and
/// its arguments (`meld 7 7 2, K K K`, `pöydää 7 7 2`). A leading `/` is ignored, and "may I
/// go out?" is `ask`.
pub fn parse_command(lang: Lang, line: &str) -> Result<Command, InputError> {
    let line = line.trim().trim_start_matches('/').trim();
    if line.is_empty() {
        return Err(InputError::Empty);
    }
    // "May I go out?" (and "Saanko lopettaa?", "Får jag gå ut?") are phrases of `ask`.
    let line = line.trim_end_matches('?').trim_end();
    match Verb::leading(lang, line) {
        Some((verb, args)) => parse_args(lang, verb, args),
        None => {
            let word = line.split_whitespace().next().unwrap_or(line);
            Err(InputError::UnknownVerb(word.to_string()))
        }
    }
}

/// Parses the arguments of `verb`, as a slash command's text option gives them, typed by a
/// reader of `lang`.
pub fn parse_args(lang: Lang, verb: Verb, args: &str) -> Result<Command, InputError> {
    let args = args.trim();
    let bare = |command: Command| {
        if args.is_empty() {
            Ok(command)
        } else {
            Err(InputError::UnexpectedCards(verb))
        }
    };
    match verb {
        Verb::Draw => bare(Command::Draw),
        Verb::Ask => bare(Command::Ask),
        Verb::Yes => bare(Command::Answer(true)),
        Verb::No => bare(Command::Answer(false)),
        Verb::End => bare(Command::End),
        Verb::Discard => {
            let cards = parse_cards(lang, args)?;
            match cards.as_slice() {
                [] => Err(InputError::NoCards(verb)),
                [card] => Ok(Command::Discard(*card)),
                _ => Err(InputError::OneCardOnly { count: cards.len() }),
            }
        }
        Verb::Buy => {
            let (_, rest) = strip_word(args, "with");
            match parse_cards(lang, rest)?.as_slice() {
                [] => Ok(Command::Buy(None)),
                [card] => Ok(Command::Buy(Some(*card))),
                more => Err(InputError::OneCardOnly { count: more.len() }),
            }
        }
        Verb::Meld if args.is_empty() => Err(InputError::NoCards(verb)),
        Verb::Meld => parse_groups(lang, args).map(Command::Meld),
        Verb::Take => parse_take(lang, args),
    }
}

/// The words after a count that say it counts locking cards (Samba 13D), in every language
/// (`take 2 locks`, `take 2 lukkoa`, `take 2 lås`).
const LOCK_WORDS: [&str; 8] = [
    "lock",
    "locks",
    "lukko",
    "lukkoa",
    "lukkokortti",
    "lukkokorttia",
    "lås",
    "låskort",
];

/// `take [top] [<n> locks] [with] <cards | lay off | <meld>: [cards] | onto <meld>>
/// [; <melds>]`.
fn parse_take(lang: Lang, args: &str) -> Result<Command, InputError> {
    let (top_only, rest) = strip_inner(lang, args, Inner::Top);
    let (more_locks, rest) = strip_locks(rest);
    let (with_part, melds_part) = match rest.find([';', '+']) {
        Some(i) => (&rest[..i], Some(&rest[i + 1..])),
        None => (rest, None),
    };
    let (_, with_part) = strip_word(with_part, "with");
    let (onto, with_part) = strip_inner(lang, with_part, Inner::Onto);
    let (to, with) = if onto {
        (Some(parse_place(lang, with_part.trim())?), Vec::new())
    } else if let Some((head, cards)) = with_part.split_once(':') {
        (
            Some(parse_place(lang, head.trim())?),
            parse_meld_cards(lang, cards)?,
        )
    } else if Inner::LayOff.is(lang, with_part) {
        (None, Vec::new())
    } else {
        (None, parse_cards(lang, with_part)?)
    };
    let melds = match melds_part {
        Some(text) if !text.trim().is_empty() => text
            .split([',', ';', '+'])
            .map(|group| parse_group(lang, group))
            .collect::<Result<Vec<_>, _>>()?,
        _ => Vec::new(),
    };
    Ok(Command::Take {
        top_only,
        to,
        with,
        melds,
        more_locks,
    })
}

/// Removes `<n> locks` from the start of `text` if it is there: how many locking cards the
/// take gets (Samba 13D), returned as how many besides the most recent one. `(0, text)` when
/// `text` does not start so; `1 lock` and `0 locks` are the plain take.
fn strip_locks(text: &str) -> (u8, &str) {
    let t = text.trim_start();
    let mut words = t.splitn(3, char::is_whitespace);
    let (Some(count), Some(word)) = (words.next(), words.next()) else {
        return (0, t);
    };
    match count.parse::<u8>() {
        Ok(n) if LOCK_WORDS.contains(&word.to_lowercase().as_str()) => {
            (n.saturating_sub(1), words.next().unwrap_or("").trim_start())
        }
        _ => (0, t),
    }
}

/// Removes the inner `word` (in the reader's `lang` or English) from the start of `text` if
/// it is there.
fn strip_inner(lang: Lang, text: &str, word: Inner) -> (bool, &str) {
    match word.strip(lang, text) {
        Some(rest) => (true, rest),
        None => (false, text.trim_start()),
    }
}

/// Removes `word` from the start of `text` if it is there as a whole word.
fn strip_word<'a>(text: &'a str, word: &str) -> (bool, &'a str) {
    let t = text.trim_start();
    match t.get(..word.len()) {
        Some(head)
            if head.eq_ignore_ascii_case(word)
                && t[word.len()..]
                    .chars()
                    .next()
                    .is_none_or(|c| c.is_whitespace()) =>
        {
            (true, t[word.len()..].trim_start())
        }
        _ => (false, t),
    }
}

#[cfg(test)]
#[path = "command_tests.rs"]
mod tests;
