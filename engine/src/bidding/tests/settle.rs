//! FI 12A, 12E, 27, 30A-D: the bid's part of a deal's score.

use super::*;
use crate::bidding::Denomination;

fn policy() -> BiddingPolicy {
    BiddingPolicy::sitoumus()
}

fn contract(level: u8, doubled_by: Option<usize>) -> Contract {
    Contract {
        declarer: 0,
        bid: Bid::new(level, Denomination::Hearts),
        doubled_by,
    }
}

/// A side's breakdown with these bonuses (canastas and sambas), melded cards and hand.
fn side(canastas: i32, melded: i32, in_hand: i32) -> ScoreBreakdown {
    let mut b = ScoreBreakdown {
        canastas,
        melded,
        in_hand,
        ..ScoreBreakdown::default()
    };
    b.total = b.sum_of_parts();
    b
}

/// The bid settled under the default options; `went_out` is the seat that went out (seats 0
/// and 2 declare, 1 and 3 rob), none after a stock run-out.
fn settled(
    contract: Contract,
    went_out: Option<usize>,
    sides: [ScoreBreakdown; 2],
) -> [ScoreBreakdown; 2] {
    settled_under(&policy(), contract, went_out, sides)
}

/// [`settled`] under `policy`.
fn settled_under(
    policy: &BiddingPolicy,
    contract: Contract,
    went_out: Option<usize>,
    sides: [ScoreBreakdown; 2],
) -> [ScoreBreakdown; 2] {
    let mut sides = sides;
    let went_out = went_out.map(|seat| WentOut {
        seat,
        side: seat % 2,
    });
    settle_bid(policy, contract, 0, went_out, &mut sides);
    for s in &sides {
        assert_eq!(s.total, s.sum_of_parts());
    }
    sides
}

#[test]
fn sitoumussamba_12a_reaching_the_bid_scores_half_of_it_more() {
    let [declarers, robbers] = settled(
        contract(2, None),
        Some(0),
        [side(2300, 400, 0), side(300, 200, -50)],
    );
    assert_eq!(declarers.bid, 1000);
    assert_eq!(declarers.total, 2300 + 400 + 1000);
    assert_eq!(robbers.bid, 0);
}

#[test]
fn sitoumussamba_27_exactly_the_bid_reaches_it() {
    let [declarers, _] = settled(contract(3, None), None, [side(3000, 500, 0), side(0, 0, 0)]);
    assert_eq!(declarers.bid, 1500, "3000 reaches a bid of 3000 (FI 27)");
    let [declarers, _] = settled(
        contract(3, None),
        None,
        [side(3000, 500, -5), side(0, 0, 0)],
    );
    assert_eq!(
        declarers.bid, 0,
        "the hand's minus counts against the bid (FI 12B)"
    );
}

#[test]
fn sitoumussamba_30a_up_to_four_the_melded_cards_do_not_count() {
    let policy = policy();
    let b = side(3500, 600, -100);
    let four = Bid::new(4, Denomination::Spades);
    assert_eq!(bid_count(&policy, four, &b), 3400);
    assert!(!reaches(&policy, four, &b));
}

#[test]
fn sitoumussamba_30b_from_five_the_melded_cards_count() {
    let policy = policy();
    let b = side(4500, 600, -100);
    let five = Bid::new(5, Denomination::Clubs);
    assert_eq!(bid_count(&policy, five, &b), 5000);
    assert!(reaches(&policy, five, &b));
}

#[test]
fn sitoumussamba_30c_robbers_who_go_out_score_the_whole_bid() {
    let [declarers, robbers] = settled(
        contract(4, None),
        Some(1),
        [side(1500, 400, -30), side(3300, 900, 0)],
    );
    assert_eq!(declarers.bid, 0);
    assert_eq!(
        declarers.total,
        1500 + 400 - 30,
        "the declarers keep their points"
    );
    assert_eq!(robbers.bid, 4000);
}

#[test]
fn sitoumussamba_30d_a_stock_run_out_voids_the_bid() {
    let [declarers, robbers] = settled(
        contract(4, None),
        None,
        [side(1500, 400, -30), side(3300, 900, 0)],
    );
    assert_eq!((declarers.bid, robbers.bid), (0, 0));
    // Reached before the stock ran out, the premium stands.
    let [declarers, _] = settled(
        contract(1, None),
        None,
        [side(1500, 400, -30), side(0, 0, 0)],
    );
    assert_eq!(declarers.bid, 500);
}

#[test]
fn sitoumussamba_12e_a_doubled_bid_scores_whole_when_reached_and_double_when_robbed() {
    let [declarers, _] = settled(
        contract(2, Some(1)),
        Some(0),
        [side(2300, 400, 0), side(0, 0, 0)],
    );
    assert_eq!(declarers.bid, 2000);
    let [declarers, robbers] = settled(
        contract(2, Some(1)),
        Some(1),
        [side(1300, 400, 0), side(3300, 900, 0)],
    );
    assert_eq!((declarers.bid, robbers.bid), (0, 4000));
    let [declarers, robbers] = settled(
        contract(2, Some(1)),
        None,
        [side(1300, 400, 0), side(3300, 900, 0)],
    );
    assert_eq!(
        (declarers.bid, robbers.bid),
        (0, 0),
        "a stock run-out voids the double too (FI 12E)"
    );
}

