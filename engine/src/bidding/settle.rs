//! What the bid is worth at the end of the deal (FI 12A, 12E, 27, 30, 31): the declaring
//! side's premium for reaching it, the whole bid for the side that robs it by going out first,
//! nothing when the stock runs out first or no bid stands.

use super::auction::Contract;
use super::bid::Bid;
use super::policy::BiddingPolicy;
use crate::score::ScoreBreakdown;

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

/// Adds the bid's part to the sides' scores of a finished deal. `declaring` is the declarer's
/// side and `went_out` the side of the player who went out, if one did. Reached, the declaring
/// side scores the premium (FI 12A); otherwise a side that went out robs the whole bid
/// (FI 30C, going out needs the robbers' melds, FI 26C); after a stock run-out it is void
/// (FI 30D). A double multiplies either (FI 12E).
pub fn settle_bid(
    policy: &BiddingPolicy,
    contract: Contract,
    declaring: usize,
    went_out: Option<WentOut>,
    sides: &mut [ScoreBreakdown],
) {
    let points = policy.points(contract.bid.level);
    let doubled = |by_doubler_side: bool| {
        if contract.doubled() && by_doubler_side {
            policy.double_factor
        } else {
            1
        }
    };
    let Some(declarers) = sides.get(declaring) else {
        return;
    };
    let (side, percent, factor) = if reaches(policy, contract.bid, declarers) {
        // SAMBA 30D, option `samba_stock_out_after_bid`: a run-out may void a reached bid too.
        if went_out.is_none() && policy.stock_out_voids_reached_bid {
            return;
        }
        (declaring, policy.premium_percent, doubled(true))
    } else {
        match went_out {
            Some(out) if out.side != declaring => {
                // SAMBA 12E, option `samba_double_robbery`: who robs at the double's rate.
                let at_double_rate =
                    policy.partner_robs_doubled_bid || contract.doubled_by == Some(out.seat);
                (out.side, policy.robbery_percent, doubled(at_double_rate))
            }
            _ => return,
        }
    };
    if let Some(s) = sides.get_mut(side) {
        s.bid += points * percent / 100 * factor;
        s.total = s.sum_of_parts();
    }
}

#[cfg(test)]
#[path = "tests/settle.rs"]
mod tests;
