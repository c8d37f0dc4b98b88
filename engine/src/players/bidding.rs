//! Computer players in Sitoumussamba's auction and the declarer's opening (FI 12, 16).
//!
//! A computer bids conservatively from its hand: it never raises its partner, it estimates
//! how many levels its hand is worth (one for a hand that opens; more only for long runs or
//! ranks with wild cards beside them, never past three, where melded cards stop counting
//! towards the bid, FI 30A), and it makes the lowest bid above the last one within that
//! estimate that the engine's search says its hand can open ([`opening_for_bid`]), naming
//! the suit, canasta or 2s canasta its hand holds where it can (FI 16B). So it never bids
//! what it cannot open. It doubles only a high opponents' bid with a hand strong enough to
//! rob it (FI 12D). A declarer opens with the opening the engine finds, or says it cannot
//! (which the engine then accepts, FI 15C, 16C).
//!
//! The good level bids more: it outbids the opponents one level past its hand's worth, and a
//! hand that opens nothing at the minimum count bids the lowest level whose sequence opening
//! it holds (SAMBA 16B: from level four three cards of the bid suit open, whatever the
//! minimum count). Measured against the basic level (`match --rules sitoumussamba --a good
//! --b basic --games 1000`): 56.8% of games won without either, 84.2% with both; most deals
//! late in a game need 200 to open, which only about one deal in nine can from a hand, so
//! without the sequence bid half the deals were played without a bid.

use super::legal::minimum_count;
use super::plan::{opening_melds, runs_in};
use crate::action::Action;
use crate::bidding::search::{holds_bid_meld, suit_runs};
use crate::bidding::{opening_for_bid, Bid, Denomination};
use crate::card::{Card, Rank, Suit};
use crate::game::Game;
use crate::rules::Rules;
use crate::view::SeatView;

/// The highest level a computer bids (FI 30A: up to level four only bonuses and going out,
/// less the hands, reach the bid).
const MAX_LEVEL: u8 = 3;

/// The lowest opponents' level a computer doubles (FI 12D).
const DOUBLE_FROM: u8 = 4;

/// The calls a computer considers, best first: its bid or double, then a pass (always legal).
pub fn call_candidates(view: &SeatView, rules: &Rules) -> Vec<Action> {
    considered_call(view, rules)
        .into_iter()
        .chain([Action::Pass])
        .collect()
}

/// The good level's calls, best first (FI 12, 30): as [`call_candidates`], but it counts a
/// hand's wild cards and finished melds towards more levels, and doubles a high bid of the
/// opponents' with a hand that may rob it.
pub fn good_call_candidates(view: &SeatView, rules: &Rules) -> Vec<Action> {
    called(view, rules, true)
        .into_iter()
        .chain([Action::Pass])
        .collect()
}

/// The lowest opponents' level the good level doubles with a hand worth two levels (FI 12D).
const GOOD_DOUBLE_FROM: u8 = 3;

/// How many levels past its hand's worth the good level outbids the opponents (FI 12C).
const GOOD_COMPETES_PAST_WORTH: u8 = 1;

/// The good level's worth of a hand: the basic estimate, one more for four wild cards and one
/// more for a canasta or samba held whole (its bonus counts towards the bid, FI 30A).
fn good_levels_worth(rules: &Rules, hand: &[Card]) -> u8 {
    let wilds = hand.iter().filter(|c| c.is_wild()).count();
    let finished = holds_finished_meld(hand, wilds);
    let extra = u8::from(wilds >= 4) + u8::from(finished);
    (levels_worth(rules, hand) + extra).min(MAX_LEVEL)
}

/// True when `hand` holds a samba or a canasta whole (five naturals of a rank and two wild
/// cards at most, SAMBA 20A, 20E).
fn holds_finished_meld(hand: &[Card], wilds: usize) -> bool {
    let samba = runs_in(hand).iter().any(|run| run.len() >= 7);
    let canasta = Rank::NATURAL.iter().any(|&rank| {
        let naturals = hand.iter().filter(|c| c.rank == rank).count();
        naturals >= 5 && naturals + wilds.min(2) >= 7
    });
    samba || canasta
}

/// A bid or a double worth making, if any.
fn considered_call(view: &SeatView, rules: &Rules) -> Option<Action> {
    called(view, rules, false)
}

