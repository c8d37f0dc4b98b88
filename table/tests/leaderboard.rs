//! The leaderboard as a server sees it: standings counted by the table service from stored
//! results, worded by `canasta_wording::render::leaderboard`.

use canasta_storage::{GameId, GameResult, PlayerSlot, ResultEnd};
use canasta_table::standings::standings;
use canasta_wording::board_id::{BoardId, BoardScope};
use canasta_wording::payload::limits::violations;
use canasta_wording::payload::Message;
use canasta_wording::payload::{Embed, Row};
use canasta_wording::render::leaderboard::{
    wins_board_message, Standing, WinsBoard, PAGE_ROWS as LEADERBOARD_ROWS,
};

/// Page `page` of the wins board of `list` as `reader` sees it.
fn leaderboard_page(
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
    wins_board_message(&board, page, Some(reader))
}

/// The first page's embed.
fn leaderboard_embed(list: &[Standing], rules: Option<&str>, games: usize, reader: u64) -> Embed {
    leaderboard_page(list, rules, games, reader, 0).embeds()[0].clone()
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
}

#[test]
fn pages_of_ten_with_previous_and_next() {
    let list = standings(&results(40), None);
    assert_eq!(list.len(), 41);
    let first = leaderboard_page(&list, Some("two-player"), 40, list[0].user_id, 0);
    let Some(Row::Buttons(buttons)) = first.components().rows.first() else {
        panic!("paging buttons: {first:?}");
    };
    assert_eq!(buttons.len(), 2);
    assert!(buttons[0].disabled && !buttons[1].disabled);
    let next = BoardId::parse(&buttons[1].custom_id).expect("a board id");
    assert_eq!(next.view, "wins.two-player");
    assert_eq!(next.page, 1);
    let second = leaderboard_page(&list, Some("two-player"), 40, 0, next.page);
    let description = &second.embeds()[0].description;
    assert!(description.starts_with("**11.** "), "{description}");
    assert!(second.embeds()[0]
        .footer
        .as_deref()
        .is_some_and(|f| f.starts_with("Page 2 of 5")));
    // A page past the end (an old button) shows the last page, with only "Previous" active.
    let last = leaderboard_page(&list, None, 40, 0, 99);
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
    let one = leaderboard_page(&standings(&results(3), None), None, 3, 0, 0);
    assert!(one.components().rows.is_empty());
}
