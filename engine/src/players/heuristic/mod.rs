//! A player that plays like a sensible human (see each submodule for one part of its game):
//! it takes good piles, opens as soon as it reaches the minimum count, melds towards
//! canastas while keeping pairs for the pile, discards safely, freezes the pile when behind,
//! and goes out (asking the partner first) whenever its team has a canasta. In Samba it also
//! builds sequences, sheds its red 3s (discarding them locks the pile) and buys stock cards
//! with them when the deal may end first.

mod answer;
mod danger;
mod discard;
mod draw;
#[cfg(test)]
mod good_tests;
#[cfg(test)]
mod match_tests;
mod melds;
mod outlook;
mod red_threes;
#[cfg(test)]
mod samba_tests;
mod situation;
#[cfg(test)]
mod tests;

use super::legal::legal_candidates;
use super::Player;
use crate::action::Action;
use crate::deal::Phase;
use crate::game::Game;
use situation::Situation;

/// The heuristic player. Deterministic: the same position always gets the same action.
#[derive(Debug, Clone, Default)]
pub struct HeuristicPlayer {
    /// The `good` level's judgement (see [`HeuristicPlayer::good`]); off for `basic`.
    good: bool,
    /// Buffers its legality checks plan in, kept from one decision to the next (memory, not
    /// state: a clone starts without).
    scratch: crate::play::Scratch,
}

impl HeuristicPlayer {
    /// The `basic` heuristic player (the first one we shipped, kept to measure against).
    pub fn new() -> HeuristicPlayer {
        HeuristicPlayer::default()
    }

    /// The `good` heuristic player: the basic one with the judgement a strong player expects
    /// (see the level's tests). It is also the search player's rollout policy.
    pub fn good() -> HeuristicPlayer {
        HeuristicPlayer {
            good: true,
            ..HeuristicPlayer::default()
        }
    }

    /// True for the `good` level.
    pub fn is_good(&self) -> bool {
        self.good
    }

    /// The actions this player would like, best first (not all of them legal).
    fn preferences(situation: &Situation) -> Vec<Action> {
        match situation.view.table.phase {
            Phase::Bidding if situation.good => {
                crate::players::bidding::good_call_candidates(&situation.view, situation.rules())
            }
            Phase::Bidding => {
                crate::players::bidding::call_candidates(&situation.view, situation.rules())
            }
            Phase::Opening => {
                crate::players::bidding::opening_candidates(&situation.view, situation.rules())
            }
            Phase::Draw => draw::preferences(situation),
            Phase::Play => {
                let mut wanted = melds::preferences(situation);
                wanted.extend(red_threes::preferences(situation));
                wanted.extend(discard::preferences(situation));
                wanted
            }
            Phase::AwaitingAnswer => vec![Action::AnswerGoOut {
                yes: answer::says_yes(situation),
            }],
            Phase::Over => Vec::new(),
        }
    }
}

impl HeuristicPlayer {
    /// The first legal action of [`HeuristicPlayer::preferences`]: in the play phase each
    /// part of them (going out, melds, red 3s, discards) is worked out only when those before it
    /// hold no legal action, which is the same choice for less work.
    fn first_legal(situation: &Situation) -> Option<Action> {
        let legal = |wanted: Vec<Action>| wanted.into_iter().find(|a| situation.is_legal(a));
        match situation.view.table.phase {
            Phase::Play => legal(melds::going_out_wanted(situation))
                .or_else(|| legal(melds::progress_wanted(situation)))
                .or_else(|| legal(red_threes::preferences(situation)))
                .or_else(|| legal(discard::preferences(situation))),
            _ => legal(HeuristicPlayer::preferences(situation)),
        }
    }

    /// The legal actions this player would consider now, best first, without repeats: its
    /// choice is the first. The search player builds its candidate plans from these.
    pub(crate) fn ranked(&self, game: &Game, seat: usize) -> Vec<Action> {
        let situation = Situation::new(game, seat, self.good);
        let mut out: Vec<Action> = Vec::new();
        for action in HeuristicPlayer::preferences(&situation) {
            if !out.contains(&action) && situation.is_legal(&action) {
                out.push(action);
            }
        }
        out
    }
}

impl Player for HeuristicPlayer {
    fn name(&self) -> &str {
        if self.good {
            "good"
        } else {
            "basic"
        }
    }

    fn choose(&mut self, game: &Game, seat: usize) -> Action {
        let scratch = std::mem::take(&mut self.scratch);
        let situation = Situation::with_scratch(game, seat, self.good, scratch);
        let chosen = HeuristicPlayer::first_legal(&situation);
        self.scratch = situation.into_scratch();
        chosen
            // Never stuck: any legal candidate will do.
            .or_else(|| legal_candidates(game, seat).into_iter().next())
            .unwrap_or(Action::Draw)
    }
}
