use super::*;
use crate::custom_id::CustomId;
use crate::input::{parse_verb_args, pressed, Pressed};
use crate::lang::Lang;
use crate::payload::limits::violations;
use crate::payload::Select;
use canasta_engine::deal::DrawSource;
use canasta_engine::{Action, Card, Game, PositionBuilder, Rank, Rules, Suit};

fn names() -> Names {
    Names::new(
        Lang::En,
        &Rules::classic(),
        &["Alice", "Bob", "Carol", "Dave"],
    )
}

fn game(hand: &str, phase: Phase) -> Game {
    PositionBuilder::new(Rules::classic())
        .hand(0, hand)
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .meld(0, "Kh Ks Kc")
        .pile("9d 8h")
        .stock("4s 5s 6s")
        .turn(0, phase)
        .build()
        .unwrap()
}

fn selects(c: &Components) -> Vec<&Select> {
    c.rows
        .iter()
        .filter_map(|r| match r {
            Row::Select(s) => Some(s),
            Row::Buttons(_) => None,
        })
        .collect()
}

fn button_labels(c: &Components) -> Vec<&str> {
    match &c.rows[0] {
        Row::Buttons(b) => b.iter().map(|b| b.label.as_str()).collect(),
        Row::Select(_) => Vec::new(),
    }
}

#[test]
fn draw_phase_offers_draw_and_the_ways_to_take() {
    let g = game("8c 8d 2c 9c", Phase::Draw);
    let msg = hand_message(Lang::En, 5, 9, &g, 0, &names());
    assert!(msg.ephemeral());
    assert!(violations(&msg).is_empty());
    assert_eq!(button_labels(msg.components()), ["Draw", "Refresh"]);
    let s = selects(msg.components());
    assert_eq!(s.len(), 1);
    assert_eq!(s[0].custom_id, "g:5:v:9:take");
    let values: Vec<&str> = s[0].options.iter().map(|o| o.1.as_str()).collect();
    assert_eq!(values, ["8 8", "8 2"]);
    let embed = &msg.embeds()[0];
    assert_eq!(embed.title, "Your hand — 4 cards");
    assert!(embed.description.starts_with("Your turn: draw"));
    assert!(embed.description.ends_with("2 · 8 8 · 9"));
}

#[test]
fn play_phase_offers_melds_by_rank_discards_and_asking() {
    let g = game("7c 7d 7h Qc Qd Kd 2c joker 9c", Phase::Play);
    let v = g.seat_view(0);
    let c = hand_components(Lang::En, 1, 2, &g, 0);
    assert_eq!(button_labels(&c), ["May I go out?", "Refresh"]);
    let s = selects(&c);
    assert_eq!(s.len(), 2);
    let meld: Vec<&str> = s[0].options.iter().map(|o| o.1.as_str()).collect();
    // One option per rank, then one more wild card per rank while a wild card is left: the
    // hand's one 2 and one joker are each offered once (issue 31).
    assert_eq!(meld, ["K", "7 7 7", "Q Q 2", "K: joker"]);
    assert_eq!(s[0].placeholder, "Meld (choose one or more)…");
    assert_eq!(usize::from(s[0].max), meld.len());
    let discard: Vec<&str> = s[1].options.iter().map(|o| o.1.as_str()).collect();
    assert_eq!(discard, ["2", "7", "9", "Q", "K", "joker"]);
    assert_eq!(s[1].max, 1);
    // Every option, the rank options together, and each extra wild with its rank's option
    // parse to actions the engine accepts.
    let all = meld[..3].join(", ");
    let action = parse_verb_args(Lang::En, Verb::Meld, &all, &v).unwrap();
    assert_eq!(g.check(0, &action), Ok(()));
    for extra in &meld[3..] {
        let alone = parse_verb_args(Lang::En, Verb::Meld, extra, &v).unwrap();
        assert_eq!(g.check(0, &alone), Ok(()), "{extra}");
        // Chosen with its rank's first option, the bigger one counts.
        let base = meld[..3].iter().find(|b| b[..1] == extra[..1]).unwrap();
        let chosen = [base.to_string(), extra.to_string()];
        let Ok(Pressed::Act(both)) = pressed(Lang::En, &Control::Meld, &chosen, &v) else {
            panic!("{chosen:?} is not a meld");
        };
        assert_eq!(g.check(0, &both), Ok(()), "{chosen:?}");
        if !extra.contains(':') {
            assert_eq!(both, alone, "{chosen:?}");
        }
    }
    for value in discard {
        let action = parse_verb_args(Lang::En, Verb::Discard, value, &v).unwrap();
        assert_eq!(g.check(0, &action), Ok(()), "{value}");
    }
}

