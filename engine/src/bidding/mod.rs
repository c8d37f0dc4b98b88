//! Sitoumussamba's bid (RULES.md §3 "Bidding"; FI 12, 16, 26C, 30, 31): the bid and its order
//! ([`bid`]), the auction before play ([`auction`]), the rule set's numbers ([`policy`]), and
//! the game's side of it: calls, the declarer's immediate opening and the bid's score.

pub mod auction;
pub mod bid;
mod calls;
pub mod going_out;
pub mod opening;
pub mod policy;
pub mod progress;
pub mod search;
pub mod settle;

pub use auction::{Auction, AuctionEnd, CallMade, Contract};
pub use bid::{Bid, Call, Denomination};
pub use policy::{
    BiddingPolicy, FailedOpening, FailedOpeningCharge, NextDeclarerPlays, RobberyNeeds,
    ShapeOpeningCards,
};
pub use progress::{bid_progress, BidProgress};
pub use search::opening_for_bid;
pub use settle::{BidOutcome, BidSettlement};
