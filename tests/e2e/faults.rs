//! Helpers of the fault tests (issue 14, "Faults from Discord"): two-player games of humans
//! played one plain move at a time (a draw, a discard) by slash commands, and the checks that
//! every move was applied once and posted once.

use super::driver::{answer, STEP};
use super::harness::Harness;
use super::typed;
use crate::support::fake_discord::{FakeUser, PendingInteraction};
use crate::{game_in, lobby_click, open_table};
use canasta_engine::Action;
use canasta_storage::{GameId, GameRecord};
use serde_json::json;
use std::time::{Duration, Instant};

/// A two-player game of humans in a thread of `games`.
#[derive(Debug, Clone, Copy)]
pub struct Game {
    /// The game's thread.
    pub thread: u64,
    /// The game.
    pub id: GameId,
    /// Turns completed through the bot (a draw and a discard each).
    pub turns: usize,
}

/// Opens and starts a two-player game between users `host` and `guest`.
pub async fn two_humans(h: &Harness, host: u32, guest: u32) -> Game {
    let games = h.discord.channel("games");
    let (host, guest) = (h.discord.user(host), h.discord.user(guest));
    let (thread, lobby) = open_table(h, &host, games, json!({"rules": "two-player"})).await;
    lobby_click(h, &guest, &lobby, "join").await;
    lobby_click(h, &host, &lobby, "start").await;
    let id = game_in(h.store(), thread);
    h.discord
        .wait_for_message(thread, |m| m.content.contains("The game begins"), STEP)
        .await;
    Game {
        thread,
        id,
        turns: 0,
    }
}

/// The next plain move of `record`'s player to act (draw, else the first discard allowed),
/// typed as a slash command: `(player, command, options)`.
fn next_move(record: &GameRecord) -> (FakeUser, &'static str, serde_json::Value) {
    let seat = record.game.seat_to_act().expect("someone is to move");
    let user = record.players[seat]
        .user_id()
        .and_then(FakeUser::from_id)
        .expect("a human in every seat");
    if record.game.check(seat, &Action::Draw).is_ok() {
        return (user, "draw", json!({}));
    }
    let card = record
        .game
        .seat_view(seat)
        .hand
        .into_iter()
        .find(|&card| record.game.check(seat, &Action::Discard { card }).is_ok())
        .expect("a card to discard");
    (user, "discard", json!({"card": typed::card(card)}))
}

/// A move sent to the bot, not yet answered.
pub struct Sent {
    /// The interaction.
    pub pending: PendingInteraction,
    /// The game's version the move was made at.
    pub version: u64,
    /// A discard (the turn's end) rather than a draw.
    pub ends_turn: bool,
}

/// Sends the next plain move of `game` without waiting for its answer.
pub async fn send_move(h: &Harness, game: &Game) -> Sent {
    let record = h.store().load_game(game.id).expect("the game loads");
    let (user, command, options) = next_move(&record);
    let pending = h
        .discord
        .send_slash_command(&user, game.thread, command, options)
        .await;
    Sent {
        pending,
        version: record.version,
        ends_turn: command == "discard",
    }
}

/// Waits for the answer of `sent` and checks its move was applied exactly once.
pub async fn applied_once(h: &Harness, game: &mut Game, sent: &Sent) {
    answer(&sent.pending).await;
    let record = h.store().load_game(game.id).expect("the game loads");
    assert_eq!(
        record.version,
        sent.version + 1,
        "the move of interaction {} is applied exactly once",
        sent.pending.id
    );
    if sent.ends_turn {
        game.turns += 1;
    }
}

/// Plays one whole turn of `game` (a draw and a discard), each move answered and applied once.
pub async fn play_turn(h: &Harness, game: &mut Game) {
    for _ in 0..2 {
        let sent = send_move(h, game).await;
        applied_once(h, game, &sent).await;
    }
}

/// Checks that the thread of `game` holds one post per turn played, each handing the turn on
/// (nothing lost, nothing doubled), waiting up to [`STEP`] for late posts.
pub async fn posts_complete(h: &Harness, game: &Game) {
    let deadline = Instant::now() + STEP;
    loop {
        let posts = h
            .discord
            .messages_in(game.thread)
            .iter()
            .filter(|m| m.content.contains("discarded"))
            .count();
        if posts == game.turns {
            // And no late copy follows.
            tokio::time::sleep(Duration::from_millis(300)).await;
            let again = h
                .discord
                .messages_in(game.thread)
                .iter()
                .filter(|m| m.content.contains("discarded"))
                .count();
            assert_eq!(again, game.turns, "a turn's post was sent twice");
            return;
        }
        assert!(
            posts < game.turns && Instant::now() < deadline,
            "game {}: {posts} posts of turns for {} turns played",
            game.id.0,
            game.turns
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