#[test]
fn the_partner_answers_with_buttons() {
    let mut g = game("7c 7d 9c", Phase::Play);
    g.apply(0, &Action::AskGoOut).unwrap();
    let msg = hand_message(Lang::En, 1, 3, &g, 2, &names());
    assert_eq!(button_labels(msg.components()), ["Yes", "No", "Refresh"]);
    assert!(msg.embeds()[0]
        .description
        .starts_with("Alice asks you: \"May I go out?\""));
    let ids = msg.components().custom_ids();
    assert_eq!(
        CustomId::parse(ids[0]).unwrap().control,
        Control::Answer(true)
    );
    // The asker waits.
    let asker = hand_embed(Lang::En, &g, 0, &names());
    assert!(asker
        .description
        .starts_with("Waiting for your partner's answer."));
}

#[test]
fn others_only_wait() {
    let g = game("7c 7d 9c", Phase::Draw);
    let msg = hand_message(Lang::En, 1, 1, &g, 1, &names());
    assert_eq!(button_labels(msg.components()), ["Refresh"]);
    assert_eq!(msg.components().rows.len(), 1);
    assert!(msg.embeds()[0]
        .description
        .starts_with("Waiting for Alice."));
    assert!(!msg.embeds()[0]
        .fields
        .iter()
        .any(|f| f.0 == "What you can do"));
}

#[test]
fn the_whole_pile_is_shown_until_the_first_discard() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "8c 8d")
        .hand(1, "5c")
        .hand(2, "6c")
        .hand(3, "7c")
        .pile("9d 2s 4h 8h")
        .stock("4s 5s")
        .not_discarded(0)
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    let embed = hand_embed(Lang::En, &g, 0, &names());
    let pile = &embed.fields.iter().find(|f| f.0 == "Pile").unwrap().1;
    assert!(
        pile.ends_with("you may look through it: 2 · 4 · 8 · 9"),
        "{pile}"
    );
}

#[test]
fn end_of_stock_offers_ending_the_deal() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "8c 9d")
        .hand(1, "5c")
        .hand(2, "6c")
        .hand(3, "7c")
        .pile("9d 4h")
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    assert_eq!(available_verbs(&g, 0), [Verb::End]);
    let c = hand_components(Lang::En, 1, 1, &g, 0);
    assert_eq!(button_labels(&c), ["End the deal", "Refresh"]);
}

#[test]
fn fi_23a_ask_is_offered_only_while_the_engine_would_accept_it() {
    let drew = |source| {
        PositionBuilder::new(Rules::classic())
            .hand(0, "8c 9d Qh")
            .hand(1, "5c")
            .hand(2, "6c")
            .hand(3, "7c")
            .pile("9d 4h")
            .stock("4s 5s 6s")
            .turn(0, Phase::Play)
            .drew(source)
    };
    let from_stock = drew(DrawSource::Stock).build().unwrap();
    assert!(available_verbs(&from_stock, 0).contains(&Verb::Ask));
    // Asking is for a player who drew from the stock and has not melded (FI 23A).
    let from_pile = drew(DrawSource::Pile).build().unwrap();
    assert_eq!(available_verbs(&from_pile, 0), [Verb::Meld, Verb::Discard]);
    let melded = drew(DrawSource::Stock).melded_this_turn().build().unwrap();
    assert_eq!(available_verbs(&melded, 0), [Verb::Meld, Verb::Discard]);
}

