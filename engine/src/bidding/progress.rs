//! How far the declaring side is towards its bid while the deal is played (FI 27, 30A, 30B),
//! from the public table alone: what the table shows counting towards it. The hands and the
//! going out count only when the deal is scored ([`super::settle`]), where the count decides.

use super::auction::Contract;
use super::settle::bid_count;
use crate::deal::Phase;
use crate::rules::Rules;
use crate::score::table_parts;
use crate::view::PublicView;
use serde::{Deserialize, Serialize};

/// The bid being played and what the declaring side's table counts towards it so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidProgress {
    /// The bid, its declarer and any double.
    pub contract: Contract,
    /// The declaring team (an index of the view's teams).
    pub team: usize,
    /// The points the bid promised (FI 12B).
    pub promised: i32,
    /// What the team's table counts towards the bid now: from level five its melded cards too
    /// (FI 30A, 30B), less its penalties and red 3s laid down; the hands not yet.
    pub so_far: i32,
}

/// The declaring side's progress towards the bid in `view`, once the declarer has opened and
/// while the deal is played; `None` without a bid (or without bidding).
pub fn bid_progress(rules: &Rules, view: &PublicView) -> Option<BidProgress> {
    let policy = rules.bidding.as_ref()?;
    if !matches!(
        view.phase,
        Phase::Draw | Phase::Play | Phase::AwaitingAnswer
    ) {
        return None;
    }
    let contract = view.auction.as_ref()?.contract?;
    let team = view.seats.get(contract.declarer)?.team;
    let table = view.teams.get(team)?;
    let laid: usize = table
        .members
        .iter()
        .filter_map(|&s| view.seats.get(s))
        .map(|s| s.red_threes.len())
        .sum();
    let parts = table_parts(rules, &table.melds, table.penalties, laid);
    Some(BidProgress {
        contract,
        team,
        promised: policy.points(contract.bid.level),
        so_far: bid_count(policy, contract.bid, &parts),
    })
}

#[cfg(test)]
#[path = "tests/progress.rs"]
mod tests;
