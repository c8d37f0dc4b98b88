//! Hidden information stays hidden (FI 22): the public view has no hand and no hidden pile card.

use crate::*;

#[test]
fn the_public_view_never_shows_a_hand_or_the_pile_below_its_top() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "Ah Ah")
        .hand(1, "Jd")
        .hand(2, "Qs")
        .hand(3, "joker")
        .meld(0, "Kh Kd Ks")
        .pile("10c 5h")
        .stock("4s")
        .build()
        .unwrap();
    let public = serde_json::to_string(&g.public_view()).unwrap();
    for hidden in [
        r#""rank":"Ace""#,
        r#""rank":"Jack""#,
        r#""rank":"Queen""#,
        r#""rank":"Joker""#,
        r#""rank":"Ten""#,
        r#""rank":"Four""#,
    ] {
        assert!(!public.contains(hidden), "{hidden} leaked: {public}");
    }
    assert!(public.contains(r#""rank":"King""#));
    assert!(
        public.contains(r#""rank":"Five""#),
        "the top card is public"
    );
    assert_eq!(g.public_view().seats[0].cards_in_hand, 2);
    // A seat sees its own hand only.
    let own = serde_json::to_string(&g.seat_view(1)).unwrap();
    assert!(own.contains(r#""rank":"Jack""#));
    assert!(!own.contains(r#""rank":"Ace""#));
}

#[test]
fn a_game_is_its_seed_plus_its_actions() {
    let (mut g, _) = Game::new(Rules::classic(), 7).unwrap();
    let mut log = GameLog::new(Rules::classic(), 7);
    // Draw and discard the first card of the hand for a few turns.
    for _ in 0..12 {
        let seat = g.seat_to_act().unwrap();
        if g.apply(seat, &Action::Draw).is_err() {
            break;
        }
        log.push(seat, Action::Draw);
        let card = g.seat_view(seat).hand[0];
        let discard = Action::Discard { card };
        g.apply(seat, &discard).unwrap();
        log.push(seat, discard);
    }
    assert_eq!(log.replay().unwrap(), g);
    let (again, _) = Game::new(Rules::classic(), 7).unwrap();
    let (other, _) = Game::new(Rules::classic(), 8).unwrap();
    assert_eq!(
        again.deal(),
        Game::new(Rules::classic(), 7).unwrap().0.deal()
    );
    assert_ne!(again.deal(), other.deal());
}

#[test]
fn fi_22_the_view_shows_melds_with_ids_shapes_and_suits() {
    let g = PositionBuilder::new(Rules::classic())
        .hand(0, "Ah Ah")
        .meld(1, "Qh Qd Qs")
        .meld(0, "Kh Kd Ks")
        .pile("10c 5h")
        .stock("4s")
        .build()
        .unwrap();
    let mut view = g.public_view();
    assert_eq!(view.next_meld_id, MeldId(2));
    assert_eq!(view.meld(MeldId(1)).and_then(Meld::rank), Some(Rank::King));
    assert_eq!(view.meld(MeldId(2)), None);
    // A Samba sequence (no rule set makes one yet) is shown with its suit, like any meld.
    let run = Meld {
        id: MeldId(7),
        shape: MeldShape::Sequence {
            suit: Suit::Hearts,
            low: Rank::Four,
            high: Rank::Six,
        },
        cards: parse_cards("4h 5h 6h").unwrap(),
    };
    view.teams[0].melds.push(run.clone());
    assert_eq!(view.meld(MeldId(7)), Some(&run));
    assert!(view
        .visible_cards()
        .contains(&parse_cards("5h").unwrap()[0]));
    let json = serde_json::to_string(&view.teams[0].melds).unwrap();
    assert!(
        json.contains(r#""id":7,"shape":{"sequence":{"suit":"Hearts","low":"Four","high":"Six"}}"#),
        "{json}"
    );
    assert!(json.contains(r#""id":1,"shape":{"rank":"King"}"#), "{json}");
}
