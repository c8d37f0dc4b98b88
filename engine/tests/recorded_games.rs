//! The rules pinned by recorded games: basic players' games of every preset, recorded with
//! `canasta-bot recorded record --games 20 --out engine/tests/fixtures/recorded_games.jsonl.gz`,
//! must replay to the same states and scores. A mismatch means the rules changed; when they
//! changed on purpose, record the file again in the same commit.

use canasta_engine::recorded::RecordedGame;
use canasta_engine::PRESET_NAMES;
use flate2::read::GzDecoder;
use std::io::{BufRead, BufReader};

const RECORDED: &[u8] = include_bytes!("fixtures/recorded_games.jsonl.gz");

fn recorded_games() -> Vec<RecordedGame> {
    BufReader::new(GzDecoder::new(RECORDED))
        .lines()
        .map(|line| serde_json::from_str(&line.expect("gzip")).expect("a recorded game"))
        .collect()
}

#[test]
fn every_recorded_game_replays_to_its_states_and_scores() {
    let games = recorded_games();
    for preset in PRESET_NAMES {
        let of_preset = games.iter().filter(|g| g.preset == *preset).count();
        assert!(of_preset >= 10, "{preset}: {of_preset} recorded games");
    }
    let mismatches: Vec<String> = games
        .iter()
        .filter_map(|g| {
            g.check()
                .err()
                .map(|e| format!("{} seed {}: {e}", g.preset, g.seed))
        })
        .collect();
    assert_eq!(mismatches, Vec::<String>::new());
}
