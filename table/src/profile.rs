//! A player's record in a server for `/profile`, counted from the stored results: games, wins,
//! and the deal statistics of the results that carry deal lines (format 2; results stored
//! before that count as games and wins but are left out of the deal figures, never counted as
//! zeros).
//!
//! A player counts in the games whose seat they held at the start (`players_at_start`): a
//! substitute who took a seat over later does not, and a turn played by autopilot keeps the
//! seat's owner's result (issue 15).

use super::error::TableError;
use super::standings::readable_results;
use canasta_storage::{GameResult, PlayerSlot, Store};
use canasta_wording::render::profile::{DealStats, Profile};

/// The seat `user` held at the start of `result`'s game, if any.
fn seat_of(result: &GameResult, user: u64) -> Option<usize> {
    let seats = if result.players_at_start.is_empty() {
        &result.players
    } else {
        &result.players_at_start
    };
    seats
        .iter()
        .position(|slot| matches!(slot, PlayerSlot::Human { user_id, .. } if *user_id == user))
}

/// The name `user` played under in `result`, at `seat`.
fn name_at(result: &GameResult, seat: usize) -> Option<&str> {
    match result
        .players_at_start
        .get(seat)
        .or(result.players.get(seat))
    {
        Some(PlayerSlot::Human { name, .. }) => Some(name),
        _ => None,
    }
}

/// `user`'s record over `results` (in any order), without ratings; their name is the one of
/// their most recent game (`None` when they played none).
pub fn profile_of(results: &[GameResult], user: u64) -> (Option<String>, Profile) {
    let mut profile = Profile {
        name: String::new(),
        games: 0,
        won: 0,
        drawn: 0,
        deals: DealStats::default(),
        ratings: Vec::new(),
    };
    let mut latest: Option<(u64, String)> = None;
    for result in results {
        let Some(seat) = seat_of(result, user) else {
            continue;
        };
        let Some(team) = result.teams.iter().position(|t| t.contains(&seat)) else {
            continue;
        };
        profile.games += 1;
        if result.winners.contains(&team) {
            if result.winners.len() > 1 {
                profile.drawn += 1;
            } else {
                profile.won += 1;
            }
        }
        if let Some(name) = name_at(result, seat) {
            if latest
                .as_ref()
                .is_none_or(|(at, _)| result.finished_at >= *at)
            {
                latest = Some((result.finished_at, name.to_string()));
            }
        }
        count_deals(result, seat, team, &mut profile.deals);
    }
    let name = latest.map(|(_, name)| name);
    profile.name = name.clone().unwrap_or_default();
    (name, profile)
}

/// Adds the deal lines of `result` (if it has any) for the player in `seat` of `team`.
fn count_deals(result: &GameResult, seat: usize, team: usize, stats: &mut DealStats) {
    if result.deal_lines.is_empty() {
        return;
    }
    stats.games += 1;
    let mut canastas_counted = false;
    for line in &result.deal_lines {
        stats.deals += 1;
        stats.deal_points += i64::from(line.scores.get(team).copied().unwrap_or(0));
        stats.went_out += u32::from(line.went_out == Some(seat));
        if let Some(count) = line.canastas.as_ref().and_then(|c| c.get(team)) {
            stats.canastas += count;
            canastas_counted = true;
        }
    }
    stats.canasta_games += u32::from(canastas_counted);
}

