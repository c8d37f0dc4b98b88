//! The legal moves of the seat to act, as the lines one would type: the engine's candidate
//! moves (`players::legal_candidates`) and its meld and pile-take options
//! (`players::meld_options`, `players::take_options`), each accepted by `Game::check`, written
//! in the card grammar in the player's language (`--lang`: Finnish `meld R R R`) and kept only
//! if the typed line parses back in that language to a move the engine accepts. So every
//! listed move can be typed as shown.

use canasta_engine::players::{call_options, legal_candidates, meld_options, take_options};
use canasta_engine::{Action, Game};
use canasta_wording::input::{action_text, parse_action};
use canasta_wording::lang::Lang;

/// The moves `seat` can type now in `lang`, without repeats; empty when it is not the seat's
/// turn.
pub fn legal_moves(lang: Lang, game: &Game, seat: usize) -> Vec<String> {
    let view = game.seat_view(seat);
    let mut moves: Vec<String> = Vec::new();
    let mut actions = legal_candidates(game, seat);
    actions.extend(
        meld_options(game, seat)
            .into_iter()
            .map(|melds| Action::Meld { melds }),
    );
    actions.extend(take_options(game, seat));
    actions.extend(call_options(game, seat));
    for action in actions {
        let text = action_text(lang, &action, &view);
        let types_back =
            parse_action(lang, &text, &view).is_ok_and(|a| game.check(seat, &a).is_ok());
        if types_back && !moves.contains(&text) {
            moves.push(text);
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::players::{HeuristicPlayer, Player};
    use canasta_engine::{Rules, PRESET_NAMES};

    /// In every language (issue 16): the moves are written in its letters and read back in it.
    #[test]
    fn every_candidate_is_listed_and_every_listed_move_is_accepted() {
        for (i, name) in PRESET_NAMES.iter().enumerate() {
            for seed in [3, 4] {
                let lang = Lang::ALL[(i + seed as usize) % Lang::ALL.len()];
                let (mut game, _) = Game::new(Rules::preset(name).unwrap(), seed).unwrap();
                let mut player = HeuristicPlayer::new();
                for _ in 0..400 {
                    let Some(seat) = game.seat_to_act() else {
                        break;
                    };
                    let view = game.seat_view(seat);
                    let moves = legal_moves(lang, &game, seat);
                    assert!(!moves.is_empty(), "{name}: no move");
                    for text in &moves {
                        let action = parse_action(lang, text, &view).unwrap();
                        assert_eq!(game.check(seat, &action), Ok(()), "{name} {lang}: {text}");
                    }
                    // Nothing the engine offers is lost in writing it down.
                    for action in legal_candidates(&game, seat) {
                        let text = action_text(lang, &action, &view);
                        assert!(
                            moves.contains(&text),
                            "{name} {lang}: {text} for {action:?}"
                        );
                    }
                    let action = player.choose(&game, seat);
                    game.apply(seat, &action).unwrap();
                }
            }
        }
    }
}
