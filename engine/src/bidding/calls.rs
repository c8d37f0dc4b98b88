//! The game's side of the auction: calls move the turn round the table, and its end starts
//! the declarer's opening or play (FI 12, 16, 31).

use super::auction::{AuctionEnd, Contract};
use super::bid::{Bid, Call};
use super::policy::{FailedOpeningCharge, NextDeclarerPlays};
use super::search::opening_for_bid;
use crate::action::MeldPlay;
use crate::deal::{Phase, Turn};
use crate::error::RuleError;
use crate::event::{Event, Events};
use crate::game::Game;

impl Game {
    /// Checks `call` by `seat`, the seat to call (the turn check has run).
    pub(crate) fn check_call(&self, seat: usize, call: Call) -> Result<(), RuleError> {
        let (Some(auction), Some(policy)) = (&self.deal.auction, &self.rules.bidding) else {
            return Err(RuleError::NoAuction);
        };
        if self.deal.turn.phase != Phase::Bidding {
            return Err(RuleError::NoAuction);
        }
        auction.check(seat, call, policy, |s| self.deal.team_of(s))
    }

    /// Records a checked call; the next seat calls, or the auction's end starts what follows.
    pub(crate) fn commit_call(&mut self, seat: usize, call: Call, events: &mut Events) {
        let players = self.deal.order.len();
        let Some(auction) = self.deal.auction.as_mut() else {
            return;
        };
        let end = auction.record(seat, call, players);
        events.push(Event::Called { seat, call });
        match end {
            None => self.deal.turn.seat = self.deal.next_seat(seat),
            Some(AuctionEnd::AllPassed) => self.play_without_bid(events),
            Some(AuctionEnd::Declared(contract)) => self.declare(contract, events),
        }
    }

    /// A bid stands. Undoubled, its declarer opens at once (FI 16A); doubled, the declarer
    /// opens as without a bid and the doubler plays first (FI 12D, 16D).
    fn declare(&mut self, contract: Contract, events: &mut Events) {
        events.push(Event::Declared { contract });
        match contract.doubled_by {
            Some(doubler) => self.start_play(doubler, events),
            None => {
                let mut turn = Turn::start(contract.declarer, &self.deal, &self.rules);
                turn.phase = Phase::Opening;
                self.deal.turn = turn;
            }
        }
    }

    /// No bid stands: the upcard is turned and the seat left of the dealer plays (FI 16C, 31).
    fn play_without_bid(&mut self, events: &mut Events) {
        events.push(Event::NoBid);
        self.play_from_left_of_dealer(events);
    }

    /// The upcard is turned and the seat left of the dealer, who called first, plays first.
    fn play_from_left_of_dealer(&mut self, events: &mut Events) {
        let first = self
            .deal
            .auction
            .as_ref()
            .map_or(self.deal.turn.seat, |a| a.first);
        self.start_play(first, events);
    }

    /// The upcard is turned after the auction (FI 6D; option `samba_upcard`) and `first`
    /// starts play.
    fn start_play(&mut self, first: usize, events: &mut Events) {
        if self.rules.upcard_back_under_stock() {
            self.deal.turn_up_unlocked_card();
        } else {
            self.deal.turn_up_card();
        }
        self.begin_turn(first, events);
    }

    /// The declarer has opened: the upcard is turned and the seat left of the dealer plays
    /// first (FI 12, 16A).
    pub(crate) fn declarer_opened(&mut self, events: &mut Events) {
        self.play_from_left_of_dealer(events);
    }

    /// "I cannot open" is for the declarer, right after the auction (FI 16C), and only when
    /// the engine finds no opening in the hand: a declarer who can open must (FI 15C). The
    /// opening found is checked as the declarer's meld would be.
    pub(crate) fn check_cannot_open(&self) -> Result<(), RuleError> {
        match self.deal.turn.phase {
            Phase::Opening => match self.declarer_opening() {
                Some((bid, _)) => Err(RuleError::DeclarerCanOpen { bid }),
                None => Ok(()),
            },
            Phase::Bidding => Err(RuleError::AuctionInProgress),
            Phase::Over => Err(RuleError::GameOver),
            Phase::Draw | Phase::Play | Phase::AwaitingAnswer => Err(RuleError::NoOpeningDue),
        }
    }

    /// The bid being opened and an opening of the declarer's hand that the engine accepts,
    /// if its search finds one ([`super::search`]).
    pub(crate) fn declarer_opening(&self) -> Option<(Bid, Vec<MeldPlay>)> {
        let contract = self.deal.contract()?;
        let seat = contract.declarer;
        let needed = self.deal.seats[seat].minimum_count;
        let hand = self.deal.hands[seat].to_vec();
        let plays = opening_for_bid(&self.rules, contract.bid, needed, &hand)?;
        self.plan_meld(&plays, &mut crate::play::Scratch::default())
            .is_ok()
            .then_some((contract.bid, plays))
    }

    /// The declarer's side pays the penalty and the bid passes to the next highest bidder, or,
    /// when no bidder is left, the deal is played without a bid (FI 16C).
    pub(crate) fn commit_cannot_open(&mut self, events: &mut Events) {
        let seat = self.deal.turn.seat;
        let Some(policy) = self.rules.bidding else {
            return;
        };
        let Some(auction) = self.deal.auction.as_mut() else {
            return;
        };
        // SAMBA 16C: once for the declarer, or for every bid it made (option).
        let times = match policy.failed_opening.charge {
            FailedOpeningCharge::Once => 1,
            FailedOpeningCharge::PerBidMade => auction.bids_made_by(seat).max(1),
        };
        let penalty = policy.failed_opening_penalty * times as i32;
        let failed_bid = auction.contract.map(|c| c.bid);
        auction.failed.push(seat);
        let next = auction.next_declarer();
        auction.contract = next.map(|(declarer, own)| Contract {
            declarer,
            bid: match (policy.failed_opening.next_plays, failed_bid) {
                (NextDeclarerPlays::FailedBid, Some(failed)) => failed,
                _ => own,
            },
            doubled_by: None,
        });
        let contract = auction.contract;
        let team = self.deal.team_of(seat);
        self.deal.teams[team].penalties += penalty;
        events.push(Event::OpeningFailed { seat, penalty });
        match contract {
            Some(contract) => self.declare(contract, events),
            None => self.play_without_bid(events),
        }
    }
}

#[cfg(test)]
#[path = "tests/calls.rs"]
mod tests;
