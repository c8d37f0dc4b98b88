//! The rule set as format 1 stored it: one flat list of options. Game records (kind `G`,
//! format 1) and lobbies (kind `B`, format 1) hold it; reading them converts it to the policy
//! groups of today's [`Rules`]. A copy owned by the records, so the engine's type can change.

use canasta_engine::rules::{
    DealPolicy, DrawPolicy, GoingOutPolicy, MeldPolicy, MinimumCount, MinimumCounts, PilePolicy,
    PileTaking, RedThreeTotal, RedThrees, ScoringTable, StockOutPolicy, TablePolicy, ThreesPolicy,
};
use canasta_engine::{Rules, Seating, WildLimit};
use serde::Deserialize;

/// Format 1's wild-card limit (same spelling as today's).
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum WildLimitV1 {
    Three,
    Half,
}

/// Format 1's seating (same spelling as today's).
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
enum SeatingV1 {
    Partnerships { teams: u8 },
    Cutthroat,
    RotatingFive,
}

/// Format 1's minimum count step.
#[derive(Debug, Clone, Copy, Deserialize)]
struct MinimumCountV1 {
    from_score: i32,
    count: i32,
}

/// Format 1's special red-3 total.
#[derive(Debug, Clone, Copy, Deserialize)]
struct RedThreeTotalV1 {
    red_threes: u8,
    total: i32,
}

/// The flat rules of format 1, field for field as written.
#[derive(Debug, Clone, Deserialize)]
pub struct RulesV1 {
    name: String,
    decks: u8,
    seats: u8,
    seating: SeatingV1,
    hand_size: u8,
    stock_draw: u8,
    canastas_to_go_out: u8,
    target: i32,
    minimum_counts: Vec<MinimumCountV1>,
    natural_canasta_bonus: i32,
    mixed_canasta_bonus: i32,
    red_three_bonus: i32,
    red_three_totals: Vec<RedThreeTotalV1>,
    going_out_bonus: i32,
    concealed_going_out_bonus: i32,
    failed_go_out_penalty: i32,
    wild_limit: WildLimitV1,
    wild_on_completed_canasta: bool,
    pile_on_completed_canasta: bool,
    pile_needs_natural_pair: bool,
    take_top_card_only: bool,
    concealed_needs_team_unopened: bool,
    go_out_answer_binds: bool,
    stock_out_pile_duty: bool,
    all_red_threes_bonus: bool,
    #[serde(default)]
    stock_out_ends_deal: bool,
}

