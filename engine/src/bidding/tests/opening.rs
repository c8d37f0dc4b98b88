//! FI 16A, 16B: what the declarer's opening must hold, by the bid's level.

use super::is_bid_meld;
use crate::bidding::{Auction, Bid, BiddingPolicy, Call, Denomination};
use crate::meld::{MeldId, MeldShape};
use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn meld(s: &str) -> Action {
    let melds = s
        .split(',')
        .map(|m| MeldPlay::New { cards: cards(m) })
        .collect();
    Action::Meld { melds }
}

/// Seat 0 is the declarer of `bid`, to open with `hand`; its side's minimum count is 50.
fn declarer(bid: Bid, hand: &str) -> Game {
    let rules = Rules {
        bidding: Some(BiddingPolicy::sitoumus()),
        ..Rules::classic()
    };
    declarer_under(rules, bid, hand)
}

/// [`declarer`] under `rules`.
pub(crate) fn declarer_under(rules: Rules, bid: Bid, hand: &str) -> Game {
    let mut auction = Auction::new(0);
    auction.record(0, Call::Bid { bid }, 4);
    for seat in 1..4 {
        auction.record(seat, Call::Pass, 4);
    }
    PositionBuilder::new(rules)
        .hand(0, hand)
        .hand(1, "4c 4d")
        .hand(2, "4h 4s")
        .hand(3, "6c 6d")
        .stock("9s 10h 10s")
        .auction(auction)
        .turn(0, Phase::Opening)
        .build()
        .unwrap()
}

fn refused(bid: Bid, hand: &str, action: &Action) -> RuleError {
    let mut g = declarer(bid, hand);
    let before = g.clone();
    let error = g.apply(0, action).unwrap_err();
    assert_eq!(g, before);
    error
}

#[test]
fn sitoumussamba_16a_up_to_three_the_declarer_opens_with_the_minimum_count() {
    let bid = Bid::new(3, Denomination::Hearts);
    let hand = "5h 5d 5s 5c Kh Ks Kc 9d";
    assert_eq!(
        refused(bid, hand, &meld("5h 5d 5s 5c")),
        RuleError::OpeningMissesBid {
            bid,
            needed: 50,
            got: 20
        }
    );
    let mut g = declarer(bid, hand);
    g.apply(0, &meld("5h 5d 5s 5c, Kh Ks Kc")).unwrap();
    assert_eq!(g.turn().phase, Phase::Draw);
}

#[test]
fn sitoumussamba_16a_a_finished_canasta_opens_its_bonus_counting() {
    let bid = Bid::new(2, Denomination::Clubs);
    let mut g = declarer(bid, "4h 4h 4d 4d 4s 4s 4c 9d");
    // Seven 4s count 35 + 500 for the natural canasta.
    g.apply(0, &meld("4h 4h 4d 4d 4s 4s 4c")).unwrap();
    assert_eq!(g.deal().teams[0].canastas(), 1);
}

#[test]
fn sitoumussamba_16b_from_four_a_canasta_bid_opens_with_four_of_a_rank() {
    let hand = "5h 5d 5s 5c 2c joker 9d 9h";
    let four = Bid::new(4, Denomination::Canasta);
    let mut g = declarer(four, hand);
    g.apply(0, &meld("5h 5d 5s 5c")).unwrap();
    let mut g = declarer(four, hand);
    g.apply(0, &meld("5h 5d 5s 5c 2c joker")).unwrap();
    assert!(matches!(
        refused(four, hand, &meld("5h 5d 5s 2c")),
        RuleError::OpeningMissesBid { .. }
    ));
    let three = Bid::new(3, Denomination::Canasta);
    assert!(matches!(
        refused(three, hand, &meld("5h 5d 5s 5c")),
        RuleError::OpeningMissesBid { got: 20, .. }
    ));
    // A suit bid is not fulfilled by four of a rank.
    let spades = Bid::new(4, Denomination::Spades);
    assert!(matches!(
        refused(spades, hand, &meld("5h 5d 5s 5c")),
        RuleError::OpeningMissesBid { .. }
    ));
}

#[test]
fn sitoumussamba_16b_the_bid_meld_a_sequence_of_the_suit_four_of_a_rank_four_2s() {
    let cards_needed = BiddingPolicy::sitoumus().shape_opening_cards;
    let is = |bid: Bid, m: &Meld| is_bid_meld(bid, m, &cards_needed);
    let hearts = Bid::new(4, Denomination::Hearts);
    let run = |s: &str, suit: Suit, low: Rank, high: Rank| Meld {
        id: MeldId(0),
        shape: MeldShape::Sequence { suit, low, high },
        cards: cards(s),
    };
    assert!(is(
        hearts,
        &run("5h 6h 7h", Suit::Hearts, Rank::Five, Rank::Seven)
    ));
    assert!(!is(
        hearts,
        &run("5s 6s 7s", Suit::Spades, Rank::Five, Rank::Seven)
    ));
    assert!(!is(
        hearts,
        &run("5h 6h", Suit::Hearts, Rank::Five, Rank::Six)
    ));
    let twos = Bid::new(4, Denomination::TwosCanasta);
    let of_twos = |s: &str| Meld {
        id: MeldId(0),
        shape: MeldShape::Rank(Rank::Two),
        cards: cards(s),
    };
    assert!(is(twos, &of_twos("2h 2d 2s 2c")));
    assert!(is(twos, &of_twos("2h 2d 2s 2c joker joker")));
    assert!(!is(twos, &of_twos("2h 2d 2s joker")));
    assert!(!is(twos, &of_twos("2h 2d 2s 2c joker joker joker")));
    let canasta = Bid::new(4, Denomination::Canasta);
    let of_rank = |s: &str, rank| Meld {
        id: MeldId(0),
        shape: MeldShape::Rank(rank),
        cards: cards(s),
    };
    assert!(!is(canasta, &of_rank("3c 3s 3c 3s", Rank::Three)), "not 3s");
    assert!(is(canasta, &of_rank("Kc Ks Kh Kd", Rank::King)));
}

#[test]
fn sitoumussamba_16a_the_declarer_keeps_a_card() {
    let bid = Bid::new(1, Denomination::Clubs);
    assert_eq!(
        refused(bid, "Kh Ks Kc", &meld("Kh Ks Kc")),
        RuleError::MustKeepACard
    );
}

#[test]
fn sitoumussamba_16a_the_declarer_opens_with_four_2s() {
    let bid = Bid::new(1, Denomination::Clubs);
    let g = declarer_under(Rules::sitoumussamba(), bid, "2h 2d 2s 2c 9d 9h");
    let mut four = g.clone();
    four.apply(0, &meld("2h 2d 2s 2c")).unwrap();
    assert_eq!(four.deal().teams[0].melds[0].rank(), Some(Rank::Two));
    let mut three = g.clone();
    assert_eq!(
        three.apply(0, &meld("2h 2d 2s")),
        Err(RuleError::TwosOpeningTooFew { needed: 4 })
    );
    assert_eq!(three, g);
}
