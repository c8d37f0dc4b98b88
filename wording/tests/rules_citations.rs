//! Every rule citation the product prints resolves to a heading of its rules document in the
//! same language, `RULES.md` (English), `RULES.fi.md` and `RULES.sv.md` at the top of the
//! repository: the `§` parts, the `"Bidding"`-style titles, the named options, and each source
//! section (`FI 14A`, `SAMBA 13D`) under a heading that lists it. The printed text is every
//! message of every language (refusals, `/rules`, `help` and all else a player sees go through
//! Fluent) and the engine's own refusal messages (English).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The source tags a citation may name (RULES.md's table of sources).
const TAGS: [&str; 5] = ["SAMBA", "SV2", "SV", "FI", "EN"];

/// Words that look like a source tag but are not one of ours: a citation must use the tag.
const MISSPELT_TAGS: [&str; 2] = ["Samba", "SITOUMUSSAMBA"];

/// One thing a citation points at.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Cited {
    /// `§3`.
    Part(u32),
    /// `§3 "Bidding"`: a heading of part 3 with this title.
    Titled(u32, String),
    /// `FI 14` (the letter of `FI 14A` is a paragraph of section 14).
    Section(String, u32),
    /// `SV2` alone.
    Tag(String),
    /// `option wild_limit`.
    Option(String),
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the wording crate sits in the workspace")
        .to_path_buf()
}

/// The rule book's file in `lang` (a locale directory's name).
fn document_file(lang: &str) -> String {
    match lang {
        "en" => "RULES.md".to_string(),
        other => format!("RULES.{other}.md"),
    }
}

/// The rule book in `lang`.
fn document(lang: &str) -> String {
    let file = document_file(lang);
    std::fs::read_to_string(repo_root().join(&file)).unwrap_or_else(|_| panic!("{file} exists"))
}

/// The headings of the rules document, each with the part it is in.
fn headings(doc: &str) -> Vec<(u32, String)> {
    let mut part = 0;
    let mut out = Vec::new();
    for line in doc.lines().filter(|l| l.starts_with('#')) {
        let text = line.trim_start_matches('#').trim().to_string();
        if let Some(n) = text.strip_prefix('§').and_then(leading_number) {
            part = n;
        }
        out.push((part, text));
    }
    out
}

/// What the headings of the document resolve: its parts, titles, options and sources.
fn resolvable(doc: &str) -> BTreeSet<Cited> {
    let mut set = BTreeSet::new();
    for (part, text) in headings(doc) {
        set.insert(Cited::Part(part));
        set.insert(Cited::Titled(part, text.clone()));
        if let Some(option) = text.split([':', ' ']).next() {
            set.insert(Cited::Option(option.to_string()));
        }
        for group in bracketed(&text) {
            set.extend(citations_in(group));
        }
    }
    set
}

/// The number a text starts with, if any.
fn leading_number(text: &str) -> Option<u32> {
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// The texts inside round brackets, outermost only.
fn bracketed(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' => {
                if depth == 0 {
                    start = i + 1;
                }
                depth += 1;
            }
            ')' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    out.push(&text[start..i]);
                }
            }
            _ => {}
        }
    }
    out
}

/// The citations of one bracketed group, e.g. `FI 16B, 18` or `RULES.md §3, SAMBA 14A, 20A` or
/// `RULES.md §3 "Bidding"; FI 12, 16C`: a bare number belongs to the tag before it.
fn citations_in(group: &str) -> Vec<Cited> {
    let mut out = Vec::new();
    let mut tag: Option<String> = None;
    for token in group.split([',', ';']).map(str::trim) {
        if let Some(rest) = ["RULES.md ", "RULES.fi.md ", "RULES.sv.md "]
            .iter()
            .find_map(|file| token.strip_prefix(file))
            .or_else(|| token.starts_with('§').then_some(token))
        {
            let rest = rest.trim_start_matches('§');
            if let Some(part) = leading_number(rest) {
                out.push(Cited::Part(part));
                if let Some(title) = rest.split('"').nth(1) {
                    out.push(Cited::Titled(part, title.to_string()));
                }
            }
            tag = None;
            continue;
        }
        if let Some(option) = token.strip_prefix("option ") {
            out.push(Cited::Option(option.trim_matches('`').to_string()));
            continue;
        }
        let named = TAGS
            .iter()
            .chain(MISSPELT_TAGS.iter())
            .find(|t| token == **t || token.starts_with(&format!("{t} ")));
        let numbers = match named {
            Some(t) => {
                tag = Some(t.to_string());
                let rest = token[t.len()..].trim();
                if rest.is_empty() {
                    out.push(Cited::Tag(t.to_string()));
                }
                rest
            }
            None => token,
        };
        let (Some(tag), Some(first)) = (&tag, leading_number(numbers)) else {
            continue;
        };
        let last = numbers
            .split_once('-')
            .and_then(|(_, to)| leading_number(to))
            .filter(|to| *to > first)
            .unwrap_or(first);
        for n in first..=last {
            out.push(Cited::Section(tag.clone(), n));
        }
    }
    out
}

/// Whether the document resolves `cited`; a title resolves when a heading of its part contains it.
fn resolves(cited: &Cited, doc: &BTreeSet<Cited>) -> bool {
    match cited {
        Cited::Titled(part, title) => doc
            .iter()
            .any(|c| matches!(c, Cited::Titled(p, t) if p == part && t.contains(title.as_str()))),
        Cited::Tag(tag) => doc
            .iter()
            .any(|c| matches!(c, Cited::Section(t, _) | Cited::Tag(t) if t == tag)),
        other => doc.contains(other),
    }
}

