//! The leaderboard of a server: each person's finished games, wins and points, computed from
//! the stored results. Computer players are not ranked; a game resigned (`/resign`) counts as
//! a loss for the resigning side and a win for the others; an abandoned game (`/abandon`)
//! recorded no result and does not count.

use super::error::TableError;
use canasta_storage::{GameResult, PlayerSlot, Store};
use canasta_wording::render::leaderboard::Standing;
use std::cmp::Reverse;
use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

/// The standings over `results`, optionally only of the rule set named `rules`: best first
/// (most wins, then best win rate, then most points, then name).
pub fn standings<'a>(
    results: impl IntoIterator<Item = &'a GameResult>,
    rules: Option<&str>,
) -> Vec<Standing> {
    let mut by_user: HashMap<u64, Counted> = HashMap::new();
    for result in results
        .into_iter()
        .filter(|r| rules.is_none_or(|name| r.rules == name))
    {
        count(result, &mut by_user);
    }
    let mut list: Vec<Standing> = by_user.into_values().map(|c| c.standing).collect();
    list.sort_by_key(|s| {
        (
            Reverse(s.won),
            Reverse(s.win_rate_per_10000()),
            Reverse(s.points),
            s.name.to_lowercase(),
            s.user_id,
        )
    });
    list
}

/// The standings of a server (of the rule set `rules`, or of all; of the games that ended
/// `within` a time span in ms since the epoch, or of all), and how many finished games they
/// count. A result that cannot be read is logged and left out.
pub fn server_standings(
    store: &Store,
    guild: u64,
    rules: Option<&str>,
    within: Option<Range<u64>>,
) -> Result<(Vec<Standing>, usize), TableError> {
    let all = readable_results(store, guild)?;
    let results: Vec<&GameResult> = all
        .iter()
        .filter(|r| rules.is_none_or(|name| r.rules == name))
        .filter(|r| {
            within
                .as_ref()
                .is_none_or(|span| span.contains(&r.finished_at))
        })
        .collect();
    Ok((standings(results.iter().copied(), None), results.len()))
}

/// Every result of `guild` that can be read, oldest first; one that cannot is logged and left
/// out (the boards, /profile and the reports read the same way). Shared: the store decodes a
/// guild's results once and keeps them while none is written.
pub(crate) fn readable_results(
    store: &Store,
    guild: u64,
) -> Result<Arc<Vec<GameResult>>, TableError> {
    Ok(store.readable_results_in_guild(guild, |e| {
        tracing::warn!(guild, error = %e, "a result cannot be read");
    })?)
}

/// A standing being counted, and when its most recent game ended (ms since the epoch).
struct Counted {
    standing: Standing,
    last_played: u64,
}

