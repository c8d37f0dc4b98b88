//! One `Rules` value describes a rule set (RULES.md): a few policy groups, one concern each
//! ([`policies`]), whose named constructors hold the classic values. Presets compose them.

mod differences;
mod error;
mod house;
pub mod policies;

pub use differences::RuleDifference;
pub use error::RulesError;
pub use house::{HouseRule, HouseRuleChoices, HouseRuleError};
pub use policies::{
    DealPolicy, DrawPolicy, GoingOutPolicy, MeldPolicy, MinimumCount, MinimumCounts, PilePolicy,
    PileTaking, RankCanastaBonus, RedThreeTotal, RedThrees, ScoringTable, Seating, StockOutPolicy,
    TablePolicy, ThreesPolicy, TwosMelds, WildLimit,
};

use crate::bidding::BiddingPolicy;
use serde::{Deserialize, Serialize};

/// The seats of the three-player team in five-player Canasta, in the order they sit out.
const FIVE_PLAYER_TRIO: [usize; 3] = [1, 3, 4];

/// A complete rule set. Build one with a preset constructor and change options in its groups.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// The preset's name (`classic`, ...), shown to players.
    pub name: String,
    /// The game ends after the deal in which a side reaches this score (FI 1).
    pub target: i32,
    /// Seats and sides.
    pub table: TablePolicy,
    /// Decks and hand size.
    pub deal: DealPolicy,
    /// Drawing, and the end of the stock.
    pub drawing: DrawPolicy,
    /// Taking the discard pile.
    pub pile: PilePolicy,
    /// Limits on melds.
    pub melding: MeldPolicy,
    /// Red and black 3s.
    pub threes: ThreesPolicy,
    /// Going out.
    pub going_out: GoingOutPolicy,
    /// The bonuses.
    pub scoring: ScoringTable,
    /// Minimum counts of a first meld by score (FI 13).
    pub minimum_counts: MinimumCounts,
    /// The auction before play (Sitoumussamba, FI 12); `None`: the deal goes straight to play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bidding: Option<BiddingPolicy>,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::classic()
    }
}

impl Rules {
    /// Classic partnership Canasta for four (RULES.md §1): the default rule set.
    pub fn classic() -> Rules {
        Rules {
            name: "classic".into(),
            target: 5000,
            table: TablePolicy::classic(),
            deal: DealPolicy::classic(),
            drawing: DrawPolicy::classic(),
            pile: PilePolicy::classic(),
            melding: MeldPolicy::classic(),
            threes: ThreesPolicy::classic(),
            going_out: GoingOutPolicy::classic(),
            scoring: ScoringTable::classic(),
            minimum_counts: MinimumCounts::classic(),
            bidding: None,
        }
    }

    /// Number of seats at the table.
    pub fn seats(&self) -> usize {
        usize::from(self.table.seats)
    }

    /// Total number of cards in play: 54 per deck.
    pub fn card_count(&self) -> usize {
        54 * self.deal.decks as usize
    }

    /// Number of sides that keep a score; each deal starts with one team per side.
    pub fn team_count(&self) -> usize {
        match self.table.seating {
            Seating::Partnerships { teams } => teams as usize,
            Seating::Cutthroat => self.seats(),
            Seating::RotatingFive => 2,
        }
    }

    /// The side a seat scores for, and its team at the start of every deal.
    pub fn team_of(&self, seat: usize) -> usize {
        match self.table.seating {
            Seating::Partnerships { .. } => seat % self.team_count(),
            Seating::Cutthroat => seat,
            Seating::RotatingFive => usize::from(FIVE_PLAYER_TRIO.contains(&seat)),
        }
    }

    /// True when players can have partners (and so may ask "May I go out?"): in cutthroat
    /// only once the partnership has formed.
    pub fn has_partners(&self) -> bool {
        match self.table.seating {
            Seating::Partnerships { teams } => (teams as usize) < self.seats(),
            Seating::Cutthroat | Seating::RotatingFive => true,
        }
    }

    /// The seats that play deal number `deal` (from 1), in turn order. In five-player
    /// Canasta one of the three-player team sits out, in turn, and partners alternate.
    pub fn seats_in_play(&self, deal: u32) -> Vec<usize> {
        match self.table.seating {
            Seating::RotatingFive => {
                let out = FIVE_PLAYER_TRIO[(deal.saturating_sub(1) % 3) as usize];
                let trio: Vec<usize> = FIVE_PLAYER_TRIO.into_iter().filter(|&s| s != out).collect();
                vec![0, trio[0], 2, trio[1]]
            }
            _ => (0..self.seats()).collect(),
        }
    }

    /// The minimum count for a first meld with this total score at the start of the deal
    /// (FI 13: below 0: 15; 0-1495: 50; 1500-2995: 90; 3000 or more: 120).
    pub fn minimum_count(&self, score: i32) -> i32 {
        self.minimum_counts.for_score(score)
    }