#[test]
fn fi_24b_end_is_not_offered_while_the_pile_must_be_taken() {
    // The stock is gone and the top 9 goes on the team's 9s: the player must take the pile.
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "Qh Jd Qs")
        .hand(1, "5c")
        .hand(2, "6c")
        .hand(3, "7c")
        .meld(0, "9h 9h 9c")
        .pile("4h 9d")
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    assert_eq!(available_verbs(&g, 0), [Verb::Take]);
}

#[test]
fn samba_23_a_red_three_in_hand_buys_a_stock_card_by_button() {
    let g = PositionBuilder::new(Rules::samba())
        .hand(0, "3h 3h 8c 9d")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .pile("9d 8h")
        .stock("4s 5s 6s")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    let msg = hand_message(Lang::En, 5, 9, &g, 0, &names());
    assert!(violations(&msg).is_empty());
    assert!(button_labels(msg.components()).contains(&"Buy a card with 3♥"));
    let id = CustomId::parse("g:5:v:9:buy:h").unwrap();
    assert!(msg.components().custom_ids().contains(&"g:5:v:9:buy:h"));
    let pressed = pressed(Lang::En, &id.control, &[], &g.seat_view(0)).unwrap();
    let three = Card::new(Rank::Three, Suit::Hearts);
    assert_eq!(
        pressed,
        Pressed::Act(Action::BuyWithRedThree { card: three })
    );
    let other = hand_message(Lang::En, 5, 9, &g, 1, &names());
    assert!(!other.components().custom_ids().contains(&"g:5:v:9:buy:h"));
}

#[test]
fn the_hand_view_reads_in_finnish_and_swedish() {
    let g = game("8c 8d 2c 9c Qh", Phase::Draw);
    let names = Names::new(
        Lang::Fi,
        &Rules::classic(),
        &["Alice", "Bob", "Carol", "Dave"],
    );
    let msg = hand_message(Lang::Fi, 5, 9, &g, 0, &names);
    assert!(violations(&msg).is_empty());
    assert_eq!(button_labels(msg.components()), ["Nosta", "Päivitä"]);
    let embed = &msg.embeds()[0];
    assert_eq!(embed.title, "Kätesi — 5 korttia");
    assert!(
        embed
            .description
            .starts_with("Sinun vuorosi: nosto umpipakasta tai avopakan otto."),
        "{}",
        embed.description
    );
    assert!(embed.description.ends_with("2 · 8 8 · 9 · R"));
    let s = selects(msg.components());
    assert_eq!(s[0].placeholder, "Ota avopakka korteilla…");
    // The values stay the typed English form, whatever the language.
    assert_eq!(s[0].options[0].1, "8 8");
    let swedish = hand_message(Lang::Sv, 5, 9, &g, 1, &names);
    assert!(swedish.embeds()[0]
        .description
        .starts_with("Väntar på Alice."));
    assert_eq!(button_labels(swedish.components()), ["Uppdatera"]);
}

