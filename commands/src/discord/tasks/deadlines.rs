//! Deadlines: when a human's move clock runs out, the table's policy acts
//! ([`canasta_table::deadline`]): the autopilot plays the turn under the game's lock and its
//! actions are posted like any other, marked as the autopilot's; a computer player's overdue
//! move wakes the runner. Each tick asks the store's due-time index what is due (one seek when
//! nothing is), so an idle game costs nothing; a deadline that fell due while the bot was down
//! is acted on once when it starts.

use super::computer::ComputerQueue;
use super::{stopped, TaskDeps};
use crate::discord::blocking::blocking;
use crate::discord::outbox::announce;
use canasta_storage::{Due, DueKind, Store};
use canasta_table::clocks::due_now;
use canasta_table::computer::computer_to_act;
use canasta_table::deadline::{on_deadline_locked, Timeout};
use canasta_table::TableError;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use tokio::task::JoinHandle;

/// Starts the deadline task for the guilds in `cache`; overdue computer moves go to `computer`.
pub fn spawn(
    deps: TaskDeps,
    cache: Arc<serenity::Cache>,
    computer: ComputerQueue,
) -> JoinHandle<()> {
    tokio::spawn(run(deps, cache, computer))
}

async fn run(deps: TaskDeps, cache: Arc<serenity::Cache>, computer: ComputerQueue) {
    let mut shutdown = deps.shutdown.clone();
    loop {
        tokio::select! {
            () = tokio::time::sleep(deps.timing.reminder_every) => {}
            () = stopped(&mut shutdown) => return,
        }
        let guilds = deps.own_guilds(&cache);
        let due = match blocking(&deps.store, move |s| due_deadlines(s, &guilds)).await {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!(error = %e, "could not look for deadlines");
                continue;
            }
        };
        for due in due {
            act_on(&deps, &computer, due).await;
        }
    }
}

/// The deadlines due now in games of `guilds` (a game whose server is not in the cache yet,
/// as right after start, waits for the next tick).
fn due_deadlines(store: &Store, guilds: &[u64]) -> Result<Vec<Due>, TableError> {
    let mut out = Vec::new();
    for due in due_now(store, store.now_ms())? {
        if due.kind != DueKind::Deadline {
            continue;
        }
        match store.load_game(due.game) {
            Ok(record) if guilds.contains(&record.guild_id) => out.push(due),
            Ok(_) => tracing::debug!(game = due.game.0, "no deadline outside our guilds"),
            Err(e) => tracing::warn!(game = due.game.0, error = %e, "skipping a deadline"),
        }
    }
    Ok(out)
}

/// Acts on one due deadline under its game's lock, posting what the autopilot played. The
/// autopilot thinks on the computers' pool: a thread of it is taken first, then the game's
/// lock (so no game is held while waiting for a thread).
async fn act_on(deps: &TaskDeps, computer: &ComputerQueue, due: Due) {
    let game = due.game;
    let store = deps.store.clone();
    let acted = deps
        .think
        .think(move |budget| {
            let turn = store.lock_game(game);
            let outcome = on_deadline_locked(&turn, &due, budget);
            (turn, outcome)
        })
        .await;
    let (turn, outcome) = match acted {
        Ok(acted) => acted,
        Err(e) => {
            tracing::error!(game = game.0, error = %e, "could not act on a deadline");
            return;
        }
    };
    match outcome {
        Ok(Timeout::Played(played)) => {
            tracing::info!(
                game = game.0,
                seat = due.seat,
                actions = played.len(),
                "autopilot"
            );
            for acted in &played {
                announce(&deps.http, &turn, acted).await;
            }
            drop(turn);
            if played
                .last()
                .is_some_and(|a| computer_to_act(&a.after).is_some())
            {
                computer.poke(game);
            }
        }
        Ok(Timeout::ComputerOverdue) => {
            drop(turn);
            computer.poke(game);
        }
        Ok(Timeout::Waited | Timeout::Nothing) => {}
        Err(e) => tracing::error!(game = game.0, error = %e, "could not act on a deadline"),
    }
}
