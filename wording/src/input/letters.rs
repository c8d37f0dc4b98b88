//! The letters and words cards and suits are typed with, in the three languages (issue 16).
//!
//! | | English | suomi | svenska |
//! |---|---|---|---|
//! | ace | `A`, `ace` | `A`, `ässä` | `E`, `ess` |
//! | king | `K`, `king` | `K`, `kuningas` | `K`, `kung` |
//! | queen | `Q`, `queen` | `R`, `rouva` | `D`, `dam` |
//! | jack | `J`, `jack` | `S`, `sotamies` | `Kn`, `knekt` |
//! | joker | `joker`, `jk`, `*` | `jokeri` | `joker` |
//! | suits | `clubs diamonds hearts spades` | `risti ruutu hertta pata` | `klöver ruter hjärter spader` |
//!
//! A player's input is read in their language and English: the English letters `J Q K A`
//! (and `T` for 10) always, and their own language's letters beside them. The words (ranks,
//! joker, suits) of every language are read for everyone, as they cannot be mistaken for
//! anything else. The letters cannot all be read for everyone: the English suit letters
//! `c d h s` (`h 5-7`, `7s`) meet the Finnish `S` (sotamies) and the Swedish `D` (dam). So
//! in Finnish a lone `S` is a jack and in Swedish a lone `D` a queen, never a suit: spades
//! are `♠`, `pata`/`spader`/`spades` or a letter after a card (`5s`, `5-7s`, `Ss` is the
//! jack of spades), diamonds likewise (`♦`, `ruter`, `5d`, `Dd`). `J` is the jack in every
//! language (the Swedish rule text's "J (joker)" in its point table is not read: a joker is
//! `joker`).

use crate::lang::Lang;
use canasta_engine::{Rank, Suit};

/// The face cards' letters that `lang` adds to the English ones (lower case).
fn local_letters(lang: Lang) -> &'static [(&'static str, Rank)] {
    match lang {
        Lang::En => &[],
        Lang::Fi => &[("r", Rank::Queen), ("s", Rank::Jack)],
        Lang::Sv => &[("e", Rank::Ace), ("d", Rank::Queen), ("kn", Rank::Jack)],
    }
}

/// The rank words of every language (lower case), beside the English ones the engine reads
/// (`ace`, `king`, `queen`, `jack`, `joker`, `jk`, `*`).
const RANK_WORDS: &[(&str, Rank)] = &[
    ("ässä", Rank::Ace),
    ("assa", Rank::Ace),
    ("kuningas", Rank::King),
    ("rouva", Rank::Queen),
    ("sotamies", Rank::Jack),
    ("jokeri", Rank::Joker),
    ("ess", Rank::Ace),
    ("kung", Rank::King),
    ("dam", Rank::Queen),
    ("knekt", Rank::Jack),
];

/// The suit words of every language (lower case), singular and plural in English.
const SUIT_WORDS: &[(&str, Suit)] = &[
    ("clubs", Suit::Clubs),
    ("club", Suit::Clubs),
    ("diamonds", Suit::Diamonds),
    ("diamond", Suit::Diamonds),
    ("hearts", Suit::Hearts),
    ("heart", Suit::Hearts),
    ("spades", Suit::Spades),
    ("spade", Suit::Spades),
    ("risti", Suit::Clubs),
    ("ruutu", Suit::Diamonds),
    ("hertta", Suit::Hearts),
    ("pata", Suit::Spades),
    ("klöver", Suit::Clubs),
    ("klover", Suit::Clubs),
    ("ruter", Suit::Diamonds),
    ("hjärter", Suit::Hearts),
    ("hjarter", Suit::Hearts),
    ("spader", Suit::Spades),
];

/// The rank a word names for a reader of `lang`: `7`, `10`, `K`, `king`, `joker`, and the
/// letters and words of the table above (any case).
pub fn rank_of(lang: Lang, word: &str) -> Option<Rank> {
    let lower = word.trim().to_lowercase();
    if let Ok(rank) = lower.parse::<Rank>() {
        return Some(rank);
    }
    local_letters(lang)
        .iter()
        .chain(RANK_WORDS)
        .find(|(w, _)| *w == lower)
        .map(|&(_, rank)| rank)
}

/// A suit written after a card's rank (`7h`, `7♥`): a letter `c d h s` or a symbol
/// (`♣ ♦ ♥ ♠`, also `♧ ♢ ♡ ♤`).
pub fn suit_mark(c: char) -> Option<Suit> {
    match c.to_ascii_lowercase() {
        'c' | '♣' | '♧' => Some(Suit::Clubs),
        'd' | '♦' | '♢' => Some(Suit::Diamonds),
        'h' | '♥' | '♡' => Some(Suit::Hearts),
        's' | '♠' | '♤' => Some(Suit::Spades),
        _ => None,
    }
}

