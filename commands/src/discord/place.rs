//! Where `/canasta new` opens a table (issue 29), by the kind of channel it is used in, as
//! Discord allows: a public thread in a text channel, an announcement thread in an
//! announcement channel, a post in a forum (or media) channel whose first message is the
//! lobby. Used in a thread, the thread's channel decides. Anywhere else (a voice channel's
//! chat, a stage) Discord has no threads, and the answer says where a table can be opened.
//! The bot's permissions there, which the interaction tells, are checked first; what Discord
//! refuses anyway is worded for the user ([`refused`]), never "try again".

use super::permissions::named;
use super::Context;
use canasta_wording::refusal::PlaceError;
use poise::serenity_prelude::{self as serenity, ChannelType, Permissions};

/// Discord's media channel (type 16), which serenity 0.12 does not name.
const MEDIA: ChannelType = ChannelType::Unknown(16);

/// Where a table opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A new thread of `kind` (public, or announcement) in the channel `parent`.
    Thread {
        /// The text or announcement channel.
        parent: u64,
        /// The thread's type.
        kind: ChannelType,
    },
    /// A new post in the forum or media channel `forum`, the lobby its first message.
    ForumPost {
        /// The forum.
        forum: u64,
    },
}

impl Place {
    /// The place for a table asked for in channel `id` of `kind`; in a thread, `parent` is
    /// its channel and that channel's kind.
    pub fn of(
        id: u64,
        kind: ChannelType,
        parent: Option<(u64, ChannelType)>,
    ) -> Result<Place, PlaceError> {
        match kind {
            ChannelType::Text => Ok(Place::Thread {
                parent: id,
                kind: ChannelType::PublicThread,
            }),
            ChannelType::News => Ok(Place::Thread {
                parent: id,
                kind: ChannelType::NewsThread,
            }),
            ChannelType::Forum | MEDIA => Ok(Place::ForumPost { forum: id }),
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread => {
                match parent {
                    Some((parent, kind)) if !is_thread(kind) => Place::of(parent, kind, None),
                    _ => Err(PlaceError::NoThreads),
                }
            }
            _ => Err(PlaceError::NoThreads),
        }
    }

    /// The channel the table is opened in.
    pub fn channel(self) -> u64 {
        match self {
            Place::Thread { parent, .. } => parent,
            Place::ForumPost { forum } => forum,
        }
    }

    /// What the bot must be allowed there: to see it, open the thread (a forum post is a
    /// message), post in it and show the lobby's embed.
    pub fn needs(self) -> Permissions {
        let opens = match self {
            Place::Thread { .. } => Permissions::CREATE_PUBLIC_THREADS,
            Place::ForumPost { .. } => Permissions::SEND_MESSAGES,
        };
        Permissions::VIEW_CHANNEL
            | opens
            | Permissions::SEND_MESSAGES_IN_THREADS
            | Permissions::EMBED_LINKS
    }

    /// The permissions the bot lacks here, if `allowed` (the interaction's
    /// `app_permissions`) is known.
    pub fn lacking(self, allowed: Option<Permissions>) -> Result<(), PlaceError> {
        let Some(allowed) = allowed else {
            return Ok(());
        };
        if allowed.administrator() {
            return Ok(());
        }
        let missing = self.needs() - allowed;
        match missing.is_empty() {
            true => Ok(()),
            false => Err(PlaceError::MissingPermissions(named(missing))),
        }
    }
}

fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// Discord's JSON error code of a failed call.
pub fn discord_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.error.code)
        }
        _ => None,
    }
}

/// What Discord's refusal to open a table at `place` means for the user, when it is not
/// something to try again (a 429 or a server error is).
pub fn refused(place: Place, error: &serenity::Error) -> Option<PlaceError> {
    Some(match discord_code(error)? {
        // Missing Access, Missing Permissions: the channel's overwrites changed under us,
        // or the interaction did not say.
        50001 | 50013 => PlaceError::MissingPermissions(named(place.needs())),
        // Cannot execute action on this channel type; Cannot send a message in a forum.
        50024 | 40058 => PlaceError::NoThreads,
        // Maximum number of active (announcement) threads reached.
        160006 | 160007 => PlaceError::TooManyThreads,
        // A tag is required to create a forum post in this channel.
        40067 => PlaceError::ForumNeedsTag,
        // The thread was archived and locked, or locked, by a moderator.
        50083 | 160005 => PlaceError::ThreadLocked,
        _ => return None,
    })
}

