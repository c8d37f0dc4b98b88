//! Text the fuzz targets are fed: arbitrary strings, soups of the grammar's own words mixed
//! with odd Unicode (case changes that change byte lengths, combining marks, bidi controls,
//! emoji sequences, full-width letters), and now and then a huge one.

use proptest::prelude::*;
use proptest::sample::select;

/// Words of the grammar (verbs, ranks, suits, places, bids, durations) and near misses.
const WORDS: &[&str] = &[
    "draw",
    "take",
    "meld",
    "discard",
    "ask",
    "yes",
    "no",
    "end",
    "buy",
    "bid",
    "pass",
    "double",
    "cannot",
    "open",
    "can't",
    "may i go out?",
    "top",
    "with",
    "onto",
    "new",
    "lay off",
    "layoff",
    "none",
    "2nd",
    "3rd",
    "1st",
    "second",
    "joker",
    "jk",
    "*",
    "A",
    "K",
    "Q",
    "J",
    "10",
    "9",
    "8",
    "7",
    "6",
    "5",
    "4",
    "3",
    "2",
    "ace",
    "king",
    "jack",
    "queen",
    "7h",
    "7♥",
    "10s",
    "Q♠",
    "3d",
    "3h",
    "2c",
    "h",
    "s",
    "c",
    "d",
    "♣",
    "♦",
    "♥",
    "♠",
    "hearts",
    "hertta",
    "pata",
    "clubs",
    "canasta",
    "can",
    "twos",
    "2s",
    "5-7",
    "Q-2s",
    "5-7h",
    "h:",
    "K:",
    "K",
    ":",
    "5♥-7♥",
    "5♥-7♥:",
    "-",
    ",",
    ";",
    "+",
    "/",
    "/meld",
    "8 8",
    "0",
    "00",
    "11",
    "13",
    "-1",
    "99999999999999999999999",
    "1e3",
    "0x10",
    "1h",
    "24h",
    "3d",
    "90m",
    "2w",
    "forever",
    "off",
    "g",
    "v",
    "l",
    "again",
    "sub",
    "pause",
    "resign",
    "abandon",
    "level",
    "cpu",
    "join",
];

/// Characters and sequences that break code assuming one byte per character, or that
/// lower-casing keeps lengths.
const ODD: &[&str] = &[
    "İ",
    "ß",
    "ﬃ",
    "\u{0301}",
    "\u{202E}",
    "\u{200B}",
    "\u{FEFF}",
    "🂡",
    "♥\u{FE0F}",
    "７",
    "Ⅻ",
    "ǅ",
    "ΐ",
    "\u{1E9E}",
    "K\u{0307}",
    "\0",
    "\u{FFFD}",
    "\u{10FFFF}",
    "👨‍👩‍👧",
    "Ａ",
    "ｈ",
    "\r\n",
    "\t",
    "\u{85}",
    "\u{2028}",
    "\u{3000}",
    "Ꙗ",
    "ǰ",
    "ﬀ",
    "Σ",
    "🏳️‍🌈",
    "\u{E000}",
    "\u{1F0CF}",
    "\u{1D7D8}",
    "١",
    "٣",
    "⁷",
    "₇",
    "½",
    "\u{0660}",
    "Å",
    "Ω",
    "K",
];

/// Whitespace and separators between words.
const SEPARATORS: &[&str] = &[
    " ", " ", " ", "", ",", ", ", ";", "; ", "+", ":", ": ", "-", "  ", "\u{3000}", "\n", "\t",
    "\u{A0}",
];

/// One word: of the grammar, odd, any character, or a short random word.
fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => select(WORDS).prop_map(str::to_string),
        2 => select(ODD).prop_map(str::to_string),
        1 => any::<char>().prop_map(String::from),
        1 => "[a-z0-9♥♠:,;+-]{1,6}",
    ]
}

/// Up to 14 words joined by separators.
fn soup() -> impl Strategy<Value = String> {
    prop::collection::vec((word(), select(SEPARATORS)), 0..14).prop_map(|parts| {
        parts
            .into_iter()
            .flat_map(|(w, s)| [w, s.to_string()])
            .collect()
    })
}

/// A soup repeated into a huge input (up to a few hundred thousand bytes).
fn huge() -> impl Strategy<Value = String> {
    (soup(), 50usize..4_000).prop_map(|(s, n)| {
        let unit = if s.is_empty() { "8 ".to_string() } else { s };
        unit.repeat(n)
    })
}

/// What a player might type, or anything at all.
pub fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        12 => soup(),
        6 => any::<String>(),
        1 => huge(),
    ]
}

/// What autocomplete sees: a whole input, or its first characters (a player stops mid-word).
pub fn partial() -> impl Strategy<Value = String> {
    prop_oneof![text(), cut()]
}

/// The first few characters of an input.
fn cut() -> impl Strategy<Value = String> {
    (text(), 0usize..64).prop_map(|(s, cut)| {
        // Cut at a character boundary, as a player stops mid-word.
        let at = s.char_indices().map(|(i, _)| i).nth(cut).unwrap_or(s.len());
        s[..at].to_string()
    })
}
