//! Answering within Discord's 3 seconds: work that is not done after
//! [`Timing::defer_after`](super::Timing) first defers the interaction, then answers by
//! editing the deferral's message (a slash command's [`send`], a control's [`Responder`]). Usually the work is done long before and the answer goes out directly.
//! Every answer is sent again after a 429 or a server error while Discord still takes it
//! ([`super::retry`]).

use super::retry::{initial_window, retrying, FOLLOWUP_WINDOW};
use super::{adapter, Context, Error};
use crate::pictures::Attached;
use canasta_wording::lang::Lang;
use canasta_wording::payload::Message;
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// Marks a slash command whose deferral ([`in_time`]) no answer has filled yet.
struct AwaitingAnswer;

/// Sends `reply` for a slash command, again after a 429 or a server error while Discord still
/// takes it: the first answer; once deferred, the deferral's message edited into it
/// (`PATCH .../messages/@original`: Discord's docs call filling a deferral with a followup
/// deprecated); after that, a followup.
pub async fn send(ctx: Context<'_>, reply: poise::CreateReply) -> Result<(), Error> {
    if let poise::Context::Application(app) = ctx {
        if ctx.invocation_data::<AwaitingAnswer>().await.is_some() {
            let edit = ctx
                .reply_builder(reply)
                .to_slash_initial_response_edit(serenity::EditInteractionResponse::new());
            retrying("command answer", FOLLOWUP_WINDOW, || {
                app.interaction.edit_response(ctx, edit.clone())
            })
            .await?;
            ctx.set_invocation_data(()).await;
            return Ok(());
        }
    }
    let window = match ctx {
        poise::Context::Application(app)
            if !app.has_sent_initial_response.load(Ordering::SeqCst) =>
        {
            initial_window(app.interaction.id)
        }
        _ => FOLLOWUP_WINDOW,
    };
    retrying("command answer", window, || ctx.send(reply.clone())).await?;
    Ok(())
}

/// Runs `work` for a slash command, deferring (privately if `ephemeral`) if it takes longer
/// than the data's `defer_after`. Answer afterwards with `ctx.send` as usual: poise sends a
/// followup once deferred.
pub async fn in_time<T>(
    ctx: Context<'_>,
    ephemeral: bool,
    work: impl Future<Output = T>,
) -> Result<T, Error> {
    let mut work = std::pin::pin!(work);
    if let Some(out) = done_within(ctx.data().timing.defer_after, work.as_mut()).await {
        return Ok(out);
    }
    tracing::debug!(command = %ctx.command().qualified_name, "slow: deferring");
    let window = match ctx {
        poise::Context::Application(app) => initial_window(app.interaction.id),
        poise::Context::Prefix(_) => Duration::ZERO,
    };
    let deferred = retrying("deferral", window, || async {
        if ephemeral {
            ctx.defer_ephemeral().await
        } else {
            ctx.defer().await
        }
    })
    .await;
    match deferred {
        // The answer edits the deferral's message ([`send`]).
        Ok(_) => ctx.set_invocation_data(AwaitingAnswer).await,
        // The work goes on (a move is applied and posted); the answer will try its luck.
        Err(e) => tracing::warn!(error = %e, "could not defer a command"),
    }
    Ok(work.await)
}

/// `work`'s output if it is done within `delay`, `None` once `delay` has passed. A zero delay
/// is `None` at once without polling `work`: "defer every answer" must not depend on whether
/// the work happens to finish before the timer's first tick.
async fn done_within<F: Future>(delay: Duration, work: std::pin::Pin<&mut F>) -> Option<F::Output> {
    if delay.is_zero() {
        return None;
    }
    tokio::select! {
        out = work => Some(out),
        () = tokio::time::sleep(delay) => None,
    }
}

/// How a component interaction is answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// Replace the message the control is on (the hand view, the lobby, a question).
    Update(Message),
    /// A new message (private if the message says so).
    New(Message),
    /// Remove the controls of the message the control is on (an answered question, a used
    /// "Play again"), keeping its text.
    ClearControls,
}

/// How a component interaction was deferred.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Deferred {
    /// Type 6: the clicked message will be edited.
    Update,
    /// Type 5, private: a "thinking" placeholder will be filled.
    New,
}

