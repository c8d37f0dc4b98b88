//! `/leaderboard` and `/profile` (issue 15) on a server with stored results: the rated board
//! pages with its buttons (a click redraws the message; a damaged page id is answered
//! privately), and `/profile` answers with the player's figures and a PNG chart attached.

use super::driver::{answer, response_text};
use super::harness::Harness;
use super::leaks::payload_text;
use crate::support::fake_discord::{FakeUser, MessageRecord};
use crate::timing;
use canasta_storage::{DealLine, GameId, GameResult, PlayerSlot, ResultEnd};
use serde_json::json;

/// Players on the board: enough for three pages.
const PLAYERS: u64 = 24;

/// A finished four-seat partnership game at `at` (ms) between fake users `seats`, seats 0 & 2
/// against 1 & 3, won by the first pair.
fn result(guild: u64, game: u64, seats: [u64; 4], at: u64) -> GameResult {
    let players: Vec<PlayerSlot> = seats
        .iter()
        .map(|&n| {
            let user = FakeUser::new(u32::try_from(n).expect("small"));
            PlayerSlot::Human {
                user_id: user.id,
                name: user.global_name.clone(),
            }
        })
        .collect();
    GameResult {
        game_id: GameId(game),
        guild_id: guild,
        channel_id: 1,
        rules: "classic".into(),
        players_at_start: players.clone(),
        players,
        teams: vec![vec![0, 2], vec![1, 3]],
        scores: vec![5200, 3100],
        winners: vec![0],
        deals: 3,
        started_at: at - 1000,
        finished_at: at,
        duration_ms: 1000,
        outcome: ResultEnd::Finished,
        deal_lines: (1..=3)
            .map(|deal| DealLine {
                deal,
                went_out: Some(if deal == 2 { 1 } else { 0 }),
                concealed: false,
                scores: vec![2000, 1000],
                totals: vec![2000 * deal as i32, 1000 * deal as i32],
                canastas: Some(vec![2, 1]),
            })
            .collect(),
    }
}

/// Six rounds in which every player plays once (so each has six rated games, and the board,
/// which lists players with five or more, lists them all); the seats are shuffled each round.
fn results(guild: u64) -> Vec<GameResult> {
    let mut out = Vec::new();
    for (round, step) in [1u64, 5, 7, 11, 13, 17].into_iter().enumerate() {
        let seat = |p: u64| (p * step + round as u64) % PLAYERS;
        for table in 0..PLAYERS / 4 {
            let seats = [0, 1, 2, 3].map(|s| seat(table * 4 + s));
            let game = out.len() as u64 + 1;
            out.push(result(
                guild,
                game,
                seats,
                1_700_000_000_000 + game * 60_000,
            ));
        }
    }
    out
}

