//! The grammar's inner words, in every language: `new` (a new meld), the ordinals that name
//! one of two melds of a rank (`2nd K`), `onto` and `lay off` (where a take's top card goes)
//! and `top` (only the top card). Each is a Fluent message in `locales/*/verbs.ftl` (the word
//! the language shows) with an `.also` list, read like the verbs ([`super::words`]): the
//! reader's words and the English ones, the longest phrase first.

use super::words::{leading, phrase_table, phrases};
use crate::lang::Lang;
use crate::tr;

/// One inner word of the grammar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inner {
    /// `new: K K K`, `take new: K K`: a new meld.
    New,
    /// `take onto 5♥-7♥`: the top card goes on that meld.
    Onto,
    /// `take lay off`: no hand cards, the top card goes on the meld of its rank.
    LayOff,
    /// `take top 8 8`: only the top card.
    Top,
    /// `1st K`.
    First,
    /// `2nd K`.
    Second,
    /// `3rd K`.
    Third,
}

impl Inner {
    /// Every inner word.
    pub const ALL: [Inner; 7] = [
        Inner::New,
        Inner::Onto,
        Inner::LayOff,
        Inner::Top,
        Inner::First,
        Inner::Second,
        Inner::Third,
    ];

    /// The message of this word (its `.also` attribute lists more phrases).
    fn id(self) -> &'static str {
        match self {
            Inner::New => "word-new",
            Inner::Onto => "word-onto",
            Inner::LayOff => "word-lay-off",
            Inner::Top => "word-top",
            Inner::First => "word-first",
            Inner::Second => "word-second",
            Inner::Third => "word-third",
        }
    }

    /// The word a reader of `lang` is shown (`new`, `uusi`, `ny`).
    pub fn word_in(self, lang: Lang) -> String {
        match self {
            Inner::New => tr!(lang, "word-new"),
            Inner::Onto => tr!(lang, "word-onto"),
            Inner::LayOff => tr!(lang, "word-lay-off"),
            Inner::Top => tr!(lang, "word-top"),
            Inner::First => tr!(lang, "word-first"),
            Inner::Second => tr!(lang, "word-second"),
            Inner::Third => tr!(lang, "word-third"),
        }
    }

    /// The ordinal that names the `n`-th meld of a rank (counted from 0), in `lang`.
    pub fn nth(n: usize) -> Inner {
        match n {
            0 => Inner::First,
            1 => Inner::Second,
            _ => Inner::Third,
        }
    }

    /// Every phrase `lang` reads as this word.
    fn phrases(lang: Lang, word: Inner) -> Vec<String> {
        phrases(&word.word_in(lang), lang.attribute(word.id(), "also"))
    }

    /// `text` after this word, if it starts with it (the reader's phrases or English ones,
    /// any case, ending at a word's end).
    pub fn strip(self, lang: Lang, text: &str) -> Option<&str> {
        leading(text, &phrase_table(lang, &[self], Inner::phrases)).map(|(_, rest)| rest)
    }

    /// True when `text` is this word and nothing else.
    pub fn is(self, lang: Lang, text: &str) -> bool {
        self.strip(lang, text)
            .is_some_and(|rest| rest.trim().is_empty())
    }

    /// The meld a typed ordinal names (`2nd`, `toinen`, `andra`), counted from 0.
    pub fn ordinal(lang: Lang, word: &str) -> Option<usize> {
        [Inner::First, Inner::Second, Inner::Third]
            .iter()
            .position(|o| o.is(lang, word))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_reads_its_words_and_the_english_ones() {
        for lang in Lang::ALL {
            for word in Inner::ALL {
                assert!(word.is(lang, &word.word_in(lang)), "{lang} {word:?}");
                assert!(word.is(lang, &word.word_in(Lang::En)), "{lang} {word:?}");
            }
        }
        assert!(Inner::New.is(Lang::Fi, "Uusi"));
        assert!(Inner::New.is(Lang::Sv, "ny"));
        assert!(!Inner::New.is(Lang::Fi, "ny"), "never a third language");
        assert_eq!(Inner::Top.strip(Lang::Sv, "översta 8 8"), Some("8 8"));
        assert_eq!(Inner::Top.strip(Lang::Fi, "päällimmäinen 8 8"), Some("8 8"));
        assert_eq!(Inner::Onto.strip(Lang::Fi, "päälle h"), Some("h"));
        assert!(Inner::LayOff.is(Lang::En, "lay  off"));
        assert!(Inner::LayOff.is(Lang::Sv, "lägg på"));
        assert_eq!(Inner::ordinal(Lang::Fi, "toinen"), Some(1));
        assert_eq!(Inner::ordinal(Lang::Fi, "2."), Some(1));
        assert_eq!(Inner::ordinal(Lang::Sv, "andra"), Some(1));
        assert_eq!(Inner::ordinal(Lang::Sv, "2nd"), Some(1));
        assert_eq!(Inner::ordinal(Lang::Sv, "toinen"), None);
        assert_eq!(Inner::ordinal(Lang::En, "third"), Some(2));
    }
}
