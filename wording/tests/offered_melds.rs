//! Issue 11's "a menu never offers a meld that is then refused": in 1000 positions of every
//! preset (games between computer players from seeds), every meld and pile take that the hand
//! view's menus and autocomplete offer, typed back through the grammar, is accepted by the
//! engine (applied to a clone of the game). The languages take turns by position (issue 16):
//! the value is read in the reader's language, and so is the label's text, to the same action.
//!
//! Before the engine offered the options (autocomplete and the menus had their own generator),
//! the same positions had 2583 of 12136 offered melds and 94 of 1264 offered takes refused.

use canasta_engine::players::{Player, PlayerKind};
use canasta_engine::{Game, Phase, Rules, PRESET_NAMES};
use canasta_wording::custom_id::{Control, CustomId};
use canasta_wording::input::suggest::{meld_options, take_options};
use canasta_wording::input::{parse_verb_args, suggest, SuggestionKind, Verb};
use canasta_wording::lang::Lang;
use canasta_wording::render::{hand_components, Row};

/// Positions checked per preset.
const POSITIONS: usize = 1000;

/// What was offered in one position to a reader of `lang`: (verb, typed argument, the argument
/// as shown), from every place that offers, for the verb of the phase (melds while playing,
/// pile takes before drawing).
fn offered(lang: Lang, game: &Game, seat: usize) -> Vec<(Verb, String, String)> {
    let view = game.seat_view(seat);
    let verb_now = match view.table.phase {
        Phase::Draw => Verb::Take,
        _ => Verb::Meld,
    };
    let mut out: Vec<(Verb, String, String)> = Vec::new();
    let mut push = |verb: Verb, value: String, shown: String| {
        if verb == verb_now && !out.iter().any(|(v, w, _)| (*v, w) == (verb, &value)) {
            out.push((verb, value, shown));
        }
    };
    for s in meld_options(lang, game, seat) {
        push(Verb::Meld, s.value, s.shown);
    }
    for s in suggest(lang, SuggestionKind::Meld, game, seat, "") {
        push(Verb::Meld, s.value, s.shown);
    }
    for s in take_options(lang, game, seat) {
        push(Verb::Take, s.value, s.shown);
    }
    for s in suggest(lang, SuggestionKind::Take, game, seat, "") {
        push(Verb::Take, s.value, s.shown);
    }
    for row in hand_components(Lang::En, 1, 1, game, seat).rows {
        let Row::Select(select) = row else { continue };
        let verb = match CustomId::parse(&select.custom_id).unwrap().control {
            Control::Meld => Verb::Meld,
            Control::Take(None) => Verb::Take,
            _ => continue,
        };
        for (label, value, _) in select.options {
            push(verb, value, label);
        }
    }
    out
}

/// Plays games of `rules` (heuristic and random players, by seed) and calls `visit` on every
/// position where the seat to act may meld or take the pile, `POSITIONS` times in all, with the
/// language of its reader (each in turn).
fn positions(rules: &Rules, mut visit: impl FnMut(Lang, &Game, usize)) {
    let mut seen = 0;
    for seed in 0.. {
        let (mut game, _) = Game::new(rules.clone(), seed).unwrap();
        let kinds = [PlayerKind::Basic, PlayerKind::Random];
        let mut players: Vec<Box<dyn Player>> = (0..rules.table.seats as usize)
            .map(|s| kinds[(s + seed as usize) % 2].build(seed + s as u64))
            .collect();
        for _ in 0..400 {
            let Some(seat) = game.seat_to_act() else {
                break;
            };
            if matches!(game.public_view().phase, Phase::Draw | Phase::Play) {
                visit(Lang::ALL[seen % Lang::ALL.len()], &game, seat);
                seen += 1;
                if seen == POSITIONS {
                    return;
                }
            }
            let action = players[seat].choose(&game, seat);
            game.apply(seat, &action).unwrap();
        }
    }
}

#[test]
fn every_offered_meld_and_take_is_accepted() {
    let mut report = Vec::new();
    let mut refused_total = 0;
    for name in PRESET_NAMES {
        let rules = Rules::preset(name).unwrap();
        let (mut checked, mut refused) = ([0usize; 2], [0usize; 2]);
        let mut examples: Vec<String> = Vec::new();
        positions(&rules, |lang, game, seat| {
            let view = game.seat_view(seat);
            for (verb, value, shown) in offered(lang, game, seat) {
                let i = usize::from(verb == Verb::Take);
                checked[i] += 1;
                let action = parse_verb_args(lang, verb, &value, &view);
                assert_eq!(
                    parse_verb_args(lang, verb, &shown, &view),
                    action,
                    "{name} {lang}: {shown:?} shown for {value:?}"
                );
                let ok = action.map_err(|e| e.to_string()).and_then(|action| {
                    let mut scratch = game.clone();
                    scratch
                        .apply(seat, &action)
                        .map(drop)
                        .map_err(|e| e.to_string())
                });
                if let Err(e) = ok {
                    refused[i] += 1;
                    if examples.len() < 5 {
                        examples.push(format!("{verb:?} {value}: {e}"));
                    }
                }
            }
        });
        refused_total += refused[0] + refused[1];
        report.push(format!(
            "{name}: melds {} offered, {} refused; takes {} offered, {} refused {examples:?}",
            checked[0], refused[0], checked[1], refused[1]
        ));
    }
    println!("{}", report.join("\n"));
    assert_eq!(refused_total, 0, "{}", report.join("\n"));
}
