//! The card grammar and typed commands: any text, as a whole line or as any command's
//! argument, read in any language against real positions, gives an action or an input error
//! whose wording fits a Discord message; an action the engine refuses leaves the game as it was.

use super::inputs::text;
use super::positions;
use super::runner::{fuzz, long_cases, QUICK};
use canasta_engine::{Action, Game};
use canasta_wording::custom_id::Control;
use canasta_wording::input::{
    bidding, duration, parse_action, parse_args, parse_command, parse_verb_args, pressed, Verb,
};
use canasta_wording::lang::Lang;
use canasta_wording::payload::limits::{
    embed_len, text_len, MAX_CONTENT, MAX_DESCRIPTION, MAX_EMBED_TOTAL,
};
use canasta_wording::render::errors::{error_message, input_error_text};
use proptest::prelude::*;

/// Reads `line` every way the bot does, in one of the languages, against position `at`.
fn check((line, at, pick): (String, usize, usize)) {
    let all = positions::all();
    let game = &all[at % all.len()];
    let seat = positions::seat(game, pick);
    let view = game.seat_view(seat);
    let lang = Lang::ALL[(at / all.len() % 3 + pick % 3) % Lang::ALL.len()];
    // The refusal the bot sends fits Discord's limits.
    let said = |e: &canasta_wording::input::InputError| {
        for lang in Lang::ALL {
            let message = error_message(lang, &input_error_text(lang, e));
            assert!(text_len(message.content()) <= MAX_CONTENT, "{e:?}");
            for embed in message.embeds() {
                assert!(text_len(&embed.description) <= MAX_DESCRIPTION, "{e:?}");
                assert!(embed_len(embed) <= MAX_EMBED_TOTAL, "{e:?}");
            }
        }
    };
    // Words and commands without a hand.
    let _ = Verb::from_word(&line);
    let _ = duration::parse_away(&line);
    if let Some(Err(e)) = bidding::parse_call(&line) {
        said(&e);
    }
    if let Err(e) = parse_command(lang, &line) {
        said(&e);
    }
    for verb in Verb::ALL {
        if let Err(e) = parse_args(lang, verb, &line) {
            said(&e);
        }
    }
    // Against the hand, and through the engine.
    let mut actions = Vec::new();
    match parse_action(lang, &line, &view) {
        Ok(action) => actions.push(action),
        Err(e) => said(&e),
    }
    for verb in Verb::ALL {
        match parse_verb_args(lang, verb, &line, &view) {
            Ok(action) => actions.push(action),
            Err(e) => said(&e),
        }
    }
    // A select's chosen values, as Discord would send them (values are free text to us).
    let values = [line.clone(), line.clone()];
    for control in [Control::Meld, Control::Discard, Control::Take(None)] {
        match pressed(lang, &control, &values[..1 + pick % 2], &view) {
            Ok(canasta_wording::input::Pressed::Act(action)) => actions.push(action),
            Ok(_) => {}
            Err(e) => said(&e),
        }
    }
    match pressed(lang, &Control::Take(Some(line.clone())), &[], &view) {
        Ok(canasta_wording::input::Pressed::Act(action)) => actions.push(action),
        Ok(_) => {}
        Err(e) => said(&e),
    }
    for action in actions {
        refused_changes_nothing(game, seat, &action);
    }
}

/// Applies `action` to a copy of `game`: if the engine refuses it, the copy is unchanged, to
/// the byte of its serialized form.
fn refused_changes_nothing(game: &Game, seat: usize, action: &Action) {
    let mut after = game.clone();
    if after.apply(seat, action).is_err() {
        assert!(after == *game, "a refused {action:?} changed the game");
        let (before, after) = (serde_json::to_vec(game), serde_json::to_vec(&after));
        assert_eq!(
            before.ok(),
            after.ok(),
            "a refused {action:?} changed the game"
        );
    }
}

fn inputs() -> impl Strategy<Value = (String, usize, usize)> {
    (text(), any::<usize>(), any::<usize>())
}

#[test]
fn grammar_quick() {
    fuzz("grammar", QUICK, inputs(), check);
}

/// `FUZZ_CASES=1000000 cargo test --release -p canasta-wording --test fuzz grammar_long --
/// --ignored --nocapture`
#[test]
#[ignore = "long fuzz run, on demand"]
fn grammar_long() {
    fuzz("grammar", long_cases(), inputs(), check);
}
