//! Melding in the play phase: go out when possible (asking the partner first), otherwise open
//! as soon as the minimum count is reached and meld towards canastas, keeping pairs in hand
//! for the pile (FI 11, 13, 15, 18, 23).

use super::situation::Situation;
use crate::action::{Action, MeldPlay};
use crate::deal::Ask;
use crate::players::hand::without;
use crate::players::legal::{going_out_melds, minimum_count};
use crate::players::plan::{meld_everything, opening_melds, MeldPlanner};

/// Melding actions wanted now, best first (discards follow them).
pub(super) fn preferences(situation: &Situation) -> Vec<Action> {
    let mut out = Vec::new();
    if situation.ask() != Ask::No {
        if let Some(go) = going_out(situation) {
            if situation.ask() == Ask::NotAsked && situation.is_legal(&Action::AskGoOut) {
                out.push(Action::AskGoOut);
            }
            out.push(go);
        }
    }
    out.extend(
        progress(situation)
            .into_iter()
            .map(|melds| Action::Meld { melds }),
    );
    out
}

/// The first step of a legal way out: a meld of the whole hand, a meld of all but one card
/// (the discard follows), or the discard of the last card.
pub(super) fn going_out(situation: &Situation) -> Option<Action> {
    let view = &situation.view;
    let rules = situation.rules();
    if let [card] = view.hand.as_slice() {
        let discard = Action::Discard { card: *card };
        return situation.is_legal(&discard).then_some(discard);
    }
    let all = meld_everything(rules, &situation.team().melds, &view.hand);
    if all.hand().len() > 1 || all.canastas() < rules.going_out.canastas_needed as usize {
        return None;
    }
    let mut ways: Vec<Vec<MeldPlay>> = Vec::new();
    if all.hand().is_empty() {
        ways.push(all.plays());
    }
    // Holding back the cheapest card to discard is the next best.
    let mut held: Vec<(i32, Vec<MeldPlay>)> = going_out_melds(view, rules)
        .into_iter()
        .map(|plays| {
            let melded: Vec<_> = plays.iter().flat_map(|p| p.cards().to_vec()).collect();
            let kept = without(&view.hand, &melded);
            (kept.iter().map(|c| c.value()).sum(), plays)
        })
        .collect();
    held.sort_by_key(|(v, _)| *v);
    ways.extend(held.into_iter().map(|(_, plays)| plays));
    ways.into_iter()
        .map(|melds| Action::Meld { melds })
        .find(|a| situation.is_legal(a))
}

/// Melds that make progress without going out, keeping at least two cards (one to discard,
/// one to hold).
fn progress(situation: &Situation) -> Vec<Vec<MeldPlay>> {
    let rules = situation.rules();
    let team = situation.team();
    let hand = &situation.view.hand;
    let mut out = Vec::new();
    if !team.has_melded {
        out.extend(opening_melds(
            rules,
            hand,
            minimum_count(&situation.view),
            None,
        ));
        return out;
    }
    let mut plan = MeldPlanner::new(rules, &team.melds, hand);
    plan.lay_off_naturals().extend_runs();
    let lay_offs = plan.clone();
    plan.meld_runs().meld_naturals(3, None);
    let sets = plan.clone();
    plan.complete_canastas_with_wilds();
    // Most progress first.
    let mut plans = vec![plan, sets, lay_offs];
    if situation.end_is_near() {
        // Shed points: meld whatever can be melded.
        plans.insert(0, meld_everything(rules, &team.melds, hand));
    }
    for plan in plans {
        let plays = plan.plays();
        if !plays.is_empty() && plan.hand().len() >= 2 && !out.contains(&plays) {
            out.push(plays);
        }
    }
    out
}
