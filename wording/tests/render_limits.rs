//! Property-style tests: over many random positions of every preset, every payload respects
//! Discord's limits, every custom id parses back, and every select option is valid input.

mod support;

use canasta_engine::{Event, Game, Phase, PositionBuilder, Rules, SeatView, PRESET_NAMES};
use canasta_wording::custom_id::{Control, CustomId};
use canasta_wording::input::{parse_verb_args, suggest, SuggestionKind, Verb};
use canasta_wording::lang::Lang;
use canasta_wording::payload::limits::violations;
use canasta_wording::render::{
    deal_result_embed, events_message, game_over_embed, hand_message, rules_embed, scores_embed,
    table_message, Message, Names, Row,
};

fn assert_fits(what: &str, msg: &Message) {
    let v = violations(msg);
    assert!(v.is_empty(), "{what}: {v:?}\n{}", msg.to_text());
    assert!(!msg.to_text().contains('\u{1b}'), "{what}: escape code");
}

/// Every control decodes, and every select option is input the grammar accepts.
fn assert_controls_work(msg: &Message, view: &SeatView, game_id: u64, version: u64) {
    for id in msg.components().custom_ids() {
        let parsed = CustomId::parse(id).unwrap_or_else(|e| panic!("{id}: {e:?}"));
        assert_eq!((parsed.game, parsed.version), (game_id, version));
    }
    for row in &msg.components().rows {
        let Row::Select(select) = row else { continue };
        let verb = match CustomId::parse(&select.custom_id).unwrap().control {
            Control::Meld => Verb::Meld,
            Control::Discard => Verb::Discard,
            Control::Take(None) => Verb::Take,
            other => panic!("unexpected select {other:?}"),
        };
        for (_, value, _) in &select.options {
            let parsed = parse_verb_args(Lang::En, verb, value, view);
            assert!(parsed.is_ok(), "{verb:?} {value}: {parsed:?}");
        }
    }
}

fn check_position(game: &Game, names: &Names, version: u64) {
    let rules = game.rules();
    let table = game.public_view();
    for lang in Lang::ALL {
        assert_fits(
            "table",
            &table_message(lang, 9, version, &table, rules, names),
        );
        assert_fits(
            "scores",
            &Message::embed(scores_embed(lang, &table, rules, names)),
        );
        if table.winners.is_some() {
            assert_fits(
                "game over",
                &Message::embed(game_over_embed(lang, &table, rules, names)),
            );
        }
    }
    for seat in 0..rules.table.seats as usize {
        let view = game.seat_view(seat);
        for lang in Lang::ALL {
            let msg = hand_message(lang, 9, version, game, seat, names);
            assert_fits("hand", &msg);
            assert_controls_work(&msg, &view, 9, version);
        }
    }
    if let Some(seat) = game.seat_to_act() {
        for kind in [
            SuggestionKind::Meld,
            SuggestionKind::Discard,
            SuggestionKind::Take,
        ] {
            for partial in ["", "7", "K K", "8 8; ", "7 7 7, ", "jo", "x"] {
                let s = suggest(Lang::En, kind, game, seat, partial);
                assert!(s.len() <= 25);
                for sug in s {
                    assert!(!sug.value.is_empty() && sug.value.encode_utf16().count() <= 100);
                    assert!(!sug.name.is_empty() && sug.name.encode_utf16().count() <= 100);
                }
            }
        }
    }
}

#[test]
fn random_games_of_every_preset_fit_discord() {
    for name in PRESET_NAMES {
        let rules = Rules::preset(name).unwrap();
        let names = support::names(&rules);
        for lang in canasta_wording::lang::Lang::ALL {
            assert_fits("rules", &Message::embed(rules_embed(lang, &rules)));
        }
        for seed in 0..3 {
            let mut version = 0;
            support::play(rules.clone(), seed, 700, |game, step| {
                version += 1;
                for lang in Lang::ALL {
                    let msg = events_message(lang, &step.events, &names, Some(&step.before));
                    assert_fits("events", &msg);
                }
                for e in &step.events {
                    if let Event::DealScored { result } = e {
                        for lang in Lang::ALL {
                            let embed = deal_result_embed(lang, result, game.rules(), &names);
                            assert_fits("deal", &Message::embed(embed));
                        }
                    }
                }
                if version % 7 == 0 || game.is_over() {
                    check_position(game, &names, version);
                }
            });
        }
    }
}

/// Hands of every size up to most of three decks: the hand view never exceeds the limits.
#[test]
fn huge_hands_fit_discord() {
    let mut rules = Rules::classic();
    rules.deal.decks = 3;
    let names = support::names(&rules);
    let faces = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"];
    let mut all: Vec<String> = Vec::new();
    for copy in 0..3 {
        for f in faces {
            for s in ["c", "d", "h", "s"] {
                all.push(format!("{f}{s}"));
            }
        }
        all.push("3s".into());
        all.push("3c".into());
        if copy < 3 {
            all.push("joker".into());
            all.push("joker".into());
        }
    }
    for size in [1, 2, 11, 30, 31, 60, 100, all.len()] {
        let hand = all[..size.min(all.len())].join(" ");
        for phase in [Phase::Draw, Phase::Play] {
            let game = PositionBuilder::new(rules.clone())
                .hand(0, &hand)
                .hand(1, "4c")
                .hand(2, "4d")
                .hand(3, "4h")
                .meld(0, "Kh Ks Kc")
                .meld(0, "7h 7s 7c 7d 7h 7s")
                .meld(0, "Qh Qs Qc Qd Qh Qs Qc Qd 2c")
                .meld(1, "Ah As Ac")
                .red_threes(0, "3h 3d")
                .pile("9d 5h 8h")
                .stock("4s 5s")
                .not_discarded(0)
                .turn(0, phase)
                .build()
                .unwrap();
            let view = game.seat_view(0);
            let msg = hand_message(Lang::En, u64::MAX, u64::MAX, &game, 0, &names);
            assert_fits(&format!("hand of {size}"), &msg);
            assert_controls_work(&msg, &view, u64::MAX, u64::MAX);
            assert!(msg.components().rows.len() <= 5);
            check_position(&game, &names, 1);
        }
    }
}
