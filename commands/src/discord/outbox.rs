//! The public posts of actions, sent at least once. After each action the bot posts its lines
//! and records in the store how far the thread is told (`Store::set_announced`). When a post
//! fails (Discord errors, the bot stops in between), the mark stays behind, flagged for the
//! [`retry task`](super::tasks::outbox): it, or the next action's posts, first send what was
//! missed, rebuilt from the game's log, so nobody misses that it is their turn. Callers hold the game's lock
//! (a [`GameLock`]), so the posts of one game never interleave.

use super::announce::post_all;
use crate::discord::blocking::{blocking, holding};
use canasta_storage::{GameId, GameLock, GameRecord, GameStatus, Store};
use canasta_table::catch_up::acted_since;
use canasta_table::Acted;
use canasta_wording::render::announce::{action_posts, missed_posts};
use poise::serenity_prelude as serenity;

/// Posts what `acted` did in the game `turn` holds (after anything the thread missed before
/// it) and moves the mark.
pub async fn announce(http: &serenity::Http, turn: &GameLock, acted: &Acted) {
    let store = turn.store();
    let game = acted.after.id;
    let mark = read_mark(store, game).await;
    let posts = match mark {
        Some(mark) if mark < acted.before.version => {
            match missed_since(turn, &acted.after, mark).await {
                Some(missed) => missed_posts(&missed),
                None => action_posts(acted),
            }
        }
        _ => action_posts(acted),
    };
    let sent = post_all(http, acted.after.channel_id, &posts).await;
    if sent {
        told(store, &acted.after).await;
    } else {
        // Flag the mark for the retry task; a game that had none starts again here.
        behind(store, game, acted.before.version).await;
    }
}

/// A new game's first posts were sent (or tried): the actions from `record`'s version on are
/// the ones to post.
pub async fn started(store: &Store, record: &GameRecord) {
    write_mark(store, record.id, record.version).await;
}

/// Sends what the thread of the game `turn` holds missed, if anything. Returns false while
/// posts still fail.
pub async fn catch_up(http: &serenity::Http, turn: &GameLock) -> bool {
    let (store, game) = (turn.store(), turn.game());
    let Some(mark) = read_mark(store, game).await else {
        return true;
    };
    let record = match blocking(store, move |s| Ok(s.load_game(game)?)).await {
        Ok(record) => record,
        Err(e) => {
            tracing::warn!(game = game.0, error = %e, "cannot load a game to catch up its posts");
            return false;
        }
    };
    if record.version <= mark {
        if record.status != GameStatus::Active {
            forget(store, game).await;
        }
        return true;
    }
    let Some(missed) = missed_since(turn, &record, mark).await else {
        return false;
    };
    tracing::info!(game = game.0, missed = missed.len(), "posting missed moves");
    if !post_all(http, record.channel_id, &missed_posts(&missed)).await {
        return false;
    }
    told(store, &record).await;
    true
}

/// The actions of `record` after version `mark`, rebuilt from its log.
async fn missed_since(turn: &GameLock, record: &GameRecord, mark: u64) -> Option<Vec<Acted>> {
    let record = record.clone();
    let game = record.id;
    match holding(turn, move |t| acted_since(t, &record, mark)).await {
        Ok(missed) => Some(missed),
        Err(e) => {
            tracing::error!(game = game.0, error = %e, "cannot rebuild the missed moves");
            None
        }
    }
}

/// Everything up to `record` is out: move the mark, or drop it once the game is over.
async fn told(store: &Store, record: &GameRecord) {
    if record.status == GameStatus::Active {
        write_mark(store, record.id, record.version).await;
    } else {
        forget(store, record.id).await;
    }
}

async fn read_mark(store: &Store, game: GameId) -> Option<u64> {
    match blocking(store, move |s| Ok(s.announced_version(game)?)).await {
        Ok(mark) => mark,
        Err(e) => {
            tracing::warn!(game = game.0, error = %e, "cannot read how far posts went out");
            None
        }
    }
}

async fn write_mark(store: &Store, game: GameId, version: u64) {
    if let Err(e) = blocking(store, move |s| Ok(s.set_announced(game, version)?)).await {
        tracing::warn!(game = game.0, error = %e, "cannot record how far posts went out");
    }
}

/// Posts of `game` failed: the retry task will send them (from `from` if it had no mark).
pub async fn behind(store: &Store, game: GameId, from: u64) {
    if let Err(e) = blocking(store, move |s| Ok(s.set_behind(game, from)?)).await {
        tracing::warn!(game = game.0, error = %e, "cannot record that posts are behind");
    }
}

async fn forget(store: &Store, game: GameId) {
    if let Err(e) = blocking(store, move |s| Ok(s.forget_announced(game)?)).await {
        tracing::warn!(game = game.0, error = %e, "cannot drop a finished game's post mark");
    }
}
