//! A game as one seat could imagine it: every card the seat cannot see dealt anew at random
//! (the search player plays its out samples on such games).
//!
//! What a seat sees is its own hand, the melds and red 3s on the table, and the discard pile
//! (every card in it was shown when it was discarded; a seat that remembers knows it all),
//! and the pile cards it saw other seats take into their hands and not play since. What it
//! cannot see is the rest of the other hands and the stock; it knows only their sizes. A
//! sample keeps everything the seat sees, gathers the cards it cannot, sorts them (so nothing of
//! their real places is left) and deals them back at random into the same places, with the
//! same sizes. The result depends only on what the seat sees and on the random stream: a test
//! shows that moving the hidden cards about in the real game changes no sample.

use crate::card::Card;
use crate::game::Game;
use rand::seq::SliceRandom;
use rand::Rng;

/// Where a hidden card lies: a seat's hand or the stock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Hand(usize),
    Stock,
}

impl Game {
    /// The game as `seat` might imagine it: the other seats' hands and the stock hold the
    /// cards `seat` cannot see, dealt from a shuffle drawn from `rng`; its own hand, the pile
    /// and the table stay. Where red 3s are laid down at once (FI 21), a seat that has had its
    /// turn holds none, so red 3s go only to the stock and to seats yet to play. The game's
    /// seed is replaced from `rng` too (the real one would give the hidden cards away), so the
    /// deals after this one are new as well.
    pub fn sampled_for<R: Rng + ?Sized>(&self, seat: usize, rng: &mut R) -> Game {
        let mut game = self.clone();
        game.seed = rng.gen();
        let deal = &mut game.deal;
        let mut places: Vec<Place> = Vec::new();
        let mut hidden: Vec<Card> = Vec::new();
        for (other, hand) in deal.hands.iter_mut().enumerate() {
            if other == seat {
                continue;
            }
            // The cards everyone saw go into this hand with the pile stay in it.
            let mut unknown = hand.clone();
            unknown.subtract(&deal.seats[other].known_in_hand);
            places.extend(std::iter::repeat_n(Place::Hand(other), unknown.len()));
            hidden.extend(unknown.iter());
            hand.subtract(&unknown);
        }
        places.extend(std::iter::repeat_n(Place::Stock, deal.stock.len()));
        hidden.append(&mut deal.stock);
        hidden.sort_unstable();
        hidden.shuffle(rng);

        let reds_laid_at_once = self.rules.threes.red.laid_down_at_once();
        let may_hold_red = |place: Place| match place {
            Place::Stock => true,
            Place::Hand(s) => !reds_laid_at_once || !deal.seats[s].had_turn,
        };
        // Red 3s first, each to a random place that may hold one; then the rest in order.
        let (reds, others): (Vec<Card>, Vec<Card>) = hidden
            .into_iter()
            .partition(|c| reds_laid_at_once && c.is_red_three());
        let mut open: Vec<usize> = (0..places.len())
            .filter(|&i| may_hold_red(places[i]))
            .collect();
        open.shuffle(rng);
        let mut dealt: Vec<Option<Card>> = vec![None; places.len()];
        let mut reds = reds.into_iter();
        for &slot in open.iter().take(reds.len()) {
            dealt[slot] = reds.next();
        }
        // More red 3s than places for them cannot come from a real game; deal them anywhere.
        let mut rest = reds.chain(others);
        for slot in dealt.iter_mut().filter(|s| s.is_none()) {
            *slot = rest.next();
        }
        for (place, card) in places.into_iter().zip(dealt) {
            let Some(card) = card else { continue };
            match place {
                Place::Hand(s) => deal.hands[s].add(card),
                Place::Stock => deal.stock.push(card),
            }
        }
        game
    }
}

