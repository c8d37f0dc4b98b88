//! FI 12, 16C, 31: the auction in the game, its turn order and what its end starts.

use crate::bidding::{
    Auction, Bid, BiddingPolicy, Contract, Denomination, FailedOpening, FailedOpeningCharge,
    NextDeclarerPlays,
};
use crate::*;

/// Classic cards with the Sitoumussamba auction: the bid's own policy, before `samba()`.
fn bidding_rules() -> Rules {
    Rules {
        bidding: Some(BiddingPolicy::sitoumus()),
        ..Rules::classic()
    }
}

fn bid(level: u8, denomination: Denomination) -> Action {
    Action::Bid {
        bid: Bid::new(level, denomination),
    }
}

/// Seat 0 calls first (the dealer is seat 3); hands that can open small melds.
fn auction() -> Game {
    auction_with("Qh Qs Qc Jh Jd 7d 8d 9s 5c 6c joker")
}

/// [`auction`] with seat 1 holding `hand`.
fn auction_with(hand: &str) -> Game {
    auction_in(bidding_rules(), hand)
}

/// [`auction_with`] under `rules`.
fn auction_in(rules: Rules, hand: &str) -> Game {
    PositionBuilder::new(rules)
        .hand(0, "Kh Ks Kc Ah Ad 7c 8c 9d 5s 6s 4h")
        .hand(1, hand)
        .hand(2, "4c 5d 6d 7h 8h 9h 10c Jc Jh 2c joker")
        .hand(3, "4s 5h 6h 7s 8s 9c 10d Js Qd Kd As")
        .stock("9s 10h 10s Qs Kh 4d 5c")
        .auction(Auction::new(0))
        .turn(0, Phase::Bidding)
        .build()
        .unwrap()
}

/// [`auction`] where neither seat 0 nor seat 1 can open 50 (no wild card beside their pairs):
/// only such a declarer may say it cannot open (FI 15C).
fn auction_without_openings() -> Game {
    auction_with("Qh Qs Qc Jh Jd 7d 8d 9s 5c 6c 4d")
}

/// Applies `calls` in turn from the seat to act; the events of the last.
fn calls(g: &mut Game, calls: &[Action]) -> Vec<Event> {
    let mut events = Vec::new();
    for call in calls {
        let seat = g.seat_to_act().unwrap();
        events = g.apply(seat, call).unwrap();
    }
    events
}

#[test]
fn sitoumussamba_12a_left_of_the_dealer_bids_first_and_the_upcard_waits() {
    let (g, events) = Game::new(bidding_rules(), 7).unwrap();
    let first = g.deal().next_seat(g.dealer());
    assert_eq!(g.turn().phase, Phase::Bidding);
    assert_eq!(g.seat_to_act(), Some(first));
    assert!(
        g.deal().pile.is_empty(),
        "no upcard before the bids (FI 6D)"
    );
    assert_eq!(g.deal().all_cards().len(), 108);
    assert_eq!(events.len(), 1, "{events:?}");
    let mut refused = g.clone();
    assert_eq!(
        refused.apply(first, &Action::Draw),
        Err(RuleError::AuctionInProgress)
    );
    let other = g.deal().next_seat(first);
    assert_eq!(
        refused.apply(other, &Action::Pass),
        Err(RuleError::NotYourTurn { expected: first })
    );
    assert_eq!(refused, g);
    assert!(g.public_view().auction.is_some());
}

#[test]
fn sitoumussamba_12c_calls_go_round_to_the_left() {
    let mut g = auction();
    let events = g.apply(0, &bid(1, Denomination::Hearts)).unwrap();
    let hearts = Bid::new(1, Denomination::Hearts);
    assert_eq!(
        events,
        [Event::Called {
            seat: 0,
            call: Call::Bid { bid: hearts }
        }]
    );
    assert_eq!(g.seat_to_act(), Some(1));
    let before = g.clone();
    assert_eq!(
        g.apply(1, &bid(1, Denomination::Diamonds)),
        Err(RuleError::BidTooLow { highest: hearts })
    );
    assert_eq!(g, before);
    calls(&mut g, &[bid(1, Denomination::Spades), Action::Pass]);
    assert_eq!(g.seat_to_act(), Some(3));
    assert_eq!(g.turn().phase, Phase::Bidding);
}

