//! Past one machine (issue 29): the fake Discord serves six servers on shards routed by
//! Discord's formula, `(guild_id >> 22) % num_shards`. Two real `canasta-bot` processes run
//! shards 0 and 1 of 2, each on its own database holding its servers' games; games are played
//! in every server; one process is killed (SIGKILL) and restarted on its database; then both
//! stop, `canasta-bot reshard` splits their databases into four, four processes run shards
//! 0-3 of 4, and the games go on. Every interaction reached exactly the shard of its server
//! (none lost, none crossed), every confirmed move is in its server's database, each thread
//! told each move once, and no database holds a game of another process's server.

use crate::e2e::harness::COMMANDS;
use crate::e2e::load::bot_process::BotProcess;
use crate::e2e::load::player::{Acknowledged, Player};
use crate::e2e::load::tables::{self, LoadTable};
use crate::e2e::load::verify::verify;
use crate::support::fake_discord::{FakeDiscord, FakeDiscordConfig, DISCORD_IDENTIFY_WINDOW};
use canasta_engine::players::PlayerKind;
use canasta_storage::Store;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;
use tokio::sync::RwLock;

/// Servers in the run.
const SERVERS: usize = 6;
/// Moves confirmed per table in each stage.
const MOVES: usize = 3;

/// The shard of `guild` of `count`: Discord's formula, written out again here.
fn shard(guild: u64, count: u32) -> u32 {
    ((guild >> 22) % u64::from(count)) as u32
}

/// A bot process running the shards `first..=last` of `count` on the database `db`.
async fn start(
    discord: &FakeDiscord,
    dir: &Path,
    db: &Path,
    (first, last, count): (u32, u32, u32),
    start: u32,
) -> BotProcess {
    let (command, log) = bot_command(dir, db, (first, last, count), start);
    let bot = BotProcess::launch_global(discord, command, &log).await;
    for shard in first..=last {
        discord
            .wait_for_shard((shard, count), Duration::from_secs(30))
            .await;
    }
    bot
}

/// The command that runs the shards `first..=last` of `count` on the database `db`, and its
/// log file (`start` tells restarts apart).
fn bot_command(
    dir: &Path,
    db: &Path,
    (first, last, count): (u32, u32, u32),
    start: u32,
) -> (Command, PathBuf) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_canasta-bot"));
    command
        .current_dir(dir)
        .env("DATABASE_PATH", db)
        .env("SHARDS", format!("{first}-{last}"))
        .env("SHARD_COUNT", count.to_string())
        .env("COMPUTER_DELAY_MS", "20")
        .env("REMINDER_HOURS", "0")
        .env("RUST_LOG", "info")
        .env_remove("DEV_GUILD_ID")
        .env_remove("BACKUP_DIR");
    let log = dir.join(format!("bot-{first}-{last}-of-{count}-{start}.log"));
    (command, log)
}

/// Plays the tables `which` until each has `MOVES` more confirmed moves.
async fn play(
    discord: &FakeDiscord,
    players: &mut [Player],
    which: &[usize],
    acknowledged: &mut Vec<Acknowledged>,
) -> u64 {
    let open = RwLock::new(false);
    let mut made = vec![0; players.len()];
    let mut interactions = 0;
    for round in 0.. {
        if which.iter().all(|&i| made[i] >= MOVES) {
            break;
        }
        assert!(round < 300, "the games went on without moves");
        for &i in which {
            if made[i] >= MOVES {
                continue;
            }
            let step = players[i].step(discord, &open).await.expect("open");
            interactions += 1;
            assert!(!step.unanswered, "table {i} was answered");
            if let Some(ack) = step.acknowledged {
                acknowledged.push(ack);
                made[i] += 1;
            }
        }
    }
    interactions
}

/// The tables of the process running shard `k` of `count`.
fn of_process(tables: &[LoadTable], k: u32, count: u32) -> Vec<usize> {
    (0..tables.len())
        .filter(|&i| shard(tables[i].guild, count) == k)
        .collect()
}

