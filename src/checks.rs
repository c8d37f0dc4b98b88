//! How much of a game `simulate` checks: every action (`all`), a seeded sample of actions and
//! every deal's end (`sample`), or nothing (`off`), so a run can measure the engine alone.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt;

/// Share of actions `sample` checks in full.
const SAMPLE_CHANCE: f64 = 0.01;
/// Mean number of actions between two replay checks inside a game (`all` only).
const REPLAY_GAP: u64 = 1500;

/// The checking level of a run, chosen with `--checks`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Checks {
    /// Every invariant after every action, replays at random points and at the game's end.
    #[default]
    All,
    /// Every invariant after a random 1% of actions (seeded) and after the action that ends
    /// each deal; a replay at the game's end.
    Sample,
    /// No check at all: the engine and the players alone.
    Off,
}

impl fmt::Display for Checks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Checks::All => "all",
            Checks::Sample => "sample",
            Checks::Off => "off",
        })
    }
}

/// Which actions of one game are checked: reproducible from the game's seed, and drawn from
/// streams of their own so the players' and the deals' random streams are untouched.
#[derive(Debug, Clone)]
pub struct Schedule {
    checks: Checks,
    replays: ChaCha8Rng,
    next_replay: u64,
    sample: ChaCha8Rng,
}

impl Schedule {
    /// The schedule of the game with `seed` at level `checks`.
    pub fn new(checks: Checks, seed: u64) -> Schedule {
        let mut replays = ChaCha8Rng::seed_from_u64(seed);
        replays.set_stream(1);
        let next_replay = replays.gen_range(1..=2 * REPLAY_GAP);
        let mut sample = ChaCha8Rng::seed_from_u64(seed);
        sample.set_stream(2);
        Schedule {
            checks,
            replays,
            next_replay,
            sample,
        }
    }

    /// True when the invariants are checked after the next action; `deal_ended` says that
    /// action ended a deal. Called once per action.
    pub fn invariants_after(&mut self, deal_ended: bool) -> bool {
        match self.checks {
            Checks::All => true,
            // Drawn on every action, so the sample does not depend on where deals end.
            Checks::Sample => self.sample.gen_bool(SAMPLE_CHANCE) || deal_ended,
            Checks::Off => false,
        }
    }

    /// True when the game is replayed and compared after action number `actions` (from 1).
    pub fn replay_after(&mut self, actions: u64) -> bool {
        if self.checks != Checks::All || actions != self.next_replay {
            return false;
        }
        self.next_replay += self.replays.gen_range(1..=2 * REPLAY_GAP);
        true
    }

    /// True when the finished game is replayed and compared.
    pub fn replay_at_end(&self) -> bool {
        self.checks != Checks::Off
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checked(checks: Checks, seed: u64, actions: u64) -> Vec<u64> {
        let mut schedule = Schedule::new(checks, seed);
        (1..=actions)
            .filter(|&n| schedule.invariants_after(n % 500 == 0))
            .collect()
    }

    #[test]
    fn all_checks_every_action_and_off_none() {
        assert_eq!(checked(Checks::All, 1, 300).len(), 300);
        assert!(checked(Checks::Off, 1, 10_000).is_empty());
        assert!(!Schedule::new(Checks::Off, 1).replay_at_end());
    }

    #[test]
    fn sample_checks_about_one_action_in_a_hundred_and_every_deal_end_reproducibly() {
        let sample = checked(Checks::Sample, 7, 100_000);
        assert!((800..1400).contains(&sample.len()), "{}", sample.len());
        assert!((1..=200).all(|k| sample.contains(&(500 * k))));
        assert_eq!(sample, checked(Checks::Sample, 7, 100_000));
        assert_ne!(sample, checked(Checks::Sample, 8, 100_000));
    }

    #[test]
    fn replays_inside_a_game_come_only_with_all() {
        let count = |checks| {
            let mut schedule = Schedule::new(checks, 3);
            (1..=30_000).filter(|&n| schedule.replay_after(n)).count()
        };
        assert!(count(Checks::All) >= 5);
        assert_eq!(count(Checks::Sample), 0);
    }
}
