//! Move clocks and the due-time index: a turn's reminder (at 80% of its clock) and deadline
//! are written with the action that begins the turn and removed with the one that ends it;
//! a reminder is taken once, across restarts and crashes, with an injected clock that lets
//! days pass in milliseconds.

mod support;

use canasta_storage::{Due, DueKind, GameId, MoveClock, Store, TestClock, WaitKind};
use std::path::Path;
use std::time::Duration;
use support::{autoplay, end_turn, humans};

const HOUR: u64 = 3_600_000;
/// Some day in 2026, so that times look like times.
const START: u64 = 1_790_000_000_000;

fn open(path: &Path, clock: &TestClock) -> Store {
    support::open_at(path, clock)
}

#[test]
fn a_turn_is_reminded_once_at_80_percent_and_runs_out_at_its_clock() {
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::at(START);
    let store = open(&dir.path().join("db"), &clock);
    let created = store.create_game(humans(MoveClock::per_move(24))).unwrap();
    let game = created.record.id;
    let wait = store.current_wait(game).unwrap().unwrap();
    let seat = created.record.game.seat_to_act().unwrap();
    assert_eq!((wait.turn, wait.seat, wait.kind), (0, seat, WaitKind::Move));
    assert_eq!(wait.remind_at, Some(START + 24 * HOUR * 4 / 5));
    assert_eq!(wait.deadline_at, Some(START + 24 * HOUR));

    assert!(store.due_now(clock.now()).unwrap().is_empty());
    clock.advance(Duration::from_millis(24 * HOUR * 4 / 5 - 1));
    assert!(store.due_now(clock.now()).unwrap().is_empty());
    clock.advance(Duration::from_millis(1));
    let due = store.due_now(clock.now()).unwrap();
    let reminder = Due {
        at: START + 24 * HOUR * 4 / 5,
        game,
        turn: 0,
        kind: DueKind::Reminder,
        seat,
        wait: WaitKind::Move,
    };
    assert_eq!(due, vec![reminder]);
    assert!(store.mark_done(&reminder).unwrap());
    assert!(!store.mark_done(&reminder).unwrap(), "taken once");
    assert!(store.due_now(clock.now()).unwrap().is_empty());

    clock.advance(Duration::from_millis(24 * HOUR / 5));
    let due = store.due_now(clock.now()).unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(
        (due[0].kind, due[0].turn, due[0].seat),
        (DueKind::Deadline, 0, seat)
    );
}

#[test]
fn moves_inside_a_turn_keep_its_clock_and_the_next_turn_starts_a_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::at(START);
    let store = open(&dir.path().join("db"), &clock);
    let game = store
        .create_game(humans(MoveClock::per_move(8)))
        .unwrap()
        .record
        .id;
    let first = store.current_wait(game).unwrap().unwrap();
    clock.advance(Duration::from_secs(3600));
    let record = store.load_game(game).unwrap();
    let (seat, draw) = autoplay::choose(&record.game).unwrap();
    store.apply_action(game, None, seat, &draw, None).unwrap();
    assert_eq!(store.current_wait(game).unwrap(), Some(first), "same turn");
    assert_eq!(store.due_entries(), 2);

    assert!(end_turn(&store, game));
    let next = store.current_wait(game).unwrap().unwrap();
    assert_ne!(next.seat, first.seat);
    assert_eq!(next.since, START + HOUR);
    assert_eq!(next.deadline_at, Some(START + 9 * HOUR));
    assert_eq!(store.due_entries(), 2, "the old turn's entries went");
}

#[test]
fn a_player_who_moved_is_not_reminded_and_a_late_turn_is_one_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::at(START);
    let store = open(&dir.path().join("db"), &clock);
    let game = store
        .create_game(humans(MoveClock::per_move(24)))
        .unwrap()
        .record
        .id;
    clock.advance(Duration::from_secs(20 * 3600));
    let stale = store.due_now(clock.now()).unwrap();
    assert_eq!(stale.len(), 1);
    // The player moves before the reminder is taken: it is gone with their move.
    assert!(end_turn(&store, game));
    assert!(!store.mark_done(&stale[0]).unwrap());
    assert!(store.due_now(clock.now()).unwrap().is_empty());

    // Three days pass (the bot was down): the turn is due once, by its deadline alone,
    // and taking the deadline takes the reminder that was never sent.
    clock.advance(Duration::from_secs(3 * 24 * 3600));
    let due = store.due_now(clock.now()).unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].kind, DueKind::Deadline);
    assert!(store.mark_done(&due[0]).unwrap());
    assert!(store.due_now(clock.now()).unwrap().is_empty());
    assert_eq!(store.due_entries(), 0);
}

#[test]
fn the_answer_and_computer_moves_have_their_own_clocks() {
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::at(START);
    let store = open(&dir.path().join("db"), &clock);
    // Humans in seats 0 and 2, computers in 1 and 3.
    let mut new = support::new_game(1, 2, 11);
    new.move_clock = MoveClock::per_move(24);
    let game = store.create_game(new).unwrap().record.id;
    let mut kinds = std::collections::BTreeSet::new();
    for _ in 0..400 {
        let Some(wait) = store.current_wait(game).unwrap() else {
            break;
        };
        let limit = wait.deadline_at.unwrap() - wait.since;
        match wait.kind {
            WaitKind::Computer => {
                assert_eq!((limit, wait.remind_at), (60_000, None));
            }
            WaitKind::Answer => assert_eq!(limit, 6 * HOUR),
            WaitKind::Move => assert_eq!(limit, 24 * HOUR),
        }
        kinds.insert(format!("{:?}", wait.kind));
        if !end_turn(&store, game) {
            break;
        }
    }
    assert!(
        kinds.contains("Computer") && kinds.contains("Move"),
        "{kinds:?}"
    );
}