#[test]
fn sitoumussamba_31_four_passes_turn_the_upcard_and_play_without_a_bid() {
    let mut g = auction();
    let events = calls(
        &mut g,
        &[Action::Pass, Action::Pass, Action::Pass, Action::Pass],
    );
    assert!(events.contains(&Event::NoBid), "{events:?}");
    assert_eq!(g.turn().phase, Phase::Draw);
    assert_eq!(g.seat_to_act(), Some(0));
    assert_eq!(g.deal().pile.top(), "9s".parse().ok());
    assert_eq!(g.deal().contract(), None);
    assert_eq!(g.apply(1, &Action::Pass), Err(RuleError::NoAuction));
    g.apply(0, &Action::Draw).unwrap();
}

#[test]
fn sitoumussamba_16a_the_declarer_opens_before_the_upcard_then_play_starts_left_of_the_dealer() {
    let mut g = auction();
    calls(&mut g, &[Action::Pass, bid(1, Denomination::Hearts)]);
    let events = calls(&mut g, &[Action::Pass, Action::Pass, Action::Pass]);
    let contract = Contract {
        declarer: 1,
        bid: Bid::new(1, Denomination::Hearts),
        doubled_by: None,
    };
    assert!(events.contains(&Event::Declared { contract }));
    assert_eq!(g.turn().phase, Phase::Opening);
    assert_eq!(g.seat_to_act(), Some(1));
    assert!(g.deal().pile.is_empty());
    assert_eq!(g.apply(1, &Action::Draw), Err(RuleError::DeclarerMustOpen));
    assert_eq!(
        g.apply(0, &Action::Draw),
        Err(RuleError::NotYourTurn { expected: 1 })
    );
    let queens = Action::Meld {
        melds: vec![MeldPlay::New {
            cards: parse_cards("Qh Qs Qc joker").unwrap(),
        }],
    };
    g.apply(1, &queens).unwrap();
    assert_eq!(g.turn().phase, Phase::Draw);
    assert_eq!(
        g.seat_to_act(),
        Some(0),
        "the seat left of the dealer plays first"
    );
    assert_eq!(g.deal().pile.len(), 1);
    assert!(g.deal().teams[1].has_melded());
    assert_eq!(g.deal().contract(), Some(contract));
}

#[test]
fn sitoumussamba_12d_a_double_ends_the_auction_and_the_doubler_plays_first() {
    let mut g = auction();
    let before = g.clone();
    assert_eq!(g.apply(0, &Action::Double), Err(RuleError::NothingToDouble));
    assert_eq!(g, before);
    calls(&mut g, &[bid(2, Denomination::Canasta), Action::Pass]);
    assert_eq!(g.apply(2, &Action::Double), Err(RuleError::NothingToDouble));
    let events = g.apply(2, &Action::Pass).unwrap();
    assert_eq!(events.len(), 1);
    let events = g.apply(3, &Action::Double).unwrap();
    let contract = Contract {
        declarer: 0,
        bid: Bid::new(2, Denomination::Canasta),
        doubled_by: Some(3),
    };
    assert!(events.contains(&Event::Declared { contract }));
    // FI 16D: a doubled declarer opens as without a bid, in turn.
    assert_eq!(g.turn().phase, Phase::Draw);
    assert_eq!(g.seat_to_act(), Some(3));
    assert_eq!(g.deal().pile.len(), 1);
    assert_eq!(g.public_view().auction.unwrap().contract, Some(contract));
}

