//! Melding in the play phase: go out when possible (asking the partner first), otherwise open
//! as soon as the minimum count is reached and meld towards canastas, keeping pairs in hand
//! for the pile (FI 11, 13, 15, 18, 23).

use super::outlook::{deal_lead, opponents_near_canastas};
use super::situation::Situation;
use crate::action::{Action, MeldPlay};
use crate::card::Card;
use crate::deal::Ask;
use crate::meld::CANASTA_SIZE;
use crate::players::hand::{without, HandGroups};
use crate::players::legal::{going_out_melds, minimum_count};
use crate::players::plan::{meld_everything, opening_melds, runs_in, MeldPlanner};

/// Melding actions wanted now, best first (discards follow them): going out, then progress.
pub(super) fn preferences(situation: &Situation) -> Vec<Action> {
    let mut out = going_out_wanted(situation);
    out.extend(progress_wanted(situation));
    out
}

/// Going out (asking the partner first where the rules ask for it), when it is legal and
/// worth it; each action returned is legal.
pub(super) fn going_out_wanted(situation: &Situation) -> Vec<Action> {
    let mut out = Vec::new();
    if situation.ask() != Ask::No {
        if let Some(go) = going_out(situation).filter(|_| going_out_pays(situation)) {
            if situation.ask() == Ask::NotAsked && situation.is_legal(&Action::AskGoOut) {
                out.push(Action::AskGoOut);
            }
            out.push(go);
        }
    }
    out
}

/// Melds that make progress without going out, most progress first.
pub(super) fn progress_wanted(situation: &Situation) -> Vec<Action> {
    progress(situation)
        .into_iter()
        .map(|melds| Action::Meld { melds })
        .collect()
}

/// True when going out now is worth it: always for basic (and after the partner's yes, which
/// binds, FI 23D); for good when the side is ahead in the deal once the bonus is scored, the
/// deal may end anyway (an opponent close to going out, the stock low), or the opponents have
/// canastas in reach that going out denies them (FI 18, 34). Otherwise it keeps building.
fn going_out_pays(situation: &Situation) -> bool {
    if !situation.good || situation.ask() == Ask::Yes || situation.end_is_near() {
        return true;
    }
    let bonus = situation.rules().scoring.going_out;
    let lead = deal_lead(situation) + 2 * situation.hand_value() + bonus;
    lead > 0 || opponents_near_canastas(situation) >= 600 || situation.view.table.stock < 20
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
        if situation.good {
            out.extend(finished_openings(situation));
        }
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
    let mut plans = vec![plan, sets];
    if situation.good {
        plans.extend(one_set_more(&lay_offs));
    }
    plans.push(lay_offs);
    if situation.end_is_near() {
        // Shed points: meld whatever can be melded.
        plans.insert(0, meld_everything(rules, &team.melds, hand));
    }
    let kept = cards_to_keep(situation);
    for plan in plans {
        let plays = plan.plays();
        if !plays.is_empty() && plan.hand().len() >= kept && !out.contains(&plays) {
            out.push(plays);
        }
    }
    out
}

/// The plan `base` with one more natural set of three or more melded, for each set the hand
/// holds (highest first): progress that keeps cards in hand when the whole plan would not.
fn one_set_more<'a>(base: &MeldPlanner<'a>) -> Vec<MeldPlanner<'a>> {
    let groups = HandGroups::of(base.hand());
    let mut sets: Vec<&Vec<Card>> = groups.naturals.values().filter(|n| n.len() >= 3).collect();
    sets.sort_by_key(|set| std::cmp::Reverse(set.iter().map(|c| c.value()).sum::<i32>()));
    sets.into_iter()
        .filter_map(|set| {
            let mut plan = base.clone();
            plan.create(set).then_some(plan)
        })
        .collect()
}

/// A big pile is "big" from this many cards (for the cards kept in hand, the good level).
const BIG_PILE: usize = 10;

/// Cards a meld must leave in the hand: two (one to discard, one to hold); the good level keeps
/// four while a big pile waits and the deal is not near its end nor the team able to go out,
/// so that it still has safe discards and does not feed the pile to the opponents (FI 14, 17).
/// Where a draw brings two cards (Samba 13A) the hand refills itself: two are kept.
fn cards_to_keep(situation: &Situation) -> usize {
    let pile = &situation.view.table.pile;
    let waiting = pile.size >= BIG_PILE && !situation.end_is_near() && !situation.team_may_go_out();
    if situation.good && waiting && situation.rules().drawing.stock_draw == 1 {
        4
    } else {
        2
    }
}

/// Canastas and sambas the hand holds whole, each a first meld: a finished meld always opens,
/// whatever the minimum count (SAMBA 11, 15A). The engine's check decides which are melds.
fn finished_openings(situation: &Situation) -> Vec<Vec<MeldPlay>> {
    let hand = &situation.view.hand;
    let groups = HandGroups::of(hand);
    let mut out: Vec<Vec<MeldPlay>> = runs_in(hand)
        .into_iter()
        .filter(|run| run.len() == CANASTA_SIZE)
        .map(|cards| vec![MeldPlay::New { cards }])
        .collect();
    for naturals in groups.naturals.values().filter(|n| n.len() >= 4) {
        let mut cards: Vec<Card> = naturals.iter().take(CANASTA_SIZE).copied().collect();
        let short = CANASTA_SIZE - cards.len();
        if short <= groups.wilds.len() {
            cards.extend_from_slice(&groups.wilds[..short]);
            out.push(vec![MeldPlay::New { cards }]);
        }
    }
    out
}