/// A suit on its own, for a reader of `lang`: a symbol, a suit word of any language
/// (`hearts`, `hertta`, `hjärter`), or a letter `c d h s` unless `lang` reads that letter as
/// a card (`S` in Finnish, `D` in Swedish).
pub fn suit_word(lang: Lang, word: &str) -> Option<Suit> {
    let lower = word.trim().to_lowercase();
    if local_letters(lang).iter().any(|(w, _)| *w == lower) {
        return None;
    }
    suit_name(&lower)
}

/// A suit named where no card can stand (a bid's `3 h`): a symbol, a letter `c d h s` or a
/// suit word of any language.
pub fn suit_name(word: &str) -> Option<Suit> {
    let lower = word.trim().to_lowercase();
    let mut chars = lower.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => suit_mark(c),
        _ => SUIT_WORDS
            .iter()
            .find(|(w, _)| *w == lower)
            .map(|&(_, suit)| suit),
    }
}

/// Every word and letter a reader of `lang` may type for `rank` (lower case), for matching
/// what is partly typed: `k`, `king`, `kuningas`, `kung` for a king.
pub fn rank_words(lang: Lang, rank: Rank) -> Vec<String> {
    let english: &[&str] = match rank {
        Rank::Ace => &["ace"],
        Rank::King => &["king"],
        Rank::Queen => &["queen"],
        Rank::Jack => &["jack"],
        Rank::Joker => &["jk", "*"],
        Rank::Ten => &["t"],
        _ => &[],
    };
    let local = local_letters(lang)
        .iter()
        .chain(RANK_WORDS)
        .filter(|(_, r)| *r == rank)
        .map(|&(w, _)| w);
    std::iter::once(rank.code().to_lowercase())
        .chain(english.iter().copied().chain(local).map(str::to_string))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_reads_its_letters_beside_the_english_ones() {
        for lang in Lang::ALL {
            assert_eq!(rank_of(lang, "Q"), Some(Rank::Queen));
            assert_eq!(rank_of(lang, "j"), Some(Rank::Jack));
            assert_eq!(rank_of(lang, "10"), Some(Rank::Ten));
            assert_eq!(rank_of(lang, "Joker"), Some(Rank::Joker));
            // Words of every language, for everyone.
            assert_eq!(rank_of(lang, "ROUVA"), Some(Rank::Queen));
            assert_eq!(rank_of(lang, "Ässä"), Some(Rank::Ace));
            assert_eq!(rank_of(lang, "knekt"), Some(Rank::Jack));
            assert_eq!(rank_of(lang, "jokeri"), Some(Rank::Joker));
            assert_eq!(suit_word(lang, "Hertta"), Some(Suit::Hearts));
            assert_eq!(suit_word(lang, "klöver"), Some(Suit::Clubs));
            assert_eq!(suit_word(lang, "♦"), Some(Suit::Diamonds));
            assert_eq!(suit_word(lang, "h"), Some(Suit::Hearts));
        }
        assert_eq!(rank_of(Lang::Fi, "R"), Some(Rank::Queen));
        assert_eq!(rank_of(Lang::Fi, "s"), Some(Rank::Jack));
        assert_eq!(rank_of(Lang::Sv, "E"), Some(Rank::Ace));
        assert_eq!(rank_of(Lang::Sv, "D"), Some(Rank::Queen));
        assert_eq!(rank_of(Lang::Sv, "Kn"), Some(Rank::Jack));
        // Not in English, nor in the other language.
        assert_eq!(rank_of(Lang::En, "R"), None);
        assert_eq!(rank_of(Lang::En, "Kn"), None);
        assert_eq!(rank_of(Lang::Fi, "E"), None);
        assert_eq!(rank_of(Lang::Sv, "S"), None);
    }

    #[test]
    fn a_letter_that_is_a_card_in_the_readers_language_is_not_a_suit() {
        assert_eq!(suit_word(Lang::En, "s"), Some(Suit::Spades));
        assert_eq!(suit_word(Lang::Sv, "s"), Some(Suit::Spades));
        assert_eq!(suit_word(Lang::Fi, "s"), None);
        assert_eq!(suit_word(Lang::En, "D"), Some(Suit::Diamonds));
        assert_eq!(suit_word(Lang::Fi, "D"), Some(Suit::Diamonds));
        assert_eq!(suit_word(Lang::Sv, "D"), None);
        assert_eq!(suit_word(Lang::Fi, "pata"), Some(Suit::Spades));
        assert_eq!(suit_word(Lang::Sv, "ruter"), Some(Suit::Diamonds));
    }

    #[test]
    fn the_shown_letters_are_read() {
        use crate::render::words::rank_word;
        for lang in Lang::ALL {
            for rank in Rank::SUITED.into_iter().chain([Rank::Joker]) {
                let shown = rank_word(lang, rank);
                assert_eq!(rank_of(lang, &shown), Some(rank), "{lang}: {shown}");
                assert!(
                    rank_words(lang, rank).contains(&shown.to_lowercase()),
                    "{lang}: {shown}"
                );
            }
        }
    }
}