/// Issue 27 (SAMBA 19A, 20A): in Samba the hand view names the pile's top and each discard
/// with its suit, in every language, and a discard chosen in the menu is that very card.
#[test]
fn samba_hand_view_names_the_pile_top_and_discards_with_their_suits() {
    let g = PositionBuilder::new(Rules::samba())
        .hand(0, "7h 7s 8c 2d joker")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .pile("9d Jh")
        .stock("4s 5s 6s")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    let expected = [
        (
            Lang::En,
            "Pile: J♥ on top",
            ["8♣", "2♦", "7♥", "7♠", "joker"],
        ),
        (
            Lang::Fi,
            "päällimmäisenä S♥",
            ["8♣", "2♦", "7♥", "7♠", "jokeri"],
        ),
        (
            Lang::Sv,
            "Högen: Kn♥ överst",
            ["8♣", "2♦", "7♥", "7♠", "joker"],
        ),
    ];
    for (lang, pile, discards) in expected {
        let names = Names::new(lang, &Rules::samba(), &["Alice", "Bob", "Carol", "Dave"]);
        let msg = hand_message(lang, 5, 9, &g, 0, &names);
        assert!(violations(&msg).is_empty());
        let embed = &msg.embeds()[0];
        assert!(
            embed.to_text().contains(pile),
            "{lang}: {}",
            embed.to_text()
        );
        let menu = selects(msg.components())
            .into_iter()
            .find(|s| s.custom_id.ends_with(":discard"))
            .expect("a discard menu");
        let shown: Vec<&str> = menu.options.iter().map(|o| o.0.as_str()).collect();
        assert_eq!(shown, discards, "{lang}");
    }
    let view = g.seat_view(0);
    let msg = hand_message(Lang::Fi, 5, 9, &g, 0, &names());
    let menu = selects(msg.components())
        .into_iter()
        .find(|s| s.custom_id.ends_with(":discard"))
        .expect("a discard menu");
    for (_, value, _) in &menu.options {
        let Pressed::Act(Action::Discard { card }) = pressed(
            Lang::Fi,
            &Control::Discard,
            std::slice::from_ref(value),
            &view,
        )
        .unwrap() else {
            panic!("{value} is not a discard");
        };
        let typed = CardNaming::WithSuit.card(Lang::En, card);
        assert!(
            value == &typed || card.rank == Rank::Joker,
            "{value}: {card}"
        );
    }
    let spade = Card::new(Rank::Seven, Suit::Spades);
    assert_eq!(
        pressed(Lang::En, &Control::Discard, &["7♠".to_string()], &view),
        Ok(Pressed::Act(Action::Discard { card: spade }))
    );
}

/// Seat 0 declares `bid` (seats 1 to 3 passed) and opens with `hand`, before the upcard.
fn declarer(bid: canasta_engine::Bid, hand: &str) -> Game {
    use canasta_engine::bidding::{Auction, Call};
    let mut auction = Auction::new(0);
    auction.record(0, Call::Bid { bid }, 4);
    for seat in 1..4 {
        auction.record(seat, Call::Pass, 4);
    }
    PositionBuilder::new(Rules::sitoumussamba())
        .hand(0, hand)
        .hand(1, "4c 4d")
        .hand(2, "4h 4s")
        .hand(3, "6c 6d")
        .stock("9s 10h 10s")
        .auction(auction)
        .turn(0, Phase::Opening)
        .build()
        .unwrap()
}

fn buttons(c: &Components) -> Vec<&Button> {
    c.rows
        .iter()
        .flat_map(|r| match r {
            Row::Buttons(b) => b.iter().collect(),
            Row::Select(_) => Vec::new(),
        })
        .collect()
}

