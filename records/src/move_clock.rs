//! The move clock: how long a table gives each seat to act, chosen in the lobby (the server's
//! setting by default). A human has the clock's hours for a move (draw to discard); the
//! partner asked "May I go out?" has a quarter of them to answer; a computer player's move is
//! the bot's own job and is overdue after [`COMPUTER_MOVE_SECS`] (a move a restart lost).

use serde::{Deserialize, Serialize};

/// Seconds a computer player's move may wait before it counts as overdue.
pub const COMPUTER_MOVE_SECS: u32 = 60;

/// The clocks a table may choose, in hours per move (`None`: no clock).
pub const MOVE_CLOCK_CHOICES: [Option<u32>; 4] = [None, Some(8), Some(24), Some(72)];

/// The clock of a table that did not choose and a server that did not set one: 24 h a move.
pub const DEFAULT_MOVE_HOURS: u32 = 24;

/// Which wait a seat is in; each has its own clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WaitKind {
    /// A human's move.
    Move,
    /// A human partner's answer to "May I go out?".
    Answer,
    /// A computer player's move.
    Computer,
}

/// What a table does when a human's clock runs out, chosen in the lobby next to the clock.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimeoutPolicy {
    /// The heuristic computer player plays that one turn for the player (the default; clocks
    /// stored before policies read as this).
    #[default]
    Autopilot,
    /// Nobody acts: the player is reminded, and the table waits for them.
    Wait,
}

impl TimeoutPolicy {
    /// Every policy, in the order a lobby offers them.
    pub const ALL: [TimeoutPolicy; 2] = [TimeoutPolicy::Autopilot, TimeoutPolicy::Wait];

    /// True for the default, [`TimeoutPolicy::Autopilot`] (not written to the record).
    pub fn is_default(&self) -> bool {
        *self == TimeoutPolicy::Autopilot
    }

    /// The policy's stored word (`autopilot`, `wait`), for custom ids and choices.
    pub const fn word(self) -> &'static str {
        match self {
            TimeoutPolicy::Autopilot => "autopilot",
            TimeoutPolicy::Wait => "wait",
        }
    }

    /// The policy a [`TimeoutPolicy::word`] names.
    pub fn of_word(word: &str) -> Option<TimeoutPolicy> {
        TimeoutPolicy::ALL.into_iter().find(|p| p.word() == word)
    }
}

/// How long a table gives each seat (stored with the table; hours, so that a stored clock
/// reads the same whatever the bot's defaults become), and what happens when a human's runs
/// out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MoveClock {
    /// Hours a human has for a move; `None`: untimed (no reminder, no deadline).
    pub move_hours: Option<u32>,
    /// Hours a partner has to answer "May I go out?"; `None`: untimed.
    pub answer_hours: Option<u32>,
    /// Seconds before a computer player's move is overdue; `None`: never.
    pub computer_secs: Option<u32>,
    /// A human is reminded after this many ms if that comes before 80% of the clock (the
    /// server's reminder setting, which also reminds at untimed tables); `None`: at 80%.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remind_after_ms: Option<u64>,
    /// What happens when a human's clock runs out (absent in clocks stored before policies:
    /// [`TimeoutPolicy::Autopilot`]).
    #[serde(default, skip_serializing_if = "TimeoutPolicy::is_default")]
    pub on_timeout: TimeoutPolicy,
}

impl Default for MoveClock {
    /// [`MoveClock::per_move`] of [`DEFAULT_MOVE_HOURS`].
    fn default() -> Self {
        MoveClock::per_move(DEFAULT_MOVE_HOURS)
    }
}

impl MoveClock {
    /// No clock at all: nobody is reminded or timed out, as tables were before clocks.
    pub const fn none() -> MoveClock {
        MoveClock {
            move_hours: None,
            answer_hours: None,
            computer_secs: None,
            remind_after_ms: None,
            on_timeout: TimeoutPolicy::Autopilot,
        }
    }

    /// `hours` a move (0: [`MoveClock::none`]), a quarter of them (at least one) to answer
    /// "May I go out?", and the computer's [`COMPUTER_MOVE_SECS`].
    pub const fn per_move(hours: u32) -> MoveClock {
        if hours == 0 {
            return MoveClock::none();
        }
        let answer = if hours >= 4 { hours / 4 } else { 1 };
        MoveClock {
            move_hours: Some(hours),
            answer_hours: Some(answer),
            computer_secs: Some(COMPUTER_MOVE_SECS),
            remind_after_ms: None,
            on_timeout: TimeoutPolicy::Autopilot,
        }
    }

    /// This clock, reminding a human after `after` ms if that comes before 80% of the clock
    /// (`None`: at 80% only).
    pub const fn reminding_after(mut self, after: Option<u64>) -> MoveClock {
        self.remind_after_ms = after;
        self
    }

    /// This clock, doing `policy` when a human's clock runs out.
    pub const fn on_timeout(mut self, policy: TimeoutPolicy) -> MoveClock {
        self.on_timeout = policy;
        self
    }

    /// The clock of a choice of [`MOVE_CLOCK_CHOICES`] (or any other number of hours).
    pub const fn of_hours(hours: Option<u32>) -> MoveClock {
        match hours {
            Some(hours) => MoveClock::per_move(hours),
            None => MoveClock::none(),
        }
    }

