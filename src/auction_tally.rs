//! What the computers did in Sitoumussamba's auctions over a simulation (FI 12, 16, 30): the
//! bids by level, the doubles and passes, how many deals were played with a bid and how the
//! bids ended. A strong player's review named these figures (bids all at level 1, no double,
//! half the deals passed out); `simulate` prints them so anyone can see what changed.

use canasta_engine::bidding::BidOutcome;
use canasta_engine::{Action, DealResult, Event};
use serde::Serialize;

/// The auctions of one game or of a whole run, added up.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct AuctionTally {
    /// Bids made at each level: index 0 counts level 1.
    pub bids_by_level: Vec<u64>,
    /// Doubles called (FI 12D).
    pub doubles: u64,
    /// Passes called.
    pub passes: u64,
    /// Auctions that ended with a bid standing (FI 12C).
    pub declared: u64,
    /// Deals played without a bid: everyone passed, or no bidder could open (FI 16C, 31).
    pub no_bid: u64,
    /// Declarers who could not open (FI 16C).
    pub openings_failed: u64,
    /// Bids reached by the declaring side (FI 12A).
    pub reached: u64,
    /// Bids robbed by a side that went out first (FI 30C).
    pub robbed: u64,
    /// Bids void after the stock ran out (FI 30D).
    pub void: u64,
}

impl AuctionTally {
    /// Counts `action` and the `events` it caused.
    pub fn note(&mut self, action: &Action, events: &[Event]) {
        match action {
            Action::Bid { bid } => {
                let level = usize::from(bid.level.max(1));
                if self.bids_by_level.len() < level {
                    self.bids_by_level.resize(level, 0);
                }
                self.bids_by_level[level - 1] += 1;
            }
            Action::Double => self.doubles += 1,
            Action::Pass => self.passes += 1,
            _ => {}
        }
        for event in events {
            match event {
                Event::Declared { .. } => self.declared += 1,
                Event::NoBid => self.no_bid += 1,
                Event::OpeningFailed { .. } => self.openings_failed += 1,
                _ => {}
            }
        }
    }

    /// Counts how the bid of each scored deal in `history` ended.
    pub fn note_results(&mut self, history: &[DealResult]) {
        for settlement in history.iter().filter_map(|r| r.bid.as_ref()) {
            match settlement.outcome {
                BidOutcome::Reached { .. } => self.reached += 1,
                BidOutcome::Robbed { .. } => self.robbed += 1,
                BidOutcome::Void => self.void += 1,
            }
        }
    }

    /// Adds another tally to this one.
    pub fn add(&mut self, other: &AuctionTally) {
        if self.bids_by_level.len() < other.bids_by_level.len() {
            self.bids_by_level.resize(other.bids_by_level.len(), 0);
        }
        for (sum, n) in self.bids_by_level.iter_mut().zip(&other.bids_by_level) {
            *sum += n;
        }
        self.doubles += other.doubles;
        self.passes += other.passes;
        self.declared += other.declared;
        self.no_bid += other.no_bid;
        self.openings_failed += other.openings_failed;
        self.reached += other.reached;
        self.robbed += other.robbed;
        self.void += other.void;
    }

    /// True when no auction was held (rules without bidding).
    pub fn is_empty(&self) -> bool {
        *self == AuctionTally::default()
    }

    /// One readable line.
    pub fn text(&self) -> String {
        let levels: Vec<String> = self
            .bids_by_level
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{}: {n}", i + 1))
            .collect();
        format!(
            "auction: bids by level {{{}}}, doubles {}, passes {}; deals with a bid {}, \
             without {}; openings failed {}; bids reached {}, robbed {}, void {}",
            levels.join(", "),
            self.doubles,
            self.passes,
            self.declared,
            self.no_bid,
            self.openings_failed,
            self.reached,
            self.robbed,
            self.void
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::bidding::{Bid, Denomination};

    #[test]
    fn counts_calls_by_kind_and_level_and_adds_up() {
        let mut a = AuctionTally::default();
        let bid = |level| Action::Bid {
            bid: Bid::new(level, Denomination::ALL[0]),
        };
        a.note(&bid(1), &[]);
        a.note(&bid(3), &[]);
        a.note(&Action::Double, &[]);
        a.note(&Action::Pass, &[Event::NoBid]);
        assert_eq!(a.bids_by_level, vec![1, 0, 1]);
        assert_eq!((a.doubles, a.passes, a.no_bid), (1, 1, 1));
        let mut sum = AuctionTally::default();
        assert!(sum.is_empty());
        sum.add(&a);
        sum.add(&a);
        assert_eq!(sum.bids_by_level, vec![2, 0, 2]);
        assert_eq!(sum.no_bid, 2);
        assert!(sum.text().contains("bids by level {1: 2, 2: 0, 3: 2}"));
    }
}