/// `user`'s record in `guild` from its stored results (a result that cannot be read is
/// logged and left out), without ratings.
pub fn server_profile(
    store: &Store,
    guild: u64,
    user: u64,
) -> Result<(Option<String>, Profile), TableError> {
    let results = readable_results(store, guild)?;
    Ok(profile_of(&results, user))
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_storage::{DealLine, GameId, ResultEnd};

    fn human(user_id: u64) -> PlayerSlot {
        PlayerSlot::Human {
            user_id,
            name: format!("P{user_id}"),
        }
    }

    fn computer() -> PlayerSlot {
        PlayerSlot::Computer {
            name: "Ada (computer)".into(),
            kind: "heuristic".into(),
        }
    }

    fn line(
        deal: u32,
        went_out: Option<usize>,
        scores: [i32; 2],
        canastas: Option<[u32; 2]>,
    ) -> DealLine {
        DealLine {
            deal,
            went_out,
            concealed: false,
            scores: scores.to_vec(),
            totals: scores.to_vec(),
            canastas: canastas.map(|c| c.to_vec()),
        }
    }

    /// A four-seat partnership game (seats 0 & 2 against 1 & 3) won by `winners`.
    fn result(
        game: u64,
        players: [PlayerSlot; 4],
        winners: &[usize],
        deals: Vec<DealLine>,
    ) -> GameResult {
        GameResult {
            game_id: GameId(game),
            guild_id: 1,
            channel_id: 2,
            rules: "classic".into(),
            players: players.to_vec(),
            teams: vec![vec![0, 2], vec![1, 3]],
            scores: vec![5000, 3000],
            winners: winners.to_vec(),
            deals: u32::try_from(deals.len()).unwrap_or(0),
            started_at: 0,
            finished_at: game * 10,
            duration_ms: game * 10,
            outcome: ResultEnd::Finished,
            players_at_start: players.to_vec(),
            deal_lines: deals,
        }
    }

    fn four() -> [PlayerSlot; 4] {
        [human(1), human(2), human(3), human(4)]
    }

    #[test]
    fn games_wins_and_deal_figures_of_a_seat() {
        let results = [
            result(
                1,
                four(),
                &[0],
                vec![
                    line(1, Some(0), [900, 300], Some([2, 1])),
                    line(2, Some(1), [100, 1100], Some([3, 2])),
                ],
            ),
            result(
                2,
                four(),
                &[1],
                vec![line(1, Some(2), [700, -100], Some([1, 0]))],
            ),
            result(3, four(), &[0, 1], vec![line(1, None, [50, 50], None)]),
        ];
        let (name, p) = profile_of(&results, 1);
        assert_eq!(name.as_deref(), Some("P1"));
        assert_eq!((p.games, p.won, p.drawn), (3, 1, 1));
        assert_eq!(p.win_percent(), Some(50));
        let d = p.deals;
        assert_eq!((d.games, d.deals), (3, 4));
        assert_eq!(d.deal_points, 900 + 100 + 700 + 50);
        assert_eq!(d.mean_deal_score(), Some(437));
        // Seat 0 went out once in four deals (seat 2, the partner, once more: not theirs).
        assert_eq!(d.went_out, 1);
        assert_eq!(d.going_out_percent(), Some(25));
        // The third game's deal kept no canasta count: two games count, 2 + 3 + 1 canastas.
        assert_eq!((d.canasta_games, d.canastas), (2, 6));
        assert_eq!(d.canastas_per_game_tenths(), Some(30));
        let (_, partner) = profile_of(&results, 3);
        assert_eq!(partner.deals.went_out, 1);
        assert_eq!(partner.deals.deal_points, d.deal_points);
        let (_, opponent) = profile_of(&results, 2);
        assert_eq!(opponent.deals.deal_points, 300 + 1100 - 100 + 50);
    }

    #[test]
    fn results_without_deal_lines_count_as_games_but_not_as_zero_deals() {
        let old = result(1, four(), &[0], Vec::new());
        let new = result(
            2,
            four(),
            &[0],
            vec![line(1, Some(0), [1200, 100], Some([2, 0]))],
        );
        let (_, p) = profile_of(&[old.clone(), new], 1);
        assert_eq!(p.games, 2);
        assert_eq!(p.deals.games, 1);
        assert_eq!(p.deals.mean_deal_score(), Some(1200));
        assert_eq!(p.deals.going_out_percent(), Some(100));
        let (_, only_old) = profile_of(&[old], 1);
        assert_eq!(only_old.games, 1);
        assert_eq!(only_old.deals.mean_deal_score(), None);
        assert_eq!(only_old.deals.canastas_per_game_tenths(), None);
        assert_eq!(only_old.deals.going_out_percent(), None);
    }

    #[test]
    fn the_seat_counts_for_its_owner_at_the_start_not_a_substitute() {
        let mut game = result(1, four(), &[0], vec![line(1, Some(0), [900, 0], None)]);
        // User 9 took seat 0 over later; a computer took seat 1 over.
        game.players[0] = human(9);
        game.players[1] = computer();
        let (_, owner) = profile_of(std::slice::from_ref(&game), 1);
        assert_eq!((owner.games, owner.won), (1, 1));
        let (_, opponent) = profile_of(std::slice::from_ref(&game), 2);
        assert_eq!(opponent.games, 1);
        let (name, substitute) = profile_of(&[game], 9);
        assert_eq!((name, substitute.games), (None, 0));
    }

    #[test]
    fn the_latest_name_is_shown() {
        let mut later = result(5, four(), &[0], Vec::new());
        later.players_at_start[0] = PlayerSlot::Human {
            user_id: 1,
            name: "Annie".into(),
        };
        let results = [later, result(1, four(), &[0], Vec::new())];
        assert_eq!(profile_of(&results, 1).0.as_deref(), Some("Annie"));
    }
}
