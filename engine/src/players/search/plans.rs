//! The whole turn plans a search compares, built from the heuristic's own ranking and the
//! engine's legal options: never raw card subsets.

use crate::action::Action;
use crate::deal::Phase;
use crate::game::Game;
use crate::players::bidding::call_options;
use crate::players::heuristic::HeuristicPlayer;
use crate::players::options::take_options;

/// Melds (or asks, or red 3 buys) that start a plan in the play phase.
const MELD_STARTS: usize = 4;

/// Discards that end a plan.
const DISCARDS: usize = 3;

/// The rest of a turn as a list of this seat's actions, each legal after the ones before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Plan {
    steps: Vec<Action>,
}

impl Plan {
    /// A plan of one action.
    pub fn single(action: Action) -> Plan {
        Plan {
            steps: vec![action],
        }
    }

    /// The plan's actions in order.
    pub fn steps(&self) -> &[Action] {
        &self.steps
    }

    /// The action to take now.
    pub fn first(&self) -> Option<&Action> {
        self.steps.first()
    }
}

/// The plans worth comparing for `seat` now, the heuristic's own first; empty when the seat
/// is not to act.
pub(super) fn plans(policy: &HeuristicPlayer, game: &Game, seat: usize) -> Vec<Plan> {
    if game.seat_to_act() != Some(seat) {
        return Vec::new();
    }
    let ranked = policy.ranked(game, seat);
    let mut out: Vec<Plan> = Vec::new();
    let mut push = |plan: Plan| {
        if !plan.steps.is_empty() && !out.contains(&plan) {
            out.push(plan);
        }
    };
    match game.turn().phase {
        Phase::Play => {
            push(heuristic_line(policy, game, seat));
            let starts = ranked
                .iter()
                .filter(|a| !matches!(a, Action::Discard { .. }));
            for start in starts.take(MELD_STARTS) {
                for plan in continued(policy, game, seat, start) {
                    push(plan);
                }
            }
            let discards = ranked
                .iter()
                .filter(|a| matches!(a, Action::Discard { .. }));
            for discard in discards.take(DISCARDS) {
                push(Plan::single(discard.clone()));
            }
        }
        Phase::Draw => {
            for action in ranked {
                push(Plan::single(action));
            }
            for take in take_options(game, seat) {
                push(Plan::single(take));
            }
        }
        Phase::Bidding => {
            for action in ranked {
                push(Plan::single(action));
            }
            let mut calls = call_options(game, seat);
            // Pass and double before the bids, so the cut keeps them.
            calls.sort_by_key(|a| matches!(a, Action::Bid { .. }));
            for call in calls {
                push(Plan::single(call));
            }
        }
        Phase::Opening | Phase::AwaitingAnswer => {
            for action in ranked {
                push(Plan::single(action));
            }
        }
        Phase::Over => {}
    }
    out
}

/// The heuristic's own plan: its choices for the rest of the turn, up to its discard.
fn heuristic_line(policy: &HeuristicPlayer, game: &Game, seat: usize) -> Plan {
    let mut game = game.clone();
    let mut steps = Vec::new();
    while game.seat_to_act() == Some(seat) && game.turn().phase == Phase::Play {
        let Some(action) = policy.ranked(&game, seat).into_iter().next() else {
            break;
        };
        if game.apply(seat, &action).is_err() {
            break;
        }
        let done = ends_plan(&action);
        steps.push(action);
        if done || steps.len() > 6 {
            break;
        }
    }
    Plan { steps }
}

/// `start` followed by each of the heuristic's best discards after it (or by nothing, when
/// `start` ends the turn or hands it to the partner).
fn continued(policy: &HeuristicPlayer, game: &Game, seat: usize, start: &Action) -> Vec<Plan> {
    let mut after = game.clone();
    if after.apply(seat, start).is_err() {
        return Vec::new();
    }
    if ends_plan(start) || after.seat_to_act() != Some(seat) || after.turn().phase != Phase::Play {
        return vec![Plan::single(start.clone())];
    }
    let discards: Vec<Action> = policy
        .ranked(&after, seat)
        .into_iter()
        .filter(|a| matches!(a, Action::Discard { .. }))
        .take(DISCARDS - 1)
        .collect();
    if discards.is_empty() {
        return vec![Plan::single(start.clone())];
    }
    discards
        .into_iter()
        .map(|discard| Plan {
            steps: vec![start.clone(), discard],
        })
        .collect()
}

/// True for an action after which the plan stops: the turn ends or passes to the partner, or
/// a card comes from the stock (what follows depends on that card, so each sample's playout
/// decides it).
fn ends_plan(action: &Action) -> bool {
    matches!(
        action,
        Action::Discard { .. } | Action::AskGoOut | Action::BuyWithRedThree { .. }
    )
}
