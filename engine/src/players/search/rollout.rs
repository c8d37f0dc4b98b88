//! Playing a plan out on a sampled deal with the heuristic at every seat, and what the end of
//! that deal is worth to the seat's side.

use super::plans::Plan;
use crate::game::Game;
use crate::play::Scratch;
use crate::players::heuristic::HeuristicPlayer;
use crate::players::Player;

/// A deal played out longer than this many actions is cut short (never seen in practice).
const MAX_STEPS: usize = 4000;

/// What playing `plan` from `world` and then the heuristic at every seat to the end of the
/// deal is worth to `seat`'s side: its deal score less the best other side's, plus a game's
/// worth (half the target) for winning the game with that deal, or minus it for losing it;
/// and how many actions that took.
pub(super) fn value_of(
    policy: &HeuristicPlayer,
    world: &Game,
    seat: usize,
    plan: &Plan,
) -> (f64, u64) {
    let mut game = world.clone();
    let deal = game.deal_number();
    let mut scratch = Scratch::default();
    for step in plan.steps() {
        if game.seat_to_act() != Some(seat) || game.apply_quiet(seat, step, &mut scratch).is_err() {
            break;
        }
    }
    let mut player = policy.clone();
    let mut actions = plan.steps().len() as u64;
    for _ in 0..MAX_STEPS {
        if game.is_over() || game.deal_number() != deal {
            break;
        }
        let Some(to_act) = game.seat_to_act() else {
            break;
        };
        let action = player.choose(&game, to_act);
        if game.apply_quiet(to_act, &action, &mut scratch).is_err() {
            break;
        }
        actions += 1;
    }
    (deal_value(&game, seat, deal), actions)
}

/// The value of deal `deal` to `seat`'s side, once it is scored (0 if it is not).
fn deal_value(game: &Game, seat: usize, deal: u32) -> f64 {
    let Some(result) = game.history().iter().find(|r| r.deal == deal) else {
        return 0.0;
    };
    let side = game.rules().team_of(seat);
    let mut value = f64::from(result.margin(side));
    if let Some(winners) = game.winners() {
        let worth = f64::from(game.rules().target) / 2.0;
        value += if winners.contains(&side) {
            worth
        } else {
            -worth
        };
    }
    value
}
