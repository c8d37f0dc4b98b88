//! One action is one trip to the store: the key looked up once, the game read and decoded
//! once, one transaction, one flush, and the game after the action handed back (not read
//! again by the caller). A held game lock is the only lock, and the registry forgets it.

mod support;

use canasta_storage::{Store, StoreError, StoreStats};
use support::{autoplay, new_game};

#[test]
fn an_action_decodes_once_and_writes_once() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("db")).unwrap();
    let game = store.create_game(new_game(1, 2, 5)).unwrap().record;
    let (seat, action) = autoplay::choose(&game.game).unwrap();

    let start = store.stats();
    let applied = store
        .apply_action(game.id, Some(0), seat, &action, Some("k"))
        .unwrap();
    let one = StoreStats {
        decodes: 1,
        reads: 2,
        transactions: 1,
        flushes: 1,
    };
    assert_eq!(store.stats() - start, one, "key, game; one transaction");
    assert_eq!(applied.before, game);
    assert_eq!(applied.after, store.load_game(game.id).unwrap());
    assert_eq!((applied.seat, &applied.action), (seat, &action));

    // Under a held lock, the plan sees the game as read and nothing is read twice.
    let turn = store.lock_game(game.id);
    let start = store.stats();
    let next = turn
        .apply_with(None, |record| {
            Ok::<_, StoreError>(autoplay::choose(&record.game))
        })
        .unwrap()
        .unwrap();
    let without_key = StoreStats { reads: 1, ..one };
    assert_eq!(store.stats() - start, without_key);
    assert_eq!(next.before, applied.after);
    assert_eq!(store.locked_games(), 1);
    drop(turn);
    assert_eq!(store.locked_games(), 0);
}

#[test]
fn the_lock_registry_is_empty_once_games_are_released() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("db")).unwrap();
    let ids: Vec<_> = (0..20)
        .map(|i| store.create_game(new_game(1, 2, i)).unwrap().record.id)
        .collect();
    for &id in &ids {
        let record = store.load_game(id).unwrap();
        let (seat, action) = autoplay::choose(&record.game).unwrap();
        store.apply_action(id, None, seat, &action, None).unwrap();
        store.load_log(id).unwrap();
    }
    let held: Vec<_> = ids.iter().map(|&id| store.lock_game(id)).collect();
    assert_eq!(store.locked_games(), ids.len());
    drop(held);
    assert_eq!(store.locked_games(), 0);
}
