//! The good level's reading of the deal from the table (FI 34, SAMBA 10): what each side
//! would score if the deal ended now, and what it may still gain. Only public cards and the
//! seat's own hand are used; a hidden card counts as an average one.

use super::situation::Situation;
use crate::meld::Meld;
use crate::players::plan::meld_everything;
use crate::view::PublicTeam;

/// What an unseen card in a hand is taken to count against its side.
pub(super) const HIDDEN_CARD: i32 = 10;

/// What the team would score for its table if the deal ended now: melded cards, canasta
/// bonuses and red 3s laid down (their bonus only once the team has melded, FI 21F).
pub(super) fn table_points(situation: &Situation, team: usize) -> i32 {
    let rules = situation.rules();
    let side = &situation.view.table.teams[team];
    let melds: i32 = side
        .melds
        .iter()
        .map(|m| m.value(rules) + m.bonus(rules))
        .sum();
    let reds = situation.view.table.team_red_threes(team).len() as i32;
    let red = rules.scoring.red_three * reds;
    melds + if side.has_melded { red } else { -red }
}

/// Cards in the hands of the team's members other than this seat (counted as hidden cards).
fn hidden_hand_cards(situation: &Situation, team: &PublicTeam) -> i32 {
    team.members
        .iter()
        .filter(|&&s| s != situation.seat)
        .map(|&s| situation.view.table.seats[s].cards_in_hand as i32)
        .sum()
}

/// The team's deal score if the deal ended now, this seat's hand counted as it is and the
/// others' hands as hidden cards.
pub(super) fn deal_score(situation: &Situation, team: usize) -> i32 {
    let side = &situation.view.table.teams[team];
    let mut score =
        table_points(situation, team) - HIDDEN_CARD * hidden_hand_cards(situation, side);
    if team == situation.team_index() {
        score -= situation.hand_value();
    }
    score
}

/// The own side's lead in the deal over the best opponent if the deal ended now (this seat's
/// hand still counting against it).
pub(super) fn deal_lead(situation: &Situation) -> i32 {
    let own = situation.team_index();
    let best = (0..situation.view.table.teams.len())
        .filter(|&t| t != own)
        .map(|t| deal_score(situation, t))
        .max()
        .unwrap_or(0);
    deal_score(situation, own) - best
}

/// What this seat's hand could add to the team's table on its next turn: the card points it
/// can meld and the canasta bonuses they complete, in that order.
pub(super) fn hand_potential(situation: &Situation) -> (i32, i32) {
    let rules = situation.rules();
    let team = situation.team();
    if !team.has_melded {
        return (0, 0);
    }
    let plan = meld_everything(rules, &team.melds, &situation.view.hand);
    let bonus = |melds: &[Meld]| -> i32 { melds.iter().map(|m| m.bonus(rules)).sum() };
    (plan.points(), bonus(plan.melds()) - bonus(&team.melds))
}

/// Bonuses the opponents are close to: 300 for each of their open melds of five or six cards.
pub(super) fn opponents_near_canastas(situation: &Situation) -> i32 {
    situation
        .opponents()
        .flat_map(|t| &t.melds)
        .filter(|m| !m.is_canasta() && m.len() >= 5)
        .count() as i32
        * 300
}
