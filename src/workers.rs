//! Numbered jobs spread over worker threads, their results handed back on the calling thread
//! as they come (`simulate` and `match` play one game or seed a job).

use canasta_engine::{Rules, PRESET_NAMES};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;

/// The worker threads to use: `asked`, or one a core; at least one.
pub fn threads_for(asked: Option<usize>) -> usize {
    asked
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .max(1)
}

/// The preset `name` (in any case), or an error that lists the known ones.
pub fn preset_named(name: &str) -> anyhow::Result<Rules> {
    Rules::preset(name).ok_or_else(|| {
        anyhow::anyhow!(
            "unknown rule set `{name}` (known: {})",
            PRESET_NAMES.join(", ")
        )
    })
}

/// Runs `work(i)` for every `i` in `0..count` on `threads` threads and passes each result to
/// `each` on this thread, in the order they finish.
pub fn run_on_threads<T: Send>(
    threads: usize,
    count: u64,
    work: impl Fn(u64) -> T + Sync,
    mut each: impl FnMut(T),
) {
    let next = AtomicU64::new(0);
    let (sender, receiver) = mpsc::channel::<T>();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            let sender = sender.clone();
            let (next, work) = (&next, &work);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= count || sender.send(work(i)).is_err() {
                    break;
                }
            });
        }
        drop(sender);
        for result in receiver {
            each(result);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_job_runs_once() {
        let mut seen = Vec::new();
        run_on_threads(3, 50, |i| i * 2, |r| seen.push(r));
        seen.sort_unstable();
        assert_eq!(seen, (0..50).map(|i| i * 2).collect::<Vec<_>>());
    }
}
