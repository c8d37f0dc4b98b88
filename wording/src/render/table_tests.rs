use super::*;
use crate::lang::Lang;
use crate::payload::limits::violations;
use canasta_engine::{Ask, Game, Phase, PositionBuilder, Rules};

fn names() -> Names {
    Names::new(
        Lang::En,
        &Rules::classic(),
        &["Alice", "Bob", "Carol", "Dave"],
    )
}

fn game() -> Game {
    PositionBuilder::new(Rules::classic())
        .hand(0, "4c 4d 5h")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .meld(0, "Kh Ks Kc Kd Kh Ks Kc")
        .meld(0, "7h 7s 7c 7d 2c joker")
        .meld(0, "Qh Qs Qc Qd 2d 2h joker")
        .red_threes(0, "3h")
        .scores(&[1250, -40])
        .pile("9d 2s 8h")
        .stock("4s 5s 6s")
        .turn(2, Phase::Draw)
        .build()
        .unwrap()
}

#[test]
fn the_table_shows_everything_public() {
    let g = game();
    let embed = table_embed(Lang::En, &g.public_view(), g.rules(), &names());
    assert_eq!(embed.title, "Canasta — deal 1");
    assert_eq!(
        embed.description,
        "Carol's turn: draw from the stock or take the pile.\n\
         Pile: 8 on top, 3 cards, frozen. Stock: 3 cards."
    );
    let (name, value, _) = &embed.fields[0];
    assert_eq!(name, "Alice & Carol · 1250 points");
    assert_eq!(
        value,
        "In hand: Alice 3 cards, Carol 2 cards\n\
         Canastas: 2 (1 needed to go out)\n\
         Red 3s: 3♥\n\
         • K ×7 — natural canasta\n\
         • 7 7 7 7 2 Joker — one card short of a canasta\n\
         • Q Q Q Q 2 2 Joker — mixed canasta"
    );
    let (name, value, _) = &embed.fields[1];
    assert_eq!(name, "Bob & Dave · -40 points");
    assert!(value.contains("Not opened yet: first meld needs 15 points"));
}

#[test]
fn pending_question_and_answers() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "4c 4d")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .pile("9d")
        .stock("4s 5s")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    g.apply(0, &canasta_engine::Action::AskGoOut).unwrap();
    let v = g.public_view();
    assert_eq!(
        turn_line(Lang::En, &v, &names()),
        "Alice asked Carol \"May I go out?\" Waiting for the answer."
    );
    assert_eq!(
        table_embed(Lang::En, &v, g.rules(), &names()).colour,
        Colour::WARNING
    );
    let mut v = v;
    v.phase = Phase::Play;
    v.ask = Ask::No;
    assert!(turn_line(Lang::En, &v, &names()).ends_with("they may not go out this turn."));
}

#[test]
fn stock_gone_and_empty_pile() {
    let mut v = game().public_view();
    v.stock = 0;
    v.pile.top = None;
    v.pile.size = 0;
    assert!(turn_line(Lang::En, &v, &names()).contains("take the pile or end the deal"));
    assert_eq!(pile_line(Lang::En, &v), "Pile: empty. Stock: 0 cards.");
}

#[test]
fn the_table_message_has_a_hand_button_and_fits() {
    let g = game();
    let msg = table_message(Lang::En, 7, 3, &g.public_view(), g.rules(), &names());
    assert!(violations(&msg).is_empty());
    assert!(!msg.ephemeral());
    assert_eq!(msg.components().custom_ids(), ["g:7:v:3:hand"]);
}

#[test]
fn five_players_show_who_sits_out() {
    let rules = Rules::preset("five-player").unwrap();
    let (g, _) = Game::new(rules.clone(), 3).unwrap();
    let names = Names::new(Lang::En, &rules, &["A", "B", "C", "D", "E"]);
    let embed = table_embed(Lang::En, &g.public_view(), &rules, &names);
    assert!(
        embed.description.contains("Sitting out this deal: B."),
        "{}",
        embed.description
    );
}

#[test]
fn the_table_reads_in_finnish_and_swedish() {
    let g = game();
    let names = Names::new(
        Lang::Fi,
        &Rules::classic(),
        &["Alice", "Bob", "Carol", "Dave"],
    );
    let embed = table_embed(Lang::Fi, &g.public_view(), g.rules(), &names);
    assert_eq!(embed.title, "Canasta — erä 1");
    assert_eq!(
        embed.description,
        "Vuorossa Carol: nosto umpipakasta tai avopakan otto.\n\
         Avopakka: 3 korttia, päällimmäisenä 8, jäätynyt. Umpipakka: 3 korttia."
    );
    let (name, value, _) = &embed.fields[0];
    assert_eq!(name, "Alice & Carol · 1250 pistettä");
    assert!(value.starts_with("Kädessä: Alice 3 korttia, Carol 2 korttia\n"));
    assert!(
        value.contains("• R R R R 2 2 Jokeri — sekacanasta"),
        "{value}"
    );
    let msg = table_message(Lang::Sv, 7, 3, &g.public_view(), g.rules(), &names);
    assert!(violations(&msg).is_empty());
    let text = msg.to_text();
    assert!(
        text.contains("Högen: 8 överst, 3 kort, frusen. Talongen: 3 kort."),
        "{text}"
    );
    assert!(text.contains("[Min hand]"), "{text}");
}

