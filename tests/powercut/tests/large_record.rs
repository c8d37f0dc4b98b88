//! A record larger than sled's log buffers (a quarter of a segment, about 128 KiB) is kept by
//! sled in a blob file of its own, which sled never syncs: the store syncs it at each flush,
//! so an acknowledged write of one survives a power cut (issue 30; sled alone loses it, see
//! `tests/sled.rs`).

use canasta_engine::Rules;
use canasta_powercut::CutRules;
use canasta_storage::{MoveClock, NewGame, PlayerSlot, Store};
use rand::distributions::Alphanumeric;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

#[test]
fn a_game_too_large_for_the_log_buffers_survives_a_power_cut() {
    let base = tempfile::tempdir().unwrap();
    let Some(disk) = canasta_powercut::mount_or_skip(base.path(), "large record") else {
        return;
    };
    let mut disk = disk.with_rules(CutRules {
        torn_page: 0.0,
        dir_prefix: 0.0,
    });
    let mut rng = StdRng::seed_from_u64(30);
    // A name that does not compress: the game record is over 200 KiB once deflated.
    let name: String = (0..300_000)
        .map(|_| rng.sample(Alphanumeric) as char)
        .collect();
    let players = (1..=4)
        .map(|n| PlayerSlot::Human {
            user_id: n,
            name: if n == 1 {
                name.clone()
            } else {
                format!("P{n}")
            },
        })
        .collect();
    let store = Store::open(disk.path().join("canasta.db")).unwrap();
    let id = {
        let created = store
            .create_game(NewGame {
                guild_id: 1,
                channel_id: 2,
                host_id: 1,
                players,
                rules: Rules::classic(),
                seed: 7,
                move_clock: MoveClock::none(),
                idempotency_key: None,
            })
            .unwrap();
        assert!(disk.stats().blobs > 0, "sled kept the record in its log");
        created.record.id
    };
    // The power goes with the store open: nothing of it runs after (its drop would sync).
    std::mem::forget(store);
    let (left, _) = disk.cut(&mut rng);
    disk.restart(left).unwrap();
    let store = Store::open(disk.path().join("canasta.db")).unwrap();
    let record = store.load_game(id).expect("the acknowledged game is there");
    assert!(matches!(&record.players[0], PlayerSlot::Human { name: n, .. } if *n == name));
    store.verify_game(id).unwrap();
    drop(store);
    disk.unmount();
}
