//! Recorded games that pin the rules: a preset's name, a seed and the accepted actions, with
//! what replaying them led to (deals, scores, winners and a digest of every state on the way).
//! Record games on one commit and replay them on another: any difference is a change of the
//! rules (or of a preset), which an optimisation must never make.
//!
//! ```
//! use canasta_engine::players::{Player, PlayerKind};
//! use canasta_engine::recorded::RecordedGame;
//! let mut players: Vec<Box<dyn Player>> = (0..4).map(|s| PlayerKind::Basic.build(s)).collect();
//! let game = RecordedGame::record("classic", 7, &mut players, 200_000).unwrap();
//! assert_eq!(game.check(), Ok(()));
//! ```

use crate::game::Game;
use crate::log::{GameLog, LoggedAction, ReplayError};
use crate::players::Player;
use crate::rules::Rules;
use serde::{Deserialize, Serialize};

/// What a game's actions led to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Deals scored.
    pub deals: usize,
    /// Each team's total at the end.
    pub scores: Vec<i32>,
    /// The winning teams (empty when the actions stop before the game ends).
    pub winners: Vec<usize>,
    /// FNV-1a of the stored form (JSON) of every action's events and of the deal after every
    /// action, then of the whole game at the end: equal digests mean the same states.
    pub digest: u64,
}

/// One recorded game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedGame {
    /// The preset's name (see [`crate::PRESET_NAMES`]); replaying takes the preset as it is
    /// now, so a changed preset shows as a mismatch.
    pub preset: String,
    /// The game's seed.
    pub seed: u64,
    /// Every accepted action, in order.
    pub actions: Vec<LoggedAction>,
    /// What the actions led to when recorded.
    pub outcome: Outcome,
}

/// Why a recorded game could not be recorded or does not replay as recorded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Mismatch {
    /// No preset has this name.
    #[error("no preset is named `{0}`")]
    UnknownPreset(String),
    /// A player chose an action the game refused while recording.
    #[error("action {index}: a player's choice was refused: {error}")]
    Chosen {
        /// Index of the action.
        index: usize,
        /// Why.
        error: crate::error::RuleError,
    },
    /// The game did not end within the cap while recording.
    #[error("no end after {0} actions")]
    NoEnd(usize),
    /// A recorded action is refused now (or the rules no longer start a game).
    #[error("{0}")]
    Replay(#[from] ReplayError),
    /// The actions replay but lead elsewhere.
    #[error("recorded {recorded:?}, replayed {replayed:?}")]
    Outcome {
        /// As recorded.
        recorded: Box<Outcome>,
        /// As replayed now.
        replayed: Box<Outcome>,
    },
}

impl RecordedGame {
    /// Plays a game of `preset` from `seed` with `players` (one per seat) and records it; fails
    /// when a player's choice is refused or the game passes `max_actions`.
    pub fn record(
        preset: &str,
        seed: u64,
        players: &mut [Box<dyn Player>],
        max_actions: usize,
    ) -> Result<RecordedGame, Mismatch> {
        let rules = preset_rules(preset)?;
        let (mut game, _) =
            Game::new(rules.clone(), seed).map_err(|e| Mismatch::Replay(ReplayError::Rules(e)))?;
        let mut log = GameLog::new(rules, seed);
        while let Some(seat) = game.seat_to_act() {
            let index = log.actions.len();
            if index >= max_actions {
                return Err(Mismatch::NoEnd(max_actions));
            }
            let action = players[seat].choose(&game, seat);
            game.apply(seat, &action)
                .map_err(|error| Mismatch::Chosen { index, error })?;
            log.push(seat, action);
        }
        let outcome = Outcome::of(&log)?;
        Ok(RecordedGame {
            preset: preset.to_string(),
            seed,
            actions: log.actions,
            outcome,
        })
    }

    /// Replays the actions under the preset as it is now: `Ok` when they lead to the recorded
    /// outcome.
    pub fn check(&self) -> Result<(), Mismatch> {
        let log = GameLog {
            rules: preset_rules(&self.preset)?,
            seed: self.seed,
            actions: self.actions.clone(),
        };
        let replayed = Outcome::of(&log)?;
        if replayed == self.outcome {
            Ok(())
        } else {
            Err(Mismatch::Outcome {
                recorded: Box::new(self.outcome.clone()),
                replayed: Box::new(replayed),
            })
        }
    }
}

impl Outcome {
    /// Replays `log`, digesting every state on the way.
    pub fn of(log: &GameLog) -> Result<Outcome, ReplayError> {
        let (mut game, events) =
            Game::new(log.rules.clone(), log.seed).map_err(ReplayError::Rules)?;
        let mut digest = Fnv::default();
        digest.add(&events);
        digest.add(game.deal());
        for (index, a) in log.actions.iter().enumerate() {
            let events = game
                .apply(a.seat, &a.action)
                .map_err(|error| ReplayError::Refused { index, error })?;
            digest.add(&events);
            digest.add(game.deal());
        }
        digest.add(&game);
        Ok(Outcome {
            deals: game.history().len(),
            scores: game.scores().to_vec(),
            winners: game.winners().map(<[usize]>::to_vec).unwrap_or_default(),
            digest: digest.0,
        })
    }
}

fn preset_rules(name: &str) -> Result<Rules, Mismatch> {
    Rules::preset(name).ok_or_else(|| Mismatch::UnknownPreset(name.to_string()))
}

/// 64-bit FNV-1a, fed with values' JSON as it is written (no buffer).
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn add(&mut self, value: &impl Serialize) {
        serde_json::to_writer(&mut *self, value).expect("engine values serialize");
    }
}

impl std::io::Write for Fnv {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::players::PlayerKind;

    fn recorded(preset: &str, seed: u64) -> RecordedGame {
        let seats = Rules::preset(preset).expect("a preset").table.seats as u64;
        let mut players: Vec<Box<dyn Player>> = (0..seats)
            .map(|s| PlayerKind::Basic.build(seed * 10 + s))
            .collect();
        RecordedGame::record(preset, seed, &mut players, 200_000).expect("a whole game")
    }

    #[test]
    fn a_recorded_game_replays_to_its_outcome() {
        let game = recorded("classic", 3);
        assert!(!game.outcome.winners.is_empty());
        assert_eq!(game.check(), Ok(()));
    }

    #[test]
    fn another_seed_or_a_dropped_action_is_a_mismatch() {
        let game = recorded("two-player", 4);
        let other_seed = RecordedGame {
            seed: 5,
            ..game.clone()
        };
        assert!(other_seed.check().is_err());
        let mut shorter = game.clone();
        let last = shorter.actions.pop().expect("actions");
        assert!(
            matches!(shorter.check(), Err(Mismatch::Outcome { .. })),
            "dropping {last:?}"
        );
        let mut changed = game;
        changed.actions[0].action = Action::EndDeal;
        assert!(matches!(changed.check(), Err(Mismatch::Replay(_))));
    }
}
