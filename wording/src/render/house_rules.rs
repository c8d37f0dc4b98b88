//! The house rules of a table: how its rules differ from the rule set they are named after, one
//! short line each, so whoever joins knows what they sit down to. The engine says what differs
//! ([`Rules::differences_from_preset`]); this names each difference, in the words of
//! `locales/*/house_rules.ftl`. A changed target is not a house rule: the lobby and the
//! opening line name the target itself.

use super::rules_prose::minimum_text;
use super::words::rank_word;
use crate::lang::Lang;
use crate::tr;
use canasta_engine::bidding::{FailedOpeningCharge, NextDeclarerPlays};
use canasta_engine::rules::{PileTaking, RedThrees, TablePolicy, TwosMelds};
use canasta_engine::{RuleDifference, Rules, Seating, WildLimit};

/// A line per rule that differs from the preset `rules.name`, the target aside (none for an
/// unknown name), in `lang`.
pub fn house_rules_lines(lang: Lang, rules: &Rules) -> Vec<String> {
    rules
        .differences_from_preset()
        .iter()
        .filter_map(|d| difference_line(lang, d))
        .collect()
}

/// The line of one difference; `None` for the target, which is named on its own.
fn difference_line(lang: Lang, difference: &RuleDifference) -> Option<String> {
    use RuleDifference as D;
    // The message `on` or `off`, by `now`.
    let either = |now: bool, on: String, off: String| if now { on } else { off };
    let line = match difference {
        D::Target(_) => return None,
        D::Table(table) => table_line(lang, table),
        D::Decks(n) => tr!(lang, "house-decks", n = *n),
        D::HandSize(n) => tr!(lang, "house-hand-size", n = *n),
        D::StockDraw(n) => tr!(lang, "house-stock-draw", n = *n),
        D::StockOutPileDuty(now) => either(
            *now,
            tr!(lang, "house-stock-out-duty-on"),
            tr!(lang, "house-stock-out-duty-off"),
        ),
        D::StockOutEndsDeal(now) => either(
            *now,
            tr!(lang, "house-stock-out-ends-on"),
            tr!(lang, "house-stock-out-ends-off"),
        ),
        D::StockOutDutyWithHandCards(now) => either(
            *now,
            tr!(lang, "house-stock-out-duty-hand-on"),
            tr!(lang, "house-stock-out-duty-hand-off"),
        ),
        D::StockDrawAfterPile(0) => tr!(lang, "house-after-pile-none"),
        D::StockDrawAfterPile(n) => tr!(lang, "house-after-pile", n = *n),
        D::PileTaking(PileTaking::Whole) => tr!(lang, "house-pile-whole"),
        D::PileTaking(PileTaking::DownToLock) => tr!(lang, "house-pile-down-to-lock"),
        D::TakeTopCardOnly(now) => either(
            *now,
            tr!(lang, "house-top-card-only"),
            tr!(lang, "house-pile-whole"),
        ),
        D::PileNeedsNaturalPair(now) => either(
            *now,
            tr!(lang, "house-natural-pair-on"),
            tr!(lang, "house-natural-pair-off"),
        ),
        D::PileOnCompletedCanasta(now) => either(
            *now,
            tr!(lang, "house-pile-on-canasta-on"),
            tr!(lang, "house-pile-on-canasta-off"),
        ),
        D::LockedPileNaturals(n) => tr!(lang, "house-locked-naturals", n = *n),
        D::PileOntoSequence(now) => either(
            *now,
            tr!(lang, "house-onto-sequence-on"),
            tr!(lang, "house-onto-sequence-off"),
        ),
        D::WildLimit(WildLimit::Three) => tr!(lang, "house-wild-three"),
        D::WildLimit(WildLimit::Half) => tr!(lang, "house-wild-half"),
        D::WildLimit(WildLimit::Two) => tr!(lang, "house-wild-two"),
        D::WildOnCompletedCanasta(now) => either(
            *now,
            tr!(lang, "house-wild-on-canasta-on"),
            tr!(lang, "house-wild-on-canasta-off"),
        ),
        D::Sequences(now) => either(
            *now,
            tr!(lang, "house-sequences-on"),
            tr!(lang, "house-sequences-off"),
        ),
        D::RedThreesInSequences(now) => either(
            *now,
            tr!(lang, "house-red-threes-in-sequences-on"),
            tr!(lang, "house-red-threes-in-sequences-off"),
        ),
        D::SecondMeldAfterCanasta(now) => either(
            *now,
            tr!(lang, "house-second-meld-on"),
            tr!(lang, "house-second-meld-off"),
        ),
        D::ClosedCanastas(now) => either(
            *now,
            tr!(lang, "house-closed-canastas-on"),
            tr!(lang, "house-closed-canastas-off"),
        ),
        D::Twos(TwosMelds::Never) => tr!(lang, "house-twos-never"),
        D::Twos(TwosMelds::Allowed { to_open }) => {
            tr!(lang, "house-twos-allowed", to_open = *to_open)
        }
        D::CompletedMeldOpens(now) => either(
            *now,
            tr!(lang, "house-completed-opens-on"),
            tr!(lang, "house-completed-opens-off"),
        ),
        D::RedThrees(RedThrees::LaidDownAtOnce) => tr!(lang, "house-red-threes-laid"),
        D::RedThrees(RedThrees::KeptInHand) => tr!(lang, "house-red-threes-kept"),
        D::RedThreeLaidPenalty(p) => tr!(lang, "house-red-three-laid-penalty", points = *p),
        D::RedThreeInHandPenalty(p) => {
            tr!(lang, "house-red-three-in-hand-penalty", points = *p)
        }
        D::BlackThreeInHandPenalty(p) => {
            tr!(lang, "house-black-three-in-hand-penalty", points = *p)
        }
        D::BlackMeldMax(n) => tr!(lang, "house-black-meld-max", n = *n),
        D::CanastasToGoOut(n) => tr!(lang, "house-canastas-to-go-out", n = *n),
        D::ConcealedNeedsTeamUnopened(now) => either(
            *now,
            tr!(lang, "house-concealed-team-on"),
            tr!(lang, "house-concealed-team-off"),
        ),
        D::GoOutAnswerBinds(now) => either(
            *now,
            tr!(lang, "house-answer-binds-on"),
            tr!(lang, "house-answer-binds-off"),
        ),
        D::FailedGoOutPenalty(p) => tr!(lang, "house-failed-go-out", points = *p),
        D::DiscardRequired(now) => either(
            *now,
            tr!(lang, "house-discard-required-on"),
            tr!(lang, "house-discard-required-off"),
        ),
        D::NaturalCanastaBonus(p) => tr!(lang, "house-natural-canasta", points = *p),
        D::MixedCanastaBonus(p) => tr!(lang, "house-mixed-canasta", points = *p),
        D::RedThreeBonus(p) => tr!(lang, "house-red-three-bonus", points = *p),
        D::RedThreeTotals(totals) if totals.is_empty() => {
            tr!(lang, "house-red-three-totals-none")
        }
        D::RedThreeTotals(totals) => {
            let each: Vec<String> = totals
                .iter()
                .map(|t| {
                    tr!(
                        lang,
                        "house-red-three-total",
                        count = t.red_threes,
                        total = t.total
                    )
                })
                .collect();
            format!("{}.", each.join(", "))
        }
        D::AllRedThreesBonus(now) => either(
            *now,
            tr!(lang, "house-all-red-threes-on"),
            tr!(lang, "house-all-red-threes-off"),
        ),
        D::GoingOutBonus(p) => tr!(lang, "house-going-out-bonus", points = *p),
        D::ConcealedGoingOutBonus(p) => tr!(lang, "house-concealed-bonus", points = *p),
        D::SambaBonus(p) => tr!(lang, "house-samba-bonus", points = *p),
        D::RedThreeInSequenceValue(p) => {
            tr!(lang, "house-red-three-in-sequence", points = *p)
        }
        D::UnopenedPenalty(p) => tr!(lang, "house-unopened-penalty", points = *p),
        D::RankCanastas(bonuses) if bonuses.is_empty() => tr!(lang, "house-rank-canastas-none"),
        D::RankCanastas(bonuses) => {
            let each: Vec<String> = bonuses
                .iter()
                .map(|b| {
                    tr!(
                        lang,
                        "house-rank-canasta",
                        rank = rank_word(lang, b.rank),
                        natural = b.natural,
                        mixed = b.mixed
                    )
                })
                .collect();
            format!("{}.", each.join("; "))
        }
        D::MinimumCounts(counts) => tr!(
            lang,
            "house-minimum-counts",
            counts = minimum_text(lang, &counts.steps)
        ),
        D::Bidding(Some(b)) => tr!(lang, "house-bidding", levels = b.levels, step = b.step),
        D::Bidding(None) => tr!(lang, "house-no-bidding"),
        D::BlackThreeInHandCardValue(true) => tr!(lang, "house-black-three-card-value-on"),
        D::BlackThreeInHandCardValue(false) => tr!(lang, "house-black-three-card-value-off"),
        D::FailedOpening(f) => match (f.next_plays, f.charge) {
            (NextDeclarerPlays::OwnBid, FailedOpeningCharge::Once) => {
                tr!(lang, "house-failed-own-once")
            }
            (NextDeclarerPlays::OwnBid, FailedOpeningCharge::PerBidMade) => {
                tr!(lang, "house-failed-own-per-bid")
            }
            (NextDeclarerPlays::FailedBid, FailedOpeningCharge::Once) => {
                tr!(lang, "house-failed-same-once")
            }
            (NextDeclarerPlays::FailedBid, FailedOpeningCharge::PerBidMade) => {
                tr!(lang, "house-failed-same-per-bid")
            }
        },
        D::RebidAfterPass(true) => tr!(lang, "house-rebid-on"),
        D::RebidAfterPass(false) => tr!(lang, "house-rebid-off"),
        D::PartnerMayGoOut(true) => tr!(lang, "house-partner-goes-out-on"),
        D::PartnerMayGoOut(false) => tr!(lang, "house-partner-goes-out-off"),
        D::StockOutVoidsReachedBid(true) => tr!(lang, "house-stock-out-voids-reached-on"),
        D::StockOutVoidsReachedBid(false) => tr!(lang, "house-stock-out-voids-reached-off"),
        D::PartnerRobsDoubledBid(true) => tr!(lang, "house-partner-robs-double-on"),
        D::PartnerRobsDoubledBid(false) => tr!(lang, "house-partner-robs-double-off"),
        D::LastRedThreeOntoSequence(now) => either(
            *now,
            tr!(lang, "house-last-red-three-onto-sequence-on"),
            tr!(lang, "house-last-red-three-onto-sequence-off"),
        ),
        D::LastTwoStockCardsShown(now) => either(
            *now,
            tr!(lang, "house-last-two-stock-cards-shown-on"),
            tr!(lang, "house-last-two-stock-cards-shown-off"),
        ),
        D::LastRedThreeCharged(now) => either(
            *now,
            tr!(lang, "house-last-red-three-charged-on"),
            tr!(lang, "house-last-red-three-charged-off"),
        ),
        D::UpcardBackUnderStock(now) => either(
            *now,
            tr!(lang, "house-upcard-back-under-stock-on"),
            tr!(lang, "house-upcard-back-under-stock-off"),
        ),
    };
    Some(line)
}