/// Checks one database against the tables it owns: every confirmed move kept, every move told
/// once; and that it holds no game of another process's server. Returns (moves, told lines).
fn check_database(
    discord: &FakeDiscord,
    db: &Path,
    tables: &[LoadTable],
    mine: &[usize],
    acknowledged: &[Acknowledged],
    owns: impl Fn(u64) -> bool,
) -> u64 {
    {
        let store = Store::open(db).expect("opens");
        for game in store.game_ids().expect("lists") {
            let guild = store.load_game(game).expect("loads").guild_id;
            assert!(
                owns(guild),
                "{}: game {game} of server {guild} crossed",
                db.display()
            );
        }
    }
    let subset: Vec<LoadTable> = mine.iter().map(|&i| tables[i].clone()).collect();
    let acks: Vec<Acknowledged> = (acknowledged.iter())
        .filter_map(|a| {
            let at = mine.iter().position(|&i| i == a.table)?;
            Some(Acknowledged {
                table: at,
                version: a.version,
            })
        })
        .collect();
    let verdict = verify(discord, db, &subset, &acks);
    assert!(verdict.lost.is_empty(), "{}", verdict.summary());
    assert!(verdict.missing.is_empty(), "{}", verdict.summary());
    assert!(verdict.duplicated.is_empty(), "{}", verdict.summary());
    acks.len() as u64
}

