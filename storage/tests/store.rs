//! The store's behaviour through its public API: create, apply, duplicates, conflicts, rule
//! errors, status, indexes, results, settings, export and backup.

mod support;

use canasta_engine::{Action, GameLog, RuleError};
use canasta_storage::{
    ExportedGame, GameId, GameResult, GameStatus, GuildSettings, Store, StoreError,
};
use support::{autoplay, new_game};

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("db")).unwrap();
    (dir, store)
}

/// Plays `n` computer actions on `game`, returning the last version.
fn play(store: &Store, game: GameId, n: usize) -> u64 {
    let mut version = store.load_game(game).unwrap().version;
    for _ in 0..n {
        let record = store.load_game(game).unwrap();
        let Some((seat, action)) = autoplay::choose(&record.game) else {
            break;
        };
        version = store
            .apply_action(game, Some(version), seat, &action, None)
            .unwrap()
            .version;
    }
    version
}

/// Plays `game` to its end.
fn finish(store: &Store, game: GameId) {
    play(store, game, usize::MAX);
    assert_eq!(store.load_game(game).unwrap().status, GameStatus::Finished);
}

#[test]
fn a_created_game_is_listed_and_loads_at_version_zero() {
    let (_dir, store) = store();
    let created = store.create_game(new_game(10, 20, 7)).unwrap();
    let id = created.record.id;
    assert!(!created.duplicate);
    assert!(!created.events.is_empty());
    let loaded = store.load_game(id).unwrap();
    assert_eq!(loaded, created.record);
    assert_eq!(loaded.version, 0);
    assert_eq!(loaded.status, GameStatus::Active);
    assert_eq!(store.active_in_guild(10).unwrap(), vec![id]);
    assert_eq!(store.active_in_channel(20).unwrap(), vec![id]);
    assert_eq!(store.active_for_user(1).unwrap(), vec![id]);
    assert_eq!(store.active_for_user(2).unwrap(), vec![id]);
    assert!(store.active_for_user(3).unwrap().is_empty());
    assert!(store.active_in_guild(11).unwrap().is_empty());
}

#[test]
fn actions_bump_the_version_and_extend_the_log() {
    let (_dir, store) = store();
    let id = store.create_game(new_game(1, 2, 3)).unwrap().record.id;
    let version = play(&store, id, 25);
    assert_eq!(version, 25);
    let record = store.load_game(id).unwrap();
    let log = store.load_log(id).unwrap();
    assert_eq!(record.log_len, 25);
    assert_eq!(log.actions.len(), 25);
    assert_eq!(log.replay().unwrap(), record.game);
    store.verify_game(id).unwrap();
}

#[test]
fn a_rule_error_changes_nothing() {
    let (_dir, store) = store();
    let id = store.create_game(new_game(1, 2, 3)).unwrap().record.id;
    let before = store.load_game(id).unwrap();
    let seat = before.game.seat_to_act().unwrap();
    let wrong = (seat + 1) % 4;
    let err = store
        .apply_action(id, None, wrong, &Action::Draw, Some("k1"))
        .unwrap_err();
    assert!(matches!(
        err,
        StoreError::Rule {
            error: RuleError::NotYourTurn { .. },
            ..
        }
    ));
    assert_eq!(store.load_game(id).unwrap(), before);
    // The key was not used up: the right seat may still use it.
    let applied = store
        .apply_action(id, None, seat, &Action::Draw, Some("k1"))
        .unwrap();
    assert!(!applied.duplicate);
}

#[test]
fn a_stale_version_is_refused() {
    let (_dir, store) = store();
    let id = store.create_game(new_game(1, 2, 3)).unwrap().record.id;
    play(&store, id, 3);
    let record = store.load_game(id).unwrap();
    let (seat, action) = autoplay::choose(&record.game).unwrap();
    let err = store
        .apply_action(id, Some(1), seat, &action, None)
        .unwrap_err();
    assert!(matches!(
        err,
        StoreError::VersionConflict {
            expected: 1,
            actual: 3,
            ..
        }
    ));
    assert_eq!(store.load_game(id).unwrap(), record);
}

