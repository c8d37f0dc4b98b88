//! The start of a turn: take the pile when it is worth it, otherwise draw (FI 9, 14, 24).

use super::situation::Situation;
use crate::action::Action;
use crate::players::legal::candidates;

/// A take must score at least this much to be preferred to drawing from the stock.
const WORTH_TAKING: i32 = 10;

/// Pile takes worth more than a stock draw (best first), then the draw, then ending the deal,
/// then any other take (taking may be a duty once the stock is gone, FI 24A).
pub(super) fn preferences(situation: &Situation) -> Vec<Action> {
    let mut takes: Vec<(i32, Action)> = candidates(&situation.view, situation.rules())
        .into_iter()
        .filter(|a| matches!(a, Action::TakePile { .. }))
        .map(|a| (take_value(situation, &a), a))
        .collect();
    takes.sort_by_key(|(v, _)| -v);
    let (good, poor): (Vec<_>, Vec<_>) = takes.into_iter().partition(|(v, _)| *v >= WORTH_TAKING);
    let mut out: Vec<Action> = good.into_iter().map(|(_, a)| a).collect();
    out.push(Action::Draw);
    out.push(Action::EndDeal);
    out.extend(poor.into_iter().map(|(_, a)| a));
    out
}

/// How good a pile take is: ten for the top card and for each card gained, less for each wild
/// card spent and for each hand card melded just to open.
fn take_value(situation: &Situation, action: &Action) -> i32 {
    let Action::TakePile {
        with,
        melds,
        top_only,
        ..
    } = action
    else {
        return i32::MIN;
    };
    let pile = &situation.view.table.pile;
    let gained = if *top_only {
        0
    } else {
        // The cards a take gets: the whole pile, or down to its lock (Samba 13D).
        pile.takes.saturating_sub(1)
    } as i32;
    let extra: Vec<_> = melds.iter().flat_map(|m| m.cards()).collect();
    let wilds = with
        .iter()
        .chain(extra.iter().copied())
        .filter(|c| c.is_wild())
        .count() as i32;
    10 + 10 * gained - 25 * wilds - 2 * extra.len() as i32
}
