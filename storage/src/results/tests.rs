//! Results: format 1 read as format 2, format 2 round trips, what a finished game's result
//! holds deal by deal, and a resignation's result written with the status change.

use super::*;
use crate::format::{decode_plain, encode_plain};
use crate::{GameStatus, NewGame, Store, StoreError};
use canasta_engine::players::{HeuristicPlayer, Player};
use canasta_engine::Rules;
use canasta_records::HandedOver;

fn human(user_id: u64) -> PlayerSlot {
    PlayerSlot::Human {
        user_id,
        name: format!("P{user_id}"),
    }
}

fn computer(name: &str) -> PlayerSlot {
    PlayerSlot::Computer {
        name: name.into(),
        kind: "heuristic".into(),
    }
}

/// A format-1 result as the released build wrote it.
const V1_JSON: &str = r#"{"game_id":2,"guild_id":500,"channel_id":2,"rules":"classic",
"players":[{"type":"human","user_id":1,"name":"Ada"},{"type":"computer","name":"Bot B","kind":"random"},
{"type":"human","user_id":2,"name":"Grace"},{"type":"computer","name":"Bot D","kind":"random"}],
"teams":[[0,2],[1,3]],"scores":[640,-35],"winners":[0],"deals":1,"started_at":1000,
"finished_at":5000,"duration_ms":4000}"#;

#[test]
fn a_format_1_result_reads_as_a_finished_game_without_deal_lines() {
    let bytes = crate::format::envelope::seal(
        Kind::Result,
        1,
        crate::format::envelope::Codec::Json,
        V1_JSON.as_bytes(),
    );
    let result: GameResult = decode_plain(&bytes).expect("format 1 reads");
    assert_eq!(result.game_id, GameId(2));
    assert_eq!(
        (result.scores.as_slice(), result.deals),
        (&[640, -35][..], 1)
    );
    assert_eq!(result.outcome, ResultEnd::Finished);
    assert_eq!(result.players_at_start, result.players);
    assert!(result.deal_lines.is_empty());
    assert_eq!(result.duration_ms, 4000);
    // Written again, it is format 2 and reads back the same.
    let again = encode_plain(&result);
    assert_eq!(u16::from_be_bytes([again[2], again[3]]), 2);
    assert_eq!(decode_plain::<GameResult>(&again), Ok(result));
}

#[test]
fn format_2_round_trips_and_a_newer_format_is_refused() {
    let result = GameResult {
        game_id: GameId(9),
        guild_id: 1,
        channel_id: 2,
        rules: "classic".into(),
        players: vec![human(1), computer("Ada"), human(3), human(7)],
        teams: vec![vec![0, 2], vec![1, 3]],
        scores: vec![1200, 800],
        winners: vec![1],
        deals: 1,
        started_at: 10,
        finished_at: 30,
        duration_ms: 20,
        outcome: ResultEnd::Resigned { seat: 2 },
        players_at_start: vec![human(1), human(2), human(3), human(4)],
        deal_lines: vec![DealLine {
            deal: 1,
            went_out: Some(3),
            concealed: true,
            scores: vec![1200, 800],
            totals: vec![1200, 800],
            canastas: Some(vec![2, 1]),
        }],
    };
    let bytes = encode_plain(&result);
    assert_eq!(decode_plain::<GameResult>(&bytes), Ok(result.clone()));
    let json = serde_json::to_value(&result).expect("serializes");
    assert_eq!(
        json["outcome"],
        serde_json::json!({"kind": "resigned", "seat": 2})
    );
    let newer = crate::format::envelope::seal(
        Kind::Result,
        3,
        crate::format::envelope::Codec::Json,
        &serde_json::to_vec(&json).expect("json"),
    );
    assert!(matches!(
        decode_plain::<GameResult>(&newer),
        Err(FormatError::TooNew { found: 3, .. })
    ));
}

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = Store::open(dir.path().join("db")).expect("opens");
    (dir, store)
}

fn new_game(players: Vec<PlayerSlot>, target: i32, seed: u64) -> NewGame {
    let mut rules = Rules::classic();
    rules.target = target;
    NewGame {
        guild_id: 500,
        channel_id: 7,
        host_id: 1,
        players,
        rules,
        seed,
        move_clock: crate::MoveClock::none(),
        idempotency_key: None,
    }
}

