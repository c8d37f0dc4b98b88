//! The leaderboard as a server sees it: standings counted by the table service from stored
//! results, worded by `canasta_wording::render::leaderboard`.

use canasta_storage::{GameId, GameResult, PlayerSlot, ResultEnd, Store};
use canasta_table::leaderboard::{is_board, leaderboard_page};
use canasta_table::standings::standings;
use canasta_wording::board_id::{BoardId, BoardScope};
use canasta_wording::lang::Lang;
use canasta_wording::payload::limits::violations;
use canasta_wording::payload::Message;
use canasta_wording::payload::{Embed, Row};
use canasta_wording::render::leaderboard::{
    wins_board_message, Standing, WinsBoard, PAGE_ROWS as LEADERBOARD_ROWS,
};

/// Page `page` of the wins board of `list` as `reader` sees it, in English.
fn wins_page(
    list: &[Standing],
    rules: Option<&str>,
    games: usize,
    reader: u64,
    page: u32,
) -> Message {
    let board = WinsBoard {
        standings: list,
        rules,
        scope: BoardScope::AllTime,
        games,
    };
    wins_board_message(Lang::En, &board, page, Some(reader))
}

/// The first page's embed.
fn leaderboard_embed(list: &[Standing], rules: Option<&str>, games: usize, reader: u64) -> Embed {
    wins_page(list, rules, games, reader, 0).embeds()[0].clone()
}

/// `n` two-player games, each between users `i` and `i + 1` (the first wins), with long
/// names.
fn results(n: u64) -> Vec<GameResult> {
    (0..n)
        .map(|i| {
            let players: Vec<PlayerSlot> = [i, i + 1]
                .map(|u| PlayerSlot::Human {
                    user_id: u,
                    name: format!("{u} {}", "x".repeat(30)),
                })
                .to_vec();
            GameResult {
                game_id: GameId(i),
                guild_id: 1,
                channel_id: 2,
                rules: "two-player".into(),
                players_at_start: players.clone(),
                players,
                teams: vec![vec![0], vec![1]],
                scores: vec![5000, 1200],
                winners: vec![0],
                deals: 4,
                started_at: 0,
                finished_at: i,
                duration_ms: i,
                outcome: ResultEnd::Finished,
                deal_lines: Vec::new(),
            }
        })
        .collect()
}

#[test]
fn lines_say_wins_games_rate_and_average() {
    let list = standings(&results(2), None);
    let embed = leaderboard_embed(&list, Some("two-player"), 2, 0);
    assert_eq!(embed.title, "Wins — two-player · all time");
    let first = embed.description.lines().next().expect("a line");
    assert!(first.starts_with("**1.** 0 x"), "{first}");
    assert!(
        first.ends_with("— 1 win in 1 game (100%) · average score 5000"),
        "{first}"
    );
    assert!(embed
        .description
        .contains("1 win in 2 games (50%) · average score 3100"));
    assert!(embed
        .footer
        .as_deref()
        .is_some_and(|f| f.starts_with("Page 1 of 1 · 2 finished games · 3 players")));
    let board = WinsBoard {
        standings: &list,
        rules: None,
        scope: BoardScope::AllTime,
        games: 2,
    };
    let swedish = wins_board_message(Lang::Sv, &board, 0, None).embeds()[0].clone();
    assert_eq!(swedish.title, "Vinster — alla partier · all tid");
    assert!(
        swedish
            .description
            .contains("1 vinst på 2 partier (50 %) · snittpoäng 3100"),
        "{}",
        swedish.description
    );
    assert!(swedish
        .footer
        .as_deref()
        .is_some_and(|f| f.starts_with("Sida 1 av 1 · 2 avslutade partier · 3 spelare")));
}

#[test]
fn a_reader_below_the_top_sees_their_own_line() {
    let list = standings(&results(40), None);
    let last = list.last().expect("ranked").clone();
    let embed = leaderboard_embed(&list, None, 40, last.user_id);
    let lines: Vec<&str> = embed.description.lines().collect();
    assert_eq!(lines.len(), LEADERBOARD_ROWS + 2);
    assert_eq!(lines[LEADERBOARD_ROWS], "…");
    assert!(lines[LEADERBOARD_ROWS + 1].starts_with(&format!("**{}.** {}", list.len(), last.name)));
    let top = leaderboard_embed(&list, None, 40, list[0].user_id);
    assert_eq!(top.description.lines().count(), LEADERBOARD_ROWS);
}

#[test]
fn no_games_says_how_to_start_one() {
    let embed = leaderboard_embed(&[], Some("fast"), 0, 1);
    assert!(embed.description.contains("with the fast rules"));
    assert!(embed.description.contains("/canasta new"));
}

#[test]
fn fits_discord_limits_with_many_long_names() {
    let list = standings(&results(500), None);
    let embed = leaderboard_embed(&list, None, 500, 250);
    assert!(violations(&Message::embed(embed)).is_empty());
    let board = WinsBoard {
        standings: &list,
        rules: Some("sitoumussamba"),
        scope: BoardScope::AllTime,
        games: 500,
    };
    for lang in Lang::ALL {
        let page = wins_board_message(lang, &board, 3, Some(250));
        assert!(violations(&page).is_empty(), "{lang}");
    }
}