/// A bid within the levels the hand is worth or a double of a high opponents' bid, if any:
/// the basic level's judgement, or the good level's when `good` is set.
fn called(view: &SeatView, rules: &Rules, good: bool) -> Option<Action> {
    let (worth, double_from) = if good {
        (good_levels_worth(rules, &view.hand), GOOD_DOUBLE_FROM)
    } else {
        (levels_worth(rules, &view.hand), DOUBLE_FROM)
    };
    let auction = view.table.auction.as_ref()?;
    let policy = rules.bidding?;
    let team = view.table.seats[view.seat].team;
    let highest = auction.highest();
    if let Some((bidder, _)) = highest {
        if view.table.seats[bidder].team == team {
            return None;
        }
    }
    if let Some((_, bid)) = highest {
        let strong = worth >= MAX_LEVEL || (good && worth >= 2);
        if bid.level >= double_from && strong {
            return Some(Action::Double);
        }
    }
    let need = minimum_count(view);
    let highest = highest.map(|(_, bid)| bid);
    let bid_at_level = |level| bid_at(rules, &view.hand, need, level, highest);
    let reach = if good {
        worth + GOOD_COMPETES_PAST_WORTH
    } else {
        worth
    };
    let counted = (1..=reach.min(policy.levels)).find_map(bid_at_level);
    let sequence = || {
        good.then(|| sequence_bid(rules, &view.hand, need, policy.shape_opening_from, highest))
            .flatten()
    };
    counted.or_else(sequence).map(|bid| Action::Bid { bid })
}

/// A bid at `level` (the policy's first level where a sequence of the bid suit opens, SAMBA
/// 16B) in the suit of the hand's longest sequence that opens it, above `highest`, if any.
fn sequence_bid(
    rules: &Rules,
    hand: &[Card],
    need: i32,
    level: u8,
    highest: Option<Bid>,
) -> Option<Bid> {
    let mut suits: Vec<(usize, Denomination)> = Denomination::ALL
        .into_iter()
        .filter_map(|denomination| {
            let suit = denomination.suit()?;
            let longest = suit_runs(hand, suit)
                .iter()
                .map(Vec::len)
                .max()
                .unwrap_or(0);
            Some((longest, denomination))
        })
        .collect();
    // Longest first; among equal runs the lowest suit, the cheapest to outbid later.
    suits.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    suits
        .into_iter()
        .map(|(_, denomination)| Bid::new(level, denomination))
        .filter(|&bid| highest.is_none_or(|h| bid > h))
        .find(|&bid| opening_for_bid(rules, bid, need, hand).is_some())
}

/// The bid of `level` above `highest` that the hand can open, naming what the hand holds
/// where it can (FI 16B), else the lowest.
fn bid_at(rules: &Rules, hand: &[Card], need: i32, level: u8, highest: Option<Bid>) -> Option<Bid> {
    let mut bids: Vec<Bid> = Denomination::ALL
        .iter()
        .map(|&d| Bid::new(level, d))
        .filter(|&bid| highest.is_none_or(|h| bid > h))
        .collect();
    // Stable: the denominations the hand holds first, each group lowest first.
    bids.sort_by_key(|bid| !holds_bid_meld(rules, bid.denomination, hand));
    bids.into_iter()
        .find(|&bid| opening_for_bid(rules, bid, need, hand).is_some())
}

/// How many levels the hand is worth bidding (0 when it cannot open at all, which
/// [`bid_at`] finds): one, two with a long run or five of a rank and two wild cards, three
/// with a run of six beside four of a rank or three wild cards.
fn levels_worth(rules: &Rules, hand: &[Card]) -> u8 {
    let wilds = hand.iter().filter(|c| c.is_wild()).count();
    let longest_run = if rules.melding.sequences {
        Suit::ALL
            .iter()
            .flat_map(|&suit| suit_runs(hand, suit))
            .map(|run| run.len())
            .max()
            .unwrap_or(0)
    } else {
        0
    };
    let most_of_a_rank = Rank::NATURAL
        .iter()
        .map(|&rank| hand.iter().filter(|c| c.rank == rank).count())
        .max()
        .unwrap_or(0);
    let mut worth = 1;
    if (longest_run >= 5 || most_of_a_rank >= 5) && wilds >= 2 {
        worth = 2;
    }
    if longest_run >= 6 && (most_of_a_rank >= 4 || wilds >= 3) {
        worth = 3;
    }
    worth.min(MAX_LEVEL)
}

