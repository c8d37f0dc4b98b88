//! The `strong` computer player: determinized sampling over whole turn plans.
//!
//! At each decision it lists a few whole plans for the rest of its turn ([`plans`]: draw or
//! each way to take the pile; each meld the heuristic would make, or none, followed by each of
//! its best discards; going out or asking first; each call of the auction), then plays every
//! plan out on many sampled deals ([`Game::sampled_for`]: the cards the seat cannot see
//! dealt anew) with the sound heuristic at every seat to the end of the deal ([`rollout`]),
//! and keeps the plan with the best expected deal-score difference (and the chance of winning
//! the game when the deal may end it). Every plan is played out on the same samples, so the
//! comparison is between plans, not between lucky and unlucky deals; the heuristic's own plan
//! is kept unless another beats it by more than the noise of the samples.
//!
//! The partner's answer to "May I go out?" comes from the same search (the asker is modelled
//! as playing the heuristic), and so do going out or staying in, and every bid and double.
//! The search reads the real game only through [`Game::sampled_for`], which keeps nothing of
//! where the hidden cards are: a test shows its choice is the same wherever they lie.

mod plans;
mod rollout;
#[cfg(test)]
mod tests;

use super::heuristic::HeuristicPlayer;
use super::Player;
use crate::action::Action;
use crate::game::Game;
use plans::Plan;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// How much a search player may think about one decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchBudget {
    /// Actions played out per decision, over all the samples and plans: sampling stops after
    /// the sample that reaches it. Counting actions rather than playouts spends about the same
    /// time on a decision early in a deal (long playouts) as late in it (short ones), and
    /// makes the player deterministic for a seed.
    pub actions: u64,
    /// Stop sampling once this much time has passed, whatever is left of `playouts` (a guard
    /// for a loaded machine; a decision cut short is no longer reproducible). `None`: never.
    pub time_cap: Option<Duration>,
}

impl SearchBudget {
    /// Actions one core plays out in a second, measured with `match` on the reference
    /// machine (see README, "Computer players"); [`SearchBudget::for_millis`] converts with it.
    pub const ACTIONS_PER_SECOND: u64 = 200_000;

    /// A budget of about `millis` milliseconds of one core: as many actions as the reference
    /// machine plays out in that time, and a time cap of three times as long.
    pub fn for_millis(millis: u64) -> SearchBudget {
        SearchBudget {
            actions: SearchBudget::actions_for_millis(millis),
            time_cap: Some(Duration::from_millis(millis.saturating_mul(3).max(1))),
        }
    }

    /// The same budget without a time cap: fully reproducible (tests, matches).
    pub fn reproducible(millis: u64) -> SearchBudget {
        SearchBudget::actions(SearchBudget::actions_for_millis(millis))
    }

    /// A fixed number of actions and no time cap.
    pub fn actions(actions: u64) -> SearchBudget {
        SearchBudget {
            actions: actions.max(1),
            time_cap: None,
        }
    }

    fn actions_for_millis(millis: u64) -> u64 {
        (millis.saturating_mul(SearchBudget::ACTIONS_PER_SECOND) / 1000).max(1)
    }
}

impl Default for SearchBudget {
    /// One second of one core.
    fn default() -> Self {
        SearchBudget::for_millis(1000)
    }
}

/// The most plans one decision compares; the heuristic's order decides which are kept.
const MAX_PLANS: usize = 8;

/// Plans are compared on at least this many samples each, whatever the budget.
const MIN_SAMPLES: u32 = 4;

/// And on at most this many (late in a deal, playouts are short and many would fit).
const MAX_SAMPLES: u32 = 400;

/// How many standard errors a plan's mean gain over the heuristic's plan must reach.
const CONFIDENCE: f64 = 1.0;

/// The search player.
#[derive(Debug, Clone)]
pub struct SearchPlayer {
    rng: ChaCha8Rng,
    budget: SearchBudget,
    policy: HeuristicPlayer,
}

impl SearchPlayer {
    /// A search player whose samples come from `seed` and which thinks within `budget`.
    pub fn new(seed: u64, budget: SearchBudget) -> SearchPlayer {
        SearchPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
            budget,
            policy: HeuristicPlayer::good(),
        }
    }

    /// The plan chosen for `seat` now.
    fn best_plan(&mut self, game: &Game, seat: usize) -> Plan {
        // Plans are built on a sample too: nothing the search does touches the real hidden cards.
        let seen = game.sampled_for(seat, &mut ChaCha8Rng::seed_from_u64(self.rng.next_u64()));
        let mut plans = plans::plans(&self.policy, &seen, seat);
        plans.truncate(MAX_PLANS);
        if plans.len() <= 1 {
            let only = plans
                .pop()
                .unwrap_or_else(|| Plan::single(fallback(game, seat)));
            return only;
        }
        let started = Instant::now();
        // gains[p]: the plan's value less the first plan's, per sample.
        let mut gains: Vec<Vec<f64>> = vec![Vec::new(); plans.len()];
        let (mut taken, mut spent) = (0, 0);
        while taken < MAX_SAMPLES {
            let world = game.sampled_for(seat, &mut ChaCha8Rng::seed_from_u64(self.rng.next_u64()));
            let mut values = Vec::with_capacity(plans.len());
            for plan in &plans {
                let (value, actions) = rollout::value_of(&self.policy, &world, seat, plan);
                values.push(value);
                spent += actions;
            }
            for (gain, value) in gains.iter_mut().zip(&values) {
                gain.push(value - values[0]);
            }
            taken += 1;
            let out_of_time = self
                .budget
                .time_cap
                .is_some_and(|cap| started.elapsed() >= cap);
            if taken >= MIN_SAMPLES && (spent >= self.budget.actions || out_of_time) {
                break;
            }
        }
        let best = gains
            .iter()
            .enumerate()
            .skip(1)
            .filter_map(|(i, g)| {
                let (mean, error) = mean_and_error(g);
                (mean > CONFIDENCE * error).then_some((i, mean))
            })
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map_or(0, |(i, _)| i);
        plans.swap_remove(best)
    }
}

/// The mean of `values` and its standard error.
fn mean_and_error(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    if n < 2.0 {
        return (values.first().copied().unwrap_or(0.0), f64::INFINITY);
    }
    let mean = values.iter().sum::<f64>() / n;
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (variance / n).sqrt())
}

/// Any legal action, for a seat the planner offers nothing (never expected).
fn fallback(game: &Game, seat: usize) -> Action {
    super::legal::legal_candidates(game, seat)
        .into_iter()
        .next()
        .unwrap_or(Action::Draw)
}

impl Player for SearchPlayer {
    fn name(&self) -> &str {
        "strong"
    }

    fn choose(&mut self, game: &Game, seat: usize) -> Action {
        let plan = self.best_plan(game, seat);
        match plan.first() {
            Some(action) if game.check(seat, action).is_ok() => action.clone(),
            _ => fallback(game, seat),
        }
    }
}
