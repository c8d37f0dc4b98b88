//! Housekeeping while the bot runs: used idempotency keys are pruned once they can no longer
//! come back, and, when configured, a consistent backup of the database is made on a schedule
//! (sled lets only the bot's process open the database, so the bot has to make them).

use super::stopped;
use crate::discord::blocking;
use crate::discord::settings::{Backups, Maintenance};
use canasta_storage::Store;
use canasta_table::TableError;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio::time::{interval_at, Instant, MissedTickBehavior};

/// Starts the housekeeping task.
pub fn spawn(
    store: Store,
    maintenance: Maintenance,
    shutdown: watch::Receiver<bool>,
) -> JoinHandle<()> {
    tokio::spawn(run(store, maintenance, shutdown))
}

/// A timer that first fires one period from now, and skips ticks missed while busy.
fn every(period: Duration) -> tokio::time::Interval {
    let period = period.max(Duration::from_millis(1));
    let mut timer = interval_at(Instant::now() + period, period);
    timer.set_missed_tick_behavior(MissedTickBehavior::Delay);
    timer
}

async fn run(store: Store, maintenance: Maintenance, mut shutdown: watch::Receiver<bool>) {
    let mut prune = every(maintenance.prune_every);
    let mut backups = maintenance
        .backups
        .as_ref()
        .map(|plan| (plan, every(plan.every)));
    loop {
        tokio::select! {
            _ = prune.tick() => prune_keys(&store, maintenance.keep_keys_for).await,
            Some(plan) = next_backup(&mut backups) => back_up(&store, plan).await,
            () = stopped(&mut shutdown) => return,
        }
    }
}

/// Waits for the next scheduled backup; never, without a plan.
async fn next_backup<'a>(
    backups: &mut Option<(&'a Backups, tokio::time::Interval)>,
) -> Option<&'a Backups> {
    match backups {
        Some((plan, timer)) => {
            timer.tick().await;
            Some(*plan)
        }
        None => std::future::pending().await,
    }
}

/// Forgets idempotency keys used more than `keep` ago.
pub async fn prune_keys(store: &Store, keep: Duration) {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    let before = u64::try_from(now.saturating_sub(keep).as_millis()).unwrap_or(u64::MAX);
    match blocking(store, move |s| Ok(s.prune_idempotency_keys(before)?)).await {
        Ok(0) => {}
        Ok(pruned) => tracing::info!(pruned, "old idempotency keys pruned"),
        Err(e) => tracing::warn!(error = %e, "could not prune idempotency keys"),
    }
}

/// Makes one scheduled backup and removes the oldest beyond the number to keep.
pub async fn back_up(store: &Store, plan: &Backups) {
    let (dir, keep) = (plan.dir.clone(), plan.keep);
    let made = blocking(store, move |s| {
        s.rotate_backup(&dir, keep, SystemTime::now())
            .map_err(TableError::from)
    })
    .await;
    match made {
        Ok(rotation) => tracing::info!(
            backup = %rotation.made.path.display(),
            records = rotation.made.records,
            removed = rotation.removed.len(),
            "database backed up"
        ),
        Err(e) => tracing::error!(dir = %plan.dir.display(), error = %e, "scheduled backup failed"),
    }
}
