//! One action at a time per game: a player's action, its answer and its public lines finish
//! before the next action (a computer's move, say) starts, so the thread reads in order.

use canasta_storage::GameId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

/// An async lock per game. The map itself is locked only for a lookup, never across an
/// `.await`.
#[derive(Debug, Default)]
pub struct GameLocks {
    games: Mutex<HashMap<GameId, Arc<AsyncMutex<()>>>>,
}

impl GameLocks {
    /// Waits for `game`'s turn lock.
    pub async fn lock(&self, game: GameId) -> OwnedMutexGuard<()> {
        let lock = {
            let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
            Arc::clone(games.entry(game).or_default())
        };
        lock.lock_owned().await
    }
}