#[test]
fn pages_of_ten_with_previous_and_next() {
    let list = standings(&results(40), None);
    assert_eq!(list.len(), 41);
    let first = wins_page(&list, Some("two-player"), 40, list[0].user_id, 0);
    let Some(Row::Buttons(buttons)) = first.components().rows.first() else {
        panic!("paging buttons: {first:?}");
    };
    assert_eq!(buttons.len(), 2);
    assert!(buttons[0].disabled && !buttons[1].disabled);
    let next = BoardId::parse(&buttons[1].custom_id).expect("a board id");
    assert_eq!(next.view, "wins.two-player");
    assert_eq!(next.page, 1);
    let second = wins_page(&list, Some("two-player"), 40, 0, next.page);
    let description = &second.embeds()[0].description;
    assert!(description.starts_with("**11.** "), "{description}");
    assert!(second.embeds()[0]
        .footer
        .as_deref()
        .is_some_and(|f| f.starts_with("Page 2 of 5")));
    // A page past the end (an old button) shows the last page, with only "Previous" active.
    let last = wins_page(&list, None, 40, 0, 99);
    assert!(last.embeds()[0].description.starts_with("**41.** "));
    let Some(Row::Buttons(buttons)) = last.components().rows.first() else {
        panic!("paging buttons");
    };
    assert!(!buttons[0].disabled && buttons[1].disabled);
    assert_eq!(
        BoardId::parse(&buttons[0].custom_id).map(|id| id.page),
        Some(3)
    );
    assert!(violations(&last).is_empty());
    // One page: no buttons.
    let one = wins_page(&standings(&results(3), None), None, 3, 0, 0);
    assert!(one.components().rows.is_empty());
}

/// A store holding `n` two-player games among 12 players (each game between `i % 12` and
/// `(i * 5 + 1) % 12` when they differ), one a minute from `start` (ms).
fn store_with_games(dir: &tempfile::TempDir, n: u64, start: u64) -> Store {
    let store = Store::open(dir.path().join("db")).expect("opens");
    for (i, mut result) in results(n).into_iter().enumerate() {
        let i = i as u64;
        let (a, b) = (i % 12, (i * 5 + 1) % 12);
        let b = if a == b { (b + 1) % 12 } else { b };
        for (slot, user) in result.players.iter_mut().zip([a, b]) {
            *slot = PlayerSlot::Human {
                user_id: user,
                name: format!("P{user}"),
            };
        }
        result.players_at_start = result.players.clone();
        result.finished_at = start + i * 60_000;
        store.put_result(&result).expect("stored");
    }
    store
}

#[test]
fn a_rated_page_from_the_store_and_ids_that_name_no_board() {
    let dir = tempfile::tempdir().expect("a directory");
    let store = store_with_games(&dir, 120, 1_790_000_000_000);
    let id = |view: &str, page| BoardId {
        view: view.into(),
        scope: BoardScope::AllTime,
        page,
    };
    let page = leaderboard_page(Lang::En, &store, 1, &id("two-player", 0), None)
        .expect("read")
        .expect("a board");
    let embed = &page.embeds()[0];
    assert_eq!(embed.title, "Leaderboard — Two players · all time");
    assert_eq!(embed.description.lines().count(), 10);
    assert!(
        embed.description.starts_with("**1.** P"),
        "{}",
        embed.description
    );
    assert!(embed
        .footer
        .as_deref()
        .is_some_and(|f| f.starts_with("Page 1 of 2")));
    // Nobody played a partnership game: an empty board, not an error.
    let empty = leaderboard_page(Lang::En, &store, 1, &id("partnership", 3), None)
        .expect("read")
        .expect("a board");
    assert!(empty.embeds()[0].description.contains("No rated games yet"));
    for bad in ["chess", "wins.bridge", "wins.", "overall.classic"] {
        assert_eq!(
            leaderboard_page(Lang::En, &store, 1, &id(bad, 0), None).expect("read"),
            None,
            "{bad}"
        );
    }
    assert!(is_board("wins.classic") && is_board("six") && !is_board("wins.chess"));
}

#[test]
fn a_season_counts_only_its_own_games() {
    let dir = tempfile::tempdir().expect("a directory");
    // 2026-10-31 23:00 UTC: the first hour's games in October, the others in November.
    let store = store_with_games(&dir, 120, 1_793_487_600_000);
    let november = BoardScope::Season {
        quarterly: false,
        index: 26 * 12 + 10,
    };
    let wins = |scope| {
        let id = BoardId {
            view: "wins".into(),
            scope,
            page: 0,
        };
        let page = leaderboard_page(Lang::En, &store, 1, &id, None)
            .expect("read")
            .expect("a board");
        page.embeds()[0].footer.clone().unwrap_or_default()
    };
    assert!(wins(BoardScope::AllTime).contains("120 finished games"));
    assert!(
        wins(november).contains("60 finished games"),
        "{}",
        wins(november)
    );
    let rated = leaderboard_page(
        Lang::En,
        &store,
        1,
        &BoardId {
            view: "overall".into(),
            scope: november,
            page: 0,
        },
        None,
    )
    .expect("read")
    .expect("a board");
    assert!(rated.embeds()[0].title.ends_with("· November 2026"));
}
