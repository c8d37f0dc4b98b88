//! A move clock running out, through the fake Discord (issue 13): a two-player game on the
//! default 24 h clock in which one player stops playing. Days pass in milliseconds on the
//! store's [`TestClock`]. Each of their turns is reminded once at 80% of the clock (one of
//! them while the bot is down, sent once when it is back), played by the autopilot at the
//! deadline and marked so; after three missed turns in a row their seat goes to a computer
//! player and is offered, and a substitute takes it by button and sees its hand. The player
//! who moves in time is never reminded. The host chooses the policy in the lobby.

use super::checks::assert_mentions_ping_only_the_player_concerned;
use super::driver::{answer, response_text, Table, STEP};
use super::harness::Harness;
use super::threads::two_player_game;
use crate::{game_in, lobby_click, open_table, timing};
use canasta_engine::players::{HeuristicPlayer, Player};
use canasta_storage::{GameId, GameRecord, TestClock, TimeoutPolicy};
use serde_json::json;
use std::time::{Duration, Instant};

const HOUR: Duration = Duration::from_secs(3600);

/// Reminders in `thread` that mention `user`.
fn reminders_to(h: &Harness, thread: u64, user: u64) -> usize {
    let mention = format!("<@{user}>");
    h.discord
        .messages_in(thread)
        .iter()
        .filter(|m| !m.is_ephemeral() && m.content.contains("a reminder"))
        .filter(|m| m.content.contains(&mention))
        .count()
}

/// Public posts in `thread` that contain `text`.
fn posts_with(h: &Harness, thread: u64, text: &str) -> usize {
    h.discord
        .messages_in(thread)
        .iter()
        .filter(|m| !m.is_ephemeral() && m.content.contains(text))
        .count()
}

