//! `export`, `backup`, `compact` and `ratings rebuild`: the administrator's tools for the game
//! database.

use crate::config::DEFAULT_DATABASE_PATH;
use anyhow::Context;
use canasta_storage::{GameId, Store};
use canasta_wording::lang::Lang;
use canasta_wording::tr;
use clap::{Args, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Where the database is: `--database`, else `DATABASE_PATH` (also from `.env`), else the default.
#[derive(Debug, Clone, Args)]
pub struct DatabaseArg {
    /// The database directory (default: $DATABASE_PATH or ./data/canasta.db).
    #[arg(long)]
    pub database: Option<PathBuf>,
}

impl DatabaseArg {
    fn path(&self) -> PathBuf {
        if let Some(p) = &self.database {
            return p.clone();
        }
        // A missing .env is normal.
        let _ = dotenvy::dotenv();
        std::env::var("DATABASE_PATH")
            .ok()
            .filter(|v| !v.trim().is_empty())
            .map_or_else(|| PathBuf::from(DEFAULT_DATABASE_PATH), PathBuf::from)
    }

    fn open(&self) -> anyhow::Result<Store> {
        let path = self.path();
        Store::open_existing(&path)
            .with_context(|| format!("cannot open the game database at {}", path.display()))
    }
}

/// Options of `export`.
#[derive(Debug, Clone, Args)]
pub struct ExportArgs {
    /// The game's id (shown in the game's thread and by `/score`).
    #[arg(long)]
    pub game: u64,
    /// Write to this file instead of standard output.
    #[arg(long)]
    pub out: Option<PathBuf>,
    #[command(flatten)]
    pub database: DatabaseArg,
}

/// Options of `compact`.
#[derive(Debug, Clone, Args)]
pub struct CompactArgs {
    #[command(flatten)]
    pub database: DatabaseArg,
}

/// Rewrites the database into a fresh copy of its live records and prints the sizes.
pub fn compact(args: &CompactArgs) -> anyhow::Result<ExitCode> {
    let path = args.database.path();
    let report = canasta_storage::compact(&path)
        .with_context(|| format!("cannot compact the game database at {}", path.display()))?;
    println!(
        "compacted {}: {} records ({} KiB live), {} KiB on disk before, {} KiB after",
        path.display(),
        report.records,
        report.live / 1024,
        report.before / 1024,
        report.after / 1024
    );
    Ok(ExitCode::SUCCESS)
}

/// Options of `backup`.
#[derive(Debug, Clone, Args)]
pub struct BackupArgs {
    /// Where to write the copy (a new directory; it must not exist).
    pub path: PathBuf,
    #[command(flatten)]
    pub database: DatabaseArg,
}

/// Writes one game as replayable JSON (its rules, seed and every action).
pub fn export(args: &ExportArgs) -> anyhow::Result<ExitCode> {
    let store = args.database.open()?;
    let json = store
        .export_game(GameId(args.game))
        .with_context(|| format!("cannot export game {}", args.game))?;
    match &args.out {
        Some(file) => std::fs::write(file, json + "\n")
            .with_context(|| format!("cannot write {}", file.display()))?,
        None => println!("{json}"),
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes a consistent copy of the database that opens as a database.
pub fn backup(args: &BackupArgs) -> anyhow::Result<ExitCode> {
    let store = args.database.open()?;
    let report = store
        .backup_to(&args.path)
        .with_context(|| format!("cannot back up to {}", args.path.display()))?;
    println!(
        "{}",
        tr!(
            Lang::En,
            "admin-backed-up",
            records = report.records,
            bytes = report.bytes,
            trees = report.trees,
            path = report.path.display().to_string()
        )
    );
    Ok(ExitCode::SUCCESS)
}

/// Options of `ratings`.
#[derive(Debug, Clone, Args)]
pub struct RatingsArgs {
    /// What to do with the ratings.
    #[command(subcommand)]
    pub command: RatingsCommand,
}

/// The subcommands of `ratings`.
#[derive(Debug, Clone, Subcommand)]
pub enum RatingsCommand {
    /// Recompute the kept ratings from the stored results, from nothing (after a change to the
    /// rating rules; the bot must be stopped). Each server is replaced in one write.
    Rebuild(RebuildArgs),
}

/// Options of `ratings rebuild`.
#[derive(Debug, Clone, Args)]
pub struct RebuildArgs {
    /// Only this server (guild id); every server with results when omitted.
    #[arg(long)]
    pub guild: Option<u64>,
    #[command(flatten)]
    pub database: DatabaseArg,
}

/// Runs a `ratings` subcommand.
pub fn ratings(args: &RatingsArgs) -> anyhow::Result<ExitCode> {
    match &args.command {
        RatingsCommand::Rebuild(args) => rebuild_ratings(args),
    }
}

/// Rebuilds the kept ratings and prints what was read.
fn rebuild_ratings(args: &RebuildArgs) -> anyhow::Result<ExitCode> {
    let store = args.database.open()?;
    let started = std::time::Instant::now();
    let report = canasta_table::ratings::rebuild(&store, args.guild)
        .context("cannot rebuild the ratings")?;
    println!(
        "{}",
        tr!(
            Lang::En,
            "admin-ratings-rebuilt",
            servers = report.guilds,
            results = report.results,
            rated = report.rated,
            // As text: a duration in ms may be past what a Fluent number holds exactly.
            millis = started.elapsed().as_millis().to_string()
        )
    );
    Ok(ExitCode::SUCCESS)
}
