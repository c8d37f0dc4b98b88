//! What the bot's own reports say (issue 15), gathered from the stored results and the kept
//! ratings: the weekly report of the week before it fell due, and a season's final standings.
//! The report task ([`canasta_storage::reports_due`], `commands::discord::tasks::reports`)
//! decides when; this module reads, after bringing the kept ratings up to date with the
//! stored results ([`ratings::catch_up`]).

use super::error::TableError;
use super::ratings::{self, Board, Family, Scope, Season, MIN_GAMES_ON_BOARD};
use super::standings::readable_results;
use canasta_storage::{GameResult, ReportKey, SeasonMode, Store, WEEK_MS};
use canasta_wording::lang::Lang;
use canasta_wording::render::report::{
    BestDeal, Mover, Ranked, Report, SeasonEnd, Weekly, REPORT_MOVERS, REPORT_TOP,
};

/// What the report `key` of `guild` says, in `lang` (the server's language: it names the
/// season).
pub fn report(lang: Lang, store: &Store, guild: u64, key: ReportKey) -> Result<Report, TableError> {
    Ok(match key {
        ReportKey::Weekly { due_ms } => Report::Weekly(weekly(store, guild, due_ms)?),
        ReportKey::SeasonEnd { mode, season } => {
            Report::SeasonEnd(season_end(lang, store, guild, mode, season)?)
        }
    })
}

/// The results of `guild` that finished in `[from_ms, to_ms)`. A result that cannot be read
/// is logged and left out.
fn results_between(
    store: &Store,
    guild: u64,
    from_ms: u64,
    to_ms: u64,
) -> Result<Vec<GameResult>, TableError> {
    Ok(readable_results(store, guild)?
        .iter()
        .filter(|r| (from_ms..to_ms).contains(&r.finished_at))
        .cloned()
        .collect())
}

/// The weekly report due at `due_ms`: the week before it. The top players are the overall
/// board's, of the season the week ends in when the server has seasons (else all time).
pub fn weekly(store: &Store, guild: u64, due_ms: u64) -> Result<Weekly, TableError> {
    ratings::catch_up(store, guild)?;
    let since = due_ms.saturating_sub(WEEK_MS);
    let week = results_between(store, guild, since, due_ms)?;
    let mode = store.settings(guild)?.season_mode();
    let scope = Scope::current(mode, due_ms.saturating_sub(1));
    let board = ratings::board(store, guild, Family::Overall, scope)?;
    let movers = ratings::movers(store, guild, Family::Overall, since)?
        .into_iter()
        .take(REPORT_MOVERS)
        .map(|m| Mover {
            change: (m.after - m.before).round() as i64,
            now: m.after.round() as i64,
            name: m.name,
        })
        .collect();
    Ok(Weekly {
        games: count(week.len()),
        rated_games: count(week.iter().filter(|r| ratings::is_rated(r)).count()),
        top: ranked(&board),
        seasonal: matches!(scope, Scope::Season(_)),
        movers,
        best_deal: best_deal(&week),
    })
}

/// The final standings of season `season` of `mode`: its overall board, the season named in
/// `lang`.
pub fn season_end(
    lang: Lang,
    store: &Store,
    guild: u64,
    mode: SeasonMode,
    season: u32,
) -> Result<SeasonEnd, TableError> {
    ratings::catch_up(store, guild)?;
    let board = ratings::board(
        store,
        guild,
        Family::Overall,
        Scope::Season(Season {
            mode,
            index: season,
        }),
    )?;
    Ok(SeasonEnd {
        season: season_title(lang, mode, season),
        rows: ranked(&board),
        hidden_below_min: board.hidden_below_min,
        min_games: MIN_GAMES_ON_BOARD,
    })
}

/// The first [`REPORT_TOP`] rows of `board`, as the reports list them.
fn ranked(board: &Board) -> Vec<Ranked> {
    board
        .rows
        .iter()
        .take(REPORT_TOP)
        .map(|row| Ranked {
            rank: row.rank,
            name: row.name.clone(),
            rating: row.rating.shown_rounded(),
            provisional: row.rating.provisional(),
            games: row.rating.games,
        })
        .collect()
}