#[test]
fn sitoumussamba_16c_a_declarer_who_cannot_open_pays_1000_and_the_bid_passes_on() {
    let mut g = auction_without_openings();
    calls(
        &mut g,
        &[
            bid(1, Denomination::Clubs),
            bid(1, Denomination::Hearts),
            Action::Pass,
            Action::Pass,
            Action::Pass,
        ],
    );
    assert_eq!(g.seat_to_act(), Some(1));
    let events = g.apply(1, &Action::CannotOpen).unwrap();
    let clubs = Contract {
        declarer: 0,
        bid: Bid::new(1, Denomination::Clubs),
        doubled_by: None,
    };
    assert_eq!(
        events,
        [
            Event::OpeningFailed {
                seat: 1,
                penalty: 1000
            },
            Event::Declared { contract: clubs }
        ]
    );
    assert_eq!(g.deal().teams[1].penalties, 1000);
    assert_eq!((g.turn().phase, g.seat_to_act()), (Phase::Opening, Some(0)));
    // Nobody is left who bid: the deal is played without a bid.
    let events = g.apply(0, &Action::CannotOpen).unwrap();
    assert!(events.contains(&Event::NoBid));
    assert_eq!(g.deal().teams[0].penalties, 1000);
    assert_eq!(g.deal().contract(), None);
    assert_eq!((g.turn().phase, g.seat_to_act()), (Phase::Draw, Some(0)));
    assert_eq!(g.deal().pile.len(), 1);
    assert_eq!(
        g.apply(0, &Action::CannotOpen),
        Err(RuleError::NoOpeningDue)
    );
}

#[test]
fn classic_deals_straight_into_play_and_refuses_calls() {
    let (mut g, _) = Game::new(Rules::classic(), 7).unwrap();
    assert_eq!(g.deal().auction, None);
    assert_eq!(g.turn().phase, Phase::Draw);
    let seat = g.seat_to_act().unwrap();
    assert_eq!(g.apply(seat, &Action::Pass), Err(RuleError::NoAuction));
    assert_eq!(
        g.apply(seat, &Action::CannotOpen),
        Err(RuleError::NoOpeningDue)
    );
    let json = serde_json::to_string(&g).unwrap();
    assert!(!json.contains("auction") && !json.contains("bidding"));
}

/// [`auction_without_openings`] with the auction's options changed by `set`.
fn auction_with_options(set: impl FnOnce(&mut BiddingPolicy)) -> Game {
    let mut rules = bidding_rules();
    if let Some(policy) = rules.bidding.as_mut() {
        set(policy);
    }
    auction_in(rules, "Qh Qs Qc Jh Jd 7d 8d 9s 5c 6c 4d")
}

/// Seat 1 bids twice and is the declarer of 2 clubs over seat 0's 1 spades.
const TWO_BIDS_BY_SEAT_1: [(u8, Option<Denomination>); 9] = [
    (1, Some(Denomination::Clubs)),
    (1, Some(Denomination::Hearts)),
    (0, None),
    (0, None),
    (1, Some(Denomination::Spades)),
    (2, Some(Denomination::Clubs)),
    (0, None),
    (0, None),
    (0, None),
];

fn two_bids_by_seat_1(g: &mut Game) {
    let actions: Vec<Action> = TWO_BIDS_BY_SEAT_1
        .iter()
        .map(|&(level, d)| d.map_or(Action::Pass, |d| bid(level, d)))
        .collect();
    calls(g, &actions);
    assert_eq!(g.seat_to_act(), Some(1), "seat 1 declares 2 clubs");
}

#[test]
fn sitoumussamba_16c_option_failed_opening_default_own_bid_charged_once() {
    let mut g = auction_with_options(|_| {});
    two_bids_by_seat_1(&mut g);
    let events = g.apply(1, &Action::CannotOpen).unwrap();
    assert_eq!(
        g.deal().teams[1].penalties,
        1000,
        "once, whatever seat 1 bid"
    );
    let own = Contract {
        declarer: 0,
        bid: Bid::new(1, Denomination::Spades),
        doubled_by: None,
    };
    assert!(
        events.contains(&Event::Declared { contract: own }),
        "{events:?}"
    );
}

