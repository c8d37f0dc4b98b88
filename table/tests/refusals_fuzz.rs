//! A refused input leaves the game byte-identical (issue 14): fuzzed text typed into every
//! command, and fuzzed select values and buttons (current and stale), by the seats and by a
//! stranger, go through the table service into a stored game; every refusal leaves every
//! record of the database (the game, its log, its clock, the idempotency keys, the indexes)
//! byte for byte as it was. An input that happens to be a legal move is applied, and the
//! fuzzing goes on from the new position, to the end of the game and into the next.
//!
//! A quick run is part of `cargo test`; a long one prints its counts:
//!
//! ```text
//! FUZZ_CASES=100000 cargo test --release -p canasta-table --test refusals_fuzz -- --ignored --nocapture
//! ```

// The same text generators as the wording's fuzz targets.
#[path = "../../wording/tests/fuzz/inputs.rs"]
#[allow(dead_code)]
mod inputs;

use canasta_engine::players::{Player, RandomPlayer};
use canasta_engine::{Rules, PRESET_NAMES};
use canasta_storage::{GameId, MoveClock, NewGame, PlayerSlot, Store};
use canasta_table::act::Target;
use canasta_table::{act, Request};
use canasta_wording::custom_id::Control;
use canasta_wording::input::Verb;
use canasta_wording::lang::Lang;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::cell::{Cell, RefCell};
use std::time::Instant;

/// Users 1..=players sit at the table; this one does not.
const STRANGER: u64 = 999;

/// A new game of `preset` (humans only, timed, so it has clock records too).
fn new_game(store: &Store, preset: usize, seed: u64) -> GameId {
    let name = PRESET_NAMES[preset % PRESET_NAMES.len()];
    let rules = Rules::preset(name).expect("a preset");
    let players = (1..=rules.seats() as u64)
        .map(|user_id| PlayerSlot::Human {
            user_id,
            name: format!("P{user_id}"),
        })
        .collect();
    store
        .create_game(NewGame {
            guild_id: 1,
            channel_id: 100 + seed,
            host_id: 1,
            players,
            rules,
            seed,
            move_clock: MoveClock::per_move(24),
            idempotency_key: None,
        })
        .expect("creates")
        .record
        .id
}

/// One fuzzed request: who sends what.
#[derive(Debug, Clone)]
struct Sent {
    text: String,
    verb: usize,
    control: usize,
    user: u64,
    stale: bool,
    pressed: bool,
}

fn sent() -> impl Strategy<Value = Sent> {
    (
        inputs::text(),
        any::<usize>(),
        any::<usize>(),
        0u64..8,
        prop::bool::weighted(0.1),
        prop::bool::weighted(0.3),
    )
        .prop_map(|(text, verb, control, user, stale, pressed)| Sent {
            text,
            verb,
            control,
            user: if user == 0 { STRANGER } else { user },
            stale,
            pressed,
        })
}

fn request(sent: &Sent, version: u64) -> Request {
    if !sent.pressed {
        return Request::Typed {
            verb: Verb::ALL[sent.verb % Verb::ALL.len()],
            args: sent.text.clone(),
        };
    }
    let controls = [
        Control::Meld,
        Control::Discard,
        Control::Take(None),
        Control::Take(Some(sent.text.clone())),
        Control::Draw,
        Control::Ask,
        Control::Answer(true),
        Control::End,
    ];
    Request::Pressed {
        control: controls[sent.control % controls.len()].clone(),
        values: vec![sent.text.clone()],
        version: if sent.stale {
            version.wrapping_sub(1)
        } else {
            version
        },
    }
}

fn fuzz_refusals(cases: u32) {
    // Each game in a database of its own, so comparing every record stays cheap.
    let fresh = |n: u64| {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let game = new_game(&store, n as usize, n);
        (dir, store, game)
    };
    let table = RefCell::new(fresh(0));
    let games = Cell::new(0u64);
    let (ran, refused, applied) = (Cell::new(0u64), Cell::new(0u64), Cell::new(0u64));
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 1_024,
        ..Config::default()
    });
    let start = Instant::now();
    let outcome = runner.run(&sent(), |sent| {
        let n = ran.get();
        ran.set(n + 1);
        let (store, game) = {
            let now = table.borrow();
            (now.1.clone(), Cell::new(now.2))
        };
        let record = store.load_game(game.get()).expect("loads");
        let before = store.raw_records().expect("reads");
        let request = request(&sent, record.version);
        let key = format!("fuzz-{n}");
        match act(
            &store,
            Target::Game(game.get()),
            sent.user,
            Lang::En,
            &request,
            &key,
        ) {
            Ok(_) => applied.set(applied.get() + 1),
            Err(e) => {
                refused.set(refused.get() + 1);
                let after = store.raw_records().expect("reads");
                prop_assert!(
                    before == after,
                    "refused ({e}) but the database changed: {request:?} by {}",
                    sent.user
                );
            }
        }
        // Every other input, the game moves on by a legal move, so inputs meet every phase.
        let record = store.load_game(game.get()).expect("loads");
        if let (Some(seat), true) = (record.game.seat_to_act(), n % 2 == 0) {
            let action = RandomPlayer::new(n).choose(&record.game, seat);
            store
                .apply_action(game.get(), Some(record.version), seat, &action, None)
                .expect("a legal move applies");
        }
        // A new game (of the next preset) at the end, or every so often.
        if n % 150 == 149 || store.load_game(game.get()).expect("loads").game.is_over() {
            games.set(games.get() + 1);
            drop(store);
            *table.borrow_mut() = fresh(games.get());
        }
        Ok::<(), TestCaseError>(())
    });
    let secs = start.elapsed().as_secs_f64();
    if let Err(e) = outcome {
        panic!("fuzz refusals: {e}");
    }
    println!(
        "fuzz refusals: {} inputs ({} refused, byte-identical after each; {} applied) in {} \
         games, 0 panics, {secs:.1} s",
        ran.get(),
        refused.get(),
        applied.get(),
        games.get() + 1
    );
    assert!(refused.get() > 0, "inputs were refused");
}

#[test]
fn refused_inputs_leave_the_database_byte_identical() {
    fuzz_refusals(1_000);
}

/// `FUZZ_CASES=100000 cargo test --release -p canasta-table --test refusals_fuzz -- --ignored
/// --nocapture`
#[test]
#[ignore = "long fuzz run, on demand"]
fn refused_inputs_long() {
    let cases = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.trim().replace('_', "").parse().ok())
        .unwrap_or(100_000);
    fuzz_refusals(cases);
}