#[test]
fn untimed_games_write_no_schedule_and_ended_games_leave_the_index() {
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::at(START);
    let store = open(&dir.path().join("db"), &clock);
    let untimed = store
        .create_game(humans(MoveClock::none()))
        .unwrap()
        .record
        .id;
    assert_eq!(store.current_wait(untimed).unwrap(), None);
    assert_eq!(store.move_clock(untimed).unwrap(), MoveClock::none());
    assert_eq!(store.due_entries(), 0);

    let timed = store
        .create_game(humans(MoveClock::per_move(72)))
        .unwrap()
        .record
        .id;
    assert_eq!(store.due_entries(), 2);
    store
        .set_status(timed, canasta_storage::GameStatus::Abandoned)
        .unwrap();
    assert_eq!(store.due_entries(), 0);
    assert_eq!(store.current_wait(timed).unwrap(), None);
    assert_eq!(store.move_clock(timed).unwrap(), MoveClock::per_move(72));
    clock.advance(Duration::from_secs(3600));
    store
        .set_status(timed, canasta_storage::GameStatus::Active)
        .unwrap();
    let wait = store.current_wait(timed).unwrap().unwrap();
    assert_eq!(
        wait.since,
        START + HOUR,
        "a reopened game's clock starts again"
    );
    assert_eq!(store.due_entries(), 2);
}

/// What a reminder task does on one tick: take each due reminder, then "send" it (count it);
/// a due deadline is handled by playing the turn for the player.
fn tick(store: &Store, now: u64, sent: &mut Vec<(GameId, u64)>) {
    for due in store.due_now(now).unwrap() {
        match due.kind {
            DueKind::Reminder => {
                if store.mark_done(&due).unwrap() {
                    sent.push((due.game, due.turn));
                }
            }
            DueKind::Deadline => {
                end_turn(store, due.game);
            }
        }
    }
}

#[test]
fn a_hundred_turns_with_restarts_remind_each_late_turn_exactly_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let clock = TestClock::at(START);
    let game = {
        let store = open(&path, &clock);
        let mut new = humans(MoveClock::per_move(24));
        new.rules.target = 100_000;
        store.create_game(new).unwrap().record.id
    };
    let mut sent = Vec::new();
    let mut late_turns = Vec::new();
    for turn in 0..100u64 {
        // The bot restarts between every turn, and in the middle of some.
        let store = open(&path, &clock);
        let wait = store.current_wait(game).unwrap().expect("a long game");
        match turn % 4 {
            // The player moves in time: no reminder.
            0 => {
                clock.advance(Duration::from_secs(10 * 3600));
                drop(store);
            }
            // Past 80%: ticks every minute for an hour remind once.
            1 => {
                clock.advance(Duration::from_secs(20 * 3600));
                late_turns.push(wait.turn);
                for _ in 0..60 {
                    tick(&store, clock.now(), &mut sent);
                    clock.advance(Duration::from_secs(60));
                }
                drop(store);
            }
            // The reminder fell due while the bot was down, and it restarts twice
            // (once between looking and taking: nothing was taken, so it is still due).
            2 => {
                clock.advance(Duration::from_secs(22 * 3600));
                late_turns.push(wait.turn);
                assert_eq!(store.due_now(clock.now()).unwrap().len(), 1);
                drop(store);
                let store = open(&path, &clock);
                tick(&store, clock.now(), &mut sent);
                drop(store);
                let store = open(&path, &clock);
                tick(&store, clock.now(), &mut sent);
            }
            // Down for two days: the deadline alone is due, and the turn is played for
            // the player (no reminder that late).
            _ => {
                clock.advance(Duration::from_secs(48 * 3600));
                tick(&store, clock.now(), &mut sent);
                let after = store.current_wait(game).unwrap().unwrap();
                assert_ne!(after.turn, wait.turn, "the deadline played the turn");
                continue;
            }
        }
        let store = open(&path, &clock);
        assert!(end_turn(&store, game), "the game goes on");
        tick(&store, clock.now(), &mut sent);
    }
    assert_eq!(
        sent,
        late_turns.iter().map(|&t| (game, t)).collect::<Vec<_>>()
    );
    assert_eq!(late_turns.len(), 50);
}

#[test]
fn a_crash_between_due_and_mark_leaves_the_reminder_due_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let clock = TestClock::at(START);
    let game = {
        let store = open(&path, &clock);
        store
            .create_game(humans(MoveClock::per_move(8)))
            .unwrap()
            .record
            .id
    };
    clock.advance(Duration::from_secs(7 * 3600));
    let seen = {
        let store = open(&path, &clock);
        let due = store.due_now(clock.now()).unwrap();
        assert_eq!(due.len(), 1);
        due[0]
        // The store is dropped here, before the reminder was taken (and sent).
    };
    let store = open(&path, &clock);
    assert_eq!(store.due_now(clock.now()).unwrap(), vec![seen]);
    assert!(store.mark_done(&seen).unwrap());
    drop(store);
    // Taken, then a crash before the send: it stays taken (at most once).
    let store = open(&path, &clock);
    assert!(store.due_now(clock.now()).unwrap().is_empty());
    assert!(!store.mark_done(&seen).unwrap());
    assert_eq!(store.current_wait(game).unwrap().unwrap().turn, 0);
}
