use super::*;
use crate::computer::{computer_step, computer_to_act};
use canasta_engine::{Event, RuleError, Rules};
use canasta_storage::{GameRecord, NewGame, PlayerSlot};
use canasta_wording::lang::Lang;

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("db")).unwrap();
    (dir, store)
}

/// A classic game in channel 50; `computers` seats (from the end) are computer players, of
/// every level (and one stored before the levels, `heuristic`).
fn game(store: &Store, computers: usize) -> GameRecord {
    let players = (0..4)
        .map(|i| {
            if i >= 4 - computers {
                PlayerSlot::Computer {
                    name: format!("C{i}"),
                    kind: ["heuristic", "good", "strong", "basic"][i].into(),
                }
            } else {
                PlayerSlot::Human {
                    user_id: 10 + i as u64,
                    name: format!("P{i}"),
                }
            }
        })
        .collect();
    let new = NewGame {
        guild_id: 1,
        channel_id: 50,
        host_id: 10,
        players,
        rules: Rules::classic(),
        seed: 7,
        move_clock: canasta_storage::MoveClock::none(),
        idempotency_key: None,
    };
    store.create_game(new).unwrap().record
}

fn typed(verb: Verb, args: &str) -> Request {
    Request::Typed {
        verb,
        args: args.into(),
    }
}

#[test]
fn a_move_applies_once_per_key_and_only_for_the_player_concerned() {
    let (_dir, store) = store();
    let record = game(&store, 0);
    let seat = record.game.seat_to_act().unwrap();
    let user = 10 + seat as u64;
    let other = 10 + ((seat + 1) % 4) as u64;
    let draw = typed(Verb::Draw, "");
    let here = Target::Channel(50);
    assert!(matches!(
        act(&store, here, 99, Lang::En, &draw, "k0"),
        Err(TableError::NotAPlayer)
    ));
    assert!(matches!(
        act(&store, here, other, Lang::En, &draw, "k1"),
        Err(TableError::Rule {
            error: RuleError::NotYourTurn { .. },
            ..
        })
    ));
    assert!(matches!(
        act(&store, Target::Channel(51), user, Lang::En, &draw, "k2"),
        Err(TableError::NoGameHere)
    ));
    let acted = act(&store, here, user, Lang::En, &draw, "k3").unwrap();
    assert_eq!((acted.after.version, acted.duplicate), (1, false));
    assert!(matches!(acted.events[0], Event::Drew { .. }));
    let again = act(&store, here, user, Lang::En, &draw, "k3").unwrap();
    assert_eq!((again.after.version, again.duplicate), (1, true));
    assert_eq!(again.events, acted.events);
}

#[test]
fn stale_views_and_typing_mistakes_change_nothing() {
    let (_dir, store) = store();
    let record = game(&store, 0);
    let seat = record.game.seat_to_act().unwrap();
    let user = 10 + seat as u64;
    let target = Target::Game(record.id);
    let old = Request::Pressed {
        control: Control::Draw,
        values: Vec::new(),
        version: 5,
    };
    assert!(matches!(
        act(&store, target, user, Lang::En, &old, "a"),
        Err(TableError::Stale)
    ));
    act(&store, target, user, Lang::En, &typed(Verb::Draw, ""), "b").unwrap();
    assert!(matches!(
        act(
            &store,
            target,
            user,
            Lang::En,
            &typed(Verb::Meld, "7 7 x"),
            "c"
        ),
        Err(TableError::Input(_))
    ));
    let current = Request::Pressed {
        control: Control::Draw,
        values: Vec::new(),
        version: 1,
    };
    assert!(matches!(
        act(&store, target, user, Lang::En, &current, "d"),
        Err(TableError::Rule {
            error: RuleError::AlreadyDrew,
            ..
        })
    ));
    assert_eq!(store.load_game(record.id).unwrap().version, 1);
}

#[test]
fn computer_players_move_until_a_human_is_to_act() {
    let (_dir, store) = store();
    let quick = crate::thinking::Thinking::quickest().budget(1);
    let record = game(&store, 4);
    let mut moves = 0;
    while let Some(acted) = computer_step(&store, record.id, quick).unwrap() {
        assert!(!acted.duplicate);
        moves += 1;
        if moves == 50 {
            break;
        }
    }
    assert_eq!(moves, 50, "four computer players keep playing");
    let mixed = game(&store, 2);
    while computer_step(&store, mixed.id, quick).unwrap().is_some() {}
    let now = store.load_game(mixed.id).unwrap();
    assert_eq!(computer_to_act(&now), None);
    assert!(now.game.seat_to_act().is_some_and(|s| s < 2));
}
