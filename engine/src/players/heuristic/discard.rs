//! Choosing the discard: black 3s block, wild cards are kept (or used to freeze a big pile
//! when behind), pairs and sets are kept for the pile and for melds, and cards the opponents
//! could use to take the pile are avoided (FI 14, 17, 20).

use super::situation::Situation;
use crate::action::Action;
use crate::card::Card;
use crate::players::hand::HandGroups;

/// A pile at least this big is worth freezing with a wild card when behind (FI 17).
pub(super) const FREEZE_AT: usize = 8;

/// Every distinct discard, the best (cheapest to give away) first.
pub(super) fn preferences(situation: &Situation) -> Vec<Action> {
    let groups = HandGroups::of(&situation.view.hand);
    let mut cards: Vec<Card> = situation
        .view
        .hand
        .iter()
        .copied()
        .filter(|c| !c.is_red_three())
        .collect();
    cards.dedup();
    let mut costed: Vec<(i32, Card)> = cards
        .into_iter()
        .map(|c| (cost(situation, &groups, c), c))
        .collect();
    costed.sort();
    costed
        .into_iter()
        .map(|(_, card)| Action::Discard { card })
        .collect()
}

/// What discarding `card` gives away; lower is better.
fn cost(situation: &Situation, groups: &HandGroups, card: Card) -> i32 {
    let pile = &situation.view.table.pile;
    let size = pile.size as i32;
    if card.is_black_three() {
        // A stop card: the next player cannot take the pile (FI 20B).
        return -40 - 5 * size;
    }
    if card.is_wild() {
        if situation.is_behind() && pile.size >= FREEZE_AT && !pile.frozen {
            // Freeze the pile: from now on it takes a natural pair (FI 17).
            return -500 + card.value();
        }
        return 300 + card.value();
    }
    let rank = card.rank;
    let mut cost = match groups.count(rank) {
        0 | 1 => 0,
        2 => 45,
        _ => 80,
    };
    if situation
        .team()
        .melds
        .iter()
        .any(|m| m.rank() == Some(rank))
    {
        cost += 60;
    }
    // An opponent who has melded this rank lays the card off and takes an unfrozen pile.
    let lay_off = situation
        .opponents()
        .any(|t| t.has_melded && !pile.frozen && t.melds.iter().any(|m| m.rank() == Some(rank)));
    if lay_off {
        cost += 150 + 10 * size;
    }
    // An opponent may hold a natural pair of the rank.
    let unseen = situation.unseen(rank) as i32;
    if unseen >= 2 {
        cost += 5 + size * unseen.min(4);
    }
    if situation.end_is_near() {
        // Shed the cards that would count most against the team.
        cost -= card.value();
    } else {
        cost += card.value() / 5;
    }
    cost
}
