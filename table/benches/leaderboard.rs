//! What `/leaderboard` costs on a server with many results (issue 15: under 50 ms
//! server-side for 10,000 results): the page as the bot draws it (ratings caught up, the board
//! read, the page worded), for the rated board and for the wins board, which counts every
//! result again: from the results the store keeps decoded, and right after a game ended (a
//! result written), when the store decodes the guild's results again.
//!
//! `cargo bench -p canasta-table --bench leaderboard` (`CANASTA_BENCH_RESULTS`, default 10000,
//! sets how many results are stored; 400 players, seven in ten games four-player partnership,
//! the others two-player).

use canasta_storage::{GameId, GameResult, PlayerSlot, ResultEnd, Store};
use canasta_table::leaderboard::leaderboard_page;
use canasta_table::ratings::{self, Family};
use canasta_wording::board_id::{BoardId, BoardScope};
use canasta_wording::lang::Lang;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

const GUILD: u64 = 1;
const PLAYERS: u64 = 400;
/// Some day in 2026.
const START: u64 = 1_790_000_000_000;

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        println!("leaderboard bench: run with `cargo bench` for figures");
        return;
    }
    let count: u64 = std::env::var("CANASTA_BENCH_RESULTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let store = Store::open(dir.path().join("db")).expect("opens");
    let stored = Instant::now();
    let mut rng = StdRng::seed_from_u64(15);
    for game in 0..count {
        store
            .put_result(&random_result(&mut rng, game, START + game * 60_000))
            .expect("stored");
    }
    println!("{count} results stored in {:?}", stored.elapsed());
    let caught = Instant::now();
    let changes = ratings::catch_up(&store, GUILD).expect("caught up");
    println!(
        "ratings caught up with {} results in {:?} (once; later pages find nothing new)",
        changes.len(),
        caught.elapsed()
    );

    for (what, view) in [
        ("rated board, overall", Family::Overall.name().to_string()),
        (
            "rated board, partnership",
            Family::Partnership.name().to_string(),
        ),
        ("wins board, every game", "wins".to_string()),
    ] {
        for page in [0, 7] {
            let id = BoardId {
                view: view.clone(),
                scope: BoardScope::AllTime,
                page,
            };
            let runs = if view == "wins" { 20 } else { 200 };
            let times = timed(runs, || {
                let message = leaderboard_page(Lang::En, &store, GUILD, &id, Some(7))
                    .expect("drawn")
                    .expect("a board");
                assert_eq!(message.embeds().len(), 1);
            });
            report(&format!("/leaderboard {what}, page {}", page + 1), &times);
        }
    }

    // Right after a game ended: its result is written, so the wins board reads (decodes)
    // every result again once.
    let id = BoardId {
        view: "wins".to_string(),
        scope: BoardScope::AllTime,
        page: 0,
    };
    let mut times = Vec::new();
    for game in count..count + 20 {
        store
            .put_result(&random_result(&mut rng, game, START + game * 60_000))
            .expect("stored");
        times.extend(timed(1, || {
            let message = leaderboard_page(Lang::En, &store, GUILD, &id, Some(7))
                .expect("drawn")
                .expect("a board");
            assert_eq!(message.embeds().len(), 1);
        }));
    }
    report("/leaderboard wins board, first after a game ended", &times);
}

/// A finished game between random players: four-player partnership or two-player.
fn random_result(rng: &mut impl Rng, game: u64, at: u64) -> GameResult {
    let partnership = rng.gen_bool(0.7);
    let seats = if partnership { 4 } else { 2 };
    let mut users: Vec<u64> = (1..=PLAYERS).collect();
    users.shuffle(rng);
    let players: Vec<PlayerSlot> = users[..seats]
        .iter()
        .map(|&user_id| PlayerSlot::Human {
            user_id,
            name: format!("Player {user_id}"),
        })
        .collect();
    let teams = if partnership {
        vec![vec![0, 2], vec![1, 3]]
    } else {
        vec![vec![0], vec![1]]
    };
    let winner = usize::from(rng.gen_bool(0.5));
    let mut scores = vec![rng.gen_range(1000..4900), rng.gen_range(1000..4900)];
    scores[winner] = rng.gen_range(5000..8000);
    GameResult {
        game_id: GameId(game + 1),
        guild_id: GUILD,
        channel_id: 2,
        rules: if partnership { "classic" } else { "two-player" }.into(),
        players_at_start: players.clone(),
        players,
        teams,
        scores,
        winners: vec![winner],
        deals: 4,
        started_at: at - 3_600_000,
        finished_at: at,
        duration_ms: 3_600_000,
        outcome: ResultEnd::Finished,
        deal_lines: Vec::new(),
    }
}

/// Runs `f` `runs` times; the time of each.
fn timed(runs: usize, mut f: impl FnMut()) -> Vec<Duration> {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect()
}

fn report(what: &str, times: &[Duration]) {
    let mut sorted = times.to_vec();
    sorted.sort();
    let at = |p: usize| sorted[(sorted.len() * p / 100).min(sorted.len() - 1)];
    println!(
        "{what}: median {:.2?}, p90 {:.2?}, max {:.2?} ({} runs)",
        at(50),
        at(90),
        sorted[sorted.len() - 1],
        sorted.len()
    );
}
