//! The ratings shown at a game's end against the kept ratings before and after it.

use super::*;
use crate::ratings::Rating;
use crate::test_games::{human, open_unflushed};
use canasta_engine::players::{HeuristicPlayer, Player};
use canasta_storage::{GameId, GuildSettings, ResultEnd, SeasonMode};
use canasta_wording::board_id::BoardScope;

const GUILD: u64 = 7;
/// 2026-11-25 UTC.
const NOW: u64 = 1_795_578_780_000;
/// Forty days earlier: October 2026.
const OCTOBER: u64 = NOW - 40 * 86_400_000;

/// A finished game of `rules` at `at` between `users` (by seat) in `teams`, won by `winner`.
fn result(
    game: u64,
    at: u64,
    rules: &str,
    users: &[u64],
    teams: Vec<Vec<usize>>,
    winner: usize,
) -> GameResult {
    let players: Vec<PlayerSlot> = users.iter().map(|u| human(*u)).collect();
    GameResult {
        game_id: GameId(game),
        guild_id: GUILD,
        channel_id: 2,
        rules: rules.into(),
        players: players.clone(),
        scores: (0..teams.len())
            .map(|t| if t == winner { 5100 } else { 2300 })
            .collect(),
        teams,
        winners: vec![winner],
        deals: 3,
        started_at: at - 1000,
        finished_at: at,
        duration_ms: 1000,
        outcome: ResultEnd::Finished,
        players_at_start: players,
        deal_lines: Vec::new(),
    }
}

fn two_player(game: u64, at: u64, users: [u64; 2], winner: usize) -> GameResult {
    result(
        game,
        at,
        "two-player",
        &users,
        vec![vec![0], vec![1]],
        winner,
    )
}

/// Everyone's kept all-time rating in `family`.
fn kept(store: &Store, user: u64, family: Family) -> Rating {
    ratings::rating_of(store, GUILD, user, family, Scope::AllTime)
        .expect("reads")
        .unwrap_or_default()
}

fn rated(ratings: &ResultRatings) -> (&str, BoardScope, &[RatingShift]) {
    match ratings {
        ResultRatings::Rated {
            family,
            board,
            players,
        } => (family, *board, players),
        ResultRatings::Unrated(why) => panic!("unrated: {why:?}"),
    }
}

#[test]
fn the_changes_shown_are_the_kept_ratings_before_and_after_the_game() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = open_unflushed(&dir);
    // Users 1 and 2 have played six games; user 3 one.
    for game in 1..=6 {
        store
            .put_result(&two_player(
                game,
                NOW + game,
                [1, 2],
                (game % 3 == 0).into(),
            ))
            .expect("stored");
    }
    store
        .put_result(&two_player(7, NOW + 7, [3, 2], 0))
        .expect("stored");
    ratings::catch_up(&store, GUILD).expect("caught up");
    let before: Vec<Rating> = [1, 3]
        .iter()
        .map(|u| kept(&store, *u, Family::TwoPlayer))
        .collect();

    // User 3 beats user 1: the post's numbers include the game without a catch-up first.
    let game = two_player(8, NOW + 8, [1, 3], 1);
    store.put_result(&game).expect("stored");
    let shown = result_ratings(&store, &game).expect("rated");
    let after: Vec<Rating> = [1, 3]
        .iter()
        .map(|u| kept(&store, *u, Family::TwoPlayer))
        .collect();
    let (family, board, players) = rated(&shown);
    assert_eq!((family, board), ("two-player", BoardScope::AllTime));
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["U3", "U1"], "the winner first");
    for (shift, (before, after)) in players.iter().zip(before.iter().zip(&after).rev()) {
        assert_eq!(shift.before, before.shown(), "{}", shift.name);
        assert_eq!(shift.after, after.shown(), "{}", shift.name);
        assert_eq!(shift.after - shift.before, after.shown() - before.shown());
        assert_eq!(shift.before_provisional, before.provisional());
        assert_eq!(shift.after_provisional, after.provisional());
    }
    assert!(players[0].after > players[0].before, "the winner rises");
    assert!(players[1].after < players[1].before, "the loser falls");
    // User 1 (now seven games) is listed; user 3 (two) is not yet.
    let board = ratings::board(&store, GUILD, Family::TwoPlayer, Scope::AllTime).expect("board");
    let rank = board
        .rows
        .iter()
        .find(|r| r.user_id == 1)
        .expect("listed")
        .rank;
    assert_eq!(players[1].standing, Standing::Ranked(rank));
    assert_eq!(
        players[0].standing,
        Standing::TooFewGames {
            games: 2,
            needed: MIN_GAMES_ON_BOARD
        }
    );

    // Built again (the post sent again after a restart): the same, and nothing counted twice.
    assert_eq!(result_ratings(&store, &game).expect("again"), shown);
    assert_eq!(kept(&store, 1, Family::TwoPlayer), after[0]);
    assert_eq!(kept(&store, 1, Family::TwoPlayer).games, 7);
}

