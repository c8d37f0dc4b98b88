//! One `Rules` value describes a rule set (RULES.md): presets are named constructors,
//! and every option where the sources disagree is a field.

use serde::{Deserialize, Serialize};

/// How many wild cards a meld may hold (RULES.md §1 "Melds", option `wild_limit`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WildLimit {
    /// At most three wild cards, whatever the meld's size (FI 11, EN; default).
    Three,
    /// Wild cards at most half of the meld's cards, and never more than three (SV "KOMBINATION").
    Half,
}

/// How seats form the sides that meld together and the sides that keep a score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Seating {
    /// Fixed partnerships: seat `s` plays for team `s % teams`, so partners sit every
    /// `teams` seats (A B A B, A B C A B C, A B A B A B). With `teams` equal to the number of
    /// seats everyone plays alone.
    Partnerships {
        /// Number of teams.
        teams: u8,
    },
    /// Cutthroat (SV2): three players alone until one takes the pile and becomes the solo;
    /// the other two are partners for the rest of the deal. Scores are personal.
    Cutthroat,
    /// Five players (SV2): seats 0 and 2 against seats 1, 3 and 4, one of whom sits out each
    /// deal in turn.
    RotatingFive,
}

/// The seats of the three-player team in five-player Canasta, in the order they sit out.
const FIVE_PLAYER_TRIO: [usize; 3] = [1, 3, 4];

/// The minimum count that applies from a score upwards (FI 13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MinimumCount {
    /// The lowest total score at the start of the deal for which this count applies.
    pub from_score: i32,
    /// Points of card values the first meld must reach.
    pub count: i32,
}

/// A special total for holding many red threes (e.g. all four score 800).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RedThreeTotal {
    /// Number of red threes.
    pub red_threes: u8,
    /// Their total bonus instead of 100 each.
    pub total: i32,
}

