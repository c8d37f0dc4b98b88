//! Wall-clock time as stored: milliseconds since the Unix epoch, read through an injected
//! [`Clock`] so tests can let days pass in milliseconds.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Where the store (and the tasks above it) read the time. The bot runs on [`SystemClock`];
/// tests use a [`TestClock`] they move on by hand.
pub trait Clock: Send + Sync + 'static {
    /// Now, in milliseconds since the Unix epoch.
    fn now_ms(&self) -> u64;
}

/// The machine's clock (0 if it is before 1970).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
    }
}

/// A clock that stands still until a test moves it. Clones share one time, so a test keeps
/// a clone and advances the clock of a store it opened with another.
///
/// ```
/// use canasta_storage::{Clock, TestClock};
/// use std::time::Duration;
///
/// let clock = TestClock::at(1_000);
/// let store_side = clock.clone();
/// clock.advance(Duration::from_secs(3 * 24 * 3600));
/// assert_eq!(store_side.now_ms(), 1_000 + 3 * 24 * 3600 * 1000);
/// ```
#[derive(Debug, Clone, Default)]
pub struct TestClock {
    now: Arc<AtomicU64>,
}

impl TestClock {
    /// A clock showing `ms` since the epoch.
    pub fn at(ms: u64) -> TestClock {
        TestClock {
            now: Arc::new(AtomicU64::new(ms)),
        }
    }

    /// Moves the clock on by `by`.
    pub fn advance(&self, by: Duration) {
        let ms = u64::try_from(by.as_millis()).unwrap_or(u64::MAX);
        self.now.fetch_add(ms, Ordering::SeqCst);
    }

    /// The time it shows, ms since the epoch.
    pub fn now(&self) -> u64 {
        self.now_ms()
    }

    /// Sets the clock to `ms` since the epoch (also backwards, to test a clock that jumps).
    pub fn set(&self, ms: u64) {
        self.now.store(ms, Ordering::SeqCst);
    }
}

impl Clock for TestClock {
    fn now_ms(&self) -> u64 {
        self.now.load(Ordering::SeqCst)
    }
}
