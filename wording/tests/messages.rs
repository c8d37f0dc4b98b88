//! Every message is in every language, and every message is used (issue 16).
//!
//! Reads the Fluent files of `locales/<lang>/` and the Rust sources of the workspace, where a
//! message is asked for as `tr!(lang, "id", ...)` (or `lang.attribute("id", ...)` for the
//! Discord command names and descriptions): a test fails on an id used but missing in a
//! language, an id written but never used, a file or message one language lacks, a syntax
//! error, a repeated id, or a translation using an argument the English message has not.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement, Resource};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const LANGS: [&str; 3] = ["en", "fi", "sv"];

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// The workspace's Rust sources that render or ask for messages.
fn sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in [
        "wording/src",
        "table/src",
        "commands/src",
        "terminal/src",
        "src",
    ] {
        collect_rs(&root.join(dir), &mut files);
    }
    files
}

fn collect_rs(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_rs(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// One language's messages: id -> (file, the variables its patterns use).
type Messages = BTreeMap<String, (String, BTreeSet<String>)>;

fn variables_of(pattern: &Pattern<String>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            variables_in(expression, out);
        }
    }
}

fn variables_in(expression: &Expression<String>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                variables_of(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &InlineExpression<String>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.clone());
        }
        InlineExpression::Placeable { expression } => variables_in(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_variables(arg, out);
            }
        }
        _ => {}
    }
}

/// Every language's messages, with the problems found reading them.
fn read_all() -> (BTreeMap<&'static str, Messages>, Vec<String>) {
    let mut problems = Vec::new();
    let mut all = BTreeMap::new();
    for lang in LANGS {
        let mut messages = Messages::new();
        let dir = locales().join(lang);
        let mut files: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        for file in files {
            let name = file.file_name().unwrap().to_string_lossy().to_string();
            let text = fs::read_to_string(&file).unwrap();
            let resource: Resource<String> = match fluent_syntax::parser::parse(text) {
                Ok(r) => r,
                Err((r, errors)) => {
                    problems.push(format!("{lang}/{name}: syntax errors {errors:?}"));
                    r
                }
            };
            for entry in &resource.body {
                let Entry::Message(message) = entry else {
                    continue;
                };
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    variables_of(value, &mut vars);
                }
                for attribute in &message.attributes {
                    variables_of(&attribute.value, &mut vars);
                }
                let id = message.id.name.clone();
                if let Some((other, _)) = messages.insert(id.clone(), (name.clone(), vars)) {
                    problems.push(format!("{lang}: `{id}` is in both {other} and {name}"));
                }
            }
        }
        all.insert(lang, messages);
    }
    (all, problems)
}

/// The ids the sources ask for: the literal after `tr!(<lang>,` and in
/// `.attribute("id"`, with where each is used.
fn used_ids() -> BTreeMap<String, String> {
    let mut used = BTreeMap::new();
    for file in sources() {
        // Comments (doc examples) are not uses.
        let text: String = fs::read_to_string(&file)
            .unwrap()
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for (needle, skip_arg) in [("tr!(", true), (".attribute(\"", false)] {
            let mut rest = text.as_str();
            while let Some(at) = rest.find(needle) {
                rest = &rest[at + needle.len()..];
                let after = if skip_arg {
                    // Skip the language expression up to the first comma.
                    match rest.find(',') {
                        Some(comma) => rest[comma + 1..].trim_start(),
                        None => continue,
                    }
                } else {
                    rest
                };
                let after = after.strip_prefix('"').unwrap_or(after);
                let id: String = after
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                if !id.is_empty() && after[id.len()..].starts_with('"') {
                    used.entry(id).or_insert_with(|| file.display().to_string());
                }
            }
        }
    }
    used
}

#[test]
fn every_message_is_in_every_language_and_takes_the_english_arguments() {
    let (all, mut problems) = read_all();
    let english = &all["en"];
    for lang in &LANGS[1..] {
        let theirs = &all[lang];
        for (id, (file, vars)) in english {
            match theirs.get(id) {
                None => problems.push(format!("{lang}: `{id}` (en/{file}) is missing")),
                Some((their_file, their_vars)) => {
                    if their_file != file {
                        problems.push(format!(
                            "{lang}: `{id}` is in {their_file}, in English in {file}"
                        ));
                    }
                    for var in their_vars.difference(vars) {
                        problems.push(format!(
                            "{lang}: `{id}` uses ${var}, which the English message does not have"
                        ));
                    }
                }
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{lang}: `{id}` is not an English message"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_used_exists_and_every_message_written_is_used() {
    let (all, _) = read_all();
    let used = used_ids();
    let mut problems = Vec::new();
    for (id, file) in &used {
        for lang in LANGS {
            if !all[lang].contains_key(id) {
                problems.push(format!("`{id}` used in {file} is missing in {lang}"));
            }
        }
    }
    for (id, (file, _)) in &all["en"] {
        // A message referenced by another (`{ count-word }`) is used through it; the slash
        // commands' messages (`cmd-...`, ids built from the commands' names) are checked
        // against the commands by commands/src/discord/localize.rs.
        if !used.contains_key(id) && !referenced_elsewhere(id) && !id.starts_with("cmd-") {
            problems.push(format!("`{id}` (en/{file}) is never used"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Whether another message of an English file refers to `id` (`{ count-word }`).
fn referenced_elsewhere(id: &str) -> bool {
    let dir = locales().join("en");
    fs::read_dir(dir).unwrap().flatten().any(|f| {
        fs::read_to_string(f.path())
            .map(|t| t.contains(&format!("{{ {id} }}")))
            .unwrap_or(false)
    })
}

#[test]
fn the_scanner_finds_ids_in_every_form_the_sources_use() {
    let used = used_ids();
    for id in ["cards-count", "rank-jack", "meld-one-short"] {
        assert!(used.contains_key(id), "{id} not found in the sources");
    }
}
