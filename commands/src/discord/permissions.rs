//! What the bot may do in a server: the permissions its invite link asks for (the README's
//! link and list, checked against [`NEEDED`] by a test), each for calls the bot makes.
//! Answers to interactions (replies, buttons, `/hand`) need none of them: Discord takes them
//! through the interaction's own token.

use poise::serenity_prelude::Permissions;

/// Every permission the bot uses, and what for.
pub const NEEDED: [(Permissions, &str); 6] = [
    (
        Permissions::VIEW_CHANNEL,
        "see the channel a table is opened in (GET /channels/{id})",
    ),
    (
        Permissions::SEND_MESSAGES,
        "open a forum post, post reports and \"thread gone\" notes in a channel",
    ),
    (
        Permissions::CREATE_PUBLIC_THREADS,
        "open a table's thread (POST /channels/{id}/threads)",
    ),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        "post the lobby, the moves and the results in a game's thread",
    ),
    (
        Permissions::EMBED_LINKS,
        "the lobby, the table and the results are embeds",
    ),
    (
        Permissions::ATTACH_FILES,
        "the pictures of the cards and the rule book (RULES.md)",
    ),
];

/// The permissions of the invite link: every one in [`NEEDED`].
pub fn invite() -> Permissions {
    NEEDED
        .iter()
        .fold(Permissions::empty(), |all, (permission, _)| {
            all | *permission
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_asks_for_each_needed_permission_once() {
        let mut seen = Permissions::empty();
        for (permission, _) in NEEDED {
            assert!(!seen.contains(permission), "{permission} twice");
            seen |= permission;
        }
        assert_eq!(invite(), seen);
        assert_eq!(invite().bits(), 309_237_697_536);
    }
}
