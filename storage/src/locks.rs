//! One lock per game, so actions on a game run one at a time while other games go on.

use crate::ids::GameId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError, Weak};

/// A map from game id to that game's mutex. Entries of games nobody holds are pruned.
#[derive(Default)]
pub(crate) struct GameLocks {
    inner: Mutex<LockMap>,
}

#[derive(Default)]
struct LockMap {
    map: HashMap<GameId, Weak<Mutex<()>>>,
    /// Prune when the map reaches this size.
    prune_at: usize,
}

impl GameLocks {
    /// Runs `f` while holding `game`'s lock.
    pub(crate) fn with<T>(&self, game: GameId, f: impl FnOnce() -> T) -> T {
        let mutex = self.mutex(game);
        // Writes are transactional, so a panic while holding the lock leaves nothing
        // half-done: a poisoned lock is safe to take.
        let _guard = mutex.lock().unwrap_or_else(PoisonError::into_inner);
        f()
    }

    fn mutex(&self, game: GameId) -> Arc<Mutex<()>> {
        let mut locks = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(existing) = locks.map.get(&game).and_then(Weak::upgrade) {
            return existing;
        }
        if locks.map.len() >= locks.prune_at {
            locks.map.retain(|_, weak| weak.strong_count() > 0);
            locks.prune_at = (locks.map.len() * 2).max(256);
        }
        let mutex = Arc::new(Mutex::new(()));
        locks.map.insert(game, Arc::downgrade(&mutex));
        mutex
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn one_game_runs_one_at_a_time_and_unused_entries_go() {
        let locks = Arc::new(GameLocks::default());
        let inside = Arc::new(AtomicUsize::new(0));
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let (locks, inside) = (locks.clone(), inside.clone());
                std::thread::spawn(move || {
                    for _ in 0..200 {
                        locks.with(GameId(1), || {
                            assert_eq!(inside.fetch_add(1, Ordering::SeqCst), 0);
                            inside.fetch_sub(1, Ordering::SeqCst);
                        });
                    }
                })
            })
            .collect();
        threads.into_iter().for_each(|t| t.join().unwrap());
        for id in 0..1000 {
            locks.with(GameId(id), || ());
        }
        assert!(locks.inner.lock().unwrap().map.len() <= 512);
    }
}