/// Who sits at the table, in a sentence.
fn table_line(lang: Lang, table: &TablePolicy) -> String {
    let seats = table.seats;
    match table.seating {
        Seating::Partnerships { teams } if teams < seats => {
            tr!(lang, "house-table-teams", seats = seats, teams = teams)
        }
        Seating::Partnerships { .. } => tr!(lang, "house-table-alone", seats = seats),
        Seating::Cutthroat => tr!(lang, "house-table-cutthroat"),
        Seating::RotatingFive => tr!(lang, "house-table-rotating-five"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_preset_as_it_is_has_no_house_rules() {
        for name in canasta_engine::PRESET_NAMES {
            let rules = Rules::preset(name).expect("a preset");
            assert!(house_rules_lines(Lang::En, &rules).is_empty(), "{name}");
        }
    }

    #[test]
    fn a_new_target_is_not_a_house_rule() {
        let mut rules = Rules::classic();
        rules.target = 100;
        assert!(house_rules_lines(Lang::En, &rules).is_empty());
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
        let lines = house_rules_lines(Lang::En, &rules);
        assert_eq!(lines.len(), 9, "{lines:#?}");
        assert!(lines.contains(&"The answer to \"May I go out?\" is advice only.".to_string()));
        assert!(lines.contains(&"Red 3s score 100 each, all of them too.".to_string()));
        assert!(!lines.iter().any(|l| l.contains("3000")), "{lines:#?}");
        let finnish = house_rules_lines(Lang::Fi, &rules);
        assert_eq!(finnish.len(), 9, "{finnish:#?}");
        assert!(
            finnish.contains(&"Vastaus kysymykseen \"Saanko lopettaa?\" on vain neuvo.".into()),
            "{finnish:#?}"
        );
    }

    #[test]
    fn every_kind_of_difference_has_words() {
        let rules = Rules {
            name: "classic".into(),
            ..Rules::six_two_teams()
        };
        let lines = house_rules_lines(Lang::En, &rules);
        assert_eq!(lines.len(), 6, "{lines:#?}");
        assert_eq!(lines[0], "6 players in 2 teams.");
        assert!(lines.contains(&"Going out needs 2 canastas.".to_string()));
        assert!(lines.iter().any(|l| l.starts_with("Minimum counts: ")));
        let swedish = house_rules_lines(Lang::Sv, &rules);
        assert_eq!(swedish[0], "6 spelare i 2 lag.");
        assert!(swedish.contains(&"Utgång kräver 2 canastor.".to_string()));
    }

    /// Every difference the engine can report reads in every language, plurals included.
    #[test]
    fn samba_against_classic_reads_in_every_language() {
        let rules = Rules {
            name: "classic".into(),
            ..Rules::sitoumussamba()
        };
        for lang in Lang::ALL {
            let lines = house_rules_lines(lang, &rules);
            assert!(lines.len() > 10, "{lang}: {lines:#?}");
            for line in &lines {
                assert!(!line.contains("house-"), "{lang}: {line}");
            }
        }
        let lines = house_rules_lines(Lang::En, &rules);
        assert!(
            lines.contains(&"Played with 3 decks.".to_string()),
            "{lines:#?}"
        );
    }
}
