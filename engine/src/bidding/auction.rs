//! The auction before play (FI 12A-12D): who calls in which order, which calls are allowed,
//! and when it ends. Pure state: the game ([`super::calls`]) moves the turn and the phase.

use super::bid::{Bid, Call};
use super::policy::BiddingPolicy;
use crate::error::RuleError;
use serde::{Deserialize, Serialize};

/// A call and the seat that made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallMade {
    /// Who called.
    pub seat: usize,
    /// The call.
    pub call: Call,
}

/// The bid being played: its declarer, whether it was doubled, whether the declarer has
/// opened (FI 12, 16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contract {
    /// The seat that must reach the bid, with its side.
    pub declarer: usize,
    /// The declarer's bid (after a failed opening, the next bidder's own highest bid).
    pub bid: Bid,
    /// The opponent who doubled it (FI 12D), if one did.
    pub doubled_by: Option<usize>,
}

impl Contract {
    /// True when the bid was doubled (FI 12D, 12E).
    pub fn doubled(&self) -> bool {
        self.doubled_by.is_some()
    }
}

/// How an auction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuctionEnd {
    /// Nobody bid: the deal is played without a bid (FI 31).
    AllPassed,
    /// A bid stands: the last bid after three passes, or a doubled one (FI 12C, 12D).
    Declared(Contract),
}

/// The auction of one deal, and after it the bid being played (FI 12).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auction {
    /// The seat left of the dealer: it calls first (FI 12A) and, without a double, plays
    /// first (FI 12, 17).
    pub first: usize,
    /// The calls, in order.
    pub calls: Vec<CallMade>,
    /// True once the calling is over.
    pub ended: bool,
    /// The bid being played, once the auction has ended with one; `None` while calling and in
    /// a deal without a bid.
    pub contract: Option<Contract>,
    /// Declarers who could not open, in order (FI 16C).
    pub failed: Vec<usize>,
}

impl Auction {
    /// A new auction that `first` opens.
    pub fn new(first: usize) -> Auction {
        Auction {
            first,
            calls: Vec::new(),
            ended: false,
            contract: None,
            failed: Vec::new(),
        }
    }

    /// The highest bid so far and who made it.
    pub fn highest(&self) -> Option<(usize, Bid)> {
        self.calls.iter().rev().find_map(|c| match c.call {
            Call::Bid { bid } => Some((c.seat, bid)),
            Call::Pass | Call::Double => None,
        })
    }

    /// Passes since the last bid (or since the start).
    fn trailing_passes(&self) -> usize {
        self.calls
            .iter()
            .rev()
            .take_while(|c| c.call == Call::Pass)
            .count()
    }

    /// True when `seat` has passed in this auction.
    pub fn has_passed(&self, seat: usize) -> bool {
        self.calls
            .iter()
            .any(|c| c.seat == seat && c.call == Call::Pass)
    }

    /// How many bids `seat` made in this auction.
    pub fn bids_made_by(&self, seat: usize) -> usize {
        self.calls
            .iter()
            .filter(|c| c.seat == seat && matches!(c.call, Call::Bid { .. }))
            .count()
    }

    /// Checks that `seat` may make `call` now; `team_of` tells the sides apart. Whose call it
    /// is the game checks.
    pub fn check(
        &self,
        seat: usize,
        call: Call,
        policy: &BiddingPolicy,
        team_of: impl Fn(usize) -> usize,
    ) -> Result<(), RuleError> {
        if self.ended {
            return Err(RuleError::NoAuction);
        }
        match call {
            Call::Pass => Ok(()),
            Call::Bid { bid } => {
                if !policy.rebid_after_pass && self.has_passed(seat) {
                    return Err(RuleError::NoBidAfterPass);
                }
                if !(1..=policy.levels).contains(&bid.level) {
                    return Err(RuleError::BidOutOfRange {
                        levels: policy.levels,
                    });
                }
                match self.highest() {
                    Some((_, highest)) if bid <= highest => Err(RuleError::BidTooLow { highest }),
                    _ => Ok(()),
                }
            }
            Call::Double => match self.highest() {
                Some((bidder, _)) if team_of(bidder) != team_of(seat) => Ok(()),
                _ => Err(RuleError::NothingToDouble),
            },
        }
    }

    /// Records a checked call among `players` seats; how the auction ended, once it has.
    pub fn record(&mut self, seat: usize, call: Call, players: usize) -> Option<AuctionEnd> {
        self.calls.push(CallMade { seat, call });
        let end = match (call, self.highest()) {
            (Call::Double, Some((declarer, bid))) => Some(AuctionEnd::Declared(Contract {
                declarer,
                bid,
                doubled_by: Some(seat),
            })),
            (Call::Pass, None) if self.trailing_passes() >= players => Some(AuctionEnd::AllPassed),
            (Call::Pass, Some((declarer, bid))) if self.trailing_passes() + 1 >= players => {
                Some(AuctionEnd::Declared(Contract {
                    declarer,
                    bid,
                    doubled_by: None,
                }))
            }
            _ => None,
        };
        if let Some(end) = end {
            self.ended = true;
            self.contract = match end {
                AuctionEnd::AllPassed => None,
                AuctionEnd::Declared(contract) => Some(contract),
            };
        }
        end
    }

