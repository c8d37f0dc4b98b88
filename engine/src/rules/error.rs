//! Why a rule set cannot be played.

use thiserror::Error;

/// A rule set that [`Rules::validate`](super::Rules::validate) refuses. Each message names the
/// rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesError {
    /// Too few or too many seats.
    #[error("{seats} seats: a table has 2 to 6 (RULES.md §2)")]
    SeatCount {
        /// The seats asked for.
        seats: u8,
    },
    /// Fixed partnerships whose teams do not divide the seats.
    #[error("{seats} seats cannot form {teams} teams (RULES.md §2)")]
    TeamsDoNotDivide {
        /// The seats.
        seats: u8,
        /// The teams asked for.
        teams: u8,
    },
    /// Cutthroat at another table size.
    #[error("cutthroat is for 3 players (RULES.md §2)")]
    CutthroatNeedsThree,
    /// The rotating team game at another table size.
    #[error("the rotating team game is for 5 players (RULES.md §2)")]
    RotatingFiveNeedsFive,
    /// The deal and the upcard need more cards than the decks hold.
    #[error("not enough cards for the deal: {needed} needed, {cards} in the decks (FI 6)")]
    NotEnoughCards {
        /// Cards the hands plus a working stock need.
        needed: usize,
        /// Cards in the decks.
        cards: usize,
    },
    /// A stock draw other than one or two cards.
    #[error("stock draw must be 1 or 2, not {0} (FI 9, RULES.md §2)")]
    StockDraw(u8),
    /// Going out needing no canasta.
    #[error("going out needs at least one canasta (FI 18)")]
    NoCanastasToGoOut,
    /// No minimum count at all.
    #[error("no minimum counts (FI 13)")]
    NoMinimumCounts,
}
