//! Validation of payloads against Discord's documented limits.
//!
//! Every `check_*` function returns the list of problems (empty when Discord would accept the
//! payload), each prefixed with the JSON path of the offending field.

use std::collections::HashSet;

use serde_json::Value;

/// Max characters of message content.
pub const MAX_CONTENT: usize = 2000;
/// Max embeds per message.
pub const MAX_EMBEDS: usize = 10;
/// Max characters of an embed title.
pub const MAX_EMBED_TITLE: usize = 256;
/// Max characters of an embed description.
pub const MAX_EMBED_DESCRIPTION: usize = 4096;
/// Max fields per embed.
pub const MAX_EMBED_FIELDS: usize = 25;
/// Max characters of an embed field name.
pub const MAX_FIELD_NAME: usize = 256;
/// Max characters of an embed field value.
pub const MAX_FIELD_VALUE: usize = 1024;
/// Max characters of an embed footer text.
pub const MAX_FOOTER: usize = 2048;
/// Max characters of an embed author name.
pub const MAX_AUTHOR: usize = 256;
/// Max characters of all embeds of one message together.
pub const MAX_EMBED_TOTAL: usize = 6000;
/// Max action rows per message.
pub const MAX_ROWS: usize = 5;
/// Max components (buttons) per action row.
pub const MAX_PER_ROW: usize = 5;
/// Max options of a string select.
pub const MAX_SELECT_OPTIONS: usize = 25;
/// Max characters of a `custom_id`.
pub const MAX_CUSTOM_ID: usize = 100;
/// Max characters of a button label.
pub const MAX_BUTTON_LABEL: usize = 80;
/// Max autocomplete choices.
pub const MAX_CHOICES: usize = 25;
/// Flag that switches a message to components v2 (top-level components are not rows).
pub const IS_COMPONENTS_V2: u64 = 1 << 15;

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

fn max_len(out: &mut Vec<String>, path: &str, v: Option<&Value>, max: usize) {
    if let Some(v) = v.filter(|v| !v.is_null()) {
        if !v.is_string() {
            out.push(format!("{path}: must be a string"));
        } else if chars(v) > max {
            out.push(format!("{path}: {} characters (max {max})", chars(v)));
        }
    }
}

fn list<'a>(v: &'a Value, key: &str) -> &'a [Value] {
    v.get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

/// Limits of a message payload (create or edit): content, embeds, components.
pub fn check_message(payload: &Value) -> Vec<String> {
    let mut out = Vec::new();
    max_len(&mut out, "content", payload.get("content"), MAX_CONTENT);
    out.extend(check_embeds(list(payload, "embeds")));
    let flags = payload.get("flags").and_then(Value::as_u64).unwrap_or(0);
    if flags & IS_COMPONENTS_V2 == 0 {
        out.extend(check_components(list(payload, "components")));
    }
    out
}

/// True when a message would show nothing (Discord error 50006 "Cannot send an empty message").
pub fn is_empty_message(payload: &Value) -> bool {
    let text = payload
        .get("content")
        .and_then(Value::as_str)
        .is_some_and(|s| !s.is_empty());
    let any = |k: &str| !list(payload, k).is_empty();
    !text
        && !any("embeds")
        && !any("components")
        && !any("attachments")
        && !any("sticker_ids")
        && payload.get("poll").is_none_or(Value::is_null)
}

/// Limits of a message that is being created: [`check_message`] plus "not empty".
pub fn check_message_create(payload: &Value) -> Vec<String> {
    let mut out = check_message(payload);
    if is_empty_message(payload) {
        out.push("message: cannot send an empty message".to_owned());
    }
    out
}

