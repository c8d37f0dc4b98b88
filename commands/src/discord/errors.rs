//! Errors meant for users ([`UserErr`], and the table service's refusals) are shown to them,
//! privately and in their Discord language; everything else is logged with tracing and
//! answered with a neutral sentence.

use super::adapter;
use super::language::reply_lang;
use super::{respond, Data, Error};
use canasta_table::table_error_text;
use canasta_table::TableError;
use canasta_wording::lang::Lang;
use canasta_wording::render::errors::error_message;
use canasta_wording::render::refusals::our_fault;
use std::fmt;

/// A refusal to show to the user as it is, worded by the command in the user's language
/// ([`reply_lang`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserErr(pub String);

impl fmt::Display for UserErr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UserErr {}

/// A [`UserErr`] as the commands' error type: `return Err(user_err("..."))`.
pub fn user_err(text: impl Into<String>) -> Error {
    Box::new(UserErr(text.into()))
}

/// What to tell the user about `error` in `lang`, and whether it must be logged (it is not
/// theirs).
pub fn describe(
    lang: Lang,
    error: &(dyn std::error::Error + Send + Sync + 'static),
) -> (String, bool) {
    if let Some(user) = error.downcast_ref::<UserErr>() {
        return (user.0.clone(), false);
    }
    if let Some(table) = error.downcast_ref::<TableError>() {
        return (table_error_text(lang, table), !table.is_refusal());
    }
    (our_fault(lang), true)
}

/// poise's error hook: refusals privately to the user, the rest to the log.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let lang = reply_lang(ctx);
            let (text, log) = describe(lang, error.as_ref());
            if log {
                tracing::error!(
                    command = %ctx.command().qualified_name,
                    user = ctx.author().id.get(),
                    error = %error,
                    "command failed"
                );
            } else {
                tracing::debug!(command = %ctx.command().qualified_name, %text, "refused");
            }
            let message = error_message(lang, &text);
            if let Err(e) = respond::send(ctx, adapter::reply(&message)).await {
                tracing::warn!(error = %e, "could not show an error to the user");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}