/// Plays `game` with heuristic players through the store, at most `actions` actions.
fn play(store: &Store, game: GameId, actions: usize) {
    let mut player = HeuristicPlayer::new();
    for _ in 0..actions {
        let record = store.load_game(game).expect("loads");
        let Some(seat) = record.game.seat_to_act() else {
            return;
        };
        let action = player.choose(&record.game, seat);
        store
            .apply_action(game, Some(record.version), seat, &action, None)
            .expect("applies");
    }
}

#[test]
fn a_finished_games_result_adds_up_deal_by_deal() {
    let (_dir, store) = store();
    let players = vec![human(1), computer("B"), human(2), computer("D")];
    let game = store
        .create_game(new_game(players.clone(), 3000, 21))
        .expect("created")
        .record
        .id;
    play(&store, game, 20_000);
    let record = store.load_game(game).expect("loads");
    assert_eq!(record.status, GameStatus::Finished);
    let stored = store.results_in_guild(500).expect("reads");
    let [Ok(result)] = stored.as_slice() else {
        panic!("one result: {stored:?}")
    };
    assert_eq!(result.outcome, ResultEnd::Finished);
    assert_eq!(result.players_at_start, players);
    assert!(
        result.deal_lines.len() > 1,
        "{} deals",
        result.deal_lines.len()
    );
    assert_eq!(result.deal_lines.len(), result.deals as usize);
    let last = result.deal_lines.last().expect("a deal");
    assert_eq!(
        last.totals, result.scores,
        "the last running total is the score"
    );
    for team in 0..result.teams.len() {
        let sum: i32 = result.deal_lines.iter().map(|d| d.scores[team]).sum();
        assert_eq!(sum, result.scores[team], "team {team}'s deal scores add up");
    }
    let mut running = vec![0; result.teams.len()];
    for (n, line) in result.deal_lines.iter().enumerate() {
        assert_eq!(line.deal as usize, n + 1);
        for (total, score) in running.iter_mut().zip(&line.scores) {
            *total += score;
        }
        assert_eq!(line.totals, running, "deal {}", line.deal);
        let canastas = line.canastas.as_ref().expect("counted");
        assert_eq!(canastas.len(), result.teams.len());
        if let Some(seat) = line.went_out {
            // Going out needs a canasta (FI 18).
            assert!(
                canastas[record.rules.team_of(seat)] >= 1,
                "deal {}",
                line.deal
            );
        }
    }
    // Writing it again gives the same result.
    assert_eq!(&store.record_result(game).expect("rewritten"), result);
}

#[test]
fn a_seat_handed_over_counts_as_its_owners_at_the_start() {
    let (_dir, store) = store();
    let players = vec![human(1), computer("B"), human(2), computer("D")];
    let game = store
        .create_game(new_game(players.clone(), 5000, 3))
        .expect("created")
        .record
        .id;
    let (record, _) = store
        .lock_game(game)
        .change_seats(|r| {
            r.players[2] = computer("Stand-in");
            r.timeouts.handed_over.push(HandedOver {
                seat: 2,
                owner: human(2),
                offered: true,
            });
            Ok::<(), StoreError>(())
        })
        .expect("handed over");
    let result = GameResult::resignation(&record, 0, 99).expect("resignable");
    assert_eq!(result.players[2], computer("Stand-in"));
    assert_eq!(result.players_at_start, players);
}

/// A classic game of four humans (users 1 to 4, guild 500), forty actions into its deal.
fn four_humans_forty_actions_in(store: &Store) -> GameId {
    let players = vec![human(1), human(2), human(3), human(4)];
    let game = store
        .create_game(new_game(players, 5000, 5))
        .expect("created")
        .record
        .id;
    play(store, game, 40);
    game
}

