//! A player's rating as the boards show it.

use canasta_storage::{HistoryPoint, RatingEntry};
use skillratings::weng_lin::WengLinRating;

/// The shown rating is `SHOWN_BASE + SHOWN_SCALE × (μ − 3σ)`: a new player (μ 25, σ 25/3)
/// shows 1000, and a point of skill (β = 25/6 is a ~76 % edge) reads like chess ratings.
pub const SHOWN_BASE: f64 = 1000.0;
/// See [`SHOWN_BASE`].
pub const SHOWN_SCALE: f64 = 40.0;
/// A rating is provisional ("?") while σ is above this, 78 % of a new player's 25/3 (σ²
/// down by 40 %). Weng-Lin's σ falls slowly: against even opponents that takes about 9
/// two-player games, 14 partnership games, 19 in teams of three (measured by
/// `provisional_lasts_about_ten_games_alone_and_fifteen_in_partnership`), near the dozen
/// games or so of Lichess's provisional period.
pub const PROVISIONAL_SIGMA: f64 = 6.5;
/// The boards list only players with at least this many rated games in the family (the
/// others are counted: "N players with fewer games are not listed").
pub const MIN_GAMES_ON_BOARD: u32 = 5;

/// A player's Weng-Lin rating in a family and scope.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// Mean skill (μ).
    pub mu: f64,
    /// Uncertainty (σ).
    pub sigma: f64,
    /// Rated games counted.
    pub games: u32,
}

impl Default for Rating {
    /// A player without rated games: skillratings' starting rating (μ 25, σ 25/3).
    fn default() -> Self {
        let start = WengLinRating::new();
        Rating {
            mu: start.rating,
            sigma: start.uncertainty,
            games: 0,
        }
    }
}

impl Rating {
    /// The rating shown: the conservative μ − 3σ, scaled (see [`SHOWN_BASE`]).
    pub fn shown(&self) -> f64 {
        SHOWN_BASE + SHOWN_SCALE * (self.mu - 3.0 * self.sigma)
    }

    /// The shown rating rounded to a whole number, for text.
    pub fn shown_rounded(&self) -> i64 {
        self.shown().round() as i64
    }

    /// Still uncertain: shown with a "?" (see [`PROVISIONAL_SIGMA`]).
    pub fn provisional(&self) -> bool {
        self.sigma > PROVISIONAL_SIGMA
    }

    pub(crate) fn weng_lin(&self) -> WengLinRating {
        WengLinRating {
            rating: self.mu,
            uncertainty: self.sigma,
        }
    }
}

impl From<&RatingEntry> for Rating {
    fn from(e: &RatingEntry) -> Rating {
        Rating {
            mu: e.mu,
            sigma: e.sigma,
            games: e.games,
        }
    }
}

impl From<&HistoryPoint> for Rating {
    fn from(p: &HistoryPoint) -> Rating {
        Rating {
            mu: p.mu,
            sigma: p.sigma,
            games: p.games,
        }
    }
}
