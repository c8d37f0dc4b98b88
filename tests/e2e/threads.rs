//! Game threads over days (issue 13, "Threads"): a game's thread is made with Discord's
//! longest auto-archive; an archived thread is reopened by the next post; a thread deleted by
//! a moderator ends its game cleanly (stored as abandoned, nothing left to post), and so does
//! one that vanished without the bot being told, when its next post fails; a deleted lobby
//! thread cancels the lobby.

use super::driver::{answer, STEP};
use super::harness::Harness;
use super::typed;
use crate::support::fake_discord::FakeUser;
use crate::{game_in, lobby_click, open_table, timing};
use canasta_engine::Action;
use canasta_storage::{GameId, GameStatus, LobbyState, Store};
use serde_json::json;
use std::time::{Duration, Instant};

/// Waits until `game` is stored with `status`.
async fn wait_for_status(store: &Store, game: GameId, status: GameStatus, what: &str) {
    let deadline = Instant::now() + STEP;
    loop {
        if store.load_game(game).expect("kept on disk").status == status {
            return;
        }
        assert!(Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A started two-player game between users 31 and 32 in a new thread of `games`.
pub async fn two_player_game(h: &Harness) -> (u64, GameId) {
    let games = h.discord.channel("games");
    let (host, guest) = (h.discord.user(31), h.discord.user(32));
    let (thread, lobby) = open_table(h, &host, games, json!({"rules": "two-player"})).await;
    lobby_click(h, &guest, &lobby, "join").await;
    lobby_click(h, &host, &lobby, "start").await;
    (thread, game_in(h.store(), thread))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_thread_keeps_its_game_and_ends_it_when_deleted() {
    let h = Harness::start(timing(None)).await;
    let (thread, game) = two_player_game(&h).await;
    let info = h.discord.channel_info(thread).expect("the thread exists");
    assert_eq!(
        info.auto_archive_minutes, 10080,
        "a game's thread archives after a week of silence, Discord's longest"
    );

    // Discord archives the thread; the next post reopens it. The player's own draw is
    // answered privately and waits; the thread hears it with their discard, in the one post
    // that hands the turn on (issue 13, a quieter thread).
    h.discord
        .wait_for_message(thread, |m| m.content.contains("The game begins"), STEP)
        .await;
    h.discord.archive_thread(thread);
    let record = h.store().load_game(game).expect("loads");
    let seat = record.game.seat_to_act().expect("someone is to move");
    let player =
        FakeUser::from_id(record.players[seat].user_id().expect("a human")).expect("a fake user");
    let pending = h
        .discord
        .send_slash_command(&player, thread, "draw", json!({}))
        .await;
    answer(&pending).await;
    let in_thread = format!("/channels/{thread}/messages");
    let posted = |text: &str, also: &str| {
        h.discord.rest_calls_to("POST", &in_thread).iter().any(|c| {
            c.body.as_ref().is_some_and(|b| {
                let body = b.to_string();
                body.contains(text) && body.contains(also)
            })
        })
    };
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(
        !posted("drew 2 cards", ""),
        "a draw alone is not posted: the player's turn goes on"
    );
    assert!(h.discord.channel_info(thread).expect("exists").archived);
    let drawn = h.store().load_game(game).expect("loads");
    let card = drawn
        .game
        .seat_view(seat)
        .hand
        .into_iter()
        .find(|&card| drawn.game.check(seat, &Action::Discard { card }).is_ok())
        .expect("a card to discard");
    let pending = h
        .discord
        .send_slash_command(
            &player,
            thread,
            "discard",
            json!({"card": typed::card(card)}),
        )
        .await;
    answer(&pending).await;
    let deadline = Instant::now() + STEP;
    while !posted("drew 2 cards", "discarded") {
        assert!(
            Instant::now() < deadline,
            "the draw and the discard are posted in the thread, together"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        !h.discord.channel_info(thread).expect("exists").archived,
        "the move's post reopened the thread"
    );

    // A moderator deletes the thread: the game ends as abandoned, with no result.
    let posts_before = h.discord.rest_calls_to("POST", &in_thread).len();
    h.discord.delete_channel(thread);
    wait_for_status(
        h.store(),
        game,
        GameStatus::Abandoned,
        "the deleted thread's game ends",
    )
    .await;
    assert!(h
        .store()
        .active_in_channel(thread)
        .expect("reads")
        .is_empty());
    assert!(
        h.store()
            .announcement_marks()
            .expect("reads")
            .iter()
            .all(|(g, _)| *g != game),
        "nothing is left to post in a deleted thread"
    );
    tokio::time::sleep(Duration::from_millis(400)).await;
    let tried = h.discord.rest_calls_to("POST", &in_thread);
    assert_eq!(
        tried.len(),
        posts_before,
        "no task tries to post in the deleted thread: {:?}",
        tried[posts_before..]
            .iter()
            .map(|c| (&c.body, c.status))
            .collect::<Vec<_>>()
    );

    // A lobby whose thread is deleted is cancelled.
    let games = h.discord.channel("games");
    let host = h.discord.user(33);
    let (lobby_thread, _) = open_table(&h, &host, games, json!({})).await;
    h.discord.delete_channel(lobby_thread);
    let deadline = Instant::now() + STEP;
    loop {
        let lobby = h.store().load_lobby(lobby_thread).expect("reads");
        if lobby.is_some_and(|l| l.state == LobbyState::Cancelled) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the deleted thread's lobby is cancelled"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_thread_deleted_unseen_ends_its_game_at_the_next_post() {
    // Reminders after 300 ms: the reminder is the next post of a game awaiting a human.
    let h = Harness::start(timing(Some(Duration::from_millis(300)))).await;
    let (thread, game) = two_player_game(&h).await;
    h.discord.delete_channel_silently(thread);
    wait_for_status(
        h.store(),
        game,
        GameStatus::Abandoned,
        "a failed post to a thread Discord no longer knows ends its game",
    )
    .await;
    let (_, other) = two_player_game(&h).await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(
        h.store().load_game(other).expect("loads").status,
        GameStatus::Active,
        "a game whose thread exists goes on"
    );
    h.stop().await;
}
