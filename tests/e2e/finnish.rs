//! A game in Finnish, end to end (issue 16): the server's language is set to Finnish with
//! `/canasta settings`, a host whose Discord speaks Finnish opens a table and plays a whole
//! game with a guest whose Discord speaks English. The commands carry their Finnish names
//! (`/käsi`); the lobby and the thread's posts are in Finnish (the server's language); `/hand`
//! answers each player in their own language, with a picture of the hand.

use super::driver::{change_settings, Table};
use super::harness::Harness;
use super::pictures::{ask, picture_of};
use crate::{add_computer, game_in, lobby_click, open_table, timing};
use canasta_storage::GameStatus;
use canasta_wording::lang::Lang;
use canasta_wording::tr;
use serde_json::json;
use std::time::Duration;

/// What a message says before its placeholder: `text` rendered with the marker `\u{1}` for
/// its one argument, cut there (`Peli alkaa: `).
fn before_marker(text: &str) -> String {
    text.split('\u{1}').next().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_finnish_server_plays_a_game_in_finnish() {
    let mut h = Harness::start(timing(None)).await;
    let general = h.discord.channel("general");

    // The commands are registered with their Finnish and Swedish names.
    let commands = h.discord.registered_commands();
    let hand = commands
        .iter()
        .find(|c| c["name"] == "hand")
        .expect("/hand is registered");
    assert_eq!(hand["name_localizations"]["fi"], "käsi", "{hand}");
    assert_eq!(hand["name_localizations"]["sv-SE"], "hand", "{hand}");

    // A moderator whose Discord speaks Finnish makes Finnish the server's language.
    let moderator = h.discord.user(900_001).speaking("fi");
    let (shown, stored) = change_settings(&h, &moderator, general, json!({"language": 1})).await;
    assert!(shown.contains(&tr!(Lang::Fi, "settings-title")), "{shown}");
    assert_eq!(stored.language.as_deref(), Some("fi"));

    // The lobby is public: in the server's language.
    let host = h.discord.user(6).speaking("fi");
    let guest = h.discord.user(7);
    let (thread, lobby) = open_table(&h, &host, general, json!({})).await;
    let text = lobby.all_text();
    assert!(text.contains(&tr!(Lang::Fi, "lobby-seats")), "{text}");
    assert!(!text.contains(&tr!(Lang::En, "lobby-seats")), "{text}");
    lobby_click(&h, &guest, &lobby, "join").await;
    add_computer(&h, &host, &lobby, "strong").await;
    add_computer(&h, &host, &lobby, "basic").await;
    lobby_click(&h, &host, &lobby, "start").await;
    let game = game_in(h.store(), thread);

    // The game's first post, in Finnish.
    let begins = before_marker(&tr!(Lang::Fi, "announce-game-begins", sides = "\u{1}"));
    h.discord
        .wait_for_message(thread, |m| m.content.contains(&begins), super::driver::STEP)
        .await;

    // `/hand` in each player's own language, each with the picture of the hand.
    let finnish_title = before_marker(&tr!(Lang::Fi, "hand-title", cards = "\u{1}"));
    let english_title = before_marker(&tr!(Lang::En, "hand-title", cards = "\u{1}"));
    let (text, message) = ask(&h, &host, thread, "hand").await;
    assert!(text.contains(&finnish_title), "{text}");
    assert!(!text.contains(&english_title), "{text}");
    let (name, _, _) = picture_of(&message).expect("a picture of the hand");
    assert_eq!(name, "hand.png");
    let alt = message.attachments[0]["description"]
        .as_str()
        .unwrap_or_default();
    assert!(
        alt.starts_with("Kuva kädestäsi: "),
        "the picture described in Finnish: {alt:?}"
    );
    let (text, message) = ask(&h, &guest, thread, "hand").await;
    assert!(text.contains(&english_title), "{text}");
    assert_eq!(
        picture_of(&message).map(|p| p.0).as_deref(),
        Some("hand.png")
    );

    // The whole game, the host's moves made from a Finnish client.
    let mut table = Table::new(&h, game, thread);
    table.leaks.set_lang(Lang::Fi);
    for seat in table.humans.iter_mut().flatten() {
        if seat.id == host.id {
            *seat = host.clone();
        }
    }
    let finished = table.play_to_end(&mut h, Duration::from_secs(240)).await;
    assert_eq!(finished.status, GameStatus::Finished);
    assert!(table.stats.moves >= 20, "a whole game: {:?}", table.stats);
    assert!(
        table.leaks.payloads > 0,
        "the thread's posts were checked for leaks"
    );
    println!(
        "Finnish game: {} deals, {:?}, {} public payloads checked",
        finished.game.deal_number(),
        table.stats,
        table.leaks.payloads
    );

    // The scores of the end are posted in Finnish, and no English total is.
    let total_fi = before_marker(&tr!(Lang::Fi, "score-game-total", total = "\u{1}"));
    let total_en = before_marker(&tr!(Lang::En, "score-game-total", total = "\u{1}"));
    let posts = h.discord.messages_in(thread);
    assert!(
        posts.iter().any(|m| m.all_text().contains(&total_fi)),
        "no Finnish game total in the thread"
    );
    assert!(
        !posts.iter().any(|m| m.all_text().contains(&total_en)),
        "an English game total in a Finnish thread"
    );
    // The computer players are marked in Finnish too, with their levels (stored as
    // `Ada (computer)`, `strong`).
    let marked = |word: &str| posts.iter().any(|m| m.all_text().contains(word));
    assert!(
        marked("Ada (tietokone, vahva)") && marked("Blaise (tietokone, perustaso)"),
        "no Finnish computer player in the thread"
    );
    assert!(
        !marked("(computer)"),
        "an English computer mark in a Finnish thread"
    );
    h.discord.assert_no_violations();
    h.stop().await;
}
