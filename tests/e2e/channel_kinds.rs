//! Every kind of channel (issue 29). The fake refuses what Discord refuses (see
//! `fake_discord::channel_rules`, from Discord's documentation), checked first on its own;
//! then `/canasta new` in each kind: a forum gets a post whose first message is the lobby, an
//! announcement channel an announcement thread, a voice channel's chat a private answer saying
//! where tables open; a channel where the bot lacks a permission, a forum that wants tags and a
//! locked thread each get a clear private answer, never "try again".

use super::driver::{answer, response_text};
use super::harness::Harness;
use crate::support::fake_discord::channel_rules::{
    ANNOUNCEMENT, ANNOUNCEMENT_THREAD, CREATE_PUBLIC_THREADS, FORUM, PUBLIC_THREAD,
    SEND_MESSAGES_IN_THREADS, VOICE,
};
use crate::support::fake_discord::{FakeDiscord, FakeUser};
use crate::{game_in, lobby_click, open_table, timing};
use canasta_storage::LobbyState;
use canasta_wording::lang::Lang;
use canasta_wording::refusal::{BotPermission, PlaceError};
use canasta_wording::render::refusals::place_error_text;
use serde_json::{json, Value};

/// A raw REST call to the fake, as the bot's token: `(status, JSON error code)`.
async fn call(discord: &FakeDiscord, method: &str, path: &str, body: Value) -> (u16, Option<u64>) {
    let url = format!("{}/api/v10{path}", discord.api_base());
    let client = reqwest::Client::new();
    let request = match method {
        "POST" => client.post(&url),
        "PATCH" => client.patch(&url),
        other => panic!("{other}"),
    };
    let response = request
        .header("Authorization", format!("Bot {}", discord.token()))
        .json(&body)
        .send()
        .await
        .expect("the fake answers");
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    (status, body["code"].as_u64())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_what_discord_refuses_by_channel_kind() {
    let discord = FakeDiscord::start().await;
    let text = discord.channel("games");
    let forum = discord.add_channel("tables", FORUM);
    let news = discord.add_channel("news", ANNOUNCEMENT);
    let voice = discord.add_channel("lounge", VOICE);
    let thread = |kind: u8| json!({"name": "Canasta", "type": kind});
    let threads = |ch: u64| format!("/channels/{ch}/threads");
    let message = json!({"content": "hello"});

    // A text channel: public threads; an announcement thread is another channel's kind.
    assert_eq!(
        call(&discord, "POST", &threads(text), thread(PUBLIC_THREAD))
            .await
            .0,
        201
    );
    let wrong = call(
        &discord,
        "POST",
        &threads(text),
        thread(ANNOUNCEMENT_THREAD),
    )
    .await;
    assert_eq!(wrong, (400, Some(50024)));
    // An announcement channel: announcement threads only.
    let wrong = call(&discord, "POST", &threads(news), thread(PUBLIC_THREAD)).await;
    assert_eq!(wrong, (400, Some(50024)));
    let made = call(
        &discord,
        "POST",
        &threads(news),
        thread(ANNOUNCEMENT_THREAD),
    )
    .await;
    assert_eq!(made.0, 201);
    // A forum: a thread comes with its first message, and is never posted in directly.
    let bare = call(&discord, "POST", &threads(forum), thread(PUBLIC_THREAD)).await;
    assert_eq!(bare, (400, Some(50035)));
    let post = json!({"name": "Canasta", "message": message});
    assert_eq!(
        call(&discord, "POST", &threads(forum), post.clone())
            .await
            .0,
        201
    );
    let in_forum = format!("/channels/{forum}/messages");
    let direct = call(&discord, "POST", &in_forum, message.clone()).await;
    assert_eq!(direct, (400, Some(40058)));
    discord.require_tag(forum);
    let untagged = call(&discord, "POST", &threads(forum), post).await;
    assert_eq!(untagged, (400, Some(40067)));
    // A voice channel: its chat takes messages, never threads.
    let in_voice = format!("/channels/{voice}/messages");
    let chat = call(&discord, "POST", &in_voice, message.clone()).await;
    assert_eq!(chat.0, 200);
    let none = call(&discord, "POST", &threads(voice), thread(PUBLIC_THREAD)).await;
    assert_eq!(none, (400, Some(50024)));

    // Permissions: a channel that denies the bot thread creation, and posting in threads.
    let game = discord.add_thread(text, "a game");
    discord.deny_bot(text, CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS);
    let denied = call(&discord, "POST", &threads(text), thread(PUBLIC_THREAD)).await;
    assert_eq!(denied, (403, Some(50013)));
    let in_thread = format!("/channels/{game}/messages");
    let denied = call(&discord, "POST", &in_thread, message.clone()).await;
    assert_eq!(denied, (403, Some(50013)));

    // A thread a moderator locked refuses the bot (no Manage Threads): open, then archived.
    let other = discord.channel("general");
    let locked = discord.add_thread(other, "locked");
    discord.lock_thread(locked, false);
    let path = format!("/channels/{locked}/messages");
    assert_eq!(
        call(&discord, "POST", &path, message.clone()).await,
        (403, Some(160005))
    );
    discord.lock_thread(locked, true);
    assert_eq!(
        call(&discord, "POST", &path, message).await,
        (400, Some(50083))
    );
    let info = discord.channel_info(locked).expect("still there");
    assert!(info.archived, "posting does not reopen a locked thread");
}

/// `user`'s `/canasta new` in `channel` is refused privately with `refusal`.
async fn refused_here(h: &Harness, user: &FakeUser, channel: u64, refusal: PlaceError) {
    let threads = h.discord.thread_count();
    let pending = h
        .discord
        .send_slash_command(user, channel, "canasta new", json!({}))
        .await;
    let response = answer(&pending).await;
    assert!(response.ephemeral, "a private answer: {response:?}");
    let text = response_text(&response);
    assert!(
        text.contains(&place_error_text(Lang::En, &refusal)),
        "{text}"
    );
    assert!(!text.contains("try again"), "{text}");
    assert_eq!(h.discord.thread_count(), threads, "no table opened");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_forum_gets_a_post_whose_first_message_is_the_lobby() {
    let h = Harness::start(timing(None)).await;
    let forum = h.discord.add_channel("canasta-tables", FORUM);
    // Slash commands are typed in a forum's posts: the table becomes a post of its own.
    let chat = h.discord.add_thread(forum, "Who plays tonight?");
    let (host, guest) = (h.discord.user(41), h.discord.user(42));
    let (thread, lobby) = open_table(&h, &host, chat, json!({"rules": "two-player"})).await;
    let info = h.discord.channel_info(thread).expect("the post exists");
    assert_eq!((info.kind, info.parent_id), (PUBLIC_THREAD, Some(forum)));
    assert_eq!(lobby.id, thread, "the lobby is the post's first message");
    assert_eq!(h.discord.messages_in(thread).len(), 1, "and its only one");
    lobby_click(&h, &guest, &lobby, "join").await;
    lobby_click(&h, &host, &lobby, "start").await;
    let game = game_in(h.store(), thread);
    h.discord
        .wait_for_message(
            thread,
            |m| m.content.contains("The game begins"),
            super::driver::STEP,
        )
        .await;
    assert!(h.store().load_game(game).is_ok());

    // A forum that wants a tag on every post: Discord refuses, the host is told why.
    h.discord.require_tag(forum);
    refused_here(&h, &host, chat, PlaceError::ForumNeedsTag).await;
    h.discord.assert_no_violations();
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_announcement_channel_gets_an_announcement_thread() {
    let h = Harness::start(timing(None)).await;
    let news = h.discord.add_channel("announcements", ANNOUNCEMENT);
    let (host, guest) = (h.discord.user(43), h.discord.user(44));
    let (thread, lobby) = open_table(&h, &host, news, json!({"rules": "two-player"})).await;
    let info = h.discord.channel_info(thread).expect("the thread exists");
    assert_eq!(
        (info.kind, info.parent_id),
        (ANNOUNCEMENT_THREAD, Some(news))
    );
    // Typed in that thread, the next table goes to the same channel.
    let (again, _) = open_table(&h, &guest, thread, json!({"rules": "two-player"})).await;
    let info = h.discord.channel_info(again).expect("the thread exists");
    assert_eq!(
        (info.kind, info.parent_id),
        (ANNOUNCEMENT_THREAD, Some(news))
    );
    lobby_click(&h, &guest, &lobby, "join").await;
    lobby_click(&h, &host, &lobby, "start").await;
    game_in(h.store(), thread);
    h.discord.assert_no_violations();
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_voice_chat_and_a_channel_without_permissions_are_told_where_tables_open() {
    let h = Harness::start(timing(None)).await;
    let voice = h.discord.add_channel("lounge", VOICE);
    let host = h.discord.user(45);
    refused_here(&h, &host, voice, PlaceError::NoThreads).await;

    let games = h.discord.channel("games");
    h.discord.deny_bot(games, CREATE_PUBLIC_THREADS);
    let missing = PlaceError::MissingPermissions(vec![BotPermission::CreatePublicThreads]);
    refused_here(&h, &host, games, missing).await;
    let text = place_error_text(
        Lang::En,
        &PlaceError::MissingPermissions(vec![BotPermission::CreatePublicThreads]),
    );
    assert!(text.contains("Create Public Threads"), "{text}");
    h.discord.assert_no_violations();
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_locked_thread_takes_no_game_and_says_so() {
    let h = Harness::start(timing(None)).await;
    let games = h.discord.channel("games");
    let (host, guest) = (h.discord.user(46), h.discord.user(47));
    let (thread, lobby) = open_table(&h, &host, games, json!({"rules": "two-player"})).await;
    lobby_click(&h, &guest, &lobby, "join").await;
    // Locked while open (an archived thread takes no clicks at all).
    h.discord.lock_thread(thread, false);
    let said = lobby_click(&h, &host, &lobby, "start").await;
    let locked = place_error_text(Lang::En, &PlaceError::ThreadLocked);
    assert!(said.contains(&locked), "{said}");
    let still = h.store().load_lobby(thread).expect("readable");
    let still = still.expect("the lobby is kept");
    assert_eq!(still.state, LobbyState::Open, "no game was started");
    h.discord.assert_no_violations();
    h.stop().await;
}
