//! Custom ids of the leaderboard's paging buttons: `lb:<view>:<scope>:<page>`. Like
//! [`crate::table_id`], an id carries everything needed to draw the page again, so the buttons
//! work after a restart and on any copy of the message.
//!
//! - `<view>`: a rating family's id (`overall`, `partnership`, ...) or `wins` (wins and points
//!   of every game) or `wins.<rule set>` (of one rule set). Lowercase letters, digits, `-` and
//!   `.` only: the table service checks that the family or rule set exists.
//! - `<scope>`: `all` (all time), `m<index>` (the monthly season `index`, months since
//!   2000-01) or `q<index>` (the quarterly season `index`, quarters since 2000-Q1).
//! - `<page>`: the page shown when pressed, from 0.

use std::fmt;

/// Which games a board counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardScope {
    /// Every game.
    AllTime,
    /// One season's games.
    Season {
        /// Quarterly (else monthly).
        quarterly: bool,
        /// Months (or quarters) since 2000-01 (UTC).
        index: u32,
    },
}

impl BoardScope {
    fn token(self) -> String {
        match self {
            BoardScope::AllTime => "all".to_string(),
            BoardScope::Season {
                quarterly: false,
                index,
            } => format!("m{index}"),
            BoardScope::Season {
                quarterly: true,
                index,
            } => format!("q{index}"),
        }
    }

    fn of_token(token: &str) -> Option<BoardScope> {
        if token == "all" {
            return Some(BoardScope::AllTime);
        }
        let quarterly = match token.get(..1)? {
            "m" => false,
            "q" => true,
            _ => return None,
        };
        let digits = token.get(1..)?;
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(BoardScope::Season {
            quarterly,
            index: digits.parse().ok()?,
        })
    }
}

/// A leaderboard page button.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BoardId {
    /// The family id, `wins` or `wins.<rule set>`.
    pub view: String,
    /// Which games.
    pub scope: BoardScope,
    /// The page to show, from 0.
    pub page: u32,
}

/// The prefix of every leaderboard id.
const PREFIX: &str = "lb:";

impl BoardId {
    /// True if `s` is a leaderboard id, readable or not (`lb:` prefix): a damaged one is
    /// answered as a leaderboard button, not as an unknown control.
    pub fn is_board(s: &str) -> bool {
        s.starts_with(PREFIX)
    }

    /// True if `view` may stand in an id (see the module's grammar).
    pub fn fits_view(view: &str) -> bool {
        !view.is_empty()
            && view.len() <= 40
            && view
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'.')
    }

    /// Reads an id made by `to_string`; `None` if it is not one (or is damaged).
    pub fn parse(s: &str) -> Option<BoardId> {
        let mut parts = s.strip_prefix(PREFIX)?.split(':');
        let view = parts.next().filter(|v| BoardId::fits_view(v))?;
        let scope = BoardScope::of_token(parts.next()?)?;
        let page = parts.next()?;
        if parts.next().is_some() || !page.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(BoardId {
            view: view.to_string(),
            scope,
            page: page.parse().ok()?,
        })
    }
}

impl fmt::Display for BoardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{PREFIX}{}:{}:{}",
            self.view,
            self.scope.token(),
            self.page
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for (view, scope, page) in [
            ("overall", BoardScope::AllTime, 0),
            (
                "partnership",
                BoardScope::Season {
                    quarterly: false,
                    index: 322,
                },
                3,
            ),
            (
                "wins.two-player",
                BoardScope::Season {
                    quarterly: true,
                    index: 107,
                },
                u32::MAX,
            ),
        ] {
            let id = BoardId {
                view: view.into(),
                scope,
                page,
            };
            let s = id.to_string();
            assert!(s.len() <= 100, "{s}");
            assert!(BoardId::is_board(&s));
            assert_eq!(BoardId::parse(&s), Some(id));
        }
        assert_eq!(
            BoardId {
                view: "overall".into(),
                scope: BoardScope::Season {
                    quarterly: false,
                    index: 322
                },
                page: 2
            }
            .to_string(),
            "lb:overall:m322:2"
        );
    }

    #[test]
    fn damaged_ids_do_not_read() {
        for bad in [
            "lb:",
            "lb:overall",
            "lb:overall:all",
            "lb:overall:all:",
            "lb:overall:all:-1",
            "lb:overall:all:+1",
            "lb:overall:all:1:2",
            "lb:overall:x1:1",
            "lb:overall:m:1",
            "lb:overall:m+1:1",
            "lb:Overall:all:1",
            "lb::all:1",
            "lb:over all:all:1",
            "lb:overall:all:99999999999",
            "g:1:v:1:draw",
        ] {
            assert_eq!(BoardId::parse(bad), None, "{bad}");
        }
        assert!(BoardId::is_board("lb:nonsense"));
        assert!(!BoardId::is_board("again:1"));
    }
}
