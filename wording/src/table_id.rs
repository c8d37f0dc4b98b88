//! Custom ids of the controls around a game: the lobby's buttons and select
//! (`l:<thread>:<control>`) and "Play again" (`again:<game>`). Like [`crate::custom_id`], they
//! carry everything needed, so they work after a restart.

use std::fmt;

/// A lobby control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LobbyControl {
    /// Take a seat.
    Join,
    /// Give up one's seat.
    Leave,
    /// Seat a computer player.
    AddComputer,
    /// Remove the last computer player.
    RemoveComputer,
    /// Start the game (host).
    Start,
    /// Close the lobby (host).
    Cancel,
    /// Swap the two chosen seats (host; a select whose values are seat numbers).
    Swap,
    /// Switch what happens when a player's clock runs out: autopilot or wait (host).
    Timeout,
    /// Switch the table's move clock to the next choice (host): none, 8 h, 24 h, 72 h.
    Clock,
}

impl LobbyControl {
    /// Every control.
    pub const ALL: [LobbyControl; 9] = [
        LobbyControl::Join,
        LobbyControl::Leave,
        LobbyControl::AddComputer,
        LobbyControl::RemoveComputer,
        LobbyControl::Start,
        LobbyControl::Cancel,
        LobbyControl::Swap,
        LobbyControl::Timeout,
        LobbyControl::Clock,
    ];

    fn word(self) -> &'static str {
        match self {
            LobbyControl::Join => "join",
            LobbyControl::Leave => "leave",
            LobbyControl::AddComputer => "cpu",
            LobbyControl::RemoveComputer => "nocpu",
            LobbyControl::Start => "start",
            LobbyControl::Cancel => "cancel",
            LobbyControl::Swap => "swap",
            LobbyControl::Timeout => "timeout",
            LobbyControl::Clock => "clock",
        }
    }
}

/// A decoded id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableId {
    /// A control of the lobby in `thread`.
    Lobby {
        /// The lobby's thread.
        thread: u64,
        /// The control.
        control: LobbyControl,
    },
    /// "Play again" after `game` ended.
    PlayAgain {
        /// The ended game.
        game: u64,
    },
    /// "Take this seat": a seat of `game` handed over after missed turns.
    TakeSeat {
        /// The game.
        game: u64,
        /// The seat offered.
        seat: usize,
    },
    /// "Agree to pause" the clocks of `game` (`/canasta pause`).
    PauseVote {
        /// The game whose clocks would stop.
        game: u64,
    },
    /// The confirmation of `/resign` (`resign: true`) or `/abandon` for `game`.
    Stop {
        /// The game to stop.
        game: u64,
        /// A player resigns (else the host or a moderator stops it).
        resign: bool,
    },
}

impl TableId {
    /// Reads an id made by `to_string`; `None` if it is not one of these.
    pub fn parse(s: &str) -> Option<TableId> {
        if let Some(game) = s.strip_prefix("again:") {
            return Some(TableId::PlayAgain {
                game: game.parse().ok()?,
            });
        }
        if let Some(rest) = s.strip_prefix("sub:") {
            let (game, seat) = rest.split_once(':')?;
            return Some(TableId::TakeSeat {
                game: game.parse().ok()?,
                seat: seat.parse().ok()?,
            });
        }
        if let Some(game) = s.strip_prefix("pause:") {
            return Some(TableId::PauseVote {
                game: game.parse().ok()?,
            });
        }
        for (prefix, resign) in [("resign:", true), ("abandon:", false)] {
            if let Some(game) = s.strip_prefix(prefix) {
                return Some(TableId::Stop {
                    game: game.parse().ok()?,
                    resign,
                });
            }
        }
        let (thread, word) = s.strip_prefix("l:")?.split_once(':')?;
        let control = LobbyControl::ALL.into_iter().find(|c| c.word() == word)?;
        Some(TableId::Lobby {
            thread: thread.parse().ok()?,
            control,
        })
    }
}

impl fmt::Display for TableId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableId::Lobby { thread, control } => write!(f, "l:{thread}:{}", control.word()),
            TableId::PlayAgain { game } => write!(f, "again:{game}"),
            TableId::TakeSeat { game, seat } => write!(f, "sub:{game}:{seat}"),
            TableId::PauseVote { game } => write!(f, "pause:{game}"),
            TableId::Stop { game, resign: true } => write!(f, "resign:{game}"),
            TableId::Stop {
                game,
                resign: false,
            } => write!(f, "abandon:{game}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for control in LobbyControl::ALL {
            let id = TableId::Lobby {
                thread: u64::MAX,
                control,
            };
            assert_eq!(TableId::parse(&id.to_string()), Some(id));
        }
        let again = TableId::PlayAgain { game: 42 };
        assert_eq!(again.to_string(), "again:42");
        assert_eq!(TableId::parse("again:42"), Some(again));
        for resign in [true, false] {
            let stop = TableId::Stop { game: 7, resign };
            assert_eq!(TableId::parse(&stop.to_string()), Some(stop));
        }
        let sub = TableId::TakeSeat { game: 9, seat: 2 };
        assert_eq!(sub.to_string(), "sub:9:2");
        assert_eq!(TableId::parse("sub:9:2"), Some(sub));
        assert_eq!(TableId::parse("sub:9"), None);
        let pause = TableId::PauseVote { game: 9 };
        assert_eq!(pause.to_string(), "pause:9");
        assert_eq!(TableId::parse("pause:9"), Some(pause));
        assert_eq!(TableId::parse("resign:x"), None);
        for bad in ["g:1:v:1:draw", "l:1:fly", "l:x:join", "again:", "l:1"] {
            assert_eq!(TableId::parse(bad), None, "{bad}");
        }
    }
}
