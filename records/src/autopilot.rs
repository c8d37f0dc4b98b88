//! Who made an action, and what an action of the autopilot (playing for a human whose clock
//! ran out) does to a game's [`Timeouts`](crate::Timeouts): it is marked, a turn it ends counts as missed, and
//! after [`MISSED_TURNS_TO_HAND_OVER`] missed turns the seat is handed over.

use crate::record::GameRecord;
use crate::seat::PlayerSlot;
use crate::timeouts::{HandedOver, MISSED_TURNS_TO_HAND_OVER};
use canasta_engine::Game;

/// Who made an action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Actor {
    /// The seat's player (a human, a substitute or a computer player).
    Seat,
    /// The autopilot, for a human whose clock ran out; after
    /// [`MISSED_TURNS_TO_HAND_OVER`] missed turns the seat goes to `stand_in`, a computer
    /// player.
    Autopilot {
        /// The computer player that takes the seat if it is handed over.
        stand_in: PlayerSlot,
    },
}

/// True when `seat`'s turn (or answer) is over between `before` and `after`.
fn turn_ended(before: &Game, after: &Game, seat: usize) -> bool {
    after.is_over()
        || after.deal_number() != before.deal_number()
        || after.seat_to_act() != Some(seat)
}

/// Keeps `record`'s timeouts for the action at log index `index` that `seat` just made in it
/// (`before` is the game before it): a human's own action clears the seat's missed turns; an
/// autopilot action is marked, and the one that ends the turn counts a missed turn and, at
/// [`MISSED_TURNS_TO_HAND_OVER`], hands the seat to the stand-in. True when it handed over.
pub fn record_action(
    record: &mut GameRecord,
    before: &Game,
    seat: usize,
    index: usize,
    by: &Actor,
) -> bool {
    match by {
        Actor::Seat => {
            if matches!(record.players.get(seat), Some(PlayerSlot::Human { .. })) {
                record.timeouts.set_missed(seat, 0);
            }
            false
        }
        Actor::Autopilot { stand_in } => {
            record.timeouts.autopilot.insert(index);
            if !turn_ended(before, &record.game, seat) {
                return false;
            }
            let missed = record.timeouts.missed(seat) + 1;
            record.timeouts.set_missed(seat, missed);
            if missed < MISSED_TURNS_TO_HAND_OVER || record.timeouts.handed_over(seat).is_some() {
                return false;
            }
            let Some(owner) = record.players.get_mut(seat) else {
                return false;
            };
            let owner = std::mem::replace(owner, stand_in.clone());
            record.timeouts.set_missed(seat, 0);
            record.timeouts.handed_over.push(HandedOver {
                seat,
                owner,
                offered: true,
            });
            true
        }
    }
}
