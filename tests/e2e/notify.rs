//! Where reminders go (issue 13, `/canasta notify dm|thread|off`): a player who chose direct
//! messages is reminded in a DM with a link to the thread and not in the thread; with their
//! DMs closed (Discord's 50007) the reminder falls back to a mention in the thread; with
//! reminders off nothing is sent. Each awaited turn gets exactly one reminder.

use super::driver::{answer, response_text, Table, STEP};
use super::harness::Harness;
use crate::support::fake_discord::{FakeUser, MessageRecord};
use crate::{game_in, lobby_click, open_table, timing};
use canasta_storage::GameRecord;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// After this a player is reminded (the driver's moves take far less); the task looks every
/// 200 ms.
const REMIND_AFTER: Duration = Duration::from_millis(1500);

/// The value Discord sends for the choice `name` of `/canasta notify how` (poise registers
/// its choices as integers, each with its name).
fn choice_value(h: &Harness, name: &str) -> Value {
    let commands = h.discord.registered_commands();
    let options = |v: &Value| v["options"].as_array().cloned().unwrap_or_default();
    let named = |list: Vec<Value>, n: &str| list.into_iter().find(|o| o["name"] == n);
    let canasta = named(commands, "canasta").expect("/canasta is registered");
    let notify = named(options(&canasta), "notify").expect("/canasta notify is registered");
    let how = named(options(&notify), "how").expect("it has `how`");
    let choices = how["choices"].as_array().cloned().unwrap_or_default();
    let choice = choices.into_iter().find(|c| c["name"] == name);
    choice
        .map(|c| c["value"].clone())
        .expect("a choice of `how`")
}

/// `user` chooses how to be reminded; returns the private answer.
async fn choose(h: &Harness, user: &FakeUser, how: &str) -> String {
    let games = h.discord.channel("games");
    let how = choice_value(h, how);
    let pending = h
        .discord
        .send_slash_command(user, games, "canasta notify", json!({ "how": how }))
        .await;
    let response = answer(&pending).await;
    assert!(response.ephemeral, "/canasta notify is answered privately");
    response_text(&response)
}

/// The reminders in `channel` that mention `user` (or, in a DM, every message).
fn reminders(h: &Harness, channel: Option<u64>, user: &FakeUser, dm: bool) -> Vec<MessageRecord> {
    let Some(channel) = channel else {
        return Vec::new();
    };
    h.discord
        .messages_in(channel)
        .into_iter()
        .filter(|m| dm || (m.content.contains("a reminder") && m.content.contains(&user.mention())))
        .collect()
}

/// Plays (the heuristic's moves, through the bot) until `seat` is to move; returns the game
/// then.
async fn until_awaited(h: &mut Harness, table: &mut Table, seat: usize) -> GameRecord {
    let record = table
        .play_until(h, Duration::from_secs(60), |r| {
            r.game.seat_to_act() == Some(seat)
        })
        .await;
    assert_eq!(record.game.seat_to_act(), Some(seat), "the game went on");
    record
}

/// Plays the turn `seat` is in, the others' turns, until `seat`'s next turn begins.
async fn next_turn(h: &mut Harness, table: &mut Table, seat: usize) -> GameRecord {
    table
        .play_until(h, Duration::from_secs(60), |r| {
            r.game.seat_to_act().is_some_and(|s| s != seat)
        })
        .await;
    until_awaited(h, table, seat).await
}

/// Waits until `count` holds, for at most a few reminder periods.
async fn wait_until(what: &str, count: impl Fn() -> bool) {
    let deadline = Instant::now() + STEP;
    while !count() {
        assert!(Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Lets the reminder task look several more times, so a second reminder would show.
async fn quiet_time() {
    tokio::time::sleep(Duration::from_secs(1)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn reminders_go_where_each_player_chose() {
    let mut h = Harness::start(timing(Some(REMIND_AFTER))).await;
    let (aino, bea) = (h.discord.user(41), h.discord.user(42));
    assert!(choose(&h, &aino, "dm").await.contains("direct message"));
    assert!(choose(&h, &bea, "off").await.contains("no reminders"));
    assert_eq!(
        h.store().user_settings(aino.id).expect("stored").notify,
        canasta_storage::Notify::Dm
    );

    let games = h.discord.channel("games");
    let (thread, lobby) = open_table(&h, &aino, games, json!({"rules": "two-player"})).await;
    lobby_click(&h, &bea, &lobby, "join").await;
    lobby_click(&h, &aino, &lobby, "start").await;
    let game = game_in(h.store(), thread);
    let record = h.store().load_game(game).expect("loads");
    let seat = record.seats_of(aino.id)[0];
    let mut table = Table::new(&h, game, thread);

    // DM chosen: Aino's turn is reminded once, in a DM that links the thread.
    until_awaited(&mut h, &mut table, seat).await;
    wait_until("a reminder by direct message", || {
        !reminders(&h, h.discord.dm_channel_of(&aino), &aino, true).is_empty()
    })
    .await;
    quiet_time().await;
    let dm = h.discord.dm_channel_of(&aino);
    let sent = reminders(&h, dm, &aino, true);
    assert_eq!(sent.len(), 1, "one reminder for the turn: {sent:#?}");
    let link = format!(
        "https://discord.com/channels/{}/{thread}",
        h.discord.guild_id()
    );
    assert!(
        sent[0].content.contains(&link) && sent[0].content.contains("your turn"),
        "{}",
        sent[0].content
    );
    assert!(
        reminders(&h, Some(thread), &aino, false).is_empty(),
        "not in the thread as well"
    );

    // DMs closed: the next turn's reminder falls back to a mention in the thread, once.
    h.discord.set_dms_closed(&aino, true);
    next_turn(&mut h, &mut table, seat).await;
    wait_until("a reminder in the thread", || {
        !reminders(&h, Some(thread), &aino, false).is_empty()
    })
    .await;
    quiet_time().await;
    let in_thread = reminders(&h, Some(thread), &aino, false);
    assert_eq!(
        in_thread.len(),
        1,
        "one reminder for the turn: {in_thread:#?}"
    );
    assert!(in_thread[0].content.starts_with(&aino.mention()));
    assert_eq!(
        reminders(&h, dm, &aino, true).len(),
        1,
        "no new DM went out"
    );

    // Off: the next turn is not reminded at all.
    assert!(choose(&h, &aino, "off").await.contains("no reminders"));
    next_turn(&mut h, &mut table, seat).await;
    tokio::time::sleep(REMIND_AFTER).await;
    quiet_time().await;
    assert_eq!(reminders(&h, Some(thread), &aino, false).len(), 1);
    assert_eq!(reminders(&h, dm, &aino, true).len(), 1);
    // Bea chose no reminders from the start: none, though she is awaited long enough too.
    let bea_seat = 1 - seat;
    until_awaited(&mut h, &mut table, bea_seat).await;
    tokio::time::sleep(REMIND_AFTER).await;
    quiet_time().await;
    assert!(reminders(&h, Some(thread), &bea, false).is_empty());
    assert!(h.discord.dm_channel_of(&bea).is_none());
    h.discord.assert_no_violations();
    h.stop().await;
}
