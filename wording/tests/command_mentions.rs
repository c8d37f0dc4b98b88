//! A Finnish or Swedish text names each slash command as that reader's Discord client shows
//! it (`/nosta`, `/canasta asetukset`), from the commands' own localized names in
//! `commands.ftl`; never an English name that language renames (issue 31).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// `id -> .name` of every command, subcommand and option in `lang`'s `commands.ftl`.
fn names(lang: &str) -> BTreeMap<String, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}/commands.ftl"));
    let text = fs::read_to_string(path).expect("commands.ftl");
    let mut out = BTreeMap::new();
    let mut id = None;
    for line in text.lines() {
        if let Some((head, _)) = line.split_once(" = ") {
            if !line.starts_with(' ') && head.starts_with("cmd-") {
                id = Some(head.to_string());
                continue;
            }
        }
        if let (Some(name), Some(id)) = (line.trim().strip_prefix(".name = "), &id) {
            out.insert(id.clone(), name.trim().to_string());
        }
    }
    out
}

/// The names of the top-level commands (`draw`), and of `/canasta`'s subcommands (`new`).
fn commands(lang: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let names = names(lang);
    let english = self::names("en");
    let mut top = BTreeSet::new();
    let mut subs = BTreeSet::new();
    for (id, name) in &names {
        if id.contains("-opt-") {
            continue;
        }
        let is_sub = id.starts_with("cmd-canasta-");
        if is_sub {
            subs.insert(name.clone());
        } else {
            top.insert(name.clone());
        }
        assert!(english.contains_key(id), "{lang}: {id}");
    }
    (top, subs)
}

/// Every `/name [sub]` a message of `lang` mentions: after the start, a space, `(` or a
/// backtick, as a command is typed.
fn mentions(lang: &str) -> Vec<(String, String, Option<String>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}"));
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).expect("locales").flatten() {
        let file = entry.file_name().to_string_lossy().to_string();
        let text = fs::read_to_string(entry.path()).expect("a file");
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let chars: Vec<char> = line.chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                let starts = i == 0 || matches!(chars[i - 1], ' ' | '(' | '`');
                if c != '/' || !starts {
                    continue;
                }
                let rest: String = chars[i + 1..].iter().collect();
                let mut words = rest.split([' ', '`', ')', ',', '.', ';']);
                let name = words.next().unwrap_or_default().to_string();
                if name.is_empty() || !name.chars().next().is_some_and(char::is_alphabetic) {
                    continue;
                }
                let sub = words.next().map(str::to_string);
                out.push((file.clone(), name, sub));
            }
        }
    }
    out
}

#[test]
fn finnish_and_swedish_texts_name_the_commands_their_clients_show() {
    let (english, _) = commands("en");
    for lang in ["fi", "sv"] {
        let (top, subs) = commands(lang);
        let found = mentions(lang);
        assert!(found.len() > 20, "{lang}: {found:?}");
        for (file, name, sub) in found {
            assert!(
                top.contains(&name),
                "{lang}/{file}: `/{name}` is not a {lang} command name ({top:?})"
            );
            if name == "canasta" {
                let sub = sub.unwrap_or_default();
                assert!(
                    subs.contains(&sub),
                    "{lang}/{file}: `/canasta {sub}` is not a {lang} subcommand ({subs:?})"
                );
            }
        }
        // The test would catch an English name: /draw is not a Finnish or Swedish command.
        assert!(english.contains("draw") && !top.contains("draw"));
    }
}
