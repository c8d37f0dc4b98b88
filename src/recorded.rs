//! `recorded record` and `recorded replay`: games recorded on one commit (preset, seed, every
//! action and what they led to) and replayed on another, to show a change kept the rules.
//! One game a JSON line; a file name ending in `.gz` is gzipped.

use crate::simulate::player_seed;
use crate::workers::{preset_named, run_on_threads, threads_for};
use anyhow::{bail, Context};
use canasta_engine::players::{Player, PlayerKind};
use canasta_engine::recorded::RecordedGame;
use canasta_engine::PRESET_NAMES;
use clap::{Args, Subcommand};
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Options of `recorded`.
#[derive(Debug, Clone, Args)]
pub struct RecordedArgs {
    /// Record or replay.
    #[command(subcommand)]
    pub command: RecordedCommand,
}

/// The two halves of the check.
#[derive(Debug, Clone, Subcommand)]
pub enum RecordedCommand {
    /// Play games between computer players and write them (seed, actions, outcome).
    Record(RecordArgs),
    /// Replay recorded games and count those that do not lead to their recorded outcome.
    Replay(ReplayArgs),
}

/// Options of `recorded record`.
#[derive(Debug, Clone, Args)]
pub struct RecordArgs {
    /// Presets to record (repeat the option); every preset when omitted.
    #[arg(long)]
    pub rules: Vec<String>,
    /// Games per preset; game i uses seed S+i.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// First game's seed (S).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Computer players at every seat: `good`, `basic` or `random` (`strong` is slow).
    #[arg(long, default_value = "basic")]
    pub players: PlayerKind,
    /// Worker threads (default: the available parallelism).
    #[arg(long)]
    pub threads: Option<usize>,
    /// The file to write.
    #[arg(long)]
    pub out: PathBuf,
}

/// Options of `recorded replay`.
#[derive(Debug, Clone, Args)]
pub struct ReplayArgs {
    /// Files written by `recorded record`.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Worker threads (default: the available parallelism).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// Runs `recorded record` or `recorded replay`.
pub fn command(args: &RecordedArgs) -> anyhow::Result<ExitCode> {
    match &args.command {
        RecordedCommand::Record(args) => record(args),
        RecordedCommand::Replay(args) => replay(args),
    }
}

fn record(args: &RecordArgs) -> anyhow::Result<ExitCode> {
    let presets: Vec<String> = if args.rules.is_empty() {
        PRESET_NAMES.iter().map(|s| s.to_string()).collect()
    } else {
        args.rules.clone()
    };
    let mut jobs = Vec::new();
    for preset in &presets {
        let rules = preset_named(preset)?;
        for i in 0..args.games {
            jobs.push((
                rules.name.clone(),
                rules.table.seats as usize,
                args.seed.wrapping_add(i),
            ));
        }
    }
    let kind = args.players;
    let mut games = Vec::with_capacity(jobs.len());
    let mut failures = Vec::new();
    run_on_threads(
        threads_for(args.threads),
        jobs.len() as u64,
        |i| {
            let (preset, seats, seed) = &jobs[i as usize];
            let mut players: Vec<Box<dyn Player>> = (0..*seats)
                .map(|seat| kind.build(player_seed(*seed, seat)))
                .collect();
            (
                i,
                RecordedGame::record(preset, *seed, &mut players, 200_000),
            )
        },
        |(i, result)| match result {
            Ok(game) => games.push((i, game)),
            Err(e) => failures.push(format!(
                "{} seed {}: {e}",
                jobs[i as usize].0, jobs[i as usize].2
            )),
        },
    );
    if let Some(first) = failures.first() {
        bail!(
            "{} games could not be recorded; the first: {first}",
            failures.len()
        );
    }
    games.sort_by_key(|(i, _)| *i);
    let mut out = writer(&args.out)?;
    for (_, game) in &games {
        serde_json::to_writer(&mut out, game)?;
        out.write_all(b"\n")?;
    }
    out.flush()?;
    drop(out);
    println!(
        "recorded {} games ({} per preset, {} presets, {kind} players) to {}",
        games.len(),
        args.games,
        presets.len(),
        args.out.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// Games and mismatches of one preset.
#[derive(Debug, Default)]
struct Tally {
    games: u64,
    mismatches: u64,
}

fn replay(args: &ReplayArgs) -> anyhow::Result<ExitCode> {
    let mut games = Vec::new();
    for file in &args.files {
        games.extend(read(file)?);
    }
    let mut tallies: Vec<(String, Tally)> = Vec::new();
    let mut first = Vec::new();
    run_on_threads(
        threads_for(args.threads),
        games.len() as u64,
        |i| {
            let game = &games[i as usize];
            (i, game.check())
        },
        |(i, result)| {
            let game = &games[i as usize];
            let tally = match tallies.iter().position(|(p, _)| *p == game.preset) {
                Some(at) => &mut tallies[at].1,
                None => {
                    tallies.push((game.preset.clone(), Tally::default()));
                    &mut tallies.last_mut().expect("just pushed").1
                }
            };
            tally.games += 1;
            if let Err(e) = result {
                tally.mismatches += 1;
                if first.len() < 10 {
                    first.push(format!("{} seed {}: {e}", game.preset, game.seed));
                }
            }
        },
    );
    tallies.sort_by_key(|(p, _)| PRESET_NAMES.iter().position(|n| n == p));
    let mut mismatches = 0;
    for (preset, tally) in &tallies {
        println!(
            "{preset:20} {:6} games {:4} mismatches",
            tally.games, tally.mismatches
        );
        mismatches += tally.mismatches;
    }
    println!(
        "{:20} {:6} games {mismatches:4} mismatches",
        "all",
        games.len()
    );
    for line in &first {
        eprintln!("mismatch: {line}");
    }
    Ok(if mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn is_gzip(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "gz")
}

fn writer(path: &Path) -> anyhow::Result<Box<dyn Write>> {
    let file =
        std::fs::File::create(path).with_context(|| format!("cannot create {}", path.display()))?;
    let file = BufWriter::new(file);
    Ok(if is_gzip(path) {
        Box::new(GzEncoder::new(file, flate2::Compression::best()))
    } else {
        Box::new(file)
    })
}

/// The games in a file written by `recorded record`.
fn read(path: &Path) -> anyhow::Result<Vec<RecordedGame>> {
    let file =
        std::fs::File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    let reader: Box<dyn Read> = if is_gzip(path) {
        Box::new(GzDecoder::new(file))
    } else {
        Box::new(file)
    };
    BufReader::new(reader)
        .lines()
        .enumerate()
        .filter(|(_, line)| !matches!(line, Ok(l) if l.trim().is_empty()))
        .map(|(n, line)| {
            let line = line.with_context(|| format!("cannot read {}", path.display()))?;
            serde_json::from_str(&line)
                .with_context(|| format!("{} line {}: not a recorded game", path.display(), n + 1))
        })
        .collect()
}