/// Limits of the embeds of one message.
pub fn check_embeds(embeds: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    if embeds.len() > MAX_EMBEDS {
        out.push(format!(
            "embeds: {} embeds (max {MAX_EMBEDS})",
            embeds.len()
        ));
    }
    let mut total = 0;
    for (i, e) in embeds.iter().enumerate() {
        let p = format!("embeds[{i}]");
        let title = e.get("title");
        let description = e.get("description");
        let footer = e.pointer("/footer/text");
        let author = e.pointer("/author/name");
        max_len(&mut out, &format!("{p}.title"), title, MAX_EMBED_TITLE);
        max_len(
            &mut out,
            &format!("{p}.description"),
            description,
            MAX_EMBED_DESCRIPTION,
        );
        max_len(&mut out, &format!("{p}.footer.text"), footer, MAX_FOOTER);
        max_len(&mut out, &format!("{p}.author.name"), author, MAX_AUTHOR);
        total += [title, description, footer, author]
            .iter()
            .map(|v| v.map_or(0, chars))
            .sum::<usize>();
        let fields = list(e, "fields");
        if fields.len() > MAX_EMBED_FIELDS {
            out.push(format!(
                "{p}.fields: {} fields (max {MAX_EMBED_FIELDS})",
                fields.len()
            ));
        }
        for (j, f) in fields.iter().enumerate() {
            for (key, max) in [("name", MAX_FIELD_NAME), ("value", MAX_FIELD_VALUE)] {
                let path = format!("{p}.fields[{j}].{key}");
                match f.get(key) {
                    Some(v) if chars(v) > 0 => max_len(&mut out, &path, Some(v), max),
                    _ => out.push(format!("{path}: required and must not be empty")),
                }
                total += f.get(key).map_or(0, chars);
            }
        }
    }
    if total > MAX_EMBED_TOTAL {
        out.push(format!(
            "embeds: {total} characters in total (max {MAX_EMBED_TOTAL})"
        ));
    }
    out
}

/// Limits of a message's component rows (classic components, not components v2).
pub fn check_components(rows: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    if rows.len() > MAX_ROWS {
        out.push(format!(
            "components: {} action rows (max {MAX_ROWS})",
            rows.len()
        ));
    }
    let mut seen = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        let p = format!("components[{i}]");
        if row.get("type").and_then(Value::as_u64) != Some(1) {
            out.push(format!(
                "{p}: top-level component must be an action row (type 1)"
            ));
            continue;
        }
        let children = list(row, "components");
        if children.is_empty() || children.len() > MAX_PER_ROW {
            out.push(format!(
                "{p}: {} components in a row (1 to {MAX_PER_ROW})",
                children.len()
            ));
        }
        let selects = children.iter().filter(|c| is_select(c)).count();
        if selects > 0 && children.len() > 1 {
            out.push(format!(
                "{p}: a select menu must be alone in its action row"
            ));
        }
        for (j, c) in children.iter().enumerate() {
            out.extend(check_component(
                &format!("{p}.components[{j}]"),
                c,
                &mut seen,
            ));
        }
    }
    out
}

fn is_select(c: &Value) -> bool {
    matches!(
        c.get("type").and_then(Value::as_u64),
        Some(3 | 5 | 6 | 7 | 8)
    )
}

fn check_component(p: &str, c: &Value, seen: &mut HashSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    let custom_id = c.get("custom_id").and_then(Value::as_str);
    if let Some(id) = custom_id {
        if id.is_empty() || id.chars().count() > MAX_CUSTOM_ID {
            out.push(format!(
                "{p}.custom_id: {} characters (1 to {MAX_CUSTOM_ID})",
                id.chars().count()
            ));
        }
        if !seen.insert(id.to_owned()) {
            out.push(format!(
                "{p}.custom_id: duplicate custom_id `{id}` in one message"
            ));
        }
    }
    match c.get("type").and_then(Value::as_u64) {
        Some(2) => {
            let style = c.get("style").and_then(Value::as_u64).unwrap_or(0);
            max_len(
                &mut out,
                &format!("{p}.label"),
                c.get("label"),
                MAX_BUTTON_LABEL,
            );
            match style {
                5 if c.get("url").is_none() || custom_id.is_some() => {
                    out.push(format!("{p}: link buttons need a url and no custom_id"))
                }
                1..=4 if custom_id.is_none() => out.push(format!("{p}: button needs a custom_id")),
                1..=6 => {}
                _ => out.push(format!("{p}.style: invalid button style {style}")),
            }
            if c.get("label").is_none_or(Value::is_null)
                && c.get("emoji").is_none_or(Value::is_null)
            {
                out.push(format!("{p}: button needs a label or an emoji"));
            }
        }
        Some(3) => out.extend(check_string_select(p, c)),
        Some(5..=8) => max_len(
            &mut out,
            &format!("{p}.placeholder"),
            c.get("placeholder"),
            150,
        ),
        other => out.push(format!(
            "{p}.type: {other:?} is not allowed in a message action row"
        )),
    }
    if is_select(c) && custom_id.is_none() {
        out.push(format!("{p}: select menu needs a custom_id"));
    }
    out
}

