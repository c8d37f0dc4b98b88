//! What the bot may do in a server: the permissions its invite link asks for (the README's
//! link and list, checked against [`NEEDED`] by a test), each for calls the bot makes.
//! Answers to interactions (replies, buttons, `/hand`) need none of them: Discord takes them
//! through the interaction's own token.

use canasta_wording::refusal::BotPermission;
use poise::serenity_prelude::Permissions;

/// Every permission the bot uses, its name in the wording, and what for.
pub const NEEDED: [(Permissions, BotPermission, &str); 6] = [
    (
        Permissions::VIEW_CHANNEL,
        BotPermission::ViewChannel,
        "see the channel a table is opened in (GET /channels/{id})",
    ),
    (
        Permissions::SEND_MESSAGES,
        BotPermission::SendMessages,
        "open a forum post, post reports and \"thread gone\" notes in a channel",
    ),
    (
        Permissions::CREATE_PUBLIC_THREADS,
        BotPermission::CreatePublicThreads,
        "open a table's thread (POST /channels/{id}/threads)",
    ),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        BotPermission::SendMessagesInThreads,
        "post the lobby, the moves and the results in a game's thread",
    ),
    (
        Permissions::EMBED_LINKS,
        BotPermission::EmbedLinks,
        "the lobby, the table and the results are embeds",
    ),
    (
        Permissions::ATTACH_FILES,
        BotPermission::AttachFiles,
        "the pictures of the cards and the rule book (RULES.md)",
    ),
];

/// The wording's names of the permissions in `set` that the bot asks for, in [`NEEDED`]'s
/// order.
pub fn named(set: Permissions) -> Vec<BotPermission> {
    NEEDED
        .iter()
        .filter(|(permission, _, _)| set.contains(*permission))
        .map(|(_, name, _)| *name)
        .collect()
}

/// The permissions of the invite link: every one in [`NEEDED`].
pub fn invite() -> Permissions {
    NEEDED
        .iter()
        .fold(Permissions::empty(), |all, (permission, _, _)| {
            all | *permission
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_asks_for_each_needed_permission_once() {
        let mut seen = Permissions::empty();
        for (permission, _, _) in NEEDED {
            assert!(!seen.contains(permission), "{permission} twice");
            seen |= permission;
        }
        assert_eq!(invite(), seen);
        assert_eq!(invite().bits(), 309_237_697_536);
    }
}
