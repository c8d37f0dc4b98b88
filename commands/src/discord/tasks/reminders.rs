//! Turn reminders: a human whose move a game has awaited for long is pinged once (per turn
//! and answer), in the game's thread. The wait is the guild's `turn_reminder_hours` setting,
//! or the bot's default.

use super::{stopped, TaskDeps};
use crate::discord::announce::post_all;
use crate::discord::blocking;
use canasta_storage::{GameId, GameRecord, GameStatus, Store};
use canasta_wording::render::announce::reminder_post;
use poise::serenity_prelude as serenity;
use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::task::JoinHandle;

/// Starts the reminder task for the guilds in `cache`.
pub fn spawn(deps: TaskDeps, cache: Arc<serenity::Cache>) -> JoinHandle<()> {
    tokio::spawn(run(deps, cache))
}

async fn run(deps: TaskDeps, cache: Arc<serenity::Cache>) {
    let mut shutdown = deps.shutdown.clone();
    let mut reminded: HashSet<(GameId, u64)> = HashSet::new();
    loop {
        tokio::select! {
            () = tokio::time::sleep(deps.timing.reminder_every) => {}
            () = stopped(&mut shutdown) => return,
        }
        let guilds: Vec<u64> = cache.guilds().iter().map(|g| g.get()).collect();
        let default = deps.timing.reminder_after;
        let due = blocking(&deps.store, move |s| Ok(due(s, &guilds, default)?)).await;
        let due = match due {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!(error = %e, "could not look for reminders");
                continue;
            }
        };
        if reminded.len() > 100_000 {
            reminded.clear();
        }
        for (record, waited) in due {
            if !reminded.insert((record.id, record.version)) {
                continue;
            }
            if let Some(post) = reminder_post(&record, waited.as_secs() / 3600) {
                tracing::info!(game = record.id.0, "reminding a player");
                post_all(&deps.http, record.channel_id, &[post]).await;
            }
        }
    }
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Active games of `guilds` whose human to act has waited longer than allowed, with the wait.
fn due(
    store: &Store,
    guilds: &[u64],
    default: Option<Duration>,
) -> canasta_storage::Result<Vec<(GameRecord, Duration)>> {
    let now = now_ms();
    let mut out = Vec::new();
    for &guild in guilds {
        let settings = store.settings(guild)?;
        let limit = match settings.turn_reminder_hours {
            Some(0) => None,
            Some(hours) => Some(Duration::from_secs(u64::from(hours) * 3600)),
            None => default,
        };
        let Some(limit) = limit else { continue };
        for game in store.active_in_guild(guild)? {
            let record = match store.load_game(game) {
                Ok(record) => record,
                Err(e) => {
                    tracing::warn!(game = game.0, error = %e, "skipping an unreadable game");
                    continue;
                }
            };
            let human_to_act = record
                .game
                .seat_to_act()
                .and_then(|s| record.players.get(s))
                .and_then(|p| p.user_id())
                .is_some();
            let waited = Duration::from_millis(now.saturating_sub(record.updated_at));
            if record.status == GameStatus::Active && human_to_act && waited >= limit {
                out.push((record, waited));
            }
        }
    }
    Ok(out)
}