/// The highest score one side made in one deal of `results` (the earliest such deal on a
/// tie), named by the side's players at the start. Results without deal lines (format 1)
/// have nothing to offer.
fn best_deal(results: &[GameResult]) -> Option<BestDeal> {
    let mut best: Option<BestDeal> = None;
    for result in results {
        for line in &result.deal_lines {
            for (team, &score) in line.scores.iter().enumerate() {
                if best.as_ref().is_some_and(|b| b.score >= score) {
                    continue;
                }
                let names = result
                    .teams
                    .get(team)
                    .into_iter()
                    .flatten()
                    .filter_map(|&seat| result.players_at_start.get(seat))
                    .map(|slot| slot.name().to_string())
                    .collect();
                best = Some(BestDeal {
                    names,
                    score,
                    deal: line.deal,
                    channel_id: result.channel_id,
                });
            }
        }
    }
    best
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The name of season `season` of `mode` in `lang` ("November 2026", "Q4 2026").
fn season_title(lang: Lang, mode: SeasonMode, season: u32) -> String {
    canasta_wording::render::leaderboard::scope_label(
        lang,
        canasta_wording::board_id::BoardScope::Season {
            quarterly: mode == SeasonMode::Quarterly,
            index: season,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_games::human;
    use canasta_storage::{DealLine, GameId, OpenOptions, ResultEnd};

    const GUILD: u64 = 7;
    /// Wednesday 2026-11-25 03:00 UTC.
    const DUE: u64 = 1_795_575_600_000;
    const HOUR: u64 = 3_600_000;

    /// A two-player game of `a` against `b` that `a` won, ending at `at`, with deal lines
    /// scoring `deal_scores` (a's, b's) in each deal.
    fn game(id: u64, at: u64, a: u64, b: u64, deal_scores: &[[i32; 2]]) -> GameResult {
        let players = vec![human(a), human(b)];
        let mut totals = vec![0, 0];
        let deal_lines = deal_scores
            .iter()
            .zip(1..)
            .map(|(scores, deal)| {
                totals = vec![totals[0] + scores[0], totals[1] + scores[1]];
                DealLine {
                    deal,
                    went_out: Some(0),
                    concealed: false,
                    scores: scores.to_vec(),
                    totals: totals.clone(),
                    canastas: None,
                }
            })
            .collect();
        GameResult {
            game_id: GameId(id),
            guild_id: GUILD,
            channel_id: 100 + id,
            rules: "two-player".into(),
            players_at_start: players.clone(),
            players,
            teams: vec![vec![0], vec![1]],
            scores: totals.clone(),
            winners: vec![0],
            deals: u32::try_from(deal_scores.len()).unwrap_or(0),
            started_at: at - HOUR,
            finished_at: at,
            duration_ms: HOUR,
            outcome: ResultEnd::Finished,
            deal_lines,
        }
    }

    fn store(dir: &tempfile::TempDir) -> Store {
        OpenOptions::new()
            .flush_every_write(false)
            .open(dir.path().join("db"))
            .expect("opens")
    }

    #[test]
    fn the_weekly_report_ranks_moves_counts_and_finds_the_best_deal_of_the_week() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = store(&dir);
        // Two weeks ago: user 1 beats user 2 six times (both listed from five games on).
        for g in 0..6 {
            let at = DUE - 2 * WEEK_MS + g * HOUR;
            store
                .put_result(&game(g, at, 1, 2, &[[900, 100]]))
                .expect("stores");
        }
        // This week: user 3 beats user 2 once, with the best deal; an older deal scored more.
        let week = game(10, DUE - HOUR, 3, 2, &[[700, 50], [1200, 300]]);
        store.put_result(&week).expect("stores");
        let report = weekly(&store, GUILD, DUE).expect("gathers");
        assert_eq!((report.games, report.rated_games), (1, 1));
        assert!(!report.seasonal, "no seasons set: all time");
        let top: Vec<(u32, &str)> = report
            .top
            .iter()
            .map(|r| (r.rank, r.name.as_str()))
            .collect();
        assert_eq!(top, [(1, "U1"), (2, "U2")], "users with five games or more");
        assert!(report.top.iter().all(|r| r.games >= MIN_GAMES_ON_BOARD));
        let movers: Vec<&str> = report.movers.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(
            movers.len(),
            2,
            "only this week's players moved: {movers:?}"
        );
        assert!(movers.contains(&"U3") && movers.contains(&"U2"));
        let down = report
            .movers
            .iter()
            .find(|m| m.name == "U2")
            .expect("U2 moved");
        assert!(down.change < 0, "a loss moves the rating down: {down:?}");
        let best = report.best_deal.expect("a deal this week");
        assert_eq!((best.score, best.deal, best.channel_id), (1200, 2, 110));
        assert_eq!(best.names, ["U3"]);
    }

    #[test]
    fn a_seasons_final_standings_list_only_its_own_games() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = store(&dir);
        let november = SeasonMode::Monthly.season_at(DUE).expect("a month");
        let october_end = SeasonMode::Monthly.starts_at_ms(november).expect("starts");
        for g in 0..5 {
            // October: users 1 and 2; November: users 3 and 4.
            let october = game(g, october_end - (g + 1) * HOUR, 1, 2, &[[500, 0]]);
            store.put_result(&october).expect("stores");
            let in_november = game(20 + g, october_end + (g + 1) * HOUR, 3, 4, &[[500, 0]]);
            store.put_result(&in_november).expect("stores");
        }
        store
            .put_result(&game(40, DUE - HOUR, 5, 4, &[[500, 0]]))
            .expect("stores");
        let end =
            season_end(Lang::En, &store, GUILD, SeasonMode::Monthly, november).expect("gathers");
        assert_eq!(end.season, "November 2026");
        let swedish =
            season_end(Lang::Sv, &store, GUILD, SeasonMode::Monthly, november).expect("gathers");
        assert_eq!(swedish.season, "november 2026");
        let names: Vec<&str> = end.rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["U3", "U4"]);
        assert_eq!(end.hidden_below_min, 1, "U5 played one game");
        assert_eq!(end.min_games, MIN_GAMES_ON_BOARD);
    }
}
