//! Going out while a bid stands (FI 26B, 26C): the declaring side once its bid is reached,
//! the other side, the "robbers", with a samba and two canastas, one of them natural. Without
//! a bid the rules' own going-out condition applies (FI 31).

use super::policy::RobberyNeeds;
use super::settle::bid_count;
use crate::error::RuleError;
use crate::game::Game;
use crate::meld::{Meld, MeldKind, MeldShape};
use crate::score::{score_side, DealEnd};

/// True when `melds` hold what the robbers need to go out (FI 26C).
pub fn robbers_may_go_out(needs: &RobberyNeeds, melds: &[Meld]) -> bool {
    let sambas = melds.iter().filter(|m| m.kind() == MeldKind::Samba).count();
    let canastas = melds
        .iter()
        .filter(|m| matches!(m.shape, MeldShape::Rank(_)) && m.is_canasta())
        .count();
    let natural = melds
        .iter()
        .filter(|m| m.kind() == MeldKind::NaturalCanasta)
        .count();
    sambas >= usize::from(needs.sambas)
        && canastas >= usize::from(needs.canastas)
        && natural >= usize::from(needs.natural_canastas)
}

impl Game {
    /// While a bid stands, whether the player to move may go out with `melds` on the team's
    /// side (FI 26B, 26C); `None` when no bid stands and the plain condition applies.
    pub(crate) fn check_going_out_against_bid(
        &self,
        melds: &[Meld],
    ) -> Option<Result<(), RuleError>> {
        let policy = self.rules.bidding.as_ref()?;
        let contract = self.deal.contract()?;
        let seat = self.deal.turn.seat;
        let declaring = self.deal.team_of(contract.declarer);
        let team = self.deal.team_of(seat);
        if team != declaring {
            let needs = policy.robbers_need;
            return Some(if robbers_may_go_out(&needs, melds) {
                Ok(())
            } else {
                Err(RuleError::RobbersNeedMelds {
                    sambas: needs.sambas,
                    canastas: needs.canastas,
                    natural: needs.natural_canastas,
                })
            });
        }
        // SAMBA 26B, option `samba_partner_goes_out`: "the declarer may go out".
        if !policy.partner_may_go_out && seat != contract.declarer {
            return Some(Err(RuleError::OnlyDeclarerGoesOut));
        }
        // The side's score as it would stand with the hand gone and these melds down.
        let mut after = self.clone();
        after.deal.teams[team].melds = melds.to_vec();
        after.deal.hands[seat] = Default::default();
        let concealed = after.going_out_is_concealed();
        let end = DealEnd::WentOut { seat, concealed };
        let side = self.rules.team_of(contract.declarer);
        let score = score_side(&self.rules, &after.deal, end, side);
        let count = bid_count(policy, contract.bid, &score);
        let needed = policy.points(contract.bid.level);
        Some(if count >= needed {
            Ok(())
        } else {
            Err(RuleError::BidNotReached {
                bid: contract.bid,
                count,
                needed,
            })
        })
    }
}

#[cfg(test)]
#[path = "tests/going_out.rs"]
mod tests;