#[test]
fn sitoumussamba_16c_option_failed_opening_the_failed_bid_passes_on_and_each_bid_pays() {
    let mut g = auction_with_options(|p| {
        p.failed_opening = FailedOpening {
            next_plays: NextDeclarerPlays::FailedBid,
            charge: FailedOpeningCharge::PerBidMade,
        }
    });
    two_bids_by_seat_1(&mut g);
    let events = g.apply(1, &Action::CannotOpen).unwrap();
    assert_eq!(
        g.deal().teams[1].penalties,
        2000,
        "1000 for each of two bids"
    );
    let failed = Contract {
        declarer: 0,
        bid: Bid::new(2, Denomination::Clubs),
        doubled_by: None,
    };
    assert!(
        events.contains(&Event::Declared { contract: failed }),
        "{events:?}"
    );
}

#[test]
fn sitoumussamba_12c_option_rebid_a_pass_is_final_only_when_the_option_says_so() {
    // Seat 1 passes, then would bid when the auction comes round.
    let opening = [
        bid(1, Denomination::Clubs),
        Action::Pass,
        Action::Pass,
        bid(1, Denomination::Hearts),
        Action::Pass,
    ];
    let mut g = auction_with_options(|_| {});
    calls(&mut g, &opening);
    assert_eq!(g.seat_to_act(), Some(1));
    assert!(
        g.apply(1, &bid(1, Denomination::Spades)).is_ok(),
        "default: may bid again"
    );

    let mut g = auction_with_options(|p| p.rebid_after_pass = false);
    calls(&mut g, &opening);
    let before = g.clone();
    assert_eq!(
        g.apply(1, &bid(1, Denomination::Spades)),
        Err(RuleError::NoBidAfterPass)
    );
    assert_eq!(g, before, "a refusal changes nothing");
    assert!(g.apply(1, &Action::Pass).is_ok(), "a pass is still allowed");
}

/// Option `samba_upcard` (SAMBA 6D, 16C, 18; FI 6B): a wild card or red 3 turned up after the
/// auction lies crosswise in the pile and locks it, the next card turned on it (default, as in
/// the classic deal), or goes back under the stock and the next card is turned, the pile
/// unlocked (the text turns "a card", and only a discard locks the pile).
#[test]
fn samba_16c_option_samba_upcard_a_wild_upcard_locks_the_pile_or_goes_back_under_the_stock() {
    let passes = |back: bool| {
        let mut rules = bidding_rules();
        if let Some(policy) = rules.bidding.as_mut() {
            policy.upcard_back_under_stock = back;
        }
        let mut g = PositionBuilder::new(rules)
            .hand(0, "Kh Ks Kc Ah Ad 7c 8c 9d 5s 6s 4h")
            .hand(1, "Qh Qs Qc Jh Jd 7d 8d 9s 5c 6c 4d")
            .hand(2, "4c 5d 6d 7h 8h 9h 10c Jc Jh 2c joker")
            .hand(3, "4s 5h 6h 7s 8s 9c 10d Js Qd Kd As")
            .stock("2d 3h 3c 9h 10h 10s Qs")
            .auction(Auction::new(0))
            .turn(0, Phase::Bidding)
            .build()
            .unwrap();
        calls(
            &mut g,
            &[Action::Pass, Action::Pass, Action::Pass, Action::Pass],
        );
        g
    };
    let c = |s: &str| parse_cards(s).unwrap();
    let locked = passes(false);
    assert_eq!(locked.deal().pile.cards(), c("2d 3h 3c 9h"));
    assert!(locked.deal().pile.is_frozen());
    let unlocked = passes(true);
    assert_eq!(
        unlocked.deal().pile.cards(),
        c("3c 9h"),
        "a black 3 is covered"
    );
    assert!(!unlocked.deal().pile.is_frozen());
    assert_eq!(unlocked.deal().stock.len(), 5);
    assert_eq!(&unlocked.deal().stock[..2], c("3h 2d"), "under the stock");
    assert_eq!(
        unlocked.deal().all_cards().len(),
        locked.deal().all_cards().len()
    );
}
