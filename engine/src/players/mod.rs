//! Computer players: the [`Player`] trait, a candidate-move generator ([`legal`]), the meld
//! and pile-take options offered to people ([`options`], from the same planner), a seeded
//! [`RandomPlayer`], a [`HeuristicPlayer`] that plays like a sensible human (`basic` and
//! `good`), and a [`SearchPlayer`] (`strong`) that plays sampled deals out with it.
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
mod fast_random;
pub mod hand;
mod heuristic;
pub mod legal;
pub mod meld_menu;
pub mod options;
pub mod plan;
mod random;
pub mod search;

pub use bidding::call_options;
pub use fast_random::{FastRandomPlayer, MoveKind};
pub use heuristic::HeuristicPlayer;
pub use legal::legal_candidates;
pub use meld_menu::{meld_menu, MeldMenu};
pub use options::{meld_options, meld_options_after, take_options};
pub use random::RandomPlayer;
pub use search::{SearchBudget, SearchPlayer};

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

/// The kinds of computer player, as named on the command line and stored with a seat: the
/// three levels people choose from (`basic`, `good`, `strong`) and a random mover for tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlayerKind {
    /// [`RandomPlayer`].
    Random,
    /// The first heuristic ([`HeuristicPlayer::new`]), kept to measure the others against.
    Basic,
    /// The sound heuristic ([`HeuristicPlayer::good`]).
    Good,
    /// The search player ([`SearchPlayer`]) on top of the sound heuristic.
    Strong,
}

impl PlayerKind {
    /// Every kind, in the order shown to users.
    pub const ALL: [PlayerKind; 4] = [
        PlayerKind::Strong,
        PlayerKind::Good,
        PlayerKind::Basic,
        PlayerKind::Random,
    ];

    /// The levels offered to people, strongest first.
    pub const LEVELS: [PlayerKind; 3] = [PlayerKind::Strong, PlayerKind::Good, PlayerKind::Basic];

    /// The kind's name: `random`, `basic`, `good` or `strong`.
    pub fn name(self) -> &'static str {
        match self {
            PlayerKind::Random => "random",
            PlayerKind::Basic => "basic",
            PlayerKind::Good => "good",
            PlayerKind::Strong => "strong",
        }
    }

    /// A new player of this kind; `seed` fixes its random choices (if it makes any). A strong
    /// player thinks for [`SearchBudget::default`].
    pub fn build(self, seed: u64) -> Box<dyn Player> {
        self.build_with(seed, SearchBudget::default())
    }

    /// A new player of this kind whose search (if it searches) has `budget`.
    pub fn build_with(self, seed: u64, budget: SearchBudget) -> Box<dyn Player> {
        match self {
            PlayerKind::Random => Box::new(RandomPlayer::new(seed)),
            PlayerKind::Basic => Box::new(HeuristicPlayer::new()),
            PlayerKind::Good => Box::new(HeuristicPlayer::good()),
            PlayerKind::Strong => Box::new(SearchPlayer::new(seed, budget)),
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
#[error("unknown player kind `{0}`: use `strong`, `good`, `basic` or `random`")]
pub struct UnknownPlayerKind(pub String);

impl FromStr for PlayerKind {
    type Err = UnknownPlayerKind;

    /// A kind by name, in any case. `heuristic`, the name seats were stored with before the
    /// levels, reads as `basic`: a game under way keeps the player it had.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("heuristic") {
            return Ok(PlayerKind::Basic);
        }
        PlayerKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s))
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
        assert_send::<SearchPlayer>();
        assert_send::<Box<dyn Player>>();
    }

    #[test]
    fn kinds_parse_by_name() {
        assert_eq!("random".parse(), Ok(PlayerKind::Random));
        assert_eq!("Heuristic".parse(), Ok(PlayerKind::Basic));
        assert_eq!("STRONG".parse(), Ok(PlayerKind::Strong));
        for kind in PlayerKind::ALL {
            assert_eq!(kind.name().parse(), Ok(kind));
        }
        assert!("smart".parse::<PlayerKind>().is_err());
        assert_eq!(PlayerKind::Random.build(3).name(), "random");
    }
}
