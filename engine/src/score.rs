//! Scoring a deal with its breakdown (FI 34, 21F, 21G).

use crate::bidding::settle::{settle_bid, BidSettlement, WentOut};
use crate::card::Card;
use crate::deal::Deal;
use crate::meld::Meld;
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
    /// A red 3 that was the stock's second-to-last card ended the deal (SAMBA 32) with `left`
    /// still in the stock, shown to the table as the text says; scored as
    /// [`StockExhausted`](Self::StockExhausted).
    LastStockCards {
        /// The stock's last card, never drawn.
        left: Card,
    },
}

impl DealEnd {
    /// The deal ended without anyone going out: the stock ran out, or its last cards ended it
    /// (FI 24C, SAMBA 32).
    pub fn stock_ended_it(&self) -> bool {
        !matches!(self, DealEnd::WentOut { .. })
    }
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
    /// Minus the penalty for each red 3 laid down (Samba 23, 29: 300 each).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub red_threes_laid: i32,
    /// Minus the penalty for each red 3 left in the team's hands (Samba 23, 29: 500 each).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub red_threes_in_hand: i32,
    /// Minus the penalty for each black 3 left in the team's hands (Samba 22C, 29: 100 each).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub black_threes_in_hand: i32,
    /// Minus the penalty for not having melded when the deal ends (Samba 29: 1000).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub not_opened: i32,
    /// Sitoumussamba: the bid's part, the declaring side's premium or the robbers' whole bid
    /// (FI 12A, 12E, 30C); 0 without a bid, and in deals stored before bids existed.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub bid: i32,
    /// The deal's score.
    pub total: i32,
}

/// A part that is zero is left out of the JSON (so classic deal results read and write as
/// they always did).
fn is_zero(n: &i32) -> bool {
    *n == 0
}

impl ScoreBreakdown {
    /// The sum of the parts (equal to `total` for every breakdown the engine makes).
    pub fn sum_of_parts(&self) -> i32 {
        self.canastas
            + self.red_threes
            + self.going_out
            + self.melded
            + self.in_hand
            + self.red_threes_laid
            + self.red_threes_in_hand
            + self.black_threes_in_hand
            + self.not_opened
            - self.penalties
            + self.bid
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
    /// Each team's canastas when the deal ended (natural, mixed and sambas alike), counted
    /// when the deal is scored; `None` in deals scored before the engine counted them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canastas: Option<Vec<u32>>,
    /// Sitoumussamba: what became of the deal's bid, with its arithmetic (FI 12A, 30); `None`
    /// in a deal without a bid, and in deals scored before the engine kept it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bid: Option<BidSettlement>,
}

impl DealResult {
    /// What the deal gave side `side` over the best other side: its deal score less theirs.
    pub fn margin(&self, side: usize) -> i32 {
        let own = self.teams.get(side).map_or(0, |t| t.total);
        let best_other = self
            .teams
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != side)
            .map(|(_, t)| t.total)
            .max()
            .unwrap_or(0);
        own - best_other
    }
}

/// Each scoring side's canastas in the finished `deal` (its team's melds of seven or more
/// cards, FI 15; a samba too, SAMBA 26): in cutthroat each partner of a pair is credited
/// with the pair's canastas, as with its points.
pub(crate) fn canastas_per_side(rules: &Rules, deal: &Deal) -> Vec<u32> {
    (0..rules.team_count())
        .map(|side| {
            let Some(first) = deal
                .order
                .iter()
                .copied()
                .find(|&s| rules.team_of(s) == side)
            else {
                return 0;
            };
            let melds = &deal.teams[deal.team_of(first)].melds;
            melds.iter().filter(|m| m.is_canasta()).count() as u32
        })
        .collect()
}

