//! Unit tests of the payload validator.

use serde_json::{json, Value};

use super::*;

fn text(n: usize) -> String {
    "x".repeat(n)
}

fn button(id: &str) -> Value {
    json!({"type": 2, "style": 1, "label": "Go", "custom_id": id})
}

fn row(components: Vec<Value>) -> Value {
    json!({"type": 1, "components": components})
}

fn select(n_options: usize) -> Value {
    let options: Vec<Value> = (0..n_options)
        .map(|i| json!({"label": format!("o{i}"), "value": format!("v{i}")}))
        .collect();
    json!({"type": 3, "custom_id": "pick", "options": options})
}

#[test]
fn content_limit_is_2000_characters() {
    assert!(check_message(&json!({"content": text(2000)})).is_empty());
    let problems = check_message(&json!({"content": text(2001)}));
    assert_eq!(problems, vec!["content: 2001 characters (max 2000)"]);
    // Characters, not bytes.
    assert!(check_message(&json!({"content": "é".repeat(2000)})).is_empty());
}

#[test]
fn empty_messages_are_rejected_on_create_only() {
    assert!(!check_message_create(&json!({"content": ""})).is_empty());
    assert!(!check_message_create(&json!({})).is_empty());
    assert!(check_message(&json!({"content": ""})).is_empty());
    assert!(check_message_create(&json!({"embeds": [{"title": "t"}]})).is_empty());
    assert!(check_message_create(&json!({"components": [row(vec![button("a")])]})).is_empty());
}

#[test]
fn embed_field_limits() {
    let ok = json!({"title": text(256), "description": text(4096),
                    "footer": {"text": text(100)}, "author": {"name": text(256)}});
    assert!(check_embeds(&[ok]).is_empty());
    let bad = json!({"title": text(257), "description": text(4097),
                     "footer": {"text": text(2049)}, "author": {"name": text(257)}});
    let problems = check_embeds(&[bad]);
    for path in ["title", "description", "footer.text", "author.name"] {
        assert!(
            problems
                .iter()
                .any(|p| p.starts_with(&format!("embeds[0].{path}:"))),
            "{path} not caught: {problems:?}"
        );
    }
}

#[test]
fn embed_fields_count_and_sizes() {
    let field = |n: &str, v: &str| json!({"name": n, "value": v});
    let many: Vec<Value> = (0..26).map(|_| field("n", "v")).collect();
    assert!(check_embeds(&[json!({"fields": many})])[0].contains("26 fields"));
    let big = json!({"fields": [field(&text(257), &text(1025))]});
    assert_eq!(check_embeds(&[big]).len(), 2);
    let empty = json!({"fields": [field("", "v")]});
    assert!(check_embeds(&[empty])[0].contains("must not be empty"));
}

#[test]
fn embeds_count_and_total_size() {
    let eleven: Vec<Value> = (0..11).map(|_| json!({"title": "t"})).collect();
    assert!(check_embeds(&eleven)[0].contains("11 embeds"));
    // Two embeds of 3100 characters each: both fine alone, 6200 together.
    let half = json!({"description": text(3100)});
    let problems = check_embeds(&[half.clone(), half]);
    assert_eq!(
        problems,
        vec!["embeds: 6200 characters in total (max 6000)"]
    );
}

#[test]
fn rows_and_buttons() {
    let five_rows: Vec<Value> = (0..5)
        .map(|i| row(vec![button(&format!("b{i}"))]))
        .collect();
    assert!(check_components(&five_rows).is_empty());
    let six_rows: Vec<Value> = (0..6)
        .map(|i| row(vec![button(&format!("b{i}"))]))
        .collect();
    assert!(check_components(&six_rows)[0].contains("6 action rows"));
    let six_buttons = row((0..6).map(|i| button(&format!("b{i}"))).collect());
    assert!(check_components(&[six_buttons])[0].contains("6 components in a row"));
}

#[test]
fn selects() {
    assert!(check_components(&[row(vec![select(25)])]).is_empty());
    assert!(check_components(&[row(vec![select(26)])])[0].contains("26 options"));
    let shared = check_components(&[row(vec![select(3), button("b")])]);
    assert!(shared.iter().any(|p| p.contains("alone")), "{shared:?}");
}

#[test]
fn custom_id_and_label_lengths() {
    assert!(check_components(&[row(vec![button(&text(100))])]).is_empty());
    let long_id = check_components(&[row(vec![button(&text(101))])]);
    assert!(
        long_id[0].contains("custom_id: 101 characters"),
        "{long_id:?}"
    );
    let long_label = json!({"type": 2, "style": 1, "label": text(81), "custom_id": "x"});
    assert!(check_components(&[row(vec![long_label])])[0].contains("label: 81 characters"));
    let dup = check_components(&[row(vec![button("same"), button("same")])]);
    assert!(dup[0].contains("duplicate"));
}

#[test]
fn autocomplete_choices() {
    let choices = |n: usize| -> Value {
        let c: Vec<Value> = (0..n)
            .map(|i| json!({"name": format!("c{i}"), "value": "v"}))
            .collect();
        json!({"choices": c})
    };
    assert!(check_autocomplete(&choices(25)).is_empty());
    assert!(check_autocomplete(&choices(26))[0].contains("26 choices"));
}

#[test]
fn command_registration() {
    let ok = json!({"name": "ping", "description": "Pong!", "type": 1});
    assert!(check_commands(std::slice::from_ref(&ok)).is_empty());
    let upper = json!({"name": "Ping", "description": "Pong!"});
    assert!(!check_commands(&[upper]).is_empty());
    let no_desc = json!({"name": "ping", "description": ""});
    assert!(!check_commands(&[no_desc]).is_empty());
    assert!(check_commands(&[ok.clone(), ok])[0].contains("duplicate"));
    let localized = json!({"name": "hand", "description": "Your hand", "type": 1,
        "name_localizations": {"fi": "käsi", "sv-SE": "hand"},
        "description_localizations": {"fi": "Kätesi"}});
    assert!(check_commands(&[localized]).is_empty());
    let bad = json!({"name": "hand", "description": "Your hand", "type": 1,
        "name_localizations": {"fi": "Käsi kortit", "xx": "x"}});
    assert_eq!(check_commands(&[bad]).len(), 2);
}

#[test]
fn components_v2_messages_skip_row_checks() {
    let v2 = json!({"flags": IS_COMPONENTS_V2, "components": [{"type": 10, "content": "hi"}]});
    assert!(check_message(&v2).is_empty());
    let v1 = json!({"components": [{"type": 10, "content": "hi"}]});
    assert!(!check_message(&v1).is_empty());
}
