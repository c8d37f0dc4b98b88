//! Running the synchronous store and table service from async code.

use canasta_storage::{GameLock, Store};
use canasta_table::TableError;

/// Runs `f` with the store on tokio's blocking pool, so a disk flush never stalls the gateway.
pub async fn blocking<T, F>(store: &Store, f: F) -> Result<T, TableError>
where
    T: Send + 'static,
    F: FnOnce(&Store) -> Result<T, TableError> + Send + 'static,
{
    let store = store.clone();
    tokio::task::spawn_blocking(move || f(&store))
        .await
        .map_err(|e| TableError::Internal(format!("a store task failed: {e}")))?
}

/// Runs `f` on tokio's blocking pool with the game `turn` holds: the lock stays held until
/// both `f` and the caller are done with it.
pub async fn holding<T, F>(turn: &GameLock, f: F) -> Result<T, TableError>
where
    T: Send + 'static,
    F: FnOnce(&GameLock) -> Result<T, TableError> + Send + 'static,
{
    let turn = turn.clone();
    tokio::task::spawn_blocking(move || f(&turn))
        .await
        .map_err(|e| TableError::Internal(format!("a store task failed: {e}")))?
}
