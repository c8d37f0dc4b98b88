//! Cutthroat's late partnership (SV2): the first player to take the pile becomes the solo for
//! the deal and the other two become partners; if someone goes out before the pile was ever
//! taken, that player is the solo. The partners' earlier melds merge per rank (RULES.md §2).

use crate::event::{Event, Events};
use crate::game::Game;
use crate::rules::Seating;

impl Game {
    /// Called after `seat` took the pile.
    pub(crate) fn after_pile_taken(&mut self, seat: usize, events: &mut Events) {
        self.form_partnership(seat, events);
    }

    /// Called just before `seat` goes out.
    pub(crate) fn before_going_out(&mut self, seat: usize, events: &mut Events) {
        self.form_partnership(seat, events);
    }

    /// Under cutthroat seating with no solo yet, makes `solo` the solo and merges the others.
    fn form_partnership(&mut self, solo: usize, events: &mut Events) {
        if self.rules.table.seating != Seating::Cutthroat || self.deal.solo.is_some() {
            return;
        }
        self.deal.solo = Some(solo);
        let partners: Vec<usize> = self
            .deal
            .order
            .iter()
            .copied()
            .filter(|&s| s != solo)
            .collect();
        let (Some(&keep), Some(&other)) = (partners.iter().min(), partners.iter().max()) else {
            return;
        };
        let keep_team = self.deal.seat_team[keep];
        let other_team = self.deal.seat_team[other];
        let moved = std::mem::take(&mut self.deal.teams[other_team]);
        let table = &mut self.deal.teams[keep_team];
        for meld in moved.melds {
            // A meld of a rank the kept team has too joins it under the kept meld's id.
            match table
                .melds
                .iter_mut()
                .find(|m| m.shape == meld.shape && meld.rank().is_some())
            {
                Some(existing) => existing.cards.extend(meld.cards),
                None => table.melds.push(meld),
            }
        }
        table.penalties += moved.penalties;
        self.deal.seat_team[other] = keep_team;
        events.push(Event::PartnershipFormed {
            solo,
            partners: vec![keep, other],
        });
    }
}

#[cfg(test)]
#[path = "tests/partnership.rs"]
mod tests;
