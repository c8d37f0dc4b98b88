//! `simulate`: complete games between computer players, with the engine's invariants checked
//! after every action and replays compared at the end of each game and at random points (or
//! less, see [`Checks`]).

use crate::checks::{Checks, Schedule};
use crate::cli::SimulateArgs;
use crate::summary::{GameReport, Summary};
use crate::workers::{preset_named, run_on_threads, threads_for};
use anyhow::Context;
use canasta_engine::invariants::{replay_matches, Checker};
use canasta_engine::players::{Player, PlayerKind, SearchBudget};
use canasta_engine::{Game, GameLog, Rules};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Instant;

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
    let rules = preset_named(&args.rules)?;
    rules
        .validate()
        .map_err(anyhow::Error::msg)
        .context("invalid rules")?;
    let threads = threads_for(args.threads).min(args.games.max(1) as usize);
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
    summary.checks = args.checks.to_string();
    let bar = progress_bar(args.games);
    let started = Instant::now();
    run_on_threads(
        threads,
        args.games,
        |i| {
            let seed = args.seed.wrapping_add(i);
            play_game(&rules, seed, lineup, args.max_actions, args.checks)
        },
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

/// Plays one game to its end (or to `max_actions`), checking it as `checks` says.
pub fn play_game(
    rules: &Rules,
    seed: u64,
    lineup: Lineup,
    max_actions: u64,
    checks: Checks,
) -> GameReport {
    let checker = Checker::for_rules(rules);
    play_checked(rules, seed, lineup, max_actions, checks, |game| {
        checker.after_action(game)
    })
}

/// [`play_game`] with `invariants` as the referee: the failed invariants of a game, described.
fn play_checked(
    rules: &Rules,
    seed: u64,
    lineup: Lineup,
    max_actions: u64,
    checks: Checks,
    invariants: impl Fn(&Game) -> Vec<String>,
) -> GameReport {
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
    let mut log = GameLog::new(rules.clone(), seed);
    let mut players: Vec<Box<dyn Player>> = (0..rules.table.seats as usize)
        .map(|seat| {
            let kind = lineup.kind_for(rules.team_of(seat));
            kind.build_with(player_seed(seed, seat), lineup.budget)
        })
        .collect();
    let mut schedule = Schedule::new(checks, seed);
    let mut check_time = std::time::Duration::ZERO;
    while let Some(seat) = game.seat_to_act() {
        if report.actions >= max_actions {
            report.violation(format!("no end after {max_actions} actions"));
            break;
        }
        let action = players[seat].choose(&game, seat);
        let deal = game.deal_number();
        match game.apply(seat, &action) {
            Ok(events) => report.auction.note(&action, &events),
            Err(e) => {
                report.violation(format!(
                    "action {}: seat {seat} chose {action:?}, refused: {e}",
                    report.actions
                ));
                break;
            }
        }
        log.push(seat, action);
        report.actions += 1;
        let deal_ended = game.is_over() || game.deal_number() != deal;
        let checking = Instant::now();
        if schedule.invariants_after(deal_ended) {
            for failed in invariants(&game) {
                report.violation(format!("after action {}: {failed}", report.actions));
            }
        }
        if schedule.replay_after(report.actions) {
            check_replay(&log, &game, &mut report);
        }
        check_time += checking.elapsed();
    }
    let checking = Instant::now();
    if schedule.replay_at_end() {
        check_replay(&log, &game, &mut report);
    }
    check_time += checking.elapsed();
    report.check_seconds = check_time.as_secs_f64();
    report.deals = game.history().len() as u64;
    report.auction.note_results(game.history());
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
    use canasta_engine::PRESET_NAMES;

    #[test]
    fn a_random_game_ends_without_violations() {
        let report = play_game(
            &Rules::classic(),
            3,
            Lineup::all(PlayerKind::Random),
            200_000,
            Checks::All,
        );
        assert_eq!(report.details, Vec::<String>::new());
        assert!(report.deals >= 1 && !report.winners.is_empty());
    }

    #[test]
    fn the_action_cap_counts_as_a_violation() {
        let lineup = Lineup::all(PlayerKind::Basic);
        let report = play_game(&Rules::classic(), 3, lineup, 10, Checks::Off);
        assert_eq!(report.violations, 1);
        assert_eq!(report.actions, 10);
    }

    /// Sitoumussamba's auctions are counted call by call and deal by deal; classic has none.
    #[test]
    fn the_auctions_are_tallied_under_rules_with_bidding_only() {
        let lineup = Lineup::all(PlayerKind::Good);
        let report = play_game(&Rules::sitoumussamba(), 5, lineup, 200_000, Checks::Off);
        let auction = &report.auction;
        let bids: u64 = auction.bids_by_level.iter().sum();
        assert!(bids + auction.passes + auction.doubles > 0, "{auction:?}");
        // Every deal's auction ends with a bid standing or with none.
        assert!(
            auction.declared + auction.no_bid >= report.deals,
            "{auction:?}"
        );
        assert!(auction.reached + auction.robbed + auction.void <= auction.declared);
        let classic = play_game(&Rules::classic(), 5, lineup, 200_000, Checks::Off);
        assert!(classic.auction.is_empty());
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
                let report = play_game(&rules, 40 + i as u64, lineup, 200_000, Checks::All);
                assert_eq!(report.details, Vec::<String>::new(), "{name}: {lineup}");
                assert!(!report.winners.is_empty(), "{name}: {lineup} must finish");
            }
        }
    }

    /// The same game and scores at every level of checking: checks only look.
    #[test]
    fn every_level_of_checking_plays_the_same_games() {
        for (name, kind) in [
            ("classic", PlayerKind::Basic),
            ("samba", PlayerKind::Random),
        ] {
            let rules = Rules::preset(name).expect("a preset");
            let play = |checks| play_game(&rules, 11, Lineup::all(kind), 200_000, checks);
            let all = play(Checks::All);
            assert_eq!(all.violations, 0, "{:?}", all.details);
            for checks in [Checks::Sample, Checks::Off] {
                let other = play(checks);
                assert_eq!(other.violations, 0, "{:?}", other.details);
                assert_eq!(
                    (other.actions, other.deals, &other.scores, &other.winners),
                    (all.actions, all.deals, &all.scores, &all.winners),
                    "{name} with checks {checks}"
                );
            }
        }
    }

    /// A violation planted in the referee (it fails from the second deal on) is found after
    /// every action by `all`, at the first deal's end (and by chance) by `sample`, never by
    /// `off`.
    #[test]
    fn a_planted_violation_is_found_by_all_and_sample_but_not_off() {
        let rules = Rules::classic();
        let play = |checks| {
            let planted = |game: &Game| {
                if game.deal_number() > 1 {
                    vec!["planted".to_string()]
                } else {
                    Vec::new()
                }
            };
            play_checked(
                &rules,
                5,
                Lineup::all(PlayerKind::Basic),
                200_000,
                checks,
                planted,
            )
        };
        let all = play(Checks::All);
        assert!(all.deals >= 2, "the game needs a second deal");
        assert!(all.violations > 50, "{}", all.violations);
        assert!(all.details[0].ends_with("planted"), "{:?}", all.details);
        let sample = play(Checks::Sample);
        assert!(
            (1..all.violations / 10).contains(&sample.violations),
            "{} of {}",
            sample.violations,
            all.violations
        );
        assert_eq!(play(Checks::Off).violations, 0);
    }

    #[test]
    fn player_seeds_differ_by_seat() {
        assert_ne!(player_seed(1, 0), player_seed(1, 1));
        assert_ne!(player_seed(1, 0), player_seed(2, 0));
    }
}
