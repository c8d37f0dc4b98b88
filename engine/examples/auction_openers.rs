//! How often a Sitoumussamba deal has a seat that can open a bid from its hand alone (SAMBA 16A,
//! 16B), by the minimum count its side needs: the ceiling on how many auctions the rules let
//! end with a bid that the declarer can answer. With a player kind as a second argument it
//! plays whole games of that kind instead and says, for the deals played without a bid, by
//! minimum count, whether a seat could have opened a level-1 bid (the computers' pass-outs).
//!
//! `cargo run --release -p canasta-engine --example auction_openers -- <deals>`
//! `cargo run --release -p canasta-engine --example auction_openers -- <games> <good|basic|...>`

use canasta_engine::bidding::opening_for_bid;
use canasta_engine::{Bid, Denomination, Game, Rules};

fn main() {
    if let Some(kind) = std::env::args().nth(2) {
        played(
            kind.parse().expect("a player kind"),
            std::env::args()
                .nth(1)
                .map_or(20, |s| s.parse().expect("games")),
        );
        return;
    }
    let deals: u64 = std::env::args()
        .nth(1)
        .map_or(2000, |s| s.parse().expect("a number of deals"));
    let rules = Rules::preset("sitoumussamba").expect("the preset");
    let seats = usize::from(rules.table.seats);
    for need in [15, 50, 90, 120, 150, 200] {
        let mut by_level = [0u64; 9];
        let mut seats_open_1 = 0u64;
        for seed in 1..=deals {
            let (game, _) = Game::new(rules.clone(), seed).expect("a valid preset");
            for level in 1..=8u8 {
                let any = (0..seats).any(|seat| {
                    let hand = game.hand(seat).to_vec();
                    Denomination::ALL.iter().any(|&d| {
                        opening_for_bid(&rules, Bid::new(level, d), need, &hand).is_some()
                    })
                });
                if any {
                    by_level[usize::from(level)] += 1;
                }
            }
            seats_open_1 += (0..seats)
                .filter(|&seat| {
                    let hand = game.hand(seat).to_vec();
                    opening_for_bid(&rules, Bid::new(1, Denomination::Clubs), need, &hand).is_some()
                })
                .count() as u64;
        }
        let pct = |n: u64| 100.0 * n as f64 / deals as f64;
        println!(
            "need {need:>3}: a seat opens at level 1 in {:.1}% of deals (seats able: {:.2} a deal); \
             at level 4 {:.1}%; at level 5 {:.1}%",
            pct(by_level[1]),
            seats_open_1 as f64 / deals as f64,
            pct(by_level[4]),
            pct(by_level[5]),
        );
    }
}

/// Plays `games` Sitoumussamba games of `kind` and counts, for each deal played without a bid,
/// whether a seat could have opened a level-1 bid from its hand.
fn played(kind: canasta_engine::players::PlayerKind, games: u64) {
    use canasta_engine::Event;
    let rules = Rules::preset("sitoumussamba").expect("the preset");
    let seats = usize::from(rules.table.seats);
    let (mut no_bid, mut could, mut deals) = (0u64, 0u64, 0u64);
    let mut by_need: std::collections::BTreeMap<i32, (u64, u64, u64)> = Default::default();
    for seed in 1..=games {
        let (mut game, _) = Game::new(rules.clone(), seed).expect("a valid preset");
        let mut players: Vec<_> = (0..seats as u64)
            .map(|s| kind.build(seed * 31 + s))
            .collect();
        while let Some(seat) = game.seat_to_act() {
            let action = players[seat].choose(&game, seat);
            let events = game.apply(seat, &action).expect("legal");
            for event in &events {
                if matches!(event, Event::Declared { .. } | Event::NoBid) {
                    deals += 1;
                    let needs: Vec<i32> = (0..seats)
                        .map(|s| game.seat_view(s).table.seats[s].minimum_count)
                        .collect();
                    let need = *needs.iter().max().unwrap_or(&0);
                    let entry = by_need.entry(need).or_default();
                    entry.0 += 1;
                    if matches!(event, Event::NoBid) {
                        no_bid += 1;
                        entry.1 += 1;
                        let able = (0..seats).any(|s| {
                            let hand = game.hand(s).to_vec();
                            opening_for_bid(
                                &rules,
                                Bid::new(1, Denomination::Clubs),
                                needs[s],
                                &hand,
                            )
                            .is_some()
                        });
                        if able {
                            could += 1;
                            entry.2 += 1;
                        }
                    }
                }
            }
        }
    }
    println!("{kind}: {deals} deals, {no_bid} without a bid, {could} of them with a seat able to open level 1");
    for (need, (d, n, c)) in by_need {
        println!("  need {need:>3}: deals {d}, without a bid {n}, able {c}");
    }
}
