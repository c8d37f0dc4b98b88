//! Red 3s kept in the hand (RULES.md §3, SAMBA 23): each one still held when the deal ends
//! costs the threes policy's `red_in_hand_penalty`, each one laid down to buy a stock card its
//! `red_laid_penalty`, and one discarded costs nothing (it locks the pile, see [`super::discard`]).
//! A turn discards one card, so a second red 3 is bought when the deal may end before it can
//! be discarded: an opponent is about to go out, the stock is nearly gone, or the player's own
//! team may go out (its red 3s count against it then, and a hand of red 3s cannot go out).

use super::situation::Situation;
use crate::action::Action;

/// The red 3s worth buying a stock card with now, all but the one the turn's discard sheds.
pub(super) fn preferences(situation: &Situation) -> Vec<Action> {
    let threes = situation.rules().threes;
    let reds = situation.red_threes();
    let deal_may_end = situation.end_is_near() || situation.team_may_go_out();
    if reds.len() < 2 || !deal_may_end || threes.red_in_hand_penalty <= threes.red_laid_penalty {
        return Vec::new();
    }
    reds[1..]
        .iter()
        .map(|&card| Action::BuyWithRedThree { card })
        .collect()
}