/// Interactions sent since `from`: how many reached no shard, and how many a shard other than
/// their server's, of `count`.
fn routing(
    discord: &FakeDiscord,
    tables: &[LoadTable],
    from: usize,
    count: u32,
) -> (usize, usize, BTreeMap<u32, usize>) {
    let threads: BTreeMap<u64, u64> = tables.iter().map(|t| (t.thread, t.guild)).collect();
    let sent = discord.interactions_since(from);
    let (mut lost, mut crossed, mut by_shard) = (0, 0, BTreeMap::new());
    for (channel, shards) in sent {
        let guild = threads.get(&channel).copied().expect("a table's thread");
        match shards.as_slice() {
            [] => lost += 1,
            [(k, c)] if *c == count && *k == shard(guild, count) => {
                *by_shard.entry(*k).or_default() += 1;
            }
            _ => crossed += 1,
        }
    }
    (lost, crossed, by_shard)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shards_own_their_servers_across_a_kill_and_a_reshard() {
    let config = FakeDiscordConfig {
        more_guilds: (0..SERVERS).map(|i| format!("Server {i}")).collect(),
        ..FakeDiscordConfig::default()
    };
    let discord = FakeDiscord::start_with(config).await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let guilds: Vec<u64> = discord.guild_ids().into_iter().skip(1).collect();

    // Two processes, shards 0 and 1 of 2, each with its servers' games.
    let two: Vec<PathBuf> = (0..2)
        .map(|k| dir.path().join(format!("shards-{k}-{k}.db")))
        .collect();
    let mut tables: Vec<Option<LoadTable>> = vec![None; SERVERS];
    for (k, db) in two.iter().enumerate() {
        let servers: Vec<(usize, u64)> = (guilds.iter().copied().enumerate())
            .filter(|&(_, g)| shard(g, 2) == k as u32)
            .collect();
        for table in tables::set_up_in(&discord, db, &servers, PlayerKind::Basic) {
            let i = servers
                .iter()
                .position(|&(_, g)| g == table.guild)
                .expect("set up");
            tables[servers[i].0] = Some(table);
        }
    }
    let tables: Vec<LoadTable> = tables.into_iter().map(|t| t.expect("a table")).collect();
    let mut players: Vec<Player> = (tables.iter().cloned().enumerate())
        .map(|(i, t)| Player::new(i, t))
        .collect();
    let all: Vec<usize> = (0..SERVERS).collect();
    let servers_of = |count: u32| -> Vec<usize> {
        (0..count)
            .map(|k| of_process(&tables, k, count).len())
            .collect()
    };
    let mut acknowledged = Vec::new();

    let zero = start(&discord, dir.path(), &two[0], (0, 0, 2), 0).await;
    let mut one = start(&discord, dir.path(), &two[1], (1, 1, 2), 0).await;
    let mut interactions = play(&discord, &mut players, &all, &mut acknowledged).await;

    // Process 1 killed: process 0's servers play on; then it is back on its database.
    one.kill();
    let survivors = of_process(&tables, 0, 2);
    interactions += play(&discord, &mut players, &survivors, &mut acknowledged).await;
    let one = start(&discord, dir.path(), &two[1], (1, 1, 2), 1).await;
    interactions += play(&discord, &mut players, &all, &mut acknowledged).await;
    let (lost_2, crossed_2, by_shard_2) = routing(&discord, &tables, 0, 2);
    let sent_before = discord.interactions_since(0).len();
    zero.stop().await;
    one.stop().await;

    // Reshard from 2 processes to 4, then the games go on.
    let four_dir = dir.path().join("four");
    let output = Command::new(env!("CARGO_BIN_EXE_canasta-bot"))
        .arg("reshard")
        .arg("--from")
        .args(&two)
        .arg("--to")
        .arg(&four_dir)
        .args(["--shard-count", "4"])
        .output()
        .expect("reshard runs");
    let said = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let four: Vec<PathBuf> = (0..4)
        .map(|k| four_dir.join(format!("shards-{k}-{k}.db")))
        .collect();
    let mut bots = Vec::new();
    for (k, db) in four.iter().enumerate() {
        let k = k as u32;
        bots.push(start(&discord, dir.path(), db, (k, k, 4), 0).await);
    }
    interactions += play(&discord, &mut players, &all, &mut acknowledged).await;
    let (lost_4, crossed_4, by_shard_4) = routing(&discord, &tables, sent_before, 4);
    for bot in bots {
        bot.stop().await;
    }

    let mut checked = 0;
    for (k, db) in four.iter().enumerate() {
        let mine = of_process(&tables, k as u32, 4);
        checked += check_database(&discord, db, &tables, &mine, &acknowledged, |g| {
            shard(g, 4) == k as u32
        });
    }
    for (k, db) in two.iter().enumerate() {
        let store = Store::open(db).expect("opens");
        for game in store.game_ids().expect("lists") {
            let guild = store.load_game(game).expect("loads").guild_id;
            assert_eq!(shard(guild, 2), k as u32, "game {game} crossed");
        }
    }
    assert_eq!(checked as usize, acknowledged.len());
    assert_eq!((lost_2, crossed_2, lost_4, crossed_4), (0, 0, 0, 0));
    assert_eq!(
        interactions as usize,
        discord.interactions_since(0).len(),
        "every step was one interaction"
    );
    println!("shards: {SERVERS} servers");
    println!(
        "2 processes (shards 0 and 1 of 2): servers per process {:?}; interactions per shard \
         {by_shard_2:?}; process 1 killed and restarted; lost {lost_2}, crossed {crossed_2}",
        servers_of(2)
    );
    print!("reshard 2 -> 4:\n{said}");
    println!(
        "4 processes (shards 0-3 of 4): servers per process {:?}; interactions per shard \
         {by_shard_4:?}; lost {lost_4}, crossed {crossed_4}",
        servers_of(4)
    );
    println!(
        "in all: {interactions} interactions, {} moves confirmed, 0 lost, 0 crossed; every move \
         in its server's database and told once in its thread",
        acknowledged.len()
    );
    discord.assert_no_violations();
}

/// Discord closes a shard that would serve more servers than it allows with 4011 (sharding
/// required), and no reconnection can help: the bot stops by itself with the configuration
/// exit status (78, which systemd does not restart) and tells the operator to raise
/// `SHARD_COUNT`, even with its log turned off.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_discord_refuses_for_good_stops_the_bot_and_says_why() {
    let config = FakeDiscordConfig {
        more_guilds: vec!["One more".to_owned(), "And another".to_owned()],
        max_guilds_per_shard: 2,
        ..FakeDiscordConfig::default()
    };
    let discord = FakeDiscord::start_with(config).await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut command = Command::new(env!("CARGO_BIN_EXE_canasta-bot"));
    command
        .current_dir(dir.path())
        .env("DATABASE_PATH", dir.path().join("canasta.db"))
        .env("RUST_LOG", "off")
        .env_remove("SHARDS")
        .env_remove("SHARD_COUNT")
        .env_remove("DEV_GUILD_ID")
        .env_remove("BACKUP_DIR");
    let log = dir.path().join("bot.log");
    let bot = BotProcess::spawn(&discord, command, &log);
    let status = bot.exited().await;
    let output = std::fs::read_to_string(&log).unwrap_or_default();
    assert_eq!(status.code(), Some(78), "{output}");
    assert!(
        output.contains("4011") && output.contains("Raise SHARD_COUNT"),
        "{output}"
    );
    assert!(discord.gateway_stats().connections >= 1, "it connected");
    println!("refused shard: {status}; the bot said: {}", output.trim());
}

