//! `canasta-bot export`, `backup` and `compact` on a real database.

use canasta_engine::{Action, Rules};
use canasta_storage::{ExportedGame, NewGame, PlayerSlot, Store};
use std::path::Path;
use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_canasta-bot"))
}

/// Runs the command, retrying while sled in this test process still holds the database lock
/// (sled releases it shortly after the last handle is dropped).
fn run(mut command: Command) -> std::process::Output {
    for _ in 0..100 {
        let out = command.output().unwrap();
        if !String::from_utf8_lossy(&out.stderr).contains("in use by another process") {
            return out;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    command.output().unwrap()
}

/// A database holding one game with a few actions; returns the game id.
fn database_with_a_game(path: &Path) -> u64 {
    let store = Store::open(path).unwrap();
    let players = (0..4)
        .map(|i| PlayerSlot::Human {
            user_id: 100 + i,
            name: format!("P{i}"),
        })
        .collect();
    let created = store
        .create_game(NewGame {
            guild_id: 1,
            channel_id: 2,
            host_id: 100,
            players,
            rules: Rules::classic(),
            seed: 42,
            move_clock: canasta_storage::MoveClock::none(),
            idempotency_key: None,
        })
        .unwrap();
    let id = created.record.id;
    for _ in 0..6 {
        let game = store.load_game(id).unwrap().game;
        let seat = game.seat_to_act().unwrap();
        let action = if game.check(seat, &Action::Draw).is_ok() {
            Action::Draw
        } else {
            Action::Discard {
                card: game.seat_view(seat).hand[0],
            }
        };
        store.apply_action(id, None, seat, &action, None).unwrap();
    }
    id.0
}

#[test]
fn export_writes_a_replayable_game() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let id = database_with_a_game(&db);
    let mut export = bin();
    export
        .args(["export", "--game", &id.to_string(), "--database"])
        .arg(&db);
    let out = run(export);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let exported = ExportedGame::from_json(&String::from_utf8(out.stdout).unwrap()).unwrap();
    assert_eq!(exported.log.actions.len(), 6);
    let store = Store::open_existing(&db).unwrap();
    let stored = store.load_game(canasta_storage::GameId(id)).unwrap().game;
    assert_eq!(exported.replay().unwrap(), stored);
}

#[test]
fn backup_writes_a_copy_that_opens() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let id = database_with_a_game(&db);
    let copy = dir.path().join("copy");
    let mut backup = bin();
    backup.arg("backup").arg(&copy).arg("--database").arg(&db);
    let out = run(backup);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let original = Store::open_existing(&db).unwrap();
    let backup = Store::open_existing(&copy).unwrap();
    let id = canasta_storage::GameId(id);
    assert_eq!(
        backup.load_game(id).unwrap().game,
        original.load_game(id).unwrap().game
    );
}

#[test]
fn compact_keeps_every_record_and_reports_the_sizes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let id = canasta_storage::GameId(database_with_a_game(&db));
    let (game, records) = {
        let store = Store::open_existing(&db).unwrap();
        (
            store.load_game(id).unwrap().game,
            store.raw_records().unwrap(),
        )
    };
    let mut compact = bin();
    compact.arg("compact").arg("--database").arg(&db);
    let out = run(compact);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && said.contains("KiB after"),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let store = Store::open_existing(&db).unwrap();
    assert_eq!(store.load_game(id).unwrap().game, game);
    assert!(store.raw_records().unwrap() == records, "every record kept");
}

#[test]
fn a_missing_database_is_named_in_the_error() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nothing-here");
    let out = bin()
        .args(["export", "--game", "1", "--database"])
        .arg(&missing)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("nothing-here"), "{err}");
}

#[test]
fn ratings_rebuild_recomputes_every_servers_ratings_from_its_results() {
    use canasta_table::ratings::{self, Family, Scope};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let kept = {
        let store = Store::open(&db).unwrap();
        for (game, guild) in [(1, 10), (2, 10), (3, 20)] {
            let at = 1_795_578_780_000 + game;
            let players: Vec<PlayerSlot> = (1..=2)
                .map(|user_id| PlayerSlot::Human {
                    user_id,
                    name: format!("P{user_id}"),
                })
                .collect();
            store
                .put_result(&canasta_storage::GameResult {
                    game_id: canasta_storage::GameId(game),
                    guild_id: guild,
                    channel_id: 2,
                    rules: "two-player".into(),
                    players_at_start: players.clone(),
                    players,
                    teams: vec![vec![0], vec![1]],
                    scores: vec![5000, 100],
                    winners: vec![0],
                    deals: 2,
                    started_at: at - 1,
                    finished_at: at,
                    duration_ms: 1,
                    outcome: canasta_storage::ResultEnd::Finished,
                    deal_lines: Vec::new(),
                })
                .unwrap();
        }
        ratings::catch_up(&store, 10).unwrap();
        store.ratings_raw(10).unwrap()
    };
    let mut rebuild = bin();
    rebuild.args(["ratings", "rebuild", "--database"]).arg(&db);
    let out = run(rebuild);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && said.contains("of 2 servers from 3 results (3 rated)"),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let store = Store::open_existing(&db).unwrap();
    assert!(store.ratings_raw(10).unwrap() == kept, "the same as kept");
    let rating = |guild| {
        ratings::rating_of(&store, guild, 1, Family::TwoPlayer, Scope::AllTime)
            .unwrap()
            .map(|r| r.games)
    };
    assert_eq!((rating(10), rating(20)), (Some(2), Some(1)));
}
