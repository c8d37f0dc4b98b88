//! Whose move it is, and who must be told after an action: the player whose turn begins, or
//! the partner who must answer "May I go out?". Each is told once per turn.

use canasta_engine::{Game, Phase};
use canasta_storage::GameRecord;

/// Who must hear about it after an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NextUp {
    /// `seat`'s turn has begun.
    Turn {
        /// The seat.
        seat: usize,
    },
    /// `seat` must answer `asker`'s "May I go out?".
    Answer {
        /// The partner who answers.
        seat: usize,
        /// The player who asked.
        asker: usize,
    },
}

impl NextUp {
    /// The seat concerned.
    pub fn seat(self) -> usize {
        match self {
            NextUp::Turn { seat } | NextUp::Answer { seat, .. } => seat,
        }
    }
}

/// What identifies a turn: deal, seat, and whether an answer is awaited.
fn turn_key(game: &Game) -> Option<(u32, usize, bool)> {
    game.seat_to_act()?;
    let turn = game.turn();
    Some((
        game.deal_number(),
        turn.seat,
        turn.phase == Phase::AwaitingAnswer,
    ))
}

/// Who must be told after the game went from `before` to `after` (`None`: the same turn
/// goes on, or the game is over). An answer given hands the turn back to the asker without
/// telling them again: they are waiting for it.
pub fn next_up(before: Option<&Game>, after: &Game) -> Option<NextUp> {
    let now = turn_key(after)?;
    if before.and_then(turn_key) == Some(now) {
        return None;
    }
    let (deal, seat, answering) = now;
    if answering {
        return Some(NextUp::Answer {
            seat: after.seat_to_act()?,
            asker: seat,
        });
    }
    let back_from_answer = before
        .and_then(turn_key)
        .is_some_and(|(d, s, asked)| asked && d == deal && s == seat);
    (!back_from_answer).then_some(NextUp::Turn { seat })
}

/// The Discord user to mention for `next`, if a human sits there.
pub fn user_to_mention(record: &GameRecord, next: NextUp) -> Option<u64> {
    record.players.get(next.seat())?.user_id()
}
