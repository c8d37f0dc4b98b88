//! Running the synchronous store from async code.

use super::error::TableError;
use canasta_storage::Store;

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
