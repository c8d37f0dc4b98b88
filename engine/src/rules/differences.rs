//! Which options of a rule set differ from the preset it is named after, derived field by field
//! from the policy groups, so a table announces exactly what it changed (and a new option cannot
//! be forgotten: every field is destructured here).

use super::policies::{
    DealPolicy, DrawPolicy, GoingOutPolicy, MeldPolicy, MinimumCounts, PilePolicy, PileTaking,
    RedThreeTotal, RedThrees, ScoringTable, StockOutPolicy, TablePolicy, ThreesPolicy, WildLimit,
};
use super::Rules;

/// One option whose value differs from the preset's, with the table's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleDifference {
    /// The score that ends the game (FI 1).
    Target(i32),
    /// Seats and how they form sides.
    Table(TablePolicy),
    /// Decks shuffled together (FI 2).
    Decks(u8),
    /// Cards dealt to each player (FI 6).
    HandSize(u8),
    /// Cards drawn from the stock (FI 9).
    StockDraw(u8),
    /// Option `stock_out_pile_duty` (FI 24A).
    StockOutPileDuty(bool),
    /// The deal ends with the discard after the last stock card (SV2 Cutthroat).
    StockOutEndsDeal(bool),
    /// How much of the pile is taken.
    PileTaking(PileTaking),
    /// Option `take_top_card_only`.
    TakeTopCardOnly(bool),
    /// Option `pile_needs_natural_pair`.
    PileNeedsNaturalPair(bool),
    /// Option `pile_on_completed_canasta` (FI 15E).
    PileOnCompletedCanasta(bool),
    /// Option `wild_limit` (FI 11).
    WildLimit(WildLimit),
    /// Option `wild_on_completed_canasta` (FI 15E).
    WildOnCompletedCanasta(bool),
    /// What red 3s do (FI 21).
    RedThrees(RedThrees),
    /// Canastas needed to go out (FI 18).
    CanastasToGoOut(u8),
    /// Option `concealed_needs_team_unopened` (FI 19A).
    ConcealedNeedsTeamUnopened(bool),
    /// Option `go_out_answer_binds` (FI 23).
    GoOutAnswerBinds(bool),
    /// Penalty for a "yes" not kept (FI 23D).
    FailedGoOutPenalty(i32),
    /// Natural canasta bonus (FI 15).
    NaturalCanastaBonus(i32),
    /// Mixed canasta bonus (FI 15).
    MixedCanastaBonus(i32),
    /// Bonus per red 3 (FI 21F).
    RedThreeBonus(i32),
    /// Special totals for many red 3s.
    RedThreeTotals(Vec<RedThreeTotal>),
    /// Option `all_red_threes_bonus` (FI 34).
    AllRedThreesBonus(bool),
    /// Going-out bonus (FI 18).
    GoingOutBonus(i32),
    /// Concealed going-out bonus (FI 19).
    ConcealedGoingOutBonus(i32),
    /// Minimum counts by score (FI 13).
    MinimumCounts(MinimumCounts),
}

/// Pushes `make(now)` when `now` differs from `base`.
fn differ<T: PartialEq + Clone>(
    out: &mut Vec<RuleDifference>,
    now: &T,
    base: &T,
    make: fn(T) -> RuleDifference,
) {
    if now != base {
        out.push(make(now.clone()));
    }
}

impl Rules {
    /// The options that differ from the preset named `self.name`, in the order of the rules
    /// (none for a name that is no preset).
    pub fn differences_from_preset(&self) -> Vec<RuleDifference> {
        Rules::preset(&self.name).map_or_else(Vec::new, |base| self.differences_from(&base))
    }

