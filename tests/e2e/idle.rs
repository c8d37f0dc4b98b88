//! What games at rest cost the bot (issue 13: "reminder and deadline work costs nothing per
//! idle game"): 10,000 active games on a 24 h clock, every human waiting, and the bot started
//! on them with its production timings. Prints the process's CPU time and resident memory
//! after its start and over three quiet minutes. Not a check of speed (tests never time things): run it by
//! hand, `cargo test --release --test e2e_discord idle -- --ignored --nocapture`.

use super::harness::Harness;
use canasta_commands::discord::Timing;
use canasta_engine::Rules;
use canasta_storage::{MoveClock, NewGame, PlayerSlot, Store};
use std::time::{Duration, Instant};

/// Stored active games.
const GAMES: u64 = 10_000;
/// What starting costs is measured over this long (the start's one look at every game).
const SETTLING: Duration = Duration::from_secs(15);
/// How long the bot is watched at rest after that (three rounds of every task).
const QUIET: Duration = Duration::from_secs(180);

/// CPU seconds this process has used (user + system), from `/proc/self/stat`.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("Linux /proc");
    let after_name = &stat[stat.rfind(')').expect("stat format") + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = |i: usize| fields[i].parse::<f64>().expect("a number");
    // utime and stime are fields 14 and 15 of stat, 11 and 12 after the name and state.
    (ticks(11) + ticks(12)) / 100.0
}

/// Resident memory of this process in MiB, from `/proc/self/status`.
fn resident_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("Linux /proc");
    let kib = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse::<f64>().ok())
        .expect("VmRSS");
    kib / 1024.0
}

/// Stores `GAMES` four-human games on a 24 h clock in `guild`, each told to its thread.
fn fill(store: &Store, guild: u64) {
    for n in 0..GAMES {
        let players = (0..4)
            .map(|seat| PlayerSlot::Human {
                user_id: 500_000 + n * 4 + seat,
                name: format!("P{seat}"),
            })
            .collect();
        let created = store
            .create_game(NewGame {
                guild_id: guild,
                channel_id: 9_000_000 + n,
                host_id: 500_000 + n * 4,
                players,
                rules: Rules::classic(),
                seed: n,
                move_clock: MoveClock::per_move(24),
                idempotency_key: None,
            })
            .expect("stores");
        store
            .set_announced(created.record.id, created.record.version)
            .expect("marks");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run by hand with --ignored --nocapture"]
async fn idle_cost_of_ten_thousand_games() {
    let mut h = Harness::start(Timing::default()).await;
    let filling = Instant::now();
    fill(h.store(), h.discord.guild_id());
    println!("stored {GAMES} active games in {:?}", filling.elapsed());
    h.restart().await;
    let start = (cpu_seconds(), resident_mib());
    tokio::time::sleep(SETTLING).await;
    let settled = (cpu_seconds(), resident_mib(), Instant::now());
    tokio::time::sleep(QUIET).await;
    let used = cpu_seconds() - settled.0;
    let quiet = settled.2.elapsed();
    let posts = h.discord.rest_calls_to("POST", "/messages").len();
    println!(
        "{GAMES} active games: the first {SETTLING:?} after start took {:.2} CPU s (resident \
         {:.0} MiB at start, {:.0} MiB after); then {used:.2} CPU s in {quiet:?} at rest ({:.2}% \
         of a core), resident {:.0} MiB; {posts} posts",
        settled.0 - start.0,
        start.1,
        settled.1,
        100.0 * used / quiet.as_secs_f64(),
        resident_mib()
    );
    h.stop().await;
}