/// Adds one finished game to every human's standing.
fn count(result: &GameResult, by_user: &mut HashMap<u64, Counted>) {
    let draw = result.winners.len() > 1;
    for (team, seats) in result.teams.iter().enumerate() {
        let score = result.scores.get(team).copied().unwrap_or(0);
        let won = result.winners.contains(&team);
        for &seat in seats {
            let Some(PlayerSlot::Human { user_id, name }) = result.players.get(seat) else {
                continue;
            };
            let counted = by_user.entry(*user_id).or_insert_with(|| Counted {
                standing: Standing {
                    user_id: *user_id,
                    name: name.clone(),
                    played: 0,
                    won: 0,
                    drawn: 0,
                    points: 0,
                },
                last_played: 0,
            });
            let standing = &mut counted.standing;
            standing.played += 1;
            standing.won += u32::from(won && !draw);
            standing.drawn += u32::from(won && draw);
            standing.points += i64::from(score);
            if result.finished_at >= counted.last_played {
                counted.last_played = result.finished_at;
                standing.name.clone_from(name);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_storage::GameId;

    fn human(user_id: u64, name: &str) -> PlayerSlot {
        PlayerSlot::Human {
            user_id,
            name: name.into(),
        }
    }

    fn computer() -> PlayerSlot {
        PlayerSlot::Computer {
            name: "Ada (computer)".into(),
            kind: "heuristic".into(),
        }
    }

    /// A finished four-seat partnership game: seats 0 & 2 against 1 & 3.
    fn result(
        game: u64,
        rules: &str,
        players: [PlayerSlot; 4],
        scores: [i32; 2],
        finished_at: u64,
    ) -> GameResult {
        let winners = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => vec![0],
            std::cmp::Ordering::Less => vec![1],
            std::cmp::Ordering::Equal => vec![0, 1],
        };
        GameResult {
            game_id: GameId(game),
            guild_id: 1,
            channel_id: 2,
            rules: rules.into(),
            players: players.to_vec(),
            players_at_start: players.to_vec(),
            teams: vec![vec![0, 2], vec![1, 3]],
            scores: scores.to_vec(),
            winners,
            deals: 5,
            started_at: 0,
            finished_at,
            duration_ms: finished_at,
            outcome: canasta_storage::ResultEnd::Finished,
            deal_lines: Vec::new(),
        }
    }

    fn table(a: u64, b: u64, c: u64, d: u64) -> [PlayerSlot; 4] {
        [
            human(a, &format!("P{a}")),
            human(b, &format!("P{b}")),
            human(c, &format!("P{c}")),
            human(d, &format!("P{d}")),
        ]
    }

    #[test]
    fn wins_games_and_points_per_person_best_first() {
        let results = [
            result(1, "classic", table(1, 2, 3, 4), [5120, 3400], 10),
            result(2, "classic", table(1, 3, 2, 4), [5300, 4100], 20),
        ];
        let list = standings(&results, None);
        let ids: Vec<u64> = list.iter().map(|s| s.user_id).collect();
        // 1 won twice; 2 and 3 once each (3 with more points); 4 never.
        assert_eq!(ids, [1, 3, 2, 4]);
        let first = &list[0];
        assert_eq!((first.played, first.won, first.drawn), (2, 2, 0));
        assert_eq!(first.points, 5120 + 5300);
        assert_eq!(first.win_percent(), 100);
        assert_eq!(first.average_points(), 5210);
        assert_eq!(list[3].win_percent(), 0);
        assert_eq!(list[1].win_percent(), 50);
    }

    #[test]
    fn computer_players_are_not_ranked() {
        let players = [human(1, "Ann"), computer(), human(3, "Cid"), computer()];
        let list = standings(&[result(1, "classic", players, [5000, 100], 5)], None);
        assert_eq!(list.len(), 2);
        assert!(list.iter().all(|s| s.won == 1));
    }

    #[test]
    fn a_tie_for_first_place_is_a_draw_for_both_sides() {
        let list = standings(
            &[result(1, "classic", table(1, 2, 3, 4), [5000, 5000], 5)],
            None,
        );
        assert!(list.iter().all(|s| (s.won, s.drawn, s.played) == (0, 1, 1)));
        assert!(list.iter().all(|s| s.win_percent() == 50));
    }

    #[test]
    fn one_rule_set_only_when_asked() {
        let results = [
            result(1, "classic", table(1, 2, 3, 4), [5000, 10], 5),
            result(2, "fast", table(1, 2, 3, 4), [10, 2500], 6),
        ];
        let classic = standings(&results, Some("classic"));
        assert_eq!(classic[0].user_id, 1);
        assert!(classic.iter().all(|s| s.played == 1));
        let fast = standings(&results, Some("fast"));
        assert_eq!(fast[0].user_id, 2);
        assert!(standings(&results, Some("cutthroat")).is_empty());
    }

    #[test]
    fn a_renamed_player_shows_under_their_latest_name() {
        let mut later = table(1, 2, 3, 4);
        later[0] = human(1, "Annie");
        let results = [
            result(2, "classic", later, [5000, 10], 50),
            result(1, "classic", table(1, 2, 3, 4), [5000, 10], 5),
        ];
        let list = standings(&results, None);
        let ann = list.iter().find(|s| s.user_id == 1).expect("ranked");
        assert_eq!(ann.name, "Annie");
        assert_eq!(ann.played, 2);
    }
}
