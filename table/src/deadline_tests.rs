use super::*;
use crate::clocks::due_now;
use canasta_engine::players::{HeuristicPlayer, Player};
use canasta_engine::Rules;
use canasta_storage::{GameId, MoveClock, NewGame, Store, TestClock};
use std::sync::Arc;
use std::time::Duration;

const HOUR: u64 = 3_600_000;

/// The autopilot's budget in these tests: the least search, reproducible.
fn quick() -> SearchBudget {
    crate::thinking::Thinking::quickest().budget(1)
}

fn store() -> (tempfile::TempDir, TestClock, Store) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let clock = TestClock::at(1_000 * HOUR);
    let store =
        Store::open_with_clock(dir.path().join("db"), Arc::new(clock.clone())).expect("opens");
    (dir, clock, store)
}

/// Four humans (users 1 to 4, "P1" to "P4") with a day a move and `policy`.
fn game(store: &Store, policy: TimeoutPolicy) -> GameId {
    let players = (1..=4)
        .map(|n| PlayerSlot::Human {
            user_id: n,
            name: format!("P{n}"),
        })
        .collect();
    let new = NewGame {
        guild_id: 1,
        channel_id: 2,
        host_id: 1,
        players,
        rules: Rules::classic(),
        seed: 3,
        move_clock: MoveClock::per_move(24).on_timeout(policy),
        idempotency_key: None,
    };
    store.create_game(new).expect("created").record.id
}

/// The seat the game waits for, and its turn.
fn waiting(store: &Store, game: GameId) -> (usize, u64) {
    let wait = store.current_wait(game).expect("reads").expect("waits");
    (wait.seat, wait.turn)
}

/// The awaited human plays their own whole turn.
fn human_turn(store: &Store, game: GameId) {
    crate::test_games::play_turn(store, game);
}

/// Lets the awaited seat's clock run out and acts on its deadline.
fn run_out(store: &Store, clock: &TestClock, game: GameId) -> (Due, Timeout) {
    clock.advance(Duration::from_secs(24 * 3600));
    let due = due_now(store, clock.now()).expect("lists");
    assert_eq!(due.len(), 1, "{due:?}");
    let due = due[0];
    assert_eq!(due.kind, DueKind::Deadline);
    let outcome = on_deadline_locked(&store.lock_game(game), &due, quick()).expect("acts");
    (due, outcome)
}

#[test]
fn the_autopilot_plays_the_whole_turn_once_and_marks_it() {
    let (_dir, clock, store) = store();
    let id = game(&store, TimeoutPolicy::Autopilot);
    let (seat, _) = waiting(&store, id);
    let (due, outcome) = run_out(&store, &clock, id);
    let Timeout::Played(played) = outcome else {
        panic!("the autopilot plays: {outcome:?}");
    };
    assert!(played.len() >= 2, "a draw and a discard at least");
    assert!(played.iter().all(|a| a.seat == seat));
    // Each action is the strong player's, as it chooses with that budget from that game.
    for acted in &played {
        let mut strong =
            PlayerKind::Strong.build_with(acted.before.seed ^ acted.before.version, quick());
        assert_eq!(acted.action, strong.choose(&acted.before.game, seat));
    }

    let record = store.load_game(id).expect("loads");
    assert_ne!(record.game.seat_to_act(), Some(seat), "the turn passed on");
    for acted in &played {
        assert!(record.timeouts.by_autopilot(acted.before.log_len));
        assert!(acted.after.timeouts.by_autopilot(acted.before.log_len));
    }
    assert_eq!(record.timeouts.autopilot.len(), played.len());
    assert_eq!(record.timeouts.missed(seat), 1);
    assert_eq!(record.players[seat].user_id(), Some(seat as u64 + 1));
    // The next seat's wait began, with a full clock; the old deadline is gone.
    assert_ne!(waiting(&store, id).0, seat);
    assert!(due_now(&store, clock.now()).expect("lists").is_empty());
    // A second taker, and a taker after a restart, find the turn moved on.
    let again = on_deadline_locked(&store.lock_game(id), &due, quick()).expect("acts");
    assert!(matches!(again, Timeout::Nothing), "{again:?}");
    let path = store.path().to_path_buf();
    drop(store);
    let store = Store::open_with_clock(path, Arc::new(clock.clone())).expect("reopens");
    let again = on_deadline_locked(&store.lock_game(id), &due, quick()).expect("acts");
    assert!(matches!(again, Timeout::Nothing), "{again:?}");
    assert_eq!(store.load_game(id).expect("loads").version, record.version);
    // The log, rebuilt, still says which actions the autopilot played.
    let missed = crate::catch_up::acted_since(&store.lock_game(id), &record, 0).expect("rebuilds");
    let marked: Vec<usize> = missed
        .iter()
        .filter(|a| a.after.timeouts.by_autopilot(a.before.log_len))
        .map(|a| a.before.log_len)
        .collect();
    let played: Vec<usize> = played.iter().map(|a| a.before.log_len).collect();
    assert_eq!(marked, played);
    assert_eq!(
        store.exported_game(id).expect("exports").timeouts,
        record.timeouts
    );
}

#[test]
fn a_table_that_waits_only_takes_the_deadline() {
    let (_dir, clock, store) = store();
    let id = game(&store, TimeoutPolicy::Wait);
    let before = store.load_game(id).expect("loads");
    let (_, outcome) = run_out(&store, &clock, id);
    assert!(matches!(outcome, Timeout::Waited), "{outcome:?}");
    let after = store.load_game(id).expect("loads");
    assert_eq!(after.version, before.version);
    assert!(after.timeouts.is_empty());
    assert!(due_now(&store, clock.now()).expect("lists").is_empty());
}

