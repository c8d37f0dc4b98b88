use super::*;
use crate::lang::Lang;
use canasta_engine::{parse_cards, Rank, Rules, Suit};

fn not_enough(suit: Option<Suit>, wanted: usize, have: usize, pile_top: bool) -> InputError {
    InputError::NotEnough {
        rank: Rank::Seven,
        suit,
        wanted,
        have,
        hand: parse_cards("4c 4d 7h 9c").unwrap(),
        pile_top,
    }
}

#[test]
fn every_input_error_says_what_would_work() {
    let cases: Vec<(InputError, &str)> = vec![
        (InputError::Empty, "`draw`"),
        (InputError::UnknownVerb("fold".into()), "Try draw"),
        (InputError::UnknownCard("11".into()), "`7h`"),
        (InputError::BadTarget("X".into()), "`K: 2`"),
        (InputError::EmptyGroup, "`7 7 2, K K K`"),
        (InputError::NoCards(Verb::Discard), "`discard 9`"),
        (InputError::NoCards(Verb::Meld), "`meld 7 7 2`"),
        (InputError::NoCards(Verb::Take), "needs cards"),
        (InputError::UnexpectedCards(Verb::Draw), "just type `draw`"),
        (InputError::OneCardOnly { count: 2 }, "not two"),
        (
            InputError::MixedRanks(Rank::Seven, Rank::King),
            "7 and K cannot",
        ),
        (InputError::OnlyWilds, "`K: 2`"),
        (InputError::NoMeldOfRank(Rank::Queen), "`Q Q 2`"),
        (
            InputError::WrongRankForTarget {
                target: Rank::King,
                rank: Rank::Seven,
            },
            "Only kings and wild cards go on the K meld, not 7s",
        ),
        (
            InputError::AmbiguousMeld {
                cards: "8♥".into(),
                choices: vec![
                    ("8: 8♥".into(), MeldChoice::Meld("8".into())),
                    ("5♥-7♥: 8♥".into(), MeldChoice::Sequence("5♥-7♥".into())),
                ],
            },
            "Say which: `8: 8♥` (your 8 meld) or `5♥-7♥: 8♥` (your 5♥-7♥ sequence).",
        ),
        (
            InputError::AmbiguousSuit {
                cards: "5 6 7".into(),
                choices: vec!["5♥ 6♥ 7♥".into(), "5♠ 6♠ 7♠".into()],
            },
            "Name the suit: `5♥ 6♥ 7♥` or `5♠ 6♠ 7♠`.",
        ),
        (InputError::NoSuchMeld("2nd K".into()), "`2nd K:`"),
        (InputError::NoRunInHand("5 6 8".into()), "`h 5-7`"),
    ];
    for (error, expected) in cases {
        let text = error.to_string();
        assert!(text.contains(expected), "{text:?} lacks {expected:?}");
    }
}

#[test]
fn shortages_show_the_hand() {
    assert_eq!(
        not_enough(None, 2, 1, false).to_string(),
        "You have only one 7 (you named two); your hand has: 4 4 · 7 · 9."
    );
    assert!(not_enough(None, 1, 0, false)
        .to_string()
        .starts_with("You have no 7s;"));
    assert!(not_enough(Some(Suit::Clubs), 1, 0, false)
        .to_string()
        .starts_with("You have no 7♣;"));
    assert!(not_enough(None, 3, 1, true)
        .to_string()
        .ends_with("the pile's top 7 is added for you."));
}

#[test]
fn rule_errors_get_a_prefix_and_names() {
    let names = Names::new(Lang::En, &Rules::classic(), &["Alice", "Bob"]);
    assert_eq!(
        rule_error_text(Lang::En, &RuleError::NotYourTurn { expected: 1 }, &names),
        "Not allowed: it is Bob's turn."
    );
    let text = rule_error_text(Lang::En, &RuleError::MeldTooSmall, &names);
    assert_eq!(
        text,
        "Not allowed: a meld needs at least three cards (FI 11)."
    );
    let msg = error_message(Lang::En, &text);
    assert!(msg.ephemeral());
    assert!(crate::payload::limits::violations(&msg).is_empty());
    assert_eq!(msg.embeds()[0].title, "Not quite");
    let finnish = rule_error_text(Lang::Fi, &RuleError::MeldTooSmall, &names);
    assert_eq!(
        finnish,
        "Ei sallittu: pöytäyksessä on oltava vähintään kolme korttia (FI 11)."
    );
    let swedish = error_message(Lang::Sv, &finnish);
    assert_eq!(swedish.embeds()[0].title, "Inte riktigt");
}

