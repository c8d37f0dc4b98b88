//! `canasta-bot`: the Discord bot hosting Canasta, and tools around it (see `--help`).

mod cli;
mod invariants;
mod simulate;
mod summary;

use clap::Parser;
use cli::{Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Simulate(args)) => simulate::command(&args),
        None => {
            eprintln!("canasta-bot: running the Discord bot is not yet available; try `simulate`");
            Ok(ExitCode::SUCCESS)
        }
    };
    result.unwrap_or_else(|e| {
        eprintln!("canasta-bot: {e:#}");
        ExitCode::FAILURE
    })
}
