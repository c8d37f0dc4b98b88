//! Whole games of the `good` level: it plays every preset without a refused action, and (an
//! ignored test, run by hand) how often it beats `basic` with the sides swapped on each seed.

use super::HeuristicPlayer;
use crate::game::Game;
use crate::players::Player;
use crate::presets::PRESET_NAMES;
use crate::rules::Rules;

/// A guard against a game that never ends.
const MAX_ACTIONS: usize = 200_000;

/// Plays `rules` from `seed` with good players on the teams for which `good_team` is true,
/// basic elsewhere, for at most `max_deals` deals. Panics on a refused action.
fn play(rules: &Rules, seed: u64, good_team: impl Fn(usize) -> bool, max_deals: usize) -> Game {
    let (mut game, _) = Game::new(rules.clone(), seed).unwrap();
    let mut players: Vec<HeuristicPlayer> = (0..rules.table.seats as usize)
        .map(|s| {
            if good_team(rules.team_of(s)) {
                HeuristicPlayer::good()
            } else {
                HeuristicPlayer::new()
            }
        })
        .collect();
    let mut actions = 0;
    while let Some(seat) = game.seat_to_act() {
        if game.history().len() >= max_deals {
            break;
        }
        actions += 1;
        assert!(actions < MAX_ACTIONS, "seed {seed}: the game does not end");
        let action = players[seat].choose(&game, seat);
        if let Err(e) = game.apply(seat, &action) {
            panic!(
                "{} seed {seed}: seat {seat} chose {action:?}: {e}",
                rules.name
            );
        }
    }
    game
}

/// The good level plays a few deals of every preset, every action accepted by the engine.
#[test]
fn good_plays_every_preset_without_a_refused_action() {
    for name in PRESET_NAMES {
        let rules = Rules::preset(name).unwrap();
        for seed in 0..3 {
            play(&rules, seed, |_| true, 3);
            play(&rules, seed, |t| t % 2 == 0, 3);
        }
    }
}

/// Games of good (one side) against basic, every seed played twice with the sides swapped:
/// prints good's share of the games and its mean deal score less basic's. Set `GOOD_RULES`
/// (default classic) and `GOOD_GAMES` (default 200 seeds).
#[test]
#[ignore]
fn good_against_basic() {
    let name = std::env::var("GOOD_RULES").unwrap_or_else(|_| "classic".into());
    let seeds: u64 = std::env::var("GOOD_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let rules = Rules::preset(&name).unwrap();
    let (mut wins, mut games, mut deals, mut margin) = (0.0, 0.0, 0.0, 0.0);
    for seed in 0..seeds {
        for good in 0..2 {
            let game = play(&rules, seed, |t| t % 2 == good, usize::MAX);
            let scores = game.scores();
            let (own, other) = (scores[good], scores[1 - good]);
            wins += match own.cmp(&other) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Less => 0.0,
            };
            games += 1.0;
            for deal in game.history() {
                deals += 1.0;
                margin += f64::from(deal.teams[good].total - deal.teams[1 - good].total);
            }
        }
    }
    println!(
        "{name}: good won {:.1}% of {games} games, {:+.0} a deal over {deals} deals",
        100.0 * wins / games,
        margin / deals
    );
}
