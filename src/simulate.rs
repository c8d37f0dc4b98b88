//! `simulate`: complete games between computer players, with every invariant checked after
//! every action and replays compared at the end of each game and at random points.

use crate::cli::SimulateArgs;
use crate::summary::{GameReport, Summary};
use crate::workers::run_on_threads;
use anyhow::{bail, Context};
use canasta_engine::invariants::{replay_matches, Checker};
use canasta_engine::players::{Player, PlayerKind, SearchBudget};
use canasta_engine::{Game, GameLog, Rules, PRESET_NAMES};
use indicatif::{ProgressBar, ProgressStyle};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Instant;

/// Mean number of actions between two replay checks inside a game.
const REPLAY_GAP: u64 = 1500;
/// Runs with at least this many games show a progress bar (on a terminal).
const PROGRESS_FROM: u64 = 20;

/// Runs `simulate` and prints its summary; fails (exit code 1) on any violation.
pub fn command(args: &SimulateArgs) -> anyhow::Result<ExitCode> {
    let summary = run(args)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&summary)?);
    } else {
        println!("{}", summary.text());
    }
    Ok(if summary.violations == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Plays `args.games` games on worker threads and adds them up. The first violations are
/// printed to stderr as they come.
pub fn run(args: &SimulateArgs) -> anyhow::Result<Summary> {
    let Some(rules) = Rules::preset(&args.rules) else {
        bail!(
            "unknown rule set `{}` (known: {})",
            args.rules,
            PRESET_NAMES.join(", ")
        );
    };
    rules
        .validate()
        .map_err(anyhow::Error::msg)
        .context("invalid rules")?;
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .clamp(1, args.games.max(1) as usize);
    let lineup = match args.opponents {
        Some(opponents) => Lineup {
            players: args.players,
            opponents,
            budget: SearchBudget::reproducible(args.think_ms),
        },
        None => Lineup {
            budget: SearchBudget::reproducible(args.think_ms),
            ..Lineup::all(args.players)
        },
    };
    let mut summary = Summary::new(
        &rules.name,
        &lineup.to_string(),
        args.seed,
        rules.team_count(),
        threads,
    );
    let bar = progress_bar(args.games);
    let started = Instant::now();
    run_on_threads(
        threads,
        args.games,
        |i| play_game(&rules, args.seed.wrapping_add(i), lineup, args.max_actions),
        |report| {
            for detail in summary.add(report) {
                bar.suspend(|| eprintln!("violation: {detail}"));
            }
            bar.inc(1);
        },
    );
    bar.finish_and_clear();
    summary.finish(started.elapsed().as_secs_f64());
    Ok(summary)
}

fn progress_bar(games: u64) -> ProgressBar {
    if games < PROGRESS_FROM || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(games);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {per_sec}  eta {eta}")
    {
        bar.set_style(style);
    }
    bar
}

/// Who sits where: `players` for even teams, `opponents` for odd teams.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lineup {
    /// Player kind of teams 0, 2, ...
    pub players: PlayerKind,
    /// Player kind of teams 1, 3, ...
    pub opponents: PlayerKind,
    /// The search budget of a strong player's decisions.
    pub budget: SearchBudget,
}

impl Lineup {
    /// The same kind everywhere.
    pub fn all(kind: PlayerKind) -> Lineup {
        Lineup {
            players: kind,
            opponents: kind,
            budget: SearchBudget::default(),
        }
    }

    /// The kind of player for a seat of `team`.
    pub fn kind_for(self, team: usize) -> PlayerKind {
        if team % 2 == 1 {
            self.opponents
        } else {
            self.players
        }
    }
}

impl std::fmt::Display for Lineup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.players == self.opponents {
            write!(f, "{}", self.players)
        } else {
            write!(
                f,
                "{} (even teams) vs {} (odd teams)",
                self.players, self.opponents
            )
        }
    }
}

/// The seed of the player in `seat` for the game with `game_seed`.
pub fn player_seed(game_seed: u64, seat: usize) -> u64 {
    game_seed ^ 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(seat as u64 + 1)
}

