//! The search player: legal, reproducible, and blind to the hidden cards.

use super::{SearchBudget, SearchPlayer};
use crate::game::Game;
use crate::players::Player;
use crate::rules::Rules;
use crate::sample::test_support::{game_in_play, hidden_cards_moved};

fn strong(seed: u64) -> SearchPlayer {
    SearchPlayer::new(seed, SearchBudget::actions(3000))
}

/// Positions from the three families at several points of a deal.
fn positions() -> Vec<Game> {
    let mut out = Vec::new();
    for (i, rules) in [Rules::classic(), Rules::samba(), Rules::sitoumussamba()]
        .into_iter()
        .enumerate()
    {
        for actions in [0, 9, 25, 44, 70, 110] {
            out.push(game_in_play(rules.clone(), 100 + i as u64, actions));
        }
    }
    out
}

#[test]
fn the_choice_does_not_depend_on_where_the_hidden_cards_are() {
    for (i, game) in positions().into_iter().enumerate() {
        let seat = game.seat_to_act().unwrap();
        let moved = hidden_cards_moved(&game, seat, i as u64);
        let real = strong(7).choose(&game, seat);
        let imagined = strong(7).choose(&moved, seat);
        assert_eq!(real, imagined, "position {i}");
    }
}

#[test]
fn the_choice_is_legal_and_the_same_for_the_same_seed() {
    for (i, game) in positions().into_iter().enumerate() {
        let seat = game.seat_to_act().unwrap();
        let action = strong(3).choose(&game, seat);
        assert_eq!(
            game.check(seat, &action),
            Ok(()),
            "position {i}: {action:?}"
        );
        assert_eq!(strong(3).choose(&game, seat), action, "position {i}");
    }
}
