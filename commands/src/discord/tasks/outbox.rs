//! Sends the posts a game's thread missed (see [`crate::discord::outbox`]): at start, and
//! every `Timing::outbox_every` while posts are behind.

use super::{stopped, TaskDeps};
use crate::discord::blocking;
use crate::discord::outbox::catch_up;
use tokio::task::JoinHandle;

/// Starts the retry task.
pub fn spawn(deps: TaskDeps) -> JoinHandle<()> {
    tokio::spawn(run(deps))
}

async fn run(deps: TaskDeps) {
    let mut shutdown = deps.shutdown.clone();
    loop {
        let marks = blocking(&deps.store, |s| Ok(s.announcement_marks()?)).await;
        match marks {
            Ok(marks) => {
                for (game, _) in marks {
                    let turn = deps.store.lock_game_async(game).await;
                    catch_up(&deps.http, &turn).await;
                }
            }
            Err(e) => tracing::warn!(error = %e, "cannot list the games' post marks"),
        }
        tokio::select! {
            () = tokio::time::sleep(deps.timing.outbox_every) => {}
            () = stopped(&mut shutdown) => return,
        }
    }
}