/// Games to sample from, and the same games with their hidden cards moved about.
#[cfg(test)]
pub(crate) mod test_support {
    use crate::card::Card;
    use crate::cards::CardSet;
    use crate::game::Game;
    use crate::players::{HeuristicPlayer, Player};
    use crate::rules::Rules;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// A game some way into its first deal.
    pub fn game_in_play(rules: Rules, seed: u64, actions: usize) -> Game {
        let (mut game, _) = Game::new(rules, seed).unwrap();
        for _ in 0..actions {
            let Some(seat) = game.seat_to_act() else {
                break;
            };
            let action = HeuristicPlayer::new().choose(&game, seat);
            game.apply(seat, &action).unwrap();
        }
        game
    }

    /// The same game with the cards `seat` cannot see moved about at random.
    pub fn hidden_cards_moved(game: &Game, seat: usize, seed: u64) -> Game {
        let mut moved = game.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let deal = &mut moved.deal;
        let mut pool: Vec<Card> = deal.stock.clone();
        // The cards a hand is known to hold (taken with the pile) stay where they are.
        let unknown = |s: usize| {
            let mut unknown = deal.hands[s].clone();
            unknown.subtract(&deal.seats[s].known_in_hand);
            unknown
        };
        let unknowns: Vec<CardSet> = (0..deal.hands.len()).map(unknown).collect();
        for (s, hand) in unknowns.iter().enumerate() {
            if s != seat {
                pool.extend(hand.iter());
            }
        }
        // Keep red 3s where they are allowed by swapping only among the non-red cards.
        let reds = game.rules.threes.red.laid_down_at_once();
        let mut others: Vec<Card> = pool
            .iter()
            .copied()
            .filter(|c| !(reds && c.is_red_three()))
            .collect();
        others.shuffle(&mut rng);
        let mut others = others.into_iter();
        let swap = |card: Card, next: &mut dyn Iterator<Item = Card>| {
            if reds && card.is_red_three() {
                card
            } else {
                next.next().unwrap()
            }
        };
        deal.stock = deal.stock.iter().map(|&c| swap(c, &mut others)).collect();
        for (s, (hand, unknown)) in deal.hands.iter_mut().zip(&unknowns).enumerate() {
            if s == seat {
                continue;
            }
            hand.subtract(unknown);
            for c in unknown.iter() {
                hand.add(swap(c, &mut others));
            }
        }
        moved
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::{game_in_play, hidden_cards_moved};
    use crate::rules::Rules;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn a_sample_keeps_what_the_seat_sees_and_every_size() {
        for rules in [Rules::classic(), Rules::samba()] {
            let game = game_in_play(rules, 7, 40);
            let seat = game.seat_to_act().unwrap();
            let sample = game.sampled_for(seat, &mut ChaCha8Rng::seed_from_u64(1));
            assert_eq!(sample.seat_view(seat).hand, game.seat_view(seat).hand);
            assert_eq!(sample.public_view(), game.public_view());
            assert_eq!(sample.deal.all_cards(), game.deal.all_cards());
            assert_ne!(sample.seed, game.seed);
        }
    }

    #[test]
    fn a_sample_does_not_depend_on_where_the_hidden_cards_are() {
        for (i, rules) in [Rules::classic(), Rules::samba(), Rules::sitoumussamba()]
            .into_iter()
            .enumerate()
        {
            let game = game_in_play(rules, 11 + i as u64, 30);
            let seat = game.seat_to_act().unwrap();
            let moved = hidden_cards_moved(&game, seat, 5);
            assert_ne!(moved.deal, game.deal, "the test must move some hidden card");
            let a = game.sampled_for(seat, &mut ChaCha8Rng::seed_from_u64(9));
            let b = moved.sampled_for(seat, &mut ChaCha8Rng::seed_from_u64(9));
            assert_eq!(a, b);
        }
    }

    #[test]
    fn red_threes_laid_at_once_are_not_dealt_to_seats_that_have_played() {
        let game = game_in_play(Rules::classic(), 3, 60);
        let seat = game.seat_to_act().unwrap();
        for s in 0..50 {
            let sample = game.sampled_for(seat, &mut ChaCha8Rng::seed_from_u64(s));
            for (other, hand) in sample.deal.hands.iter().enumerate() {
                if sample.deal.seats[other].had_turn {
                    assert!(hand.iter().all(|c| !c.is_red_three()), "seat {other}");
                }
            }
        }
    }
}
