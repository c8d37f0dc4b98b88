//! One lock per game, the only one in the bot: a game's actions run one at a time (the store
//! reads, applies and writes under it), and the bot holds it across an action's answer and
//! public posts, so a thread reads in order, while other games go on. The registry holds only
//! the games that are locked now: a game's entry goes when its lock is released, so it does
//! not grow with the games the bot has seen.
//!
//! A lock is taken by blocking ([`Store::lock_game`]) or, in async code, by awaiting
//! ([`Store::lock_game_async`]); both wait for the same holder. Holding it is the
//! [`GameLock`], whose methods are the store's writes to that game.

use crate::store::Store;
use canasta_records::GameId;
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::task::{Context, Poll, Waker};

/// The locked games, each with the async waiters to wake when it is released.
#[derive(Default)]
pub(crate) struct GameLocks {
    held: Mutex<HashMap<GameId, Vec<Waker>>>,
    /// Signalled whenever a game is released, for the blocking waiters.
    released: Condvar,
}

impl GameLocks {
    fn map(&self) -> MutexGuard<'_, HashMap<GameId, Vec<Waker>>> {
        // The map changes only in short sections that cannot panic midway.
        self.held.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Waits, blocking the thread, until `game` is free, and takes it.
    fn lock(&self, game: GameId) {
        let mut held = self.map();
        while held.contains_key(&game) {
            held = self
                .released
                .wait(held)
                .unwrap_or_else(PoisonError::into_inner);
        }
        held.insert(game, Vec::new());
    }

    /// Takes `game` if it is free; otherwise `waker` is woken when it is released.
    fn try_lock(&self, game: GameId, waker: &Waker) -> bool {
        let mut held = self.map();
        match held.get_mut(&game) {
            None => {
                held.insert(game, Vec::new());
                true
            }
            Some(wakers) => {
                if !wakers.iter().any(|w| w.will_wake(waker)) {
                    wakers.push(waker.clone());
                }
                false
            }
        }
    }

    /// Releases `game`: its entry goes, and everyone waiting for it tries again (all of them,
    /// so that a waiter that gave up cannot swallow the wake-up of another).
    fn unlock(&self, game: GameId) {
        let wakers = self.map().remove(&game).unwrap_or_default();
        self.released.notify_all();
        wakers.into_iter().for_each(Waker::wake);
    }

    /// How many games are locked now.
    pub(crate) fn len(&self) -> usize {
        self.map().len()
    }
}

/// A held game lock: while any clone of it lives, no one else acts on the game. Its methods
/// ([`GameLock::apply_with`], [`GameLock::apply_action`], [`GameLock::set_status`],
/// [`GameLock::load_log`]) are the store's operations on the game for a caller that holds it;
/// the store's methods of the same names take the lock themselves, so a holder must not call
/// those for its game (it would wait for itself).
///
/// Cloning gives another handle on the same hold (to pass it into a blocking task); the game
/// is released when the last one is dropped.
#[derive(Clone)]
pub struct GameLock {
    held: Arc<Held>,
}

struct Held {
    store: Store,
    game: GameId,
}

impl Drop for Held {
    fn drop(&mut self) {
        self.store.locks().unlock(self.game);
    }
}

impl GameLock {
    fn new(store: &Store, game: GameId) -> GameLock {
        GameLock {
            held: Arc::new(Held {
                store: store.clone(),
                game,
            }),
        }
    }

    /// The locked game.
    pub fn game(&self) -> GameId {
        self.held.game
    }

    /// The store the lock belongs to.
    pub fn store(&self) -> &Store {
        &self.held.store
    }
}

impl std::fmt::Debug for GameLock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameLock")
            .field("game", &self.game())
            .finish()
    }
}

/// The future of [`Store::lock_game_async`].
#[must_use = "the game is locked only once this is awaited"]
pub struct LockGame {
    store: Store,
    game: GameId,
}

impl Future for LockGame {
    type Output = GameLock;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<GameLock> {
        if self.store.locks().try_lock(self.game, cx.waker()) {
            Poll::Ready(GameLock::new(&self.store, self.game))
        } else {
            Poll::Pending
        }
    }
}

impl Store {
    /// Waits until no one else holds `game` and locks it, blocking the thread (from async
    /// code use [`Store::lock_game_async`]). The game need not exist.
    pub fn lock_game(&self, game: GameId) -> GameLock {
        self.locks().lock(game);
        GameLock::new(self, game)
    }

    /// [`Store::lock_game`] for async code: the future resolves once the game is locked.
    /// Dropping it before then takes nothing.
    pub fn lock_game_async(&self, game: GameId) -> LockGame {
        LockGame {
            store: self.clone(),
            game,
        }
    }

    /// How many games are locked now (the size of the lock registry).
    pub fn locked_games(&self) -> usize {
        self.locks().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::task::Wake;

    fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("db")).unwrap();
        (dir, store)
    }

    #[test]
    fn one_game_runs_one_at_a_time() {
        let (_dir, store) = store();
        let inside = Arc::new(AtomicUsize::new(0));
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let (store, inside) = (store.clone(), inside.clone());
                std::thread::spawn(move || {
                    for _ in 0..200 {
                        let _held = store.lock_game(GameId(1));
                        assert_eq!(inside.fetch_add(1, Ordering::SeqCst), 0);
                        inside.fetch_sub(1, Ordering::SeqCst);
                    }
                })
            })
            .collect();
        threads.into_iter().for_each(|t| t.join().unwrap());
        assert_eq!(store.locked_games(), 0);
    }

    #[test]
    fn the_registry_forgets_every_game_once_released() {
        let (_dir, store) = store();
        let held: Vec<_> = (0..1000).map(|id| store.lock_game(GameId(id))).collect();
        assert_eq!(store.locked_games(), 1000);
        let clones: Vec<_> = held.iter().take(10).cloned().collect();
        drop(held);
        assert_eq!(store.locked_games(), 10, "a clone still holds its game");
        drop(clones);
        assert_eq!(store.locked_games(), 0);
    }

    /// Counts its wake-ups.
    struct Count(AtomicUsize);

    impl Wake for Count {
        fn wake(self: Arc<Self>) {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }

    #[test]
    fn an_async_waiter_is_woken_and_a_dropped_one_takes_nothing() {
        let (_dir, store) = store();
        let count = Arc::new(Count(AtomicUsize::new(0)));
        let waker = Waker::from(count.clone());
        let mut cx = Context::from_waker(&waker);
        let held = store.lock_game(GameId(5));
        let mut waiting = store.lock_game_async(GameId(5));
        let mut gave_up = store.lock_game_async(GameId(5));
        assert!(Pin::new(&mut waiting).poll(&mut cx).is_pending());
        assert!(Pin::new(&mut gave_up).poll(&mut cx).is_pending());
        drop(gave_up);
        drop(held);
        assert!(count.0.load(Ordering::SeqCst) >= 1);
        let Poll::Ready(lock) = Pin::new(&mut waiting).poll(&mut cx) else {
            panic!("the game was released");
        };
        assert_eq!(lock.game(), GameId(5));
        assert_eq!(store.locked_games(), 1);
        drop(lock);
        assert_eq!(store.locked_games(), 0);
    }
}
