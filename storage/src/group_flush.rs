//! Group commit: many writers that each need their write on disk share one flush. A writer
//! takes a ticket after its write is in sled's memory; a flush started after the ticket
//! covers it. One flush runs at a time; writers that arrive meanwhile wait for the next one,
//! which covers all of them. Under load (issue 14: 1000 tables, ~500 moves a second) this
//! turns hundreds of queued fsyncs, each holding a blocking thread, into a few a second.

use std::sync::{Condvar, Mutex, PoisonError};

#[derive(Debug, Default)]
struct Tickets {
    /// The last ticket handed out.
    issued: u64,
    /// Every ticket up to this one is on disk.
    durable: u64,
    /// A flush is running.
    running: bool,
}

/// Shares flushes between concurrent writers.
#[derive(Debug, Default)]
pub(crate) struct GroupFlush {
    tickets: Mutex<Tickets>,
    done: Condvar,
}

impl GroupFlush {
    /// Returns once everything written before the call is on disk: by a flush this caller
    /// runs with `flush`, or by one another caller started after this one's write. An error
    /// of a flush is returned to the caller that ran it; the others flush again.
    pub(crate) fn flush<E>(&self, flush: impl Fn() -> Result<(), E>) -> Result<(), E> {
        let mut t = self.tickets.lock().unwrap_or_else(PoisonError::into_inner);
        t.issued += 1;
        let mine = t.issued;
        loop {
            if t.durable >= mine {
                return Ok(());
            }
            if t.running {
                t = self.done.wait(t).unwrap_or_else(PoisonError::into_inner);
                continue;
            }
            t.running = true;
            let covers = t.issued;
            drop(t);
            let result = flush();
            t = self.tickets.lock().unwrap_or_else(PoisonError::into_inner);
            t.running = false;
            if result.is_ok() {
                t.durable = t.durable.max(covers);
            }
            self.done.notify_all();
            result?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;

    #[test]
    fn concurrent_writers_share_flushes_and_each_returns_after_one_that_covers_it() {
        let group = Arc::new(GroupFlush::default());
        let flushes = Arc::new(AtomicU64::new(0));
        let writes = Arc::new(AtomicU64::new(0));
        let durable = Arc::new(AtomicU64::new(0));
        let threads: Vec<_> = (0..16)
            .map(|_| {
                let (group, flushes, writes, durable) = (
                    Arc::clone(&group),
                    Arc::clone(&flushes),
                    Arc::clone(&writes),
                    Arc::clone(&durable),
                );
                std::thread::spawn(move || {
                    for _ in 0..50 {
                        let written = writes.fetch_add(1, Ordering::SeqCst) + 1;
                        group
                            .flush(|| {
                                flushes.fetch_add(1, Ordering::SeqCst);
                                // Everything written so far is now "on disk".
                                durable.fetch_max(writes.load(Ordering::SeqCst), Ordering::SeqCst);
                                std::thread::sleep(std::time::Duration::from_millis(1));
                                Ok::<(), ()>(())
                            })
                            .expect("flushes");
                        assert!(durable.load(Ordering::SeqCst) >= written);
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().expect("a writer");
        }
        let n = flushes.load(Ordering::SeqCst);
        assert!((1..=800).contains(&n), "{n} flushes for 800 writes");
    }

    #[test]
    fn a_failed_flush_is_reported_and_the_next_caller_flushes_again() {
        let group = GroupFlush::default();
        assert_eq!(group.flush(|| Err("disk full")), Err("disk full"));
        let ran = std::cell::Cell::new(false);
        assert_eq!(
            group.flush(|| {
                ran.set(true);
                Ok::<(), &str>(())
            }),
            Ok(())
        );
        assert!(ran.get());
    }
}