    /// True when nothing is timed (whatever the policy: an untimed table never runs out).
    pub fn is_none(&self) -> bool {
        self.on_timeout(TimeoutPolicy::Autopilot) == MoveClock::none()
    }

    /// Milliseconds a wait of `kind` may last, if it is timed.
    pub fn limit_ms(&self, kind: WaitKind) -> Option<u64> {
        const HOUR_MS: u64 = 3_600_000;
        match kind {
            WaitKind::Move => self.move_hours.map(|h| u64::from(h) * HOUR_MS),
            WaitKind::Answer => self.answer_hours.map(|h| u64::from(h) * HOUR_MS),
            WaitKind::Computer => self.computer_secs.map(|s| u64::from(s) * 1000),
        }
    }

    /// When a reminder falls due in a wait of `kind` that began at `since`: when 80% of its
    /// clock has run, or after [`MoveClock::remind_after_ms`] if that is sooner. Computer
    /// players are never reminded.
    pub fn reminder_at(&self, kind: WaitKind, since: u64) -> Option<u64> {
        if kind == WaitKind::Computer {
            return None;
        }
        let at_80 = self.limit_ms(kind).map(|limit| limit / 5 * 4);
        let after = match (at_80, self.remind_after_ms) {
            (Some(a), Some(b)) => a.min(b),
            (a, b) => a.or(b)?,
        };
        Some(since.saturating_add(after))
    }

    /// When a wait of `kind` that began at `since` runs out.
    pub fn deadline_at(&self, kind: WaitKind, since: u64) -> Option<u64> {
        self.limit_ms(kind).map(|limit| since.saturating_add(limit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: u64 = 3_600_000;

    #[test]
    fn a_day_clock_reminds_at_80_percent_and_runs_out_after_a_day() {
        let clock = MoveClock::per_move(24);
        assert_eq!(clock, MoveClock::default());
        assert_eq!(
            clock.reminder_at(WaitKind::Move, 1000),
            Some(1000 + 24 * HOUR * 4 / 5)
        );
        assert_eq!(
            clock.deadline_at(WaitKind::Move, 1000),
            Some(1000 + 24 * HOUR)
        );
        // The answer to "May I go out?" has its own, shorter clock.
        assert_eq!(clock.deadline_at(WaitKind::Answer, 0), Some(6 * HOUR));
        // A computer is never reminded; its move is overdue after a minute.
        assert_eq!(clock.reminder_at(WaitKind::Computer, 0), None);
        assert_eq!(clock.deadline_at(WaitKind::Computer, 0), Some(60_000));
    }

    #[test]
    fn the_timeout_policy_is_autopilot_unless_chosen_and_old_clocks_read_as_autopilot() {
        assert_eq!(MoveClock::default().on_timeout, TimeoutPolicy::Autopilot);
        let stored_before_policies = r#"{"move_hours":24,"answer_hours":6,"computer_secs":60}"#;
        let read: MoveClock = serde_json::from_str(stored_before_policies).expect("reads");
        assert_eq!(read, MoveClock::per_move(24));
        let waiting = MoveClock::per_move(8).on_timeout(TimeoutPolicy::Wait);
        let json = serde_json::to_string(&waiting).expect("writes");
        assert!(json.contains(r#""on_timeout":"wait""#), "{json}");
        assert_eq!(
            serde_json::from_str::<MoveClock>(&json).expect("reads"),
            waiting
        );
        // The default is not written, so records stay as they were.
        let json = serde_json::to_string(&MoveClock::per_move(8)).expect("writes");
        assert!(!json.contains("on_timeout"), "{json}");
        // An untimed table with a policy is still untimed.
        assert!(MoveClock::none().on_timeout(TimeoutPolicy::Wait).is_none());
        assert_eq!(TimeoutPolicy::of_word("wait"), Some(TimeoutPolicy::Wait));
        assert_eq!(TimeoutPolicy::of_word("nap"), None);
    }

    #[test]
    fn no_clock_times_nothing() {
        for kind in [WaitKind::Move, WaitKind::Answer, WaitKind::Computer] {
            assert_eq!(MoveClock::none().deadline_at(kind, 5), None);
            assert_eq!(MoveClock::none().reminder_at(kind, 5), None);
        }
        assert!(MoveClock::per_move(0).is_none());
        assert_eq!(MoveClock::of_hours(None), MoveClock::none());
        assert_eq!(MoveClock::of_hours(Some(8)).answer_hours, Some(2));
        assert_eq!(MoveClock::per_move(2).answer_hours, Some(1));
    }

    #[test]
    fn a_server_reminder_setting_reminds_sooner_and_at_untimed_tables() {
        let sooner = MoveClock::per_move(24).reminding_after(Some(12 * HOUR));
        assert_eq!(sooner.reminder_at(WaitKind::Move, 0), Some(12 * HOUR));
        assert_eq!(
            sooner.reminder_at(WaitKind::Answer, 0),
            Some(6 * HOUR * 4 / 5)
        );
        assert_eq!(sooner.deadline_at(WaitKind::Move, 0), Some(24 * HOUR));
        let untimed = MoveClock::none().reminding_after(Some(HOUR));
        assert!(!untimed.is_none());
        assert_eq!(untimed.reminder_at(WaitKind::Move, 5), Some(5 + HOUR));
        assert_eq!(untimed.deadline_at(WaitKind::Move, 5), None);
        assert_eq!(untimed.reminder_at(WaitKind::Computer, 5), None);
    }
}
