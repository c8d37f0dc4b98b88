//! Random actions, mostly illegal, some legal: for checking that a refused action changes
//! nothing and that `check` and `apply` agree.

use canasta_engine::deck::full_deck;
use canasta_engine::players::legal_candidates;
use canasta_engine::{Action, Card, Game, MeldId, MeldPlay, TopCardTo};
use rand::seq::SliceRandom;
use rand::Rng;

/// A random seat and action: either built from scratch out of the seat's hand, or a legal
/// candidate with one card added, removed or swapped (near misses reach the deeper checks:
/// minimum count, wild-card limits, going out).
pub fn random_action<R: Rng>(rng: &mut R, game: &Game) -> (usize, Action) {
    if rng.gen_bool(0.4) {
        if let Some(seat) = game.seat_to_act() {
            if let Some(action) = legal_candidates(game, seat).choose(rng) {
                return (seat, mutate(rng, action.clone()));
            }
        }
    }
    from_scratch(rng, game)
}

/// One random change to the cards (or meld index) of `action`.
fn mutate<R: Rng>(rng: &mut R, mut action: Action) -> Action {
    let deck = full_deck(1);
    let card = deck[rng.gen_range(0..deck.len())];
    let cards: Option<&mut Vec<Card>> = match &mut action {
        Action::TakePile { with, melds, .. } => match melds.choose_mut(rng) {
            Some(play) if rng.gen_bool(0.5) => Some(play_cards(play)),
            _ => Some(with),
        },
        Action::Meld { melds } => {
            if let Some(MeldPlay::Add { meld, .. }) = melds.first_mut() {
                if rng.gen_bool(0.2) {
                    *meld = meld.plus(1);
                }
            }
            melds.choose_mut(rng).map(play_cards)
        }
        Action::Discard { card: discard } => {
            *discard = card;
            None
        }
        _ => None,
    };
    if let Some(cards) = cards {
        match rng.gen_range(0..3) {
            0 if !cards.is_empty() => {
                let i = rng.gen_range(0..cards.len());
                cards.remove(i);
            }
            1 if !cards.is_empty() => {
                let i = rng.gen_range(0..cards.len());
                cards[i] = card;
            }
            _ => cards.push(card),
        }
    }
    action
}

fn play_cards(play: &mut MeldPlay) -> &mut Vec<Card> {
    match play {
        MeldPlay::New { cards } | MeldPlay::Add { cards, .. } => cards,
    }
}

/// A random seat (usually the one to act) and a random action built from its hand.
fn from_scratch<R: Rng>(rng: &mut R, game: &Game) -> (usize, Action) {
    let seats = game.rules().table.seats as usize;
    let seat = match game.seat_to_act() {
        Some(s) if rng.gen_bool(0.8) => s,
        _ => rng.gen_range(0..=seats),
    };
    let hand: Vec<Card> = game
        .deal()
        .hands
        .get(seat)
        .map(|h| h.to_vec())
        .unwrap_or_default();
    let deck = full_deck(1);
    let pick = |rng: &mut R, n: usize| -> Vec<Card> {
        (0..n)
            .map(|_| {
                if !hand.is_empty() && rng.gen_bool(0.85) {
                    hand[rng.gen_range(0..hand.len())]
                } else {
                    deck[rng.gen_range(0..deck.len())]
                }
            })
            .collect()
    };
    let action = match rng.gen_range(0..10) {
        0 => Action::Draw,
        1 => Action::EndDeal,
        2 => Action::AskGoOut,
        3 => Action::AnswerGoOut { yes: rng.gen() },
        4 => Action::Discard {
            card: pick(rng, 1)[0],
        },
        5 => {
            let n = rng.gen_range(0..6);
            Action::Meld {
                melds: vec![MeldPlay::New {
                    cards: pick(rng, n),
                }],
            }
        }
        6 => {
            let (meld, n) = (MeldId(rng.gen_range(0..4)), rng.gen_range(0..3));
            Action::Meld {
                melds: vec![MeldPlay::Add {
                    meld,
                    cards: pick(rng, n),
                }],
            }
        }
        7 => Action::BuyWithRedThree {
            card: pick(rng, 1)[0],
        },
        _ => {
            let n = rng.gen_range(0..4);
            let top_only = rng.gen_bool(0.1);
            let top_to = match rng.gen_range(0..10) {
                0 => TopCardTo::NewMeld,
                1 => TopCardTo::Meld {
                    meld: MeldId(rng.gen_range(0..8)),
                },
                _ => TopCardTo::RankMeld,
            };
            // Samba 13D: now and then more of the locking cards in a row, or more than lie there.
            let more_locks = if rng.gen_bool(0.1) {
                rng.gen_range(1..4)
            } else {
                0
            };
            Action::TakePile {
                with: pick(rng, n),
                melds: Vec::new(),
                top_only,
                top_to,
                more_locks,
            }
        }
    };
    (seat, action)
}
