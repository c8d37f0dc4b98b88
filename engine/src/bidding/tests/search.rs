//! FI 15C, 16A, 16B: the engine finds the declarer's opening, and a declarer who can open may
//! not say they cannot.

use super::opening_for_bid;
use crate::bidding::opening::tests::declarer_under;
use crate::bidding::{Bid, Denomination};
use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn new(s: &str) -> MeldPlay {
    MeldPlay::New { cards: cards(s) }
}

/// What the search finds for `bid` in `hand` under Sitoumussamba, needing 50.
fn found(bid: Bid, hand: &str) -> Option<Vec<MeldPlay>> {
    opening_for_bid(&Rules::sitoumussamba(), bid, 50, &cards(hand))
}

/// Seat 0 declares `bid` undoubled and must open with `hand` (minimum count 50).
fn declarer(bid: Bid, hand: &str) -> Game {
    declarer_under(Rules::sitoumussamba(), bid, hand)
}

/// A hand of no run, no pair with a wild card and no three of a rank: it cannot open.
const WEAK: &str = "4h 6c 8d 10s Qh Ah 4c 6d 8s 10h Qc 5s 7h 9c Jd";

#[test]
fn sitoumussamba_16a_up_to_three_the_search_opens_with_the_minimum_count() {
    let bid = Bid::new(3, Denomination::Hearts);
    let plays = found(bid, "Kh Ks Kc Ad Ac joker 4h 6c 8d 10s Qh 5s 7h 9c Jd").unwrap();
    // K K K (30) is short of 50: A A joker (90) reaches it with one wild card.
    assert_eq!(plays, vec![new("Ad Ac joker")]);
    assert_eq!(found(bid, WEAK), None);
}

#[test]
fn sitoumussamba_16b_a_suit_bid_opens_with_a_run_of_its_suit() {
    let hand = "5h 6h 7h 4c 6d 8s 10h Qc 5s 7c 9c Jd Ks Ad 3s";
    let hearts = Bid::new(4, Denomination::Hearts);
    assert_eq!(found(hearts, hand), Some(vec![new("5h 6h 7h")]));
    // Below level four the run is only its points (20), short of the minimum count.
    assert_eq!(found(Bid::new(3, Denomination::Hearts), hand), None);
    // A spades bid needs a run of spades.
    assert_eq!(found(Bid::new(4, Denomination::Spades), hand), None);
}

#[test]
fn sitoumussamba_16b_a_canasta_bid_opens_with_four_of_a_rank_not_3s() {
    let hand = "6h 6d 6s 6c 4c 8s 10h Qc 5s 7c 9c Jd Ks Ad 2h";
    let canasta = Bid::new(4, Denomination::Canasta);
    assert_eq!(found(canasta, hand), Some(vec![new("6h 6d 6s 6c")]));
    let threes = "3s 3c 3s 3c 4c 8s 10h Qc 5s 7c 9c Jd Ks Ad 6h";
    assert_eq!(found(canasta, threes), None);
}

#[test]
fn sitoumussamba_16b_a_2s_canasta_bid_opens_with_four_2s() {
    let hand = "2h 2d 2s 2c 4c 8s 10h Qc 5s 7c 9c Jd Ks Ad 6h";
    let twos = Bid::new(4, Denomination::TwosCanasta);
    assert_eq!(found(twos, hand), Some(vec![new("2h 2d 2s 2c")]));
    let three_twos = "2h 2d 2s 3c 4c 8s 10h Qc 5s 7c 9c Jd Ks Ad 6h";
    assert_eq!(found(twos, three_twos), None);
}

#[test]
fn sitoumussamba_16a_a_finished_samba_opens_whatever_the_count() {
    let hand = "4c 5c 6c 7c 8c 9c 10c 4h 6d 8s Qh Ah 5s 7h Jd";
    let plays = opening_for_bid(
        &Rules::sitoumussamba(),
        Bid::new(2, Denomination::Spades),
        200,
        &cards(hand),
    );
    assert_eq!(plays, Some(vec![new("4c 5c 6c 7c 8c 9c 10c")]));
}

#[test]
fn sitoumussamba_15c_a_declarer_who_can_open_may_not_say_they_cannot() {
    let bid = Bid::new(1, Denomination::Clubs);
    let mut g = declarer(bid, "Kh Ks Kc Ad Ac joker 4h 6c 8d 10s Qh 5s 7h 9c Jd");
    let before = g.clone();
    assert_eq!(
        g.apply(0, &Action::CannotOpen),
        Err(RuleError::DeclarerCanOpen { bid })
    );
    assert_eq!(g, before, "a refused action changes nothing");
    // The opening the engine found is one the declarer may make.
    let plays = found(bid, "Kh Ks Kc Ad Ac joker 4h 6c 8d 10s Qh 5s 7h 9c Jd").unwrap();
    g.apply(0, &Action::Meld { melds: plays }).unwrap();
    assert_eq!(g.turn().phase, Phase::Draw);
}

#[test]
fn sitoumussamba_16c_a_declarer_who_cannot_open_says_so() {
    let bid = Bid::new(1, Denomination::Clubs);
    let mut g = declarer(bid, WEAK);
    let events = g.apply(0, &Action::CannotOpen).unwrap();
    assert!(events.contains(&Event::OpeningFailed {
        seat: 0,
        penalty: 1000
    }));
}
