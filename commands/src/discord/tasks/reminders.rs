//! Turn reminders: a human whose move (or answer to "May I go out?") a game has awaited for
//! long is pinged once per turn, in the game's thread. When is the game's: 80% of its move
//! clock, or sooner after the guild's `turn_reminder_hours` setting (else the bot's default),
//! written into the store's due-time index with the action that began the turn. Each tick
//! asks the index what is due (one seek when nothing is, however many games wait) and takes
//! each reminder in the store before posting it, so a reminder goes at most once per turn,
//! also across restarts; one that fell due while the bot was down goes once on start. Games
//! stored before clocks get their server's reminders when the task first starts.
//!
//! Each player chooses where their reminders go (`/canasta notify`): a mention in the thread
//! (the default), a direct message with a link to the thread (a closed DM falls back to the
//! thread), or none. Either way a turn gets one reminder at most.

use super::{stopped, TaskDeps};
use crate::discord::adapter;
use crate::discord::announce::post_all;
use crate::discord::blocking;
use crate::discord::language::public_lang_for;
use crate::discord::lifecycle::end_if_channel_gone;
use crate::discord::metrics::counted;
use canasta_storage::{DueKind, Store};
use canasta_table::clocks::{adopt_untimed_games, due_now, take_reminder, Reminder};
use canasta_table::notify::{notify_of, Notify};
use canasta_table::TableError;
use canasta_wording::payload::Message;
use canasta_wording::post_key::{PostKey, PostKind};
use canasta_wording::render::announce::{reminder_dm, reminder_post};
use poise::serenity_prelude as serenity;
use std::num::NonZeroU64;
use std::sync::Arc;
use tokio::task::JoinHandle;

/// Discord's "Cannot send messages to this user": the user's direct messages are closed.
const CANNOT_MESSAGE_USER: isize = 50007;

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
        let guilds = deps.own_guilds(&cache);
        let due = blocking(&deps.store, move |s| due_reminders(s, &guilds)).await;
        let due = match due {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!(error = %e, "could not look for reminders");
                continue;
            }
        };
        for (reminder, notify) in due {
            remind(&deps, &reminder, notify).await;
        }
    }
}

/// Sends `reminder` the way its player chose: a DM (else the thread), the thread, or nothing.
/// Both are in the server's language: outside an interaction the player's own locale is not
/// known.
async fn remind(deps: &TaskDeps, reminder: &Reminder, notify: Notify) {
    let record = &reminder.record;
    let lang = public_lang_for(&deps.store, record.guild_id).await;
    let hours = reminder.waited_ms / 3_600_000;
    let (game, seat) = (record.id.0, reminder.seat);
    match notify {
        Notify::Off => {
            tracing::info!(
                game,
                seat,
                "not reminding a player who turned reminders off"
            );
            return;
        }
        Notify::Dm => {
            if let Some(message) = reminder_dm(lang, record, hours) {
                if by_direct_message(&deps.http, reminder.user_id, &message).await {
                    tracing::info!(game, seat, "reminded a player by direct message");
                    return;
                }
            }
        }
        Notify::Thread => {}
    }
    if let Some(post) = reminder_post(lang, record, hours) {
        tracing::info!(game, seat, "reminding a player");
        let key = PostKey {
            game,
            kind: PostKind::Reminder {
                version: record.version,
            },
        };
        if !post_all(&deps.http, record.channel_id, Some(key), &[post]).await {
            end_if_channel_gone(&deps.http, &deps.store, record.id, record.channel_id).await;
        }
    }
}

/// Sends `message` to `user` in a direct message; false if it could not go (their DMs are
/// closed to the bot: Discord's 50007, or any other failure), so the thread is used instead.
async fn by_direct_message(http: &serenity::Http, user: u64, message: &Message) -> bool {
    let Some(user) = NonZeroU64::new(user).map(serenity::UserId::from) else {
        return false;
    };
    let dm = match counted("dm open", user.create_dm_channel(http)).await {
        Ok(dm) => dm,
        Err(e) => {
            tracing::warn!(user = user.get(), error = %e, "could not open a direct message");
            return false;
        }
    };
    let sent = dm
        .id
        .send_message(http, adapter::channel_message(message, None));
    match counted("dm post", sent).await {
        Ok(_) => true,
        Err(e) if is_dm_closed(&e) => {
            tracing::info!(
                user = user.get(),
                "direct messages closed: reminding in the thread"
            );
            false
        }
        Err(e) => {
            tracing::warn!(user = user.get(), error = %e, "could not send a direct message");
            false
        }
    }
}

/// True when `error` is Discord's "Cannot send messages to this user".
fn is_dm_closed(error: &serenity::Error) -> bool {
    crate::discord::retry::discord_code(error) == Some(CANNOT_MESSAGE_USER)
}

/// The reminders due now in `guilds`, each taken in the store already (so posted once), with
/// how its player wants to be reminded. A reminder of a game in a guild the bot does not see
/// (yet) is left in the index, not taken: it goes once the guild is back. Deadlines are left
/// in the index for the policy that will act on them (see [`super::deadlines`]).
fn due_reminders(store: &Store, guilds: &[u64]) -> Result<Vec<(Reminder, Notify)>, TableError> {
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
            Ok(Some(reminder)) => {
                let notify = notify_of(store, reminder.user_id);
                out.push((reminder, notify));
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(game = due.game.0, error = %e, "skipping a reminder"),
        }
    }
    Ok(out)
}
