//! The good level's judgement, one test per class of mistake a strong player found in the
//! basic level's games (each cites the rule section it turns on).

use super::tests::card;
use super::HeuristicPlayer;
use crate::action::Action;
use crate::builder::PositionBuilder;
use crate::deal::Phase;
use crate::game::Game;
use crate::players::bidding::tests::caller;
use crate::players::Player;
use crate::rules::Rules;

/// The `basic` level's action, checked to be legal.
fn basic(game: &Game, seat: usize) -> Action {
    legal(game, seat, HeuristicPlayer::new())
}

/// The `good` level's action, checked to be legal.
fn good(game: &Game, seat: usize) -> Action {
    legal(game, seat, HeuristicPlayer::good())
}

fn legal(game: &Game, seat: usize, mut player: HeuristicPlayer) -> Action {
    let action = player.choose(game, seat);
    assert_eq!(
        game.check(seat, &action),
        Ok(()),
        "{action:?} must be legal"
    );
    action
}

/// Classic, seat 0 to move; the stock holds plenty.
fn classic() -> PositionBuilder {
    PositionBuilder::new(Rules::classic())
        .hand(1, "4c 5c 6c 7c 8c 9c")
        .hand(2, "4d 5d 6d 7d 8d 9d")
        .hand(3, "4h 5h 6h 7h 8h 9h")
        .stock("5s 6s 7s 8s 9s 10s 10s 10d 10h 10c Jc Jd Jh Js")
}

/// Class 1, FI 13C, 14A: an unopened team whose hand opens anyway takes the pile with its 9s
/// and opens with the same melds, rather than draw and open from the hand.
#[test]
fn fi_14a_takes_the_pile_when_the_hand_would_open_with_the_same_melds() {
    let game = classic()
        .hand(0, "9h 9s Ah Ad joker 5c 6d Kc 7h")
        .pile("4s 9d")
        .turn(0, Phase::Draw)
        .build()
        .unwrap();
    assert_eq!(basic(&game, 0), Action::Draw, "basic draws");
    assert!(
        matches!(good(&game, 0), Action::TakePile { ref with, .. } if with.len() == 2 && with.iter().all(|c| *c == card("9h") || *c == card("9s"))),
        "{:?}",
        good(&game, 0)
    );
}

/// Samba, seat 0 to meld or discard after drawing; the stock holds `stock` cards.
fn samba(stock: usize) -> PositionBuilder {
    PositionBuilder::new(Rules::samba())
        .hand(1, "4c 5c 6c 7c 8c 9c")
        .hand(2, "4d 5d 6d 7d 8d 9d")
        .hand(3, "4h 5h 6h 7h 8h 9h")
        .stock(&many_cards(stock))
        .turn(0, Phase::Play)
}

/// `n` cards for a stock, none of them a red 3 or a wild card.
fn many_cards(n: usize) -> String {
    let ranks = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    let suits = ["s", "c"];
    let all: Vec<String> = (0..3)
        .flat_map(|_| {
            ranks
                .iter()
                .flat_map(|r| suits.iter().map(move |s| format!("{r}{s}")))
        })
        .collect();
    all[..n].join(" ")
}

/// The cards an action melds, if it melds.
fn melded(action: &Action) -> usize {
    match action {
        Action::Meld { melds } => melds.iter().map(|m| m.cards().len()).sum(),
        _ => 0,
    }
}

/// Class 2, SAMBA 11, 15A: a finished canasta always opens, whatever the minimum count: six
/// 10s and a joker against a 200 minimum are melded, not held.
#[test]
fn samba_11_a_finished_canasta_opens_against_any_minimum() {
    let game = samba(20)
        .hand(0, "10h 10d 10s 10c 10h 10d joker 5c 8d")
        .minimum_count(0, 200)
        .build()
        .unwrap();
    assert!(
        matches!(basic(&game, 0), Action::Discard { .. }),
        "basic holds it"
    );
    assert_eq!(melded(&good(&game, 0)), 7, "{:?}", good(&game, 0));
}

/// Class 3, FI 14, 17: with a big pile waiting, good melds one set and keeps safe cards in
/// hand rather than meld down to two and have to feed the pile.
#[test]
fn fi_17_keeps_cards_in_hand_while_a_big_pile_waits() {
    let game = classic()
        .hand(0, "7h 7d 7s 8c 8d 8s 9c 5h")
        .meld(0, "Qh Qd Qs")
        .meld(1, "Jh Jc Js")
        .pile("4s 6d 7c 8h 9s 10d Jd Kh 5d 6c 10c 4d")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(melded(&basic(&game, 0)), 6, "basic melds down to two");
    let action = good(&game, 0);
    assert_eq!(melded(&action), 3, "{action:?}");
}

/// Class 4, FI 14, 17: with a 20-card pile the opponents (who have melded) could take, good
/// discards its wild card, freezing the pile, rather than a natural card they may hold a
/// pair of.
#[test]
fn fi_17_freezes_a_big_pile_rather_than_risk_a_natural() {
    let game = classic()
        .hand(0, "2c 7h 10h Kd")
        .meld(0, "Qh Qd Qs")
        .meld(1, "Jh Jc Js")
        .pile("4s 6d 7c 8h 9s 10d Jd Kh 5d 6c 10c 4d 5s 6s 8d 9h Ac Ad 4h 6h")
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert!(
        matches!(basic(&game, 0), Action::Discard { card } if card.is_natural()),
        "basic risks a natural"
    );
    assert_eq!(good(&game, 0), Action::Discard { card: card("2c") });
}

