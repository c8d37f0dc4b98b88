//! Fake human users: `user(n)` has a fixed id and name, and is a member of the test guild.

/// Ids of fake users are `USER_ID_BASE + n`.
pub const USER_ID_BASE: u64 = 300_000_000_000_000_000;
/// Fake users are numbered below this.
pub const MAX_USERS: u64 = 1_000_000;
/// Fake users numbered from here on may manage the server (moderators).
pub const FIRST_MODERATOR: u32 = 900_000;
/// The Manage Server permission bit.
pub const MANAGE_GUILD: u64 = 1 << 5;

/// A fake human Discord user who can click and type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FakeUser {
    /// User id (`USER_ID_BASE + n`).
    pub id: u64,
    /// Username, `player{n}`.
    pub name: String,
    /// Display name, `Player {n}`.
    pub global_name: String,
    /// The language their Discord client is set to (`en-US` unless [`FakeUser::speaking`]),
    /// sent as every interaction's `locale`.
    pub locale: String,
}

impl FakeUser {
    /// The `n`th fake user.
    pub fn new(n: u32) -> Self {
        Self {
            id: USER_ID_BASE + u64::from(n),
            name: format!("player{n}"),
            global_name: format!("Player {n}"),
            locale: "en-US".to_string(),
        }
    }

    /// The same user with their Discord client in `locale` (`fi`, `sv-SE`).
    pub fn speaking(mut self, locale: &str) -> Self {
        self.locale = locale.to_string();
        self
    }

    /// The fake user with this id, if it is one.
    pub fn from_id(id: u64) -> Option<Self> {
        let n = id.checked_sub(USER_ID_BASE).filter(|n| *n < MAX_USERS)?;
        Some(Self::new(n as u32))
    }

    /// True for the users who may manage the server.
    pub fn is_moderator(&self) -> bool {
        self.id >= USER_ID_BASE + u64::from(FIRST_MODERATOR)
    }

    /// Their permissions in the test guild, as interactions carry them.
    pub fn permissions(&self, everyone: u64) -> u64 {
        if self.is_moderator() {
            everyone | MANAGE_GUILD
        } else {
            everyone
        }
    }

    /// A `<@id>` mention.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}
