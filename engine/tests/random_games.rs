//! Property tests: whole games between computer players, from random seeds, keep every
//! invariant after every action (RULES.md §1 card conservation, FI 22 public information,
//! FI 34 scoring), replay exactly from their log, and refuse illegal actions without change.

mod support;

use canasta_engine::players::{Player, PlayerKind};
use canasta_engine::{Game, GameLog, Rules, PRESET_NAMES};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use support::invariants::{assert_invariants, assert_replays};
use support::noise::random_action;

/// A guard against a game that never ends.
const MAX_ACTIONS: usize = 50_000;

/// Plays `rules` from `seed` for at most `max_deals` deals, with `kinds[team % 2]` at each seat,
/// throwing `noise` random actions at the game before each chosen action.
fn play(rules: Rules, seed: u64, kinds: [PlayerKind; 2], max_deals: usize, noise: usize) {
    let (mut game, _) = Game::new(rules.clone(), seed).unwrap();
    let mut log = GameLog::new(rules.clone(), seed);
    let mut players: Vec<Box<dyn Player>> = (0..rules.table.seats as usize)
        .map(|s| kinds[rules.team_of(s) % 2].build(seed.wrapping_add(s as u64)))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    assert_invariants(&game);
    while game.seat_to_act().is_some() {
        if game.history().len() >= max_deals {
            break;
        }
        assert!(log.actions.len() < MAX_ACTIONS, "the game does not end");
        for _ in 0..noise {
            let (who, action) = random_action(&mut rng, &game);
            let before = game.clone();
            let checked = game.check(who, &action);
            match game.apply(who, &action) {
                Ok(_) => {
                    assert_eq!(checked, Ok(()), "apply accepted what check refused");
                    log.push(who, action);
                    assert_invariants(&game);
                }
                Err(e) => {
                    assert_eq!(checked, Err(e), "check and apply disagree on {action:?}");
                    assert!(game == before, "a refused {action:?} changed the game");
                }
            }
        }
        let Some(seat) = game.seat_to_act() else {
            break;
        };
        let action = players[seat].choose(&game, seat);
        if let Err(e) = game.apply(seat, &action) {
            panic!(
                "seat {seat} ({}) chose {action:?}: {e}",
                players[seat].name()
            );
        }
        log.push(seat, action);
        assert_invariants(&game);
        if rng.gen_ratio(1, 300) {
            assert_replays(&log, &game);
        }
    }
    assert_replays(&log, &game);
}

fn kinds(lineup: u8) -> [PlayerKind; 2] {
    match lineup {
        0 => [PlayerKind::Random; 2],
        1 => [PlayerKind::Basic; 2],
        _ => [PlayerKind::Basic, PlayerKind::Random],
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// Classic games (two deals each) keep every invariant, with random actions thrown in.
    #[test]
    fn classic_games_keep_every_invariant(seed in any::<u64>(), lineup in 0u8..3) {
        play(Rules::classic(), seed, kinds(lineup), 2, 2);
    }

    /// Every preset's first deal keeps every invariant.
    #[test]
    fn every_preset_keeps_every_invariant(
        seed in any::<u64>(),
        lineup in 0u8..3,
        preset in prop::sample::select(PRESET_NAMES),
    ) {
        play(Rules::preset(preset).unwrap(), seed, kinds(lineup), 1, 1);
    }

    /// Sitoumussamba's deals (auction, declarer's opening, the bid's score; not a registered
    /// preset yet) keep every invariant.
    #[test]
    fn sitoumussamba_games_keep_every_invariant(seed in any::<u64>(), lineup in 0u8..3) {
        play(Rules::sitoumussamba(), seed, kinds(lineup), 2, 1);
    }
}

/// A whole classic game to 5000 between heuristic players, without noise.
#[test]
fn a_whole_heuristic_game_reaches_the_target() {
    play(Rules::classic(), 2024, kinds(1), usize::MAX, 0);
}

/// A whole classic game to 5000 between random players, without noise.
#[test]
fn a_whole_random_game_reaches_the_target() {
    play(Rules::classic(), 7, kinds(0), usize::MAX, 0);
}

/// A meld keeps its id and shape for its whole life, and no id is given twice in a game, not
/// even in a later deal.
#[test]
fn meld_ids_are_stable_and_never_reused() {
    use canasta_engine::{MeldId, MeldShape};
    use std::collections::HashMap;
    let rules = Rules::classic();
    let (mut game, _) = Game::new(rules.clone(), 2024).unwrap();
    let mut players: Vec<Box<dyn Player>> = (0..rules.table.seats as usize)
        .map(|s| PlayerKind::Basic.build(s as u64))
        .collect();
    let mut seen: HashMap<MeldId, (u32, MeldShape)> = HashMap::new();
    let mut next = MeldId(0);
    while let Some(seat) = game.seat_to_act() {
        let action = players[seat].choose(&game, seat);
        game.apply(seat, &action).unwrap();
        let view = game.public_view();
        assert!(view.next_meld_id >= next, "the next id went back");
        next = view.next_meld_id;
        for meld in view.teams.iter().flat_map(|t| &t.melds) {
            let life = seen.entry(meld.id).or_insert((view.deal, meld.shape));
            assert_eq!(*life, (view.deal, meld.shape), "meld {} changed", meld.id);
        }
    }
    assert!(game.history().len() > 1, "the game has several deals");
    // Melds made by a deal's last action are gone from the view before they can be seen.
    assert!(seen.len() <= next.0 as usize && seen.keys().all(|&id| id < next));
}
