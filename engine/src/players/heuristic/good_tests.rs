//! The good level's judgement, one test per class of mistake a strong player found in the
//! basic level's games (each cites the rule section it turns on).

use super::tests::card;
use super::HeuristicPlayer;
use crate::action::Action;
use crate::builder::PositionBuilder;
use crate::deal::Phase;
use crate::game::Game;
use crate::players::Player;
use crate::rules::Rules;

/// The `basic` level's action, checked to be legal.
fn basic(game: &Game, seat: usize) -> Action {
    legal(game, seat, HeuristicPlayer::new())
}

/// The `good` level's action, checked to be legal.
fn good(game: &Game, seat: usize) -> Action {
    legal(game, seat, HeuristicPlayer::good())
}

fn legal(game: &Game, seat: usize, mut player: HeuristicPlayer) -> Action {
    let action = player.choose(game, seat);
    assert_eq!(
        game.check(seat, &action),
        Ok(()),
        "{action:?} must be legal"
    );
    action
}

/// Classic, seat 0 to move; the stock holds plenty.
fn classic() -> PositionBuilder {
    PositionBuilder::new(Rules::classic())
        .hand(1, "4c 5c 6c 7c 8c 9c")
        .hand(2, "4d 5d 6d 7d 8d 9d")
        .hand(3, "4h 5h 6h 7h 8h 9h")
        .stock("5s 6s 7s 8s 9s 10s 10s 10d 10h 10c Jc Jd Jh Js")
}

/// Class 1, FI 13C, 14A: an unopened team whose hand opens anyway takes the pile with its 9s
/// and opens with the same melds, rather than draw and open from the hand.
#[test]
fn fi_14a_takes_the_pile_when_the_hand_would_open_with_the_same_melds() {
    let game = classic()
        .hand(0, "9h 9s Ah Ad joker 5c 6d Kc 7h")
        .pile("4s 9d")
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    assert_eq!(basic(&game, 0), Action::Draw, "basic draws");
    assert!(
        matches!(good(&game, 0), Action::TakePile { ref with, .. } if with.len() == 2 && with.iter().all(|c| *c == card("9h") || *c == card("9s"))),
        "{:?}",
        good(&game, 0)
    );
}
