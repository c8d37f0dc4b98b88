//! The move clock as players read it: "Aino to move, 14 h left" on the table and above the
//! hand. An untimed table (and the terminal, which has no clock) shows nothing.

use super::away::away_lines;
use super::names::Names;
use super::pause::paused_line;
use crate::lang::Lang;
use crate::tr;
use canasta_records::{SeatAway, TimeLeft, WaitKind};

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
/// is away, and until when. In `lang`.
pub fn clock_lines(lang: Lang, clock: &TableClock, names: &Names) -> Vec<String> {
    let mut lines: Vec<String> = clock
        .left
        .and_then(|left| time_left_line(lang, &left, names))
        .into_iter()
        .collect();
    if clock.paused {
        lines.push(paused_line(lang));
    }
    lines.extend(away_lines(lang, &clock.away, names));
    lines
}

/// "Aino to move, 14 h left." or "Carol to answer \"May I go out?\", 5 h left."; `None` for a
/// computer player.
pub fn time_left_line(lang: Lang, left: &TimeLeft, names: &Names) -> Option<String> {
    let name = names.seat(left.seat).to_string();
    let time = left_words(lang, left.left_ms);
    match left.wait {
        WaitKind::Move => Some(tr!(lang, "clock-to-move", name = name, left = time)),
        WaitKind::Answer => Some(tr!(lang, "clock-to-answer", name = name, left = time)),
        WaitKind::Computer => None,
    }
}

/// "14 h left", "40 min left", or "out of time" once the clock has run out. Minutes go up (a
/// few seconds is "1 min"), and hours are those minutes' whole hours: 23 h 59 min is "23 h",
/// but a fresh 24 h clock a few seconds on is still "24 h".
pub fn left_words(lang: Lang, ms: u64) -> String {
    const MINUTE: u64 = 60_000;
    const HOUR: u64 = 60 * MINUTE;
    match ms {
        0 => tr!(lang, "clock-out-of-time"),
        ms if ms >= HOUR => tr!(
            lang,
            "clock-hours-left",
            hours = ms.div_ceil(MINUTE) * MINUTE / HOUR
        ),
        ms => tr!(lang, "clock-minutes-left", minutes = ms.div_ceil(MINUTE)),
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
            clock_lines(
                Lang::En,
                &left(0, WaitKind::Move, 14 * HOUR + 59 * 60_000),
                &names()
            ),
            ["Aino to move, 14 h left."]
        );
        assert_eq!(
            clock_lines(Lang::En, &left(2, WaitKind::Answer, 5 * HOUR), &names()),
            ["Carol to answer \"May I go out?\", 5 h left."]
        );
        assert_eq!(
            clock_lines(
                Lang::En,
                &left(1, WaitKind::Move, 40 * 60_000 - 1),
                &names()
            ),
            ["Bob to move, 40 min left."]
        );
        assert_eq!(
            clock_lines(Lang::En, &left(1, WaitKind::Move, 0), &names()),
            ["Bob to move, out of time."]
        );
    }

    #[test]
    fn no_clock_and_computer_moves_show_nothing() {
        assert!(clock_lines(Lang::En, &TableClock::default(), &names()).is_empty());
        assert!(clock_lines(Lang::En, &left(3, WaitKind::Computer, 60_000), &names()).is_empty());
    }

    #[test]
    fn left_words_round_hours_down_and_minutes_up() {
        assert_eq!(left_words(Lang::En, 72 * HOUR), "72 h left");
        assert_eq!(left_words(Lang::En, HOUR), "1 h left");
        assert_eq!(left_words(Lang::En, HOUR - 1), "60 min left");
        assert_eq!(left_words(Lang::En, 5_000), "1 min left");
        assert_eq!(left_words(Lang::Fi, 5 * HOUR), "5 h jäljellä");
        assert_eq!(left_words(Lang::Sv, 0), "tiden är ute");
        // Issue 31: a fresh 24 h clock read a moment later shows 24 h, not 23.
        assert_eq!(left_words(Lang::En, 24 * HOUR - 3_000), "24 h left");
        assert_eq!(left_words(Lang::En, 23 * HOUR + 59 * 60_000), "23 h left");
    }

    #[test]
    fn the_clock_speaks_finnish_and_swedish() {
        assert_eq!(
            clock_lines(Lang::Fi, &left(0, WaitKind::Move, 14 * HOUR), &names()),
            ["Vuorossa Aino, 14 h jäljellä."]
        );
        assert_eq!(
            clock_lines(Lang::Sv, &left(2, WaitKind::Answer, 40 * 60_000), &names()),
            ["Carol ska svara på ”Får jag gå ut?”, 40 min kvar."]
        );
    }
}
