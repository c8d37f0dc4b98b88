//! Exactly-once public posts (issue 14). Discord takes a move's post, but the bot never learns
//! it: the answer is lost and the bot is stopped before it records that the post went out (a
//! kill between the post and its mark). The restarted bot, within Discord's nonce window,
//! reads the thread, finds the post by its mark and does not send it again (issue 30; were it
//! sent, its nonce would return the message already there): the thread shows the move once
//! and pings the next player once. [`super::outage`] restarts after the window has passed.

use super::driver::{answer, STEP};
use super::harness::Harness;
use super::threads::two_player_game;
use super::typed;
use crate::support::fake_discord::{FakeDiscord, FakeUser};
use crate::timing;
use canasta_commands::discord::Timing;
use canasta_engine::Action;
use canasta_storage::GameId;
use poise::serenity_prelude as serenity;
use serde_json::json;
use std::time::{Duration, Instant};

/// Polls `done` every 20 ms until it holds, failing with `what` after [`STEP`].
pub(super) async fn until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + STEP;
    while !done() {
        assert!(Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The player to move draws and discards; the thread's post of that turn is stored by Discord
/// but its answer is lost. Returns the id of the player the post pings (who moves next).
pub(super) async fn turn_whose_post_is_lost(h: &Harness, thread: u64, game: GameId) -> u64 {
    let record = h.store().load_game(game).expect("loads");
    let seat = record.game.seat_to_act().expect("someone is to move");
    let player =
        FakeUser::from_id(record.players[seat].user_id().expect("a human")).expect("a fake user");
    let pending = h
        .discord
        .send_slash_command(&player, thread, "draw", json!({}))
        .await;
    answer(&pending).await;
    let drawn = h.store().load_game(game).expect("loads");
    let card = drawn
        .game
        .seat_view(seat)
        .hand
        .into_iter()
        .find(|&card| drawn.game.check(seat, &Action::Discard { card }).is_ok())
        .expect("a card to discard");
    h.discord.lose_answer_of_next_post(thread);
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
    until("the turn's post went out and its answer was lost", || {
        h.discord.lost_answers_done()
    })
    .await;
    // The bot took the lost answer for a failed post: the mark stays where it was, flagged.
    until("the bot keeps the post to send again", || {
        h.store()
            .announced_mark(game)
            .expect("reads")
            .is_some_and(|(mark, flagged)| mark == drawn.version - 1 && flagged)
    })
    .await;
    let after = h.store().load_game(game).expect("loads");
    let next = after.game.seat_to_act().expect("the game goes on");
    after.players[next].user_id().expect("a human")
}

/// Of the messages in `thread` after the first `from`, the bot's own posts that mention
/// `user`, and those that show a discard.
pub(super) fn pings_and_discards(
    discord: &FakeDiscord,
    thread: u64,
    from: usize,
    user: u64,
) -> (usize, usize) {
    let posts: Vec<_> = discord
        .messages_in(thread)
        .into_iter()
        .skip(from)
        .filter(|m| m.author_id == discord.bot_id() && m.interaction_id.is_none())
        .collect();
    let mention = format!("<@{user}>");
    let pings = posts
        .iter()
        .filter(|m| m.content.contains(&mention))
        .count();
    let discards = posts
        .iter()
        .filter(|m| m.content.contains("discarded"))
        .count();
    (pings, discards)
}

/// Restarts the bot and waits until it has caught up with the missed post and recorded it.
async fn restart_and_catch_up(h: &mut Harness, game: GameId) {
    h.restart().await;
    caught_up(h, game).await;
}

/// Waits until the bot records that every post of `game` is out.
pub(super) async fn caught_up(h: &Harness, game: GameId) {
    let version = h.store().load_game(game).expect("loads").version;
    until("the restarted bot records the post as out", || {
        h.store().announced_mark(game).expect("reads") == Some((version, false))
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_post_the_bot_never_learnt_of_is_in_the_thread_once_after_a_restart() {
    // Retries only at start, as after a crash.
    let timing = Timing {
        outbox_every: Duration::from_secs(3600),
        ..timing(None)
    };
    let mut h = Harness::start(timing).await;
    let (thread, game) = two_player_game(&h).await;
    h.discord
        .wait_for_message(thread, |m| m.content.contains("The game begins"), STEP)
        .await;

    // A kill after the post: the bot wrote nothing after it (no flag, the mark not moved).
    let from = h.discord.messages_in(thread).len();
    let next = turn_whose_post_is_lost(&h, thread, game).await;
    h.store().clear_behind(game).expect("writes");
    assert_eq!(pings_and_discards(&h.discord, thread, from, next), (1, 1));
    restart_and_catch_up(&mut h, game).await;
    assert_eq!(
        pings_and_discards(&h.discord, thread, from, next),
        (1, 1),
        "one post of the move, one ping of the next player"
    );

    // Discord's answer lost and the bot stopped before its retry (the mark flagged).
    let from = h.discord.messages_in(thread).len();
    let next = turn_whose_post_is_lost(&h, thread, game).await;
    restart_and_catch_up(&mut h, game).await;
    assert_eq!(
        pings_and_discards(&h.discord, thread, from, next),
        (1, 1),
        "one post of the move, one ping of the player to move"
    );
    // The bot read the thread and found its posts (issue 30): not even sent again.
    assert_eq!(h.discord.nonce_repeats(), vec![]);
    h.discord.assert_no_violations();
    h.stop().await;
}

/// The fake keeps enforced nonces as Discord does: the same nonce again in the same channel
/// returns the first message and creates nothing; without `enforce_nonce`, or in another
/// channel, a second message is made. So the test above would see two posts without them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_returns_the_first_message_of_an_enforced_nonce() {
    let discord = FakeDiscord::start().await;
    let http = serenity::HttpBuilder::new(discord.token())
        .proxy(discord.api_base())
        .ratelimiter_disabled(true)
        .build();
    let (games, general) = (discord.channel("games"), discord.channel("general"));
    let send = |channel: u64, enforce: bool| {
        let message = serenity::CreateMessage::new()
            .content("Aino discarded a 9.")
            .nonce(serenity::Nonce::String("3341410632839714629".into()))
            .enforce_nonce(enforce);
        let http = &http;
        async move {
            serenity::ChannelId::new(channel)
                .send_message(http, message)
                .await
                .expect("posted")
                .id
        }
    };
    let first = send(games, true).await;
    assert_eq!(
        send(games, true).await,
        first,
        "the repeat returns the first"
    );
    assert_eq!(discord.messages_in(games).len(), 1);
    assert_eq!(discord.nonce_repeats().len(), 1);
    assert_ne!(
        send(games, false).await,
        first,
        "not enforced: a new message"
    );
    assert_ne!(
        send(general, true).await,
        first,
        "another channel: a new message"
    );
    assert_eq!(discord.messages_in(games).len(), 2);
    assert_eq!(discord.nonce_repeats().len(), 1);

    // Discord checks an enforced nonce "for uniqueness in the past few minutes": past that
    // window the same nonce makes a second message (shortened here, as the test sets it).
    discord.set_nonce_window(Duration::from_millis(100));
    tokio::time::sleep(Duration::from_millis(200)).await;
    let again = send(games, true).await;
    assert_ne!(again, first, "past the window: a duplicate");
    assert_eq!(discord.messages_in(games).len(), 3);
    assert_eq!(send(games, true).await, again, "the new one is kept");
    assert_eq!(discord.nonce_repeats().len(), 2);

    // The nonce is echoed when the message is made, never when it is read back.
    let made = serenity::ChannelId::new(general)
        .send_message(
            &http,
            serenity::CreateMessage::new()
                .content("x")
                .nonce(serenity::Nonce::String("77".into())),
        )
        .await
        .expect("posted");
    assert!(
        matches!(&made.nonce, Some(serenity::Nonce::String(n)) if n == "77"),
        "{:?}",
        made.nonce
    );
    let read = serenity::ChannelId::new(general)
        .messages(&http, serenity::GetMessages::new().limit(100))
        .await
        .expect("read");
    assert_eq!(read.len(), 2);
    assert!(read.iter().all(|m| m.nonce.is_none()));

    // A nonce longer than Discord's 25 characters is refused.
    let long = serenity::CreateMessage::new()
        .content("x")
        .nonce(serenity::Nonce::String("1".repeat(26)))
        .enforce_nonce(true);
    let refused = serenity::ChannelId::new(games)
        .send_message(&http, long)
        .await;
    assert!(refused.is_err());
    assert_eq!(discord.take_violations().len(), 1);
}

/// Discord's gateway delivers interactions again after a resume (issue 14): a repeat is
/// recognised before anything answers it, whether it changes the game or only shows
/// something. The first delivery is answered once, the second not at all (Discord would
/// refuse a second answer with 400/40060), and an action applies once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_interaction_delivered_twice_is_answered_once() {
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
    let show_hand = begins
        .custom_ids()
        .into_iter()
        .find(|id| id.ends_with(":hand"))
        .expect("the turn post has a button that shows the hand");
    let hand = h
        .discord
        .send_slash_command(&player, thread, "hand", json!({}))
        .await;
    let button = h.discord.click_button(&player, begins.id, &show_hand).await;
    let draw = h
        .discord
        .send_slash_command(&player, thread, "draw", json!({}))
        .await;
    for pending in [&hand, &button, &draw] {
        answer(pending).await;
        h.discord.redeliver(pending).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    for pending in [&hand, &button, &draw] {
        let answers = h.discord.responses_to(pending.id);
        let initial = answers.iter().filter(|r| r.callback_type().is_some());
        assert_eq!(initial.count(), 1, "one answer: {answers:#?}");
    }
    let after = h.store().load_game(game).expect("loads");
    assert_eq!(after.version, record.version + 1, "the draw applied once");
    h.discord.assert_no_violations();
    h.stop().await;
}