/// Discord's identify limit with the real bot: "Clients are limited by maximum concurrency when
/// Identifying; if they exceed this limit, the gateway will respond with an Opcode 9 Invalid
/// Session" (one IDENTIFY per 5 s per bucket, `shard_id % max_concurrency`). Two processes on
/// shards 0 and 1 of 2 start at the same moment for a bot whose `max_concurrency` is 1; one of
/// them is refused, waits and identifies again, and both shards then serve their servers'
/// games: a move in every server is confirmed and told in its thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shards_starting_at_once_wait_their_turn_to_identify() {
    let config = FakeDiscordConfig {
        more_guilds: (0..SERVERS).map(|i| format!("Server {i}")).collect(),
        max_concurrency: 1,
        identify_window: DISCORD_IDENTIFY_WINDOW,
        ..FakeDiscordConfig::default()
    };
    let discord = FakeDiscord::start_with(config).await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let guilds: Vec<u64> = discord.guild_ids().into_iter().skip(1).collect();
    let mut tables = Vec::new();
    let mut bots = Vec::new();
    for k in 0..2u32 {
        let db = dir.path().join(format!("shards-{k}-{k}.db"));
        let servers: Vec<(usize, u64)> = (guilds.iter().copied().enumerate())
            .filter(|&(_, g)| shard(g, 2) == k)
            .collect();
        tables.extend(tables::set_up_in(
            &discord,
            &db,
            &servers,
            PlayerKind::Basic,
        ));
        let (command, log) = bot_command(dir.path(), &db, (k, k, 2), 0);
        bots.push(BotProcess::spawn(&discord, command, &log));
    }
    for k in 0..2 {
        discord
            .wait_for_shard((k, 2), Duration::from_secs(30))
            .await;
    }
    discord
        .wait_for_commands(&COMMANDS, Duration::from_secs(30))
        .await;
    let stats = discord.gateway_stats();
    assert!(
        stats.identifies_refused >= 1,
        "two shards of one bucket identified at once: {stats:?}"
    );
    assert_eq!(stats.identified.len(), 2, "one session each: {stats:?}");
    let apart = stats.identified_at[1].duration_since(stats.identified_at[0]);
    assert!(apart >= DISCORD_IDENTIFY_WINDOW, "{apart:?}");

    let mut players: Vec<Player> = (tables.iter().cloned().enumerate())
        .map(|(i, t)| Player::new(i, t))
        .collect();
    let all: Vec<usize> = (0..tables.len()).collect();
    let mut acknowledged = Vec::new();
    play(&discord, &mut players, &all, &mut acknowledged).await;
    let (lost, crossed, by_shard) = routing(&discord, &tables, 0, 2);
    assert_eq!((lost, crossed), (0, 0), "{by_shard:?}");
    for bot in bots {
        // serenity 0.12 re-identifies by restarting the shard from inside its own runner and
        // waits 5 s for that runner to stop first, which it logs as a warning; nothing else
        // may complain.
        let complaints: Vec<String> = (bot.complaints().into_iter())
            .filter(|line| !line.contains("Failed to cleanly shutdown shard"))
            .collect();
        assert!(complaints.is_empty(), "{complaints:#?}");
        bot.stop().await;
    }
    println!(
        "identify limit: 2 shards of one bucket started at once; {} IDENTIFY refused with op 9, \
         the sessions {apart:?} apart; {} moves confirmed in {} servers",
        stats.identifies_refused,
        acknowledged.len(),
        tables.len()
    );
    discord.assert_no_violations();
}
