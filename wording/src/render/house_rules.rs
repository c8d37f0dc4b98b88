//! The house rules of a table: how its rules differ from the rule set they are named after, one
//! short line each, so whoever joins knows what they sit down to.

use canasta_engine::{Rules, WildLimit};

/// A line per rule that differs from the preset `rules.name` (none for an unknown name).
pub fn house_rules_lines(rules: &Rules) -> Vec<String> {
    let Some(base) = Rules::preset(&rules.name) else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    if rules.target != base.target {
        lines.push(format!("Play to {} points.", rules.target));
    }
    if rules.melding.wild_limit != base.melding.wild_limit {
        lines.push(
            match rules.melding.wild_limit {
                WildLimit::Three => "A meld holds at most three wild cards.",
                WildLimit::Half => "Wild cards are at most half of a meld, never more than three.",
            }
            .into(),
        );
    }
    let flags = [
        (
            rules.melding.wild_on_completed_canasta,
            base.melding.wild_on_completed_canasta,
            "Wild cards may be added to a completed canasta.",
            "No wild cards on a completed canasta.",
        ),
        (
            rules.pile.on_completed_canasta,
            base.pile.on_completed_canasta,
            "The pile may be taken with a top card of a completed canasta's rank.",
            "The pile cannot be taken while its top card matches a completed canasta.",
        ),
        (
            rules.pile.needs_natural_pair,
            base.pile.needs_natural_pair,
            "The pile is only ever taken with a natural pair.",
            "An unfrozen pile may be taken with one natural card and a wild card.",
        ),
        (
            rules.pile.take_top_card_only,
            base.pile.take_top_card_only,
            "You may take just the top card of the pile.",
            "Taking the pile takes all of it.",
        ),
        (
            rules.going_out.concealed_needs_team_unopened,
            base.going_out.concealed_needs_team_unopened,
            "Going out concealed needs your partner not to have melded either.",
            "Going out concealed counts only your own earlier melds.",
        ),
        (
            rules.going_out.answer_binds,
            base.going_out.answer_binds,
            "The answer to \"May I go out?\" binds.",
            "The answer to \"May I go out?\" is advice only.",
        ),
        (
            rules.drawing.stock_out.pile_duty,
            base.drawing.stock_out.pile_duty,
            "With the stock gone, a pile that fits your melds must be taken.",
            "With the stock gone, taking the pile is never compulsory.",
        ),
        (
            rules.scoring.all_red_threes_bonus,
            base.scoring.all_red_threes_bonus,
            "Holding every red 3 scores the full red-3 bonus.",
            "Red 3s score 100 each, all of them too.",
        ),
    ];
    for (now, default, on, off) in flags {
        if now != default {
            lines.push(if now { on } else { off }.to_string());
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_preset_as_it_is_has_no_house_rules() {
        for name in canasta_engine::PRESET_NAMES {
            let rules = Rules::preset(name).expect("a preset");
            assert!(house_rules_lines(&rules).is_empty(), "{name}");
        }
    }

    #[test]
    fn every_changed_option_gets_a_line() {
        let mut rules = Rules::classic();
        rules.target = 3000;
        rules.melding.wild_limit = WildLimit::Half;
        rules.melding.wild_on_completed_canasta = !rules.melding.wild_on_completed_canasta;
        rules.pile.on_completed_canasta = !rules.pile.on_completed_canasta;
        rules.pile.needs_natural_pair = !rules.pile.needs_natural_pair;
        rules.pile.take_top_card_only = !rules.pile.take_top_card_only;
        rules.going_out.concealed_needs_team_unopened =
            !rules.going_out.concealed_needs_team_unopened;
        rules.going_out.answer_binds = !rules.going_out.answer_binds;
        rules.drawing.stock_out.pile_duty = !rules.drawing.stock_out.pile_duty;
        rules.scoring.all_red_threes_bonus = !rules.scoring.all_red_threes_bonus;
        let lines = house_rules_lines(&rules);
        assert_eq!(lines.len(), 10, "{lines:#?}");
        assert_eq!(lines[0], "Play to 3000 points.");
        assert!(lines.contains(&"The answer to \"May I go out?\" is advice only.".to_string()));
        assert!(lines.contains(&"Red 3s score 100 each, all of them too.".to_string()));
    }
}
