//! Computer players: the [`Player`] trait, a candidate-move generator ([`legal`]), the meld
//! and pile-take options offered to people ([`options`], from the same planner), a seeded
//! [`RandomPlayer`] and a [`HeuristicPlayer`] that plays like a sensible human.
//!
//! A player learns about the game only through [`Game::seat_view`] (its own hand, the pile
//! while it may look through it, and the public table) plus the public rule set, and tests
//! legality with [`Game::check`]. It never reads [`Game::deal`], which holds hidden cards.
//!
//! ```
//! use canasta_engine::players::{HeuristicPlayer, Player};
//! use canasta_engine::{Game, Rules};
//! let (mut game, _) = Game::new(Rules::classic(), 1).unwrap();
//! let mut player = HeuristicPlayer::new();
//! let seat = game.seat_to_act().unwrap();
//! let action = player.choose(&game, seat);
//! game.apply(seat, &action).unwrap();
//! ```

mod bidding;
pub mod hand;
mod heuristic;
pub mod legal;
pub mod options;
pub mod plan;
mod random;

pub use bidding::call_options;
pub use heuristic::HeuristicPlayer;
pub use legal::legal_candidates;
pub use options::{meld_options, meld_options_after, take_options};
pub use random::RandomPlayer;

use crate::action::Action;
use crate::game::Game;
use std::fmt;
use std::str::FromStr;

/// A computer player. `Send`, so a table can run its players on any thread.
pub trait Player: Send {
    /// A short name for logs and reports.
    fn name(&self) -> &str;

    /// The action `seat` takes now. Called only when `game.seat_to_act() == Some(seat)`; the
    /// returned action is always accepted by `game.check(seat, ..)`.
    fn choose(&mut self, game: &Game, seat: usize) -> Action;
}

/// The kinds of computer player, as named on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlayerKind {
    /// [`RandomPlayer`].
    Random,
    /// [`HeuristicPlayer`].
    Heuristic,
}

impl PlayerKind {
    /// Every kind, in the order shown to users.
    pub const ALL: [PlayerKind; 2] = [PlayerKind::Heuristic, PlayerKind::Random];

    /// The kind's name: `random` or `heuristic`.
    pub fn name(self) -> &'static str {
        match self {
            PlayerKind::Random => "random",
            PlayerKind::Heuristic => "heuristic",
        }
    }

    /// A new player of this kind; `seed` fixes its random choices (if it makes any).
    pub fn build(self, seed: u64) -> Box<dyn Player> {
        match self {
            PlayerKind::Random => Box::new(RandomPlayer::new(seed)),
            PlayerKind::Heuristic => Box::new(HeuristicPlayer::new()),
        }
    }
}

impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A player kind name that is not known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown player kind `{0}`: use `heuristic` or `random`")]
pub struct UnknownPlayerKind(pub String);

impl FromStr for PlayerKind {
    type Err = UnknownPlayerKind;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        PlayerKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownPlayerKind(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_send<T: Send>() {}

    #[test]
    fn players_are_send() {
        assert_send::<RandomPlayer>();
        assert_send::<HeuristicPlayer>();
        assert_send::<Box<dyn Player>>();
    }

    #[test]
    fn kinds_parse_by_name() {
        assert_eq!("random".parse(), Ok(PlayerKind::Random));
        assert_eq!("Heuristic".parse(), Ok(PlayerKind::Heuristic));
        assert!("smart".parse::<PlayerKind>().is_err());
        assert_eq!(PlayerKind::Random.build(3).name(), "random");
    }
}