/// Issue 27 (FI 15C, 16A-C): the declarer's hand view offers the openings the engine accepts
/// (the menu, each pressed back to a meld the engine takes) and "Cannot open", pressable only
/// when the engine finds no opening; it says whose opening it is, never "Waiting for" the
/// declarer.
#[test]
fn sitoumussamba_16_the_declarer_opens_from_the_hand_view() {
    use canasta_engine::{Bid, Denomination};
    let bid = Bid::new(3, Denomination::Hearts);
    let g = declarer(bid, "5h 5d 5s 5c Kh Ks Kc 9d");
    let names = Names::new(
        Lang::En,
        &Rules::sitoumussamba(),
        &["Aino", "Bob", "Carol", "Dan"],
    );
    let msg = hand_message(Lang::En, 5, 9, &g, 0, &names);
    assert!(violations(&msg).is_empty());
    let text = msg.to_text();
    assert!(
        text.contains("You play 3 hearts: open it now, before the upcard."),
        "{text}"
    );
    assert!(!text.contains("Waiting for"), "{text}");
    assert!(text.contains("`meld "), "{text}");
    assert!(text.contains("so it must (FI 15C)"), "{text}");
    let cannot = buttons(msg.components())
        .into_iter()
        .find(|b| b.label == "Cannot open")
        .expect("a Cannot open button");
    assert!(cannot.disabled, "the hand can open: the engine refuses it");
    let menu = selects(msg.components())
        .into_iter()
        .find(|s| s.custom_id.ends_with(":meld"))
        .expect("a meld menu");
    let view = g.seat_view(0);
    for (_, value, _) in &menu.options {
        let Ok(Pressed::Act(action)) =
            pressed(Lang::En, &Control::Meld, std::slice::from_ref(value), &view)
        else {
            panic!("{value} does not read");
        };
        assert_eq!(g.check(0, &action), Ok(()), "{value}");
    }
    // A hand the engine finds no opening in: "Cannot open" is pressable, and says its cost.
    let weak = declarer(bid, "4h 6c 8d 10s Qh Ac");
    for lang in Lang::ALL {
        let msg = hand_message(lang, 5, 9, &weak, 0, &names);
        assert!(violations(&msg).is_empty());
        let cannot = buttons(msg.components())
            .into_iter()
            .find(|b| b.custom_id == "g:5:v:9:cannot-open")
            .cloned()
            .expect("a Cannot open button");
        assert!(!cannot.disabled, "{lang}");
        assert!(msg.to_text().contains("1000"), "{lang}: {}", msg.to_text());
        assert!(
            !msg.to_text().contains("Aino."),
            "{lang}: {}",
            msg.to_text()
        );
    }
    // The others wait for the declarer and have nothing to press but Refresh.
    let other = hand_message(Lang::En, 5, 9, &g, 1, &names);
    assert!(other.to_text().contains("Waiting for Aino."));
    assert_eq!(button_labels(other.components()), ["Refresh"]);
}

/// Issue 27 (FI 12): during the auction the caller's hand view says it is their call, with
/// the call's buttons, never "Waiting for" themself; the others wait for the caller.
#[test]
fn sitoumussamba_12_the_caller_is_not_told_to_wait_for_themself() {
    let (g, _) = Game::new(Rules::sitoumussamba(), 3).unwrap();
    let caller = g.seat_to_act().unwrap();
    let seats = ["Aino", "Bob", "Carol", "Dan"];
    let expected = [
        (Lang::En, "Your call: bid, pass or double."),
        (
            Lang::Fi,
            "Sinun tarjousvuorosi: tarjoa, passaa tai kontraa.",
        ),
        (Lang::Sv, "Din tur att bjuda: bjud, passa eller dubbla."),
    ];
    for (lang, status) in expected {
        let names = Names::new(lang, &Rules::sitoumussamba(), &seats);
        let msg = hand_message(lang, 5, 9, &g, caller, &names);
        assert!(violations(&msg).is_empty());
        let embed = &msg.embeds()[0];
        assert!(
            embed.description.starts_with(status),
            "{}",
            embed.description
        );
        assert!(!embed.description.contains(seats[caller]), "{lang}");
        let ids = msg.components().custom_ids();
        for control in ["level:1", "level:8", "pass"] {
            assert!(
                ids.contains(&format!("g:5:v:9:{control}").as_str()),
                "{ids:?}"
            );
        }
        let terminal = hand_embed(lang, &g, caller, &names).to_text();
        assert!(!terminal.contains(seats[caller]), "{terminal}");
    }
    let other = (caller + 1) % 4;
    let names = Names::new(Lang::En, &Rules::sitoumussamba(), &seats);
    let text = hand_message(Lang::En, 5, 9, &g, other, &names).to_text();
    assert!(
        text.contains(&format!("Waiting for {}.", seats[caller])),
        "{text}"
    );
}

