//! Any input gets an answer (issue 14): every string option of every registered command (and
//! its autocomplete) is sent 6000 characters, nothing, blanks, odd unicode and markup, and
//! made-up custom ids are sent as buttons, selects and forms. Each gets an answer that
//! Discord's limits accept (the fake checks every payload), and the database is left
//! byte-identical: a refusal changes nothing.

use super::driver::{response_text, STEP};
use super::harness::Harness;
use super::threads::two_player_game;
use crate::support::fake_discord::{FakeUser, PendingInteraction};
use crate::timing;
use serde_json::{json, Map, Value};

/// Discord's option types: subcommand, group, string, integer, boolean, user, channel, role,
/// mentionable, number.
const SUBCOMMAND: u64 = 1;
const GROUP: u64 = 2;
const STRING: u64 = 3;

/// The inputs no one should be able to break the bot with.
fn bad_values() -> Vec<(&'static str, String)> {
    vec![
        ("6000 characters", "7".repeat(3000) + &"`x".repeat(1500)),
        ("6000 emoji", "🃏".repeat(6000)),
        ("empty", String::new()),
        ("blanks", " \t\n ".repeat(10)),
        (
            "odd unicode",
            "\u{202e}K\u{200b}♥\u{fe0f}\u{0}\u{ffff}Ｋ\u{1F0A1}e\u{301}".repeat(40),
        ),
        (
            "markup",
            "@everyone <@1> <#2> ```**__||~~[x](http://x)".repeat(50),
        ),
        ("combining", format!("a{}", "\u{300}".repeat(5999))),
    ]
}

/// One string option: the command path (`canasta new`), the option, its autocomplete, and
/// the other options it needs.
#[derive(Debug)]
struct StringOption {
    path: String,
    name: String,
    autocomplete: bool,
    required: Vec<Value>,
}

/// Every string option of `command` and its subcommands.
fn string_options(path: &str, def: &Value, out: &mut Vec<StringOption>) {
    let options = def
        .get("options")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    for option in &options {
        let kind = option["type"].as_u64().unwrap_or(0);
        let name = option["name"].as_str().unwrap_or("");
        if kind == SUBCOMMAND || kind == GROUP {
            string_options(&format!("{path} {name}"), option, out);
            continue;
        }
        if kind != STRING {
            continue;
        }
        let required = options
            .iter()
            .filter(|o| o["required"] == json!(true) && o["name"] != option["name"])
            .cloned()
            .collect();
        out.push(StringOption {
            path: path.to_string(),
            name: name.to_string(),
            autocomplete: option["autocomplete"] == json!(true),
            required,
        });
    }
}

/// The options of a call that gives `option` the text `value`, the others a plain value.
fn call_options(option: &StringOption, value: &str, user: u64, channel: u64) -> Value {
    let mut given = Map::new();
    for other in &option.required {
        let name = other["name"].as_str().unwrap_or("").to_string();
        let plain = match other["type"].as_u64().unwrap_or(0) {
            4 | 10 => json!(1),
            5 => json!(false),
            6 | 9 => json!(user.to_string()),
            7 => json!(channel.to_string()),
            _ => match other["choices"].as_array().and_then(|c| c.first()) {
                Some(choice) => choice["value"].clone(),
                None => json!("x"),
            },
        };
        given.insert(name, plain);
    }
    given.insert(option.name.clone(), json!(value));
    Value::Object(given)
}

