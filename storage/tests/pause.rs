//! A pause by vote: the clocks stop only when every human seat has agreed; while paused no
//! reminder or deadline falls due, also for turns that begin meanwhile; resuming gives the
//! awaited seat its clock afresh.

mod support;

use canasta_storage::{MoveClock, PauseVote, Store};
use std::time::Duration;
use support::{end_turn, humans, timed_game};

const HOUR: u64 = 3_600_000;
const START: u64 = 1_790_000_000_000;

#[test]
fn every_human_seat_must_agree_and_then_nothing_falls_due_until_resumed() {
    let (_dir, clock, store, game) = timed_game(START, 24);
    let all = [0, 1, 2, 3];
    assert_eq!(
        store.vote_pause(game, 2, &all).unwrap(),
        PauseVote::Counted {
            votes: vec![2],
            needed: all.to_vec()
        }
    );
    assert_eq!(
        store.vote_pause(game, 2, &all).unwrap(),
        PauseVote::Counted {
            votes: vec![2],
            needed: all.to_vec()
        },
        "a second vote of one seat counts once"
    );
    for seat in [0, 1] {
        store.vote_pause(game, seat, &all).unwrap();
    }
    assert!(!store.clocks_paused(game).unwrap());
    assert_eq!(store.due_entries(), 2);
    assert_eq!(store.vote_pause(game, 3, &all).unwrap(), PauseVote::Paused);
    assert!(store.clocks_paused(game).unwrap());
    assert_eq!(store.due_entries(), 0);
    assert_eq!(
        store.vote_pause(game, 3, &all).unwrap(),
        PauseVote::AlreadyPaused
    );

    // Turns go on while paused, untimed.
    end_turn(&store, game);
    clock.advance(Duration::from_millis(30 * 24 * HOUR));
    assert!(store.due_now(clock.now()).unwrap().is_empty());
    assert_eq!(store.current_wait(game).unwrap().unwrap().deadline_at, None);

    assert!(store.resume_clocks(game).unwrap());
    assert!(!store.resume_clocks(game).unwrap(), "once");
    let wait = store.current_wait(game).unwrap().unwrap();
    assert_eq!(wait.deadline_at, Some(clock.now() + 24 * HOUR));
    assert_eq!(store.due_entries(), 2);
    end_turn(&store, game);
    assert_eq!(
        store.current_wait(game).unwrap().unwrap().deadline_at,
        Some(clock.now() + 24 * HOUR),
        "the next turn is timed again"
    );
}

#[test]
fn an_untimed_game_has_no_clocks_to_pause() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("db")).unwrap();
    let game = store
        .create_game(humans(MoveClock::none()))
        .unwrap()
        .record
        .id;
    assert_eq!(store.vote_pause(game, 0, &[0]).unwrap(), PauseVote::Untimed);
    assert!(!store.resume_clocks(game).unwrap());
}
