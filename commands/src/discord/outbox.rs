//! The public posts of actions, gathered and sent at least once. Each post notifies everyone
//! who follows the thread, so moves are posted only when the thread must hear
//! ([`posts_now`]: a human is asked to act, a deal is scored, the game ends), all the moves
//! since the last post in one gathered post ([`gathered_posts`]). The store records how far
//! the thread is told (`Store::set_announced`); moves after that mark are rebuilt from the
//! game's log when their post goes out, so nothing waits in memory. When a post fails
//! (Discord errors, the bot stops in between), the mark stays behind, flagged for the
//! [`retry task`](super::tasks::outbox): it, or the next action's posts, send what was
//! missed, so nobody misses that it is their turn. Callers hold the game's lock (a
//! [`GameLock`]), so the posts of one game never interleave. Each post carries a nonce of the
//! versions it covers ([`PostKey::moves`]): a post that went out but whose mark was not
//! written (the bot stopped in between) is sent again with the same nonce, and Discord keeps
//! the one it has (issue 14). Discord forgets a nonce after a few minutes, so a late post
//! first reads the thread for the posts' own marks and sends only those not there (issue 30);
//! when Discord cannot be read, the posts wait for the next try rather than risk a second
//! copy.

use super::announce::{marks_in_thread, post_missing};
use super::language::public_lang_for;
use crate::discord::blocking::{blocking, holding};
use canasta_storage::{GameId, GameLock, GameRecord, GameStatus, Store};
use canasta_table::catch_up::acted_since;
use canasta_table::result_ratings::finished_game_ratings;
use canasta_table::Acted;
use canasta_wording::post_key::PostKey;
use canasta_wording::render::announce_gathered::{gathered_posts, posting_batches, posts_now};
use canasta_wording::render::result_ratings::ResultRatings;
use poise::serenity_prelude as serenity;
use std::collections::HashSet;

/// After `acted` in the game `turn` holds: when the thread must hear now (or earlier posts
/// failed), posts every move since the mark as one gathered post and moves the mark;
/// otherwise the move waits for the next gathered post.
pub async fn announce(http: &serenity::Http, turn: &GameLock, acted: &Acted) {
    let store = turn.store();
    let game = acted.after.id;
    let mark = read_mark(store, game).await;
    let late = mark.is_some_and(|(_, flagged)| flagged);
    if !late && !posts_now(acted) {
        if mark.is_none() {
            // The moves from here on are the next post's.
            write_mark(store, game, acted.before.version).await;
        }
        return;
    }
    let gathered = match mark {
        Some((mark, _)) if mark < acted.before.version => {
            match missed_since(turn, &acted.after, mark).await {
                Some(mut gathered) => {
                    // The move itself as applied (its record before it is the real one).
                    if gathered
                        .last()
                        .is_some_and(|g| g.before.version == acted.before.version)
                    {
                        gathered.pop();
                        gathered.push(acted.clone());
                    }
                    gathered
                }
                None => vec![acted.clone()],
            }
        }
        _ => vec![acted.clone()],
    };
    let sent = post_moves(http, store, acted.after.channel_id, game, &gathered, late).await;
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

/// Sends what the thread of the game `turn` holds is owed, if anything: moves whose posts
/// failed, or that a stop of the bot kept from being posted when the thread had to hear
/// (moves still being gathered wait). Returns false while posts still fail.
pub async fn catch_up(http: &serenity::Http, turn: &GameLock) -> bool {
    let (store, game) = (turn.store(), turn.game());
    let Some((mark, late)) = read_mark(store, game).await else {
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
    if !late && !missed.iter().any(posts_now) {
        return true;
    }
    tracing::info!(game = game.0, missed = missed.len(), "posting missed moves");
    if !post_moves(http, store, record.channel_id, game, &missed, true).await {
        return false;
    }
    told(store, &record).await;
    true
}

/// The game `turn` holds was stopped (resigned, abandoned): the moves gathered since the last
/// post go out before the stop is told, and the mark is dropped.
pub async fn before_stop(http: &serenity::Http, turn: &GameLock) {
    let (store, game) = (turn.store(), turn.game());
    let Some((mark, late)) = read_mark(store, game).await else {
        return;
    };
    let record = match blocking(store, move |s| Ok(s.load_game(game)?)).await {
        Ok(record) => record,
        Err(e) => {
            tracing::warn!(game = game.0, error = %e, "cannot load a stopped game");
            return;
        }
    };
    if record.version > mark {
        if let Some(missed) = missed_since(turn, &record, mark).await {
            post_moves(http, store, record.channel_id, game, &missed, late).await;
        }
    }
    forget(store, game).await;
}

/// Posts the moves `gathered` (oldest first) of `game` in `channel`, in the batches live
/// posting would have cut ([`posting_batches`]), each keyed by the versions it spans: sent
/// again (a retry, or after a restart) they carry the same nonces, and Discord keeps the
/// first copy; sent `late`, the posts already in the thread are read first and left out
/// (issue 30: Discord forgets a nonce after a few minutes). The game's end carries the players' ratings after it (issue 15), so they are
/// posted once with it. Only the last batch pings: the earlier ones asked players who have
/// acted since. The posts are in the server's language. True if all went out.
async fn post_moves(
    http: &serenity::Http,
    store: &Store,
    channel: u64,
    game: GameId,
    gathered: &[Acted],
    late: bool,
) -> bool {
    let Some(guild) = gathered.last().map(|a| a.after.guild_id) else {
        return true;
    };
    // Sent late, the posts may be in the thread already: its mark missing, the bot stopped
    // after Discord took them, maybe longer ago than Discord keeps their nonces.
    let present = if late {
        match marks_in_thread(http, channel).await {
            Some(present) => present,
            None => return false,
        }
    } else {
        HashSet::new()
    };
    let lang = public_lang_for(store, guild).await;
    let batches = posting_batches(gathered);
    let last = batches.len().saturating_sub(1);
    for (i, batch) in batches.into_iter().enumerate() {
        let ratings = match batch.last() {
            Some(end) if end.after.game.is_over() => ratings_at_end(store, &end.after).await,
            _ => None,
        };
        let mut posts = gathered_posts(lang, batch, late, ratings.as_ref());
        if i < last {
            for post in &mut posts {
                post.ping = None;
            }
        }
        let key = PostKey::moves(game.0, batch);
        if !post_missing(http, channel, key, &posts, &present).await {
            return false;
        }
    }
    true
}

/// What the end of `record`'s game did to its players' ratings, counted first (`None` when
/// they cannot be read: the game's end is posted without them rather than not at all).
async fn ratings_at_end(store: &Store, record: &GameRecord) -> Option<ResultRatings> {
    let (record, game) = (record.clone(), record.id);
    match blocking(store, move |s| finished_game_ratings(s, &record)).await {
        Ok(ratings) => ratings,
        Err(e) => {
            tracing::error!(game = game.0, error = %e, "cannot read a finished game's ratings");
            None
        }
    }
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

async fn read_mark(store: &Store, game: GameId) -> Option<(u64, bool)> {
    match blocking(store, move |s| Ok(s.announced_mark(game)?)).await {
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
