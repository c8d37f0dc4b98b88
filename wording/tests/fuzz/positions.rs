//! The games the fuzz targets read input against: every preset, dealt from a few seeds and
//! played some way in by the random player, so hands hold melds, wild cards, red 3s,
//! sequences and auctions in all phases.

use canasta_engine::players::{Player, RandomPlayer};
use canasta_engine::{Game, Rules, PRESET_NAMES};
use std::sync::OnceLock;

/// How far into each game a position is taken (in actions).
const DEPTHS: [usize; 6] = [0, 1, 3, 12, 40, 120];

/// Every position, built once.
pub fn all() -> &'static [Game] {
    static POSITIONS: OnceLock<Vec<Game>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let mut out = Vec::new();
        for (n, name) in PRESET_NAMES.iter().enumerate() {
            let rules = Rules::preset(name).expect("a preset");
            for seed in 0..2u64 {
                let Ok((mut game, _)) = Game::new(rules.clone(), seed * 31 + n as u64) else {
                    continue;
                };
                let mut player = RandomPlayer::new(seed);
                let mut played = 0;
                for depth in DEPTHS {
                    while played < depth {
                        let Some(seat) = game.seat_to_act() else {
                            break;
                        };
                        let action = player.choose(&game, seat);
                        if game.apply(seat, &action).is_err() {
                            break;
                        }
                        played += 1;
                    }
                    if game.seat_to_act().is_some() {
                        out.push(game.clone());
                    }
                }
            }
        }
        out
    })
}

/// The seat a fuzz input acts for: the one to act, or another by `pick`.
pub fn seat(game: &Game, pick: usize) -> usize {
    let seats = game.rules().seats().max(1);
    match game.seat_to_act() {
        Some(seat) if !pick.is_multiple_of(3) => seat,
        _ => pick % seats,
    }
}