/// Issue 27: every move the "What you can do" box shows as an example is one the engine
/// accepts from this hand now (read back as the reader typed it); a command with nothing to
/// offer is shown as a form (`meld …`), never as a made-up move. Played out with the basic
/// computer in classic, Samba and Sitoumussamba, in every language.
#[test]
fn every_example_in_what_you_can_do_is_accepted_by_the_engine() {
    use canasta_engine::players::{HeuristicPlayer, Player};
    for (i, rules) in [Rules::classic(), Rules::samba(), Rules::sitoumussamba()]
        .into_iter()
        .enumerate()
    {
        let (mut game, _) = Game::new(rules.clone(), 7 + i as u64).unwrap();
        let mut player = HeuristicPlayer::new();
        let mut examples = 0;
        for step in 0..300 {
            let Some(seat) = game.seat_to_act() else {
                break;
            };
            let lang = Lang::ALL[step % Lang::ALL.len()];
            let view = game.seat_view(seat);
            for hint in action_hints(&Offers::of(lang, &game, seat)) {
                let Some(typed) = hint.split('`').nth(1) else {
                    continue;
                };
                let (word, args) = typed.split_once(' ').unwrap_or((typed, ""));
                let verb = match word {
                    "meld" => Verb::Meld,
                    "discard" => Verb::Discard,
                    "take" => Verb::Take,
                    _ => continue,
                };
                if args == "…" {
                    continue;
                }
                let action = parse_verb_args(lang, verb, args, &view)
                    .unwrap_or_else(|e| panic!("{}: `{typed}` does not read: {e}", rules.name));
                assert_eq!(game.check(seat, &action), Ok(()), "{}: {hint}", rules.name);
                examples += 1;
            }
            let action = player.choose(&game, seat);
            game.apply(seat, &action).unwrap();
        }
        assert!(examples > 20, "{}: {examples} examples", rules.name);
    }
}

/// SAMBA 13D: with locking cards in a row at the pile's most recent one, the take menu offers
/// each count of them, noted in the reader's words, and each option reads back to the take.
#[test]
fn samba_13d_the_take_menu_offers_each_count_of_locking_cards_in_a_row() {
    let g = PositionBuilder::new(Rules::samba())
        .hand(0, "Kc Ks Kd 5d 6c")
        .hand(1, "5c 5h")
        .hand(2, "6d 6h")
        .hand(3, "7c 7d")
        .meld(0, "Qh Qd Qc")
        .pile("5c 9d 3h joker Kd Kh")
        .stock("4s 5s 6s")
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    let notes = [
        (Lang::En, "down to 2 locking cards in a row"),
        (Lang::Fi, "2 peräkkäistä lukkokorttia mukaan"),
        (Lang::Sv, "ner till 2 låskort i rad"),
    ];
    for (lang, note) in notes {
        let names = Names::new(lang, &Rules::samba(), &["Alice", "Bob", "Carol", "Dave"]);
        let msg = hand_message(lang, 5, 9, &g, 0, &names);
        assert!(violations(&msg).is_empty());
        let menu = selects(msg.components())
            .into_iter()
            .find(|s| s.custom_id.ends_with(":take"))
            .expect("a take menu");
        let values: Vec<&str> = menu.options.iter().map(|o| o.1.as_str()).collect();
        assert_eq!(values, ["K K K", "2 locks K K K"], "{lang}");
        let two = menu
            .options
            .iter()
            .find(|o| o.1.starts_with("2 locks"))
            .unwrap_or_else(|| panic!("{lang}: {values:?}"));
        let described = two.2.as_deref().unwrap_or_default();
        assert!(described.contains(note), "{lang}: {described}");
        let view = g.seat_view(0);
        let Ok(Action::TakePile { more_locks, .. }) =
            parse_verb_args(VALUE_LANG, Verb::Take, &two.1, &view)
        else {
            panic!("{lang}: {} does not read", two.1);
        };
        assert_eq!(more_locks, 1);
        assert!(g
            .check(
                0,
                &parse_verb_args(VALUE_LANG, Verb::Take, &two.1, &view).unwrap()
            )
            .is_ok());
    }
}

/// Issue 31: the hand view's Meld menu, pressed with any set of options its `max_values`
/// allows, never reads as two options wanting the same card, and the engine refuses none of
/// them for a card the hand lacks. Random hands with one 2 and two natural pairs.
mod meld_menu_picks {
    use super::*;
    use crate::input::InputError;
    use canasta_engine::RuleError;
    use proptest::prelude::*;

