//! End to end: the real bot (commands, buttons, selects, background tasks, storage) against a
//! fake Discord. Four fake users open a table, join, arrange partners, start and play a
//! complete classic game to its end; halfway the bot is stopped and started again on the same
//! database and play goes on. A second table has two humans and two computer players.
//!
//! Along the way: every public payload is checked to hold no hidden card, a non-player's
//! command is refused, a typing mistake is explained, a redelivered interaction applies once,
//! an out-of-date view is answered with a fresh one, mentions ping only the player concerned,
//! every interaction is answered within Discord's 3 seconds, and nothing the bot sends breaks
//! Discord's limits. The time from each interaction to its answer is printed (p50, p99):
//! `cargo test --release --test e2e_discord -- --nocapture`.

mod e2e;
mod support;

use canasta_commands::discord::{
    self, Backups, BotSettings, Maintenance, ShardPlan, StartError, Thinking, Timing,
};
use canasta_storage::{GameId, GameRecord, GameStatus, Store};
use e2e::checks::{assert_mentions_ping_only_the_player_concerned, report_latencies};
use e2e::driver::{answer, response_text, Table, STEP};
use e2e::game_log::log_shows_every_move;
use e2e::harness::Harness;
use e2e::posts::PostCount;
use serde_json::{json, Value};
use std::path::Path;
use std::time::{Duration, Instant};
use support::fake_discord::{FakeDiscord, FakeUser, MessageRecord};

/// Timing for tests: computer players move after a moment, strong ones thinking the least
/// there is (the suite seats strong players everywhere: at a second a decision it would take
/// hours); reminders as asked.
fn timing(reminder_after: Option<Duration>) -> Timing {
    Timing {
        computer_delay: Duration::from_millis(5),
        thinking: Thinking::new(0, 2),
        reminder_after,
        reminder_every: Duration::from_millis(200),
        outbox_every: Duration::from_millis(100),
        ..Timing::default()
    }
}

/// The id in the first `<#id>` of a text.
fn channel_mention(text: &str) -> Option<u64> {
    let start = text.find("<#")? + 2;
    let end = start + text[start..].find('>')?;
    text[start..end].parse().ok()
}

/// `host` opens a table with `options`; returns the thread and its lobby message.
async fn open_table(
    h: &Harness,
    host: &FakeUser,
    channel: u64,
    options: Value,
) -> (u64, MessageRecord) {
    let pending = h
        .discord
        .send_slash_command(host, channel, "canasta new", options)
        .await;
    let response = answer(&pending).await;
    assert!(
        !response.ephemeral,
        "the new table is announced in the channel"
    );
    let text = response_text(&response);
    let thread = channel_mention(&text).unwrap_or_else(|| panic!("no thread named in: {text}"));
    let join = format!("l:{thread}:join");
    let lobby = h
        .discord
        .wait_for_message(thread, |m| m.custom_ids().contains(&join), STEP)
        .await;
    (thread, lobby)
}

/// Clicks a lobby button and returns the answer's text.
async fn lobby_click(h: &Harness, user: &FakeUser, lobby: &MessageRecord, control: &str) -> String {
    let id = format!("l:{}:{control}", lobby.channel_id);
    let pending = h.discord.click_button(user, lobby.id, &id).await;
    response_text(&answer(&pending).await)
}

/// Picks `level` (`strong`, `good`, `basic`) in a lobby's add-computer select and returns the
/// answer's text.
async fn add_computer(h: &Harness, user: &FakeUser, lobby: &MessageRecord, level: &str) -> String {
    let id = format!("l:{}:cpu", lobby.channel_id);
    let pending = h.discord.select(user, lobby.id, &id, &[level]).await;
    response_text(&answer(&pending).await)
}

/// The active game of a thread, once the host has started it.
fn game_in(store: &Store, thread: u64) -> GameId {
    let games = store.active_in_channel(thread).expect("index readable");
    *games.last().expect("a game was started in the thread")
}

