//! Exactly once after a long outage (issue 30). Discord keeps an enforced nonce only a few
//! minutes: a bot that stopped between a post and its mark, and stayed down longer than that,
//! would post the move and the next player's ping twice if it relied on the nonce alone. The
//! restarted bot reads the thread's recent posts for the post's own mark and sends only what is
//! not there. The fake's nonce window is shortened so the outage takes a second; past it, the
//! fake makes a duplicate of a repeated nonce, as Discord does.
//!
//! When the thread cannot be read (Discord's error), the posts wait for the next try rather
//! than risk a copy; when the bot may not read the history (Discord returns no messages, or
//! refuses the read), they go out with their nonces alone, so the game is not silent for good.

use super::driver::STEP;
use super::harness::Harness;
use super::once::{caught_up, pings_and_discards, turn_whose_post_is_lost, until};
use super::threads::two_player_game;
use crate::support::fake_discord::channel_rules::READ_MESSAGE_HISTORY;
use crate::support::fake_discord::{FakeDiscord, FaultAnswer, RestFault};
use crate::timing;
use canasta_commands::discord::Timing;
use canasta_wording::post_key::marked_nonce;
use std::collections::HashSet;
use std::time::Duration;

/// The fake's nonce window in these tests, and an outage longer than it.
const WINDOW: Duration = Duration::from_millis(300);
const OUTAGE: Duration = Duration::from_millis(800);

/// Retries only at start, as after a crash.
fn retries_at_start() -> Timing {
    Timing {
        outbox_every: Duration::from_secs(3600),
        ..timing(None)
    }
}

/// A game whose first turn has begun, on a fake Discord that forgets nonces after [`WINDOW`].
async fn game_with_short_nonce_window(timing: Timing) -> (Harness, u64, canasta_storage::GameId) {
    let h = Harness::start(timing).await;
    h.discord.set_nonce_window(WINDOW);
    let (thread, game) = two_player_game(&h).await;
    h.discord
        .wait_for_message(thread, |m| m.content.contains("The game begins"), STEP)
        .await;
    (h, thread, game)
}

/// Every post of the bot in `thread` is there once: no two carry the same mark, and every
/// post of a move carries one. Returns how many posts carry a mark.
fn each_post_once(discord: &FakeDiscord, thread: u64) -> usize {
    let posts: Vec<_> = discord
        .messages_in(thread)
        .into_iter()
        .filter(|m| m.author_id == discord.bot_id() && m.interaction_id.is_none())
        .collect();
    let mut marks = HashSet::new();
    for post in &posts {
        if let Some(nonce) = marked_nonce(&post.content) {
            assert!(marks.insert(nonce), "a post twice: {:?}", post.content);
        }
        if post.content.contains("discarded") {
            assert!(marked_nonce(&post.content).is_some(), "{:?}", post.content);
        }
    }
    marks.len()
}

