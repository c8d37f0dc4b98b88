//! The declarer's opening, at once after the auction and before the upcard (FI 16A, 16B):
//! up to level three with the minimum count, a finished samba or canasta counting its bonus;
//! from level four also with the bid's own meld.

use super::bid::{Bid, Denomination};
use super::policy::ShapeOpeningCards;
use crate::card::Rank;
use crate::cards::CardSet;
use crate::error::RuleError;
use crate::game::Game;
use crate::meld::{Meld, MeldShape};
use crate::play::melding::PlaysOutcome;
use crate::rules::Rules;

/// True when `meld` is the bid's own meld that opens from the policy's level up (FI 16B): a
/// sequence of the bid suit, natural cards of one rank (not 3s) for a canasta bid, 2s (with
/// jokers at most as wild cards) for a 2s canasta bid.
pub fn is_bid_meld(bid: Bid, meld: &Meld, cards: &ShapeOpeningCards) -> bool {
    let twos = meld.cards.iter().filter(|c| c.rank == Rank::Two).count();
    let jokers = meld.cards.iter().filter(|c| c.rank == Rank::Joker).count();
    match (bid.denomination, meld.shape) {
        (Denomination::Canasta, MeldShape::Rank(rank)) => {
            rank != Rank::Three
                && meld.naturals() >= usize::from(cards.rank)
                && meld.wilds() <= usize::from(cards.wilds)
        }
        (Denomination::TwosCanasta, _) => {
            twos >= usize::from(cards.twos)
                && twos + jokers == meld.len()
                && jokers <= usize::from(cards.wilds)
        }
        (suit_bid, MeldShape::Sequence { suit, .. }) => {
            suit_bid.suit() == Some(suit) && meld.len() >= usize::from(cards.sequence)
        }
        (_, MeldShape::Rank(_)) => false,
    }
}

/// Checks an opening of the declarer of `bid` whose side needs `needed` (FI 16A, 16B): `hand`
/// and `melds` as the plays leave them, `outcome` what the plays counted. Shared by the
/// declarer's meld and the search for an opening ([`super::search`]).
pub(crate) fn check_opening_for_bid(
    rules: &Rules,
    bid: Bid,
    needed: i32,
    hand: &CardSet,
    melds: &[Meld],
    outcome: &PlaysOutcome,
) -> Result<(), RuleError> {
    if hand.is_empty() {
        return Err(RuleError::MustKeepACard);
    }
    if outcome.black_threes {
        return Err(RuleError::BlackThreesOnlyWhenGoingOut);
    }
    let Some(policy) = &rules.bidding else {
        return Err(RuleError::NoOpeningDue);
    };
    // FI 16A: a declarer opening with a meld of 2s needs four of them (five without a
    // bid, FI 17).
    let twos = policy.shape_opening_cards.twos;
    if melds
        .iter()
        .any(|m| m.rank() == Some(Rank::Two) && m.naturals() < usize::from(twos))
    {
        return Err(RuleError::TwosOpeningTooFew { needed: twos });
    }
    // FI 16A: a finished samba or canasta opens, its bonus counting towards the count.
    let got = outcome.points + melds.iter().map(|m| m.bonus(rules)).sum::<i32>();
    let finished = melds.iter().any(Meld::is_canasta);
    let bid_meld = bid.level >= policy.shape_opening_from
        && melds
            .iter()
            .any(|m| is_bid_meld(bid, m, &policy.shape_opening_cards));
    if got >= needed || finished || bid_meld {
        Ok(())
    } else {
        Err(RuleError::OpeningMissesBid { bid, needed, got })
    }
}

impl Game {
    /// Checks the declarer's opening: `hand` and `melds` as the plays leave them (FI 16).
    pub(crate) fn check_declarer_opening(
        &self,
        hand: &CardSet,
        melds: &[Meld],
        outcome: &PlaysOutcome,
    ) -> Result<(), RuleError> {
        let Some(contract) = self.deal.contract() else {
            return Err(RuleError::NoOpeningDue);
        };
        let needed = self.deal.seats[contract.declarer].minimum_count;
        check_opening_for_bid(&self.rules, contract.bid, needed, hand, melds, outcome)
    }
}

#[cfg(test)]
#[path = "tests/opening.rs"]
pub(crate) mod tests;