    /// After the declarer could not open: the bidder with the highest own bid among those who
    /// have not failed, and that bid (FI 16C: "the bid goes to the second highest bidder").
    pub fn next_declarer(&self) -> Option<(usize, Bid)> {
        self.calls
            .iter()
            .filter(|c| !self.failed.contains(&c.seat))
            .filter_map(|c| match c.call {
                Call::Bid { bid } => Some((c.seat, bid)),
                Call::Pass | Call::Double => None,
            })
            .max_by_key(|&(_, bid)| bid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bidding::bid::Denomination::{Canasta, Clubs, Hearts, Spades};

    fn policy() -> BiddingPolicy {
        BiddingPolicy::sitoumus()
    }

    fn team(seat: usize) -> usize {
        seat % 2
    }

    fn bid(level: u8, d: super::super::bid::Denomination) -> Call {
        Call::Bid {
            bid: Bid::new(level, d),
        }
    }

    /// Calls in turn from seat 0; the end, if any.
    fn auction(calls: &[Call]) -> (Auction, Option<AuctionEnd>) {
        let mut a = Auction::new(0);
        let mut end = None;
        for (i, &call) in calls.iter().enumerate() {
            let seat = i % 4;
            assert_eq!(a.check(seat, call, &policy(), team), Ok(()), "call {i}");
            end = a.record(seat, call, 4);
        }
        (a, end)
    }

    #[test]
    fn sitoumussamba_12b_a_bid_must_beat_the_last_one() {
        let (a, end) = auction(&[bid(1, Hearts)]);
        assert_eq!(end, None);
        let low = a.check(1, bid(1, Clubs), &policy(), team);
        let highest = Bid::new(1, Hearts);
        assert_eq!(low, Err(RuleError::BidTooLow { highest }));
        assert_eq!(
            a.check(1, bid(1, Hearts), &policy(), team),
            Err(RuleError::BidTooLow { highest })
        );
        assert_eq!(a.check(1, bid(1, Spades), &policy(), team), Ok(()));
        assert_eq!(a.check(1, bid(2, Clubs), &policy(), team), Ok(()));
    }

    #[test]
    fn sitoumussamba_12b_levels_one_to_eight() {
        let a = Auction::new(0);
        let out = Err(RuleError::BidOutOfRange { levels: 8 });
        assert_eq!(a.check(0, bid(0, Clubs), &policy(), team), out);
        assert_eq!(a.check(0, bid(9, Clubs), &policy(), team), out);
        assert_eq!(a.check(0, bid(8, Canasta), &policy(), team), Ok(()));
        assert_eq!(policy().points(8), 8000);
    }

    #[test]
    fn sitoumussamba_12c_three_passes_after_a_bid_end_the_auction() {
        let (a, end) = auction(&[Call::Pass, bid(1, Hearts), Call::Pass, Call::Pass]);
        assert_eq!(end, None, "two passes are not enough");
        assert!(!a.ended);
        let (a, end) = auction(&[
            Call::Pass,
            bid(1, Hearts),
            Call::Pass,
            Call::Pass,
            Call::Pass,
        ]);
        let contract = Contract {
            declarer: 1,
            bid: Bid::new(1, Hearts),
            doubled_by: None,
        };
        assert_eq!(end, Some(AuctionEnd::Declared(contract)));
        assert_eq!(a.contract, Some(contract));
        assert_eq!(
            a.check(2, Call::Pass, &policy(), team),
            Err(RuleError::NoAuction)
        );
    }

    #[test]
    fn sitoumussamba_12c_a_player_who_passed_may_bid_again() {
        let (_, end) = auction(&[
            Call::Pass,
            bid(1, Hearts),
            Call::Pass,
            Call::Pass,
            bid(2, Clubs),
            Call::Pass,
            Call::Pass,
            Call::Pass,
        ]);
        let contract = Contract {
            declarer: 0,
            bid: Bid::new(2, Clubs),
            doubled_by: None,
        };
        assert_eq!(end, Some(AuctionEnd::Declared(contract)));
    }

    #[test]
    fn sitoumussamba_31_four_passes_play_without_a_bid() {
        let (a, end) = auction(&[Call::Pass; 3]);
        assert_eq!(end, None);
        assert!(!a.ended);
        let (a, end) = auction(&[Call::Pass; 4]);
        assert_eq!(end, Some(AuctionEnd::AllPassed));
        assert_eq!(a.contract, None);
        assert!(a.ended);
    }

    #[test]
    fn sitoumussamba_12d_only_an_opponents_bid_is_doubled_and_doubling_ends_the_auction() {
        let a = Auction::new(0);
        assert_eq!(
            a.check(0, Call::Double, &policy(), team),
            Err(RuleError::NothingToDouble)
        );
        let (a, _) = auction(&[bid(1, Hearts), Call::Pass]);
        assert_eq!(
            a.check(2, Call::Double, &policy(), team),
            Err(RuleError::NothingToDouble),
            "the partner's bid"
        );
        let (a, end) = auction(&[bid(1, Hearts), Call::Double]);
        let contract = Contract {
            declarer: 0,
            bid: Bid::new(1, Hearts),
            doubled_by: Some(1),
        };
        assert_eq!(end, Some(AuctionEnd::Declared(contract)));
        assert!(a.ended && contract.doubled());
    }

    #[test]
    fn sitoumussamba_16c_the_bid_passes_to_the_next_highest_bidder() {
        let (mut a, _) = auction(&[
            bid(1, Hearts),
            bid(2, Clubs),
            bid(3, Spades),
            Call::Pass,
            bid(4, Canasta),
            Call::Pass,
            Call::Pass,
            Call::Pass,
        ]);
        assert_eq!(a.next_declarer(), Some((0, Bid::new(4, Canasta))));
        a.failed.push(0);
        assert_eq!(a.next_declarer(), Some((2, Bid::new(3, Spades))));
        a.failed.push(2);
        assert_eq!(a.next_declarer(), Some((1, Bid::new(2, Clubs))));
        a.failed.push(1);
        assert_eq!(a.next_declarer(), None);
    }
}
