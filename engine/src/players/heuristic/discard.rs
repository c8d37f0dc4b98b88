//! Choosing the discard: black 3s block, wild cards are kept (or used to freeze a big pile
//! when behind), pairs and sets are kept for the pile and for melds, and cards the opponents
//! could use to take the pile are avoided (FI 14, 17, 20). In Samba a red 3 held goes first
//! (it locks the pile and would cost its penalty at the end, SAMBA 18, 23), cards next to
//! others of their suit are kept for sequences, and a card that extends an opponent's
//! sequence is avoided: it gives them the pile (14K, 19A).

use super::situation::Situation;
use crate::action::Action;
use crate::card::{Card, Rank};
use crate::meld::extend_meld;
use crate::meld_shape::run_index;
use crate::players::hand::HandGroups;

/// A pile at least this big is worth freezing with a wild card when behind (FI 17).
pub(super) const FREEZE_AT: usize = 8;

/// Every distinct discard, the best (cheapest to give away) first.
pub(super) fn preferences(situation: &Situation) -> Vec<Action> {
    let groups = HandGroups::of(&situation.view.hand);
    let red_held = situation.rules().threes.red.held();
    let mut cards: Vec<Card> = situation
        .view
        .hand
        .iter()
        .copied()
        .filter(|c| red_held || !c.is_red_three())
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
    let feeds = feeds_a_sequence(situation, card);
    if card.is_red_three() {
        // Held (Samba 23): a dead card that costs its penalty if the deal ends with it; on the
        // pile it locks it (18), and a take stops at it (13D).
        return feeds - 140 - 5 * size - 10 * pile.takes as i32;
    }
    if card.is_black_three() {
        // A stop card: the next player cannot take the pile (FI 20B).
        return feeds - 40 - 5 * size;
    }
    if card.is_wild() {
        // A red 3 held locks the pile as well, for nothing (Samba 18).
        let red_lock = !situation.red_threes().is_empty();
        if situation.is_behind() && pile.size >= FREEZE_AT && !pile.frozen && !red_lock {
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
    cost += feeds + run_neighbours(situation, card);
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

/// What a card that extends one of an opponent's sequences gives away where the pile's top
/// card may be laid on a sequence (Samba 14K, 19A: even a locked pile): the pile. Zero
/// otherwise; the meld rules say whether it extends one.
fn feeds_a_sequence(situation: &Situation, card: Card) -> i32 {
    let rules = situation.rules();
    if !rules.pile.onto_sequence {
        return 0;
    }
    let extends = situation.opponents().any(|t| {
        t.melds
            .iter()
            .any(|m| m.shape.is_sequence() && extend_meld(rules, m, &[card]).is_ok())
    });
    if extends {
        200 + 10 * situation.view.table.pile.takes as i32
    } else {
        0
    }
}

/// Where the rules play sequences (Samba 20A), what keeping `card` is worth for one: 20 for
/// each other rank of its suit held one or two steps from it in the order of runs (which wraps
/// round the ace), and 60 if it extends one of the team's sequences.
fn run_neighbours(situation: &Situation, card: Card) -> i32 {
    let rules = situation.rules();
    let Some(suit) = card.suit.filter(|_| rules.melding.sequences) else {
        return 0;
    };
    let at = run_index(card.rank) as i32;
    let mut near: Vec<Rank> = Vec::new();
    for other in situation.view.hand.iter().filter(|c| c.suit == Some(suit)) {
        let step = (run_index(other.rank) as i32 - at).rem_euclid(13);
        let step = step.min(13 - step);
        if (1..=2).contains(&step) && !near.contains(&other.rank) {
            near.push(other.rank);
        }
    }
    let own = situation
        .team()
        .melds
        .iter()
        .any(|m| m.shape.is_sequence() && extend_meld(rules, m, &[card]).is_ok());
    20 * near.len().min(2) as i32 + if own { 60 } else { 0 }
}
