//! Discord's size limits, enforced here so no payload is ever refused. Lengths are counted in
//! UTF-16 code units, as Discord counts them (never fewer than `char`s).
//!
//! The payload types apply them as they are built ([`super::Message`]'s setters call
//! `fit_content`, `fit_embeds` and `fit_components`, which clip text and drop fields, options
//! and rows past the limits), so renderers never do; [`violations`] lists what would break,
//! for tests.

use super::{Components, Embed, Message, Row};
use std::collections::HashSet;

/// Message content.
pub const MAX_CONTENT: usize = 2000;
/// Embed title.
pub const MAX_TITLE: usize = 256;
/// Embed description.
pub const MAX_DESCRIPTION: usize = 4096;
/// Fields per embed.
pub const MAX_FIELDS: usize = 25;
/// Field name.
pub const MAX_FIELD_NAME: usize = 256;
/// Field value.
pub const MAX_FIELD_VALUE: usize = 1024;
/// Embed footer.
pub const MAX_FOOTER: usize = 2048;
/// All text of all embeds of a message.
pub const MAX_EMBED_TOTAL: usize = 6000;
/// Embeds per message.
pub const MAX_EMBEDS: usize = 10;
/// Action rows per message.
pub const MAX_ROWS: usize = 5;
/// Buttons per row.
pub const MAX_BUTTONS: usize = 5;
/// Options per select.
pub const MAX_OPTIONS: usize = 25;
/// Custom id.
pub const MAX_CUSTOM_ID: usize = 100;
/// Button label.
pub const MAX_LABEL: usize = 80;
/// Select option label, value and description.
pub const MAX_OPTION_TEXT: usize = 100;
/// Select placeholder.
pub const MAX_PLACEHOLDER: usize = 150;
/// Autocomplete choices.
pub const MAX_CHOICES: usize = 25;
/// Autocomplete choice name and value.
pub const MAX_CHOICE_CHARS: usize = 100;

/// Length as Discord counts it.
pub fn text_len(s: &str) -> usize {
    s.encode_utf16().count()
}

/// `s` cut to at most `max` units, ending in `…` when cut.
pub fn clip(s: &str, max: usize) -> String {
    if text_len(s) <= max {
        return s.to_string();
    }
    let mut out = String::new();
    let mut len = 0;
    for c in s.chars() {
        let w = c.len_utf16();
        if len + w + 1 > max {
            break;
        }
        out.push(c);
        len += w;
    }
    if max > 0 {
        out.push('…');
    }
    out
}

/// `s` cut at a line boundary to at most `max` units, with a last line `…` when cut.
pub fn clip_lines(s: &str, max: usize) -> String {
    if text_len(s) <= max {
        return s.to_string();
    }
    let mut out = String::new();
    for line in s.lines() {
        let extra = if out.is_empty() { 0 } else { 1 };
        if text_len(&out) + extra + text_len(line) + 2 > max {
            break;
        }
        if extra == 1 {
            out.push('\n');
        }
        out.push_str(line);
    }
    if out.is_empty() {
        return clip(s, max);
    }
    out.push_str("\n…");
    out
}

/// The last of `lines` that fit in `max` units with a first line `…` (then there when lines
/// were left out), one per line.
pub(super) fn last_lines<S: AsRef<str>>(lines: &[S], max: usize) -> String {
    let mut kept: Vec<&str> = Vec::new();
    let mut len = 2; // room for the "…" line
    for line in lines.iter().rev().map(AsRef::as_ref) {
        if len + text_len(line) + 1 > max {
            kept.push("…");
            break;
        }
        len += text_len(line) + 1;
        kept.push(line);
    }
    kept.reverse();
    kept.join("\n")
}

/// The text of an embed that counts towards the 6000 total.
pub fn embed_len(e: &Embed) -> usize {
    text_len(&e.title)
        + text_len(&e.description)
        + e.footer.as_deref().map_or(0, text_len)
        + e.fields
            .iter()
            .map(|(n, v, _)| text_len(n) + text_len(v))
            .sum::<usize>()
}

/// Everything in `msg` that Discord would refuse; empty when it is fine.
pub fn violations(msg: &Message) -> Vec<String> {
    let mut checks = vec![
        ("content", text_len(&msg.content), MAX_CONTENT),
        ("embeds", msg.embeds.len(), MAX_EMBEDS),
        (
            "embed total",
            msg.embeds.iter().map(embed_len).sum(),
            MAX_EMBED_TOTAL,
        ),
    ];
    let mut out = Vec::new();
    for e in &msg.embeds {
        checks.push(("title", text_len(&e.title), MAX_TITLE));
        checks.push(("description", text_len(&e.description), MAX_DESCRIPTION));
        checks.push(("fields", e.fields.len(), MAX_FIELDS));
        checks.push((
            "footer",
            e.footer.as_deref().map_or(0, text_len),
            MAX_FOOTER,
        ));
        for (name, value, _) in &e.fields {
            checks.push(("field name", text_len(name), MAX_FIELD_NAME));
            checks.push(("field value", text_len(value), MAX_FIELD_VALUE));
            if name.trim().is_empty() || value.trim().is_empty() {
                out.push(format!("empty field `{name}`"));
            }
        }
    }
    for (what, len, max) in checks {
        if len > max {
            out.push(format!("{what}: {len} > {max}"));
        }
    }
    out.extend(component_violations(&msg.components));
    out
}

