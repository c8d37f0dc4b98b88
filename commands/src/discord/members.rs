//! Who is asking: a member's name as the server shows it, and whether they may moderate. Every
//! command that needs these imports them from here.

use super::Context;
use poise::serenity_prelude as serenity;

/// The invoking member's name as the server shows it.
pub fn display_name(ctx: Context<'_>) -> String {
    match ctx {
        poise::Context::Application(app) => {
            member_name(app.interaction.member.as_deref(), &app.interaction.user)
        }
        poise::Context::Prefix(_) => ctx.author().display_name().to_string(),
    }
}

/// A member's nickname, else the user's display name.
pub fn member_name(member: Option<&serenity::Member>, user: &serenity::User) -> String {
    member
        .map_or_else(|| user.display_name(), |m| m.display_name())
        .to_string()
}

/// True when the member may moderate: administrator, manage server, threads or messages.
pub fn is_moderator(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| {
        p.administrator() || p.manage_guild() || p.manage_threads() || p.manage_messages()
    })
}

/// The invoking member's permissions in this channel, as the interaction carries them.
pub fn member_permissions(ctx: Context<'_>) -> Option<serenity::Permissions> {
    match ctx {
        poise::Context::Application(app) => app.interaction.member.as_ref()?.permissions,
        poise::Context::Prefix(_) => None,
    }
}
