//! The move clock as players read it: "Aino to move, 14 h left" on the table and above the
//! hand. An untimed table (and the terminal, which has no clock) shows nothing.

use super::away::away_lines;
use super::names::Names;
use super::pause::PAUSED_LINE;
use canasta_storage::{SeatAway, TimeLeft, WaitKind};

/// What a table's clock shows now.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TableClock {
    /// Whose clock runs and how much of it is left; `None`: untimed, or nobody is awaited.
    pub left: Option<TimeLeft>,
    /// The seats away now (`/canasta away`), whose clocks are paused.
    pub away: Vec<SeatAway>,
    /// The clocks are paused by the players' vote (`/canasta pause`).
    pub paused: bool,
}

impl TableClock {
    /// The clock of a table whose awaited seat has `left` (`None`: nothing to show).
    pub fn of(left: Option<TimeLeft>) -> TableClock {
        TableClock {
            left,
            away: Vec::new(),
            paused: false,
        }
    }

    /// This clock, paused by vote or not.
    pub fn paused(mut self, paused: bool) -> TableClock {
        self.paused = paused;
        self
    }

    /// This clock, showing the seats in `away` as away.
    pub fn with_away(mut self, away: Vec<SeatAway>) -> TableClock {
        self.away = away;
        self
    }
}

/// The lines the clock adds to the table and the hand: "Aino to move, 14 h left."; none for
/// an untimed table or a computer player's move (the bot's own, a moment's work). Then who
/// is away, and until when.
pub fn clock_lines(clock: &TableClock, names: &Names) -> Vec<String> {
    let mut lines: Vec<String> = clock
        .left
        .and_then(|left| time_left_line(&left, names))
        .into_iter()
        .collect();
    if clock.paused {
        lines.push(PAUSED_LINE.to_string());
    }
    lines.extend(away_lines(&clock.away, names));
    lines
}

/// "Aino to move, 14 h left." or "Carol to answer \"May I go out?\", 5 h left."; `None` for a
/// computer player.
pub fn time_left_line(left: &TimeLeft, names: &Names) -> Option<String> {
    let who = names.seat(left.seat);
    let what = match left.wait {
        WaitKind::Move => "to move",
        WaitKind::Answer => "to answer \"May I go out?\"",
        WaitKind::Computer => return None,
    };
    Some(format!("{who} {what}, {}.", left_words(left.left_ms)))
}

/// "14 h left", "40 min left", or "out of time" once the clock has run out. Hours are
/// whole hours gone down (23 h 59 min is "23 h"), minutes go up (a few seconds is "1 min").
pub fn left_words(ms: u64) -> String {
    const MINUTE: u64 = 60_000;
    const HOUR: u64 = 60 * MINUTE;
    match ms {
        0 => "out of time".into(),
        ms if ms >= HOUR => format!("{} h left", ms / HOUR),
        ms => format!("{} min left", ms.div_ceil(MINUTE)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use canasta_engine::Rules;

    const HOUR: u64 = 3_600_000;

    fn names() -> Names {
        Names::new(
            Lang::En,
            &Rules::classic(),
            &["Aino", "Bob", "Carol", "Dave"],
        )
    }

    fn left(seat: usize, wait: WaitKind, left_ms: u64) -> TableClock {
        TableClock::of(Some(TimeLeft {
            seat,
            wait,
            left_ms,
        }))
    }

    #[test]
    fn the_awaited_player_and_the_time_left_are_shown() {
        assert_eq!(
            clock_lines(&left(0, WaitKind::Move, 14 * HOUR + 59 * 60_000), &names()),
            ["Aino to move, 14 h left."]
        );
        assert_eq!(
            clock_lines(&left(2, WaitKind::Answer, 5 * HOUR), &names()),
            ["Carol to answer \"May I go out?\", 5 h left."]
        );
        assert_eq!(
            clock_lines(&left(1, WaitKind::Move, 40 * 60_000 - 1), &names()),
            ["Bob to move, 40 min left."]
        );
        assert_eq!(
            clock_lines(&left(1, WaitKind::Move, 0), &names()),
            ["Bob to move, out of time."]
        );
    }

    #[test]
    fn no_clock_and_computer_moves_show_nothing() {
        assert!(clock_lines(&TableClock::default(), &names()).is_empty());
        assert!(clock_lines(&left(3, WaitKind::Computer, 60_000), &names()).is_empty());
    }

    #[test]
    fn left_words_round_hours_down_and_minutes_up() {
        assert_eq!(left_words(72 * HOUR), "72 h left");
        assert_eq!(left_words(HOUR), "1 h left");
        assert_eq!(left_words(HOUR - 1), "60 min left");
        assert_eq!(left_words(5_000), "1 min left");
    }
}
