//! Choosing the discard: black 3s block, wild cards are kept (or used to freeze a big pile
//! when behind), pairs and sets are kept for the pile and for melds, and cards the opponents
//! could use to take the pile are avoided (FI 14, 17, 20). In Samba a red 3 held goes first
//! (it locks the pile and would cost its penalty at the end, SAMBA 18, 23), cards next to
//! others of their suit are kept for sequences, and a card that extends an opponent's
//! sequence is avoided: it gives them the pile (14K, 19A).

use super::danger::take_chance;
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
        .map(|c| {
            let cost = if situation.good {
                good_cost(situation, &groups, c)
            } else {
                cost(situation, &groups, c)
            };
            (cost, c)
        })
        .collect();
    costed.sort();
    costed
        .into_iter()
        .map(|(_, card)| Action::Discard { card })
        .collect()
}

/// The good level's cost of discarding `card`: a red 3 is kept while the pile is worth keeping
/// open, a wild card never freezes a pile the opponents cannot take anyway but does freeze a
/// big one rather than give it away, and a natural card costs what the next opponent's
/// chance of taking the pile with it risks (FI 14, 17; SAMBA 18, 23).
fn good_cost(situation: &Situation, groups: &HandGroups, card: Card) -> i32 {
    let pile = &situation.view.table.pile;
    if card.is_red_three() {
        if red_three_sheds(situation) {
            return cost(situation, groups, card);
        }
        return 100 + feeds_a_sequence(situation, card);
    }
    if card.is_black_three() {
        return cost(situation, groups, card);
    }
    if card.is_wild() {
        return wild_cost(situation, card);
    }
    let risk = take_chance(situation, card) * (20 * pile.takes) as f64;
    cost(situation, groups, card) + risk as i32
}

/// The good level's cost of discarding a wild card: it freezes the pile (FI 17), worth it only
/// when an opponent has melded (an unopened side meets a frozen pile anyway) and the pile is
/// big; behind, as basic, at once from [`FREEZE_AT`] cards.
fn wild_cost(situation: &Situation, card: Card) -> i32 {
    let pile = &situation.view.table.pile;
    let opened = situation.opponents().any(|t| t.has_melded);
    let red_lock = !situation.red_threes().is_empty();
    if pile.frozen || !opened || red_lock || pile.size < FREEZE_AT {
        return 300 + card.value();
    }
    if situation.is_behind() {
        return -500 + card.value();
    }
    200 + card.value() - 8 * pile.size as i32
}

/// True when the good level sheds a red 3 it holds (SAMBA 18, 23): unless it would lock a
/// small open pile early in the deal (the team may still want it), with one red 3 held. Late in
/// the deal each one held at the end costs its penalty, and a big or locked pile is worth
/// locking (or stopping a take at it, 13D).
fn red_three_sheds(situation: &Situation) -> bool {
    let table = &situation.view.table;
    let late = situation.end_is_near() || situation.team_may_go_out() || table.stock < 60;
    let open_small = !table.pile.frozen && table.pile.takes <= 4;
    late || !open_small || situation.red_threes().len() >= 2
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