async fn wait_for_post(
    h: &Harness,
    thread: u64,
    what: &str,
    pred: impl Fn(&MessageRecord) -> bool,
) -> MessageRecord {
    let started = Instant::now();
    let found = h.discord.wait_for_message(thread, pred, STEP).await;
    assert!(started.elapsed() < STEP, "{what}");
    found
}

/// The table's clock (24 h a move, the default) shows on `/table` and `/hand` (issue 13): the
/// player to move and the hours left, to every player who looks.
async fn clock_is_shown(h: &Harness, record: &GameRecord, user: &FakeUser, thread: u64) {
    let seat = record.game.seat_to_act().expect("a player to move");
    let line = format!("{} to move, 2", record.players[seat].name());
    for command in ["table", "hand"] {
        let pending = h
            .discord
            .send_slash_command(user, thread, command, json!({}))
            .await;
        let text = response_text(&answer(&pending).await);
        assert!(
            text.contains(&line) && text.contains(" h left."),
            "/{command}: {text}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn four_players_play_a_classic_game_to_the_end_across_a_restart() {
    let started = Instant::now();
    let mut h = Harness::start(timing(None)).await;
    let games = h.discord.channel("games");
    let users: Vec<FakeUser> = (1..=4).map(|n| h.discord.user(n)).collect();

    // A rule set that does not exist is refused, with the ones that do.
    let pending = h
        .discord
        .send_slash_command(&users[0], games, "canasta new", json!({"rules": "bridge"}))
        .await;
    let refused = answer(&pending).await;
    assert!(refused.ephemeral);
    assert!(
        response_text(&refused).contains("two-player"),
        "{:?}",
        refused.payload
    );

    let (thread, lobby) = open_table(&h, &users[0], games, json!({"rules": "classic"})).await;
    for user in &users[1..] {
        let text = lobby_click(&h, user, &lobby, "join").await;
        assert!(text.contains(&user.global_name), "{text}");
        if user == &users[1] {
            let text = lobby_click(&h, user, &lobby, "join").await;
            assert!(text.contains("already have a seat"), "{text}");
        }
    }
    // Partners sit opposite: seats 1 & 3 against 2 & 4. The host swaps seats 2 and 3 so that
    // they play with Player 2.
    let pending = h
        .discord
        .select(
            &users[0],
            lobby.id,
            &format!("l:{thread}:swap"),
            &["1", "2"],
        )
        .await;
    let text = response_text(&answer(&pending).await);
    assert!(
        text.find("Player 3").unwrap_or(0) < text.find("Player 2").unwrap_or(0),
        "{text}"
    );
    let text = lobby_click(&h, &users[1], &lobby, "start").await;
    assert!(text.contains("Only the host"), "{text}");
    lobby_click(&h, &users[0], &lobby, "start").await;
    let closed = h.discord.message(lobby.id).expect("lobby");
    assert!(
        closed.custom_ids().is_empty(),
        "the started lobby has no buttons left"
    );

    let game = game_in(h.store(), thread);
    let record = h.store().load_game(game).expect("loads");
    assert_eq!(
        record.players[2].user_id(),
        Some(users[1].id),
        "the host's partner"
    );
    wait_for_post(&h, thread, "the first table is posted", |m| {
        m.content.contains("The game begins")
    })
    .await;
    clock_is_shown(&h, &record, &users[3], thread).await;

    let mut table = Table::new(&h, game, thread);
    table.extras.enabled = true;
    table.restart_at_deal = Some(3);
    let finished = table.play_to_end(&mut h, Duration::from_secs(240)).await;
    assert!(table.restarted, "the bot was restarted mid-game");
    let extras = &table.extras;
    assert!(
        extras.non_player
            && extras.bad_input
            && extras.autocomplete
            && extras.stale
            && extras.redelivered
            && extras.missed_posts,
        "every one-off check ran: {extras:?}"
    );

    // The end: scores and "Play again" in the thread, the result stored for leaderboards.
    let again = format!("again:{}", game.0);
    let over = wait_for_post(&h, thread, "the game-over post", |m| {
        m.custom_ids().contains(&again)
    })
    .await;
    assert!(over.all_text().contains("Game over"), "{}", over.all_text());
    table.leaks.check(&h.discord, h.store());
    let posts = PostCount::of(&h, thread, &finished);
    println!("{}", posts.report("four humans"));
    // At most one post per human turn, plus the game's first post and a deal's scores.
    posts.assert_at_most_one_post_per_human_turn(2, "four humans");
    the_ended_game_still_answers(&h, thread, &users, &finished).await;
    let results = h
        .store()
        .results_in_guild(h.discord.guild_id())
        .expect("results");
    let result = results
        .into_iter()
        .filter_map(Result::ok)
        .find(|r| r.game_id == game)
        .expect("the result is stored");
    assert_eq!(Some(result.winners.as_slice()), finished.game.winners());
    assert!(
        result.scores.iter().any(|&s| s >= 5000),
        "{:?}",
        result.scores
    );

    // The leaderboard counts the game: the winners with a win, the others with none.
    let pending = h
        .discord
        .send_slash_command(&users[3], games, "leaderboard", json!({"rules": "classic"}))
        .await;
    let board = answer(&pending).await;
    assert!(!board.ephemeral, "the leaderboard is for everyone");
    let board = response_text(&board);
    let winners: Vec<usize> = result
        .winners
        .iter()
        .flat_map(|&team| result.teams[team].clone())
        .collect();
    for (seat, player) in result.players.iter().enumerate() {
        let record = if winners.contains(&seat) && result.winners.len() > 1 {
            "0 wins, 1 draw in 1 game (50%)"
        } else if winners.contains(&seat) {
            "1 win in 1 game (100%)"
        } else {
            "0 wins in 1 game (0%)"
        };
        let line = board
            .lines()
            .find(|l| l.contains(player.name()))
            .unwrap_or_else(|| panic!("{} is not on the leaderboard: {board}", player.name()));
        assert!(line.contains(record), "{line}");
    }
    let pending = h
        .discord
        .send_slash_command(&users[3], games, "leaderboard", json!({"rules": "bridge"}))
        .await;
    let refused = answer(&pending).await;
    assert!(refused.ephemeral && response_text(&refused).contains("no rule set `bridge`"));

    // "Play again" starts a new game with the same seats in the thread.
    let pending = h.discord.click_button(&users[2], &over, &again).await;
    answer(&pending).await;
    let next = game_in(h.store(), thread);
    assert_ne!(next, game);
    let replay = h.store().load_game(next).expect("loads");
    assert_eq!(replay.players, finished.players);
    wait_for_post(&h, thread, "the new game's table", |m| {
        m.content.contains("another game")
    })
    .await;
    // Resigning asks first: a player who does not confirm plays on.
    let pending = h
        .discord
        .send_slash_command(&users[2], thread, "resign", json!({}))
        .await;
    let question = answer(&pending).await;
    assert!(
        question.ephemeral
            && response_text(&question).contains("Resign? The game ends")
            && response_text(&question).contains("counts as a loss for your side"),
        "{:?}",
        question.payload
    );
    let resign_button = format!("resign:{}", next.0);
    assert_eq!(question.custom_ids(), std::slice::from_ref(&resign_button));
    let asked = question.message_id.expect("the question is a message");
    let asked = h.discord.message(asked).expect("stored");
    assert_eq!(
        h.store().load_game(next).expect("loads").status,
        GameStatus::Active
    );
    // Only the host (or a moderator) stops it, and also only once confirmed.
    let pending = h
        .discord
        .send_slash_command(&users[3], thread, "abandon", json!({}))
        .await;
    assert!(response_text(&answer(&pending).await).contains("Only the host"));
    let pending = h
        .discord
        .send_slash_command(&users[0], thread, "abandon", json!({}))
        .await;
    let confirm = answer(&pending).await;
    assert!(confirm.ephemeral && response_text(&confirm).contains("Stop this game?"));
    assert_eq!(
        h.store().load_game(next).expect("loads").status,
        GameStatus::Active
    );
    let stop_button = format!("abandon:{}", next.0);
    let confirm = h
        .discord
        .message(confirm.message_id.expect("a message"))
        .expect("stored");
    let pending = h
        .discord
        .click_button(&users[0], &confirm, &stop_button)
        .await;
    answer(&pending).await;
    let stopped = h.store().load_game(next).expect("loads");
    assert_eq!(stopped.status, GameStatus::Abandoned);
    wait_for_post(&h, thread, "the stop is told in the thread", |m| {
        m.content.contains("stopped the game")
    })
    .await;
    // The thread now shows the abandoned game, with the score when it stopped.
    let pending = h
        .discord
        .send_slash_command(&users[1], thread, "score", json!({}))
        .await;
    let score = answer(&pending).await;
    let text = response_text(&score);
    assert!(
        score.ephemeral && text.contains("This game was abandoned during deal 1"),
        "{text}"
    );
    // The resign question, confirmed too late, changes nothing.
    let pending = h
        .discord
        .click_button(&users[2], &asked, &resign_button)
        .await;
    assert!(response_text(&answer(&pending).await).contains("This game was stopped"));

    let pings = assert_mentions_ping_only_the_player_concerned(&h.discord);
    let (p50, p99, n) = report_latencies(&h.discord, "four humans");
    h.discord.assert_no_violations();
    let stats = &table.stats;
    println!(
        "four humans: {} deals, {} moves ({} slash, {} buttons, {} selects, {} /go-out), {} \
         pings, {} public payloads and {} card runs checked, {n} interactions (p50 {p50:?}, \
         p99 {p99:?}), {:?} in all",
        finished.game.deal_number(),
        stats.moves,
        stats.slash,
        stats.buttons,
        stats.selects,
        stats.go_outs,
        pings,
        table.leaks.payloads,
        table.leaks.runs,
        started.elapsed()
    );
    assert!(
        stats.buttons + stats.selects >= stats.moves / 5,
        "{stats:?}"
    );
    h.stop().await;
}

/// After "Game over" the thread still answers `/score`, `/table` and `/hand` (issue 13), each
/// privately: the winner with the final scores and the last deal's breakdown, the final table
/// and each player's last hand, with nothing left to press.
async fn the_ended_game_still_answers(
    h: &Harness,
    thread: u64,
    users: &[FakeUser],
    finished: &GameRecord,
) {
    let ask = |user: &FakeUser, command: &'static str| {
        let user = user.clone();
        async move {
            let pending = h
                .discord
                .send_slash_command(&user, thread, command, json!({}))
                .await;
            let response = answer(&pending).await;
            assert!(response.ephemeral, "/{command} is private");
            assert!(
                response.custom_ids().is_empty(),
                "/{command}: nothing to press"
            );
            response_text(&response)
        }
    };
    let winners = finished.game.winners().expect("over").to_vec();
    let seats = 0..finished.players.len();
    let winner = seats
        .filter(|&seat| finished.rules.team_of(seat) == winners[0])
        .map(|seat| &finished.players[seat])
        .next()
        .expect("a winning seat");
    let score = ask(&users[3], "score").await;
    assert!(
        score.contains("This game is over.") && score.contains("Final scores"),
        "{score}"
    );
    assert!(score.contains(winner.name()), "{score}");
    let last = finished.game.deal_number();
    assert!(score.contains(&format!("Deal {last} — scores")), "{score}");
    let table = ask(&users[0], "table").await;
    assert!(table.contains("The game is over."), "{table}");
    for user in users {
        let hand = ask(user, "hand").await;
        assert!(
            hand.contains("The game is over: your hand as it ended."),
            "{hand}"
        );
        assert!(!hand.contains("There is no game here"), "{hand}");
    }
    // Issue 31: a move is refused as "the game is over", never "There is no game here", and
    // `/log` still shows the ended game's moves.
    for (command, options) in [
        ("draw", json!({})),
        ("meld", json!({ "cards": "7 7 7" })),
        ("discard", json!({ "card": "9" })),
    ] {
        let pending = h
            .discord
            .send_slash_command(&users[1], thread, command, options)
            .await;
        let text = response_text(&answer(&pending).await);
        assert!(text.contains("This game is over."), "/{command}: {text}");
        assert!(
            !text.contains("There is no game here"),
            "/{command}: {text}"
        );
    }
    let pending = h
        .discord
        .send_slash_command(&users[2], thread, "log", json!({}))
        .await;
    let log = response_text(&answer(&pending).await);
    assert!(!log.contains("There is no game here"), "{log}");
    assert!(log.contains("Game over: "), "{log}");
    // `/help` with a topic it does not know says so; `topic` offers the topics it knows.
    let pending = h
        .discord
        .send_slash_command(&users[0], thread, "help", json!({ "topic": "trumps" }))
        .await;
    let help = response_text(&answer(&pending).await);
    assert!(
        help.contains("There is no help on “trumps”. Topics: cards, samba, bid, draw"),
        "{help}"
    );
    let pending = h
        .discord
        .send_autocomplete(&users[0], thread, "help", json!({ "topic": "sa" }), "topic")
        .await;
    let choices = pending.response().await.choices();
    assert_eq!(choices.len(), 1, "{choices:?}");
}

/// `/mygames` (issue 13), asked in another channel: privately, each player's list has the
/// game with a link to its thread; the awaited player reads "Your move", the other whose
/// move it is, both with the clock.
async fn my_games_say_whose_move(h: &Harness, thread: u64, users: [&FakeUser; 2], waiting: u64) {
    let link = format!(
        "https://discord.com/channels/{}/{thread}",
        h.discord.guild_id()
    );
    let elsewhere = h.discord.channel("games");
    let awaited = users
        .iter()
        .find(|u| u.id == waiting)
        .expect("a human is awaited");
    for user in users {
        let pending = h
            .discord
            .send_slash_command(user, elsewhere, "mygames", json!({}))
            .await;
        let response = answer(&pending).await;
        assert!(response.ephemeral, "/mygames is private");
        let text = response_text(&response);
        let line = text
            .lines()
            .find(|l| l.contains(&link))
            .unwrap_or_else(|| panic!("no link to the game's thread: {text}"));
        let whose = if user.id == waiting {
            "**Your move**, ".to_string()
        } else {
            format!("{} to move, ", awaited.global_name)
        };
        assert!(line.contains(&whose) && line.contains(" h left"), "{line}");
    }
}

/// `/canasta away` (issue 13): the awaited player goes away for three days; the answer is
/// private, their clock stops (its deadline moves three days on), `/table` says who is away
/// until when; `/canasta away back` starts the clock again with what it had left.
async fn away_and_back(
    h: &Harness,
    thread: u64,
    users: [&FakeUser; 2],
    waiting: u64,
    game: GameId,
) {
    const DAY_MS: u64 = 24 * 3_600_000;
    let user = users
        .iter()
        .find(|u| u.id == waiting)
        .expect("a human is awaited");
    let before = h.store().current_wait(game).expect("reads").expect("timed");
    let elsewhere = h.discord.channel("games");
    let pending = h
        .discord
        .send_slash_command(user, elsewhere, "canasta away", json!({"duration": "3d"}))
        .await;
    let response = answer(&pending).await;
    assert!(response.ephemeral, "/canasta away is private");
    let text = response_text(&response);
    assert!(
        text.contains("Away until <t:") && text.contains("paused in 1 of your 1 game"),
        "{text}"
    );
    let paused = h.store().current_wait(game).expect("reads").expect("timed");
    let moved = paused.deadline_at.unwrap_or(0) - before.deadline_at.unwrap_or(0);
    assert!(
        (3 * DAY_MS - 60_000..=3 * DAY_MS).contains(&moved),
        "moved {moved} ms"
    );
    let pending = h
        .discord
        .send_slash_command(users[0], thread, "table", json!({}))
        .await;
    let table = response_text(&answer(&pending).await);
    assert!(
        table.contains(&format!("{} is away until <t:", user.global_name)),
        "{table}"
    );
    let pending = h
        .discord
        .send_slash_command(
            user,
            thread,
            "canasta away",
            json!({"duration": "nonsense"}),
        )
        .await;
    let refused = answer(&pending).await;
    assert!(refused.ephemeral && response_text(&refused).contains("`3d`"));
    let pending = h
        .discord
        .send_slash_command(user, thread, "canasta away", json!({"duration": "back"}))
        .await;
    let text = response_text(&answer(&pending).await);
    assert!(text.contains("Welcome back"), "{text}");
    let back = h.store().current_wait(game).expect("reads").expect("timed");
    assert!(
        back.deadline_at <= before.deadline_at.map(|d| d + 60_000),
        "{back:?}"
    );
    assert!(h
        .store()
        .away_seats(game, h.store().now_ms())
        .expect("reads")
        .is_empty());
    // Issue 31: "back" again, without having been away, says so and lists no clocks.
    let pending = h
        .discord
        .send_slash_command(user, thread, "canasta away", json!({"duration": "back"}))
        .await;
    let response = answer(&pending).await;
    let text = response_text(&response);
    assert!(response.ephemeral, "{text}");
    assert!(text.contains("You were not away"), "{text}");
    assert!(!text.contains("Welcome back"), "{text}");
    assert!(!text.contains("runs again"), "{text}");
    let again = h.store().current_wait(game).expect("reads").expect("timed");
    assert_eq!(again, back, "nothing changed");
}

/// A pause by vote (issue 13): `/canasta pause` posts the vote publicly; a stranger's press
/// is refused privately; when the other human agrees the post says the clocks are paused,
/// nothing is timed and `/table` says so; `/canasta resume` starts them again.
async fn pause_by_vote(h: &Harness, thread: u64, users: [&FakeUser; 2], game: GameId) {
    let pending = h
        .discord
        .send_slash_command(users[0], thread, "canasta pause", json!({}))
        .await;
    let response = answer(&pending).await;
    assert!(!response.ephemeral, "the vote is public");
    let text = response_text(&response);
    assert!(text.contains("1 of 2 players agree"), "{text}");
    let vote = h
        .discord
        .message(response.message_id.expect("a message"))
        .expect("stored");
    let button = format!("pause:{}", game.0);
    let stranger = h.discord.user(9);
    let pending = h.discord.click_button(&stranger, &vote, &button).await;
    let refused = answer(&pending).await;
    assert!(refused.ephemeral, "{refused:?}");
    assert!(!h.store().clocks_paused(game).expect("reads"));
    let pending = h.discord.click_button(users[1], &vote, &button).await;
    answer(&pending).await;
    let updated = h.discord.message(vote.id).expect("stored");
    assert!(
        updated
            .embeds
            .iter()
            .any(|e| e.to_string().contains("The clocks are paused")),
        "{updated:?}"
    );
    assert!(h.store().clocks_paused(game).expect("reads"));
    let wait = h.store().current_wait(game).expect("reads").expect("waits");
    assert_eq!((wait.remind_at, wait.deadline_at), (None, None));
    let pending = h
        .discord
        .send_slash_command(users[1], thread, "table", json!({}))
        .await;
    let table = response_text(&answer(&pending).await);
    assert!(table.contains("paused by the players' vote"), "{table}");
    let pending = h
        .discord
        .send_slash_command(users[1], thread, "canasta resume", json!({}))
        .await;
    let text = response_text(&answer(&pending).await);
    assert!(text.contains("started the clocks again"), "{text}");
    let wait = h.store().current_wait(game).expect("reads").expect("waits");
    assert!(wait.deadline_at.is_some() && !h.store().clocks_paused(game).expect("reads"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_humans_and_two_computer_players() {
    let started = Instant::now();
    // Scheduled backups every half second, the newest three kept.
    let plan = |dir: &Path| Maintenance {
        backups: Some(Backups {
            dir: dir.join("backups"),
            every: Duration::from_millis(500),
            keep: 3,
        }),
        ..Maintenance::default()
    };
    let mut h = Harness::start_with(timing(Some(Duration::from_millis(1500))), plan).await;
    let backups = h.backups_dir();
    let general = h.discord.channel("general");
    let (host, guest) = (h.discord.user(6), h.discord.user(7));
    // A house rule: the answer to "May I go out?" is advice only; the lobby says so.
    let (thread, lobby) = open_table(&h, &host, general, json!({"answer_binds": false})).await;
    assert!(
        lobby.all_text().contains("is advice only"),
        "{}",
        lobby.all_text()
    );
    lobby_click(&h, &guest, &lobby, "join").await;
    // The add-computer button of lobbies posted before the levels still works: it adds the
    // default level, strong. The select adds the level chosen.
    let id = format!("l:{}:cpu", lobby.channel_id);
    let pending = h
        .discord
        .send_forged_component(&host, lobby.id, &id, None)
        .await;
    let text = response_text(&answer(&pending).await);
    assert!(text.contains("Ada (computer, strong)"), "{text}");
    let text = add_computer(&h, &guest, &lobby, "good").await;
    assert!(text.contains("Blaise (computer, good)"), "{text}");
    lobby_click(&h, &host, &lobby, "start").await;
    let game = game_in(h.store(), thread);
    let kinds: Vec<String> = (h.store().load_game(game).expect("loads").players)
        .iter()
        .filter_map(|p| match p {
            canasta_storage::PlayerSlot::Computer { kind, .. } => Some(kind.clone()),
            canasta_storage::PlayerSlot::Human { .. } => None,
        })
        .collect();
    assert_eq!(kinds, ["strong", "good"], "the seats keep their levels");
    let rules = h.store().load_game(game).expect("loads").rules;
    assert!(
        !rules.going_out.answer_binds,
        "the house rule is the game's"
    );

    // Whoever is to move first, a human is reminded after a while.
    let deadline = Instant::now() + STEP;
    let waiting = loop {
        let record = h.store().load_game(game).expect("loads");
        let seat = record.game.seat_to_act().expect("active");
        if let Some(user) = record.players[seat].user_id() {
            break user;
        }
        assert!(
            Instant::now() < deadline,
            "the computer players did not move"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    };
    let reminder = wait_for_post(&h, thread, "a reminder", |m| {
        m.content.contains("a reminder") && m.content.contains(&format!("<@{waiting}>"))
    })
    .await;
    assert!(reminder.content.starts_with(&format!("<@{waiting}>")));
    my_games_say_whose_move(&h, thread, [&host, &guest], waiting).await;
    away_and_back(&h, thread, [&host, &guest], waiting, game).await;
    pause_by_vote(&h, thread, [&host, &guest], game).await;

    let mut table = Table::new(&h, game, thread);
    table.restart_at_deal = Some(2);
    // In the second deal, at a human's turn: `/log` shows every move the posts gathered.
    let second = table
        .play_until(&mut h, Duration::from_secs(240), |r| {
            r.game.deal_number() >= 2
                && r.game
                    .seat_to_act()
                    .is_some_and(|s| r.players[s].user_id().is_some())
        })
        .await;
    if second.status == GameStatus::Active {
        let seat = second.game.seat_to_act().expect("a human to act");
        let user = if second.players[seat].user_id() == Some(host.id) {
            &host
        } else {
            &guest
        };
        log_shows_every_move(&h, &mut table, &second, user).await;
    }
    let finished = table.play_to_end(&mut h, Duration::from_secs(240)).await;
    assert!(
        table.restarted,
        "the bot was restarted while a computer was to move"
    );
    assert!(table.stats.computer_moves > 50, "{:?}", table.stats);
    let again = format!("again:{}", game.0);
    wait_for_post(&h, thread, "the game-over post", |m| {
        m.custom_ids().contains(&again)
    })
    .await;
    table.leaks.check(&h.discord, h.store());
    assert_eq!(finished.status, GameStatus::Finished);
    let posts = PostCount::of(&h, thread, &finished);
    println!("{}", posts.report("two humans, two computers"));
    // At most one post per human turn, plus the game's first post, a deal's scores and the
    // reminder this test waits for.
    posts.assert_at_most_one_post_per_human_turn(3, "two humans, two computers");

    assert_mentions_ping_only_the_player_concerned(&h.discord);
    let intents = h
        .discord
        .gateway_stats()
        .intents
        .expect("the bot identified");
    let privileged = (1 << 1) | (1 << 8) | (1 << 15);
    assert_eq!(
        intents & privileged,
        0,
        "only non-privileged intents: {intents:#b}"
    );
    let (p50, p99, n) = report_latencies(&h.discord, "two humans, two computers");
    h.discord.assert_no_violations();
    println!(
        "two humans, two computers: {} deals, {} human moves, {} computer moves, {n} \
         interactions (p50 {p50:?}, p99 {p99:?}), {:?} in all",
        finished.game.deal_number(),
        table.stats.moves,
        table.stats.computer_moves,
        started.elapsed()
    );
    let files = h.stop().await;

    // The bot backed the database up while the game ran: the newest backups are kept, and
    // each opens as a database holding the game.
    let made = canasta_storage::backups_in(&backups).expect("the backup directory lists");
    assert!(
        (1..=3).contains(&made.len()),
        "{} scheduled backups kept",
        made.len()
    );
    for backup in made {
        let copy = Store::open_existing(&backup).expect("a backup opens");
        copy.load_game(game).expect("the game is in the backup");
    }
    drop(files);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn server_settings_are_shown_to_all_and_changed_by_moderators() {
    let h = Harness::start(timing(None)).await;
    let games = h.discord.channel("games");
    let (player, moderator) = (h.discord.user(1), h.discord.user(900_001));
    let settings = |user, options| {
        let h = &h;
        async move {
            let pending = h
                .discord
                .send_slash_command(user, games, "canasta settings", options)
                .await;
            let response = answer(&pending).await;
            assert!(response.ephemeral, "settings are answered privately");
            response_text(&response)
        }
    };
    let shown = settings(&player, json!({})).await;
    assert!(shown.contains("`classic` (the default)"), "{shown}");
    let refused = settings(&player, json!({"default_rules": "fast"})).await;
    assert!(refused.contains("Only moderators"), "{refused}");
    let wrong = settings(&moderator, json!({"default_rules": "bridge"})).await;
    assert!(wrong.contains("no rule set `bridge`"), "{wrong}");
    assert!(shown.contains("24 h a move"), "{shown}");
    let refused = settings(&player, json!({"move_clock": 3})).await;
    assert!(refused.contains("Only moderators"), "{refused}");
    let changed = settings(
        &moderator,
        json!({"default_rules": "two-player", "reminder_hours": 0, "move_clock": 3}),
    )
    .await;
    assert!(
        changed.contains("`two-player`") && changed.contains("never"),
        "{changed}"
    );
    assert!(changed.contains("72 h a move"), "{changed}");
    let stored = h.store().settings(h.discord.guild_id()).expect("readable");
    assert_eq!(stored.default_rules.as_deref(), Some("two-player"));
    assert_eq!(stored.turn_reminder_hours, Some(0));

    // A new table without a rule set uses the server's.
    let (_, lobby) = open_table(&h, &player, games, json!({})).await;
    assert!(
        lobby.all_text().contains("two-player rules") && lobby.all_text().contains("72 h a move"),
        "{}",
        lobby.all_text()
    );
    h.discord.assert_no_violations();
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_says_how_to_get_one() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = Store::open(dir.path().join("db")).expect("store");
    let settings = BotSettings {
        token: "not-the-token".into(),
        store,
        api_base: Some(discord.api_base()),
        dev_guild_id: None,
        timing: Timing::default(),
        maintenance: Maintenance::default(),
        shards: ShardPlan::One,
    };
    let error = match discord::start(settings).await {
        Ok(_) => panic!("a wrong token was accepted"),
        Err(e) => e,
    };
    assert!(matches!(error, StartError::TokenRejected), "{error}");
    assert!(error.to_string().contains("developers/applications"));
}