    const NATURALS: [&str; 9] = ["4", "5", "6", "7", "8", "9", "10", "J", "Q"];

    /// Hearts and spades of each natural rank (the pairs are clubs and diamonds), so no
    /// card is dealt more often than the two decks hold it.
    fn extra_cards() -> Vec<String> {
        NATURALS
            .iter()
            .flat_map(|r| [format!("{r}h"), format!("{r}s")])
            .collect()
    }

    /// The Meld menu among `components`, if there is one.
    fn meld_select(components: &Components) -> Option<Select> {
        selects(components)
            .into_iter()
            .find(|s| s.custom_id.ends_with(":meld"))
            .cloned()
    }

    /// Every pick of the menu of `g` (seat 0) that its `max_values` allows.
    fn every_pick_holds(g: &Game) {
        let msg = hand_message(Lang::En, 5, 9, g, 0, &names());
        assert!(violations(&msg).is_empty(), "{:?}", violations(&msg));
        let Some(menu) = meld_select(msg.components()) else {
            return;
        };
        let view = g.seat_view(0);
        let values: Vec<String> = menu.options.iter().map(|o| o.1.clone()).collect();
        let n = values.len();
        assert!(n <= 14, "{values:?}");
        for mask in 1u32..(1 << n) {
            if mask.count_ones() > u32::from(menu.max) {
                continue;
            }
            let chosen: Vec<String> = (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| values[i].clone())
                .collect();
            match pressed(Lang::En, &Control::Meld, &chosen, &view) {
                Ok(Pressed::Act(action)) => {
                    let checked = g.check(0, &action);
                    assert_ne!(checked, Err(RuleError::CardsNotInHand), "{chosen:?}");
                }
                Err(e @ InputError::NotEnough { .. }) => {
                    panic!("{chosen:?} of {values:?} clash: {e:?}")
                }
                other => panic!("{chosen:?} does not read: {other:?}"),
            }
        }
    }

    fn game_with(hand: &str, melds: &[&str]) -> Game {
        position_with(Rules::classic(), hand, melds)
    }

    /// Seat 0 holds `hand` and its side has `melds`, under `rules`, in its play phase.
    fn position_with(rules: Rules, hand: &str, melds: &[&str]) -> Game {
        let mut builder = PositionBuilder::new(rules)
            .hand(0, hand)
            .hand(1, "5c 5d")
            .hand(2, "6c 6d")
            .hand(3, "7c 7d");
        for meld in melds {
            builder = builder.meld(0, meld);
        }
        builder
            .pile("9d 8h")
            .stock("4s 5s 6s")
            .turn(0, Phase::Play)
            .build()
            .unwrap()
    }

    #[test]
    fn the_clash_of_the_issue_is_not_offered() {
        // `Q Q 2`, `J J 2` and `K: 2` with one 2: only one of them is offered.
        let g = game_with("Qc Qd Jc Jd 2c Kd 9h 4s", &["Kh Ks Kc"]);
        let msg = hand_message(Lang::En, 5, 9, &g, 0, &names());
        let menu = meld_select(msg.components()).expect("a meld menu");
        let twos = menu
            .options
            .iter()
            .filter(|o| o.1.split_whitespace().any(|w| w == "2"))
            .count();
        assert_eq!(twos, 1, "{:?}", menu.options);
        every_pick_holds(&g);
        // Before the team's first meld, the options are openings, one at a time.
        let g = game_with("Qc Qd Qh Jc Jd Js Kd Kc Ks 2c joker 9h 4s", &[]);
        let msg = hand_message(Lang::En, 5, 9, &g, 0, &names());
        let menu = meld_select(msg.components()).expect("a meld menu");
        assert_eq!(menu.max, 1);
        assert_eq!(menu.placeholder, "Meld (choose one)…");
        every_pick_holds(&g);
    }

