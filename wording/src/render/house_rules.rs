//! The house rules of a table: how its rules differ from the rule set they are named after, one
//! short line each, so whoever joins knows what they sit down to. The engine says what differs
//! ([`Rules::differences_from_preset`]); this names each difference. A changed target is not a
//! house rule: the lobby and the opening line name the target itself.

use super::rules_prose::minimum_text;
use canasta_engine::rules::{PileTaking, RedThrees, TablePolicy, TwosMelds};
use canasta_engine::{RuleDifference, Rules, Seating, WildLimit};

/// A line per rule that differs from the preset `rules.name`, the target aside (none for an
/// unknown name).
pub fn house_rules_lines(rules: &Rules) -> Vec<String> {
    rules
        .differences_from_preset()
        .iter()
        .filter_map(difference_line)
        .collect()
}

/// `on` or `off`, by `now`.
fn either(now: bool, on: &str, off: &str) -> String {
    if now { on } else { off }.to_string()
}

/// "1 canasta", "2 canastas".
fn plural(n: impl Into<i64>, word: &str) -> String {
    let n = n.into();
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

/// The line of one difference; `None` for the target, which is named on its own.
fn difference_line(difference: &RuleDifference) -> Option<String> {
    use RuleDifference as D;
    let line = match difference {
        D::Target(_) => return None,
        D::Table(table) => table_line(table),
        D::Decks(n) => format!("Played with {}.", plural(*n, "deck")),
        D::HandSize(n) => format!("{} dealt to each player.", plural(*n, "card")),
        D::StockDraw(n) => format!("Draw {} from the stock.", plural(*n, "card")),
        D::StockOutPileDuty(now) => either(
            *now,
            "With the stock gone, a pile that fits your melds must be taken.",
            "With the stock gone, taking the pile is never compulsory.",
        ),
        D::StockOutEndsDeal(now) => either(
            *now,
            "The deal ends with the discard after the last stock card.",
            "With the stock gone, play goes on with the pile.",
        ),
        D::StockDrawAfterPile(0) => "Taking the pile draws nothing from the stock.".into(),
        D::StockDrawAfterPile(n) => format!(
            "Taking the pile also draws {} from the stock.",
            plural(*n, "card")
        ),
        D::PileTaking(PileTaking::Whole) => "Taking the pile takes all of it.".into(),
        D::PileTaking(PileTaking::DownToLock) => {
            "The pile is taken down to its most recent wild card or red 3.".into()
        }
        D::TakeTopCardOnly(now) => either(
            *now,
            "You may take just the top card of the pile.",
            "Taking the pile takes all of it.",
        ),
        D::PileNeedsNaturalPair(now) => either(
            *now,
            "The pile is only ever taken with a natural pair.",
            "An unfrozen pile may be taken with one natural card and a wild card.",
        ),
        D::PileOnCompletedCanasta(now) => either(
            *now,
            "The pile may be taken with a top card of a completed canasta's rank.",
            "The pile cannot be taken while its top card matches a completed canasta.",
        ),
        D::LockedPileNaturals(n) => format!(
            "A frozen or locked pile is taken with {n} natural cards of its top card's rank."
        ),
        D::PileOntoSequence(now) => either(
            *now,
            "The pile may be taken by laying its top card on a samba it extends.",
            "The pile is never taken by extending a samba.",
        ),
        D::WildLimit(WildLimit::Three) => "A meld holds at most three wild cards.".into(),
        D::WildLimit(WildLimit::Half) => {
            "Wild cards are at most half of a meld, never more than three.".into()
        }
        D::WildLimit(WildLimit::Two) => "A meld holds at most two wild cards.".into(),
        D::WildOnCompletedCanasta(now) => either(
            *now,
            "Wild cards may be added to a completed canasta.",
            "No wild cards on a completed canasta.",
        ),
        D::Sequences(now) => either(
            *now,
            "Sequences of one suit (3 to 7 cards, round the ace, no jokers) may be melded.",
            "No sequences: melds are of one rank.",
        ),
        D::RedThreesInSequences(now) => either(
            *now,
            "A red 3 may be melded in a sequence of its suit.",
            "Red 3s never go in a sequence.",
        ),
        D::SecondMeldAfterCanasta(now) => either(
            *now,
            "A team may start another meld of a rank once its canasta is complete.",
            "One meld per rank per team.",
        ),
        D::ClosedCanastas(now) => either(
            *now,
            "Natural canastas and canastas of 2s take no more cards.",
            "Natural cards may always be added to a canasta.",
        ),
        D::Twos(TwosMelds::Never) => "2s are only wild cards: no meld of 2s.".into(),
        D::Twos(TwosMelds::Allowed { to_open }) => format!(
            "2s may be melded on their own (seven make a 2s canasta); an opening with them needs \
             {to_open}."
        ),
        D::CompletedMeldOpens(now) => either(
            *now,
            "A completed canasta or samba always opens, whatever it counts.",
            "An opening always needs the minimum count.",
        ),
        D::RedThrees(RedThrees::LaidDownAtOnce) => {
            "Red 3s are laid down at once and replaced.".into()
        }
        D::RedThrees(RedThrees::KeptInHand) => {
            "Red 3s stay in the hand: discarded they lock the pile, laid down they buy a card."
                .into()
        }
        D::RedThreeLaidPenalty(p) => format!("Each red 3 laid down costs {p}."),
        D::RedThreeInHandPenalty(p) => format!("Each red 3 left in a hand costs {p}."),
        D::BlackThreeInHandPenalty(p) => format!("Each black 3 left in a hand costs {p} more."),
        D::CanastasToGoOut(n) => format!("Going out needs {}.", plural(*n, "canasta")),
        D::ConcealedNeedsTeamUnopened(now) => either(
            *now,
            "Going out concealed needs your partner not to have melded either.",
            "Going out concealed counts only your own earlier melds.",
        ),
        D::GoOutAnswerBinds(now) => either(
            *now,
            "The answer to \"May I go out?\" binds.",
            "The answer to \"May I go out?\" is advice only.",
        ),
        D::FailedGoOutPenalty(p) => format!("A \"yes\" that cannot be kept costs {p} points."),
        D::DiscardRequired(now) => either(
            *now,
            "Going out always ends with a discard.",
            "A player may go out by melding every card.",
        ),
        D::NaturalCanastaBonus(p) => format!("A natural canasta scores {p}."),
        D::MixedCanastaBonus(p) => format!("A mixed canasta scores {p}."),
        D::RedThreeBonus(p) => format!("Each red 3 scores {p}."),
        D::RedThreeTotals(totals) if totals.is_empty() => {
            "Red 3s score the same each, however many.".into()
        }
        D::RedThreeTotals(totals) => {
            let each: Vec<String> = totals
                .iter()
                .map(|t| format!("{} red 3s score {}", t.red_threes, t.total))
                .collect();
            format!("{}.", each.join(", "))
        }
        D::AllRedThreesBonus(now) => either(
            *now,
            "Holding every red 3 scores the full red-3 bonus.",
            "Red 3s score 100 each, all of them too.",
        ),
        D::GoingOutBonus(p) => format!("Going out scores {p}."),
        D::ConcealedGoingOutBonus(p) => format!("Going out concealed scores {p}."),
        D::SambaBonus(p) => format!("A samba (seven in sequence) scores {p}."),
        D::RedThreeInSequenceValue(p) => format!("A red 3 in a sequence counts {p}."),
        D::UnopenedPenalty(p) => format!("A team that has not melded when the deal ends pays {p}."),
        D::RankCanastas(bonuses) if bonuses.is_empty() => {
            "Canastas score the same whatever their rank.".into()
        }
        D::RankCanastas(bonuses) => {
            let each: Vec<String> = bonuses
                .iter()
                .map(|b| {
                    format!(
                        "a canasta of {}s scores {} natural, {} mixed",
                        b.rank, b.natural, b.mixed
                    )
                })
                .collect();
            format!("{}.", each.join("; "))
        }
        D::MinimumCounts(counts) => format!("Minimum counts: {}", minimum_text(&counts.steps)),
        D::Bidding(Some(b)) => format!(
            "Players bid before play, 1 to {} ({} points a level).",
            b.levels, b.step
        ),
        D::Bidding(None) => "No bidding before play.".into(),
    };
    Some(line)
}

/// Who sits at the table, in a sentence.
fn table_line(table: &TablePolicy) -> String {
    let seats = table.seats;
    match table.seating {
        Seating::Partnerships { teams } if teams < seats => {
            format!("{seats} players in {teams} teams.")
        }
        Seating::Partnerships { .. } => format!("{seats} players, each alone."),
        Seating::Cutthroat => "Cutthroat: alone until someone takes the pile.".into(),
        Seating::RotatingFive => {
            "Five players: two against three who take turns sitting out.".into()
        }
    }
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
    fn a_new_target_is_not_a_house_rule() {
        let mut rules = Rules::classic();
        rules.target = 100;
        assert!(house_rules_lines(&rules).is_empty());
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
        assert_eq!(lines.len(), 9, "{lines:#?}");
        assert!(lines.contains(&"The answer to \"May I go out?\" is advice only.".to_string()));
        assert!(lines.contains(&"Red 3s score 100 each, all of them too.".to_string()));
        assert!(!lines.iter().any(|l| l.contains("3000")), "{lines:#?}");
    }

    #[test]
    fn every_kind_of_difference_has_words() {
        let rules = Rules {
            name: "classic".into(),
            ..Rules::six_two_teams()
        };
        let lines = house_rules_lines(&rules);
        assert_eq!(lines.len(), 6, "{lines:#?}");
        assert_eq!(lines[0], "6 players in 2 teams.");
        assert!(lines.contains(&"Going out needs 2 canastas.".to_string()));
        assert!(lines.iter().any(|l| l.starts_with("Minimum counts: ")));
    }
}
