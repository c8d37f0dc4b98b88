//! Options of `canasta-bot play` and `canasta-play`.

use canasta_wording::lang::Lang;
use clap::{Args, ValueEnum};
use std::path::PathBuf;

/// Who plays the seats of the user's own side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Partner {
    /// The heuristic computer player.
    Computer,
    /// Another person at the same terminal; the screen hides each hand from the other.
    Human,
}

/// Options of `play`.
#[derive(Debug, Clone, Args)]
pub struct PlayArgs {
    /// Rule set: any preset (classic, two-player, three-player, three-player-3decks,
    /// cutthroat, five-player, six-two-teams, six-three-teams, fast).
    #[arg(long, default_value = "classic", conflicts_with = "resume")]
    pub rules: String,
    /// Your seat, from 1. Play starts left of the dealer, who is cut at random.
    #[arg(long)]
    pub seat: Option<usize>,
    /// The seed that fixes every deal (default: a random one, printed at the start).
    #[arg(long, conflicts_with = "resume")]
    pub seed: Option<u64>,
    /// Your partners' seats: the computer, or more people taking turns at this terminal.
    #[arg(long, value_enum, default_value_t = Partner::Computer)]
    pub partner: Partner,
    /// Write the game (rules, seed, every move) to FILE after every move.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Continue a game saved with --save, or a game exported from the bot (`export`).
    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,
    /// The language of the game: en (English), fi (suomi) or sv (svenska). Cards are typed
    /// with its letters or the English ones (fi: R R R or Q Q Q for queens).
    #[arg(long, default_value = "en")]
    pub lang: Lang,
}
