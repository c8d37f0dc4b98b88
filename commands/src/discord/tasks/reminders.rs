//! Turn reminders: a human whose move (or answer to "May I go out?") a game has awaited for
//! long is pinged once per turn, in the game's thread. When is the game's: 80% of its move
//! clock, or sooner after the guild's `turn_reminder_hours` setting (else the bot's default),
//! written into the store's due-time index with the action that began the turn. Each tick
//! asks the index what is due (one seek when nothing is, however many games wait) and takes
//! each reminder in the store before posting it, so a reminder goes at most once per turn,
//! also across restarts; one that fell due while the bot was down goes once on start. Games
//! stored before clocks get their server's reminders when the task first starts.

use super::{stopped, TaskDeps};
use crate::discord::announce::post_all;
use crate::discord::blocking;
use crate::discord::lifecycle::end_if_channel_gone;
use canasta_storage::{DueKind, Store};
use canasta_table::clocks::{adopt_untimed_games, due_now, take_reminder, Reminder};
use canasta_table::TableError;
use canasta_wording::render::announce::reminder_post;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use tokio::task::JoinHandle;

/// Starts the reminder task for the guilds in `cache`.
pub fn spawn(deps: TaskDeps, cache: Arc<serenity::Cache>) -> JoinHandle<()> {
    tokio::spawn(run(deps, cache))
}

async fn run(deps: TaskDeps, cache: Arc<serenity::Cache>) {
    let mut shutdown = deps.shutdown.clone();
    let bot_reminder = deps.timing.reminder_after;
    let adopted = blocking(&deps.store, move |s| adopt_untimed_games(s, bot_reminder)).await;
    if let Err(e) = adopted {
        tracing::warn!(error = %e, "could not give games stored before clocks their reminders");
    }
    loop {
        tokio::select! {
            () = tokio::time::sleep(deps.timing.reminder_every) => {}
            () = stopped(&mut shutdown) => return,
        }
        let guilds: Vec<u64> = cache.guilds().iter().map(|g| g.get()).collect();
        let due = blocking(&deps.store, move |s| due_reminders(s, &guilds)).await;
        let due = match due {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!(error = %e, "could not look for reminders");
                continue;
            }
        };
        for reminder in due {
            let record = &reminder.record;
            if let Some(post) = reminder_post(record, reminder.waited_ms / 3_600_000) {
                tracing::info!(
                    game = record.id.0,
                    seat = reminder.seat,
                    "reminding a player"
                );
                if !post_all(&deps.http, record.channel_id, &[post]).await {
                    end_if_channel_gone(&deps.http, &deps.store, record.id, record.channel_id)
                        .await;
                }
            }
        }
    }
}

/// The reminders due now in `guilds`, each taken in the store already (so posted once).
/// Deadlines are left in the index for the policy that will act on them (see
/// [`super::deadlines`]).
fn due_reminders(store: &Store, guilds: &[u64]) -> Result<Vec<Reminder>, TableError> {
    let now = store.now_ms();
    let mut out = Vec::new();
    for due in due_now(store, now)? {
        if due.kind != DueKind::Reminder {
            continue;
        }
        // The server first, then take: a reminder of a server not in the cache yet (right
        // after start, before its GUILD_CREATE) stays due for a later tick, not lost.
        match store.load_game(due.game) {
            Ok(record) if guilds.contains(&record.guild_id) => {}
            Ok(_) => {
                tracing::debug!(game = due.game.0, "not reminding outside our guilds");
                continue;
            }
            Err(e) => {
                tracing::warn!(game = due.game.0, error = %e, "skipping a reminder");
                continue;
            }
        }
        match take_reminder(store, &due, now) {
            Ok(Some(reminder)) => out.push(reminder),
            Ok(None) => {}
            Err(e) => tracing::warn!(game = due.game.0, error = %e, "skipping a reminder"),
        }
    }
    Ok(out)
}