/// Waits until `done` holds (checked every few milliseconds), or fails naming `what`.
async fn wait_until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + STEP;
    while !done() {
        assert!(
            Instant::now() < deadline,
            "{what} did not happen within {STEP:?}"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

fn load(h: &Harness, game: GameId) -> GameRecord {
    h.store().load_game(game).expect("the game loads")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_player_who_misses_turns_is_reminded_once_played_for_and_replaced() {
    let clock = TestClock::at(1_800_000_000_000);
    let mut h = Harness::start_with_clock(timing(None), clock.clone()).await;
    let (thread, game) = two_player_game(&h).await;
    let mut table = Table::new(&h, game, thread);
    let (present, absent) = (h.discord.user(31), h.discord.user(32));
    let absent_seat = load(&h, game)
        .players
        .iter()
        .position(|p| p.user_id() == Some(absent.id))
        .expect("seated");
    let absent_name = load(&h, game).players[absent_seat].name().to_string();
    let autopilot =
        format!("{absent_name}'s clock ran out — played by autopilot for {absent_name}");
    let mut missed = 0;
    let mut restarted = false;
    while missed < 3 {
        let record = load(&h, game);
        let seat = record.game.seat_to_act().expect("a seat to act");
        if seat != absent_seat {
            // Moves within half the clock: never reminded.
            clock.advance(10 * HOUR);
            tokio::time::sleep(Duration::from_millis(500)).await;
            let turn = h
                .store()
                .current_wait(game)
                .expect("reads")
                .expect("waits")
                .turn;
            while h
                .store()
                .current_wait(game)
                .expect("reads")
                .is_some_and(|w| w.turn == turn && w.seat == seat)
            {
                let record = load(&h, game);
                let action = HeuristicPlayer::new().choose(&record.game, seat);
                table.perform(&mut h, &record, seat, &present, action).await;
            }
            continue;
        }
        // 80% of the clock: one reminder. Once, it falls due while the bot is down.
        let before = reminders_to(&h, thread, absent.id);
        if restarted {
            clock.advance(20 * HOUR);
        } else {
            h.restart_with(|| clock.advance(20 * HOUR)).await;
            restarted = true;
        }
        wait_until("the reminder at 80%", || {
            reminders_to(&h, thread, absent.id) == before + 1
        })
        .await;
        tokio::time::sleep(Duration::from_millis(600)).await;
        assert_eq!(
            reminders_to(&h, thread, absent.id),
            before + 1,
            "one reminder a turn"
        );
        // The deadline: the autopilot plays the whole turn, and says so.
        clock.advance(5 * HOUR);
        wait_until("the autopilot's turn", || {
            posts_with(&h, thread, &autopilot) == missed + 1
                && load(&h, game).game.seat_to_act() != Some(absent_seat)
        })
        .await;
        missed += 1;
        let record = load(&h, game);
        assert!(!record.timeouts.autopilot.is_empty());
    }
    assert_eq!(reminders_to(&h, thread, absent.id), 3);
    assert_eq!(
        reminders_to(&h, thread, present.id),
        0,
        "no ping to who moved"
    );

    // The third missed turn hands the seat to a computer player and offers it, once.
    let record = load(&h, game);
    let away = record
        .timeouts
        .handed_over(absent_seat)
        .expect("handed over");
    assert_eq!(away.owner.user_id(), Some(absent.id));
    assert_eq!(
        record.players[absent_seat].computer_kind(),
        Some(canasta_engine::players::PlayerKind::Strong),
        "the seat is kept by the strongest computer player"
    );
    let take = format!("sub:{}:{absent_seat}", game.0);
    let offer = h
        .discord
        .wait_for_message(thread, |m| m.custom_ids().contains(&take), STEP)
        .await;
    assert!(
        offer.content.contains(&format!("<@{}>", absent.id)),
        "{}",
        offer.content
    );
    assert!(offer.content.contains("/canasta back"), "{}", offer.content);

    // The player already seated cannot take it; a substitute can, and sees its hand.
    let refused = h.discord.click_button(&present, offer.id, &take).await;
    let refused = answer(&refused).await;
    assert!(refused.ephemeral);
    assert!(response_text(&refused).contains("already have a seat"));
    let substitute = h.discord.user(33);
    let taken = h.discord.click_button(&substitute, offer.id, &take).await;
    let taken = answer(&taken).await;
    assert!(taken.ephemeral, "answered privately");
    assert!(
        response_text(&taken).contains("You play"),
        "{}",
        response_text(&taken)
    );
    let record = load(&h, game);
    assert_eq!(record.players[absent_seat].user_id(), Some(substitute.id));
    let hand = h
        .discord
        .send_slash_command(&substitute, thread, "hand", json!({}))
        .await;
    let hand = answer(&hand).await;
    assert!(hand.ephemeral);
    assert!(
        !response_text(&hand).contains("not playing"),
        "{}",
        response_text(&hand)
    );
    assert_mentions_ping_only_the_player_concerned(&h.discord);
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_host_chooses_in_the_lobby_what_happens_when_a_clock_runs_out() {
    let h = Harness::start(timing(None)).await;
    let games = h.discord.channel("games");
    let (host, guest) = (h.discord.user(31), h.discord.user(32));
    let (thread, lobby) = open_table(&h, &host, games, json!({"rules": "two-player"})).await;
    let shown = lobby.all_text();
    assert!(shown.contains("The autopilot plays that turn"), "{shown}");
    lobby_click(&h, &guest, &lobby, "join").await;
    let refused = lobby_click(&h, &guest, &lobby, "timeout").await;
    assert!(refused.contains("Only the host"), "{refused}");
    let switched = lobby_click(&h, &host, &lobby, "timeout").await;
    assert!(
        switched.contains("The table waits for the player"),
        "{switched}"
    );
    // The clock: the server's 24 h at first; the host's button switches it to 72 h.
    assert!(switched.contains("24 h a move"), "{switched}");
    let refused = lobby_click(&h, &guest, &lobby, "clock").await;
    assert!(refused.contains("Only the host"), "{refused}");
    let switched = lobby_click(&h, &host, &lobby, "clock").await;
    assert!(switched.contains("72 h a move"), "{switched}");
    lobby_click(&h, &host, &lobby, "start").await;
    let game = game_in(h.store(), thread);
    let clock = h.store().move_clock(game).expect("reads");
    assert_eq!(clock.on_timeout, TimeoutPolicy::Wait);
    assert_eq!(clock.move_hours, Some(72));

    // `/canasta new clock: 8 h a move` opens the table with that clock.
    let (_, lobby) = open_table(&h, &host, games, json!({"clock": 1})).await;
    assert!(
        lobby.all_text().contains("8 h a move"),
        "{}",
        lobby.all_text()
    );
    h.stop().await;
}
