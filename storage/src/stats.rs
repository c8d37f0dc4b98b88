//! Counters of the store's work: how often a game record is decoded and how often sled is
//! read, written in a transaction and flushed. They tell what one action costs (a test keeps
//! one action to one decode, one transaction and one flush) and are cheap enough to keep on.

use std::sync::atomic::{AtomicU64, Ordering};

/// A snapshot of the store's counters since it was opened. Subtract two snapshots to see what
/// the operations between them did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StoreStats {
    /// Game records decoded (envelope, decompression, JSON, snapshot).
    pub decodes: u64,
    /// sled reads outside transactions: point reads of games and idempotency keys, and
    /// prefix scans of the log and the active-game indexes.
    pub reads: u64,
    /// sled transactions (every write of a game is one).
    pub transactions: u64,
    /// Flushes to disk (sled's flush and `fdatasync`).
    pub flushes: u64,
}

impl std::ops::Sub for StoreStats {
    type Output = StoreStats;

    fn sub(self, earlier: StoreStats) -> StoreStats {
        StoreStats {
            decodes: self.decodes - earlier.decodes,
            reads: self.reads - earlier.reads,
            transactions: self.transactions - earlier.transactions,
            flushes: self.flushes - earlier.flushes,
        }
    }
}

/// The live counters.
#[derive(Debug, Default)]
pub(crate) struct Counters {
    decodes: AtomicU64,
    reads: AtomicU64,
    transactions: AtomicU64,
    flushes: AtomicU64,
}

impl Counters {
    pub(crate) fn decode(&self) {
        self.decodes.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn read(&self) {
        self.reads.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn transaction(&self) {
        self.transactions.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn flush(&self) {
        self.flushes.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn snapshot(&self) -> StoreStats {
        StoreStats {
            decodes: self.decodes.load(Ordering::Relaxed),
            reads: self.reads.load(Ordering::Relaxed),
            transactions: self.transactions.load(Ordering::Relaxed),
            flushes: self.flushes.load(Ordering::Relaxed),
        }
    }
}
