//! `/log` (issue 13): the thread gathers moves into few posts, and `/log` still shows each
//! move, privately, on its own line; it shows only what was public (the leak checker reads
//! it as it reads the thread's posts).

use super::driver::{answer, Table, STEP};
use super::harness::Harness;
use crate::support::fake_discord::FakeUser;
use canasta_storage::GameRecord;
use canasta_wording::post_key::without_mark;
use serde_json::json;
use std::collections::HashSet;

/// Once the thread has told `record` (a human is to act), `user`'s `/log` shows the newest
/// moves, one a line, each as the thread told it, and nothing hidden. Returns the lines.
pub async fn log_shows_every_move(
    h: &Harness,
    table: &mut Table,
    record: &GameRecord,
    user: &FakeUser,
) -> Vec<String> {
    let told = format!("g:{}:v:{}:hand", record.id.0, record.version);
    h.discord
        .wait_for_message(table.thread, |m| m.custom_ids().contains(&told), STEP)
        .await;
    let pending = h
        .discord
        .send_slash_command(user, table.thread, "log", json!({}))
        .await;
    let response = answer(&pending).await;
    assert!(response.ephemeral, "/log is private");
    let embeds = response.embeds();
    let log = embeds
        .first()
        .and_then(|e| e["description"].as_str())
        .unwrap_or_else(|| panic!("/log shows an embed: {:?}", response.payload))
        .to_string();
    table.leaks.check_whole_game_text(
        &h.discord,
        h.store(),
        &super::driver::response_text(&response),
    );
    let lines: Vec<String> = log.lines().map(str::to_string).collect();
    assert!(lines.len() >= 5, "{log}");
    let bot = h.discord.bot_id();
    let posts: Vec<Vec<String>> = h
        .discord
        .messages_in(table.thread)
        .into_iter()
        .filter(|m| m.author_id == bot && m.interaction_id.is_none())
        .map(|m| {
            without_mark(&m.content)
                .lines()
                .map(str::to_string)
                .collect()
        })
        .collect();
    let told: HashSet<&String> = posts.iter().flatten().collect();
    for line in &lines {
        assert!(
            told.contains(line),
            "/log shows `{line}`, which the thread never told"
        );
    }
    let logged: HashSet<&String> = lines.iter().collect();
    let folded = posts
        .iter()
        .map(|p| p.iter().filter(|l| logged.contains(l)).count())
        .max()
        .unwrap_or(0);
    assert!(
        folded >= 3,
        "a post gathers several moves, each a line of /log: {lines:#?}"
    );
    let newest = posts
        .iter()
        .rev()
        .find(|p| p.iter().any(|l| logged.contains(l)));
    assert!(
        lines
            .last()
            .is_some_and(|l| newest.is_some_and(|p| p.contains(l))),
        "the newest move is last: {lines:#?}"
    );
    lines
}