/// Class 4, FI 14, 17: the next opponent was seen to take two Kings with the pile; good does
/// not discard its King onto a pile they would take with it, though it would otherwise.
#[test]
fn fi_17_does_not_discard_a_rank_the_next_opponent_was_seen_to_take() {
    let position = |known: &str| {
        classic()
            .hand(0, "Kd 9c 9h 6s 6d")
            .hand(1, "Kh Ks 4c 5c 7d 10c")
            .known_in_hand(1, known)
            .meld(0, "Qh Qd Qs")
            .meld(1, "Jh Jc Js")
            .pile("4s 7c 8h 9s 10d 5d 6c 10s Ac Ad")
            .turn(0, Phase::Play)
            .build()
            .unwrap()
    };
    assert_eq!(
        good(&position(""), 0),
        Action::Discard { card: card("Kd") },
        "without the memory the single King is the discard"
    );
    let action = good(&position("Kh Ks"), 0);
    assert!(
        matches!(action, Action::Discard { card } if card.rank != crate::card::Rank::King),
        "{action:?}"
    );
}

/// Class 5, FI 23: the partner answers for the side: its hand is small (basic says yes), but
/// next turn it completes a canasta with it, and the opponents are far from going out.
#[test]
fn fi_23_says_no_when_the_partner_completes_a_canasta_next_turn() {
    let game = classic()
        .hand(0, "7h 7d 7s 9c")
        .hand(2, "Kc 2c 4c")
        .meld(0, "Ah Ad As Ac Ah Ad As")
        .meld(0, "Kh Kd Ks Kc Kh")
        .turn(0, Phase::AwaitingAnswer)
        .ask(crate::deal::Ask::Pending)
        .build()
        .unwrap();
    assert_eq!(basic(&game, 2), Action::AnswerGoOut { yes: true });
    assert_eq!(good(&game, 2), Action::AnswerGoOut { yes: false });
}

/// Class 6, FI 18, 34: far behind in the deal, with plenty of stock and the opponents far from
/// going out, good keeps building instead of going out with its one canasta.
#[test]
fn fi_18_does_not_go_out_while_far_behind_in_the_deal() {
    let game = classic()
        .hand(0, "7h 7d 7s 9c")
        .meld(0, "Kh Kd Ks Kc Kh Kd Ks")
        .meld(1, "Ah Ad As Ac Ah Ad As")
        .meld(1, "10h 10d 10s 10c 10h 10d 10s")
        .stock(&many_cards(30))
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(basic(&game, 0), Action::AskGoOut, "basic goes out");
    let action = good(&game, 0);
    assert!(
        !matches!(action, Action::AskGoOut) && melded(&action) < 4,
        "{action:?}"
    );
}

/// Class 7, FI 17: behind, good does not freeze a big pile with a wild card while the
/// opponents have not melded: the pile is frozen for them anyway.
#[test]
fn fi_17_does_not_freeze_the_pile_against_unopened_opponents() {
    let game = classic()
        .hand(0, "2c 5h 9h Kc Jd")
        .meld(0, "Qh Qd Qs")
        .pile("4s 6d 7c 8h 9s 10d Jc Kh 5d")
        .scores(&[100, 1200])
        .turn(0, Phase::Play)
        .build()
        .unwrap();
    assert_eq!(basic(&game, 0), Action::Discard { card: card("2c") });
    let action = good(&game, 0);
    assert!(
        matches!(action, Action::Discard { card } if card.is_natural()),
        "{action:?}"
    );
}

/// Class 8, SAMBA 18, 23: early in the deal good keeps a red 3 rather than lock a small open
/// pile it may want itself; late in the deal it sheds it (each held at the end costs 500).
#[test]
fn samba_23_keeps_a_red_three_early_and_sheds_it_late() {
    let early = samba(60)
        .hand(0, "3h 7c 9s Jd 5c")
        .meld(0, "Kh Kd Ks")
        .pile("4s 5h");
    let game = early.clone().build().unwrap();
    assert_eq!(basic(&game, 0), Action::Discard { card: card("3h") });
    assert!(
        matches!(good(&game, 0), Action::Discard { card } if card.is_natural()),
        "{:?}",
        good(&game, 0)
    );
    let late = early.stock(&many_cards(20)).build().unwrap();
    assert_eq!(good(&late, 0), Action::Discard { card: card("3h") });
}

/// Class 8, SAMBA 12, 30A: four wild cards make a hand worth a second level (its bonuses come
/// easier): over the opponents' 1 2s canasta good bids on where basic passes; and against the
/// opponents' level 3 such a hand, which may rob the bid, doubles (12D, 12E).
#[test]
fn sitoumussamba_12_outbids_and_doubles_with_a_strong_hand() {
    use crate::bidding::{Bid, Call, Denomination};
    let hand = "Ad Ac joker joker 2c 2d 5h 6h 7h 4c 9s Qd 8c 10s 3s";
    let over = |level| {
        let game = caller(
            hand,
            &[Call::Bid {
                bid: Bid::new(level, Denomination::TwosCanasta),
            }],
        );
        (game.seat_to_act().unwrap(), game)
    };
    let (seat, game) = over(1);
    assert_eq!(basic(&game, seat), Action::Pass);
    assert!(
        matches!(good(&game, seat), Action::Bid { bid } if bid.level == 2),
        "{:?}",
        good(&game, seat)
    );
    let (seat, game) = over(3);
    assert_eq!(basic(&game, seat), Action::Pass);
    assert_eq!(good(&game, seat), Action::Double);
}
