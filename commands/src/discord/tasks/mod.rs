//! Background tasks: computer players ([`computer`], thinking on [`think`]'s pool), turn reminders ([`reminders`]), what
//! happens when a clock runs out ([`deadlines`]), posts
//! that failed to go out ([`outbox`]), the weekly report and seasons' ends ([`reports`]) and
//! housekeeping ([`maintenance`]: pruning, scheduled
//! backups). All stop when the bot's
//! shutdown signal is raised.

pub mod computer;
pub mod deadlines;
pub mod low_priority;
pub mod maintenance;
pub mod outbox;
pub mod reminders;
pub mod reports;
pub mod think;

use canasta_storage::Store;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use tokio::sync::watch;

use super::{Shards, Timing};

/// What the tasks share with the commands.
#[derive(Clone)]
pub struct TaskDeps {
    /// The games.
    pub store: Store,
    /// REST access for posting.
    pub http: Arc<serenity::Http>,
    /// Delays.
    pub timing: Timing,
    /// The threads computer players think on (sized by `timing.thinking`).
    pub think: think::ThinkPool,
    /// Becomes `true` when the bot stops.
    pub shutdown: watch::Receiver<bool>,
    /// The shards this process runs: the tasks touch only their servers.
    pub shards: Shards,
}

impl TaskDeps {
    /// The servers in `cache` that this process owns (the cache holds those its shards were
    /// sent; the check keeps a task off any other, whatever the cache holds).
    pub fn own_guilds(&self, cache: &serenity::Cache) -> Vec<u64> {
        cache
            .guilds()
            .iter()
            .map(|g| g.get())
            .filter(|&g| self.shards.owns(g))
            .collect()
    }
}

/// Waits until shutdown is signalled (or its sender is gone).
pub async fn stopped(shutdown: &mut watch::Receiver<bool>) {
    let _ = shutdown.wait_for(|stop| *stop).await;
}
