//! Computer players in Sitoumussamba's auction and the declarer's opening (FI 12, 16). A
//! computer bids conservatively: only the lowest bid, only to open the auction, and only
//! with a hand that can open it (the planner finds melds reaching the minimum count), so it
//! never bids what it cannot open. A declarer opens with the planner's melds, or says it
//! cannot.

use super::legal::minimum_count;
use super::plan::opening_melds;
use crate::action::Action;
use crate::bidding::{Bid, Denomination};
use crate::rules::Rules;
use crate::view::SeatView;

/// The calls a computer considers, best first: the lowest bid when it opens the auction with
/// a hand that can open it, then a pass (always legal).
pub fn call_candidates(view: &SeatView, rules: &Rules) -> Vec<Action> {
    conservative_bid(view, rules)
        .map(|bid| Action::Bid { bid })
        .into_iter()
        .chain([Action::Pass])
        .collect()
}

/// The lowest bid, if nobody has bid yet and the hand can open it with the minimum count
/// (which fulfils a bid of any level, FI 16A).
fn conservative_bid(view: &SeatView, rules: &Rules) -> Option<Bid> {
    let auction = view.table.auction.as_ref()?;
    if auction.highest().is_some() || rules.bidding.is_none() {
        return None;
    }
    opening_melds(rules, &view.hand, minimum_count(view), None)?;
    Some(Bid::new(1, Denomination::Clubs))
}

/// The declarer's openings, best first: the planner's melds reaching the minimum count, then
/// "cannot open" (FI 16C), which is always legal.
pub fn opening_candidates(view: &SeatView, rules: &Rules) -> Vec<Action> {
    let melds = opening_melds(rules, &view.hand, minimum_count(view), None);
    melds
        .map(|melds| Action::Meld { melds })
        .into_iter()
        .chain([Action::CannotOpen])
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::players::{Player, PlayerKind};
    use crate::{Event, Game, Rules};

    #[test]
    fn sitoumussamba_12_computers_bid_only_what_they_can_open() {
        let mut declared = 0;
        let mut failed = 0;
        for seed in 0..12 {
            let (mut game, _) = Game::new(Rules::sitoumussamba(), seed).unwrap();
            let mut players: Vec<Box<dyn Player>> =
                (0..4).map(|s| PlayerKind::Heuristic.build(s)).collect();
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
