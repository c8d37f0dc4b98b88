//! A channel or thread is deleted under a running game (issue 14, "Faults from Discord"):
//! the game ends cleanly (stored as abandoned, with nothing left to post, so no task tries
//! the gone thread again), its players read why in the channel the table was opened in, and
//! the other games go on. A deleted channel ends the games in its threads too, which Discord
//! deletes with it without a word for each.

use super::driver::{answer, response_text, STEP};
use super::faults::{play_turn, posts_complete, two_humans};
use super::harness::Harness;
use crate::{game_in, lobby_click, open_table, timing};
use canasta_storage::{GameId, GameStatus};
use serde_json::json;
use std::time::{Duration, Instant};

/// Waits until `game` is stored as abandoned.
async fn abandoned(h: &Harness, game: GameId, what: &str) {
    let deadline = Instant::now() + STEP;
    while h.store().load_game(game).expect("kept on disk").status != GameStatus::Abandoned {
        assert!(Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_deleted_thread_or_channel_ends_its_games_and_the_others_go_on() {
    let h = Harness::start(timing(None)).await;
    let games = h.discord.channel("games");
    let mut a = two_humans(&h, 81, 82).await;
    let mut b = two_humans(&h, 83, 84).await;
    play_turn(&h, &mut a).await;
    play_turn(&h, &mut b).await;

    // A moderator deletes A's thread mid-game: A ends, its players read why in `games`.
    h.discord.delete_channel(a.thread);
    abandoned(&h, a.id, "the game of the deleted thread ends").await;
    let told = h
        .discord
        .wait_for_message(games, |m| m.content.contains("was deleted"), STEP)
        .await;
    assert!(
        told.content.contains("no result") && told.content.contains("/canasta new"),
        "{}",
        told.content
    );
    let in_thread = format!("/channels/{}/", a.thread);
    let tried = h.discord.rest_calls_to("POST", &in_thread).len();

    // B goes on; a player of A asks for their games and is answered.
    play_turn(&h, &mut b).await;
    let mine = h
        .discord
        .send_slash_command(&h.discord.user(81), games, "mygames", json!({}))
        .await;
    let text = response_text(&answer(&mine).await);
    assert!(
        !text.contains(&a.thread.to_string()),
        "the ended game is not listed as going on: {text}"
    );

    // The channel `general` is deleted with the thread of game C in it: C ends, B goes on.
    let general = h.discord.channel("general");
    let (host, guest) = (h.discord.user(85), h.discord.user(86));
    let (thread, lobby) = open_table(&h, &host, general, json!({"rules": "two-player"})).await;
    lobby_click(&h, &guest, &lobby, "join").await;
    lobby_click(&h, &host, &lobby, "start").await;
    let c = game_in(h.store(), thread);
    let to_general = format!("/channels/{general}/messages");
    let posted_in_general = h.discord.rest_calls_to("POST", &to_general).len();
    h.discord.delete_channel(general);
    abandoned(&h, c, "the game in a thread of the deleted channel ends").await;
    play_turn(&h, &mut b).await;

    // Nothing tries the gone threads again.
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(h.discord.rest_calls_to("POST", &in_thread).len(), tried);
    assert_eq!(
        h.discord.rest_calls_to("POST", &to_general).len(),
        posted_in_general,
        "nothing is posted to the deleted channel to say its games ended"
    );
    assert!(h
        .store()
        .announcement_marks()
        .expect("reads")
        .iter()
        .all(|(g, _)| *g != a.id && *g != c));
    posts_complete(&h, &b).await;
    assert_eq!(
        h.store().load_game(b.id).expect("loads").status,
        GameStatus::Active
    );
    h.discord.assert_no_violations();
    h.stop().await;
}
