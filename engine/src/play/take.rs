//! Taking the discard pile (FI 10, 13C, 14, 15E, 17, 21D; Samba 13B, 13D, 14K, 18, 19, 22A).

use super::require_draw_phase;
use crate::action::{MeldPlay, TopCardTo};
use crate::card::Card;
use crate::cards::CardSet;
use crate::deal::{DrawSource, Phase};
use crate::error::RuleError;
use crate::event::{Event, Events};
use crate::game::Game;
use crate::meld::MeldId;
use crate::play::melding::{apply_play, PlaysOutcome};
use crate::play::Scratch;

/// A checked pick-up, ready to commit; the team's melds as it leaves them are in the scratch
/// it was planned in.
pub(crate) struct TakePlan<'p> {
    hand: CardSet,
    next_meld_id: MeldId,
    top_meld: MeldId,
    top: Card,
    with: &'p [Card],
    plays: &'p [MeldPlay],
    top_only: bool,
    more_locks: u8,
}

impl Game {
    pub(crate) fn plan_take<'p>(
        &self,
        with: &'p [Card],
        plays: &'p [MeldPlay],
        top_only: bool,
        to: TopCardTo,
        scratch: &mut Scratch,
    ) -> Result<TakePlan<'p>, RuleError> {
        self.plan_take_locks(with, plays, top_only, to, 0, scratch)
    }

    /// [`Game::plan_take`] that also takes `more_locks` of the locking cards lying in a row
    /// under the most recent one (Samba 13D): `Action::TakePile`'s `more_locks`.
    pub(crate) fn plan_take_locks<'p>(
        &self,
        with: &'p [Card],
        plays: &'p [MeldPlay],
        top_only: bool,
        to: TopCardTo,
        more_locks: u8,
        scratch: &mut Scratch,
    ) -> Result<TakePlan<'p>, RuleError> {
        let turn = &self.deal.turn;
        require_draw_phase(turn.phase)?;
        if top_only && !self.rules.pile.take_top_card_only {
            return Err(RuleError::TopCardOnlyNotAllowed);
        }
        self.check_more_locks(top_only, more_locks)?;
        let pile = &self.deal.pile;
        let top = pile.top().ok_or(RuleError::PileEmpty)?;
        let table = &self.deal.teams[self.mover_team()];
        let onto_sequence = match to {
            TopCardTo::Meld { meld } => table
                .meld(meld)
                .ok_or(RuleError::NoSuchMeld)?
                .shape
                .is_sequence(),
            TopCardTo::RankMeld | TopCardTo::NewMeld => false,
        };
        if onto_sequence && !self.rules.pile.onto_sequence {
            return Err(RuleError::PileNotOntoSequence);
        }
        if !onto_sequence {
            self.check_top_takeable(top)?;
        }
        let mut hand = self.deal.hands[turn.seat].clone();
        if hand.len() == 1 && pile.len() == 1 {
            return Err(RuleError::OneCardPile);
        }
        if !onto_sequence {
            self.check_naturals(top, with, table.has_melded())?;
        }
        if !hand.remove_all(with) {
            return Err(RuleError::CardsNotInHand);
        }
        // The top card is melded first, with the hand cards, onto the meld `to` names or the
        // team's meld of its rank; a frozen pile's new meld merges into an existing meld of the
        // rank (FI 11G). A new meld of the top card gets the next id, before the plays' new
        // melds.
        scratch.load_melds(&table.melds);
        let Scratch {
            melds,
            spare,
            cards: top_meld,
        } = scratch;
        let mut next_meld_id = self.deal.next_meld_id;
        top_meld.clear();
        top_meld.push(top);
        top_meld.extend_from_slice(with);
        // The meld the top card goes onto; `None` for a new one.
        let target = match to {
            TopCardTo::Meld { meld } => Some(meld),
            // Of two melds of its rank (Samba 14C), the one still open.
            TopCardTo::RankMeld => match melds
                .iter()
                .filter(|m| m.rank() == Some(top.rank))
                .min_by_key(|m| m.is_canasta())
            {
                Some(m) => Some(m.id),
                None if with.is_empty() => return Err(RuleError::TopCardNotMelded(top.rank)),
                None => None,
            },
            TopCardTo::NewMeld if with.is_empty() => {
                return Err(RuleError::TopCardNotMelded(top.rank))
            }
            TopCardTo::NewMeld => None,
        };
        let top_meld_id = target.unwrap_or(next_meld_id);
        let mut top_cards: CardSet = top_meld.iter().copied().collect();
        let mut top_outcome = PlaysOutcome {
            points: 0,
            black_threes: false,
        };
        apply_play(
            &self.rules,
            &mut top_cards,
            melds,
            spare,
            &mut next_meld_id,
            target,
            top_meld,
            &mut top_outcome,
        )?;
        let outcome = self.apply_plays(&mut hand, melds, spare, &mut next_meld_id, plays)?;
        if outcome.black_threes || top_outcome.black_threes {
            return Err(RuleError::BlackThreesOnlyWhenGoingOut);
        }
        if !table.has_melded() {
            // FI 13C2: only the top card and melds from the hand count, not the pile.
            let points = top_outcome.points + outcome.points;
            self.check_opening(melds, points, false)?;
        }
        let gained = self.cards_gained(top_only, more_locks);
        if hand.len() + gained == 0 && self.rules.going_out.discard_required {
            return Err(RuleError::MustDiscardToGoOut);
        }
        if hand.len() + gained <= 1 {
            self.check_may_go_out(melds)?;
        }
        Ok(TakePlan {
            hand,
            next_meld_id,
            top_meld: top_meld_id,
            top,
            with,
            plays,
            top_only,
            more_locks,
        })
    }

    /// Checks that a take's `more_locks` lie in a row under the pile's most recent locking card
    /// (Samba 13D): none where the whole pile or only its top card is taken.
    fn check_more_locks(&self, top_only: bool, more_locks: u8) -> Result<(), RuleError> {
        if more_locks == 0 {
            return Ok(());
        }
        let below = if top_only {
            0
        } else {
            self.deal.pile.more_locks_takeable(self.rules.pile.taking)
        };
        if usize::from(more_locks) > below {
            return Err(RuleError::LocksNotInARow {
                more: u8::try_from(below).unwrap_or(u8::MAX),
            });
        }
        Ok(())
    }

    /// Checks that the top card may be taken with cards of its rank: it is a natural card
    /// (FI 14, 20B; in Samba anything else only extends a samba, 19A, 22A), and no option
    /// forbids its rank (FI 15E).
    fn check_top_takeable(&self, top: Card) -> Result<(), RuleError> {
        if !self.deal.pile.top_is_takeable() {
            return Err(if self.rules.pile.onto_sequence {
                RuleError::PileTopOnlyOntoSequence
            } else {
                RuleError::PileTopBlocked
            });
        }
        let table = &self.deal.teams[self.mover_team()];
        if !self.rules.pile.on_completed_canasta
            && table
                .melds
                .iter()
                .any(|m| m.rank() == Some(top.rank) && m.is_canasta())
        {
            return Err(RuleError::PileOnCompletedCanasta(top.rank));
        }
        Ok(())
    }

    /// Checks that `with` holds the natural cards of the top card's rank the pile needs: a pair
    /// when frozen (FI 13C, 17) or under option `pile_needs_natural_pair`; when locked, the
    /// pile policy's `locked_naturals` (Samba 19B: three).
    fn check_naturals(&self, top: Card, with: &[Card], melded: bool) -> Result<(), RuleError> {
        let policy = &self.rules.pile;
        let naturals = with.iter().filter(|c| c.rank == top.rank).count();
        let locked = self.deal.pile.is_frozen();
        if policy.onto_sequence {
            // Samba (19A, 19B): a samba is the other way in, so the refusal names it.
            let needed = if locked { policy.locked_naturals } else { 2 };
            if naturals < usize::from(needed) {
                return Err(if locked {
                    RuleError::LockedPileNeedsNaturals {
                        rank: top.rank,
                        needed,
                    }
                } else {
                    RuleError::PileNeedsNaturals {
                        rank: top.rank,
                        needed,
                    }
                });
            }
            return Ok(());
        }
        let needed_frozen = usize::from(policy.locked_naturals).max(2);
        if locked && naturals < needed_frozen
            || self.deal.pile.is_frozen_for(melded) && naturals < 2
        {
            return Err(RuleError::FrozenPileNeedsNaturalPair(top.rank));
        }
        if policy.needs_natural_pair && naturals < 2 {
            return Err(RuleError::PileNeedsNaturalPair(top.rank));
        }
        Ok(())
    }

    /// Cards that come to the hand from the pile and the stock with a take, besides the hand
    /// cards melded: the pile's cards under the top that are taken (red 3s laid down at once
    /// aside) and the stock cards drawn after the pile (Samba 13B).
    fn cards_gained(&self, top_only: bool, more_locks: u8) -> usize {
        let pile = &self.deal.pile;
        let taken = if top_only {
            1
        } else {
            pile.taken_with(self.rules.pile.taking, more_locks.into())
        };
        let lays_down = self.rules.threes.red.laid_down_at_once();
        let from_pile = pile.cards()[pile.len() - taken..pile.len() - 1]
            .iter()
            .filter(|c| !(lays_down && c.is_red_three()))
            .count();
        let from_stock = self
            .deal
            .stock
            .len()
            .min(usize::from(self.rules.drawing.after_pile));
        from_pile + from_stock
    }

    /// The top card could go onto one of the team's melds with no hand card: the pile "fits"
    /// (FI 24A, Samba 32A). Where the stock-out policy says so, also with natural cards of its
    /// rank from the hand onto one of the team's melds of that rank (SAMBA 32A with 19A, 19B).
    pub(crate) fn pile_fits_a_meld(&self) -> bool {
        let team = &self.deal.teams[self.mover_team()];
        let to_rank = std::iter::once(TopCardTo::RankMeld);
        let to_sequences = team
            .melds
            .iter()
            .filter(|m| m.shape.is_sequence())
            .map(|m| TopCardTo::Meld { meld: m.id });
        let alone = to_rank.chain(to_sequences).any(|to| {
            self.plan_take(&[], &[], false, to, &mut Scratch::default())
                .is_ok()
        });
        alone
            || self.rules.drawing.stock_out.duty_with_hand_cards
                && self.pile_fits_with_hand_naturals()
    }

    /// The top card goes onto one of the team's melds of its rank with natural cards of that
    /// rank from the hand, as many as some take of the pile needs (SAMBA 32A, 19A, 19B).
    fn pile_fits_with_hand_naturals(&self) -> bool {
        let Some(top) = self.deal.pile.top() else {
            return false;
        };
        let naturals: Vec<Card> = self.deal.hands[self.deal.turn.seat]
            .iter()
            .filter(|c| c.rank == top.rank && c.is_natural())
            .collect();
        self.deal.teams[self.mover_team()]
            .melds
            .iter()
            .filter(|m| m.rank() == Some(top.rank))
            .any(|m| {
                (1..=naturals.len()).any(|k| {
                    let to = TopCardTo::Meld { meld: m.id };
                    let mut scratch = Scratch::default();
                    self.plan_take(&naturals[..k], &[], false, to, &mut scratch)
                        .is_ok()
                })
            })
    }

    /// Commits `plan`, planned in `scratch`: the team's melds are swapped with the planned
    /// ones (the old ones stay in `scratch`, as memory for the next plan).
    pub(crate) fn commit_take(
        &mut self,
        plan: TakePlan,
        scratch: &mut Scratch,
        events: &mut Events,
    ) {
        let seat = self.deal.turn.seat;
        let team = self.mover_team();
        let taken = if plan.top_only {
            1
        } else {
            self.deal
                .pile
                .taken_with(self.rules.pile.taking, plan.more_locks.into())
        };
        self.deal.replace_hand(seat, plan.hand);
        std::mem::swap(&mut self.deal.teams[team].melds, &mut scratch.melds);
        self.deal.next_meld_id = plan.next_meld_id;
        events.push_with(|| Event::TookPile {
            seat,
            top: plan.top,
            with: plan.with.to_vec(),
            meld: plan.top_meld,
            size: taken,
        });
        if !plan.plays.is_empty() {
            events.push_with(|| Event::Melded {
                seat,
                melds: plan.plays.to_vec(),
            });
        }
        // Everything under the top card goes to the hand; red 3s are laid down with no
        // replacement (FI 21D) when the red 3 policy lays them down at once.
        let pile = self.deal.pile.cards();
        for &card in &pile[pile.len() - taken..pile.len() - 1] {
            if card.is_red_three() && self.rules.threes.red.laid_down_at_once() {
                self.deal.seats[seat].red_threes.push(card);
                events.push(Event::RedThreeLaid { seat, card });
            } else {
                // Seen by everyone going into the hand (FI 17); the pile is borrowed here, so
                // the fields are reached one by one.
                self.deal.hands[seat].add(card);
                self.deal.seats[seat].known_in_hand.add(card);
            }
        }
        self.deal.pile.remove_top(taken);
        self.deal.seats[seat].has_melded = true;
        let turn = &mut self.deal.turn;
        let lay_offs = plan.plays.iter().filter_map(MeldPlay::target);
        turn.note_targets(std::iter::once(plan.top_meld).chain(lay_offs));
        turn.melded = true;
        turn.drew = Some(DrawSource::Pile);
        turn.phase = Phase::Play;
        // Samba 13B: the player who took the pile draws from the stock too.
        if self.draw_extra(seat, usize::from(self.rules.drawing.after_pile), events) {
            return;
        }
        self.after_pile_taken(seat, events);
        if self.deal.hands[seat].is_empty() {
            self.go_out(events);
        }
    }
}

#[cfg(test)]
#[path = "tests/take.rs"]
pub(crate) mod tests;

#[cfg(test)]
#[path = "tests/take_samba.rs"]
mod samba_tests;

#[cfg(test)]
#[path = "tests/known_in_hand.rs"]
mod known_tests;
