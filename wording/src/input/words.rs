//! The words that start a typed line, in every language: each is a Fluent message (the word a
//! language shows) with an `.also` attribute (more words and phrases it reads, separated by
//! commas), in `locales/*/verbs.ftl` and `terminal.ftl`. A reader's own words and the English
//! ones are read, so `nosta`, `dra` and `draw` all draw; the longest phrase that starts the
//! line wins (`ta upp högen 8 8` before `ta`).

use crate::lang::Lang;

/// The phrases one word is read as, lower case: the shown `word` and its `also` list.
pub fn phrases(word: &str, also: Option<String>) -> Vec<String> {
    let mut out = vec![word.trim().to_lowercase()];
    for phrase in also.as_deref().unwrap_or_default().split(',') {
        let phrase = phrase.split_whitespace().collect::<Vec<_>>().join(" ");
        if !phrase.is_empty() {
            out.push(phrase.to_lowercase());
        }
    }
    out
}

/// Every phrase of `words` for a reader of `lang`: theirs, then English's.
pub fn phrase_table<T: Copy>(
    lang: Lang,
    all: &[T],
    words: impl Fn(Lang, T) -> Vec<String>,
) -> Vec<(String, T)> {
    let mut table = Vec::new();
    for reader in [lang, Lang::En] {
        for &item in all {
            for phrase in words(reader, item) {
                table.push((phrase, item));
            }
        }
    }
    table
}

/// The item of the longest phrase of `table` that starts `line` (any case, at a word's end),
/// and the rest of the line after it.
pub fn leading<'a, T: Copy>(line: &'a str, table: &[(String, T)]) -> Option<(T, &'a str)> {
    let line = line.trim_start();
    table
        .iter()
        .filter_map(|(phrase, item)| {
            strip_phrase(line, phrase).map(|rest| (phrase.chars().count(), *item, rest))
        })
        .max_by_key(|(length, _, _)| *length)
        .map(|(_, item, rest)| (item, rest.trim_start()))
}

/// `line` after `phrase` (lower case; its spaces match any run of white space), compared
/// without case, if the phrase ends at a word's end.
fn strip_phrase<'a>(line: &'a str, phrase: &str) -> Option<&'a str> {
    let mut rest = line;
    for wanted in phrase.chars() {
        if wanted == ' ' {
            let trimmed = rest.trim_start();
            if trimmed.len() == rest.len() {
                return None;
            }
            rest = trimmed;
            continue;
        }
        let mut chars = rest.chars();
        let got = chars.next()?;
        if !got.to_lowercase().eq(wanted.to_lowercase()) {
            return None;
        }
        rest = chars.as_str();
    }
    match rest.chars().next() {
        None => Some(rest),
        Some(c) if c.is_whitespace() => Some(rest),
        Some(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_phrase_at_a_word_end_wins() {
        let table = vec![
            ("ta".to_string(), 1),
            ("ta upp högen".to_string(), 2),
            ("dra".to_string(), 3),
        ];
        assert_eq!(leading("ta 8 8", &table), Some((1, "8 8")));
        assert_eq!(leading("TA  upp Högen 8 8", &table), Some((2, "8 8")));
        assert_eq!(leading(" dra", &table), Some((3, "")));
        assert_eq!(leading("drag", &table), None);
        assert_eq!(leading("tab", &table), None);
        assert_eq!(leading("", &table), None);
    }

    #[test]
    fn phrases_are_the_word_and_its_also_list() {
        assert_eq!(
            phrases("Ota", Some("ota-avopakka,  ota   avopakka ,".into())),
            ["ota", "ota-avopakka", "ota avopakka"]
        );
        assert_eq!(phrases("draw", None), ["draw"]);
    }
}
