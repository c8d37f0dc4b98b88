//! The computer-player runner. Poked with a game after every action, it runs one loop per
//! game: choose the computer's move on the think pool ([`ThinkPool`]: no lock held, nothing
//! written), wait what is left of the moment a computer takes, store the move under the
//! game's lock, post its line, and again while a computer is to move. A poke during a loop is
//! remembered, so no move is ever missed; a move is stored only at the game version it was
//! chosen at, so none is made twice (a game that moved on meanwhile is looked at again).

use super::{stopped, TaskDeps};
use crate::discord::blocking::holding;
use crate::discord::outbox::announce;
use crate::discord::tasks::think::ThinkPool;
use canasta_storage::{GameId, Store};
use canasta_table::computer::{apply_computer_move, choose_computer_move, ComputerMove};
use canasta_table::TableError;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, Semaphore};
use tokio::task::{JoinHandle, JoinSet};

/// Wakes the runner for a game.
#[derive(Debug, Clone)]
pub struct ComputerQueue {
    tx: mpsc::UnboundedSender<GameId>,
}

impl ComputerQueue {
    /// Asks the runner to look at `game` (harmless if no computer is to move).
    pub fn poke(&self, game: GameId) {
        if self.tx.send(game).is_err() {
            tracing::debug!(game = game.0, "computer runner stopped; poke ignored");
        }
    }
}

/// Games with a running loop, and whether they were poked since the loop last looked.
type Running = Arc<Mutex<HashMap<GameId, bool>>>;

/// How many computer moves are stored at once (they are chosen on the think pool, whose own
/// size bounds the thinking). Each holds one of tokio's blocking threads until its write is
/// on disk; after a restart every game with a computer to move wakes at once, and 1000
/// tables filled the blocking pool (512 threads, 350 MiB resident; issue 14's load test).
/// Writers share flushes, so a few at a time lose nothing.
const AT_ONCE: usize = 8;

/// How long a stop waits for the moves being stored and told.
const STOP_WAIT: Duration = Duration::from_secs(5);

/// Starts the runner; its decisions run on `deps.think`.
pub fn spawn(deps: TaskDeps) -> (ComputerQueue, JoinHandle<()>) {
    let (tx, rx) = mpsc::unbounded_channel();
    let task = tokio::spawn(run(deps, rx));
    (ComputerQueue { tx }, task)
}

async fn run(deps: TaskDeps, mut rx: mpsc::UnboundedReceiver<GameId>) {
    let running: Running = Arc::default();
    let permits = Arc::new(Semaphore::new(AT_ONCE));
    let mut loops = JoinSet::new();
    let mut shutdown = deps.shutdown.clone();
    loop {
        tokio::select! {
            poked = rx.recv() => {
                let Some(game) = poked else { break };
                let start = {
                    let mut running = running.lock().unwrap_or_else(PoisonError::into_inner);
                    match running.get_mut(&game) {
                        Some(poked) => {
                            *poked = true;
                            false
                        }
                        None => {
                            running.insert(game, false);
                            true
                        }
                    }
                };
                if start {
                    let (running, permits) = (Arc::clone(&running), Arc::clone(&permits));
                    loops.spawn(game_loop(deps.clone(), running, permits, game));
                }
            }
            Some(_) = loops.join_next(), if !loops.is_empty() => {}
            () = stopped(&mut shutdown) => break,
        }
    }
    // A loop storing or telling a move finishes it; the others stop at their next look.
    let finished = tokio::time::timeout(STOP_WAIT, async {
        while loops.join_next().await.is_some() {}
    })
    .await;
    if finished.is_err() {
        tracing::warn!("stopping: computer moves unfinished after {STOP_WAIT:?}");
        loops.abort_all();
        while loops.join_next().await.is_some() {}
    }
}

/// Moves for the computer players of `game` until a human is to act.
async fn game_loop(deps: TaskDeps, running: Running, permits: Arc<Semaphore>, game: GameId) {
    let mut shutdown = deps.shutdown.clone();
    loop {
        if *shutdown.borrow() {
            return;
        }
        set_poked(&running, game, false);
        let started = Instant::now();
        let chosen = choose(&deps.think, &deps.store, game).await;
        let chosen = match chosen {
            Ok(Some(chosen)) => chosen,
            Ok(None) => {
                let mut running = running.lock().unwrap_or_else(PoisonError::into_inner);
                if running.get(&game) != Some(&true) {
                    running.remove(&game);
                    return;
                }
                continue;
            }
            Err(e) => {
                tracing::error!(game = game.0, error = %e, "computer player failed");
                let mut running = running.lock().unwrap_or_else(PoisonError::into_inner);
                running.remove(&game);
                return;
            }
        };
        // A computer takes at least the delay, thinking included.
        let rest = deps.timing.computer_delay.saturating_sub(started.elapsed());
        tokio::select! {
            () = tokio::time::sleep(rest) => {}
            () = stopped(&mut shutdown) => return,
        }
        // Taken before the game's lock, so no game is held while waiting for a permit.
        let Ok(permit) = permits.acquire().await else {
            return;
        };
        let turn = deps.store.lock_game_async(game).await;
        let step = holding(&turn, move |t| apply_computer_move(t, &chosen)).await;
        drop(permit);
        match step {
            Ok(Some(acted)) => {
                if !acted.duplicate {
                    announce(&deps.http, &turn, &acted).await;
                }
            }
            // The game moved on while the move was chosen: look at it again.
            Ok(None) => {}
            Err(e) => {
                tracing::error!(game = game.0, error = %e, "computer player failed");
                let mut running = running.lock().unwrap_or_else(PoisonError::into_inner);
                running.remove(&game);
                return;
            }
        }
        drop(turn);
    }
}

/// The move of the computer to act in `game`, chosen on the think pool.
async fn choose(
    think: &ThinkPool,
    store: &Store,
    game: GameId,
) -> Result<Option<ComputerMove>, TableError> {
    let store = store.clone();
    think
        .think(move |budget| choose_computer_move(&store, game, budget))
        .await?
}

fn set_poked(running: &Running, game: GameId, poked: bool) {
    let mut running = running.lock().unwrap_or_else(PoisonError::into_inner);
    running.insert(game, poked);
}