#[test]
fn input_mistakes_read_in_the_players_language_with_its_letters() {
    let fi = |e: &InputError| input_error_text(Lang::Fi, e);
    let sv = |e: &InputError| input_error_text(Lang::Sv, e);
    assert!(fi(&InputError::UnknownCard("11".into())).contains("(2-10, S, R, K, A, jokeri)"));
    assert!(sv(&InputError::UnknownCard("11".into())).contains("(2-10, Kn, D, K, E, joker)"));
    assert_eq!(
        fi(&InputError::NoMeldOfRank(Rank::Queen)),
        "Puolueellasi ei ole R-pöytäystä, johon lisätä. Aloita sellainen vähintään kahdella \
         luonnollisella R-kortilla, esim. `R R 2`."
    );
    assert_eq!(
        sv(&not_enough(None, 2, 0, false)),
        "Du har inga 7:or; din hand har: 4 4 · 7 · 9."
    );
    let ambiguous = InputError::AmbiguousMeld {
        cards: "8♥".into(),
        choices: vec![
            ("8: 8♥".into(), MeldChoice::Meld("8".into())),
            ("5♥-7♥: 8♥".into(), MeldChoice::Sequence("5♥-7♥".into())),
            ("new: 8♥".into(), MeldChoice::New),
        ],
    };
    assert!(fi(&ambiguous).ends_with(
        "Kerro mihin: `8: 8♥` (8-pöytäyksesi), `5♥-7♥: 8♥` (sarjasi 5♥-7♥) tai `new: 8♥` \
         (uusi pöytäys)."
    ));
    assert_eq!(stale_view(Lang::En), STALE_VIEW_EN);
    assert_ne!(unknown_control(Lang::Sv), unknown_control(Lang::En));
    assert_ne!(unknown_form(Lang::Fi), unknown_form(Lang::En));
}

const STALE_VIEW_EN: &str =
    "This view is out of date: the game has moved on since it was shown. Here is the current one.";

/// Issue 14: a 6000-character card text got no answer, because the refusal quoted all of it
/// and was then too big to send. Whatever is typed, to any command, the refusal quotes a short
/// prefix and fits Discord's limits.
#[test]
fn a_refusal_of_any_input_fits_discord() {
    use crate::input::test_positions::game;
    use crate::input::{parse_action, parse_verb_args, Verb};
    use crate::lang::Lang;
    use crate::payload::limits::violations;
    use canasta_engine::Phase;

    let long_word = "x".repeat(6000);
    let backticks = "`".repeat(3000);
    let many_words = "zz ".repeat(2000);
    let many_melds = "K K K, ".repeat(850);
    let targets = "Q: 2 ".repeat(1200);
    let bid = format!("bid {long_word}");
    let inputs = [
        long_word.as_str(),
        backticks.as_str(),
        many_words.as_str(),
        many_melds.as_str(),
        targets.as_str(),
        bid.as_str(),
    ];
    for phase in [Phase::Draw, Phase::Play] {
        let g = game("Kd 7h 7d 7c 9s", phase);
        let view = g.seat_view(0);
        for input in inputs {
            let mut refusals = Vec::new();
            if let Err(e) = parse_action(Lang::En, input, &view) {
                refusals.push(e);
            }
            for verb in [Verb::Take, Verb::Meld, Verb::Discard, Verb::Draw] {
                if let Err(e) = parse_verb_args(Lang::En, verb, input, &view) {
                    refusals.push(e);
                }
            }
            assert!(!refusals.is_empty(), "{} chars were read", input.len());
            for error in refusals {
                for lang in Lang::ALL {
                    let text = input_error_text(lang, &error);
                    assert!(text.chars().count() < 600, "{error:?} says {text}");
                    let message = error_message(lang, &text);
                    assert!(violations(&message).is_empty(), "{text}");
                }
            }
        }
    }
}

#[test]
fn a_quote_is_short_and_cannot_break_out_of_its_backticks() {
    let text = input_error_text(
        Lang::En,
        &InputError::UnknownCard(format!("`a\nb{}", "y".repeat(99))),
    );
    assert!(
        text.starts_with("`'a by"),
        "backticks and line breaks are flattened: {text}"
    );
    assert!(text.contains("…` is not a card"), "{text}");
    assert_eq!(
        text.matches('`').count(),
        8,
        "only the wording's own quotes: {text}"
    );
}

/// Issue 27 (SAMBA 23): `buy` with black 3s and no red 3 is refused naming the real hand (by
/// suit, as a Samba hand reads) and the rule that only a red 3 buys, with its section, in
/// every language; never "you have no 3s; your hand has: no cards".
#[test]
fn samba_23_buy_without_a_red_three_names_the_hand_and_the_rule() {
    use crate::input::parse_action;
    use canasta_engine::{Phase, PositionBuilder};
    let game = PositionBuilder::new(Rules::samba())
        .hand(0, "3c 3s 5h 6h 7h 9d Kc Ks joker")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .pile("9d 8h")
        .stock("4s 5s 6s")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    let view = game.seat_view(0);
    let expected = [
        (
            Lang::En,
            "You hold no red 3 to buy with: only a red 3, laid down, buys a card from the stock \
             (RULES.md §3, SAMBA 23). Your hand: ♣ 3 K · ♦ 9 · ♥ 5 6 7 · ♠ 3 K · Joker.",
        ),
        (Lang::Fi, "Kätesi: ♣ 3 K · ♦ 9 · ♥ 5 6 7 · ♠ 3 K · Jokeri."),
        (Lang::Sv, "Din hand: ♣ 3 K · ♦ 9 · ♥ 5 6 7 · ♠ 3 K · Joker."),
    ];
    for (lang, text) in expected {
        let error = parse_action(lang, "buy", &view).unwrap_err();
        let said = input_error_text(lang, &error);
        assert!(said.ends_with(text), "{lang}: {said}");
        assert!(said.contains("SAMBA 23"), "{lang}: {said}");
    }
}