#[test]
fn sitoumussamba_12a_the_premium_is_in_the_deal_breakdown() {
    use crate::bidding::{Auction, Call};
    use crate::*;
    let mut auction = Auction::new(0);
    auction.record(
        0,
        Call::Bid {
            bid: Bid::new(1, Denomination::Spades),
        },
        4,
    );
    for seat in 1..4 {
        auction.record(seat, Call::Pass, 4);
    }
    let mut g = PositionBuilder::new(Rules {
        bidding: Some(BiddingPolicy::sitoumus()),
        ..Rules::classic()
    })
    .hand(0, "9c")
    .hand(1, "Ah joker")
    .hand(2, "5d")
    .hand(3, "4c")
    .meld(0, "Kh Kd Ks Kc Kc Kd Kh")
    .meld(0, "Qh Qd Qs Qc Qc Qd Qh")
    .seat_melded(0)
    .pile("4c")
    .stock("5s 6s")
    .auction(auction)
    .turn(0, Phase::Play)
    .build()
    .unwrap();
    let events = g
        .apply(
            0,
            &Action::Discard {
                card: "9c".parse().unwrap(),
            },
        )
        .unwrap();
    let result = events
        .iter()
        .find_map(|e| match e {
            Event::DealScored { result } => Some(result.clone()),
            _ => None,
        })
        .unwrap();
    // 500 + 500 + 100 for going out, less 5 in the partner's hand: 1095 reaches 1000.
    assert_eq!(result.teams[0].bid, 500);
    assert_eq!(result.teams[0].total, 1095 + 140 + 500);
    assert_eq!(result.teams[1].bid, 0);
    let checker = crate::invariants::Checker::for_game(&g);
    assert_eq!(checker.after_action(&g), Vec::<String>::new());
}

#[test]
fn sitoumussamba_30d_option_stock_out_after_bid_voids_a_reached_bid_only_when_set() {
    let reached = [side(1500, 400, -30), side(0, 0, 0)];
    let [declarers, _] = settled(contract(1, None), None, reached);
    assert_eq!(declarers.bid, 500, "default: a reached bid stands");
    let voiding = BiddingPolicy {
        stock_out_voids_reached_bid: true,
        ..policy()
    };
    let [declarers, _] = settled_under(&voiding, contract(1, None), None, reached);
    assert_eq!(declarers.bid, 0, "the option voids it");
    let [declarers, _] = settled_under(&voiding, contract(1, None), Some(0), reached);
    assert_eq!(declarers.bid, 500, "going out is no stock run-out");
}

#[test]
fn sitoumussamba_12e_option_double_robbery_by_the_doublers_partner() {
    let robbed = [side(1300, 400, 0), side(3300, 900, 0)];
    // Seat 1 doubled; its partner, seat 3, goes out.
    let [_, robbers] = settled(contract(2, Some(1)), Some(3), robbed);
    assert_eq!(
        robbers.bid, 4000,
        "default: the partner robs at the double's rate"
    );
    let doubler_only = BiddingPolicy {
        partner_robs_doubled_bid: false,
        ..policy()
    };
    let [_, robbers] = settled_under(&doubler_only, contract(2, Some(1)), Some(3), robbed);
    assert_eq!(robbers.bid, 2000, "the partner's robbery is undoubled");
    let [_, robbers] = settled_under(&doubler_only, contract(2, Some(1)), Some(1), robbed);
    assert_eq!(robbers.bid, 4000, "the doubler's own robbery is doubled");
}

/// The settlement says what became of the bid with its arithmetic: the count against the
/// points promised, and who scored what percent, doubled or not (FI 12A, 12E, 30C, 30D).
#[test]
fn sitoumussamba_30_the_settlement_tells_reached_robbed_and_void() {
    let settle = |contract, went_out: Option<usize>, mut sides: [ScoreBreakdown; 2]| {
        let went_out = went_out.map(|seat| WentOut {
            seat,
            side: seat % 2,
        });
        settle_bid(&policy(), contract, 0, went_out, &mut sides).expect("a side declares")
    };
    let reached = settle(
        contract(2, Some(1)),
        Some(0),
        [side(2300, 400, 0), side(0, 0, 0)],
    );
    assert_eq!((reached.promised, reached.count), (2000, 2300));
    assert_eq!(
        reached.outcome,
        BidOutcome::Reached {
            percent: 50,
            factor: 2,
            points: 2000
        }
    );
    let robbed = settle(
        contract(4, None),
        Some(1),
        [side(1500, 400, -30), side(3300, 900, 0)],
    );
    assert_eq!((robbed.promised, robbed.count), (4000, 1470));
    assert_eq!(
        robbed.outcome,
        BidOutcome::Robbed {
            side: 1,
            percent: 100,
            factor: 1,
            points: 4000
        }
    );
    let void = settle(
        contract(4, None),
        None,
        [side(1500, 400, -30), side(3300, 900, 0)],
    );
    assert_eq!((void.outcome, void.count), (BidOutcome::Void, 1470));
    assert_eq!(void.contract, contract(4, None));
}