#[test]
fn a_repeated_key_returns_the_first_outcome() {
    let (_dir, store) = store();
    let id = store.create_game(new_game(1, 2, 3)).unwrap().record.id;
    play(&store, id, 4);
    let record = store.load_game(id).unwrap();
    let (seat, action) = autoplay::choose(&record.game).unwrap();
    let first = store
        .apply_action(id, Some(4), seat, &action, Some("interaction-1"))
        .unwrap();
    play(&store, id, 3);
    // The retry carries the old expected version: still a duplicate, not a conflict.
    let again = store
        .apply_action(id, Some(4), seat, &action, Some("interaction-1"))
        .unwrap();
    assert!(again.duplicate);
    assert_eq!(again.version, first.version);
    assert_eq!(again.events, first.events);
    assert_eq!(store.load_game(id).unwrap().version, 8);
    // The same key for another action is a caller bug.
    let err = store
        .apply_action(id, None, seat, &Action::AskGoOut, Some("interaction-1"))
        .unwrap_err();
    assert!(matches!(err, StoreError::KeyReused { .. }));
}

#[test]
fn a_repeated_creation_key_returns_the_same_game() {
    let (_dir, store) = store();
    let mut new = new_game(1, 2, 3);
    new.idempotency_key = Some("start-1".into());
    let first = store.create_game(new.clone()).unwrap();
    let again = store.create_game(new).unwrap();
    assert!(again.duplicate);
    assert_eq!(again.record.id, first.record.id);
    assert_eq!(again.events, first.events);
    assert_eq!(store.game_ids().unwrap(), vec![first.record.id]);
}

#[test]
fn invalid_games_are_refused() {
    let (_dir, store) = store();
    let mut new = new_game(1, 2, 3);
    new.players.pop();
    assert!(matches!(
        store.create_game(new),
        Err(StoreError::InvalidGame(_))
    ));
    let mut new = new_game(1, 2, 3);
    new.rules.table.seats = 9;
    assert!(matches!(
        store.create_game(new),
        Err(StoreError::InvalidGame(_))
    ));
    assert!(store.game_ids().unwrap().is_empty());
}

#[test]
fn a_finished_game_leaves_the_indexes_and_records_its_result() {
    let (_dir, store) = store();
    let id = store.create_game(new_game(5, 6, 11)).unwrap().record.id;
    let other = store.create_game(new_game(5, 7, 12)).unwrap().record.id;
    finish(&store, id);
    let record = store.load_game(id).unwrap();
    assert!(record.game.is_over());
    assert!(record.finished_at.is_some());
    assert_eq!(store.active_in_guild(5).unwrap(), vec![other]);
    assert!(store.active_in_channel(6).unwrap().is_empty());
    assert_eq!(store.active_for_user(1).unwrap(), vec![other]);
    store.verify_game(id).unwrap();

    let results: Vec<GameResult> = store
        .results_in_guild(5)
        .unwrap()
        .into_iter()
        .map(Result::unwrap)
        .collect();
    assert_eq!(results.len(), 1);
    let result = &results[0];
    assert_eq!(result.game_id, id);
    assert_eq!(result.scores, record.game.scores());
    assert_eq!(result.winners, record.game.winners().unwrap());
    assert_eq!(result.teams, vec![vec![0, 2], vec![1, 3]]);
    assert_eq!(result.rules, "classic");
    assert_eq!(store.record_result(id).unwrap(), *result);
    assert_eq!(store.results_in_guild(5).unwrap().len(), 1);
    assert!(matches!(
        store.record_result(other),
        Err(StoreError::NotFinished { .. })
    ));

    let err = store
        .apply_action(id, None, 0, &Action::Draw, None)
        .unwrap_err();
    assert!(matches!(err, StoreError::NotActive { .. }));
    assert!(matches!(
        store.set_status(id, GameStatus::Active),
        Err(StoreError::BadTransition { .. })
    ));
}