/// Answers one component interaction, deferring it first if the work is slow.
pub struct Responder<'a> {
    ctx: &'a serenity::Context,
    interaction: &'a serenity::ComponentInteraction,
    defer_after: Duration,
    deferred: Option<Deferred>,
}

impl<'a> Responder<'a> {
    /// A responder for `interaction`.
    pub fn new(
        ctx: &'a serenity::Context,
        interaction: &'a serenity::ComponentInteraction,
        defer_after: Duration,
    ) -> Self {
        Responder {
            ctx,
            interaction,
            defer_after,
            deferred: None,
        }
    }

    /// The language of the answer: the presser's Discord locale.
    pub fn lang(&self) -> Lang {
        super::language::component_lang(self.interaction)
    }

    /// Runs `work`; if it is slow, defers as an update (`update`) or a new private message.
    pub async fn run<T>(&mut self, update: bool, work: impl Future<Output = T>) -> T {
        let mut work = std::pin::pin!(work);
        if let Some(out) = done_within(self.defer_after, work.as_mut()).await {
            return out;
        }
        let (kind, response) = if update {
            (
                Deferred::Update,
                serenity::CreateInteractionResponse::Acknowledge,
            )
        } else {
            let private = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
            (
                Deferred::New,
                serenity::CreateInteractionResponse::Defer(private),
            )
        };
        tracing::debug!(custom_id = %self.interaction.data.custom_id, "slow: deferring");
        let window = initial_window(self.interaction.id);
        let (ctx, ix) = (self.ctx, self.interaction);
        match retrying("deferral", window, || {
            ix.create_response(ctx, response.clone())
        })
        .await
        {
            Ok(_) => self.deferred = Some(kind),
            Err(e) => tracing::warn!(error = %e, "could not defer an interaction"),
        }
        work.await
    }

    /// Sends the answer, again after a 429 or a server error while Discord still takes it.
    pub async fn answer(&self, answer: &Answer) -> Result<(), serenity::Error> {
        self.answer_with(answer, None).await
    }

    /// Sends the answer with `picture` attached and shown in its last embed (a new message or
    /// the clicked one replaced; ignored when only controls are cleared).
    pub async fn answer_with(
        &self,
        answer: &Answer,
        picture: Option<&Attached>,
    ) -> Result<(), serenity::Error> {
        let window = match self.deferred {
            None => initial_window(self.interaction.id),
            Some(_) => FOLLOWUP_WINDOW,
        };
        retrying("component answer", window, || {
            self.answer_once(answer, picture)
        })
        .await
        .map(drop)
    }

    async fn answer_once(
        &self,
        answer: &Answer,
        picture: Option<&Attached>,
    ) -> Result<(), serenity::Error> {
        let (ctx, ix) = (self.ctx, self.interaction);
        match (self.deferred, answer) {
            (None, Answer::Update(m)) => {
                let m = adapter::response_with(m, true, picture);
                let r = serenity::CreateInteractionResponse::UpdateMessage(m);
                ix.create_response(ctx, r).await
            }
            (None, Answer::New(m)) => {
                let m = adapter::response_with(m, false, picture);
                let r = serenity::CreateInteractionResponse::Message(m);
                ix.create_response(ctx, r).await
            }
            (None, Answer::ClearControls) => {
                let keep = serenity::CreateInteractionResponseMessage::new()
                    .components(Vec::new())
                    .allowed_mentions(adapter::mentions(None));
                let r = serenity::CreateInteractionResponse::UpdateMessage(keep);
                ix.create_response(ctx, r).await
            }
            (Some(_), Answer::ClearControls) => {
                let keep = serenity::EditInteractionResponse::new()
                    .components(Vec::new())
                    .allowed_mentions(adapter::mentions(None));
                ix.edit_response(ctx, keep).await.map(drop)
            }
            (Some(Deferred::Update), Answer::New(m)) => ix
                .create_followup(ctx, adapter::followup(m, picture))
                .await
                .map(drop),
            (Some(_), Answer::Update(m) | Answer::New(m)) => ix
                .edit_response(ctx, adapter::edit(m, picture))
                .await
                .map(drop),
        }
    }
}
