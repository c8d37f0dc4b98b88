//! FI 26B, 26C: going out while a bid stands.

use super::*;
use crate::bidding::{Auction, Bid, BiddingPolicy, Call, Denomination};
use crate::*;

/// Seat 0 declared `level` spades; seat `mover` is to play, holding one card to discard.
fn position(level: u8, mover: usize, melds: &[(usize, &str)]) -> Game {
    position_in(Rules::sitoumussamba(), level, mover, melds)
}

/// [`position`] under `rules`.
fn position_in(rules: Rules, level: u8, mover: usize, melds: &[(usize, &str)]) -> Game {
    let mut auction = Auction::new(0);
    let bid = Bid::new(level, Denomination::Spades);
    auction.record(0, Call::Bid { bid }, 4);
    for seat in 1..4 {
        auction.record(seat, Call::Pass, 4);
    }
    let mut b = PositionBuilder::new(rules)
        .hand(0, "9c")
        .hand(1, "9d")
        .hand(2, "5d")
        .hand(3, "4c")
        .pile("4c")
        .stock("5s 6s")
        .seat_melded(mover)
        .auction(auction)
        .turn(mover, Phase::Play);
    for (team, cards) in melds {
        b = b.meld(*team, cards);
    }
    b.build().unwrap()
}

fn discard(g: &mut Game, seat: usize, card: &str) -> Result<Vec<Event>, RuleError> {
    let before = g.clone();
    let result = g.apply(
        seat,
        &Action::Discard {
            card: card.parse().unwrap(),
        },
    );
    if result.is_err() {
        assert_eq!(*g, before);
    }
    result
}

fn scored(events: &[Event]) -> DealResult {
    events
        .iter()
        .find_map(|e| match e {
            Event::DealScored { result } => Some(result.clone()),
            _ => None,
        })
        .unwrap()
}

const KINGS: &str = "Kh Kd Ks Kc Kc Kd Kh";
const QUEENS: &str = "Qh Qd Qs Qc Qc 2d joker";
const HEARTS: &str = "4h 5h 6h 7h 8h 9h 10h";

#[test]
fn sitoumussamba_26b_the_declarers_go_out_only_once_the_bid_is_reached() {
    // 500 + 300 for the canastas, 300 for going out, less 5 in the partner's hand: 1095.
    let melds = [(0, KINGS), (0, QUEENS)];
    let mut g = position(2, 0, &melds);
    assert_eq!(
        discard(&mut g, 0, "9c"),
        Err(RuleError::BidNotReached {
            bid: Bid::new(2, Denomination::Spades),
            count: 1095,
            needed: 2000
        })
    );
    let mut g = position(1, 0, &melds);
    let result = scored(&discard(&mut g, 0, "9c").unwrap());
    assert_eq!(result.teams[0].bid, 500, "half of 1000 more (FI 12A)");
}

#[test]
fn sitoumussamba_26c_robbers_go_out_with_a_samba_and_two_canastas_one_natural() {
    let needs = Err(RuleError::RobbersNeedMelds {
        sambas: 1,
        canastas: 2,
        natural: 1,
    });
    let mut g = position(3, 1, &[(1, KINGS), (1, QUEENS)]);
    assert_eq!(discard(&mut g, 1, "9d"), needs, "no samba");
    let mixed = "Jh Jd Js Jc Jc 2d 2c";
    let mut g = position(3, 1, &[(1, HEARTS), (1, mixed), (1, QUEENS)]);
    assert_eq!(discard(&mut g, 1, "9d"), needs, "no natural canasta");
    let mut g = position(3, 1, &[(1, HEARTS), (1, KINGS), (1, QUEENS)]);
    let result = scored(&discard(&mut g, 1, "9d").unwrap());
    assert_eq!(
        result.teams[1].bid, 3000,
        "the robbers score the whole bid (FI 30C)"
    );
    assert_eq!(result.teams[0].bid, 0);
}

#[test]
fn sitoumussamba_26c_what_the_robbers_need() {
    let needs = BiddingPolicy::sitoumus().robbers_need;
    let rules = Rules::sitoumussamba();
    let melds: Vec<Meld> = [HEARTS, KINGS, QUEENS]
        .iter()
        .enumerate()
        .map(|(i, s)| meld::new_meld(&rules, MeldId(i as u32), &parse_cards(s).unwrap()).unwrap())
        .collect();
    assert!(robbers_may_go_out(&needs, &melds));
    assert!(!robbers_may_go_out(&needs, &melds[..2]));
    assert!(!robbers_may_go_out(&needs, &melds[1..]));
}

#[test]
fn sitoumussamba_26b_option_partner_goes_out_lets_the_partner_go_out_unless_unset() {
    let melds = [(0, KINGS), (0, QUEENS)];
    // Seat 2, the declarer's partner, goes out once 1000 is reached (1095 with seat 0's 9).
    let mut g = position(1, 2, &melds);
    let result = scored(&discard(&mut g, 2, "5d").unwrap());
    assert_eq!(result.teams[0].bid, 500, "default: the partner may go out");
    let mut rules = Rules::sitoumussamba();
    if let Some(policy) = rules.bidding.as_mut() {
        policy.partner_may_go_out = false;
    }
    let mut g = position_in(rules.clone(), 1, 2, &melds);
    assert_eq!(
        discard(&mut g, 2, "5d"),
        Err(RuleError::OnlyDeclarerGoesOut)
    );
    let mut g = position_in(rules, 1, 0, &melds);
    assert!(discard(&mut g, 0, "9c").is_ok(), "the declarer still may");
}
