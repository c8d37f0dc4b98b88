//! The command line: one subcommand per job. Without a subcommand the bot runs.

use canasta_engine::players::PlayerKind;
use clap::{Args, Parser, Subcommand};

/// A Discord bot that hosts Canasta games.
#[derive(Debug, Parser)]
#[command(name = "canasta-bot", version, about)]
pub struct Cli {
    /// What to do; runs the bot when omitted.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play complete games between computer players, checking the engine's invariants after
    /// every action, and report throughput and results.
    Simulate(SimulateArgs),
    /// Duplicate games between two levels of computer player (every seed played once with
    /// each side of the table given to A): A's win rate with its 95% interval, the mean deal
    /// score difference and decision times.
    Match(MatchArgs),
    /// Games recorded on one commit and replayed on another: `record` writes each game's
    /// preset, seed, actions and outcome (scores and a digest of every state), `replay` counts
    /// the games that no longer lead there. A change that keeps the rules has no mismatch.
    Recorded(crate::recorded::RecordedArgs),
    /// Write one stored game as replayable JSON (rules, seed and every action).
    Export(crate::admin::ExportArgs),
    /// Write a consistent copy of the game database to a new directory.
    Backup(crate::admin::BackupArgs),
    /// Rewrite the game database into a fresh copy holding only its live records (the bot
    /// must be stopped; it also compacts at startup when the file has grown well past them).
    Compact(crate::admin::CompactArgs),
    /// The kept ratings: `ratings rebuild` recomputes them from the stored results.
    Ratings(crate::admin::RatingsArgs),
    /// Move every server's records into the database of the process that owns it under a new
    /// shard count (`DIR/shards-<first>-<last>.db` per process); checks and prints the counts.
    /// Stop the bots first; the sources are only read, and a rerun finishes a killed run.
    Reshard(crate::reshard::ReshardArgs),
    /// Play a game in the terminal against computer players, without Discord.
    Play(canasta_terminal::args::PlayArgs),
}

/// Options of `simulate`.
#[derive(Debug, Clone, Args)]
pub struct SimulateArgs {
    /// Rule set: a preset's name, in any case (classic, two-player, three-player,
    /// three-player-3decks, cutthroat, five-player, six-two-teams, six-three-teams, fast, samba,
    /// sitoumussamba).
    #[arg(long, default_value = "classic")]
    pub rules: String,
    /// Number of games; game i uses seed S+i.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// First game's seed (S).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Computer players at every seat: `strong`, `good`, `basic` or `random`.
    #[arg(long, default_value = "basic")]
    pub players: PlayerKind,
    /// Another kind of player for the odd teams (team 1, ...), to compare two kinds.
    #[arg(long)]
    pub opponents: Option<PlayerKind>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Worker threads (default: the available parallelism).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Actions after which a game counts as never ending (a violation).
    #[arg(long, default_value_t = 200_000)]
    pub max_actions: u64,
    /// A strong player's thinking per decision, in milliseconds of the reference machine's
    /// core (a fixed number of actions played out, so a run is reproducible).
    #[arg(long, default_value_t = 1000)]
    pub think_ms: u64,
    /// How much to check: `all` (every invariant after every action, and replays), `sample`
    /// (a seeded 1% of actions and every deal's end, and the replay at the game's end) or
    /// `off` (nothing: the engine's and the players' speed alone).
    #[arg(long, value_enum, default_value_t = crate::checks::Checks::All)]
    pub checks: crate::checks::Checks,
}

/// Options of `match`.
#[derive(Debug, Clone, Args)]
pub struct MatchArgs {
    /// Rule set (preset name, e.g. `classic`).
    #[arg(long, default_value = "classic")]
    pub rules: String,
    /// Player A: `strong`, `good`, `basic` or `random`.
    #[arg(long)]
    pub a: PlayerKind,
    /// Player B.
    #[arg(long)]
    pub b: PlayerKind,
    /// Seeds; each is played once per side of the table (two games in a partnership game).
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// First seed (S); seed i is S+i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A strong player's thinking per decision, in milliseconds of the reference machine's
    /// core (converted to a fixed number of actions played out, so a match is reproducible).
    #[arg(long, default_value_t = 1000)]
    pub think_ms: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Print a line to stderr after each seed.
    #[arg(long)]
    pub progress: bool,
    /// Worker threads (default: the available parallelism).
    #[arg(long)]
    pub threads: Option<usize>,
}