#[test]
fn abandoning_and_reopening_a_game() {
    let (_dir, store) = store();
    let id = store.create_game(new_game(1, 2, 3)).unwrap().record.id;
    play(&store, id, 10);
    assert_eq!(store.set_status(id, GameStatus::Abandoned).unwrap(), 11);
    assert!(store.active_in_guild(1).unwrap().is_empty());
    assert!(store.active_for_user(2).unwrap().is_empty());
    let record = store.load_game(id).unwrap();
    let (seat, action) = autoplay::choose(&record.game).unwrap();
    assert!(matches!(
        store.apply_action(id, None, seat, &action, None),
        Err(StoreError::NotActive { .. })
    ));
    assert_eq!(store.set_status(id, GameStatus::Active).unwrap(), 12);
    assert_eq!(store.active_in_guild(1).unwrap(), vec![id]);
    play(&store, id, 5);
    let log = store.load_log(id).unwrap();
    assert_eq!(log.actions.len(), 15);
    store.verify_game(id).unwrap();
}

#[test]
fn settings_default_and_persist() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    {
        let store = Store::open(&path).unwrap();
        assert_eq!(store.settings(9).unwrap(), GuildSettings::default());
        let mut settings = GuildSettings {
            default_rules: Some("classic".into()),
            turn_reminder_hours: Some(12),
            ..GuildSettings::default()
        };
        settings.options.insert("lang".into(), "sv".into());
        store.set_settings(9, &settings).unwrap();
    }
    let store = Store::open(&path).unwrap();
    assert_eq!(store.settings(9).unwrap().turn_reminder_hours, Some(12));
    assert_eq!(store.settings(9).unwrap().options["lang"], "sv");
    assert_eq!(store.settings(8).unwrap(), GuildSettings::default());
}

#[test]
fn an_export_replays_to_the_game() {
    let (_dir, store) = store();
    let id = store.create_game(new_game(1, 2, 3)).unwrap().record.id;
    play(&store, id, 40);
    let json = store.export_game(id).unwrap();
    let exported = ExportedGame::from_json(&json).unwrap();
    assert_eq!(exported.game_id, id);
    assert_eq!(exported.log.actions.len(), 40);
    assert_eq!(
        exported.replay().unwrap(),
        store.load_game(id).unwrap().game
    );
    // The log is a plain engine GameLog.
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let log: GameLog = serde_json::from_value(value["log"].clone()).unwrap();
    assert_eq!(log, exported.log);
    assert!(matches!(
        store.export_game(GameId(999_999)),
        Err(StoreError::NotFound(_))
    ));
}

#[test]
fn a_backup_opens_as_a_database_with_the_same_games() {
    let (dir, store) = store();
    let a = store.create_game(new_game(1, 2, 3)).unwrap().record.id;
    let b = store.create_game(new_game(1, 3, 4)).unwrap().record.id;
    play(&store, a, 30);
    finish(&store, b);
    store.set_settings(1, &GuildSettings::default()).unwrap();
    let target = dir.path().join("backup");
    let report = store.backup_to(&target).unwrap();
    assert!(report.records > 30);
    assert!(matches!(
        store.backup_to(&target),
        Err(StoreError::Exists { .. })
    ));
    // The source keeps working.
    play(&store, a, 5);

    let copy = Store::open_existing(&target).unwrap();
    assert_eq!(copy.game_ids().unwrap(), vec![a, b]);
    assert_eq!(copy.load_game(a).unwrap().version, 30);
    assert_eq!(copy.load_game(b).unwrap(), store.load_game(b).unwrap());
    copy.verify_game(a).unwrap();
    copy.verify_game(b).unwrap();
    assert_eq!(copy.active_in_guild(1).unwrap(), vec![a]);
    assert_eq!(copy.results_in_guild(1).unwrap().len(), 1);
    play(&copy, a, 3);
}

#[test]
fn game_ids_parse_as_typed() {
    assert_eq!("#42".parse::<GameId>().unwrap(), GameId(42));
    assert_eq!(" 7 ".parse::<GameId>().unwrap(), GameId(7));
    assert!("x".parse::<GameId>().is_err());
}

#[test]
fn old_idempotency_keys_are_pruned() {
    let (_dir, store) = store();
    let id = store.create_game(new_game(1, 2, 3)).unwrap().record.id;
    let record = store.load_game(id).unwrap();
    let (seat, action) = autoplay::choose(&record.game).unwrap();
    store
        .apply_action(id, None, seat, &action, Some("old"))
        .unwrap();
    assert_eq!(store.prune_idempotency_keys(0).unwrap(), 0);
    assert_eq!(store.prune_idempotency_keys(u64::MAX).unwrap(), 1);
}
