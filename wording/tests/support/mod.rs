//! A simple random player for tests: it acts through the crate's own suggestions and parser
//! (so every action it takes went through the input grammar) and falls back on plain draws and
//! discards. Legality is always checked with `Game::check` before applying.

#![allow(dead_code)]

use canasta_engine::{Action, Ask, Event, Game, GoingOut, Phase, PublicView, Rules};
use canasta_wording::input::suggest::{discard_options, meld_options, take_options};
use canasta_wording::input::{parse_verb_args, Verb};
use canasta_wording::lang::Lang;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One applied action: who acted, the table before it, the action and its events.
pub struct Step {
    /// The acting seat.
    pub seat: usize,
    /// The public table before the action.
    pub before: PublicView,
    /// The action.
    pub action: Action,
    /// What happened.
    pub events: Vec<Event>,
}

/// Chooses a legal action for `seat`, through the text grammar where it can.
pub fn choose(game: &Game, seat: usize, rng: &mut ChaCha8Rng) -> Action {
    let view = game.seat_view(seat);
    let legal = |a: &Action| game.check(seat, a).is_ok();
    let parsed = |verb: Verb, text: &str| parse_verb_args(Lang::En, verb, text, &view).ok();
    match view.table.phase {
        Phase::AwaitingAnswer => Action::AnswerGoOut {
            yes: rng.gen_bool(0.5),
        },
        // Sitoumussamba's calls and opening have no typed grammar yet.
        Phase::Bidding => Action::Pass,
        Phase::Opening => Action::CannotOpen,
        Phase::Draw => {
            let takes: Vec<Action> = take_options(Lang::En, game, seat)
                .iter()
                .filter_map(|s| parsed(Verb::Take, &s.value))
                .filter(legal)
                .collect();
            if !takes.is_empty() && (rng.gen_bool(0.6) || !legal(&Action::Draw)) {
                return takes[0].clone();
            }
            if legal(&Action::Draw) {
                Action::Draw
            } else {
                Action::EndDeal
            }
        }
        Phase::Play | Phase::Over => {
            if view.table.ask == Ask::NotAsked && rng.gen_bool(0.05) && legal(&Action::AskGoOut) {
                return Action::AskGoOut;
            }
            if rng.gen_bool(0.8) {
                let mut melds = meld_options(Lang::En, game, seat);
                melds.shuffle(rng);
                if let Some(a) = melds
                    .iter()
                    .filter_map(|s| parsed(Verb::Meld, &s.value))
                    .find(legal)
                {
                    return a;
                }
            }
            let mut discards = discard_options(Lang::En, &view);
            discards.shuffle(rng);
            discards
                .iter()
                .filter_map(|s| parsed(Verb::Discard, &s.value))
                .find(legal)
                // After a binding "yes" a player who can go out must (FI 23D): go out.
                .or_else(|| match game.going_out(seat) {
                    GoingOut::Can(way) => way.actions().into_iter().next(),
                    GoingOut::Cannot => None,
                })
                .unwrap_or_else(|| panic!("no legal discard for seat {seat}: {view:?}"))
        }
    }
}

/// Plays `rules` from `seed` for at most `max_steps` actions, calling `on_step` after each.
pub fn play(rules: Rules, seed: u64, max_steps: usize, mut on_step: impl FnMut(&Game, &Step)) {
    let (mut game, _) = Game::new(rules, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..max_steps {
        let Some(seat) = game.seat_to_act() else {
            break;
        };
        let before = game.public_view();
        let action = choose(&game, seat, &mut rng);
        let events = game
            .apply(seat, &action)
            .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
        let step = Step {
            seat,
            before,
            action,
            events,
        };
        on_step(&game, &step);
    }
}

/// Player names for `rules`, some long and some with unusual characters.
pub fn names(rules: &Rules) -> canasta_wording::render::Names {
    let pool = [
        "Alice",
        "Bob the Builder of Very Long Display Names",
        "Ça va 🂡",
        "Dave",
        "Eve",
        "Frank",
    ];
    canasta_wording::render::Names::new(Lang::En, rules, &pool[..rules.table.seats as usize])
}
