//! `match`: duplicate games between two levels of computer player. Every seed is played once
//! with each side of the table given to player A in turn (the rest to player B), so both get
//! the same cards in the same seats: what is left is skill, not the deal.

mod report;

use crate::cli::MatchArgs;
use crate::workers::{preset_named, run_on_threads, threads_for};

use canasta_engine::players::{Player, PlayerKind, SearchBudget};
use canasta_engine::{Game, Rules};
pub use report::{MatchReport, SeedResult};
use std::time::Instant;

/// A game played longer than this many actions is stopped and counted as a draw.
const MAX_ACTIONS: u64 = 200_000;

/// Runs `match` and prints its report.
pub fn command(args: &MatchArgs) -> anyhow::Result<std::process::ExitCode> {
    let report = run(args)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        println!("{}", report.text());
    }
    Ok(std::process::ExitCode::SUCCESS)
}

/// Plays `args.games` seeds on worker threads and adds them up.
pub fn run(args: &MatchArgs) -> anyhow::Result<MatchReport> {
    let rules = preset_named(&args.rules)?;
    let threads = threads_for(args.threads).min(args.games.max(1) as usize);
    let budget = SearchBudget::reproducible(args.think_ms);
    let lineup = Lineup {
        a: args.a,
        b: args.b,
        budget,
    };
    let mut report = MatchReport::new(&rules.name, args, budget.actions, threads);
    let started = Instant::now();
    run_on_threads(
        threads,
        args.games,
        |i| play_seed(&rules, args.seed.wrapping_add(i), lineup),
        |result| {
            report.add(result);
            if args.progress {
                eprintln!("{}", report.progress_line());
            }
        },
    );
    report.finish(started.elapsed().as_secs_f64());
    Ok(report)
}

/// The two players of a match and the search budget of a strong one.
#[derive(Debug, Clone, Copy)]
pub struct Lineup {
    /// Player A.
    pub a: PlayerKind,
    /// Player B.
    pub b: PlayerKind,
    /// The budget of each search decision.
    pub budget: SearchBudget,
}

/// One seed played once for each side of the table with A on it.
pub fn play_seed(rules: &Rules, seed: u64, lineup: Lineup) -> SeedResult {
    let mut result = SeedResult::new();
    for a_side in 0..rules.team_count() {
        play_game(rules, seed, a_side, lineup, &mut result);
    }
    result
}

/// One game with A at the seats of `a_side` and B everywhere else.
fn play_game(rules: &Rules, seed: u64, a_side: usize, lineup: Lineup, result: &mut SeedResult) {
    let Ok((mut game, _)) = Game::new(rules.clone(), seed) else {
        return;
    };
    let seats = rules.table.seats as usize;
    let is_a = |seat: usize| rules.team_of(seat) == a_side;
    let mut players: Vec<Box<dyn Player>> = (0..seats)
        .map(|seat| {
            let kind = if is_a(seat) { lineup.a } else { lineup.b };
            let player_seed = seed ^ 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(seat as u64 + 1);
            kind.build_with(player_seed, lineup.budget)
        })
        .collect();
    let mut actions = 0;
    while let Some(seat) = game.seat_to_act() {
        if actions >= MAX_ACTIONS {
            break;
        }
        let thinking = Instant::now();
        let action = players[seat].choose(&game, seat);
        result.decision(is_a(seat), thinking.elapsed());
        if game.apply(seat, &action).is_err() {
            result.refused += 1;
            break;
        }
        actions += 1;
    }
    result.game_over(&game, a_side);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lineup(a: PlayerKind, b: PlayerKind) -> Lineup {
        Lineup {
            a,
            b,
            budget: SearchBudget::actions(500),
        }
    }

    #[test]
    fn the_same_player_on_both_sides_scores_exactly_half() {
        let result = play_seed(
            &Rules::classic(),
            5,
            lineup(PlayerKind::Basic, PlayerKind::Basic),
        );
        assert_eq!(result.games, 2);
        assert_eq!(
            result.a_points, 1.0,
            "one win and one loss on the same cards"
        );
        assert_eq!(result.deal_difference, 0);
        assert_eq!(result.refused, 0);
    }

    #[test]
    fn every_side_of_a_three_sided_table_is_played_by_a() {
        let rules = Rules::preset("three-player").expect("a preset");
        let result = play_seed(&rules, 2, lineup(PlayerKind::Basic, PlayerKind::Random));
        assert_eq!(result.games, 3);
        assert_eq!(result.refused, 0);
        assert!(result.deals > 0);
    }

    #[test]
    fn a_heuristic_beats_random_moves() {
        let result = play_seed(
            &Rules::classic(),
            9,
            lineup(PlayerKind::Basic, PlayerKind::Random),
        );
        assert_eq!(result.wins, 2);
        assert!(result.deal_difference > 0);
    }
}
