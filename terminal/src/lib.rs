//! A game in the terminal against computer players, without Discord: `canasta-bot play`, or
//! the smaller `canasta-play` binary of this crate, which links no Discord library.
//!
//! One person (or several taking turns at the same terminal, `--partner human`) plays
//! against the heuristic computer player, typing moves in the card grammar shared with
//! Discord and reading the same messages. `--save FILE` writes the game after every move;
//! `--resume FILE` continues it, or a game exported from the bot.
//!
//! - [`args`]: the options;
//! - [`setup`]: a new or resumed game, seats, names, where to save;
//! - [`session`]: the game loop;
//! - [`words`]: the terminal's own words (`hand`, `moves`, `quit`, ...);
//! - [`moves`]: the legal moves as typed lines;
//! - [`screen`]: plain or coloured output;
//! - [`save`]: save files, and loading saves, exports and game logs.

pub mod args;
pub mod moves;
pub mod save;
pub mod screen;
pub mod session;
pub mod setup;
pub mod words;

use args::PlayArgs;
use screen::{Screen, Style};
use session::Session;
use std::io::{self, IsTerminal};
use std::process::ExitCode;

/// Runs `play` on standard input and output.
pub fn command(args: &PlayArgs) -> anyhow::Result<ExitCode> {
    let setup = setup::prepare(args)?;
    let intro = setup.intro.clone();
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    let screen = Screen::new(io::stdout().lock(), Style::detect());
    Session::new(setup, stdin.lock(), echo, screen).run(&intro)?;
    Ok(ExitCode::SUCCESS)
}
