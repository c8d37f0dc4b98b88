//! Prints one line per game of computer play: its seed, action count, a hash of every seat and
//! action in order, each deal's totals and the winners. Two builds of the engine play the same
//! games exactly when their outputs are equal, which is how a speed change shows that it keeps
//! every choice and every rule as it was.
//!
//! `cargo run --release -p canasta-engine --example fingerprint -- <preset> <kind> <games> [seed]`

use canasta_engine::players::PlayerKind;
use canasta_engine::{Game, Rules};
use std::hash::{Hash, Hasher};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: fingerprint <preset> <random|basic|good> <games> [first seed]";
    let (Some(preset), Some(kind), Some(games)) = (args.first(), args.get(1), args.get(2)) else {
        panic!("{usage}");
    };
    let rules = Rules::preset(preset).expect("a preset name");
    let kind: PlayerKind = kind.parse().expect("a player kind");
    let games: u64 = games.parse().expect(usage);
    let first: u64 = args.get(3).map_or(1, |s| s.parse().expect(usage));
    for seed in first..first + games {
        println!("{}", fingerprint(&rules, kind, seed));
    }
}

/// One game's line.
fn fingerprint(rules: &Rules, kind: PlayerKind, seed: u64) -> String {
    let (mut game, _) = Game::new(rules.clone(), seed).expect("a valid preset");
    let mut players: Vec<_> = (0..rules.table.seats as u64)
        .map(|seat| kind.build(seed.wrapping_mul(31).wrapping_add(seat)))
        .collect();
    // A fixed hasher (no random keys), so two runs and two builds hash alike.
    #[allow(deprecated)]
    let mut hasher = std::hash::SipHasher::new();
    let mut actions = 0u64;
    while let Some(seat) = game.seat_to_act() {
        let action = players[seat].choose(&game, seat);
        (seat, format!("{action:?}")).hash(&mut hasher);
        game.apply(seat, &action)
            .expect("players choose legal actions");
        actions += 1;
    }
    let deals: Vec<String> = game
        .history()
        .iter()
        .map(|r| format!("{:?}", r.totals))
        .collect();
    format!(
        "seed {seed} actions {actions} hash {:016x} deals {} winners {:?}",
        hasher.finish(),
        deals.join(" "),
        game.winners().unwrap_or_default()
    )
}