/// Where the table asked for by `ctx` opens, or why it cannot.
pub async fn resolve(ctx: Context<'_>) -> Result<Place, PlaceError> {
    let poise::Context::Application(app) = ctx else {
        return Place::of(ctx.channel_id().get(), ChannelType::Text, None);
    };
    let interaction = app.interaction;
    let Some(channel) = &interaction.channel else {
        // Discord always sends it; without it the command's channel is taken as text.
        return Place::of(ctx.channel_id().get(), ChannelType::Text, None);
    };
    let parent = match (is_thread(channel.kind), channel.parent_id) {
        (true, Some(parent)) => Some((parent.get(), kind_of(ctx, parent).await)),
        _ => None,
    };
    let place = Place::of(channel.id.get(), channel.kind, parent)?;
    place.lacking(interaction.app_permissions)?;
    Ok(place)
}

/// The kind of channel `id`: from the cache (the gateway told it), else asked of Discord;
/// text if neither knows (Discord's answer to opening the table will tell).
async fn kind_of(ctx: Context<'_>, id: serenity::ChannelId) -> ChannelType {
    // The cache's guard is let go before any await.
    let cached = ctx
        .guild()
        .and_then(|guild| guild.channels.get(&id).map(|c| c.kind));
    if let Some(kind) = cached {
        return kind;
    }
    match super::metrics::counted("channel get", id.to_channel(ctx)).await {
        Ok(serenity::Channel::Guild(channel)) => channel.kind,
        Ok(_) => ChannelType::Text,
        Err(e) => {
            tracing::warn!(channel = id.get(), error = %e, "cannot read a thread's channel");
            ChannelType::Text
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_wording::refusal::BotPermission;

    #[test]
    fn each_kind_of_channel_opens_what_discord_allows_there() {
        let thread = |kind| Place::Thread { parent: 1, kind };
        assert_eq!(
            Place::of(1, ChannelType::Text, None),
            Ok(thread(ChannelType::PublicThread))
        );
        assert_eq!(
            Place::of(1, ChannelType::News, None),
            Ok(thread(ChannelType::NewsThread))
        );
        assert_eq!(
            Place::of(1, ChannelType::Forum, None),
            Ok(Place::ForumPost { forum: 1 })
        );
        assert_eq!(Place::of(1, MEDIA, None), Ok(Place::ForumPost { forum: 1 }));
        for kind in [
            ChannelType::Voice,
            ChannelType::Stage,
            ChannelType::Category,
            ChannelType::Directory,
        ] {
            assert_eq!(
                Place::of(1, kind, None),
                Err(PlaceError::NoThreads),
                "{kind:?}"
            );
        }
    }

    #[test]
    fn in_a_thread_its_channel_decides() {
        let in_thread = |kind, parent| Place::of(9, kind, Some((1, parent)));
        assert_eq!(
            in_thread(ChannelType::PublicThread, ChannelType::Text),
            Place::of(1, ChannelType::Text, None)
        );
        assert_eq!(
            in_thread(ChannelType::PrivateThread, ChannelType::Text),
            Place::of(1, ChannelType::Text, None)
        );
        assert_eq!(
            in_thread(ChannelType::NewsThread, ChannelType::News),
            Place::of(1, ChannelType::News, None)
        );
        assert_eq!(
            in_thread(ChannelType::PublicThread, ChannelType::Forum),
            Ok(Place::ForumPost { forum: 1 })
        );
        assert_eq!(
            Place::of(9, ChannelType::PublicThread, None),
            Err(PlaceError::NoThreads)
        );
    }

    #[test]
    fn what_the_bot_lacks_is_named() {
        let thread = Place::Thread {
            parent: 1,
            kind: ChannelType::PublicThread,
        };
        let all = thread.needs() | Permissions::ATTACH_FILES;
        assert_eq!(thread.lacking(Some(all)), Ok(()));
        assert_eq!(thread.lacking(None), Ok(()));
        assert_eq!(thread.lacking(Some(Permissions::ADMINISTRATOR)), Ok(()));
        assert_eq!(
            thread.lacking(Some(all - Permissions::CREATE_PUBLIC_THREADS)),
            Err(PlaceError::MissingPermissions(vec![
                BotPermission::CreatePublicThreads
            ]))
        );
        let forum = Place::ForumPost { forum: 1 };
        assert_eq!(
            forum.lacking(Some(Permissions::VIEW_CHANNEL | Permissions::EMBED_LINKS)),
            Err(PlaceError::MissingPermissions(vec![
                BotPermission::SendMessages,
                BotPermission::SendMessagesInThreads
            ]))
        );
    }
}
