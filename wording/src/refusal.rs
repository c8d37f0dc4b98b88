//! Why the table service refuses a lobby or settings change, as plain typed reasons: the table
//! service (`canasta-table`) returns them and [`crate::render::refusals`] words them, so the
//! wording needs nothing from the service above it.

use canasta_records::LobbyState;

/// Why a lobby refused a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyError {
    /// The lobby has started its game or was cancelled.
    Closed(LobbyState),
    /// Every seat is taken.
    Full,
    /// The user already has a seat.
    AlreadyIn,
    /// The user has no seat.
    NotIn,
    /// The host cannot leave their own lobby (they cancel it instead).
    HostCannotLeave,
    /// Only the host may do this.
    HostOnly,
    /// Seats are still empty.
    NotFull {
        /// How many.
        missing: usize,
    },
    /// There is no computer player to remove.
    NoComputer,
    /// Seats to swap that do not exist.
    BadSeats,
    /// A move clock that is not one of the choices (hours per move; 0: none).
    NoSuchClock(u32),
}

/// Why a seat could not change hands (`/canasta sub`, "Take this seat", `/canasta back`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatError {
    /// The user already plays a seat of this game (or owns one that is away).
    AlreadySeated,
    /// That seat is not offered (its owner is there, or a substitute took it).
    NotOffered,
    /// No seat of this game is offered.
    NoneOffered,
    /// `/canasta back` by someone who owns no seat here.
    NotYourSeat,
    /// `/canasta back` by an owner who is in their seat.
    NotAway,
}

/// The longest reminder wait a server may set: a month.
pub const MAX_REMINDER_HOURS: u32 = 720;

/// Why a settings change was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsError {
    /// No preset has this name.
    UnknownRules(String),
    /// More than [`MAX_REMINDER_HOURS`].
    ReminderTooLong,
    /// A move clock that is not one of the choices (hours per move; 0: none).
    NoSuchClock(u32),
    /// An hour of the day past 23.
    NoSuchHour(u8),
}

/// Why `/canasta new` cannot open a table where it was used (issue 29): what the kind of
/// channel allows, what the bot may do there, and what Discord refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlaceError {
    /// No threads here (a voice channel's chat, a stage, a category).
    NoThreads,
    /// The bot lacks these permissions in the channel.
    MissingPermissions(Vec<BotPermission>),
    /// The server has as many active threads as Discord allows.
    TooManyThreads,
    /// The forum requires a tag on every post.
    ForumNeedsTag,
    /// A moderator locked the thread.
    ThreadLocked,
}

/// A permission the bot asks for in its invite, as the reader's Discord names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum BotPermission {
    /// View Channel(s).
    ViewChannel,
    /// Send Messages.
    SendMessages,
    /// Create Public Threads.
    CreatePublicThreads,
    /// Send Messages in Threads.
    SendMessagesInThreads,
    /// Embed Links.
    EmbedLinks,
    /// Attach Files.
    AttachFiles,
}
