//! Many threads on one game: versions strictly increase, nothing is lost, and a key sent twice
//! at the same moment applies once.

mod support;

use canasta_storage::{GameId, Store, StoreError};
use std::collections::BTreeSet;
use std::sync::{Arc, Barrier};
use std::thread;

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("db")).unwrap();
    (dir, store)
}

#[test]
fn the_store_can_be_shared_between_threads() {
    fn shareable<T: Clone + Send + Sync + 'static>() {}
    shareable::<Store>();
}

/// Each thread applies the computer's move for whatever state it last saw, until `total`
/// actions are in; losers of a race get a version conflict or a rule error and try again.
#[test]
fn racing_threads_apply_every_action_once_in_version_order() {
    const THREADS: usize = 12;
    const TOTAL: u64 = 240;
    let (_dir, store) = store();
    let game = store
        .create_game(support::new_game(1, 2, 99))
        .unwrap()
        .record
        .id;
    let start = Arc::new(Barrier::new(THREADS));
    let workers: Vec<_> = (0..THREADS)
        .map(|t| {
            let (store, start) = (store.clone(), start.clone());
            thread::spawn(move || {
                start.wait();
                let mut mine = Vec::new();
                let mut conflicts = 0;
                loop {
                    let record = store.load_game(game).unwrap();
                    if record.version >= TOTAL {
                        return (mine, conflicts);
                    }
                    let (seat, action) = support::autoplay::choose(&record.game).unwrap();
                    // Half the threads check the version, half rely on the engine's checks.
                    let expected = (t % 2 == 0).then_some(record.version);
                    let key = format!("t{t}-{}", mine.len() + conflicts);
                    match store.apply_action(game, expected, seat, &action, Some(&key)) {
                        Ok(applied) => {
                            assert!(!applied.duplicate);
                            mine.push(applied.version);
                        }
                        Err(StoreError::VersionConflict { .. } | StoreError::Rule { .. }) => {
                            conflicts += 1
                        }
                        Err(e) => panic!("{e}"),
                    }
                }
            })
        })
        .collect();
    let mut all = Vec::new();
    let mut conflicts = 0;
    for w in workers {
        let (versions, lost_races) = w.join().unwrap();
        assert!(
            versions.windows(2).all(|v| v[0] < v[1]),
            "one thread saw versions go back: {versions:?}"
        );
        all.extend(versions);
        conflicts += lost_races;
    }
    all.sort_unstable();
    let stored = store.load_game(game).unwrap();
    assert_eq!(
        all,
        (1..=stored.version).collect::<Vec<_>>(),
        "each version once"
    );
    assert_eq!(stored.log_len as u64, stored.version);
    store.verify_game(game).unwrap();
    println!(
        "{} actions by {THREADS} threads, {conflicts} lost races",
        stored.version
    );
}

/// The same key sent by several threads at once: one applies, the rest are duplicates of it.
#[test]
fn a_key_sent_concurrently_applies_once() {
    const SENDERS: usize = 8;
    const ROUNDS: u64 = 40;
    let (_dir, store) = store();
    let game = store
        .create_game(support::new_game(1, 2, 5))
        .unwrap()
        .record
        .id;
    for round in 0..ROUNDS {
        let record = store.load_game(game).unwrap();
        let (seat, action) = support::autoplay::choose(&record.game).unwrap();
        let key = format!("interaction-{round}");
        let start = Arc::new(Barrier::new(SENDERS));
        let senders: Vec<_> = (0..SENDERS)
            .map(|_| {
                let (store, start, action, key) =
                    (store.clone(), start.clone(), action.clone(), key.clone());
                thread::spawn(move || {
                    start.wait();
                    store
                        .apply_action(game, Some(round), seat, &action, Some(&key))
                        .unwrap()
                })
            })
            .collect();
        let outcomes: Vec<_> = senders.into_iter().map(|s| s.join().unwrap()).collect();
        assert_eq!(outcomes.iter().filter(|a| !a.duplicate).count(), 1);
        assert!(outcomes.iter().all(|a| a.version == round + 1));
        assert!(outcomes.iter().all(|a| a.events == outcomes[0].events));
        assert_eq!(store.load_game(game).unwrap().version, round + 1);
    }
    assert_eq!(store.load_log(game).unwrap().actions.len() as u64, ROUNDS);
    store.verify_game(game).unwrap();
}

/// Threads on different games all make progress, and no game sees another's actions.
#[test]
fn different_games_proceed_side_by_side() {
    const GAMES: u64 = 8;
    const ACTIONS: u64 = 40;
    let (_dir, store) = store();
    let games: Vec<GameId> = (0..GAMES)
        .map(|g| {
            store
                .create_game(support::new_game(1, 10 + g, g))
                .unwrap()
                .record
                .id
        })
        .collect();
    let workers: Vec<_> = games
        .iter()
        .map(|&game| {
            let store = store.clone();
            thread::spawn(move || {
                for v in 0..ACTIONS {
                    let record = store.load_game(game).unwrap();
                    let (seat, action) = support::autoplay::choose(&record.game).unwrap();
                    let applied = store
                        .apply_action(game, Some(v), seat, &action, None)
                        .unwrap();
                    assert_eq!(applied.version, v + 1);
                }
            })
        })
        .collect();
    workers.into_iter().for_each(|w| w.join().unwrap());
    let channels: BTreeSet<u64> = games
        .iter()
        .map(|&g| {
            let record = store.load_game(g).unwrap();
            assert_eq!(record.version, ACTIONS);
            store.verify_game(g).unwrap();
            record.channel_id
        })
        .collect();
    assert_eq!(channels.len(), GAMES as usize);
}

/// A log read while the game is stopped (which packs its runs into one) is whole: it never
/// sees the old first run without the others.
#[test]
fn a_log_read_during_packing_is_whole() {
    let (_dir, store) = store();
    for round in 0..20 {
        let game = store
            .create_game(support::new_game(1, 2, 1000 + round))
            .unwrap()
            .record
            .id;
        for _ in 0..30 {
            let record = store.load_game(game).unwrap();
            let (seat, action) = support::autoplay::choose(&record.game).unwrap();
            store.apply_action(game, None, seat, &action, None).unwrap();
        }
        let start = Arc::new(Barrier::new(2));
        let reader = {
            let (store, start) = (store.clone(), start.clone());
            thread::spawn(move || {
                start.wait();
                for _ in 0..200 {
                    let log = store.load_log(game).expect("a whole log");
                    assert_eq!(log.actions.len(), 30);
                }
            })
        };
        start.wait();
        store
            .set_status(game, canasta_storage::GameStatus::Abandoned)
            .unwrap();
        reader.join().unwrap();
    }
}
