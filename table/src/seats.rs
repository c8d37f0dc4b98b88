//! Seats handed over after too many missed turns: a computer player keeps a seat warm until
//! its owner returns (`/canasta back`), and anyone in the server who has no seat in the game
//! may take it meanwhile (`/canasta sub`, or the "Take this seat" button). The hands never
//! leave their seat: whoever sits there plays the seat's hand from then on, and sees it like
//! any player sees their own (only from the moment they sit down). The owner's return sends a
//! substitute away.

use super::error::TableError;
use canasta_storage::{GameId, GameLock, GameRecord, PlayerSlot, Store};
pub use canasta_wording::refusal::SeatError;

/// A change of who plays a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatChange {
    /// The game as stored now.
    pub record: GameRecord,
    /// The seat.
    pub seat: usize,
    /// Who played it before (a computer player or a substitute).
    pub before: PlayerSlot,
    /// Who plays it now.
    pub now: PlayerSlot,
    /// The seat's owner.
    pub owner: PlayerSlot,
}

/// `user` (called `name`) takes the offered seat `seat` (`None`: the first one offered) of
/// the game `turn` holds. The owner of the seat takes it back instead.
pub fn take_seat_locked(
    turn: &GameLock,
    user: u64,
    name: &str,
    seat: Option<usize>,
) -> Result<SeatChange, TableError> {
    let (record, change) = turn.change_seats(|record| take(record, user, name, seat))?;
    Ok(SeatChange { record, ..change })
}

/// The owner `user` takes back their seat in the game `turn` holds, sending away whoever
/// played it.
pub fn come_back_locked(turn: &GameLock, user: u64) -> Result<SeatChange, TableError> {
    let (record, change) = turn.change_seats(|record| return_seat(record, user))?;
    Ok(SeatChange { record, ..change })
}

/// [`take_seat_locked`], taking the game's lock (blocking).
pub fn take_seat(
    store: &Store,
    game: GameId,
    user: u64,
    name: &str,
    seat: Option<usize>,
) -> Result<SeatChange, TableError> {
    take_seat_locked(&store.lock_game(game), user, name, seat)
}

/// [`come_back_locked`], taking the game's lock (blocking).
pub fn come_back(store: &Store, game: GameId, user: u64) -> Result<SeatChange, TableError> {
    come_back_locked(&store.lock_game(game), user)
}

fn take(
    record: &mut GameRecord,
    user: u64,
    name: &str,
    seat: Option<usize>,
) -> Result<SeatChange, TableError> {
    if let Some(own) = record.timeouts.away_seat_of(user) {
        if seat.is_none_or(|s| s == own) {
            return return_seat(record, user);
        }
    }
    if !record.seats_of(user).is_empty() || record.timeouts.away_seat_of(user).is_some() {
        return Err(SeatError::AlreadySeated.into());
    }
    let offered = |s: usize| record.timeouts.handed_over(s).is_some_and(|h| h.offered);
    let seat = match seat {
        Some(seat) if offered(seat) => seat,
        Some(_) => return Err(SeatError::NotOffered.into()),
        None => (0..record.players.len())
            .find(|&s| offered(s))
            .ok_or(SeatError::NoneOffered)?,
    };
    let now = PlayerSlot::Human {
        user_id: user,
        name: name.to_string(),
    };
    let before = std::mem::replace(&mut record.players[seat], now.clone());
    let away = record
        .timeouts
        .handed_over
        .iter_mut()
        .find(|h| h.seat == seat)
        .ok_or(SeatError::NotOffered)?;
    away.offered = false;
    let owner = away.owner.clone();
    Ok(SeatChange {
        record: GameRecord::clone(record),
        seat,
        before,
        now,
        owner,
    })
}

fn return_seat(record: &mut GameRecord, user: u64) -> Result<SeatChange, TableError> {
    let Some(seat) = record.timeouts.away_seat_of(user) else {
        return Err(if record.seats_of(user).is_empty() {
            SeatError::NotYourSeat
        } else {
            SeatError::NotAway
        }
        .into());
    };
    let position = record
        .timeouts
        .handed_over
        .iter()
        .position(|h| h.seat == seat)
        .ok_or(SeatError::NotAway)?;
    let away = record.timeouts.handed_over.remove(position);
    let before = std::mem::replace(&mut record.players[seat], away.owner.clone());
    Ok(SeatChange {
        record: GameRecord::clone(record),
        seat,
        before,
        now: away.owner.clone(),
        owner: away.owner,
    })
}

#[cfg(test)]
#[path = "seats_tests.rs"]
mod tests;
