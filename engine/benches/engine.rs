//! Engine benchmarks: validating and applying one action in real mid-game positions, and
//! playing whole deals. Run with `cargo bench -p canasta-engine` (add `-- --quick` for a
//! short run).

use canasta_engine::players::{HeuristicPlayer, Player, PlayerKind, RandomPlayer};
use canasta_engine::{Action, Game, Rules};
use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};

/// A position, the seat to act and the heuristic player's action there.
struct Position {
    game: Game,
    seat: usize,
    action: Action,
}

/// Positions sampled every few actions from heuristic games of several seeds.
fn positions() -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 0..8 {
        let (mut game, _) = Game::new(Rules::classic(), seed).expect("classic is valid");
        let mut players: Vec<HeuristicPlayer> = (0..4).map(|_| HeuristicPlayer::new()).collect();
        let mut n = 0;
        while let Some(seat) = game.seat_to_act() {
            let action = players[seat].choose(&game, seat);
            if n % 7 == 0 {
                out.push(Position {
                    game: game.clone(),
                    seat,
                    action: action.clone(),
                });
            }
            game.apply(seat, &action)
                .expect("players choose legal actions");
            n += 1;
        }
    }
    out
}

fn kind(action: &Action) -> &'static str {
    match action {
        Action::Draw => "draw",
        Action::TakePile { .. } => "take pile",
        Action::Meld { .. } => "meld",
        Action::Discard { .. } => "discard",
        Action::AskGoOut | Action::AnswerGoOut { .. } => "ask/answer",
        Action::EndDeal => "end deal",
        Action::BuyWithRedThree { .. } => "buy with a red 3",
        Action::Bid { .. } | Action::Pass | Action::Double | Action::CannotOpen => "bidding",
    }
}

/// Clones a position outside the timing and times `apply` (which validates in full first).
fn bench_apply(c: &mut Criterion, name: &str, positions: &[&Position]) {
    if positions.is_empty() {
        return;
    }
    let mut i = 0;
    c.bench_function(name, |b| {
        b.iter_batched(
            || {
                let p = positions[i % positions.len()];
                i += 1;
                (p.game.clone(), p.seat, p.action.clone())
            },
            |(mut game, seat, action)| {
                let events = game.apply(seat, &action);
                (game, events)
            },
            BatchSize::SmallInput,
        )
    });
}

fn validate_and_apply(c: &mut Criterion) {
    let positions = positions();
    let all: Vec<&Position> = positions.iter().collect();
    bench_apply(c, "validate+apply one action", &all);
    for k in ["draw", "take pile", "meld", "discard"] {
        let some: Vec<&Position> = positions.iter().filter(|p| kind(&p.action) == k).collect();
        bench_apply(c, &format!("validate+apply one action/{k}"), &some);
    }
    let mut i = 0;
    c.bench_function("validate only (check)", |b| {
        b.iter(|| {
            let p = &positions[i % positions.len()];
            i += 1;
            black_box(p.game.check(p.seat, &p.action))
        })
    });
}

/// Plays from a fresh game until the first deal is scored.
fn play_one_deal(game: &mut Game, players: &mut [Box<dyn Player>]) {
    while game.history().is_empty() {
        let Some(seat) = game.seat_to_act() else {
            break;
        };
        let action = players[seat].choose(game, seat);
        game.apply(seat, &action).expect("legal");
    }
}

fn whole_deals(c: &mut Criterion) {
    for kind in [PlayerKind::Random, PlayerKind::Basic] {
        let mut seed = 0u64;
        c.bench_function(&format!("one full deal of {kind} play"), |b| {
            b.iter_batched(
                || {
                    seed += 1;
                    let (game, _) = Game::new(Rules::classic(), seed).expect("valid");
                    let players: Vec<Box<dyn Player>> =
                        (0..4).map(|s| kind.build(seed * 4 + s)).collect();
                    (game, players)
                },
                |(mut game, mut players)| {
                    play_one_deal(&mut game, &mut players);
                    game
                },
                BatchSize::SmallInput,
            )
        });
    }
    let (game, _) = Game::new(Rules::classic(), 1).expect("valid");
    let mut player = RandomPlayer::new(1);
    c.bench_function("random player choice (opening position)", |b| {
        b.iter(|| {
            let seat = game.seat_to_act().unwrap_or(0);
            black_box(player.choose(&game, seat))
        })
    });
}

criterion_group!(benches, validate_and_apply, whole_deals);
criterion_main!(benches);
