//! Errors meant for users ([`UserErr`], and the table service's refusals) are shown to them,
//! privately; everything else is logged with tracing and answered with a neutral sentence.

use super::adapter;
use super::{respond, Data, Error};
use canasta_table::table_error_text;
use canasta_table::TableError;
use canasta_wording::render::errors::error_message;
use canasta_wording::render::refusals::OUR_FAULT;
use std::fmt;

/// A refusal to show to the user as it is.
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

/// What to tell the user about `error`, and whether it must be logged (it is not theirs).
pub fn describe(error: &(dyn std::error::Error + Send + Sync + 'static)) -> (String, bool) {
    if let Some(user) = error.downcast_ref::<UserErr>() {
        return (user.0.clone(), false);
    }
    if let Some(table) = error.downcast_ref::<TableError>() {
        return (table_error_text(table), !table.is_refusal());
    }
    (OUR_FAULT.to_string(), true)
}

/// poise's error hook: refusals privately to the user, the rest to the log.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let (text, log) = describe(error.as_ref());
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
            if let Err(e) = respond::send(ctx, adapter::reply(&error_message(&text))).await {
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
