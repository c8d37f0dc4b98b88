//! A request repeated after its write failed to reach the disk (Discord delivers an
//! interaction again; a double click) is not reported done: the first attempt's write is in
//! the store's memory, not on disk (issue 30: the power-cut test found acknowledged moves
//! lost this way).

use canasta_engine::players::{HeuristicPlayer, Player};
use canasta_engine::Rules;
use canasta_powercut::CutRules;
use canasta_storage::{MoveClock, NewGame, PlayerSlot, Store};
use rand::rngs::StdRng;
use rand::SeedableRng;

fn new_game(key: &str) -> NewGame {
    NewGame {
        guild_id: 1,
        channel_id: 2,
        host_id: 1,
        players: (1..=4)
            .map(|n| PlayerSlot::Human {
                user_id: n,
                name: format!("P{n}"),
            })
            .collect(),
        rules: Rules::classic(),
        seed: 7,
        move_clock: MoveClock::none(),
        idempotency_key: Some(key.into()),
    }
}

#[test]
fn a_repeated_request_whose_first_write_failed_is_not_reported_done() {
    let base = tempfile::tempdir().unwrap();
    let Some(disk) = canasta_powercut::mount_or_skip(base.path(), "retry") else {
        return;
    };
    let mut disk = disk.with_rules(CutRules {
        torn_page: 0.0,
        dir_prefix: 0.0,
    });
    let mut rng = StdRng::seed_from_u64(30);
    let store = Store::open(disk.path().join("canasta.db")).unwrap();
    let record = store.create_game(new_game("create")).unwrap().record;
    let seat = record.game.seat_to_act().unwrap();
    let action = HeuristicPlayer::new().choose(&record.game, seat);
    // The power goes: every write from now on fails to reach the disk.
    let (left, _) = disk.cut(&mut rng);
    let apply = || store.apply_action(record.id, Some(record.version), seat, &action, Some("k"));
    assert!(apply().is_err(), "the move's flush failed");
    assert!(
        apply().is_err(),
        "the repeated move was reported done, but it is not on disk"
    );
    assert!(store.create_game(new_game("create-2")).is_err());
    assert!(
        store.create_game(new_game("create-2")).is_err(),
        "the repeated creation was reported done, but it is not on disk"
    );
    // Nothing of the store runs after the power is gone (its drop would try to sync).
    std::mem::forget(store);
    disk.restart(left).unwrap();
    let store = Store::open(disk.path().join("canasta.db")).unwrap();
    assert_eq!(store.load_game(record.id).unwrap().version, record.version);
    assert_eq!(store.game_ids().unwrap(), vec![record.id]);
    drop(store);
    disk.unmount();
}
