//! FI 24: the stock runs out.

use crate::*;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn stock_gone(rules: Rules) -> Game {
    PositionBuilder::new(rules)
        .hand(0, "9c 8c")
        .hand(1, "5d 6d 9h 9s")
        .hand(2, "Ah")
        .hand(3, "4c 4d")
        .meld(1, "Qh Qd Qc")
        .pile("7s Qs")
        .turn(1, Phase::Draw)
        .build()
        .unwrap()
}

#[test]
fn fi_24a_the_next_player_must_take_a_pile_that_fits_a_meld() {
    let g = stock_gone(Rules::classic());
    assert_eq!(g.check(1, &Action::Draw), Err(RuleError::StockEmpty));
    assert_eq!(g.check(1, &Action::EndDeal), Err(RuleError::MustTakePile));
    let take = Action::TakePile {
        with: vec![],
        melds: vec![],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    };
    assert!(g.check(1, &take).is_ok());
}

#[test]
fn option_stock_out_pile_duty_false_lets_the_player_decline() {
    let mut rules = Rules::classic();
    rules.drawing.stock_out.pile_duty = false;
    let mut g = stock_gone(rules);
    let events = g.apply(1, &Action::EndDeal).unwrap();
    assert!(events.contains(&Event::StockExhausted));
    let r = &g.history()[0];
    assert_eq!(r.end, DealEnd::StockExhausted);
    assert!(r.teams.iter().all(|t| t.going_out == 0), "FI 24C");
}

#[test]
fn fi_24b_declining_a_pile_that_does_not_fit_ends_the_deal() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(1, "5d 6d 9h")
        .hand(0, "4h")
        .meld(1, "Qh Qd Qc")
        .pile("7s Ks")
        .turn(1, Phase::Draw)
        .build()
        .unwrap();
    assert!(g.check(1, &Action::EndDeal).is_ok());
    g.apply(1, &Action::EndDeal).unwrap();
    assert_eq!(g.history()[0].end, DealEnd::StockExhausted);
}

#[test]
fn the_deal_ends_by_itself_when_nobody_can_take_the_pile() {
    let mut g = PositionBuilder::new(Rules::classic())
        .hand(0, "9c 3s")
        .hand(1, "5d 6d")
        .pile("7s")
        .stock("Kd")
        .build()
        .unwrap();
    g.apply(0, &Action::Draw).unwrap();
    g.apply(
        0,
        &Action::Discard {
            card: cards("3s")[0],
        },
    )
    .unwrap();
    // A black 3 on top and no stock: seat 1 cannot take the pile, so the deal is over.
    assert_eq!(g.history().len(), 1);
    assert_eq!(g.history()[0].end, DealEnd::StockExhausted);
}

/// SAMBA 32A ("on velvollinen nostamaan avopakan, jos sen päällimmäinen kortti sopii johonkin
/// hänen puolueensa pöytäykseen"): with the stock gone, a pile whose top card fits one of the
/// side's rank melds must be taken when the player can take it, that is with the natural cards
/// of its rank from the hand that Samba asks (19A: two; 19B, locked: three). Without them the
/// player may decline, and the deal ends.
#[test]
fn samba_32a_the_pile_that_fits_a_rank_meld_must_be_taken_with_the_naturals_held() {
    let position = |hand: &str, pile: &str| {
        PositionBuilder::new(Rules::samba())
            .hand(0, "9c 8c")
            .hand(1, hand)
            .hand(2, "Ah")
            .hand(3, "4c 4d")
            .meld(1, "Qh Qd Qc")
            .pile(pile)
            .turn(1, Phase::Draw)
            .build()
            .unwrap()
    };
    let take = |with: &str| Action::TakePile {
        with: cards(with),
        melds: vec![],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    };
    let g = position("5d 6d Qh Qs 9s", "7s Qs");
    assert_eq!(g.check(1, &Action::EndDeal), Err(RuleError::MustTakePile));
    assert!(g.check(1, &take("Qh Qs")).is_ok());
    // One queen in hand: the pile cannot be taken, so declining it ends the deal.
    let g = position("5d 6d Qh 9s", "7s Qs");
    assert!(g.check(1, &take("Qh")).is_err());
    assert_eq!(g.check(1, &Action::EndDeal), Ok(()));
    // Locked by a 2 in it: three queens from the hand take it, and must.
    let g = position("5d 6d Qh Qs 9s", "7s 2c Qs");
    assert_eq!(g.check(1, &Action::EndDeal), Ok(()));
    let g = position("5d 6d Qh Qs Qd 9s", "7s 2c Qs");
    assert_eq!(g.check(1, &Action::EndDeal), Err(RuleError::MustTakePile));
}