/// Scores the finished `deal` for every side that keeps a score (a team, or a player in
/// cutthroat, where each partner is credited with the pair's points but red 3s are personal).
///
/// With a bid (Sitoumussamba), also what became of it ([`settle_bid`]).
pub fn score_deal(
    rules: &Rules,
    deal: &Deal,
    end: DealEnd,
) -> (Vec<ScoreBreakdown>, Option<BidSettlement>) {
    let mut sides: Vec<ScoreBreakdown> = (0..rules.team_count())
        .map(|side| score_side(rules, deal, end, side))
        .collect();
    let mut settled = None;
    if let (Some(policy), Some(contract)) = (&rules.bidding, deal.contract()) {
        let went_out = match end {
            DealEnd::WentOut { seat, .. } => Some(WentOut {
                seat,
                side: rules.team_of(seat),
            }),
            DealEnd::StockExhausted | DealEnd::LastStockCards { .. } => None,
        };
        let declaring = rules.team_of(contract.declarer);
        settled = settle_bid(policy, contract, declaring, went_out, &mut sides);
    }
    (sides, settled)
}

pub(crate) fn score_side(rules: &Rules, deal: &Deal, end: DealEnd, side: usize) -> ScoreBreakdown {
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
        .map(|&s| {
            let seat = &deal.seats[s];
            if rules.threes.red.scores_bonus() {
                seat.red_threes.len()
            } else {
                seat.charged_red_threes()
            }
        })
        .sum();
    let mut s = table_parts(rules, &table.melds, table.penalties, laid);
    for &seat in side_members
        .iter()
        .filter(|_| rules.threes.red.scores_bonus())
    {
        // FI 21G: red 3s still held by a player who never had a turn count as minus.
        let unlaid = deal.hands[seat].iter().filter(|c| c.is_red_three()).count() as i32;
        s.red_threes -= unlaid * rules.scoring.red_three;
    }
    let held = |is: fn(Card) -> bool| -> i32 {
        deal.members(team)
            .map(|s| deal.hands[s].iter().filter(|&c| is(c)).count() as i32)
            .sum()
    };
    s.going_out = match end {
        DealEnd::WentOut { seat, concealed } if deal.team_of(seat) == team => {
            if concealed {
                rules.scoring.concealed_going_out
            } else {
                rules.scoring.going_out
            }
        }
        _ => 0,
    };
    // SAMBA 22C, option `samba_black_three_in_hand`: a black 3's penalty may be all it costs.
    let forgiven: i32 = if rules.threes.black_in_hand_card_value {
        0
    } else {
        deal.members(team)
            .flat_map(|s| deal.hands[s].iter())
            .filter(|c| c.is_black_three())
            .map(|c| c.value())
            .sum()
    };
    s.in_hand = forgiven
        - deal
            .members(team)
            .map(|s| deal.hands[s].value())
            .sum::<i32>();
    s.red_threes_in_hand = -rules.threes.red_in_hand_penalty * held(Card::is_red_three);
    s.black_threes_in_hand = -rules.threes.black_in_hand_penalty * held(Card::is_black_three);
    s.total = s.sum_of_parts();
    s
}

/// The parts of a side's deal score that its table shows to everyone: its melds' bonuses
/// (FI 15; a samba, SAMBA 10) and card values, its penalties (FI 23D), its `laid` red 3s (a
/// bonus, FI 21F, negative before the side has melded; or where red 3s are kept in the hand a
/// cost each, SAMBA 23) and, with no meld at all, Samba's penalty (SAMBA 29). The going out
/// and the hands are added when the deal is scored ([`score_deal`]).
pub fn table_parts(rules: &Rules, melds: &[Meld], penalties: i32, laid: usize) -> ScoreBreakdown {
    let (bonus, laid_penalty) = if rules.threes.red.scores_bonus() {
        (rules.red_threes_total(laid), 0)
    } else {
        (0, rules.threes.red_laid_penalty * laid as i32)
    };
    let melded = !melds.is_empty();
    let mut s = ScoreBreakdown {
        canastas: melds.iter().map(|m| m.bonus(rules)).sum(),
        red_threes: if melded { bonus } else { -bonus },
        melded: melds.iter().map(|m| m.value(rules)).sum(),
        penalties,
        red_threes_laid: -laid_penalty,
        not_opened: if melded {
            0
        } else {
            -rules.scoring.unopened_penalty
        },
        ..ScoreBreakdown::default()
    };
    s.total = s.sum_of_parts();
    s
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;
