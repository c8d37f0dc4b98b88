//! The leaderboard as a server sees it: standings counted by the table service from stored
//! results, worded by `canasta_wording::render::leaderboard`.

use canasta_storage::{GameId, GameResult, PlayerSlot, ResultEnd};
use canasta_table::standings::standings;
use canasta_wording::payload::limits::violations;
use canasta_wording::payload::Message;
use canasta_wording::render::leaderboard::{leaderboard_embed, LEADERBOARD_ROWS};

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
    assert_eq!(embed.title, "Leaderboard — two-player");
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
        .is_some_and(|f| f.starts_with("2 finished games · 3 players")));
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