/// Issue 27 (FI 27, 30A): Sitoumussamba's table and hand view show the declaring side's
/// progress towards the bid, as the engine counts it from the table, in every language.
#[test]
fn sitoumussamba_30_the_table_and_the_hand_show_the_bids_progress() {
    use canasta_engine::bidding::{Auction, Call};
    use canasta_engine::{Bid, Denomination};
    let bid = Bid::new(3, Denomination::Hearts);
    let mut auction = Auction::new(0);
    auction.record(0, Call::Bid { bid }, 4);
    for seat in 1..4 {
        auction.record(seat, Call::Pass, 4);
    }
    let played = PositionBuilder::new(Rules::sitoumussamba())
        .hand(0, "4c 4d")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .meld(0, "5h 6h 7h 8h 9h 10h Jh")
        .meld(0, "Kc Kd Ks")
        .stock("9s 10h 10s")
        .pile("8d")
        .auction(auction)
        .turn(1, Phase::Draw)
        .build()
        .unwrap();
    let view = played.public_view();
    let expected = [
        (
            Lang::En,
            "Bid 3000 by Aino & Carol: 1500 so far on the table.",
        ),
        (
            Lang::Fi,
            "Tarjous 3000, Aino & Carol: pöydässä tähän mennessä 1500.",
        ),
        (
            Lang::Sv,
            "Bud 3000 av Aino & Carol: 1500 hittills på bordet.",
        ),
    ];
    for (lang, line) in expected {
        let names = Names::new(lang, played.rules(), &["Aino", "Bob", "Carol", "Dan"]);
        let table = table_embed(lang, &view, played.rules(), &names);
        assert!(table.description.contains(line), "{}", table.description);
        for seat in 0..4 {
            let hand = crate::render::hand_embed(lang, &played, seat, &names);
            assert!(hand.description.contains(line), "{}", hand.description);
        }
    }
    // Without a bid in play there is no such line.
    let classic = game();
    let table = table_embed(Lang::En, &classic.public_view(), classic.rules(), &names());
    assert!(
        !table.description.contains("so far"),
        "{}",
        table.description
    );
}

/// The declarer's opening on the table names the bid in the reader's words (FI 16A).
#[test]
fn the_declarers_opening_names_the_bid_in_the_readers_words() {
    use canasta_engine::bidding::{Auction, Call};
    use canasta_engine::{Bid, Denomination};
    let bid = Bid::new(3, Denomination::Hearts);
    let mut auction = Auction::new(0);
    auction.record(0, Call::Bid { bid }, 4);
    for seat in 1..4 {
        auction.record(seat, Call::Pass, 4);
    }
    let opening = PositionBuilder::new(Rules::sitoumussamba())
        .hand(0, "4c 4d")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .stock("9s 10h 10s")
        .auction(auction)
        .turn(0, Phase::Opening)
        .build()
        .unwrap();
    let names = Names::new(Lang::Fi, opening.rules(), &["Aino", "Bob", "Carol", "Dan"]);
    assert_eq!(
        turn_line(Lang::Fi, &opening.public_view(), &names),
        "Aino pelaa tarjouksen 3 hertta: hän avaa nyt, ennen kääntökorttia."
    );
}

/// SAMBA 18, 19B: Samba's pile with a wild card or red 3 in it is "locked", in every language,
/// on the table, in the discard line and in the discard menu's note; classic's stays "frozen"
/// (FI 17).
#[test]
fn samba_18_the_pile_is_locked_not_frozen() {
    let samba = PositionBuilder::new(Rules::samba())
        .hand(0, "4c 4d 5h 2c")
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d")
        .pile("9d joker 8h")
        .stock("4s 5s 6s")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    for (lang, locked, frozen, note) in [
        (Lang::En, "locked", "frozen", "wild: locks the pile"),
        (
            Lang::Fi,
            "lukittu",
            "jäätynyt",
            "apukortti: lukitsee avopakan",
        ),
        (Lang::Sv, "låst", "frusen", "hjälpkort: låser högen"),
    ] {
        let line = pile_line(lang, &samba.public_view());
        assert!(
            line.contains(locked) && !line.contains(frozen),
            "{lang}: {line}"
        );
        let classic = pile_line(lang, &game().public_view());
        assert!(classic.contains(frozen), "{lang}: {classic}");
        let menu = crate::input::suggest::discard_options(lang, &samba.seat_view(0));
        assert!(
            menu.iter().any(|s| s.note.contains(note)),
            "{lang}: {menu:?}"
        );
        let names = Names::new(lang, &Rules::samba(), &["Alice", "Bob", "Carol", "Dave"]);
        let discard = canasta_engine::Event::Discarded {
            seat: 0,
            card: canasta_engine::parse_cards("2c").unwrap()[0],
        };
        let said = crate::render::events::event_line(lang, &discard, &names, None);
        assert!(said.contains(locked), "{lang}: {said}");
    }
}