impl From<RulesV1> for Rules {
    /// Format 1 played red 3s laid down at once and the whole pile taken: the only policies
    /// there were then.
    fn from(v: RulesV1) -> Rules {
        Rules {
            name: v.name,
            target: v.target,
            table: TablePolicy {
                seats: v.seats,
                seating: match v.seating {
                    SeatingV1::Partnerships { teams } => Seating::Partnerships { teams },
                    SeatingV1::Cutthroat => Seating::Cutthroat,
                    SeatingV1::RotatingFive => Seating::RotatingFive,
                },
            },
            deal: DealPolicy::new(v.decks, v.hand_size),
            drawing: DrawPolicy {
                stock_draw: v.stock_draw,
                stock_out: StockOutPolicy {
                    pile_duty: v.stock_out_pile_duty,
                    ends_deal_on_last_discard: v.stock_out_ends_deal,
                    // Format 1 predates Samba's duty (SAMBA 32A).
                    duty_with_hand_cards: false,
                },
                ..DrawPolicy::classic()
            },
            pile: PilePolicy {
                taking: PileTaking::Whole,
                take_top_card_only: v.take_top_card_only,
                needs_natural_pair: v.pile_needs_natural_pair,
                on_completed_canasta: v.pile_on_completed_canasta,
                ..PilePolicy::classic()
            },
            melding: MeldPolicy {
                wild_limit: match v.wild_limit {
                    WildLimitV1::Three => WildLimit::Three,
                    WildLimitV1::Half => WildLimit::Half,
                },
                wild_on_completed_canasta: v.wild_on_completed_canasta,
                // Format 1 predates Samba: its rule sets are classic in what it lacks.
                ..MeldPolicy::classic()
            },
            threes: ThreesPolicy {
                red: RedThrees::LaidDownAtOnce,
                ..ThreesPolicy::classic()
            },
            going_out: GoingOutPolicy {
                canastas_needed: v.canastas_to_go_out,
                concealed_needs_team_unopened: v.concealed_needs_team_unopened,
                answer_binds: v.go_out_answer_binds,
                failed_penalty: v.failed_go_out_penalty,
                ..GoingOutPolicy::classic()
            },
            scoring: ScoringTable {
                natural_canasta: v.natural_canasta_bonus,
                mixed_canasta: v.mixed_canasta_bonus,
                red_three: v.red_three_bonus,
                red_three_totals: v
                    .red_three_totals
                    .into_iter()
                    .map(|t| RedThreeTotal {
                        red_threes: t.red_threes,
                        total: t.total,
                    })
                    .collect(),
                all_red_threes_bonus: v.all_red_threes_bonus,
                going_out: v.going_out_bonus,
                concealed_going_out: v.concealed_going_out_bonus,
                ..ScoringTable::classic()
            },
            minimum_counts: MinimumCounts {
                steps: v
                    .minimum_counts
                    .into_iter()
                    .map(|m| MinimumCount {
                        from_score: m.from_score,
                        count: m.count,
                    })
                    .collect(),
            },
            bidding: None,
        }
    }
}

/// Rewrites, in place, a JSON rule set of format 1 (the flat list) into today's shape; any
/// other value is left as it is. For documents that embed rules without a version of their
/// own: a stored game's snapshot, an export, a saved terminal game.
pub fn upgrade_rules_json(value: &mut serde_json::Value) {
    if value.get("decks").is_none() {
        return;
    }
    let Ok(v1) = serde_json::from_value::<RulesV1>(value.clone()) else {
        return;
    };
    if let Ok(now) = serde_json::to_value(Rules::from(v1)) {
        *value = now;
    }
}

/// Classic as format 1 wrote it (the rules of `tests/golden/v1/games-...1.bin`), for tests of
/// the records that held it.
pub const CLASSIC_V1: &str = r#"{"name":"classic","decks":2,"seats":4,
    "seating":{"kind":"partnerships","teams":2},"hand_size":11,"stock_draw":1,
    "canastas_to_go_out":1,"target":5000,"minimum_counts":[
    {"from_score":-2147483648,"count":15},{"from_score":0,"count":50},
    {"from_score":1500,"count":90},{"from_score":3000,"count":120}],
    "natural_canasta_bonus":500,"mixed_canasta_bonus":300,"red_three_bonus":100,
    "red_three_totals":[{"red_threes":4,"total":800}],"going_out_bonus":100,
    "concealed_going_out_bonus":200,"failed_go_out_penalty":100,"wild_limit":"three",
    "wild_on_completed_canasta":false,"pile_on_completed_canasta":true,
    "pile_needs_natural_pair":false,"take_top_card_only":false,
    "concealed_needs_team_unopened":true,"go_out_answer_binds":true,
    "stock_out_pile_duty":true,"all_red_threes_bonus":true,"stock_out_ends_deal":false}"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_1_classic_reads_as_classic() {
        let v1: RulesV1 = serde_json::from_str(CLASSIC_V1).unwrap();
        assert_eq!(Rules::from(v1), Rules::classic());
    }

    #[test]
    fn upgrading_leaves_todays_rules_alone() {
        let mut value: serde_json::Value = serde_json::from_str(CLASSIC_V1).unwrap();
        upgrade_rules_json(&mut value);
        assert_eq!(
            serde_json::from_value::<Rules>(value.clone()).unwrap(),
            Rules::classic()
        );
        let again = value.clone();
        upgrade_rules_json(&mut value);
        assert_eq!(value, again);
    }
}
