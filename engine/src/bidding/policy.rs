//! The numbers of the Sitoumussamba bid, as a policy of the rules (FI 12, 16, 26C, 30).

use serde::{Deserialize, Serialize};

/// What the other side needs on the table before one of its players may go out against a
/// bid, "robbing" it (FI 26C): a samba and two canastas, one of them natural.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RobberyNeeds {
    /// Completed sambas (sequences of seven).
    pub sambas: u8,
    /// Completed canastas of one rank (2s canastas included).
    pub canastas: u8,
    /// How many of those canastas must be natural ("red").
    pub natural_canastas: u8,
}

/// The auction before play and what the bid is worth (FI 12, 16, 30). A rule set without a
/// bidding policy deals straight into play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BiddingPolicy {
    /// The highest level; bids go from 1 to this (FI 12B: 8).
    pub levels: u8,
    /// Points promised per level (FI 12B: 1000, so 1000 to 8000).
    pub step: i32,
    /// From this level up the declarer may open with the bid's meld instead of the minimum
    /// count: a sequence of the bid suit, four of a rank, four 2s (FI 16B: 4).
    pub shape_opening_from: u8,
    /// Cards of the declarer's opening with the bid's meld: three in sequence, four of a
    /// rank, four 2s (FI 16B).
    pub shape_opening_cards: ShapeOpeningCards,
    /// From this level up the values of the melded cards count towards the bid; below it only
    /// bonuses, minus the hands and penalties (FI 30A, 30B: 5).
    pub melded_count_from: u8,
    /// Charged to the side of a declarer who cannot open; the bid passes on (FI 16C: 1000).
    pub failed_opening_penalty: i32,
    /// The declaring side's premium for reaching its bid, in percent of it (FI 12A: 50).
    pub premium_percent: i32,
    /// What the side that robs the bid scores, in percent of it (FI 30C: 100).
    pub robbery_percent: i32,
    /// A doubled bid multiplies the premium and the robbery by this (FI 12E: 2).
    pub double_factor: i32,
    /// What the robbers need on the table to go out (FI 26C).
    pub robbers_need: RobberyNeeds,
    /// Option `samba_failed_opening` (SAMBA 16C): after a declarer cannot open, whose bid the
    /// next bidder plays and how often the penalty is charged.
    #[serde(default)]
    pub failed_opening: FailedOpening,
    /// Option `samba_rebid` (SAMBA 12C): a player who passed may bid again later (default).
    #[serde(default = "yes")]
    pub rebid_after_pass: bool,
    /// Option `samba_partner_goes_out` (SAMBA 26B): the declarer's partner may go out once the
    /// bid is reached, like the declarer (default); otherwise only the declarer may.
    #[serde(default = "yes")]
    pub partner_may_go_out: bool,
    /// Option `samba_stock_out_after_bid` (SAMBA 30D): a stock run-out voids the bid even when
    /// it was reached; by default a reached bid stands.
    #[serde(default)]
    pub stock_out_voids_reached_bid: bool,
    /// Option `samba_double_robbery` (SAMBA 12E): the doubler's partner going out robs the
    /// doubled bid at the double's rate too (default); otherwise only the doubler's own going
    /// out does, and the partner's scores as an undoubled robbery.
    #[serde(default = "yes")]
    pub partner_robs_doubled_bid: bool,
    /// Option `samba_upcard` as Sitoumussamba's rule sets stored it before plain Samba had the
    /// option too: read through [`crate::Rules::upcard_back_under_stock`]; a table chosen now
    /// sets `DealPolicy::upcard_back_under_stock` instead and leaves this false.
    #[serde(default)]
    pub upcard_back_under_stock: bool,
}

/// The least cards of the declarer's meld that fulfils a bid from `shape_opening_from` up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShapeOpeningCards {
    /// A suit bid: cards of a sequence of the bid suit (3).
    pub sequence: u8,
    /// A canasta bid: natural cards of one rank, not 3s (4).
    pub rank: u8,
    /// A 2s canasta bid: 2s (4).
    pub twos: u8,
    /// Wild cards such a meld may take besides (2; for 2s, jokers).
    pub wilds: u8,
}

impl BiddingPolicy {
    /// Sitoumussamba as the Finnish federation plays it (FI 12, 16, 26C, 30).
    pub fn sitoumus() -> BiddingPolicy {
        BiddingPolicy {
            levels: 8,
            step: 1000,
            shape_opening_from: 4,
            shape_opening_cards: ShapeOpeningCards {
                sequence: 3,
                rank: 4,
                twos: 4,
                wilds: 2,
            },
            melded_count_from: 5,
            failed_opening_penalty: 1000,
            premium_percent: 50,
            robbery_percent: 100,
            double_factor: 2,
            robbers_need: RobberyNeeds {
                sambas: 1,
                canastas: 2,
                natural_canastas: 1,
            },
            failed_opening: FailedOpening::default(),
            rebid_after_pass: true,
            partner_may_go_out: true,
            stock_out_voids_reached_bid: false,
            partner_robs_doubled_bid: true,
            upcard_back_under_stock: false,
        }
    }

    /// The points a bid of `level` promises.
    pub fn points(&self, level: u8) -> i32 {
        self.step * i32::from(level)
    }
}

/// Option `samba_failed_opening` (SAMBA 16C): the text says the bid "goes to the second highest
/// bidder" and, when nobody can open, that each player pays 1000 "for every bid"; it leaves
/// open which bid the next bidder plays and whether a declarer who fails pays per bid.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FailedOpening {
    /// Which bid the next declarer plays.
    pub next_plays: NextDeclarerPlays,
    /// How much a declarer who cannot open pays.
    pub charge: FailedOpeningCharge,
}

/// Which bid passes on after a declarer cannot open (SAMBA 16C).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NextDeclarerPlays {
    /// The next highest bidder plays its own highest bid (default).
    #[default]
    OwnBid,
    /// The next highest bidder plays the bid that failed.
    FailedBid,
}

/// What a declarer who cannot open pays (SAMBA 16C, 29).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FailedOpeningCharge {
    /// The penalty once for each declarer who cannot open (default).
    #[default]
    Once,
    /// The penalty for every bid the failing declarer made in the auction ("1000 for every
    /// bid", SAMBA 16C).
    PerBidMade,
}

/// `true`, the default of the options that keep what was played before they existed.
fn yes() -> bool {
    true
}
