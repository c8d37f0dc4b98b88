//! The good level's measure of a discard's danger (FI 14, 17; SAMBA 18, 19): how likely the
//! next opponent is to take the pile with it, from the cards this seat cannot see.

use super::situation::Situation;
use crate::card::Card;

/// The next opponent's chance of holding what taking the pile with `card` on top needs: a
/// natural pair (the locked pile's count in Samba), or for an open pile one natural and a wild
/// card. Zero when no opponent plays next.
pub(super) fn take_chance(situation: &Situation, card: Card) -> f64 {
    let Some(next) = next_opponent(situation) else {
        return 0.0;
    };
    let table = &situation.view.table;
    let rules = situation.rules();
    let pile = &table.pile;
    let opened = table.teams[table.seats[next].team].has_melded;
    let need = if pile.frozen {
        rules.pile.locked_naturals as usize
    } else {
        2
    };
    // Cards the next opponent was seen to take with the pile are in its hand for sure; those
    // known in any other hand are not among the cards it may hold.
    let known = &table.seats[next].known_in_hand;
    let known_rank = known.count_rank(card.rank);
    let (elsewhere, elsewhere_rank) = known_elsewhere(situation, card);
    let hand = table.seats[next].cards_in_hand.saturating_sub(known.len());
    let unseen_rank = situation.unseen(card.rank).saturating_sub(elsewhere_rank);
    let pool = unseen_cards(situation).saturating_sub(elsewhere).max(hand);
    let mut chance = at_least(pool, unseen_rank, hand, need.saturating_sub(known_rank));
    if !pile.frozen && opened && !rules.pile.needs_natural_pair {
        // One natural and a wild card will do: about half the hands hold a wild card, and a
        // hand seen to take one holds it.
        let wild = if known.iter().any(|c| c.is_wild()) {
            1.0
        } else {
            0.5
        };
        let one = at_least(pool, unseen_rank, hand, 1usize.saturating_sub(known_rank));
        chance += wild * (one - chance);
    }
    if !opened {
        // An unopened side must also reach its minimum count with the take.
        chance *= 0.5;
    }
    chance
}

/// Of the cards known to be in hands (seen taken with the pile), how many lie in the hands
/// of seats other than this one, in all and of `card`'s rank: they are not unseen cards.
fn known_elsewhere(situation: &Situation, card: Card) -> (usize, usize) {
    situation
        .view
        .table
        .seats
        .iter()
        .enumerate()
        .filter(|(s, _)| *s != situation.seat)
        .fold((0, 0), |(all, rank), (_, seat)| {
            (
                all + seat.known_in_hand.len(),
                rank + seat.known_in_hand.count_rank(card.rank),
            )
        })
}

/// The next seat to play after this one, if it is an opponent's.
fn next_opponent(situation: &Situation) -> Option<usize> {
    let seats = &situation.view.table.seats;
    let n = seats.len();
    let next = (1..n)
        .map(|k| (situation.seat + k) % n)
        .find(|&s| seats[s].playing)?;
    (seats[next].team != situation.team_index()).then_some(next)
}

/// Cards this seat cannot see: the stock, the other hands and the pile below its top when the
/// seat may no longer look through it.
fn unseen_cards(situation: &Situation) -> usize {
    let table = &situation.view.table;
    let hands: usize = table
        .seats
        .iter()
        .enumerate()
        .filter(|(s, _)| *s != situation.seat)
        .map(|(_, seat)| seat.cards_in_hand)
        .sum();
    let pile = match &situation.view.pile {
        Some(_) => 0,
        None => table.pile.size.saturating_sub(1),
    };
    table.stock + hands + pile
}

/// The chance that `hand` cards dealt from `pool` hold at least `need` of `good` particular
/// ones (hypergeometric).
fn at_least(pool: usize, good: usize, hand: usize, need: usize) -> f64 {
    if need == 0 {
        return 1.0;
    }
    let below: f64 = (0..need).map(|k| exactly(pool, good, hand, k)).sum();
    (1.0 - below).clamp(0.0, 1.0)
}

/// The chance of exactly `k` of `good` in `hand` cards from `pool`.
fn exactly(pool: usize, good: usize, hand: usize, k: usize) -> f64 {
    if k > good || k > hand || hand - k > pool.saturating_sub(good) {
        return 0.0;
    }
    (ln_choose(good, k) + ln_choose(pool - good, hand - k) - ln_choose(pool, hand)).exp()
}

/// Pools up to this many cards have their logarithms of "n choose k" in a table (a game of
/// three decks has 162 cards).
const TABLED: usize = 176;

/// The natural logarithm of "n choose k", from a table computed once (by [`ln_choose_sum`],
/// so every value is the same to the last bit).
fn ln_choose(n: usize, k: usize) -> f64 {
    static TABLE: std::sync::OnceLock<Vec<f64>> = std::sync::OnceLock::new();
    if n >= TABLED || k >= TABLED {
        return ln_choose_sum(n, k);
    }
    let table = TABLE.get_or_init(|| {
        (0..TABLED * TABLED)
            .map(|i| ln_choose_sum(i / TABLED, i % TABLED))
            .collect()
    });
    table[n * TABLED + k]
}

/// The natural logarithm of "n choose k", summed term by term.
fn ln_choose_sum(n: usize, k: usize) -> f64 {
    (0..k.min(n - k.min(n)))
        .map(|i| ((n - i) as f64).ln() - ((i + 1) as f64).ln())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_holds_the_sums_to_the_last_bit() {
        for n in 0..TABLED + 3 {
            for k in 0..TABLED + 3 {
                assert_eq!(ln_choose(n, k).to_bits(), ln_choose_sum(n, k).to_bits());
            }
        }
        assert!((ln_choose(52, 2) - 1326f64.ln()).abs() < 1e-9);
    }
}
