//! The options of the hand view's Meld menu, chosen from the engine's meld options
//! ([`meld_options`], each accepted now) so that the menu never offers a combination the
//! engine refuses for want of a card.
//!
//! A Discord select cannot grey out an option once another is picked, so the menu is built
//! to need no such thing. Once the team has melded, options are picked together: one option
//! per meld shape (the first the hand can still pay for), then one bigger option of the same
//! shape (one more wild card), and the wild cards are shared out among the options, never
//! promised twice (`Q Q 2` and `K: 2` are not both offered when the hand holds one 2).
//! Before the team's first meld, single melds rarely reach the minimum count (FI 13), so the
//! menu offers whole openings, one to be picked at a time.

use super::options::meld_options;
use crate::action::{play_shapes, MeldPlay};
use crate::card::Rank;
use crate::game::Game;
use crate::meld::MeldShape;
use crate::view::SeatView;
use std::collections::BTreeMap;

/// What the Meld menu offers a seat now.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MeldMenu {
    /// The options, each a list of plays the engine accepts on its own now.
    pub options: Vec<Vec<MeldPlay>>,
    /// True when any set of the options may be picked together: of two new melds where one
    /// holds the other's cards and more, the bigger counts, and all of them together never
    /// need more cards of a rank than the hand holds. False when they are alternatives, one
    /// at a time (before the team's first meld).
    pub together: bool,
}

/// The Meld menu of `seat` now: empty when it may not meld. See the module's text.
pub fn meld_menu(game: &Game, seat: usize) -> MeldMenu {
    let options = meld_options(game, seat);
    if options.is_empty() {
        return MeldMenu::default();
    }
    let view = game.seat_view(seat);
    let team = view.table.seats[view.seat].team;
    let existing = &view.table.teams[team].melds;
    let singles: Vec<(MeldShape, &MeldPlay)> = options
        .iter()
        .filter_map(|plays| match plays.as_slice() {
            [play] => {
                play_shapes(plays, existing, view.table.next_meld_id)[0].map(|shape| (shape, play))
            }
            _ => None,
        })
        .collect();
    if existing.is_empty() {
        return MeldMenu {
            options: alternatives(&singles, &options),
            together: false,
        };
    }
    MeldMenu {
        options: shared_out(&view, &singles),
        together: true,
    }
}

/// The hand's cards of each rank, less what the options chosen so far need.
struct Budget(BTreeMap<Rank, usize>);

impl Budget {
    fn of(view: &SeatView) -> Self {
        let mut left = BTreeMap::new();
        for card in &view.hand {
            *left.entry(card.rank).or_insert(0) += 1;
        }
        Budget(left)
    }

    /// Takes cards of `ranks` from what is left if every one is there; false (and nothing
    /// taken) otherwise.
    fn take(&mut self, ranks: impl IntoIterator<Item = Rank>) -> bool {
        let mut left = self.0.clone();
        for rank in ranks {
            match left.get_mut(&rank) {
                Some(n) if *n > 0 => *n -= 1,
                _ => return false,
            }
        }
        self.0 = left;
        true
    }
}

/// Options picked together: for each shape, in the engine's order, the first single play the
/// cards left pay for; then, for each, one bigger play of its shape (one more 2 or joker) if
/// that wild card is still left. A bigger new meld holds its base's cards (the pair counts as
/// the bigger, so it needs only the one more card); a wild lay-off adds only its wild card.
fn shared_out(view: &SeatView, singles: &[(MeldShape, &MeldPlay)]) -> Vec<Vec<MeldPlay>> {
    let mut budget = Budget::of(view);
    let base = first_of_each_shape(singles, Some(&mut budget));
    let mut out: Vec<Vec<MeldPlay>> = base.iter().map(|(_, p)| vec![(*p).clone()]).collect();
    for b in &base {
        for wild in [Rank::Two, Rank::Joker] {
            if let Some(p) = bigger(singles, b, wild) {
                if budget.take([wild]) {
                    out.push(vec![p.clone()]);
                    break;
                }
            }
        }
    }
    out
}

/// Options picked one at a time: each shape's first single play, the bigger ones with one
/// more wild card, then the engine's combinations (openings that reach the minimum count).
fn alternatives(
    singles: &[(MeldShape, &MeldPlay)],
    options: &[Vec<MeldPlay>],
) -> Vec<Vec<MeldPlay>> {
    let base = first_of_each_shape(singles, None);
    let mut out: Vec<Vec<MeldPlay>> = base.iter().map(|(_, p)| vec![(*p).clone()]).collect();
    let wider = base.iter().flat_map(|b| {
        [Rank::Two, Rank::Joker]
            .into_iter()
            .filter_map(move |wild| bigger(singles, b, wild))
    });
    let combinations = options.iter().filter(|o| o.len() > 1).cloned();
    for plays in wider.map(|p| vec![p.clone()]).chain(combinations) {
        if !out.contains(&plays) {
            out.push(plays);
        }
    }
    out
}

/// Each shape's first single play, in the engine's order, that `budget` (when given) still
/// pays for; its cards are then taken from the budget.
fn first_of_each_shape<'a>(
    singles: &[(MeldShape, &'a MeldPlay)],
    mut budget: Option<&mut Budget>,
) -> Vec<(MeldShape, &'a MeldPlay)> {
    let mut base: Vec<(MeldShape, &MeldPlay)> = Vec::new();
    for &(shape, play) in singles {
        if base.iter().any(|(s, _)| *s == shape) {
            continue;
        }
        if let Some(budget) = budget.as_deref_mut() {
            if !budget.take(play.cards().iter().map(|c| c.rank)) {
                continue;
            }
        }
        base.push((shape, play));
    }
    base
}

/// The single play of `base`'s shape that is `base` with one more wild card of rank `wild`.
fn bigger<'a>(
    singles: &[(MeldShape, &'a MeldPlay)],
    (shape, base): &(MeldShape, &MeldPlay),
    wild: Rank,
) -> Option<&'a MeldPlay> {
    singles
        .iter()
        .find(|(s, p)| s == shape && one_more_wild(base, p, wild))
        .map(|&(_, p)| p)
}

/// True if `bigger` is `base` with one more wild card of rank `wild`: for a lay-off, that wild
/// card alone onto the same meld (`K: 2`); for a new meld, the same cards and the wild card.
fn one_more_wild(base: &MeldPlay, bigger: &MeldPlay, wild: Rank) -> bool {
    match (base, bigger) {
        (MeldPlay::Add { meld: a, .. }, MeldPlay::Add { meld: b, cards }) => {
            a == b && cards.len() == 1 && cards[0].rank == wild
        }
        (MeldPlay::New { cards: small }, MeldPlay::New { cards: big }) => {
            let mut grown: Vec<Rank> = small.iter().map(|c| c.rank).collect();
            grown.push(wild);
            grown.sort_unstable();
            let mut big: Vec<Rank> = big.iter().map(|c| c.rank).collect();
            big.sort_unstable();
            grown == big
        }
        _ => false,
    }
}

#[cfg(test)]
#[path = "meld_menu_tests.rs"]
mod tests;
