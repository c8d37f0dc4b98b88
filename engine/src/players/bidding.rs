//! Computer players in Sitoumussamba's auction and the declarer's opening (FI 12, 16): for
//! now they never bid (a pass is always legal), and a declarer opens with the planner's
//! minimum-count melds, or says it cannot.

use super::legal::minimum_count;
use super::plan::opening_melds;
use crate::action::Action;
use crate::rules::Rules;
use crate::view::SeatView;

/// The calls a computer considers, best first: a pass.
pub fn call_candidates(_view: &SeatView, _rules: &Rules) -> Vec<Action> {
    vec![Action::Pass]
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
