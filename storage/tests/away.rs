//! Time away (`/canasta away`): a seat's pause moves its running wait's reminder and deadline
//! in the due-time index, later waits of the seat start their clock when the pause ends, a
//! reminder already sent is never written again, and the allowance is 14 days a game.

mod support;

use canasta_storage::{AwayOutcome, MoveClock, MAX_AWAY_MS};
use std::time::Duration;
use support::{end_turn, humans, timed_game};

const HOUR: u64 = 3_600_000;
const DAY: u64 = 24 * HOUR;
const START: u64 = 1_790_000_000_000;

#[test]
fn the_awaited_seats_pause_moves_its_reminder_and_deadline_on() {
    let (_dir, clock, store, game) = timed_game(START, 24);
    let seat = store.current_wait(game).unwrap().unwrap().seat;
    clock.advance(Duration::from_millis(4 * HOUR));

    let outcome = store
        .set_away(game, seat, START + 4 * HOUR + 3 * DAY)
        .unwrap();
    assert_eq!(
        outcome,
        AwayOutcome::Paused {
            until: START + 4 * HOUR + 3 * DAY,
            left_ms: MAX_AWAY_MS - 3 * DAY
        }
    );
    let wait = store.current_wait(game).unwrap().unwrap();
    // 20 h were left of the clock when the pause began; they are left when it ends.
    assert_eq!(wait.deadline_at, Some(START + 3 * DAY + 24 * HOUR));
    assert_eq!(wait.remind_at, Some(START + 3 * DAY + 24 * HOUR * 4 / 5));
    clock.advance(Duration::from_millis(2 * DAY));
    assert!(store.due_now(clock.now()).unwrap().is_empty(), "paused");
    assert_eq!(store.away_seats(game, clock.now()).unwrap().len(), 1);

    // Back a day early: the clock runs again with what it had left.
    store.set_away(game, seat, clock.now()).unwrap();
    assert!(store.away_seats(game, clock.now()).unwrap().is_empty());
    let wait = store.current_wait(game).unwrap().unwrap();
    assert_eq!(wait.deadline_at, Some(clock.now() + 20 * HOUR));
    assert_eq!(store.due_entries(), 2);
}

#[test]
fn a_sent_reminder_is_not_written_again_by_a_pause() {
    let (_dir, clock, store, game) = timed_game(START, 24);
    let seat = store.current_wait(game).unwrap().unwrap().seat;
    clock.advance(Duration::from_millis(20 * HOUR));
    let due = store.due_now(clock.now()).unwrap();
    assert!(store.mark_done(&due[0]).unwrap(), "the reminder is sent");
    store.set_away(game, seat, clock.now() + DAY).unwrap();
    assert_eq!(store.due_entries(), 1, "only the deadline moved");
    clock.advance(Duration::from_millis(DAY + 3 * HOUR));
    let due = store.due_now(clock.now()).unwrap();
    assert!(due.is_empty(), "4 h were left, 3 h have run: {due:?}");
    clock.advance(Duration::from_millis(HOUR));
    assert_eq!(store.due_now(clock.now()).unwrap().len(), 1);
}

#[test]
fn a_later_turn_of_an_away_seat_starts_its_clock_when_the_pause_ends() {
    let (_dir, _clock, store, game) = timed_game(START, 8);
    let first = store.current_wait(game).unwrap().unwrap().seat;
    let other = (first + 1) % 4;
    let until = START + 2 * DAY;
    store.set_away(game, other, until).unwrap();
    end_turn(&store, game);
    let wait = store.current_wait(game).unwrap().unwrap();
    assert_eq!(wait.seat, other);
    assert_eq!(wait.deadline_at, Some(until + 8 * HOUR));
    // Others' clocks still run.
    end_turn(&store, game);
    let wait = store.current_wait(game).unwrap().unwrap();
    assert_eq!(wait.deadline_at, Some(START + 8 * HOUR));
}

#[test]
fn fourteen_days_a_game_at_most_and_untimed_games_have_nothing_to_pause() {
    let (_dir, clock, store, game) = timed_game(START, 72);
    let outcome = store.set_away(game, 2, START + 30 * DAY).unwrap();
    assert_eq!(
        outcome,
        AwayOutcome::Paused {
            until: START + 14 * DAY,
            left_ms: 0
        }
    );
    clock.advance(Duration::from_millis(15 * DAY));
    assert_eq!(
        store.set_away(game, 2, clock.now() + DAY).unwrap(),
        AwayOutcome::AllowanceUsed
    );
    let untimed = store
        .create_game(humans(MoveClock::none()))
        .unwrap()
        .record
        .id;
    assert_eq!(
        store.set_away(untimed, 0, clock.now() + DAY).unwrap(),
        AwayOutcome::Untimed
    );
}

/// Issue 31: "back" from a seat that was not away ends nothing and writes nothing, and says so.
#[test]
fn back_without_having_been_away_changes_nothing() {
    let (_dir, clock, store, game) = timed_game(START, 24);
    let seat = store.current_wait(game).unwrap().unwrap().seat;
    clock.advance(Duration::from_millis(4 * HOUR));
    let wait = store.current_wait(game).unwrap();
    let entries = store.due_entries();
    assert_eq!(
        store.set_away(game, seat, clock.now()).unwrap(),
        AwayOutcome::NotAway
    );
    assert_eq!(store.current_wait(game).unwrap(), wait);
    assert_eq!(store.due_entries(), entries);
    assert!(store.away_seats(game, clock.now()).unwrap().is_empty());

    // Away and back, then "back" again: the second finds no pause to end.
    store.set_away(game, seat, clock.now() + DAY).unwrap();
    clock.advance(Duration::from_millis(HOUR));
    assert!(matches!(
        store.set_away(game, seat, clock.now()).unwrap(),
        AwayOutcome::Paused { .. }
    ));
    assert_eq!(
        store.set_away(game, seat, clock.now()).unwrap(),
        AwayOutcome::NotAway
    );
}