/// Waits until the first post of `game` is recorded as out (its mark is written after the
/// post), so what the test sends is the only thing that could change the database.
async fn settled(h: &Harness, game: canasta_storage::GameId) {
    let deadline = std::time::Instant::now() + STEP;
    let version = h.store().load_game(game).expect("loads").version;
    while h.store().announced_mark(game).expect("reads") != Some((version, false)) {
        assert!(
            std::time::Instant::now() < deadline,
            "the first post is recorded"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Waits for the first answer of `pending` and checks Discord accepted it.
async fn answered(pending: &PendingInteraction, what: &str) -> String {
    let first = tokio::time::timeout(STEP, pending.response())
        .await
        .unwrap_or_else(|_| panic!("{what}: no answer"));
    assert!(
        first.accepted(),
        "{what}: the answer was refused ({}): {}",
        first.status,
        first.payload
    );
    response_text(&first)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn any_text_to_any_command_gets_an_answer_and_changes_nothing() {
    let h = Harness::start(timing(None)).await;
    let (thread, game) = two_player_game(&h).await;
    h.discord
        .wait_for_message(thread, |m| m.content.contains("The game begins"), STEP)
        .await;
    let record = h.store().load_game(game).expect("loads");
    let seat = record.game.seat_to_act().expect("someone is to move");
    let id = record.players[seat].user_id().expect("a human");
    let player = FakeUser::from_id(id).expect("a fake user");
    let mut options = Vec::new();
    for command in h.discord.registered_commands() {
        let name = command["name"].as_str().unwrap_or("").to_string();
        string_options(&name, &command, &mut options);
    }
    for must in [
        "discard card",
        "meld cards",
        "take-pile with",
        "go-out melds",
    ] {
        assert!(
            options
                .iter()
                .any(|o| format!("{} {}", o.path, o.name) == must),
            "{must} is among {options:#?}"
        );
    }
    settled(&h, game).await;
    let before = h.store().raw_records().expect("reads");
    let mut sent = 0;
    for option in &options {
        for (what, value) in bad_values() {
            let what = format!("/{} {}: {what}", option.path, option.name);
            let given = call_options(option, &value, id, thread);
            let pending = h
                .discord
                .send_slash_command(&player, thread, &option.path, given.clone())
                .await;
            let text = answered(&pending, &what).await;
            // A refusal quotes a short prefix at most (40 characters), never the whole text.
            let prefix: String = value.chars().take(60).collect();
            assert!(
                value.chars().count() < 60 || !text.contains(&prefix),
                "{what}: the answer quotes the input at length ({} characters)",
                text.chars().count()
            );
            sent += 1;
            if option.autocomplete {
                let pending = h
                    .discord
                    .send_autocomplete(&player, thread, &option.path, given, &option.name)
                    .await;
                answered(&pending, &format!("autocomplete {what}")).await;
                sent += 1;
            }
        }
    }
    let after = h.store().raw_records().expect("reads");
    let changed: Vec<_> = after
        .iter()
        .filter(|r| !before.contains(r))
        .map(|r| (&r.tree, String::from_utf8_lossy(&r.key)))
        .collect();
    assert!(changed.is_empty(), "stored records changed: {changed:?}");
    assert_eq!(before.len(), after.len());
    println!("{sent} interactions with bad text, each answered within Discord's limits");
    h.discord.assert_no_violations();
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn made_up_buttons_selects_and_forms_get_an_answer_and_change_nothing() {
    let h = Harness::start(timing(None)).await;
    let (thread, game) = two_player_game(&h).await;
    let begins = h
        .discord
        .wait_for_message(thread, |m| m.content.contains("The game begins"), STEP)
        .await;
    let record = h.store().load_game(game).expect("loads");
    let seat = record.game.seat_to_act().expect("someone is to move");
    let player =
        FakeUser::from_id(record.players[seat].user_id().expect("a human")).expect("a fake user");
    let (g, v) = (game.0, record.version);
    let ids: Vec<String> = vec![
        String::new(),
        "x".repeat(100),
        "🃏".repeat(100),
        "g".into(),
        "g:".into(),
        format!("g:{g}"),
        format!("g:{g}:v"),
        format!("g:{g}:v:{v}"),
        format!("g:{g}:v:{v}:"),
        format!("g:{g}:v:{v}:nonsense"),
        format!("g:{g}:v:{v}:take:{}", "8 ".repeat(40)),
        format!("g:{g}:v:{v}:bid:99:clubs"),
        format!("g:{g}:v:{v}:level:255"),
        format!("g:{g}:v:{v}:buy:x"),
        format!("g:{g}:v:{}:draw", u64::MAX),
        format!("g:{}:v:{v}:draw", u64::MAX),
        format!("g:-1:v:{v}:draw"),
        format!("l:{thread}:"),
        format!("l:{thread}:nonsense"),
        "l:x:join".into(),
        format!("again:{}", u64::MAX),
        "again:".into(),
        format!("sub:{g}:99"),
        "sub:x:1".into(),
        format!("sub:{g}"),
        "pause:".into(),
        format!("pause:{}", u64::MAX),
        "resign:x".into(),
        format!("abandon:{}", u64::MAX),
        "\u{0}\u{202e}:::".into(),
    ];
    let values: Vec<Vec<String>> = vec![
        vec![],
        vec![String::new()],
        vec!["7".repeat(100)],
        vec!["🃏".repeat(100); 25],
        vec!["-1".into(), "99".into()],
    ];
    settled(&h, game).await;
    let before = h.store().raw_records().expect("reads");
    let mut sent = 0;
    for id in &ids {
        let pending = h
            .discord
            .send_forged_component(&player, begins.id, id, None)
            .await;
        answered(&pending, &format!("button `{id}`")).await;
        for picked in &values {
            let pending = h
                .discord
                .send_forged_component(&player, begins.id, id, Some(picked.clone()))
                .await;
            answered(&pending, &format!("select `{id}` {picked:?}")).await;
        }
        let long = "🃏".repeat(4000);
        let pending = h
            .discord
            .submit_modal(&player, thread, id, &[("cards", &long), ("", "")])
            .await;
        answered(&pending, &format!("form `{id}`")).await;
        sent += 2 + values.len();
    }
    let after = h.store().raw_records().expect("reads");
    let changed: Vec<_> = after
        .iter()
        .filter(|r| !before.contains(r))
        .map(|r| (&r.tree, String::from_utf8_lossy(&r.key)))
        .collect();
    assert!(changed.is_empty(), "stored records changed: {changed:?}");
    assert_eq!(before.len(), after.len());
    println!("{sent} made-up controls, each answered within Discord's limits");
    h.discord.assert_no_violations();
    h.stop().await;
}
