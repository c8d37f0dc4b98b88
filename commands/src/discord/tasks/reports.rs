//! The bot's own reports (issue 15): the weekly report on the day and hour a server chose in
//! `/canasta settings`, and a season's final standings when it ends, both in the server's
//! report channel. Every `Timing::report_every` (and once at start) the task asks each server
//! the bot is in what is due by the store's clock ([`reports_due`]), takes what is due in the
//! store (on disk first, so a report is owed once however often the task looks), and posts
//! every report taken but not yet out with a nonce of what it is ([`report_nonce`]): a stop
//! between the post and its mark sends it again after the restart, and Discord keeps the
//! first copy. A report not out [`REPORT_LATE_MS`] after it fell due is given up.

use super::{stopped, TaskDeps};
use crate::discord::adapter;
use crate::discord::blocking;
use crate::discord::language::public_lang_in;
use crate::discord::metrics::counted;
use canasta_storage::{reports_due, ReportKey, ReportState, Store, REPORT_LATE_MS};
use canasta_table::reports::report;
use canasta_table::TableError;
use canasta_wording::payload::Message;
use canasta_wording::post_key::report_nonce;
use canasta_wording::render::report::report_message;
use poise::serenity_prelude as serenity;
use std::num::NonZeroU64;
use std::sync::Arc;
use tokio::task::JoinHandle;

/// Starts the report task for the servers in `cache`.
pub fn spawn(deps: TaskDeps, cache: Arc<serenity::Cache>) -> JoinHandle<()> {
    tokio::spawn(run(deps, cache))
}

async fn run(deps: TaskDeps, cache: Arc<serenity::Cache>) {
    let mut shutdown = deps.shutdown.clone();
    loop {
        let guilds = deps.own_guilds(&cache);
        match blocking(&deps.store, move |s| owed(s, &guilds)).await {
            Ok(owed) => {
                for (guild, key, channel, message) in owed {
                    post(&deps, guild, key, channel, &message).await;
                }
            }
            Err(e) => tracing::warn!(error = %e, "could not look for reports"),
        }
        tokio::select! {
            () = tokio::time::sleep(deps.timing.report_every) => {}
            () = stopped(&mut shutdown) => return,
        }
    }
}

/// Takes the reports due now in `guilds`, then returns every report owed there (taken, not
/// yet out) with its channel and post, in the server's language. Reports owed for too long are
/// given up.
fn owed(store: &Store, guilds: &[u64]) -> Result<Vec<(u64, ReportKey, u64, Message)>, TableError> {
    let now = store.now_ms();
    for (guild, settings) in store.all_settings()? {
        if !guilds.contains(&guild) {
            continue;
        }
        let Some(weekly) = settings.weekly_report else {
            continue;
        };
        for key in reports_due(&settings, now) {
            if store.take_report(guild, key, weekly.channel_id)? {
                tracing::info!(guild, ?key, "a report is due");
            }
        }
    }
    let mut out = Vec::new();
    for (guild, key, mark) in store.pending_reports()? {
        if !guilds.contains(&guild) {
            continue;
        }
        if now.saturating_sub(key.due_ms()) >= REPORT_LATE_MS {
            tracing::warn!(
                guild,
                ?key,
                "giving up a report that could not be posted in time"
            );
            store.set_report_state(guild, key, ReportState::GivenUp)?;
            continue;
        }
        let lang = public_lang_in(store, guild);
        match report(lang, store, guild, key) {
            Ok(report) => out.push((guild, key, mark.channel_id, report_message(lang, &report))),
            Err(e) => tracing::warn!(guild, ?key, error = %e, "cannot gather a report"),
        }
    }
    Ok(out)
}

/// Posts `message`, the report `key` of `guild`, in `channel` with its nonce, and records it
/// as out; a failure leaves it owed for the next round.
async fn post(deps: &TaskDeps, guild: u64, key: ReportKey, channel: u64, message: &Message) {
    let Some(channel_id) = NonZeroU64::new(channel).map(serenity::ChannelId::from) else {
        return;
    };
    let (tag, period) = key.tag_and_period();
    let nonce = report_nonce(guild, tag, period);
    let sent = channel_id.send_message(
        &deps.http,
        adapter::channel_message(message, None)
            .nonce(serenity::Nonce::String(nonce))
            .enforce_nonce(true),
    );
    if let Err(e) = counted("report post", sent).await {
        tracing::warn!(guild, channel, error = %e, "could not post a report");
        return;
    }
    tracing::info!(guild, ?key, "report posted");
    if let Err(e) = blocking(&deps.store, move |s| Ok(s.report_posted(guild, key)?)).await {
        tracing::warn!(guild, error = %e, "cannot record that a report went out");
    }
}
