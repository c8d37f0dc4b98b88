//! Property test: the direct random player ([`FastRandomPlayer`]), which picks a move without
//! listing them all, agrees with the full list of legal moves ([`legal_candidates`]) in random
//! positions from random games of every preset: every move it returns is accepted by the
//! engine, and every kind of move in the full list is one it can choose.

use canasta_engine::players::{legal_candidates, FastRandomPlayer, MoveKind, Player, RandomPlayer};
use canasta_engine::{Game, Rules, PRESET_NAMES};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// A position: `preset` from `seed` after `steps` actions of random play (or the game's end).
fn position(preset: &str, seed: u64, steps: usize) -> Game {
    let rules = Rules::preset(preset).expect("a preset");
    let (mut game, _) = Game::new(rules.clone(), seed).expect("valid");
    let mut players: Vec<RandomPlayer> = (0..u64::from(rules.table.seats))
        .map(|s| RandomPlayer::new(seed * 8 + s))
        .collect();
    for _ in 0..steps {
        let Some(seat) = game.seat_to_act() else {
            break;
        };
        let action = players[seat].choose(&game, seat);
        game.apply(seat, &action).expect("legal");
    }
    game
}

fn check_position(preset: &str, seed: u64, steps: usize) {
    let game = position(preset, seed, steps);
    let Some(seat) = game.seat_to_act() else {
        return;
    };
    let mut direct = FastRandomPlayer::new(seed);
    for _ in 0..8 {
        let action = direct.choose_ref(&game, seat);
        assert_eq!(
            game.check(seat, action),
            Ok(()),
            "{preset} seed {seed} after {steps}: the direct choice {action:?} is refused"
        );
    }
    let full: BTreeSet<MoveKind> = legal_candidates(&game, seat)
        .iter()
        .map(MoveKind::of)
        .collect();
    for kind in full {
        assert!(
            direct.finds(&game, seat, kind),
            "{preset} seed {seed} after {steps}: the full list has a {kind:?} the direct \
             choice cannot find"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn the_direct_choice_agrees_with_the_full_list(
        preset in 0..PRESET_NAMES.len(),
        seed in 0u64..1_000_000,
        steps in 0usize..400,
    ) {
        check_position(PRESET_NAMES[preset], seed, steps);
    }
}

/// Every preset, a few games, every position of their first few hundred actions.
#[test]
fn the_direct_choice_agrees_along_whole_games() {
    for preset in PRESET_NAMES {
        for seed in 1..=6 {
            let rules = Rules::preset(preset).expect("a preset");
            let (mut game, _) = Game::new(rules.clone(), seed).expect("valid");
            let mut players: Vec<RandomPlayer> = (0..u64::from(rules.table.seats))
                .map(|s| RandomPlayer::new(seed * 8 + s))
                .collect();
            for steps in 0..300 {
                let Some(seat) = game.seat_to_act() else {
                    break;
                };
                let mut direct = FastRandomPlayer::new(seed + steps);
                let action = direct.choose_ref(&game, seat).clone();
                assert_eq!(game.check(seat, &action), Ok(()), "{preset} {seed} {steps}");
                for kind in legal_candidates(&game, seat).iter().map(MoveKind::of) {
                    assert!(
                        direct.finds(&game, seat, kind),
                        "{preset} seed {seed} step {steps}: {kind:?} in the full list, \
                         not found directly"
                    );
                }
                let action = players[seat].choose(&game, seat);
                game.apply(seat, &action).expect("legal");
            }
        }
    }
}
