//! FI 27, 30A, 30B: the declaring side's progress towards its bid, from the public table.

use super::*;
use crate::bidding::{Auction, Bid, Call, Denomination};
use crate::{Game, PositionBuilder};

/// Seat 0 declared `bid`; its team (seats 0 and 2) has `melds`, laid `laid` red 3s and is
/// charged `penalties`; seat 1 is to draw.
fn played(bid: Bid, melds: &[&str], laid: &str, penalties: i32) -> Game {
    let mut auction = Auction::new(0);
    auction.record(0, Call::Bid { bid }, 4);
    for seat in 1..4 {
        auction.record(seat, Call::Pass, 4);
    }
    let mut builder = PositionBuilder::new(Rules::sitoumussamba())
        .hand(0, "4c 4d")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .stock("9s 10h 10s")
        .pile("8d")
        .auction(auction)
        .penalties(0, penalties)
        .turn(1, Phase::Draw);
    for meld in melds {
        builder = builder.meld(0, meld);
    }
    if !laid.is_empty() {
        builder = builder.seat_red_threes(0, laid);
    }
    builder.build().unwrap()
}

#[test]
fn sitoumussamba_30a_up_to_four_the_table_counts_its_bonuses_not_its_cards() {
    let bid = Bid::new(3, Denomination::Hearts);
    let samba = "5h 6h 7h 8h 9h 10h Jh";
    let game = played(bid, &[samba, "Kc Kd Ks"], "3h", 0);
    let progress = bid_progress(game.rules(), &game.public_view()).expect("a bid is played");
    assert_eq!(progress.team, 0);
    assert_eq!(progress.promised, 3000);
    // The samba's 1500, less the red 3 laid down (300, SAMBA 23); no card values.
    assert_eq!(progress.so_far, 1500 - 300);
    assert_eq!(progress.contract.declarer, 0);
}

#[test]
fn sitoumussamba_30b_from_five_the_melded_cards_count_too() {
    let bid = Bid::new(5, Denomination::Canasta);
    let game = played(bid, &["Kc Kd Ks"], "", 100);
    let progress = bid_progress(game.rules(), &game.public_view()).expect("a bid is played");
    assert_eq!(progress.promised, 5000);
    assert_eq!(progress.so_far, 30 - 100, "three kings, less the penalty");
}

#[test]
fn no_progress_without_a_bid_or_before_play() {
    let (game, _) = Game::new(Rules::sitoumussamba(), 3).unwrap();
    assert_eq!(game.turn().phase, Phase::Bidding);
    assert_eq!(bid_progress(game.rules(), &game.public_view()), None);
    let (classic, _) = Game::new(Rules::classic(), 3).unwrap();
    assert_eq!(bid_progress(classic.rules(), &classic.public_view()), None);
}