    /// The options that differ from `base`, in the order of the rules.
    pub fn differences_from(&self, base: &Rules) -> Vec<RuleDifference> {
        use RuleDifference as D;
        let Rules {
            name: _,
            target,
            table,
            deal: DealPolicy { decks, hand_size },
            drawing:
                DrawPolicy {
                    stock_draw,
                    stock_out:
                        StockOutPolicy {
                            pile_duty,
                            ends_deal_on_last_discard,
                        },
                },
            pile:
                PilePolicy {
                    taking,
                    take_top_card_only,
                    needs_natural_pair,
                    on_completed_canasta,
                },
            melding:
                MeldPolicy {
                    wild_limit,
                    wild_on_completed_canasta,
                },
            threes: ThreesPolicy { red },
            going_out:
                GoingOutPolicy {
                    canastas_needed,
                    concealed_needs_team_unopened,
                    answer_binds,
                    failed_penalty,
                },
            scoring:
                ScoringTable {
                    natural_canasta,
                    mixed_canasta,
                    red_three,
                    red_three_totals,
                    all_red_threes_bonus,
                    going_out,
                    concealed_going_out,
                },
            minimum_counts,
        } = self;
        let b = base;
        let mut out = Vec::new();
        differ(&mut out, target, &b.target, D::Target);
        differ(&mut out, table, &b.table, D::Table);
        differ(&mut out, decks, &b.deal.decks, D::Decks);
        differ(&mut out, hand_size, &b.deal.hand_size, D::HandSize);
        differ(&mut out, stock_draw, &b.drawing.stock_draw, D::StockDraw);
        let stock_out = &b.drawing.stock_out;
        differ(
            &mut out,
            pile_duty,
            &stock_out.pile_duty,
            D::StockOutPileDuty,
        );
        let ends = &stock_out.ends_deal_on_last_discard;
        differ(
            &mut out,
            ends_deal_on_last_discard,
            ends,
            D::StockOutEndsDeal,
        );
        differ(&mut out, taking, &b.pile.taking, D::PileTaking);
        let top = &b.pile.take_top_card_only;
        differ(&mut out, take_top_card_only, top, D::TakeTopCardOnly);
        let pair = &b.pile.needs_natural_pair;
        differ(&mut out, needs_natural_pair, pair, D::PileNeedsNaturalPair);
        let on_canasta = &b.pile.on_completed_canasta;
        differ(
            &mut out,
            on_completed_canasta,
            on_canasta,
            D::PileOnCompletedCanasta,
        );
        differ(&mut out, wild_limit, &b.melding.wild_limit, D::WildLimit);
        let wild = &b.melding.wild_on_completed_canasta;
        differ(
            &mut out,
            wild_on_completed_canasta,
            wild,
            D::WildOnCompletedCanasta,
        );
        differ(&mut out, red, &b.threes.red, D::RedThrees);
        let g = &b.going_out;
        differ(
            &mut out,
            canastas_needed,
            &g.canastas_needed,
            D::CanastasToGoOut,
        );
        let unopened = &g.concealed_needs_team_unopened;
        differ(
            &mut out,
            concealed_needs_team_unopened,
            unopened,
            D::ConcealedNeedsTeamUnopened,
        );
        differ(&mut out, answer_binds, &g.answer_binds, D::GoOutAnswerBinds);
        differ(
            &mut out,
            failed_penalty,
            &g.failed_penalty,
            D::FailedGoOutPenalty,
        );
        let s = &b.scoring;
        differ(
            &mut out,
            natural_canasta,
            &s.natural_canasta,
            D::NaturalCanastaBonus,
        );
        differ(
            &mut out,
            mixed_canasta,
            &s.mixed_canasta,
            D::MixedCanastaBonus,
        );
        differ(&mut out, red_three, &s.red_three, D::RedThreeBonus);
        differ(
            &mut out,
            red_three_totals,
            &s.red_three_totals,
            D::RedThreeTotals,
        );
        let all = &s.all_red_threes_bonus;
        differ(&mut out, all_red_threes_bonus, all, D::AllRedThreesBonus);
        differ(&mut out, going_out, &s.going_out, D::GoingOutBonus);
        let concealed = &s.concealed_going_out;
        differ(
            &mut out,
            concealed_going_out,
            concealed,
            D::ConcealedGoingOutBonus,
        );
        differ(
            &mut out,
            minimum_counts,
            &b.minimum_counts,
            D::MinimumCounts,
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::PRESET_NAMES;

    #[test]
    fn section_2_presets_as_they_are_differ_in_nothing() {
        for name in PRESET_NAMES {
            let rules = Rules::preset(name).unwrap();
            assert_eq!(rules.differences_from_preset(), [], "{name}");
        }
    }

    #[test]
    fn section_1_only_a_target_is_only_a_target() {
        let mut rules = Rules::classic();
        rules.target = 100;
        assert_eq!(
            rules.differences_from_preset(),
            [RuleDifference::Target(100)]
        );
    }

    #[test]
    fn section_1_each_changed_option_is_named_once() {
        let mut rules = Rules::fast();
        rules.melding.wild_limit = WildLimit::Half;
        rules.going_out.answer_binds = false;
        rules.scoring.all_red_threes_bonus = false;
        assert_eq!(
            rules.differences_from_preset(),
            [
                RuleDifference::WildLimit(WildLimit::Half),
                RuleDifference::GoOutAnswerBinds(false),
                RuleDifference::AllRedThreesBonus(false),
            ]
        );
        let mut unknown = rules.clone();
        unknown.name = "mine".into();
        assert_eq!(unknown.differences_from_preset(), []);
        assert_eq!(
            Rules::six_two_teams()
                .differences_from(&Rules::classic())
                .len(),
            7,
            "table, decks, hand size, canastas, target, red 3 totals, minimum counts"
        );
    }
}
