//! `canasta-play`: Canasta in the terminal against computer players. The same game as
//! `canasta-bot play`, in a binary that links no Discord library.

use canasta_terminal::args::PlayArgs;
use clap::Parser;
use std::process::ExitCode;

/// Play Canasta in the terminal against computer players, without Discord.
#[derive(Debug, Parser)]
#[command(name = "canasta-play", version)]
struct Cli {
    #[command(flatten)]
    play: PlayArgs,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    canasta_terminal::command(&cli.play).unwrap_or_else(|e| {
        eprintln!("canasta-play: {e:#}");
        ExitCode::FAILURE
    })
}
