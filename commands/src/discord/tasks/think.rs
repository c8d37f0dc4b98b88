//! The pool computer players think on: at most [`Thinking::threads`] decisions at once, each
//! on a thread of its own at a lower priority ([`low_priority`]: never on the async runtime
//! nor ahead of the threads that answer people, so the bot keeps answering while computers
//! think), each with its share of the budget while more decisions wait than there are threads
//! ([`Thinking::budget`]; README, "Computer players").

use crate::discord::tasks::low_priority;
use canasta_engine::players::SearchBudget;
use canasta_table::thinking::Thinking;
use canasta_table::TableError;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// The pool; clones share it.
#[derive(Debug, Clone)]
pub struct ThinkPool {
    thinking: Thinking,
    threads: Arc<Semaphore>,
    /// Decisions waiting for a thread or thinking.
    waiting: Arc<AtomicUsize>,
}

/// Counts a decision as waiting until it is dropped (also when its task is cancelled).
struct Waiting(Arc<AtomicUsize>);

impl Waiting {
    fn enter(count: &Arc<AtomicUsize>) -> Waiting {
        count.fetch_add(1, Ordering::SeqCst);
        Waiting(Arc::clone(count))
    }
}

impl Drop for Waiting {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl ThinkPool {
    /// A pool of `thinking.threads` threads.
    pub fn new(thinking: Thinking) -> ThinkPool {
        ThinkPool {
            thinking,
            threads: Arc::new(Semaphore::new(thinking.threads.max(1))),
            waiting: Arc::default(),
        }
    }

    /// Decisions waiting for a thread or thinking now.
    pub fn waiting(&self) -> usize {
        self.waiting.load(Ordering::SeqCst)
    }

    /// Runs `decide` on one of the pool's threads once one is free, with the budget of one
    /// decision among those waiting then (itself included).
    pub async fn think<T, F>(&self, decide: F) -> Result<T, TableError>
    where
        T: Send + 'static,
        F: FnOnce(SearchBudget) -> T + Send + 'static,
    {
        let _waiting = Waiting::enter(&self.waiting);
        let thread = Arc::clone(&self.threads)
            .acquire_owned()
            .await
            .map_err(|e| TableError::Internal(format!("the think pool closed: {e}")))?;
        let budget = self.thinking.budget(self.waiting());
        let (answer, decided) = tokio::sync::oneshot::channel();
        low_priority::spawn("computer-think", move || {
            let _thread = thread;
            // The receiver is gone only when the task waiting for it was cancelled.
            let _ = answer.send(decide(budget));
        })
        .map_err(|e| TableError::Internal(format!("no thread for a computer player: {e}")))?;
        decided
            .await
            .map_err(|_| TableError::Internal("a computer player's thread failed".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// With one thread and a 1000 ms budget, the first decision has the whole budget and
    /// those queued behind it a share; none runs beside another.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn decisions_queue_for_the_threads_and_share_the_budget() {
        let pool = ThinkPool::new(Thinking::new(1000, 1));
        let inside = Arc::new(AtomicUsize::new(0));
        let mut tasks = Vec::new();
        for _ in 0..10 {
            let (pool, inside) = (pool.clone(), Arc::clone(&inside));
            tasks.push(tokio::spawn(async move {
                pool.think(move |budget| {
                    assert_eq!(inside.fetch_add(1, Ordering::SeqCst), 0, "one at a time");
                    std::thread::sleep(Duration::from_millis(20));
                    inside.fetch_sub(1, Ordering::SeqCst);
                    budget
                })
                .await
                .expect("thinks")
            }));
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        let mut budgets = Vec::new();
        for task in tasks {
            budgets.push(task.await.expect("joins"));
        }
        assert_eq!(budgets[0], SearchBudget::for_millis(1000), "alone at first");
        let least = budgets.iter().map(|b| b.actions).min().unwrap_or(0);
        assert!(
            least < SearchBudget::for_millis(1000).actions,
            "{budgets:?}"
        );
        assert!(least >= SearchBudget::for_millis(Thinking::FLOOR_MILLIS).actions);
        assert_eq!(pool.waiting(), 0);
    }
}
