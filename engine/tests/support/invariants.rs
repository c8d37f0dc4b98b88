//! The engine's invariant checker ([`canasta_engine::invariants`]) as assertions.

use canasta_engine::invariants::{replay_matches, Checker};
use canasta_engine::{Game, GameLog};

/// Asserts every invariant of `game` (the message says which failed).
pub fn assert_invariants(game: &Game) {
    let failed = Checker::for_game(game).after_action(game);
    assert!(failed.is_empty(), "invariants broken: {failed:#?}");
}

/// Asserts that replaying `log` rebuilds exactly `game`.
pub fn assert_replays(log: &GameLog, game: &Game) {
    if let Some(difference) = replay_matches(log, game) {
        panic!("{difference}");
    }
}