/// A complete rule set. Build one with a preset constructor and change options as fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// The preset's name (`classic`, ...), shown to players.
    pub name: String,
    /// Standard decks shuffled together, two jokers each (FI 2).
    pub decks: u8,
    /// Number of seats at the table.
    pub seats: u8,
    /// How seats form teams.
    pub seating: Seating,
    /// Cards dealt to each player (FI 6).
    pub hand_size: u8,
    /// Cards drawn from the stock in one draw (one discard follows either way).
    pub stock_draw: u8,
    /// Canastas a side needs before any of its players may go out (FI 18).
    pub canastas_to_go_out: u8,
    /// The game ends after the deal in which a side reaches this score (FI 1).
    pub target: i32,
    /// Minimum counts by score, ascending (FI 13).
    pub minimum_counts: Vec<MinimumCount>,
    /// Bonus for a natural canasta (FI 15).
    pub natural_canasta_bonus: i32,
    /// Bonus for a mixed canasta (FI 15).
    pub mixed_canasta_bonus: i32,
    /// Bonus for each red three (FI 21F).
    pub red_three_bonus: i32,
    /// Special totals for many red threes, used when `all_red_threes_bonus` is on.
    pub red_three_totals: Vec<RedThreeTotal>,
    /// Bonus for going out (FI 18).
    pub going_out_bonus: i32,
    /// Bonus for going out concealed (FI 19).
    pub concealed_going_out_bonus: i32,
    /// Penalty when a player told "yes" cannot go out (FI 23D).
    pub failed_go_out_penalty: i32,
    /// Option `wild_limit`.
    pub wild_limit: WildLimit,
    /// Option `wild_on_completed_canasta`: wild cards may be added to a completed canasta
    /// (SV, EN) instead of never (FI 15E).
    pub wild_on_completed_canasta: bool,
    /// Option `pile_on_completed_canasta`: the pile may be taken with a top card of the rank of
    /// one of the team's completed canastas (FI 15E, default true).
    pub pile_on_completed_canasta: bool,
    /// Option `pile_needs_natural_pair`: the pile may only ever be taken with two natural cards.
    pub pile_needs_natural_pair: bool,
    /// Option `take_top_card_only`: a player entitled to the pile may take just its top card.
    pub take_top_card_only: bool,
    /// Option `concealed_needs_team_unopened`: concealed going out also needs the partner not to
    /// have melded (FI 19A, default true).
    pub concealed_needs_team_unopened: bool,
    /// Option `go_out_answer_binds`: the partner's answer to "May I go out?" binds (FI 23).
    pub go_out_answer_binds: bool,
    /// Option `stock_out_pile_duty`: when the stock is gone, a player must take a pile whose top
    /// card fits one of the team's melds (FI 24A, default true).
    pub stock_out_pile_duty: bool,
    /// Option `all_red_threes_bonus`: all four red threes score 800 (SV, EN, default) instead of
    /// 4 x 100 (FI 34).
    pub all_red_threes_bonus: bool,
    /// The deal ends as soon as the player who drew the last stock card discards (SV2
    /// Cutthroat) instead of the pile rules of FI 24.
    #[serde(default)]
    pub stock_out_ends_deal: bool,
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
            decks: 2,
            seats: 4,
            seating: Seating::Partnerships { teams: 2 },
            hand_size: 11,
            stock_draw: 1,
            canastas_to_go_out: 1,
            target: 5000,
            minimum_counts: vec![
                MinimumCount {
                    from_score: i32::MIN,
                    count: 15,
                },
                MinimumCount {
                    from_score: 0,
                    count: 50,
                },
                MinimumCount {
                    from_score: 1500,
                    count: 90,
                },
                MinimumCount {
                    from_score: 3000,
                    count: 120,
                },
            ],
            natural_canasta_bonus: 500,
            mixed_canasta_bonus: 300,
            red_three_bonus: 100,
            red_three_totals: vec![RedThreeTotal {
                red_threes: 4,
                total: 800,
            }],
            going_out_bonus: 100,
            concealed_going_out_bonus: 200,
            failed_go_out_penalty: 100,
            wild_limit: WildLimit::Three,
            wild_on_completed_canasta: false,
            pile_on_completed_canasta: true,
            pile_needs_natural_pair: false,
            take_top_card_only: false,
            concealed_needs_team_unopened: true,
            go_out_answer_binds: true,
            stock_out_pile_duty: true,
            all_red_threes_bonus: true,
            stock_out_ends_deal: false,
        }
    }

    /// Total number of cards in play: 54 per deck.
    pub fn card_count(&self) -> usize {
        54 * self.decks as usize
    }

    /// Number of sides that keep a score; each deal starts with one team per side.
    pub fn team_count(&self) -> usize {
        match self.seating {
            Seating::Partnerships { teams } => teams as usize,
            Seating::Cutthroat => self.seats as usize,
            Seating::RotatingFive => 2,
        }
    }

    /// The side a seat scores for, and its team at the start of every deal.
    pub fn team_of(&self, seat: usize) -> usize {
        match self.seating {
            Seating::Partnerships { .. } => seat % self.team_count(),
            Seating::Cutthroat => seat,
            Seating::RotatingFive => usize::from(FIVE_PLAYER_TRIO.contains(&seat)),
        }
    }

    /// True when players can have partners (and so may ask "May I go out?"): in cutthroat
    /// only once the partnership has formed.
    pub fn has_partners(&self) -> bool {
        match self.seating {
            Seating::Partnerships { teams } => (teams as usize) < self.seats as usize,
            Seating::Cutthroat | Seating::RotatingFive => true,
        }
    }

    /// The seats that play deal number `deal` (from 1), in turn order. In five-player
    /// Canasta one of the three-player team sits out, in turn, and partners alternate.
    pub fn seats_in_play(&self, deal: u32) -> Vec<usize> {
        match self.seating {
            Seating::RotatingFive => {
                let out = FIVE_PLAYER_TRIO[(deal.saturating_sub(1) % 3) as usize];
                let trio: Vec<usize> = FIVE_PLAYER_TRIO.into_iter().filter(|&s| s != out).collect();
                vec![0, trio[0], 2, trio[1]]
            }
            _ => (0..self.seats as usize).collect(),
        }
    }

    /// The minimum count for a first meld with this total score at the start of the deal
    /// (FI 13: below 0: 15; 0-1495: 50; 1500-2995: 90; 3000 or more: 120).
    pub fn minimum_count(&self, score: i32) -> i32 {
        self.minimum_counts
            .iter()
            .rev()
            .find(|m| score >= m.from_score)
            .or(self.minimum_counts.first())
            .map_or(0, |m| m.count)
    }

    /// The total bonus for `n` red threes (FI 21F, option `all_red_threes_bonus`).
    pub fn red_threes_total(&self, n: usize) -> i32 {
        if self.all_red_threes_bonus {
            if let Some(t) = self
                .red_three_totals
                .iter()
                .find(|t| t.red_threes as usize == n)
            {
                return t.total;
            }
        }
        self.red_three_bonus * n as i32
    }

    /// Checks that the rule set is playable: enough cards for the deal, sensible seats.
    pub fn validate(&self) -> Result<(), String> {
        let seats = self.seats as usize;
        if !(2..=6).contains(&seats) {
            return Err(format!("{seats} seats: a table has 2 to 6"));
        }
        match self.seating {
            Seating::Partnerships { teams }
                if teams == 0 || !seats.is_multiple_of(teams as usize) =>
            {
                return Err(format!("{seats} seats cannot form {teams} teams"));
            }
            Seating::Cutthroat if seats != 3 => return Err("cutthroat is for 3 players".into()),
            Seating::RotatingFive if seats != 5 => {
                return Err("the rotating team game is for 5 players".into())
            }
            _ => {}
        }
        let playing = self.seats_in_play(1).len();
        if playing * self.hand_size as usize + 10 > self.card_count() {
            return Err("not enough cards for the deal".into());
        }
        if !(1..=2).contains(&self.stock_draw) || self.canastas_to_go_out == 0 {
            return Err("stock draw must be 1 or 2 and canastas to go out at least 1".into());
        }
        if self.minimum_counts.is_empty() {
            return Err("no minimum counts".into());
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
        r.all_red_threes_bonus = false;
        assert_eq!(r.red_threes_total(4), 400);
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
