//! The start of a turn: take the pile when it is worth it, otherwise draw (FI 9, 14, 24).

use super::situation::Situation;
use crate::action::Action;
use crate::card::{Card, Rank};
use crate::players::legal::{candidates, minimum_count};
use crate::players::plan::opening_melds;

/// A take must score at least this much to be preferred to drawing from the stock.
const WORTH_TAKING: i32 = 10;

/// Pile takes worth more than a stock draw (best first), then the draw, then ending the deal,
/// then any other take (taking may be a duty once the stock is gone, FI 24A).
pub(super) fn preferences(situation: &Situation) -> Vec<Action> {
    let mut takes: Vec<(i32, Action)> = candidates(&situation.view, situation.rules())
        .into_iter()
        .filter(|a| matches!(a, Action::TakePile { .. }))
        .map(|a| (take_value(situation, &a), a))
        .collect();
    takes.sort_by_key(|(v, _)| -v);
    let (good, poor): (Vec<_>, Vec<_>) = takes.into_iter().partition(|(v, _)| *v >= WORTH_TAKING);
    let mut out: Vec<Action> = good.into_iter().map(|(_, a)| a).collect();
    out.push(Action::Draw);
    out.push(Action::EndDeal);
    out.extend(poor.into_iter().map(|(_, a)| a));
    out
}

/// How good a pile take is: ten for the top card and for each card gained, less for each wild
/// card spent and for each hand card melded just to open. The good level judges it by
/// [`good_take_value`].
fn take_value(situation: &Situation, action: &Action) -> i32 {
    if situation.good {
        return good_take_value(situation, action);
    }
    let Some(TakeParts {
        with,
        extra,
        gained,
    }) = take_parts(situation, action)
    else {
        return i32::MIN;
    };
    let wilds = with
        .iter()
        .chain(extra.iter())
        .filter(|c| c.is_wild())
        .count() as i32;
    10 + 10 * gained - 25 * wilds - 2 * extra.len() as i32
}

/// The good level's value of a pile take (FI 13C, 14A): the cards gained count for more, a
/// wild card spent costs (a joker more), and the melds an opening take lays from the hand
/// cost nothing when the hand could open with them after a stock draw anyway. In Samba the
/// locking cards a take gets beyond the pile's lock are weighed by kind (13D, see
/// [`more_locks_value`]).
fn good_take_value(situation: &Situation, action: &Action) -> i32 {
    let Some(TakeParts {
        with,
        extra,
        gained,
    }) = take_parts(situation, action)
    else {
        return i32::MIN;
    };
    let locks = match action {
        Action::TakePile { more_locks, .. } => more_locks_value(situation, *more_locks),
        _ => 0,
    };
    let spent: i32 = with.iter().map(|c| wild_cost(*c)).sum();
    let extra_cost = if extra.is_empty() || hand_opens(situation) {
        0
    } else {
        2 * extra.len() as i32 + extra.iter().map(|c| wild_cost(*c)).sum::<i32>()
    };
    10 + 12 * gained - spent - extra_cost + locks
}

/// What the first `more_locks` of the locking cards in a row under the pile's lock bring
/// besides the 12 every card gained counts (SAMBA 13D): a wild card is worth what spending one
/// costs; a red 3 is a card the hand must shed, by a discard or by buying (300), or it costs
/// 500 when the deal ends (23, 29): worth nothing, and more so when the deal may end soon or
/// the hand already holds a red 3 to shed.
fn more_locks_value(situation: &Situation, more_locks: u8) -> i32 {
    let threes = situation.rules().threes;
    let mut reds_to_shed = situation.red_threes().len();
    let mut value = 0;
    for card in situation.more_lock_cards().take(usize::from(more_locks)) {
        value += if card.is_red_three() && threes.red.held() {
            let risk = if situation.end_is_near() || reds_to_shed > 0 {
                threes.red_in_hand_penalty.min(threes.red_laid_penalty) / 5
            } else {
                20
            };
            reds_to_shed += 1;
            -12 - risk
        } else if card.is_wild() {
            wild_cost(card) - 12
        } else {
            0
        };
    }
    value
}

/// What a pile take is made of.
struct TakeParts<'a> {
    /// The hand cards melded with the top card.
    with: &'a [Card],
    /// The hand cards of the melds laid before the take.
    extra: Vec<Card>,
    /// The pile cards gained besides the top card: the whole pile, or down to its lock and
    /// the locking cards in a row the take names (Samba 13D); none when only the top card is
    /// taken.
    gained: i32,
}

/// The parts of `action` if it is a pile take.
fn take_parts<'a>(situation: &Situation, action: &'a Action) -> Option<TakeParts<'a>> {
    let Action::TakePile {
        with,
        melds,
        top_only,
        more_locks,
        ..
    } = action
    else {
        return None;
    };
    let gained = if *top_only {
        0
    } else {
        (situation.view.table.pile.takes.saturating_sub(1) + usize::from(*more_locks)) as i32
    };
    Some(TakeParts {
        with,
        extra: melds.iter().flat_map(|m| m.cards().to_vec()).collect(),
        gained,
    })
}

/// What laying a card from the hand on the take's melds costs: only wild cards, a joker most.
fn wild_cost(card: Card) -> i32 {
    match card.rank {
        Rank::Joker => 40,
        _ if card.is_wild() => 25,
        _ => 0,
    }
}

/// True when the team has not melded and the hand alone reaches the minimum count: a stock
/// draw would be followed by the same kind of opening.
fn hand_opens(situation: &Situation) -> bool {
    let view = &situation.view;
    !situation.team().has_melded
        && opening_melds(situation.rules(), &view.hand, minimum_count(view), None).is_some()
}
