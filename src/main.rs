//! `canasta-bot`: the Discord bot hosting Canasta, and tools around it (see `--help`).

mod admin;
mod auction_tally;
mod bot;
mod checks;
mod cli;
mod config;
mod match_play;
mod metrics;
mod recorded;
mod reshard;
mod shard_refusals;
mod simulate;
mod summary;
mod tasks;
mod workers;

use clap::Parser;

/// mimalloc: the search player's playouts spend a third of their time in the allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
use cli::{Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Simulate(args)) => simulate::command(&args),
        Some(Command::Match(args)) => match_play::command(&args),
        Some(Command::Recorded(args)) => recorded::command(&args),
        Some(Command::Export(args)) => admin::export(&args),
        Some(Command::Backup(args)) => admin::backup(&args),
        Some(Command::Compact(args)) => admin::compact(&args),
        Some(Command::Ratings(args)) => admin::ratings(&args),
        Some(Command::Reshard(args)) => reshard::command(&args),
        Some(Command::Play(args)) => canasta_terminal::command(&args),
        None => match config::Config::from_env() {
            Err(e) => {
                eprintln!("canasta-bot: {e}");
                if e == config::ConfigError::MissingToken {
                    eprintln!("{}", config::offline_hint());
                }
                Ok(ExitCode::from(config::EXIT_CONFIG))
            }
            Ok(config) => bot::run(config),
        },
    };
    result.unwrap_or_else(|e| {
        eprintln!("canasta-bot: {e:#}");
        ExitCode::FAILURE
    })
}