#[test]
fn a_resignation_is_written_with_the_status_change_as_a_loss_for_the_side() {
    let (_dir, store) = store();
    let game = four_humans_forty_actions_in(&store);
    let before = store.load_game(game).expect("loads");
    let (record, result) = store.lock_game(game).resign(1).expect("resigned");
    assert_eq!(record.status, GameStatus::Abandoned);
    assert_eq!(record.version, before.version + 1);
    assert_eq!(result.outcome, ResultEnd::Resigned { seat: 1 });
    assert_eq!(result.winners, vec![0], "seats 1 & 3 lose, 0 & 2 win");
    assert_eq!(result.scores, before.game.scores());
    assert_eq!(result.deal_lines.len(), before.game.history().len());
    assert_eq!(result.finished_at, record.updated_at);
    assert!(store.active_in_guild(500).expect("reads").is_empty());
    let stored: Vec<GameResult> = store
        .results_in_guild(500)
        .expect("reads")
        .into_iter()
        .map(|r| r.expect("reads"))
        .collect();
    assert_eq!(stored, vec![result]);
    // A second resignation finds the game stopped and writes nothing.
    assert!(matches!(
        store.lock_game(game).resign(0),
        Err(StoreError::NotActive { .. })
    ));
    assert_eq!(store.results_in_guild(500).expect("reads").len(), 1);
    // Reopened (an admin's repair), it is being played again: the result goes.
    store
        .set_status(game, GameStatus::Active)
        .expect("reopened");
    assert!(store.results_in_guild(500).expect("reads").is_empty());
}

#[test]
fn three_sides_resigning_one_leaves_two_winners_and_abandoning_writes_none() {
    let (_dir, store) = store();
    let mut new = new_game(vec![human(1), human(2), human(3)], 5000, 8);
    new.rules = Rules::three_player();
    let game = store.create_game(new).expect("created").record.id;
    let (_, result) = store.lock_game(game).resign(2).expect("resigned");
    assert_eq!(result.winners, vec![0, 1]);
    assert_eq!(result.deals, 0);
    let other = store
        .create_game(new_game(
            vec![human(1), human(2), human(3), human(4)],
            5000,
            9,
        ))
        .expect("created")
        .record
        .id;
    store
        .set_status(other, GameStatus::Abandoned)
        .expect("abandoned");
    let games: Vec<GameId> = store
        .results_in_guild(500)
        .expect("reads")
        .into_iter()
        .map(|r| r.expect("reads").game_id)
        .collect();
    assert_eq!(games, vec![game], "the abandoned game has no result");
}

/// The shared, decoded results of a guild are read again after every write to the results
/// tree: a resignation's result, a reopened game's removal, an imported result; between
/// writes every reader gets the same list without decoding it again.
#[test]
fn shared_results_follow_every_write() {
    let (_dir, store) = store();
    let shared = |store: &Store| {
        store
            .readable_results_in_guild(500, |e| panic!("unreadable: {e}"))
            .expect("reads")
    };
    assert!(shared(&store).is_empty());
    let game = four_humans_forty_actions_in(&store);
    let (_, result) = store.lock_game(game).resign(1).expect("resigned");
    let first = shared(&store);
    assert_eq!(*first, vec![result.clone()]);
    assert!(std::sync::Arc::ptr_eq(&first, &shared(&store)), "kept");
    store
        .set_status(game, GameStatus::Active)
        .expect("reopened");
    assert!(shared(&store).is_empty(), "the removed result is gone");
    let imported = GameResult {
        game_id: GameId(77),
        ..result.clone()
    };
    let _kept = shared(&store);
    store.put_result(&imported).expect("stored");
    assert_eq!(*shared(&store), vec![imported.clone()]);
    // A later result is appended to the kept list; an earlier one is read in its place.
    let later = GameResult {
        game_id: GameId(78),
        finished_at: result.finished_at + 1000,
        ..result.clone()
    };
    store.put_result(&later).expect("stored");
    assert_eq!(*shared(&store), vec![imported.clone(), later.clone()]);
    let earlier = GameResult {
        game_id: GameId(79),
        finished_at: result.finished_at - 1000,
        ..result
    };
    store.put_result(&earlier).expect("stored");
    let read_again: Vec<GameResult> = store
        .results_in_guild(500)
        .expect("reads")
        .into_iter()
        .map(|r| r.expect("reads"))
        .collect();
    assert_eq!(*shared(&store), read_again);
    assert_eq!(*shared(&store), vec![earlier, imported, later]);
}
