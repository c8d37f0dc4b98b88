//! Sends the posts a game's thread missed (see [`crate::discord::outbox`]): at start for every
//! game with a mark (a crash may have stopped the bot between an action and its posts), then
//! every `Timing::outbox_every` for the games whose posts failed, flagged in the store, so an
//! idle game costs nothing between rounds. When posts to a thread fail, it asks
//! Discord once whether the thread still exists: a deleted one ends its game
//! ([`crate::discord::lifecycle`]). A game of a server the bot has left is not tried again
//! until the bot is back there; nor one of a server on another process's shards.

use super::{stopped, TaskDeps};
use crate::discord::blocking;
use crate::discord::lifecycle::end_if_channel_gone;
use crate::discord::outbox::{behind, catch_up};
use canasta_storage::{GameId, Store};
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::task::JoinHandle;

/// Starts the retry task for the servers in `cache`.
pub fn spawn(deps: TaskDeps, cache: Arc<serenity::Cache>) -> JoinHandle<()> {
    tokio::spawn(run(deps, cache))
}

async fn run(deps: TaskDeps, cache: Arc<serenity::Cache>) {
    let mut shutdown = deps.shutdown.clone();
    // Games whose posts failed while the bot was not in their server, by server.
    let mut elsewhere: HashMap<GameId, u64> = HashMap::new();
    let mut first = true;
    loop {
        let marks = if std::mem::take(&mut first) {
            blocking(&deps.store, |s| Ok(s.announcement_marks()?)).await
        } else {
            blocking(&deps.store, |s| Ok(s.behind_marks()?)).await
        };
        match marks {
            Ok(marks) => {
                for (game, mark) in marks {
                    let away = elsewhere.get(&game).copied();
                    if away.is_some_and(|guild| !in_server(&cache, guild)) {
                        continue;
                    }
                    if deps.shards.sharded() && !owned(&deps, game).await {
                        continue;
                    }
                    let turn = deps.store.lock_game_async(game).await;
                    if catch_up(&deps.http, &turn).await {
                        // Under the game's lock, so no failure of a newer post is cleared.
                        caught_up(&deps.store, game).await;
                        elsewhere.remove(&game);
                        continue;
                    }
                    drop(turn);
                    behind(&deps.store, game, mark).await;
                    after_failure(&deps, &cache, game, &mut elsewhere).await;
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

/// True when `game`'s server is on this process's shards (or the game cannot be read: then
/// sending its posts fails and says why, as unsharded).
async fn owned(deps: &TaskDeps, game: GameId) -> bool {
    match blocking(&deps.store, move |s| Ok(s.load_game(game)?.guild_id)).await {
        Ok(guild) => deps.shards.owns(guild),
        Err(e) => {
            tracing::debug!(game = game.0, error = %e, "cannot tell whose server a game is in");
            true
        }
    }
}

/// Everything of `game` is posted: its mark, if any, is no longer flagged.
async fn caught_up(store: &Store, game: GameId) {
    if let Err(e) = blocking(store, move |s| Ok(s.clear_behind(game)?)).await {
        tracing::warn!(game = game.0, error = %e, "cannot record that posts caught up");
    }
}

/// Posts to `game`'s thread failed: outside the bot's servers it waits for the bot to be back;
/// a thread Discord no longer knows ends the game.
async fn after_failure(
    deps: &TaskDeps,
    cache: &serenity::Cache,
    game: GameId,
    elsewhere: &mut HashMap<GameId, u64>,
) {
    let record = match blocking(&deps.store, move |s| Ok(s.load_game(game)?)).await {
        Ok(record) => record,
        Err(e) => {
            tracing::warn!(game = game.0, error = %e, "cannot load a game whose posts failed");
            return;
        }
    };
    if !in_server(cache, record.guild_id) {
        tracing::debug!(game = game.0, "not posting outside the bot's servers");
        elsewhere.insert(game, record.guild_id);
        return;
    }
    end_if_channel_gone(&deps.http, &deps.store, game, record.channel_id).await;
}

/// True when the bot is in `guild` (the cache knows the servers it was given at start and
/// since; before the first one arrives, every server counts, so nothing is skipped early).
fn in_server(cache: &serenity::Cache, guild: u64) -> bool {
    let guilds = cache.guilds();
    guilds.is_empty() || guilds.contains(&serenity::GuildId::new(guild))
}