fn check_string_select(p: &str, c: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let options = list(c, "options");
    if options.is_empty() || options.len() > MAX_SELECT_OPTIONS {
        out.push(format!(
            "{p}.options: {} options (1 to {MAX_SELECT_OPTIONS})",
            options.len()
        ));
    }
    max_len(
        &mut out,
        &format!("{p}.placeholder"),
        c.get("placeholder"),
        150,
    );
    for (k, o) in options.iter().enumerate() {
        for key in ["label", "value", "description"] {
            max_len(
                &mut out,
                &format!("{p}.options[{k}].{key}"),
                o.get(key),
                100,
            );
        }
        for key in ["label", "value"] {
            if o.get(key).is_none_or(|v| chars(v) == 0) {
                out.push(format!("{p}.options[{k}].{key}: required"));
            }
        }
    }
    let min = c.get("min_values").and_then(Value::as_u64).unwrap_or(1);
    let max = c.get("max_values").and_then(Value::as_u64).unwrap_or(1);
    if min > 25 || !(1..=25).contains(&max) || min > max {
        out.push(format!(
            "{p}: min_values {min} / max_values {max} out of range"
        ));
    }
    if !options.is_empty() && max as usize > options.len() {
        out.push(format!(
            "{p}.max_values: {max} is more than the {} options",
            options.len()
        ));
    }
    out
}

/// Limits of an autocomplete result (callback type 8 `data`).
pub fn check_autocomplete(data: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let choices = list(data, "choices");
    if choices.len() > MAX_CHOICES {
        out.push(format!(
            "choices: {} choices (max {MAX_CHOICES})",
            choices.len()
        ));
    }
    for (i, c) in choices.iter().enumerate() {
        if c.get("name").is_none_or(|n| chars(n) == 0) {
            out.push(format!("choices[{i}].name: required"));
        }
        max_len(&mut out, &format!("choices[{i}].name"), c.get("name"), 100);
        if c.get("value").is_some_and(Value::is_string) {
            max_len(
                &mut out,
                &format!("choices[{i}].value"),
                c.get("value"),
                100,
            );
        }
    }
    out
}

/// Limits of a modal (callback type 9 `data`).
pub fn check_modal(data: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let title = data.get("title");
    if title.is_none_or(|t| chars(t) == 0) {
        out.push("title: required".to_owned());
    }
    max_len(&mut out, "title", title, 45);
    let id = data.get("custom_id");
    if id.is_none_or(|t| chars(t) == 0) {
        out.push("custom_id: required".to_owned());
    }
    max_len(&mut out, "custom_id", id, MAX_CUSTOM_ID);
    let rows = list(data, "components");
    if rows.is_empty() || rows.len() > MAX_ROWS {
        out.push(format!("components: {} rows (1 to {MAX_ROWS})", rows.len()));
    }
    for (i, input) in rows.iter().flat_map(|r| list(r, "components")).enumerate() {
        max_len(
            &mut out,
            &format!("components[{i}].label"),
            input.get("label"),
            45,
        );
        max_len(
            &mut out,
            &format!("components[{i}].custom_id"),
            input.get("custom_id"),
            MAX_CUSTOM_ID,
        );
        max_len(
            &mut out,
            &format!("components[{i}].value"),
            input.get("value"),
            4000,
        );
        max_len(
            &mut out,
            &format!("components[{i}].placeholder"),
            input.get("placeholder"),
            100,
        );
    }
    out
}

fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| (c.is_alphanumeric() && !c.is_uppercase()) || c == '-' || c == '_')
}

/// The locales Discord knows for `name_localizations` and `description_localizations`.
const DISCORD_LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// The localized names and descriptions of a command, option or choice: known locales,
/// names as Discord takes them (`names_are_labels` for choices, whose names are 1-100
/// characters of any kind), descriptions of 1-100 characters.
fn check_localizations(p: &str, item: &Value, names_are_labels: bool) -> Vec<String> {
    let mut out = Vec::new();
    for field in ["name_localizations", "description_localizations"] {
        let Some(map) = item.get(field).and_then(Value::as_object) else {
            continue;
        };
        for (locale, text) in map {
            let text = text.as_str().unwrap_or("");
            if !DISCORD_LOCALES.contains(&locale.as_str()) {
                out.push(format!("{p}.{field}: `{locale}` is not a Discord locale"));
            }
            let fits = if field == "name_localizations" && !names_are_labels {
                valid_name(text)
            } else {
                (1..=100).contains(&text.chars().count())
            };
            if !fits {
                out.push(format!("{p}.{field}.{locale}: {text:?} is not accepted"));
            }
        }
    }
    out
}

/// Limits of a bulk command registration (`PUT .../commands`).
pub fn check_commands(commands: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    let mut names = HashSet::new();
    let slash = commands
        .iter()
        .filter(|c| c.get("type").and_then(Value::as_u64).unwrap_or(1) == 1);
    if slash.count() > 100 {
        out.push("commands: more than 100 chat input commands".to_owned());
    }
    for (i, c) in commands.iter().enumerate() {
        let kind = c.get("type").and_then(Value::as_u64).unwrap_or(1);
        let name = c.get("name").and_then(Value::as_str).unwrap_or("");
        let p = format!("commands[{i}] `{name}`");
        if kind == 1 && !valid_name(name) {
            out.push(format!(
                "{p}.name: must be 1-32 lowercase letters, digits, - or _"
            ));
        }
        if !names.insert((kind, name.to_owned())) {
            out.push(format!("{p}.name: duplicate command name"));
        }
        let desc = c.get("description").map_or(0, chars);
        if kind == 1 && !(1..=100).contains(&desc) {
            out.push(format!("{p}.description: {desc} characters (1 to 100)"));
        }
        out.extend(check_localizations(&p, c, false));
        out.extend(check_options(&p, list(c, "options")));
    }
    out
}

fn check_options(p: &str, options: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    if options.len() > 25 {
        out.push(format!("{p}.options: {} options (max 25)", options.len()));
    }
    let mut optional_seen = false;
    for (i, o) in options.iter().enumerate() {
        let name = o.get("name").and_then(Value::as_str).unwrap_or("");
        let q = format!("{p}.options[{i}] `{name}`");
        if !valid_name(name) {
            out.push(format!(
                "{q}.name: must be 1-32 lowercase letters, digits, - or _"
            ));
        }
        let desc = o.get("description").map_or(0, chars);
        if !(1..=100).contains(&desc) {
            out.push(format!("{q}.description: {desc} characters (1 to 100)"));
        }
        let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
        if required && optional_seen {
            out.push(format!(
                "{q}: required options must come before optional ones"
            ));
        }
        optional_seen |= !required;
        let choices = list(o, "choices");
        if choices.len() > MAX_CHOICES {
            out.push(format!(
                "{q}.choices: {} choices (max {MAX_CHOICES})",
                choices.len()
            ));
        }
        out.extend(check_localizations(&q, o, false));
        for (j, choice) in choices.iter().enumerate() {
            out.extend(check_localizations(
                &format!("{q}.choices[{j}]"),
                choice,
                true,
            ));
        }
        out.extend(check_options(&q, list(o, "options")));
    }
    out
}

#[cfg(test)]
#[path = "limits_tests.rs"]
mod tests;
