//! Hands and tables the tests and the bench draw.

#![allow(dead_code)]

use canasta_engine::{parse_cards, Card, Game, Phase, PositionBuilder, PublicView, Rank, Rules};
use canasta_pictures::{SideLabels, TableLabels};

/// `n` cards dealt in a fixed order from three decks (jokers included), sorted by rank.
pub fn hand_of(n: usize) -> Vec<Card> {
    let mut deck = Vec::new();
    for _ in 0..3 {
        for rank in Rank::SUITED {
            for suit in canasta_engine::Suit::ALL {
                deck.push(Card::new(rank, suit));
            }
        }
        deck.extend([Card::JOKER, Card::JOKER]);
    }
    // A stride through the decks gives a mix of ranks, suits and jokers.
    let mut hand: Vec<Card> = (0..n).map(|i| deck[(i * 23) % deck.len()]).collect();
    hand.sort();
    hand
}

/// A short hand with every kind of face: a 10, court cards, an ace, a 2, a red 3, a joker.
pub fn small_hand() -> Vec<Card> {
    parse_cards("10h Jc Qd Ks As 2h 3d 4c jk").expect("cards")
}

/// A classic table in the middle of a deal: canastas of both kinds, open melds, red 3s on
/// both sides, a pile and a stock.
pub fn classic_table() -> PublicView {
    PositionBuilder::new(Rules::classic())
        .hand(0, "4c 4d 9s")
        .hand(1, "5c 6d")
        .hand(2, "8s 8d Jc")
        .hand(3, "Qs")
        .meld(0, "7h 7d 7c 7s 7h 7d 7c")
        .meld(0, "Kh Ks Kc")
        .meld(0, "10h 10d 10s 2c")
        .meld(1, "Ah As Ac Ad Ah 2c jk")
        .meld(1, "5h 5d 5s 2h")
        .red_threes(0, "3h 3d")
        .red_threes(1, "3h")
        .pile("9c 6h 4d")
        .stock("4h 8h 8c")
        .turn(0, Phase::Draw)
        .build()
        .expect("a position")
        .public_view()
}

/// A Samba table: a samba (a complete sequence), open sequences of three suits, rank melds and
/// a canasta of 2s, on three decks' worth of melds that wrap onto several lines.
pub fn samba_table() -> PublicView {
    let rules = Rules::preset("samba").expect("samba");
    PositionBuilder::new(rules)
        .hand(0, "4c 4d 9s")
        .hand(1, "5c 6d")
        .hand(2, "8s 8d Jc")
        .hand(3, "Qs")
        .meld(0, "5h 6h 7h 8h 9h 10h Jh")
        .meld(0, "8s 9s 10s")
        .meld(0, "Kh Ks Kc Kd")
        .meld(0, "Qh Qs Qc 2d")
        .meld(0, "Jc Jd Js")
        .meld(0, "9c 9d 9h 9s jk")
        .meld(0, "4h 4d 4c")
        .meld(0, "6c 6d 6s 6h")
        .meld(0, "9d 10d Jd Qd")
        .meld(1, "Ah As Ac")
        .meld(1, "2h 2d 2c 2s 2h 2d 2c")
        .red_threes(1, "3h 3d")
        .pile("9c")
        .stock("4h 8h 8c")
        .turn(1, Phase::Draw)
        .build()
        .expect("a position")
        .public_view()
}

/// Public views along a whole classic game of heuristic players, one every few actions.
pub fn views_of_a_game(seed: u64) -> Vec<PublicView> {
    use canasta_engine::players::{HeuristicPlayer, Player};
    let (mut game, _) = Game::new(Rules::classic(), seed).expect("classic");
    let mut players: Vec<HeuristicPlayer> = (0..4).map(|_| HeuristicPlayer::new()).collect();
    let mut out = Vec::new();
    let mut n = 0;
    while let Some(seat) = game.seat_to_act() {
        let action = players[seat].choose(&game, seat);
        if n % 5 == 0 {
            out.push(game.public_view());
        }
        if game.apply(seat, &action).is_err() {
            break;
        }
        n += 1;
    }
    out
}

/// Words as the bot writes them for `view`: players' names, scores and counts, in English.
pub fn table_labels(view: &PublicView) -> TableLabels {
    let names = ["Alice", "Bob", "Carol", "Dave"];
    let mut labels = TableLabels::plain(view);
    labels.turn = format!("{}'s turn", names[view.turn % 4]);
    labels.stock = format!("Stock: {} cards", view.stock);
    labels.sides = view
        .teams
        .iter()
        .map(|team| SideLabels {
            names: team
                .members
                .iter()
                .map(|&s| names[s % 4])
                .collect::<Vec<_>>()
                .join(" & "),
            score: format!("{} points", team.score),
            canastas: match team.canastas {
                1 => "1 canasta".to_string(),
                n => format!("{n} canastas"),
            },
        })
        .collect();
    labels
}
