//! A game's end posts what it did to the players' ratings (issue 15), once. Two fake users
//! play a two-player game to 100 points (one deal or so) through the bot; the post of its
//! end reaches Discord but its answer is lost, and the bot is restarted before it could
//! record the post (a kill between the post and its mark). The restarted bot sends it
//! again with the same nonce and Discord keeps the first, so the thread shows the game's
//! end with each player's rating change and standing once, with the numbers the kept
//! ratings hold. "Play again" and a resignation then post the second game's ratings.

use super::driver::{answer, response_text, Table, STEP};
use super::harness::Harness;
use crate::support::fake_discord::{FakeUser, MessageRecord};
use crate::{game_in, lobby_click, open_table, timing};
use canasta_commands::discord::Timing;
use canasta_engine::players::{HeuristicPlayer, Player};
use canasta_storage::{GameRecord, GameStatus};
use canasta_table::ratings::{self, Family, Scope};
use serde_json::json;
use std::time::{Duration, Instant};

/// The title of the ratings of a two-player game.
const RATINGS: &str = "Ratings — Two players";

/// Waits until `done` holds, or fails naming `what`.
async fn until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + STEP;
    while !done() {
        assert!(Instant::now() < deadline, "{what} within {STEP:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// True when the turn starting at `record` ends the game, played as the driver plays it
/// (the heuristic player's moves): the post of that turn is the game's end.
fn turn_ends_the_game(record: &GameRecord) -> bool {
    let mut game = record.game.clone();
    let Some(seat) = game.seat_to_act() else {
        return false;
    };
    while game.seat_to_act() == Some(seat) {
        let action = HeuristicPlayer::new().choose(&game, seat);
        if game.apply(seat, &action).is_err() {
            return false;
        }
        if game.is_over() {
            return true;
        }
    }
    false
}

/// The bot's posts in `thread` that show a game's ratings.
fn ratings_posts(h: &Harness, thread: u64) -> Vec<MessageRecord> {
    h.discord
        .messages_in(thread)
        .into_iter()
        .filter(|m| m.author_id == h.discord.bot_id() && m.interaction_id.is_none())
        .filter(|m| m.all_text().contains(RATINGS))
        .collect()
}

/// `user`'s line in a ratings post shows their kept two-player rating, rounded, with the
/// provisional mark.
fn shows_kept_rating(h: &Harness, post: &MessageRecord, user: &FakeUser) {
    let kept = ratings::rating_of(
        h.store(),
        h.discord.guild_id(),
        user.id,
        Family::TwoPlayer,
        Scope::AllTime,
    )
    .expect("reads")
    .expect("rated");
    let mark = if kept.provisional() { "?" } else { "" };
    let after = format!("→ {}{mark} (", kept.shown().round());
    let text = post.all_text();
    let line = text
        .lines()
        .find(|l| l.contains(&user.global_name) && l.contains(" → "))
        .unwrap_or_else(|| panic!("{} has no line: {text}", user.global_name));
    assert!(line.contains(&after), "{line} should show {after}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_rated_games_end_posts_the_ratings_once_across_a_restart() {
    // Retries only at start, as after a crash.
    let timing = Timing {
        outbox_every: Duration::from_secs(3600),
        ..timing(None)
    };
    let mut h = Harness::start(timing).await;
    let games = h.discord.channel("games");
    let (host, guest) = (h.discord.user(51), h.discord.user(52));
    let options = json!({"rules": "two-player", "target": 100});
    let (thread, lobby) = open_table(&h, &host, games, options).await;
    lobby_click(&h, &guest, &lobby, "join").await;
    lobby_click(&h, &host, &lobby, "start").await;
    let game = game_in(h.store(), thread);
    h.discord
        .wait_for_message(thread, |m| m.content.contains("The game begins"), STEP)
        .await;

    // Play to the turn that ends the game; its post reaches Discord, the answer is lost.
    let mut table = Table::new(&h, game, thread);
    let limit = Duration::from_secs(240);
    table.play_until(&mut h, limit, turn_ends_the_game).await;
    h.discord.lose_answer_of_next_post(thread);
    let finished = table.play_to_end(&mut h, limit).await;
    until("the game's end went out and its answer was lost", || {
        h.discord.lost_answers_done()
    })
    .await;
    until("the bot keeps the post to send again", || {
        h.store()
            .announced_mark(game)
            .expect("reads")
            .is_some_and(|(_, flagged)| flagged)
    })
    .await;
    // A kill before the bot flagged it: nothing written after the post.
    h.store().clear_behind(game).expect("writes");
    assert_eq!(ratings_posts(&h, thread).len(), 1, "Discord has the post");

    h.restart().await;
    until("the restarted bot records the post as out", || {
        h.store().announced_mark(game).expect("reads").is_none()
    })
    .await;
    // It read the thread and found the post by its mark (issue 30): not even sent again.
    assert_eq!(h.discord.nonce_repeats(), vec![]);
    let posts = ratings_posts(&h, thread);
    assert_eq!(posts.len(), 1, "the ratings are in the thread once");
    let over = &posts[0];
    let text = over.all_text();
    assert!(
        text.contains("Game over") && text.contains("Deal 1:"),
        "{text}"
    );
    for user in [&host, &guest] {
        shows_kept_rating(&h, over, user);
    }
    assert!(text.contains("1000? → "), "both started at 1000: {text}");
    assert_eq!(
        text.matches("not on the board yet (1 of 5 games)").count(),
        2,
        "{text}"
    );
    let footers: Vec<&str> = over
        .embeds
        .iter()
        .filter_map(|e| e["footer"]["text"].as_str())
        .collect();
    assert!(
        footers
            .iter()
            .any(|f| f.starts_with("Ranks on the all-time board")),
        "{footers:?}"
    );
    let winner = finished.game.winners().expect("over")[0];
    let winner_name = finished.players[winner].name();
    let first_line = text
        .lines()
        .find(|l| l.contains(" → "))
        .expect("a rating line");
    assert!(first_line.contains(winner_name), "the winner first: {text}");

    // "Play again", then a resignation: its post shows the second game's ratings.
    let again = format!("again:{}", game.0);
    let pending = h.discord.click_button(&guest, over, &again).await;
    answer(&pending).await;
    let next = game_in(h.store(), thread);
    assert_ne!(next, game);
    let pending = h
        .discord
        .send_slash_command(&host, thread, "resign", json!({}))
        .await;
    let question = answer(&pending).await;
    let asked = h
        .discord
        .message(question.message_id.expect("the question is a message"))
        .expect("stored");
    let pending = h
        .discord
        .click_button(&host, &asked, &format!("resign:{}", next.0))
        .await;
    let done = answer(&pending).await;
    assert!(response_text(&done).contains("You resigned"));
    let stopped = h.store().load_game(next).expect("loads");
    assert_eq!(stopped.status, GameStatus::Abandoned);
    until("the resignation's post shows the ratings", || {
        ratings_posts(&h, thread).len() == 2
    })
    .await;
    let resigned = ratings_posts(&h, thread).pop().expect("the second");
    let text = resigned.all_text();
    assert!(text.contains("resigned"), "{text}");
    assert_eq!(
        text.matches("not on the board yet (2 of 5 games)").count(),
        2,
        "{text}"
    );
    for user in [&host, &guest] {
        shows_kept_rating(&h, &resigned, user);
    }
    let first_line = text
        .lines()
        .find(|l| l.contains(" → "))
        .expect("a rating line");
    assert!(
        first_line.contains(&guest.global_name),
        "the side that did not resign won: {text}"
    );
    h.discord.assert_no_violations();
    h.stop().await;
}