    /// Option `samba_upcard` (RULES.md §4, SAMBA 6, 16C, 18; FI 6B): a wild card or red 3
    /// turned as the upcard goes back under the stock. Set in the deal policy; Sitoumussamba's
    /// rule sets stored before plain Samba had the option keep it in their auction policy.
    pub fn upcard_back_under_stock(&self) -> bool {
        self.deal.upcard_back_under_stock
            || self
                .bidding
                .is_some_and(|policy| policy.upcard_back_under_stock)
    }

    /// The most black 3s a meld of them may hold (FI 20C, SAMBA 22B): the threes policy's
    /// figure, or every black 3 of the decks when that is fewer.
    pub fn black_meld_max(&self) -> u8 {
        self.threes
            .black_meld_max
            .min(self.deal.decks.saturating_mul(2))
    }

    /// The total bonus for `n` red threes (FI 21F, option `all_red_threes_bonus`).
    pub fn red_threes_total(&self, n: usize) -> i32 {
        self.scoring.red_threes_total(n)
    }

    /// Checks that the rule set is playable: enough cards for the deal, sensible seats.
    pub fn validate(&self) -> Result<(), RulesError> {
        let seats = self.table.seats;
        if !(2..=6).contains(&seats) {
            return Err(RulesError::SeatCount { seats });
        }
        match self.table.seating {
            Seating::Partnerships { teams } if teams == 0 || !seats.is_multiple_of(teams) => {
                return Err(RulesError::TeamsDoNotDivide { seats, teams });
            }
            Seating::Cutthroat if seats != 3 => return Err(RulesError::CutthroatNeedsThree),
            Seating::RotatingFive if seats != 5 => return Err(RulesError::RotatingFiveNeedsFive),
            _ => {}
        }
        let playing = self.seats_in_play(1).len();
        let needed = playing * self.deal.hand_size as usize + 10;
        if needed > self.card_count() {
            return Err(RulesError::NotEnoughCards {
                needed,
                cards: self.card_count(),
            });
        }
        if !(1..=2).contains(&self.drawing.stock_draw) {
            return Err(RulesError::StockDraw(self.drawing.stock_draw));
        }
        if self.going_out.canastas_needed == 0 {
            return Err(RulesError::NoCanastasToGoOut);
        }
        if self.minimum_counts.steps.is_empty() {
            return Err(RulesError::NoMinimumCounts);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fi_13_minimum_count_boundaries() {
        let r = Rules::classic();
        assert_eq!(r.minimum_count(-5), 15);
        assert_eq!(r.minimum_count(-1), 15);
        assert_eq!(r.minimum_count(0), 50);
        assert_eq!(r.minimum_count(1495), 50);
        assert_eq!(r.minimum_count(1500), 90);
        assert_eq!(r.minimum_count(2995), 90);
        assert_eq!(r.minimum_count(3000), 120);
        assert_eq!(r.minimum_count(9000), 120);
    }

    #[test]
    fn fi_21f_red_three_totals() {
        let mut r = Rules::classic();
        assert_eq!(r.red_threes_total(3), 300);
        assert_eq!(r.red_threes_total(4), 800);
        r.scoring.all_red_threes_bonus = false;
        assert_eq!(r.red_threes_total(4), 400);
    }

    /// A rule set stored before `black_meld_max` (FI 20C) and `duty_with_hand_cards` (SAMBA
    /// 32A) reads as it was played: no limit on black 3s but the cards, no duty with hand
    /// cards. Two decks hold four black 3s, so a stored classic shows no house rule; a stored
    /// three-deck rule set shows the six it allowed.
    #[test]
    fn stored_rules_without_the_new_fields_read_as_played() {
        let stored = |rules: Rules| {
            let mut json = serde_json::to_value(&rules).unwrap();
            json["threes"]
                .as_object_mut()
                .unwrap()
                .remove("black_meld_max");
            json["drawing"]["stock_out"]
                .as_object_mut()
                .unwrap()
                .remove("duty_with_hand_cards");
            serde_json::from_value::<Rules>(json).unwrap()
        };
        let classic = stored(Rules::classic());
        assert_eq!(classic.threes.black_meld_max, u8::MAX);
        assert!(!classic.drawing.stock_out.duty_with_hand_cards);
        assert_eq!(classic.black_meld_max(), 4);
        assert_eq!(classic.differences_from_preset(), []);
        assert_eq!(
            stored(Rules::six_two_teams()).differences_from_preset(),
            [RuleDifference::BlackMeldMax(6)]
        );
        assert_eq!(
            stored(Rules::samba()).differences_from_preset(),
            [RuleDifference::StockOutDutyWithHandCards(false)]
        );
    }

    #[test]
    fn classic_is_valid_and_partnered() {
        let r = Rules::classic();
        assert!(r.validate().is_ok());
        assert!(r.has_partners());
        assert_eq!((r.team_of(0), r.team_of(1), r.team_of(2)), (0, 1, 0));
        assert_eq!(r.card_count(), 108);
        assert_eq!(Rules::preset("classic"), Some(r));
    }
}