/// Everything a message's embeds show (footers included).
fn shown(message: &MessageRecord) -> String {
    payload_text(&serde_json::Value::Array(message.embeds.clone()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_leaderboard_pages_and_the_profile_has_a_chart() {
    let h = Harness::start(timing(None)).await;
    let guild = h.discord.guild_id();
    for result in results(guild) {
        h.store().put_result(&result).expect("stored");
    }
    let general = h.discord.channel("general");
    // Someone who has not played reads the board (their own line is a unit test's).
    let reader = h.discord.user(PLAYERS as u32 + 1);

    // The rated board of all time, first page: ten players, ranks 1 to 10, "Next".
    let pending = h
        .discord
        .send_slash_command(
            &reader,
            general,
            "leaderboard",
            json!({"family": "partnership", "season": 1}),
        )
        .await;
    let first = answer(&pending).await;
    assert!(!first.ephemeral, "the leaderboard is for everyone");
    let text = response_text(&first);
    assert!(
        text.contains("Four-player partnership · all time"),
        "{text}"
    );
    assert!(text.contains("**1.** "), "{text}");
    assert!(text.contains("**10.** "), "{text}");
    assert!(!text.contains("**11.** "), "{text}");
    assert!(text.contains("6 games"), "{text}");
    assert!(text.contains("Page 1 of 3"), "{text}");
    let message = h
        .discord
        .message(first.message_id.expect("a message"))
        .expect("stored");
    let ids = message.custom_ids();
    assert_eq!(ids.len(), 2, "{ids:?}");
    let next = ids
        .iter()
        .find(|id| id.ends_with(":1"))
        .expect("a Next button")
        .clone();
    assert_eq!(next, "lb:partnership:all:1");

    // "Next" (by someone else) redraws the same message at page 2.
    let other = h.discord.user(0);
    let pending = h.discord.click_button(&other, &message, &next).await;
    let update = answer(&pending).await;
    assert_eq!(
        update.callback_type(),
        Some(7),
        "the page replaces the message"
    );
    let paged = h.discord.message(message.id).expect("stored");
    let text = shown(&paged);
    assert!(
        text.contains("**11.** ") && text.contains("**20.** "),
        "{text}"
    );
    assert!(!text.contains("**10.** "), "{text}");
    assert!(text.contains("Page 2 of 3"), "{text}");

    // A page id past the end shows the last page; a damaged one is answered privately.
    let pending = h
        .discord
        .send_forged_component(&other, message.id, "lb:partnership:all:99", None)
        .await;
    answer(&pending).await;
    let last = shown(&h.discord.message(message.id).expect("stored"));
    assert!(
        last.contains("**21.** ") && last.contains("Page 3 of 3"),
        "{last}"
    );
    for forged in [
        "lb:partnership:all:x",
        "lb:chess:all:0",
        "lb:wins.bridge:all:0",
    ] {
        let pending = h
            .discord
            .send_forged_component(&other, message.id, forged, None)
            .await;
        let refused = answer(&pending).await;
        assert!(refused.ephemeral, "{forged}");
        assert!(response_text(&refused).contains("out of date"), "{forged}");
    }
    let unchanged = shown(&h.discord.message(message.id).expect("stored"));
    assert_eq!(unchanged, last, "a damaged id changes nothing");

    // An unknown board is refused; the wins board is still there.
    let pending = h
        .discord
        .send_slash_command(&reader, general, "leaderboard", json!({"family": "chess"}))
        .await;
    let refused = answer(&pending).await;
    assert!(refused.ephemeral && response_text(&refused).contains("no board `chess`"));
    let pending = h
        .discord
        .send_slash_command(&reader, general, "leaderboard", json!({"family": "wins"}))
        .await;
    let wins = response_text(&answer(&pending).await);
    assert!(
        wins.contains("Wins — all games") && wins.contains("Page 1 of 3"),
        "{wins}"
    );

    // /profile of another player: figures, ratings, and the chart as a PNG attachment.
    let pending = h
        .discord
        .send_slash_command(&reader, general, "profile", json!({"user": other.id}))
        .await;
    let profile = answer(&pending).await;
    assert!(!profile.ephemeral);
    let text = response_text(&profile);
    assert!(
        text.contains(&format!("{} — profile", other.global_name)),
        "{text}"
    );
    assert!(text.contains("6 games"), "{text}");
    assert!(text.contains("Four-player partnership: **"), "{text}");
    let posted = h
        .discord
        .message(profile.message_id.expect("a message"))
        .expect("stored");
    let files: Vec<&str> = posted
        .attachments
        .iter()
        .filter_map(|a| a["filename"].as_str())
        .collect();
    assert_eq!(files, ["rating-history.png"], "{:?}", posted.attachments);
    let size = posted.attachments[0]["size"].as_u64().unwrap_or(0);
    assert!(size > 1000, "a real picture: {size} bytes");

    // Someone with no game: a profile that says so, and no chart.
    let newcomer = h.discord.user(PLAYERS as u32 + 5);
    let pending = h
        .discord
        .send_slash_command(&newcomer, general, "profile", json!({}))
        .await;
    let empty = answer(&pending).await;
    assert!(response_text(&empty).contains("No finished games"));
    let posted = h
        .discord
        .message(empty.message_id.expect("a message"))
        .expect("stored");
    assert!(posted.attachments.is_empty());
    h.discord.assert_no_violations();
}