/// The calls a person may make now, as menus and the terminal's `moves` list them: at each
/// denomination the lowest bid the engine accepts, lowest first, then pass and double where
/// accepted
/// (FI 12B-12D). Empty when `seat` is not to call.
pub fn call_options(game: &Game, seat: usize) -> Vec<Action> {
    let Some(policy) = game.rules().bidding else {
        return Vec::new();
    };
    let accepted = |action: &Action| game.check(seat, action).is_ok();
    let mut bids: Vec<Bid> = Denomination::ALL
        .iter()
        .filter_map(|&d| {
            (1..=policy.levels)
                .map(|level| Bid::new(level, d))
                .find(|&bid| accepted(&Action::Bid { bid }))
        })
        .collect();
    bids.sort();
    let mut out: Vec<Action> = bids.into_iter().map(|bid| Action::Bid { bid }).collect();
    out.extend([Action::Pass, Action::Double].into_iter().filter(accepted));
    out
}

/// The declarer's openings, best first: the one the engine finds for the bid (FI 16A, 16B),
/// the planner's melds reaching the minimum count, then "cannot open" (FI 16C), which the
/// engine accepts when it finds no opening.
pub fn opening_candidates(view: &SeatView, rules: &Rules) -> Vec<Action> {
    let need = minimum_count(view);
    let contract = view.table.auction.as_ref().and_then(|a| a.contract);
    let found = contract.and_then(|c| opening_for_bid(rules, c.bid, need, &view.hand));
    found
        .into_iter()
        .chain(opening_melds(rules, &view.hand, need, None))
        .map(|melds| Action::Meld { melds })
        .chain([Action::CannotOpen])
        .collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::bidding::{Auction, Call};
    use crate::players::{Player, PlayerKind};
    use crate::{parse_cards, Event, Game, Phase, PositionBuilder};

    /// Seat 0 calls first with `hand` after `calls` by seats 0.. (then in turn).
    pub(crate) fn caller(hand: &str, calls: &[Call]) -> Game {
        let mut auction = Auction::new(1);
        for (i, &call) in calls.iter().enumerate() {
            auction.record((1 + i) % 4, call, 4);
        }
        let seat = (1 + calls.len()) % 4;
        PositionBuilder::new(Rules::sitoumussamba())
            .hand(seat, hand)
            .hand((seat + 1) % 4, "4c 4d")
            .hand((seat + 2) % 4, "4h 4s")
            .hand((seat + 3) % 4, "6c 6d")
            .stock("9s 10h 10s")
            .auction(auction)
            .turn(seat, Phase::Bidding)
            .build()
            .unwrap()
    }

    fn choice(game: &Game) -> Action {
        let seat = game.seat_to_act().unwrap();
        PlayerKind::Basic.build(0).choose(game, seat)
    }

    #[test]
    fn sitoumussamba_12b_a_computer_names_the_suit_its_hand_holds() {
        // A A joker opens 50; the hand's run is of hearts.
        let g = caller("Ad Ac joker 5h 6h 7h 4c 9s Qd 8c 10s Jc 9d 3s 7d", &[]);
        let bid = Bid::new(1, Denomination::Hearts);
        assert_eq!(choice(&g), Action::Bid { bid });
    }

    #[test]
    fn sitoumussamba_12c_a_computer_with_no_opening_passes() {
        let weak = "4h 6c 8d 10s Qh Ah 4c 6d 8s 10h Qc 5s 7h 9c Jd";
        assert_eq!(choice(&caller(weak, &[])), Action::Pass);
    }

    #[test]
    fn sitoumussamba_12c_a_computer_outbids_the_opponents_only_within_its_worth() {
        let hand = "Ad Ac joker 5h 6h 7h 4c 9s Qd 8c 10s Jc 9d 3s 7d";
        let one_spades = Call::Bid {
            bid: Bid::new(1, Denomination::Spades),
        };
        // The opponent on the right bid 1 spades: 1 hearts is too low, 1 canasta holds
        // nothing of the hand but opens with the minimum count.
        let g = caller(hand, &[one_spades]);
        let bid = Bid::new(1, Denomination::Canasta);
        assert_eq!(choice(&g), Action::Bid { bid });
        // Worth one level, it lets 1 2s canasta stand.
        let top = Call::Bid {
            bid: Bid::new(1, Denomination::TwosCanasta),
        };
        assert_eq!(choice(&caller(hand, &[top])), Action::Pass);
        // Its partner's bid it never raises.
        assert_eq!(
            choice(&caller(hand, &[one_spades, Call::Pass])),
            Action::Pass
        );
    }

    /// Seat 0 of a Sitoumussamba auction in a game whose sides both have 10,000 points (a
    /// minimum count of 200, SAMBA 11), holding `hand`.
    fn late_caller(hand: &str) -> Game {
        PositionBuilder::new(Rules::sitoumussamba())
            .scores(&[10_000, 10_000])
            .hand(0, hand)
            .hand(1, "4c 4d")
            .hand(2, "4h 4s")
            .hand(3, "6c 6d")
            .stock("9s 10h 10s")
            .auction(Auction::new(0))
            .turn(0, Phase::Bidding)
            .build()
            .unwrap()
    }

    #[test]
    fn sitoumussamba_16b_the_good_level_bids_a_sequence_when_the_minimum_count_is_out_of_reach() {
        // Nothing here opens 200, but three hearts in sequence open a bid of 4 hearts.
        let hand = "5h 6h 7h 9c Jd 4s Kc 8d 10s Qh 6c Ad 3s 7d 9s";
        let game = late_caller(hand);
        let good = PlayerKind::Good.build(0).choose(&game, 0);
        let bid = Bid::new(4, Denomination::Hearts);
        assert_eq!(good, Action::Bid { bid });
        assert!(opening_for_bid(
            &Rules::sitoumussamba(),
            bid,
            200,
            &parse_cards(hand).unwrap()
        )
        .is_some());
        // The basic level, kept as the baseline, passes.
        assert_eq!(PlayerKind::Basic.build(0).choose(&game, 0), Action::Pass);
    }

    #[test]
    fn sitoumussamba_16b_with_no_sequence_of_three_the_good_level_passes() {
        let hand = "5h 7h 9h 9c Jd 4s Kc 8d 10s Qh 6c Ad 3s 7d Js";
        let game = late_caller(hand);
        assert_eq!(PlayerKind::Good.build(0).choose(&game, 0), Action::Pass);
    }

    #[test]
    fn sitoumussamba_12c_the_good_level_outbids_one_level_past_its_worth() {
        // Worth one level (a joker and aces open 50); the opponents bid 1 2s canasta.
        let hand = "Ad Ac joker 5h 6h 7h 4c 9s Qd 8c 10s Jc 9d 3s 7d";
        let top = Call::Bid {
            bid: Bid::new(1, Denomination::TwosCanasta),
        };
        let game = caller(hand, &[top]);
        let seat = game.seat_to_act().unwrap();
        let good = PlayerKind::Good.build(0).choose(&game, seat);
        assert_eq!(
            good,
            Action::Bid {
                bid: Bid::new(2, Denomination::Hearts)
            }
        );
        assert_eq!(choice(&game), Action::Pass, "basic stays within its worth");
    }

    #[test]
    fn sitoumussamba_12_a_long_run_with_wild_cards_is_worth_more_levels() {
        let cards = parse_cards("5h 6h 7h 8h 9h 10h 2c joker 4c 4d 4s 4h Kd 3s 7d").unwrap();
        assert_eq!(levels_worth(&Rules::sitoumussamba(), &cards), 3);
        let cards = parse_cards("5h 6h 7h 8h 9h 2c joker Kd 3s 7d").unwrap();
        assert_eq!(levels_worth(&Rules::sitoumussamba(), &cards), 2);
    }

    #[test]
    fn sitoumussamba_12_computers_bid_only_what_they_can_open() {
        let mut declared = 0;
        let mut failed = 0;
        for seed in 0..12 {
            let (mut game, _) = Game::new(Rules::sitoumussamba(), seed).unwrap();
            let mut players: Vec<Box<dyn Player>> =
                (0..4).map(|s| PlayerKind::Basic.build(s)).collect();
            while game.deal_number() == 1 {
                let Some(seat) = game.seat_to_act() else {
                    break;
                };
                let action = players[seat].choose(&game, seat);
                for event in game.apply(seat, &action).unwrap() {
                    match event {
                        Event::Declared { .. } => declared += 1,
                        Event::OpeningFailed { .. } => failed += 1,
                        _ => {}
                    }
                }
            }
        }
        assert!(declared > 0, "no computer ever bid");
        assert_eq!(failed, 0, "a computer bid what it could not open");
    }
}
