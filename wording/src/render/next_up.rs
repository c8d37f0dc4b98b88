//! Whose move it is, and who must be told after an action: the player whose turn begins, the
//! partner who must answer "May I go out?", the seat to call in Sitoumussamba's auction, or
//! its declarer who opens the bid. Each is told once per turn.

use canasta_engine::{Game, Phase};
use canasta_records::GameRecord;

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
    /// `seat` is to call in the auction: bid, pass or double (FI 12).
    Call {
        /// The seat.
        seat: usize,
    },
    /// `seat`, the declarer, opens the bid now or says it cannot (FI 16A, 16C).
    Open {
        /// The seat.
        seat: usize,
    },
}

impl NextUp {
    /// The seat concerned.
    pub fn seat(self) -> usize {
        match self {
            NextUp::Turn { seat }
            | NextUp::Answer { seat, .. }
            | NextUp::Call { seat }
            | NextUp::Open { seat } => seat,
        }
    }
}

/// What a seat is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Call in the auction.
    Call,
    /// Open the bid.
    Open,
    /// Play a turn.
    Play,
    /// Answer "May I go out?".
    Answer,
}

/// What identifies a turn: deal, seat, and what it is asked.
fn turn_key(game: &Game) -> Option<(u32, usize, Stage)> {
    game.seat_to_act()?;
    let turn = game.turn();
    let stage = match turn.phase {
        Phase::Bidding => Stage::Call,
        Phase::Opening => Stage::Open,
        Phase::AwaitingAnswer => Stage::Answer,
        Phase::Draw | Phase::Play | Phase::Over => Stage::Play,
    };
    Some((game.deal_number(), turn.seat, stage))
}

/// Who must be told after the game went from `before` to `after` (`None`: the same turn
/// goes on, or the game is over). An answer given hands the turn back to the asker without
/// telling them again: they are waiting for it.
pub fn next_up(before: Option<&Game>, after: &Game) -> Option<NextUp> {
    let now = turn_key(after)?;
    if before.and_then(turn_key) == Some(now) {
        return None;
    }
    let (deal, seat, stage) = now;
    match stage {
        Stage::Answer => Some(NextUp::Answer {
            seat: after.seat_to_act()?,
            asker: seat,
        }),
        Stage::Call => Some(NextUp::Call { seat }),
        Stage::Open => Some(NextUp::Open { seat }),
        Stage::Play => {
            let back_from_answer = before
                .and_then(turn_key)
                .is_some_and(|(d, s, was)| was == Stage::Answer && d == deal && s == seat);
            (!back_from_answer).then_some(NextUp::Turn { seat })
        }
    }
}

/// The Discord user to mention for `next`, if a human sits there.
pub fn user_to_mention(record: &GameRecord, next: NextUp) -> Option<u64> {
    record.players.get(next.seat())?.user_id()
}