/// The printed texts, each with its language: every Fluent message value of every language, and
/// the engine's refusals (English).
fn printed_texts() -> Vec<(String, String, String)> {
    let root = repo_root();
    let mut out = Vec::new();
    let locales = root.join("wording/locales");
    for lang in std::fs::read_dir(&locales).expect("the locales directory") {
        let lang = lang.expect("a locale").path();
        if !lang.is_dir() {
            continue;
        }
        let name = lang
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a locale's name")
            .to_string();
        for file in std::fs::read_dir(&lang).expect("a locale's files") {
            let path = file.expect("a locale file").path();
            if path.extension().is_none_or(|e| e != "ftl") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a readable locale file");
            for (i, line) in text.lines().enumerate() {
                if !line.trim_start().starts_with('#') {
                    out.push((
                        name.clone(),
                        format!("{}:{}", path.display(), i + 1),
                        line.to_string(),
                    ));
                }
            }
        }
    }
    for file in ["engine/src/error.rs", "engine/src/rules/error.rs"] {
        let text = std::fs::read_to_string(root.join(file)).expect("an engine error file");
        for (i, line) in text.lines().enumerate() {
            // The message is the string literal of `#[error("...")]`.
            let message = line
                .trim_start()
                .strip_prefix("#[error(\"")
                .and_then(|m| m.rsplit_once('"'))
                .map(|(m, _)| m);
            if let Some(message) = message {
                out.push((
                    "en".into(),
                    format!("{file}:{}", i + 1),
                    message.to_string(),
                ));
            }
        }
    }
    out
}

#[test]
fn every_printed_citation_resolves_to_a_heading_of_the_rules_document_in_its_language() {
    let mut checked = std::collections::BTreeMap::new();
    let mut unresolved = Vec::new();
    for (lang, place, text) in printed_texts() {
        let known = resolvable(&document(&lang));
        let file = document_file(&lang);
        // A message names its own language's book (the one `/rules` attaches for its reader).
        for other in ["RULES.md", "RULES.fi.md", "RULES.sv.md"] {
            if other != file && text.contains(other) {
                unresolved.push(format!("{place}: names {other}, not {file}"));
            }
        }
        for group in bracketed(&text) {
            for cited in citations_in(group) {
                *checked.entry(lang.clone()).or_insert(0) += 1;
                if !resolves(&cited, &known) {
                    unresolved.push(format!("{place}: {cited:?} in ({group}) not in {file}"));
                }
            }
        }
    }
    for lang in ["en", "fi", "sv"] {
        let found = checked.get(lang).copied().unwrap_or(0);
        assert!(
            found > 100,
            "the scan found only {found} {lang} citations: is it reading the locales?"
        );
    }
    assert!(
        unresolved.is_empty(),
        "{} citations do not resolve to a heading of their rules document:\n{}",
        unresolved.len(),
        unresolved.join("\n")
    );
}

/// The three books share their structure: the same parts, the same number of headings, and
/// the same source sections and option names under them; only the titles' words differ.
#[test]
fn the_rule_books_in_every_language_resolve_the_same_citations() {
    let untitled = |lang: &str| -> (usize, BTreeSet<Cited>) {
        let doc = document(lang);
        let set = resolvable(&doc)
            .into_iter()
            // A heading's first word counts as an option name; only real ones (`wild_limit`) are
            // the same in every language.
            .filter(|c| match c {
                Cited::Titled(..) => false,
                Cited::Option(name) => name.contains('_'),
                _ => true,
            })
            .collect();
        (headings(&doc).len(), set)
    };
    let english = untitled("en");
    for lang in ["fi", "sv"] {
        let (count, set) = untitled(lang);
        assert_eq!(count, english.0, "{lang}: headings");
        assert_eq!(set, english.1, "{lang}: the headings' sources and options");
    }
}

#[test]
fn the_citation_reader_reads_lists_ranges_titles_and_options() {
    assert_eq!(
        citations_in("RULES.md §3, SAMBA 14A, 20A"),
        vec![
            Cited::Part(3),
            Cited::Section("SAMBA".into(), 14),
            Cited::Section("SAMBA".into(), 20),
        ]
    );
    assert_eq!(
        citations_in("RULES.md §3 \"Bidding\"; FI 12, 16C"),
        vec![
            Cited::Part(3),
            Cited::Titled(3, "Bidding".into()),
            Cited::Section("FI".into(), 12),
            Cited::Section("FI".into(), 16),
        ]
    );
    assert_eq!(
        citations_in("FI 25-27"),
        (25..=27)
            .map(|n| Cited::Section("FI".into(), n))
            .collect::<Vec<_>>()
    );
    assert_eq!(
        citations_in("FI 11, option `wild_limit`"),
        vec![
            Cited::Section("FI".into(), 11),
            Cited::Option("wild_limit".into()),
        ]
    );
    assert_eq!(citations_in("SV2"), vec![Cited::Tag("SV2".into())]);
    assert!(citations_in("a wild card or red 3 lies in it").is_empty());
}

#[test]
fn a_citation_the_document_lacks_does_not_resolve() {
    let doc = "## §1 Classic\n### Melds (FI 11, 14)\n### wild_limit: wild cards (FI 11)\n";
    let known = resolvable(doc);
    assert!(resolves(&Cited::Section("FI".into(), 14), &known));
    assert!(resolves(&Cited::Option("wild_limit".into()), &known));
    assert!(!resolves(&Cited::Section("FI".into(), 15), &known));
    assert!(!resolves(&Cited::Part(3), &known));
    assert!(!resolves(&Cited::Section("Samba".into(), 19), &known));
}
