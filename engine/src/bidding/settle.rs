//! What the bid is worth at the end of the deal (FI 12A, 12E, 27, 30, 31): the declaring
//! side's premium for reaching it, the whole bid for the side that robs it by going out first,
//! nothing when the stock runs out first or no bid stands.

use super::auction::Contract;
use super::bid::Bid;
use super::policy::BiddingPolicy;
use crate::score::ScoreBreakdown;
use serde::{Deserialize, Serialize};

/// What counts towards reaching `bid` in a side's deal score (FI 27, 30A, 30B): up to level
/// four the bonuses, going out and penalties, less the hands, but not the melded cards; from
/// level five the melded cards too.
pub fn bid_count(policy: &BiddingPolicy, bid: Bid, side: &ScoreBreakdown) -> i32 {
    let all = side.sum_of_parts() - side.bid;
    if bid.level < policy.melded_count_from {
        all - side.melded
    } else {
        all
    }
}

/// The player who went out and their side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WentOut {
    /// The seat that went out.
    pub seat: usize,
    /// Its side.
    pub side: usize,
}

/// True when `side`'s deal score reaches `bid`; exactly the bid reaches it (FI 27, 30A).
pub fn reaches(policy: &BiddingPolicy, bid: Bid, side: &ScoreBreakdown) -> bool {
    bid_count(policy, bid, side) >= policy.points(bid.level)
}

/// What became of a deal's bid (FI 12A, 12E, 30), with its arithmetic: what the declaring side
/// counted against the points the bid promised, and who scored what for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidSettlement {
    /// The bid, its declarer and any double.
    pub contract: Contract,
    /// The declarer's scoring side.
    pub declaring: usize,
    /// The points the bid promised (FI 12B).
    pub promised: i32,
    /// What counted towards it in the declaring side's deal score ([`bid_count`]).
    pub count: i32,
    /// Reached, robbed or void.
    pub outcome: BidOutcome,
}

/// How a bid ended, and the points it gave: `percent` of the promised points times `factor`
/// (the double's, FI 12E; 1 undoubled).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum BidOutcome {
    /// Reached: the declaring side scores the premium (FI 12A).
    Reached {
        /// Percent of the promised points.
        percent: i32,
        /// The double's factor.
        factor: i32,
        /// What the declaring side scored.
        points: i32,
    },
    /// Not reached, and side `side` went out first: it robs the whole bid (FI 30C).
    Robbed {
        /// The robbers' scoring side.
        side: usize,
        /// Percent of the promised points.
        percent: i32,
        /// The double's factor.
        factor: i32,
        /// What the robbers scored.
        points: i32,
    },
    /// Not reached and not robbed (the stock ran out first, FI 30D): nobody scores it.
    Void,
}

/// Adds the bid's part to the sides' scores of a finished deal and says what became of it.
/// `declaring` is the declarer's side and `went_out` the side of the player who went out, if
/// one did. Reached, the declaring side scores the premium (FI 12A); otherwise a side that
/// went out robs the whole bid (FI 30C, going out needs the robbers' melds, FI 26C); after a
/// stock run-out it is void (FI 30D). A double multiplies either (FI 12E). `None` when
/// `declaring` is no side.
pub fn settle_bid(
    policy: &BiddingPolicy,
    contract: Contract,
    declaring: usize,
    went_out: Option<WentOut>,
    sides: &mut [ScoreBreakdown],
) -> Option<BidSettlement> {
    let promised = policy.points(contract.bid.level);
    let doubled = |at_double_rate: bool| {
        if contract.doubled() && at_double_rate {
            policy.double_factor
        } else {
            1
        }
    };
    let count = bid_count(policy, contract.bid, sides.get(declaring)?);
    let points = |percent: i32, factor: i32| promised * percent / 100 * factor;
    let outcome = if count >= promised {
        // SAMBA 30D, option `samba_stock_out_after_bid`: a run-out may void a reached bid too.
        if went_out.is_none() && policy.stock_out_voids_reached_bid {
            BidOutcome::Void
        } else {
            let (percent, factor) = (policy.premium_percent, doubled(true));
            BidOutcome::Reached {
                percent,
                factor,
                points: points(percent, factor),
            }
        }
    } else {
        match went_out {
            Some(out) if out.side != declaring => {
                // SAMBA 12E, option `samba_double_robbery`: who robs at the double's rate.
                let at_double_rate =
                    policy.partner_robs_doubled_bid || contract.doubled_by == Some(out.seat);
                let (percent, factor) = (policy.robbery_percent, doubled(at_double_rate));
                BidOutcome::Robbed {
                    side: out.side,
                    percent,
                    factor,
                    points: points(percent, factor),
                }
            }
            _ => BidOutcome::Void,
        }
    };
    let scored = match outcome {
        BidOutcome::Reached { points, .. } => Some((declaring, points)),
        BidOutcome::Robbed { side, points, .. } => Some((side, points)),
        BidOutcome::Void => None,
    };
    if let Some((side, points)) = scored {
        if let Some(s) = sides.get_mut(side) {
            s.bid += points;
            s.total = s.sum_of_parts();
        }
    }
    Some(BidSettlement {
        contract,
        declaring,
        promised,
        count,
        outcome,
    })
}

#[cfg(test)]
#[path = "tests/settle.rs"]
mod tests;