/// Stops the bot for longer than the nonce window and starts it again.
async fn restart_after_outage(h: &mut Harness) {
    h.restart_with(|| std::thread::sleep(OUTAGE)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_restart_after_the_nonce_window_posts_each_move_once() {
    let (mut h, thread, game) = game_with_short_nonce_window(retries_at_start()).await;

    // Killed after Discord took the post and before its mark was written.
    let from = h.discord.messages_in(thread).len();
    let next = turn_whose_post_is_lost(&h, thread, game).await;
    h.store().clear_behind(game).expect("writes");
    let marked = each_post_once(&h.discord, thread);
    restart_after_outage(&mut h).await;
    caught_up(&h, game).await;
    assert_eq!(
        pings_and_discards(&h.discord, thread, from, next),
        (1, 1),
        "one post of the move, one ping of the next player"
    );

    // Discord's answer lost, the mark flagged, and the bot down past the window before its
    // retry.
    let from = h.discord.messages_in(thread).len();
    let next = turn_whose_post_is_lost(&h, thread, game).await;
    restart_after_outage(&mut h).await;
    caught_up(&h, game).await;
    assert_eq!(
        pings_and_discards(&h.discord, thread, from, next),
        (1, 1),
        "one post of the move, one ping of the player to move"
    );

    // Nothing was sent again: no repeat reached the fake, whose window was long gone.
    assert_eq!(h.discord.nonce_repeats(), vec![]);
    assert!(each_post_once(&h.discord, thread) > marked);
    h.discord.assert_no_violations();
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_thread_that_cannot_be_read_waits_rather_than_posts_twice() {
    let (mut h, thread, game) = game_with_short_nonce_window(retries_at_start()).await;
    let from = h.discord.messages_in(thread).len();
    let next = turn_whose_post_is_lost(&h, thread, game).await;
    h.store().clear_behind(game).expect("writes");

    // Discord cannot say what the thread holds for the first reads after the restart.
    let reads = 3;
    h.discord.fail_rest(
        RestFault::new(
            "GET",
            &format!("/channels/{thread}/messages"),
            FaultAnswer::Status(503),
        )
        .times(reads),
    );
    h.set_timing(Timing {
        outbox_every: Duration::from_millis(150),
        ..timing(None)
    });
    restart_after_outage(&mut h).await;
    until("the bot tried to read the thread", || {
        h.discord.rest_faults_met() >= 1
    })
    .await;
    assert_eq!(
        pings_and_discards(&h.discord, thread, from, next),
        (1, 1),
        "nothing sent while the thread cannot be read"
    );
    until(
        "the bot read the thread again until Discord answered",
        || h.discord.rest_faults_met() >= reads,
    )
    .await;
    caught_up(&h, game).await;
    assert_eq!(pings_and_discards(&h.discord, thread, from, next), (1, 1));
    assert_eq!(h.discord.nonce_repeats(), vec![]);
    each_post_once(&h.discord, thread);
    h.discord.assert_no_violations();
    h.stop().await;
}

/// Restarts the bot on a game whose post went out but whose mark is missing, with `deny`
/// applied to the thread first; returns how many times the post was sent again and kept once
/// by its nonce.
async fn restart_where_the_history_is_hidden(deny: impl FnOnce(&FakeDiscord, u64)) -> usize {
    let mut h = Harness::start(retries_at_start()).await;
    let (thread, game) = two_player_game(&h).await;
    h.discord
        .wait_for_message(thread, |m| m.content.contains("The game begins"), STEP)
        .await;
    let from = h.discord.messages_in(thread).len();
    let next = turn_whose_post_is_lost(&h, thread, game).await;
    h.store().clear_behind(game).expect("writes");
    deny(&h.discord, thread);
    // Within Discord's window: its nonce is what keeps the post once.
    h.restart().await;
    caught_up(&h, game).await;
    assert_eq!(pings_and_discards(&h.discord, thread, from, next), (1, 1));
    let repeats = h.discord.nonce_repeats();
    assert!(repeats.iter().all(|r| r.channel_id == thread));
    h.discord.heal_rest();
    each_post_once(&h.discord, thread);
    h.discord.assert_no_violations();
    h.stop().await;
    repeats.len()
}

/// The bot may not read the thread's history (the invite does not ask for it; a server may
/// take it from @everyone): Discord returns no messages, or refuses the read. Waiting would
/// keep the game silent for good, so the post goes out again, and Discord's nonce (within its
/// window) keeps it once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_hidden_history_sends_with_the_nonce_alone() {
    let no_history = restart_where_the_history_is_hidden(|discord, thread| {
        discord.deny_bot(thread, READ_MESSAGE_HISTORY);
    })
    .await;
    assert_eq!(no_history, 1, "sent again, kept once by its nonce");
    let refused = restart_where_the_history_is_hidden(|discord, thread| {
        discord.fail_rest(RestFault::new(
            "GET",
            &format!("/channels/{thread}/messages"),
            FaultAnswer::Status(403),
        ));
    })
    .await;
    assert_eq!(refused, 1, "sent again, kept once by its nonce");
}