/// Plays one game to its end (or to `max_actions`), checking after every action.
pub fn play_game(rules: &Rules, seed: u64, lineup: Lineup, max_actions: u64) -> GameReport {
    let mut report = GameReport {
        seed,
        ..GameReport::default()
    };
    let (mut game, _) = match Game::new(rules.clone(), seed) {
        Ok(started) => started,
        Err(e) => {
            report.violation(format!("the game does not start: {e}"));
            return report;
        }
    };
    let checker = Checker::for_game(&game);
    let mut log = GameLog::new(rules.clone(), seed);
    let mut players: Vec<Box<dyn Player>> = (0..rules.table.seats as usize)
        .map(|seat| {
            let kind = lineup.kind_for(rules.team_of(seat));
            kind.build_with(player_seed(seed, seat), lineup.budget)
        })
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(1);
    let mut next_replay = rng.gen_range(1..=2 * REPLAY_GAP);
    let mut check_time = std::time::Duration::ZERO;
    while let Some(seat) = game.seat_to_act() {
        if report.actions >= max_actions {
            report.violation(format!("no end after {max_actions} actions"));
            break;
        }
        let action = players[seat].choose(&game, seat);
        if let Err(e) = game.apply(seat, &action) {
            report.violation(format!(
                "action {}: seat {seat} chose {action:?}, refused: {e}",
                report.actions
            ));
            break;
        }
        log.push(seat, action);
        report.actions += 1;
        let checking = Instant::now();
        for failed in checker.after_action(&game) {
            report.violation(format!("after action {}: {failed}", report.actions));
        }
        if report.actions == next_replay {
            next_replay += rng.gen_range(1..=2 * REPLAY_GAP);
            check_replay(&log, &game, &mut report);
        }
        check_time += checking.elapsed();
    }
    let checking = Instant::now();
    check_replay(&log, &game, &mut report);
    check_time += checking.elapsed();
    report.check_seconds = check_time.as_secs_f64();
    report.deals = game.history().len() as u64;
    report.scores = game.scores().to_vec();
    report.winners = game.winners().map(<[usize]>::to_vec).unwrap_or_default();
    report
}

fn check_replay(log: &GameLog, game: &Game, report: &mut GameReport) {
    if let Some(failed) = replay_matches(log, game) {
        report.violation(format!("after action {}: {failed}", report.actions));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_game_ends_without_violations() {
        let report = play_game(
            &Rules::classic(),
            3,
            Lineup::all(PlayerKind::Random),
            200_000,
        );
        assert_eq!(report.details, Vec::<String>::new());
        assert!(report.deals >= 1 && !report.winners.is_empty());
    }

    #[test]
    fn the_action_cap_counts_as_a_violation() {
        let report = play_game(&Rules::classic(), 3, Lineup::all(PlayerKind::Basic), 10);
        assert_eq!(report.violations, 1);
        assert_eq!(report.actions, 10);
    }

    /// Every level at every table, the strong one with a small budget: whole games end with
    /// every invariant and replay check passed.
    #[test]
    fn every_level_plays_every_preset_without_violations() {
        for (i, name) in PRESET_NAMES.iter().enumerate() {
            let rules = Rules::preset(name).expect("a preset");
            for (players, opponents) in [
                (PlayerKind::Strong, PlayerKind::Good),
                (PlayerKind::Basic, PlayerKind::Strong),
            ] {
                let lineup = Lineup {
                    players,
                    opponents,
                    budget: SearchBudget::actions(200),
                };
                let report = play_game(&rules, 40 + i as u64, lineup, 200_000);
                assert_eq!(report.details, Vec::<String>::new(), "{name}: {lineup}");
                assert!(!report.winners.is_empty(), "{name}: {lineup} must finish");
            }
        }
    }

    #[test]
    fn player_seeds_differ_by_seat() {
        assert_ne!(player_seed(1, 0), player_seed(1, 1));
        assert_ne!(player_seed(1, 0), player_seed(2, 0));
    }
}
