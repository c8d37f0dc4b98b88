//! The actions of a turn, each validated in full before anything changes (FI 9-24).

mod ask;
mod discard;
mod draw;
mod going_out;
pub(crate) mod melding;
mod partnership;
mod red_threes;
mod stock_out;
mod take;

use crate::card::Card;
use crate::deal::Phase;
use crate::error::RuleError;
use crate::meld::Meld;

/// Buffers that planning an action fills, kept from one action to the next by a caller of
/// [`crate::Game::apply_quiet`] and [`crate::Game::check_with`] (a playout): an action is
/// still planned in full before anything changes, in memory that is already there.
#[derive(Debug, Default)]
pub struct Scratch {
    /// The mover's team's melds as the action leaves them; committing swaps them in.
    pub(crate) melds: Vec<Meld>,
    /// Melds not in use, whose memory new melds take.
    pub(crate) spare: Vec<Meld>,
    /// A pile take's top card and the hand cards melded with it.
    pub(crate) cards: Vec<Card>,
}

impl Scratch {
    /// Makes the scratch melds a copy of `melds`, in the memory of the melds held before and
    /// of the spare ones.
    pub(crate) fn load_melds(&mut self, melds: &[Meld]) {
        while self.melds.len() > melds.len() {
            if let Some(extra) = self.melds.pop() {
                self.spare.push(extra);
            }
        }
        for (copy, meld) in self.melds.iter_mut().zip(melds) {
            copy.clone_from(meld);
        }
        self.melds.reserve(melds.len() - self.melds.len());
        for meld in &melds[self.melds.len()..] {
            let copy = match self.spare.pop() {
                Some(mut spare) => {
                    spare.clone_from(meld);
                    spare
                }
                None => meld.clone(),
            };
            self.melds.push(copy);
        }
    }
}

impl Clone for Scratch {
    /// A fresh scratch: its buffers are memory, not state.
    fn clone(&self) -> Self {
        Scratch::default()
    }
}

/// Checks that the turn is past its draw, as melding, discarding and asking need.
pub(crate) fn require_play_phase(phase: Phase) -> Result<(), RuleError> {
    match phase {
        Phase::Play => Ok(()),
        Phase::Bidding => Err(RuleError::AuctionInProgress),
        Phase::Opening => Err(RuleError::DeclarerMustOpen),
        Phase::Draw => Err(RuleError::MustDrawFirst),
        Phase::AwaitingAnswer => Err(RuleError::AwaitingAnswer),
        Phase::Over => Err(RuleError::GameOver),
    }
}

/// Checks that the turn has not drawn yet.
pub(crate) fn require_draw_phase(phase: Phase) -> Result<(), RuleError> {
    match phase {
        Phase::Draw => Ok(()),
        Phase::Bidding => Err(RuleError::AuctionInProgress),
        Phase::Opening => Err(RuleError::DeclarerMustOpen),
        Phase::Play => Err(RuleError::AlreadyDrew),
        Phase::AwaitingAnswer => Err(RuleError::AwaitingAnswer),
        Phase::Over => Err(RuleError::GameOver),
    }
}
