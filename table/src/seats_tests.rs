use super::*;
use canasta_engine::Rules;
use canasta_storage::{HandedOver, MoveClock, NewGame};

fn human(n: u64) -> PlayerSlot {
    PlayerSlot::Human {
        user_id: n,
        name: format!("P{n}"),
    }
}

/// Four humans (users 1 to 4); user 2's seat (1) handed to a computer player, offered.
fn game(store: &Store) -> GameId {
    let new = NewGame {
        guild_id: 1,
        channel_id: 2,
        host_id: 1,
        players: (1..=4).map(human).collect(),
        rules: Rules::classic(),
        seed: 3,
        move_clock: MoveClock::per_move(24),
        idempotency_key: None,
    };
    let id = store.create_game(new).expect("created").record.id;
    store
        .lock_game(id)
        .change_seats(|r| {
            r.players[1] = PlayerSlot::Computer {
                name: "P2 (computer)".into(),
                kind: "heuristic".into(),
            };
            r.timeouts.handed_over.push(HandedOver {
                seat: 1,
                owner: human(2),
                offered: true,
            });
            Ok::<_, TableError>(())
        })
        .expect("handed over");
    id
}

fn refusal(result: Result<SeatChange, TableError>) -> SeatError {
    match result {
        Err(TableError::Seat(e)) => e,
        other => panic!("a seat refusal, not {other:?}"),
    }
}

#[test]
fn a_substitute_takes_an_offered_seat_and_the_owner_sends_them_away() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = Store::open(dir.path().join("db")).expect("opens");
    let id = game(&store);
    let version = store.load_game(id).expect("loads").version;
    assert_eq!(
        refusal(take_seat(&store, id, 3, "P3", None)),
        SeatError::AlreadySeated
    );
    assert_eq!(
        refusal(take_seat(&store, id, 9, "Sub", Some(0))),
        SeatError::NotOffered
    );
    let taken = take_seat(&store, id, 9, "Sub", None).expect("takes it");
    let sub = PlayerSlot::Human {
        user_id: 9,
        name: "Sub".into(),
    };
    assert_eq!((taken.seat, &taken.now, &taken.owner), (1, &sub, &human(2)));
    assert!(matches!(taken.before, PlayerSlot::Computer { .. }));
    let record = store.load_game(id).expect("loads");
    assert_eq!(record.seats_of(9), vec![1]);
    assert_eq!(record.version, version, "no card moved");
    assert!(!record.timeouts.handed_over(1).expect("still away").offered);
    assert!(store.active_for_user(9).expect("lists").contains(&id));
    assert!(store.active_for_user(2).expect("lists").contains(&id));
    // Nobody else may take it now; the substitute cannot take a second seat.
    assert_eq!(
        refusal(take_seat(&store, id, 10, "Late", None)),
        SeatError::NoneOffered
    );
    assert_eq!(
        refusal(take_seat(&store, id, 9, "Sub", Some(1))),
        SeatError::AlreadySeated
    );
    // Only the owner comes back; then the substitute has no seat.
    assert_eq!(refusal(come_back(&store, id, 9)), SeatError::NotAway);
    assert_eq!(refusal(come_back(&store, id, 10)), SeatError::NotYourSeat);
    let back = come_back(&store, id, 2).expect("comes back");
    assert_eq!((back.seat, &back.now), (1, &human(2)));
    let record = store.load_game(id).expect("loads");
    assert_eq!(record.players[1], human(2));
    assert!(record.timeouts.handed_over.is_empty());
    assert!(!store.active_for_user(9).expect("lists").contains(&id));
    assert_eq!(refusal(come_back(&store, id, 2)), SeatError::NotAway);
}

#[test]
fn the_owner_pressing_take_this_seat_comes_back() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = Store::open(dir.path().join("db")).expect("opens");
    let id = game(&store);
    let back = take_seat(&store, id, 2, "P2", Some(1)).expect("comes back");
    assert_eq!(back.now, human(2));
    assert_eq!(store.load_game(id).expect("loads").players[1], human(2));
}
