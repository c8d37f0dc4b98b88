//! What the bot's own reports say (issue 15), gathered from the stored results and the kept
//! ratings: the weekly report of the week before it fell due, and a season's final standings.
//! The report task ([`canasta_storage::reports_due`], `commands::discord::tasks::reports`)
//! decides when; this module only reads.

use super::error::TableError;
use canasta_storage::{GameResult, ReportKey, SeasonMode, Store, WEEK_MS};
use canasta_wording::render::report::{Report, SeasonEnd, Weekly};

/// What the report `key` of `guild` says.
pub fn report(store: &Store, guild: u64, key: ReportKey) -> Result<Report, TableError> {
    Ok(match key {
        ReportKey::Weekly { due_ms } => Report::Weekly(weekly(store, guild, due_ms)?),
        ReportKey::SeasonEnd { mode, season } => {
            Report::SeasonEnd(season_end(store, guild, mode, season)?)
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
    Ok(store
        .results_in_guild(guild)?
        .into_iter()
        .filter_map(|read| {
            read.map_err(|e| tracing::warn!(guild, error = %e, "a result cannot be read"))
                .ok()
        })
        .filter(|r| (from_ms..to_ms).contains(&r.finished_at))
        .collect())
}

/// The weekly report due at `due_ms`: the week before it.
pub fn weekly(store: &Store, guild: u64, due_ms: u64) -> Result<Weekly, TableError> {
    let week = results_between(store, guild, due_ms.saturating_sub(WEEK_MS), due_ms)?;
    Ok(Weekly {
        games: u32::try_from(week.len()).unwrap_or(u32::MAX),
        ..Weekly::default()
    })
}

/// The final standings of season `season` of `mode`.
pub fn season_end(
    _store: &Store,
    _guild: u64,
    mode: SeasonMode,
    season: u32,
) -> Result<SeasonEnd, TableError> {
    Ok(SeasonEnd {
        season: season_title(mode, season),
        ..SeasonEnd::default()
    })
}

/// The name of season `season` of `mode` ("November 2026", "Q4 2026").
fn season_title(mode: SeasonMode, season: u32) -> String {
    let start = mode.starts_at_ms(season).unwrap_or(0);
    let (year, month) = canasta_storage::year_month(start);
    canasta_wording::render::report::season_name(mode == SeasonMode::Quarterly, year, month)
}
