//! A game's result, built from its record: when the engine ended it, or when a side resigned.

use super::{DealLine, GameResult, ResultEnd};
use canasta_engine::{DealEnd, DealResult};
use canasta_records::{GameRecord, PlayerSlot};

impl GameResult {
    /// The result of a finished game; `None` while the engine has not ended it.
    pub fn of(record: &GameRecord) -> Option<GameResult> {
        let winners = record.game.winners()?.to_vec();
        let finished_at = record.finished_at.unwrap_or(record.updated_at);
        let deals = record.game.deal_number();
        Some(build(
            record,
            ResultEnd::Finished,
            winners,
            deals,
            finished_at,
        ))
    }

    /// The result of `record`'s game resigned by the player in `seat` at `at` (ms since the
    /// epoch): a loss for the seat's side, a win for every other; its scores are the totals
    /// of the deals scored so far (the deal in progress is not scored). `None` when the game
    /// is already over or `seat` is not one of its seats.
    pub fn resignation(record: &GameRecord, seat: usize, at: u64) -> Option<GameResult> {
        if record.game.is_over() || seat >= record.rules.seats() {
            return None;
        }
        let loser = record.rules.team_of(seat);
        let winners = (0..record.rules.team_count())
            .filter(|&team| team != loser)
            .collect();
        let deals = u32::try_from(record.game.history().len()).unwrap_or(u32::MAX);
        let outcome = ResultEnd::Resigned { seat };
        Some(build(record, outcome, winners, deals, at))
    }
}

fn build(
    record: &GameRecord,
    outcome: ResultEnd,
    winners: Vec<usize>,
    deals: u32,
    finished_at: u64,
) -> GameResult {
    let rules = &record.rules;
    let mut teams = vec![Vec::new(); rules.team_count()];
    for seat in 0..rules.seats() {
        teams[rules.team_of(seat)].push(seat);
    }
    GameResult {
        game_id: record.id,
        guild_id: record.guild_id,
        channel_id: record.channel_id,
        rules: rules.name.clone(),
        players: record.players.clone(),
        teams,
        scores: record.game.scores().to_vec(),
        winners,
        deals,
        started_at: record.created_at,
        finished_at,
        duration_ms: finished_at.saturating_sub(record.created_at),
        outcome,
        players_at_start: players_at_start(record),
        deal_lines: record.game.history().iter().map(DealLine::of).collect(),
    }
}

/// The seats' players when the game started: a seat handed over (to a computer, then maybe a
/// substitute) while its owner is away is its owner's. A seat whose owner came back is theirs
/// again in `players` already; seats are changed only by hand-overs (`Timeouts`).
fn players_at_start(record: &GameRecord) -> Vec<PlayerSlot> {
    let mut players = record.players.clone();
    for away in &record.timeouts.handed_over {
        if let Some(slot) = players.get_mut(away.seat) {
            slot.clone_from(&away.owner);
        }
    }
    players
}

impl DealLine {
    /// The line of a scored deal.
    pub fn of(deal: &DealResult) -> DealLine {
        let (went_out, concealed) = match deal.end {
            DealEnd::WentOut { seat, concealed } => (Some(seat), concealed),
            DealEnd::StockExhausted | DealEnd::LastStockCards { .. } => (None, false),
        };
        DealLine {
            deal: deal.deal,
            went_out,
            concealed,
            scores: deal.teams.iter().map(|t| t.total).collect(),
            totals: deal.totals.clone(),
            canastas: deal.canastas.clone(),
        }
    }
}
