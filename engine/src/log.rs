//! A game as its seed plus its list of actions, and replaying it.

use crate::action::Action;
use crate::error::RuleError;
use crate::game::Game;
use crate::rules::{Rules, RulesError};
use serde::{Deserialize, Serialize};

/// One action and who made it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedAction {
    /// The acting seat.
    pub seat: usize,
    /// The action.
    pub action: Action,
}

/// Everything needed to rebuild a game: rules, seed, accepted actions in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameLog {
    /// The rule set.
    pub rules: Rules,
    /// The seed.
    pub seed: u64,
    /// Accepted actions.
    pub actions: Vec<LoggedAction>,
}

/// Why a log could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The rules are not playable.
    #[error("invalid rules: {0}")]
    Rules(RulesError),
    /// An action in the log was refused.
    #[error("action {index} was refused: {error}")]
    Refused {
        /// Index in the log.
        index: usize,
        /// Why.
        error: RuleError,
    },
}

impl GameLog {
    /// An empty log.
    pub fn new(rules: Rules, seed: u64) -> GameLog {
        GameLog {
            rules,
            seed,
            actions: Vec::new(),
        }
    }

    /// Records an accepted action.
    pub fn push(&mut self, seat: usize, action: Action) {
        self.actions.push(LoggedAction { seat, action });
    }

    /// Rebuilds the game from the seed and the actions.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        let (mut game, _) = Game::new(self.rules.clone(), self.seed).map_err(ReplayError::Rules)?;
        for (index, a) in self.actions.iter().enumerate() {
            game.apply(a.seat, &a.action)
                .map_err(|error| ReplayError::Refused { index, error })?;
        }
        Ok(game)
    }
}
