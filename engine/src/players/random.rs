//! A player that picks among the legal candidates at random, leaning towards taking the pile
//! and melding so that games reach the target score.

use super::legal::legal_candidates;
use super::Player;
use crate::action::Action;
use crate::game::Game;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Chance of taking the pile when some take is legal.
const TAKE_CHANCE: f64 = 0.8;
/// Chance of melding (rather than discarding or asking) when some meld is legal.
const MELD_CHANCE: f64 = 0.8;

/// Picks uniformly among the legal candidates of a category (take, meld, other), with the
/// categories weighted towards progress. Reproducible from its seed.
#[derive(Debug, Clone)]
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    /// A random player with its own seeded random stream.
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Player for RandomPlayer {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, game: &Game, seat: usize) -> Action {
        let legal = legal_candidates(game, seat);
        let (progress, other): (Vec<Action>, Vec<Action>) = legal
            .into_iter()
            .partition(|a| matches!(a, Action::TakePile { .. } | Action::Meld { .. }));
        let chance = if other.iter().any(|a| matches!(a, Action::Draw)) {
            TAKE_CHANCE
        } else {
            MELD_CHANCE
        };
        let pool = if !progress.is_empty() && (other.is_empty() || self.rng.gen_bool(chance)) {
            progress
        } else {
            other
        };
        pool.choose(&mut self.rng).cloned().unwrap_or(Action::Draw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::PositionBuilder;
    use crate::card::parse_cards;
    use crate::deal::Phase;
    use crate::rules::Rules;

    #[test]
    fn same_seed_same_choices_and_always_legal() {
        let game = PositionBuilder::new(Rules::classic())
            .hand(0, "7h 7d 7s Kd 2c 5c 9h")
            .meld(0, "Kh Ks Kc")
            .pile("4c")
            .stock("5s 5s")
            .turn(0, Phase::Play)
            .build()
            .unwrap();
        let mut a = RandomPlayer::new(7);
        let mut b = RandomPlayer::new(7);
        for _ in 0..50 {
            let action = a.choose(&game, 0);
            assert_eq!(action, b.choose(&game, 0));
            assert_eq!(game.check(0, &action), Ok(()));
        }
    }

    #[test]
    fn leans_towards_melding() {
        let game = PositionBuilder::new(Rules::classic())
            .hand(0, "7h 7d 7s 4d 5c 9h 10s Jd")
            .meld(0, "Kh Ks Kc")
            .pile("4c")
            .stock("5s 5s")
            .turn(0, Phase::Play)
            .build()
            .unwrap();
        let mut player = RandomPlayer::new(1);
        let melds = (0..200)
            .filter(|_| matches!(player.choose(&game, 0), Action::Meld { .. }))
            .count();
        assert!(melds > 120, "{melds} melds in 200 choices");
        let sevens = parse_cards("7h 7d 7s").unwrap();
        assert!(game
            .check(
                0,
                &Action::Meld {
                    melds: vec![crate::action::MeldPlay::New { cards: sevens }]
                }
            )
            .is_ok());
    }
}
