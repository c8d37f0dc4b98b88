//! Does a suggestion fit what the player has typed so far? Cards compare by rank (suits typed
//! are ignored), in any order, and the last word may be unfinished (`jo` for `joker`, `rou`
//! for `rouva`). What is typed is read in the reader's language, the candidate (a suggestion's
//! value) in [`VALUE_LANG`]: a Finnish `R R` fits `Q Q Q`.

use super::VALUE_LANG;
use crate::input::letters::{rank_of, rank_words};
use crate::input::spec::CardSpec;
use crate::lang::Lang;

/// True if `candidate` (a complete argument, a suggestion's value) extends `typed`, partly
/// typed by a reader of `lang`. Groups are separated by `,`, `;` or `+`; all typed groups but
/// the last must match the candidate's groups exactly, the last one may be incomplete.
pub fn fits(lang: Lang, typed: &str, candidate: &str) -> bool {
    let typed_groups = groups(typed);
    let cand_groups = groups(candidate);
    let Some((last, complete)) = typed_groups.split_last() else {
        return true;
    };
    if complete.len() >= cand_groups.len() {
        return false;
    }
    let exact = complete.iter().zip(&cand_groups).all(|(t, c)| {
        let (words, partial) = words(lang, t, true);
        partial.is_none() && same_multiset(&words, &keys(VALUE_LANG, c))
    });
    exact && group_fits(lang, last, cand_groups[complete.len()])
}

/// The last typed group against the candidate's group at the same place.
fn group_fits(lang: Lang, typed: &str, candidate: &str) -> bool {
    let (complete, partial) = words(lang, typed, typed.ends_with(char::is_whitespace));
    let mut remaining = keys(VALUE_LANG, candidate);
    for word in complete {
        match remaining.iter().position(|k| *k == word) {
            Some(i) => {
                remaining.swap_remove(i);
            }
            None => return false,
        }
    }
    match partial {
        None => true,
        Some(p) => {
            let as_card = key(lang, &p);
            // The start of a word for the candidate's rank: `rou` for a queen in any language.
            let begins = |k: &str| {
                rank_of(VALUE_LANG, k)
                    .is_some_and(|rank| rank_words(lang, rank).iter().any(|w| w.starts_with(&p)))
            };
            remaining
                .iter()
                .any(|k| k.starts_with(&p) || *k == as_card || begins(k))
        }
    }
}

fn groups(text: &str) -> Vec<&str> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    text.split([',', ';', '+']).collect()
}

/// The group's words as keys; the last word is returned apart unless `all_complete`.
fn words(lang: Lang, group: &str, all_complete: bool) -> (Vec<String>, Option<String>) {
    let mut ws: Vec<String> = tokens(group).into_iter().map(|w| key(lang, &w)).collect();
    if all_complete || ws.is_empty() {
        return (ws, None);
    }
    let last = tokens(group).pop();
    ws.pop();
    (ws, last)
}

fn keys(lang: Lang, group: &str) -> Vec<String> {
    tokens(group).iter().map(|w| key(lang, w)).collect()
}

/// Words, lowercased, with `:` as a word of its own (`K: 2` is `k`, `:`, `2`).
fn tokens(group: &str) -> Vec<String> {
    group
        .replace(':', " : ")
        .split_whitespace()
        .map(str::to_lowercase)
        .collect()
}

/// A card word compares by its rank (`7h` and `7` are both `7`, `jk` is `joker`, a Finnish
/// `R` is `q`).
fn key(lang: Lang, word: &str) -> String {
    match CardSpec::parse(lang, word) {
        Ok(spec) => spec.rank.code().to_lowercase(),
        Err(_) => word.to_lowercase(),
    }
}

fn same_multiset(a: &[String], b: &[String]) -> bool {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    a.sort();
    b.sort();
    a == b
}

#[cfg(test)]
mod tests {
    use crate::lang::Lang;

    fn fits(typed: &str, candidate: &str) -> bool {
        super::fits(Lang::En, typed, candidate)
    }

    #[test]
    fn empty_fits_everything() {
        assert!(fits("", "7 7 2"));
        assert!(fits("  ", "K: 2"));
    }

    #[test]
    fn words_in_any_order_and_unfinished() {
        assert!(fits("7", "7 7 2"));
        assert!(fits("7 2", "7 7 2"));
        assert!(fits("2 7 ", "7 7 2"));
        assert!(fits("7 7 jo", "7 7 joker"));
        assert!(fits("7h 7", "7 7 joker"));
        assert!(fits("1", "10 10 10"));
        assert!(fits("king", "K K K"));
        assert!(!fits("7 7 7", "7 7 2"));
        assert!(!fits("K", "7 7 2"));
        assert!(!fits("7 7 2 ", "7 7"));
    }

    #[test]
    fn earlier_groups_must_match_exactly() {
        assert!(fits("8 8; K", "8 8; K K K"));
        assert!(fits("8 8 + K", "8 8; K K K"));
        assert!(!fits("8; K", "8 8; K K K"));
        assert!(!fits("8 8; K K K, 7", "8 8; K K K"));
    }

    #[test]
    fn targets() {
        assert!(fits("K:", "K: 2"));
        assert!(fits("K: 2", "K: 2"));
        assert!(!fits("Q:", "K: 2"));
    }
}
