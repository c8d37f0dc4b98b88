//! `/canasta notify dm|thread|off`: how the user is reminded of a turn that has waited long.

use super::language::reply_lang;
use super::{adapter, respond, Context, Error};
use crate::discord::blocking;
use canasta_table::notify::{set_notify, Notify};
use canasta_wording::payload::Message;
use canasta_wording::render::notify::notify_set_text;

/// Where reminders go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum NotifyChoice {
    /// By direct message, with a link to the game (in the thread if DMs are closed).
    #[name = "dm"]
    Dm,
    /// A mention in the game's thread (the default).
    #[name = "thread"]
    Thread,
    /// No reminders.
    #[name = "off"]
    Off,
}

impl From<NotifyChoice> for Notify {
    fn from(choice: NotifyChoice) -> Notify {
        match choice {
            NotifyChoice::Dm => Notify::Dm,
            NotifyChoice::Thread => Notify::Thread,
            NotifyChoice::Off => Notify::Off,
        }
    }
}

/// How you are reminded that a game awaits you: by DM, in the thread, or not at all.
#[poise::command(slash_command, guild_only)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "dm: a direct message; thread: a mention in the game's thread; off: none"]
    how: NotifyChoice,
) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let notify = Notify::from(how);
    respond::in_time(
        ctx,
        true,
        blocking(&ctx.data().store, move |s| set_notify(s, user, notify)),
    )
    .await??;
    let sharded = ctx.data().shards.sharded();
    let answer = Message::text(notify_set_text(reply_lang(ctx), notify, sharded)).private();
    respond::send(ctx, adapter::reply(&answer)).await?;
    Ok(())
}