#[test]
fn a_player_who_moved_before_the_deadline_was_taken_is_left_alone() {
    let (_dir, clock, store) = store();
    let id = game(&store, TimeoutPolicy::Autopilot);
    clock.advance(Duration::from_secs(25 * 3600));
    let due = due_now(&store, clock.now()).expect("lists");
    human_turn(&store, id);
    let version = store.load_game(id).expect("loads").version;
    let outcome = on_deadline_locked(&store.lock_game(id), &due[0], quick()).expect("acts");
    assert!(matches!(outcome, Timeout::Nothing), "{outcome:?}");
    let record = store.load_game(id).expect("loads");
    assert_eq!(record.version, version);
    assert!(record.timeouts.is_empty());
}

#[test]
fn three_missed_turns_in_a_row_hand_the_seat_to_a_computer_and_a_move_resets_the_count() {
    let (_dir, clock, store) = store();
    let id = game(&store, TimeoutPolicy::Autopilot);
    let (absent, _) = waiting(&store, id);
    let owner = store.load_game(id).expect("loads").players[absent].clone();
    // Misses one turn, then comes back for one: the count starts again.
    let mut misses = 0;
    let mut came_back = false;
    let mut rounds = 0;
    while store
        .load_game(id)
        .expect("loads")
        .timeouts
        .handed_over(absent)
        .is_none()
    {
        rounds += 1;
        assert!(rounds < 200, "the seat is handed over in time");
        let (seat, _) = waiting(&store, id);
        if seat != absent {
            human_turn(&store, id);
            continue;
        }
        if misses == 1 && !came_back {
            came_back = true;
            human_turn(&store, id);
            let record = store.load_game(id).expect("loads");
            assert_eq!(record.timeouts.missed(absent), 0, "a move resets the count");
            misses = 0;
            continue;
        }
        let (_, outcome) = run_out(&store, &clock, id);
        assert!(matches!(outcome, Timeout::Played(_)), "{outcome:?}");
        misses += 1;
        let record = store.load_game(id).expect("loads");
        if misses < 3 {
            assert_eq!(record.timeouts.missed(absent), misses);
            assert_eq!(record.players[absent], owner);
        }
    }
    assert_eq!(misses, 3);
    let record = store.load_game(id).expect("loads");
    let away = record.timeouts.handed_over(absent).expect("handed over");
    assert_eq!((&away.owner, away.offered), (&owner, true));
    assert_eq!(
        record.players[absent],
        PlayerSlot::Computer {
            name: format!("{}{COMPUTER_SUFFIX}", owner.name()),
            kind: "strong".into()
        }
    );
    // The owner keeps the game in their list.
    let user = owner.user_id().expect("a human");
    assert!(record.users().contains(&user));
    assert!(store.active_for_user(user).expect("lists").contains(&id));
    // The seat's turns are now the computer's: no human deadline for it.
    let wait = store.current_wait(id).expect("reads").expect("waits");
    if wait.seat == absent {
        assert_eq!(wait.kind, WaitKind::Computer);
    }
}

#[test]
fn an_answer_to_may_i_go_out_that_runs_out_is_given_by_the_autopilot() {
    use canasta_engine::{Action, Phase};
    // Play on (each human's own move) until a player asks "May I go out?"; the partner's
    // answer has its own clock, a quarter of the move's (6 h of 24).
    let mut found = None;
    for seed in 1..40 {
        let (dir, clock, store) = store();
        let id = store
            .create_game(crate::test_games::four_humans(
                seed,
                MoveClock::per_move(24),
            ))
            .expect("created")
            .record
            .id;
        for _ in 0..3000 {
            let record = store.load_game(id).expect("loads");
            if record.game.is_over() || record.game.turn().phase == Phase::AwaitingAnswer {
                break;
            }
            let seat = record.game.seat_to_act().expect("active");
            let action = HeuristicPlayer::new().choose(&record.game, seat);
            store
                .apply_action(id, Some(record.version), seat, &action, None)
                .expect("applies");
        }
        if store.load_game(id).expect("loads").game.turn().phase == Phase::AwaitingAnswer {
            found = Some((dir, clock, store, id));
            break;
        }
    }
    let Some((_dir, clock, store, id)) = found else {
        panic!("no heuristic game asked \"May I go out?\" in 39 seeds");
    };
    let record = store.load_game(id).expect("loads");
    let partner = record.game.seat_to_act().expect("the partner answers");
    let wait = store.current_wait(id).expect("reads").expect("waits");
    assert_eq!((wait.seat, wait.kind), (partner, WaitKind::Answer));
    assert_eq!(wait.deadline_at, Some(wait.since + 6 * HOUR));
    clock.advance(Duration::from_secs(6 * 3600));
    let due = due_now(&store, clock.now()).expect("lists");
    assert_eq!(due.len(), 1, "{due:?}");
    assert_eq!(
        (due[0].kind, due[0].wait),
        (DueKind::Deadline, WaitKind::Answer)
    );
    let outcome = on_deadline_locked(&store.lock_game(id), &due[0], quick()).expect("acts");
    let Timeout::Played(played) = outcome else {
        panic!("the autopilot answers: {outcome:?}");
    };
    assert_eq!(played.len(), 1, "one answer");
    assert_eq!(played[0].seat, partner);
    assert!(
        matches!(played[0].action, Action::AnswerGoOut { .. }),
        "{:?}",
        played[0].action
    );
    let after = store.load_game(id).expect("loads");
    assert_ne!(after.game.turn().phase, Phase::AwaitingAnswer);
    assert!(after.timeouts.by_autopilot(record.log_len));
    assert_eq!(after.timeouts.missed(partner), 1);
}