    /// A Samba table where seat 0 holds `hand` and its side has `melds`.
    fn samba_game_with(hand: &str, melds: &[&str]) -> Game {
        position_with(Rules::samba(), hand, melds)
    }

    /// A Samba sequence and a meld of another rank offered together, and every pick of them
    /// reads and plays (the suits of the sequence named, the rank meld by rank).
    #[test]
    fn a_samba_sequence_and_a_meld_of_another_rank_are_offered_together_and_both_play() {
        let g = samba_game_with("7h 8h 9h Qd Qd Qc 4c", &["Kh Ks Kc", "4s 5s 6s"]);
        let msg = hand_message(Lang::En, 5, 9, &g, 0, &names());
        let menu = meld_select(msg.components()).expect("a meld menu");
        let values: Vec<&str> = menu.options.iter().map(|o| o.1.as_str()).collect();
        assert!(values.contains(&"7♥ 8♥ 9♥"), "{values:?}");
        assert!(values.iter().any(|v| v.starts_with("Q Q Q")), "{values:?}");
        assert!(menu.max >= 2, "picked together: {values:?}");
        every_pick_holds(&g);
    }

    /// Samba's suited naturals a hand may hold once each beside its pairs (three decks).
    fn samba_extra_cards() -> Vec<String> {
        NATURALS
            .iter()
            .flat_map(|r| [format!("{r}h"), format!("{r}s"), format!("{r}c")])
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Issue 31's open point: in Samba a sequence wants one suited card and a meld of its
        /// rank any card of that rank, so options counted by rank could in principle promise the
        /// same card twice. Every pick the Samba menu allows reads and plays: hands of runs of
        /// hearts, loose suited cards, pairs of a rank that a heart of the run also has, wild
        /// cards, with and without a side's sequence and rank meld on the table.
        #[test]
        fn no_pick_the_samba_menu_allows_needs_a_card_twice(
            run_from in 0..5usize,
            run_len in 0..5usize,
            pairs in proptest::sample::subsequence((0..NATURALS.len()).collect::<Vec<_>>(), 0..3),
            extras in proptest::sample::subsequence(samba_extra_cards(), 0..6),
            wild in 0..3usize,
            opened in any::<bool>(),
        ) {
            let mut hand: Vec<String> = (run_from..(run_from + run_len).min(NATURALS.len()))
                .map(|i| format!("{}h", NATURALS[i]))
                .collect();
            for &p in &pairs {
                hand.push(format!("{}d", NATURALS[p]));
                hand.push(format!("{}d", NATURALS[p]));
            }
            hand.extend(extras);
            hand.extend(["2c", "joker"].iter().take(wild).map(|w| w.to_string()));
            hand.push("As".into());
            let melds: &[&str] = if opened { &["Kh Ks Kc", "4s 5s 6s"] } else { &[] };
            every_pick_holds(&samba_game_with(&hand.join(" "), melds));
        }

        #[test]
        fn no_pick_the_menu_allows_needs_a_card_twice(
            pairs in proptest::sample::subsequence((0..NATURALS.len()).collect::<Vec<_>>(), 2),
            two_suit in 0..4usize,
            extras in proptest::sample::subsequence(extra_cards(), 0..6),
            joker in any::<bool>(),
            kings in 0..3usize,
            opened in any::<bool>(),
        ) {
            let suits = ["c", "d", "h", "s"];
            let mut hand: Vec<String> = vec![format!("2{}", suits[two_suit])];
            for &p in &pairs {
                hand.push(format!("{}c", NATURALS[p]));
                hand.push(format!("{}d", NATURALS[p]));
            }
            hand.extend(extras);
            if joker {
                hand.push("joker".into());
            }
            for suit in suits.iter().take(kings) {
                hand.push(format!("K{suit}"));
            }
            hand.push("As".into());
            let melds: &[&str] = if opened { &["Kh Ks Kc"] } else { &[] };
            every_pick_holds(&game_with(&hand.join(" "), melds));
        }
    }
}
