//! Engine benchmarks: validating and applying one action in real mid-game positions, playing
//! whole deals, and the search player's playouts (a deal played to its end from mid-deal with
//! the good heuristic at every seat). Run with `cargo bench -p canasta-engine` (add
//! `-- --quick` for a short run); playouts per second are one over the time shown.

use canasta_engine::players::{
    FastRandomPlayer, HeuristicPlayer, Player, PlayerKind, RandomPlayer,
};
use canasta_engine::{Action, Game, Rules, Scratch};
use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use rand::SeedableRng;

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

/// [`bench_apply`] with [`Game::apply_quiet`] and one scratch for every action, as a playout
/// applies its actions.
fn bench_apply_quiet(c: &mut Criterion, name: &str, positions: &[&Position]) {
    if positions.is_empty() {
        return;
    }
    let mut i = 0;
    let mut scratch = Scratch::default();
    c.bench_function(name, |b| {
        b.iter_batched(
            || {
                let p = positions[i % positions.len()];
                i += 1;
                (p.game.clone(), p.seat, p.action.clone())
            },
            |(mut game, seat, action)| {
                let done = game.apply_quiet(seat, &action, &mut scratch);
                (game, done)
            },
            BatchSize::SmallInput,
        )
    });
}

fn validate_and_apply(c: &mut Criterion) {
    let positions = positions();
    let all: Vec<&Position> = positions.iter().collect();
    bench_apply(c, "validate+apply one action", &all);
    bench_apply_quiet(c, "validate+apply one action, quiet", &all);
    for k in ["draw", "take pile", "meld", "discard"] {
        let some: Vec<&Position> = positions.iter().filter(|p| kind(&p.action) == k).collect();
        bench_apply_quiet(c, &format!("validate+apply one action, quiet/{k}"), &some);
    }
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
    let mut seed = 0u64;
    let mut scratch = Scratch::default();
    let mut players: Vec<FastRandomPlayer> = (0..4).map(FastRandomPlayer::new).collect();
    c.bench_function("one full deal of fast random play, quiet", |b| {
        b.iter_batched(
            || {
                seed += 1;
                Game::new(Rules::classic(), seed).expect("valid").0
            },
            |mut game| {
                while game.history().is_empty() {
                    let Some(seat) = game.seat_to_act() else {
                        break;
                    };
                    let action = players[seat].choose_ref(&game, seat);
                    game.apply_quiet(seat, action, &mut scratch).expect("legal");
                }
                game
            },
            BatchSize::SmallInput,
        )
    });
    let (game, _) = Game::new(Rules::classic(), 1).expect("valid");
    let mut player = RandomPlayer::new(1);
    c.bench_function("random player choice (opening position)", |b| {
        b.iter(|| {
            let seat = game.seat_to_act().unwrap_or(0);
            black_box(player.choose(&game, seat))
        })
    });
}

/// Positions in the middle of a first deal: the good heuristic plays from a fresh game until
/// half the stock left after dealing is drawn.
fn mid_deal_positions(rules: &Rules) -> Vec<Game> {
    (0..16)
        .filter_map(|seed| {
            let (mut game, _) = Game::new(rules.clone(), seed).expect("a valid preset");
            let full = game.deal().stock.len();
            let mut player = HeuristicPlayer::good();
            while game.deal().stock.len() > full / 2 {
                let seat = game.seat_to_act()?;
                let action = player.choose(&game, seat);
                game.apply(seat, &action).expect("legal");
            }
            (game.deal_number() == 1).then_some(game)
        })
        .collect()
}

/// One playout as the search player's rollout plays it: the good heuristic at every seat to
/// the end of the deal.
fn play_out(game: &mut Game, policy: &mut HeuristicPlayer) {
    let deal = game.deal_number();
    while game.deal_number() == deal {
        let Some(seat) = game.seat_to_act() else {
            break;
        };
        let action = policy.choose(game, seat);
        game.apply(seat, &action).expect("legal");
    }
}

/// [`play_out`] applying with [`Game::apply_quiet`], as the search's rollout does.
fn play_out_quiet(game: &mut Game, policy: &mut HeuristicPlayer, scratch: &mut Scratch) {
    let deal = game.deal_number();
    while game.deal_number() == deal {
        let Some(seat) = game.seat_to_act() else {
            break;
        };
        let action = policy.choose(game, seat);
        game.apply_quiet(seat, &action, scratch).expect("legal");
    }
}

fn playouts(c: &mut Criterion) {
    for name in ["classic", "samba"] {
        let rules = Rules::preset(name).expect("a preset");
        let positions = mid_deal_positions(&rules);
        let mut i = 0;
        let mut policy = HeuristicPlayer::good();
        let mut scratch = Scratch::default();
        c.bench_function(
            &format!("playout from mid-deal, good policy, quiet/{name}"),
            |b| {
                b.iter_batched(
                    || {
                        i += 1;
                        positions[i % positions.len()].clone()
                    },
                    |mut game| {
                        play_out_quiet(&mut game, &mut policy, &mut scratch);
                        game
                    },
                    BatchSize::SmallInput,
                )
            },
        );
        let mut players: Vec<FastRandomPlayer> = (0..4).map(FastRandomPlayer::new).collect();
        c.bench_function(
            &format!("playout from mid-deal, fast random, quiet/{name}"),
            |b| {
                b.iter_batched(
                    || {
                        i += 1;
                        positions[i % positions.len()].clone()
                    },
                    |mut game| {
                        let deal = game.deal_number();
                        while game.deal_number() == deal {
                            let Some(seat) = game.seat_to_act() else {
                                break;
                            };
                            let action = players[seat % 4].choose_ref(&game, seat);
                            game.apply_quiet(seat, action, &mut scratch).expect("legal");
                        }
                        game
                    },
                    BatchSize::SmallInput,
                )
            },
        );
        // What a search decision pays per sample before its playout: the game as the seat
        // to act might imagine it (Game::sampled_for).
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        c.bench_function(&format!("sampled game for the seat to act/{name}"), |b| {
            b.iter(|| {
                i += 1;
                let game = &positions[i % positions.len()];
                let seat = game.seat_to_act().unwrap_or(0);
                black_box(game.sampled_for(seat, &mut rng))
            })
        });
        let mut i = 0;
        let mut policy = HeuristicPlayer::good();
        c.bench_function(&format!("playout from mid-deal, good policy/{name}"), |b| {
            b.iter_batched(
                || {
                    i += 1;
                    positions[i % positions.len()].clone()
                },
                |mut game| {
                    play_out(&mut game, &mut policy);
                    game
                },
                BatchSize::SmallInput,
            )
        });
    }
}

criterion_group!(benches, validate_and_apply, whole_deals, playouts);
criterion_main!(benches);
