//! `canasta-bot recorded`: games recorded by the built binary replay with no mismatch, and a
//! game whose recorded outcome was altered is counted as one (exit code 1).

use std::process::{Command, Output};

fn recorded(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_canasta-bot"))
        .arg("recorded")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn recorded_games_replay_and_an_altered_one_is_a_mismatch() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("games.jsonl.gz");
    let file = file.to_str().expect("a UTF-8 path");
    let out = recorded(&[
        "record", "--games", "2", "--rules", "classic", "--rules", "samba", "--out", file,
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let replayed = recorded(&["replay", file]);
    assert!(replayed.status.success(), "{}", text(&replayed));
    let report = text(&replayed);
    assert!(report.contains("classic"), "{report}");
    assert!(report.contains("4 games    0 mismatches"), "{report}");

    // The same games, unzipped, with the first game's scores changed.
    let plain = dir.path().join("games.jsonl");
    let out = recorded(&[
        "record",
        "--games",
        "2",
        "--rules",
        "classic",
        "--rules",
        "samba",
        "--out",
        plain.to_str().expect("a UTF-8 path"),
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let lines = std::fs::read_to_string(&plain).expect("the file");
    let mut games: Vec<serde_json::Value> = lines
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(games.len(), 4);
    let score = games[0]["outcome"]["scores"][0].as_i64().expect("a score");
    games[0]["outcome"]["scores"][0] = (score + 5).into();
    let altered: Vec<String> = games.iter().map(|g| g.to_string()).collect();
    std::fs::write(&plain, altered.join("\n") + "\n").expect("written");
    let replayed = recorded(&["replay", plain.to_str().expect("a UTF-8 path")]);
    assert_eq!(replayed.status.code(), Some(1), "{}", text(&replayed));
    assert!(
        text(&replayed).contains("4 games    1 mismatches"),
        "{}",
        text(&replayed)
    );
}
