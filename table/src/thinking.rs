//! How long the computer players think, and how a busy bot shares its search threads.
//!
//! Only `strong` thinks (`PlayerKind::Strong`: it plays sampled deals out before each
//! decision); `good` and `basic` answer at once. Its budget is `millis` milliseconds of one
//! core a decision (`COMPUTER_THINK_MS`, default 1000), and decisions run on a pool of
//! `threads` threads (`COMPUTER_THREADS`, default the machine's cores; the bot runs them off
//! its async runtime, so people are answered while computers think).
//!
//! When more decisions wait than the pool has threads, each gets a share:
//! `millis × threads / waiting` ([`shared_millis`]), never below [`Thinking::FLOOR_MILLIS`].
//! The pool then finishes decisions about as fast as they come (with 2 threads and 20
//! waiting, each thinks a tenth as long, and the last is done in about one budget's time,
//! not ten), so no table waits minutes for its computer. What it costs is strength: a
//! decision on a tenth of the budget compares its plans on a tenth of the samples, so under
//! load `strong` plays nearer to `good` (the search keeps the heuristic's own plan unless
//! another beats it by more than the noise of its samples, so fewer samples make it cautious,
//! not erratic).

use canasta_engine::players::SearchBudget;

/// The strong player's budget and the size of the pool decisions run on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thinking {
    /// Milliseconds of one core a strong player thinks about one decision while the pool has
    /// a thread for it. 0: the least search there is (a few samples of each plan, no clock):
    /// reproducible, and fast enough for the tests to seat strong players everywhere.
    pub millis: u64,
    /// How many decisions are worked out at once (at least 1).
    pub threads: usize,
}

impl Thinking {
    /// The default budget: about a second of one core a decision.
    pub const DEFAULT_MILLIS: u64 = 1000;

    /// However many decisions wait, each thinks at least this long (or `millis`, if less):
    /// below it the samples are too few to tell plans apart.
    pub const FLOOR_MILLIS: u64 = 50;

    /// A budget of `millis` a decision on `threads` threads (at least one).
    pub fn new(millis: u64, threads: usize) -> Thinking {
        Thinking {
            millis,
            threads: threads.max(1),
        }
    }

    /// The least thinking, on one thread: for tests.
    pub fn quickest() -> Thinking {
        Thinking::new(0, 1)
    }

    /// The budget of one decision while `waiting` decisions (this one included) want the
    /// pool: see the module documentation.
    pub fn budget(&self, waiting: usize) -> SearchBudget {
        if self.millis == 0 {
            return SearchBudget::actions(1);
        }
        SearchBudget::for_millis(shared_millis(self.millis, self.threads, waiting))
    }
}

impl Default for Thinking {
    /// A second a decision, on as many threads as the machine has cores.
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        Thinking::new(Thinking::DEFAULT_MILLIS, cores)
    }
}

/// One decision's share of `millis` when `waiting` decisions want `threads` threads: all of
/// it while there is a thread for each, else `millis × threads / waiting`, but never below
/// [`Thinking::FLOOR_MILLIS`] (nor above `millis`).
pub fn shared_millis(millis: u64, threads: usize, waiting: usize) -> u64 {
    let threads = threads.max(1) as u64;
    let waiting = waiting as u64;
    if waiting <= threads {
        return millis;
    }
    let share = millis.saturating_mul(threads) / waiting;
    share.max(Thinking::FLOOR_MILLIS).min(millis)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_shrinks_with_the_decisions_waiting_down_to_a_floor() {
        // A thread for each: the whole budget.
        for waiting in 0..=2 {
            assert_eq!(shared_millis(1000, 2, waiting), 1000, "{waiting}");
        }
        assert_eq!(shared_millis(1000, 2, 4), 500);
        assert_eq!(shared_millis(1000, 2, 20), 100);
        assert_eq!(shared_millis(1000, 8, 10), 800);
        // Never below the floor, however long the queue.
        assert_eq!(shared_millis(1000, 2, 1000), Thinking::FLOOR_MILLIS);
        assert_eq!(shared_millis(1000, 2, usize::MAX), Thinking::FLOOR_MILLIS);
        // A budget below the floor is kept as it is.
        assert_eq!(shared_millis(20, 1, 100), 20);
        // No threads configured counts as one.
        assert_eq!(shared_millis(1000, 0, 4), 250);
    }

    #[test]
    fn budgets_in_actions_follow_the_share() {
        let thinking = Thinking::new(1000, 2);
        assert_eq!(thinking.budget(1), SearchBudget::for_millis(1000));
        assert_eq!(thinking.budget(20), SearchBudget::for_millis(100));
        assert!(thinking.budget(20).actions < thinking.budget(2).actions);
        assert_eq!(Thinking::quickest().budget(1), SearchBudget::actions(1));
        assert_eq!(Thinking::new(5, 0).threads, 1);
        assert!(Thinking::default().threads >= 1);
    }
}