#[test]
fn with_seasons_the_rank_is_on_the_board_of_the_season_the_game_ended_in() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = open_unflushed(&dir);
    let settings = GuildSettings {
        seasons: Some(SeasonMode::Monthly),
        ..GuildSettings::default()
    };
    store.set_settings(GUILD, &settings).expect("saved");
    let teams = || vec![vec![0, 2], vec![1, 3]];
    // October: five partnership games of users 1 to 4 (all listed all time).
    for game in 1..=5 {
        let r = result(game, OCTOBER + game, "classic", &[1, 2, 3, 4], teams(), 0);
        store.put_result(&r).expect("stored");
    }
    // November: the first of the season, with user 5 for user 4.
    let game = result(6, NOW, "classic", &[1, 2, 3, 5], teams(), 1);
    store.put_result(&game).expect("stored");
    let shown = result_ratings(&store, &game).expect("rated");
    let (family, board, players) = rated(&shown);
    assert_eq!(family, "partnership");
    assert_eq!(
        board,
        BoardScope::Season {
            quarterly: false,
            index: 26 * 12 + 10
        }
    );
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["U2", "U5", "U1", "U3"], "the winners first");
    // One game this season: nobody is on November's board yet, though users 1 to 3 are on
    // the all-time board; the change is all-time (user 1's seventh game).
    for shift in players {
        assert_eq!(
            shift.standing,
            Standing::TooFewGames {
                games: 1,
                needed: MIN_GAMES_ON_BOARD
            },
            "{}",
            shift.name
        );
    }
    let one = kept(&store, 1, Family::Partnership);
    assert_eq!(one.games, 6);
    assert_eq!(players[2].after, one.shown());
    assert!(players[2].before > 1000.0, "user 1 had won five games");
}

#[test]
fn a_game_with_a_computer_seat_says_so_and_an_unfinished_game_has_none() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = open_unflushed(&dir);
    let mut game = two_player(1, NOW, [1, 2], 0);
    game.players_at_start[1] = PlayerSlot::Computer {
        name: "Ada (computer)".into(),
        kind: "heuristic".into(),
    };
    game.players = game.players_at_start.clone();
    store.put_result(&game).expect("stored");
    assert_eq!(
        result_ratings(&store, &game).expect("read"),
        ResultRatings::Unrated(Unrated::ComputerSeat)
    );
    let mut twice = two_player(2, NOW, [1, 1], 0);
    twice.players = twice.players_at_start.clone();
    assert_eq!(
        result_ratings(&store, &twice).expect("read"),
        ResultRatings::Unrated(Unrated::NotRatable)
    );
    let new = crate::test_games::four_humans(3, canasta_storage::MoveClock::none());
    let record = store.create_game(new).expect("created").record;
    assert_eq!(finished_game_ratings(&store, &record).expect("read"), None);
}

#[test]
fn a_finished_game_through_the_store_is_rated_from_its_record() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = open_unflushed(&dir);
    let mut new = crate::test_games::four_humans(5, canasta_storage::MoveClock::none());
    new.rules.target = 100;
    let id = store.create_game(new).expect("created").record.id;
    let mut record = store.load_game(id).expect("loads");
    while record.status == GameStatus::Active {
        let seat = record.game.seat_to_act().expect("active");
        let action = HeuristicPlayer::new().choose(&record.game, seat);
        store
            .apply_action(id, Some(record.version), seat, &action, None)
            .expect("applies");
        record = store.load_game(id).expect("loads");
    }
    let shown = finished_game_ratings(&store, &record)
        .expect("read")
        .expect("finished");
    let (family, _, players) = rated(&shown);
    assert_eq!(family, "partnership");
    assert_eq!(players.len(), 4);
    for shift in players {
        assert!((shift.before - 1000.0).abs() < 1e-9, "{shift:?}");
        let kept = ratings::rating_of(
            &store,
            1,
            user_of(&shift.name),
            Family::Partnership,
            Scope::AllTime,
        );
        assert_eq!(Some(shift.after), kept.expect("reads").map(|r| r.shown()));
    }
}

/// The user of the test games' player named `P<n>`.
fn user_of(name: &str) -> u64 {
    name.trim_start_matches('P')
        .parse()
        .expect("a test player's name")
}

#[test]
fn a_resignation_is_rated_as_a_loss_for_the_resigning_side() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = open_unflushed(&dir);
    let new = crate::test_games::four_humans(6, canasta_storage::MoveClock::none());
    let id = store.create_game(new).expect("created").record.id;
    // User 1 (seat 0, team 0) resigns: users 2 and 4 win.
    let resigned = crate::start::resign(&store.lock_game(id), 1).expect("resigned");
    let shown = result_ratings(&store, &resigned.result).expect("rated");
    let (_, _, players) = rated(&shown);
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["P2", "P4", "P1", "P3"], "the winners first");
    assert!(players[..2].iter().all(|p| p.after > p.before));
    assert!(players[0].after > players[2].after);
}
