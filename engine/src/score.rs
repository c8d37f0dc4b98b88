//! Scoring a deal with its breakdown (FI 34, 21F, 21G).

use crate::deal::Deal;
use crate::rules::Rules;
use serde::{Deserialize, Serialize};

/// How a deal ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum DealEnd {
    /// A player went out (FI 18).
    WentOut {
        /// Who.
        seat: usize,
        /// Concealed (FI 19).
        concealed: bool,
    },
    /// The stock ran out (FI 24C): nobody scores the going-out bonus.
    StockExhausted,
}

/// One team's score for a deal, part by part. `total` is always the sum of the parts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreBreakdown {
    /// Canasta bonuses (500 natural, 300 mixed).
    pub canastas: i32,
    /// Red 3 bonus, negative for a team that has not melded (FI 21F, 21G).
    pub red_threes: i32,
    /// Going-out bonus (100, or 200 concealed).
    pub going_out: i32,
    /// Values of the cards melded.
    pub melded: i32,
    /// Minus the values of the cards left in the team's hands.
    pub in_hand: i32,
    /// Minus penalties (FI 23D).
    pub penalties: i32,
    /// The deal's score.
    pub total: i32,
}

impl ScoreBreakdown {
    /// The sum of the parts (equal to `total` for every breakdown the engine makes).
    pub fn sum_of_parts(&self) -> i32 {
        self.canastas + self.red_threes + self.going_out + self.melded + self.in_hand
            - self.penalties
    }
}

/// A scored deal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResult {
    /// 1-based deal number.
    pub deal: u32,
    /// How it ended.
    pub end: DealEnd,
    /// Each team's breakdown.
    pub teams: Vec<ScoreBreakdown>,
    /// Each team's game total after this deal.
    pub totals: Vec<i32>,
}

/// Scores the finished `deal` for every side that keeps a score (a team, or a player in
/// cutthroat, where each partner is credited with the pair's points but red 3s are personal).
pub fn score_deal(rules: &Rules, deal: &Deal, end: DealEnd) -> Vec<ScoreBreakdown> {
    (0..rules.team_count())
        .map(|side| score_side(rules, deal, end, side))
        .collect()
}

fn score_side(rules: &Rules, deal: &Deal, end: DealEnd, side: usize) -> ScoreBreakdown {
    let side_members: Vec<usize> = deal
        .order
        .iter()
        .copied()
        .filter(|&s| rules.team_of(s) == side)
        .collect();
    let Some(&first) = side_members.first() else {
        return ScoreBreakdown::default();
    };
    let team = deal.team_of(first);
    let table = &deal.teams[team];
    let laid: usize = side_members
        .iter()
        .map(|&s| deal.seats[s].red_threes.len())
        .sum();
    let laid = rules.red_threes_total(laid);
    let mut red_threes = if table.has_melded() { laid } else { -laid };
    for &seat in &side_members {
        // FI 21G: red 3s still held by a player who never had a turn count as minus.
        let unlaid = deal.hands[seat].iter().filter(|c| c.is_red_three()).count() as i32;
        red_threes -= unlaid * rules.scoring.red_three;
    }
    let in_hand = -deal
        .members(team)
        .map(|s| deal.hands[s].value())
        .sum::<i32>();
    let going_out = match end {
        DealEnd::WentOut { seat, concealed } if deal.team_of(seat) == team => {
            if concealed {
                rules.scoring.concealed_going_out
            } else {
                rules.scoring.going_out
            }
        }
        _ => 0,
    };
    let mut s = ScoreBreakdown {
        canastas: table.melds.iter().map(|m| m.bonus(rules)).sum(),
        red_threes,
        going_out,
        melded: table.melds.iter().map(|m| m.value(rules)).sum(),
        in_hand,
        penalties: table.penalties,
        total: 0,
    };
    s.total = s.sum_of_parts();
    s
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;