fn component_violations(c: &Components) -> Vec<String> {
    let mut out = Vec::new();
    if c.rows.len() > MAX_ROWS {
        out.push(format!("rows: {} > {MAX_ROWS}", c.rows.len()));
    }
    let mut seen = HashSet::new();
    for id in c.custom_ids() {
        if !Components::fits_custom_id(id) {
            out.push(format!("custom id `{id}`"));
        }
        if !seen.insert(id) {
            out.push(format!("duplicate custom id `{id}`"));
        }
    }
    for row in &c.rows {
        match row {
            Row::Buttons(buttons) => {
                if buttons.is_empty() || buttons.len() > MAX_BUTTONS {
                    out.push(format!("{} buttons in a row", buttons.len()));
                }
                for b in buttons {
                    if b.label.is_empty() || text_len(&b.label) > MAX_LABEL {
                        out.push(format!("button label `{}`", b.label));
                    }
                }
            }
            Row::Select(s) => {
                let n = s.options.len();
                if n == 0 || n > MAX_OPTIONS {
                    out.push(format!("{n} select options"));
                }
                if s.min > s.max || usize::from(s.max) > n || s.max == 0 {
                    out.push(format!("select min {} max {} of {n}", s.min, s.max));
                }
                if text_len(&s.placeholder) > MAX_PLACEHOLDER {
                    out.push("placeholder too long".into());
                }
                let mut values = HashSet::new();
                for (label, value, desc) in &s.options {
                    let texts = [Some(label), Some(value), desc.as_ref()];
                    for t in texts.into_iter().flatten() {
                        if t.is_empty() || text_len(t) > MAX_OPTION_TEXT {
                            out.push(format!("option text `{t}`"));
                        }
                    }
                    if !values.insert(value) {
                        out.push(format!("duplicate option value `{value}`"));
                    }
                }
            }
        }
    }
    out
}

/// `content` cut at a line to fit a message's content.
pub(super) fn fit_content(content: &str) -> String {
    clip_lines(content, MAX_CONTENT)
}

/// The first ten embeds, each within its own limits and all within 6000 characters together
/// (fields the room does not take are dropped, then the description is cut at a line; an
/// embed whose title and footer alone no longer fit is left out, with those after it).
pub(super) fn fit_embeds(embeds: Vec<Embed>) -> Vec<Embed> {
    let mut out = Vec::new();
    let mut used = 0;
    for mut e in embeds.into_iter().take(MAX_EMBEDS) {
        let budget = MAX_EMBED_TOTAL.saturating_sub(used);
        fit_embed(&mut e, budget);
        if embed_len(&e) > budget {
            break;
        }
        used += embed_len(&e);
        out.push(e);
    }
    out
}

/// Fits one embed into its own limits and into `budget` characters in all.
fn fit_embed(e: &mut Embed, budget: usize) {
    e.title = clip(&e.title, MAX_TITLE);
    e.description = clip_lines(&e.description, MAX_DESCRIPTION);
    e.footer = e.footer.as_deref().map(|f| clip(f, MAX_FOOTER));
    e.fields.truncate(MAX_FIELDS);
    for (name, value, _) in &mut e.fields {
        *name = non_empty(clip(name, MAX_FIELD_NAME));
        *value = non_empty(clip_lines(value, MAX_FIELD_VALUE));
    }
    while embed_len(e) > budget && !e.fields.is_empty() {
        e.fields.pop();
    }
    if embed_len(e) > budget {
        let rest = budget.saturating_sub(embed_len(e) - text_len(&e.description));
        e.description = clip_lines(&e.description, rest);
    }
}

fn non_empty(s: String) -> String {
    if s.trim().is_empty() {
        "—".into()
    } else {
        s
    }
}

/// `c` within the limits of components: at most five rows of at most five buttons, selects
/// of at most 25 options, labels and texts cut, controls whose custom id Discord would refuse
/// dropped (with rows left empty).
pub(super) fn fit_components(mut c: Components) -> Components {
    for row in &mut c.rows {
        match row {
            Row::Buttons(buttons) => {
                buttons.retain(|b| Components::fits_custom_id(&b.custom_id));
                buttons.truncate(MAX_BUTTONS);
                for b in buttons {
                    b.label = non_empty(clip(&b.label, MAX_LABEL));
                }
            }
            Row::Select(s) => {
                s.options.truncate(MAX_OPTIONS);
                s.options.retain(|(_, value, _)| {
                    text_len(value) <= MAX_OPTION_TEXT && !value.is_empty()
                });
                for (label, _, desc) in &mut s.options {
                    *label = non_empty(clip(label, MAX_OPTION_TEXT));
                    *desc = desc.as_deref().map(|d| clip(d, MAX_OPTION_TEXT));
                }
                s.placeholder = clip(&s.placeholder, MAX_PLACEHOLDER);
                let n = s.options.len().min(MAX_OPTIONS) as u8;
                s.max = s.max.clamp(1, n.max(1));
                s.min = s.min.min(s.max);
            }
        }
    }
    c.rows.retain(|row| match row {
        Row::Buttons(b) => !b.is_empty(),
        Row::Select(s) => !s.options.is_empty() && Components::fits_custom_id(&s.custom_id),
    });
    c.rows.truncate(MAX_ROWS);
    c
}

#[cfg(test)]
#[path = "limits_tests.rs"]
mod tests;
