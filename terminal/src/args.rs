//! Options of `canasta-bot play` and `canasta-play`.

use canasta_engine::players::{PlayerKind, SearchBudget};
use canasta_wording::lang::Lang;
use clap::{Args, ValueEnum};
use std::path::PathBuf;

/// The computer players' level (`--level`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Level {
    /// Plays many possible deals out before each move (thinks `--think-ms` a decision).
    Strong,
    /// A sound player that does not look ahead.
    Good,
    /// A simple player, for learning the game.
    Basic,
}

impl Level {
    /// The engine's player of this level.
    pub fn kind(self) -> PlayerKind {
        match self {
            Level::Strong => PlayerKind::Strong,
            Level::Good => PlayerKind::Good,
            Level::Basic => PlayerKind::Basic,
        }
    }
}

/// A strong player's budget for `millis` milliseconds of one core a decision; 0: the least
/// search there is (a few samples of each plan, no clock), as the bot's `COMPUTER_THINK_MS=0`.
pub fn think_budget(millis: u64) -> SearchBudget {
    if millis == 0 {
        SearchBudget::actions(1)
    } else {
        SearchBudget::for_millis(millis)
    }
}

/// Who plays the seats of the user's own side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Partner {
    /// A computer player (of `--level`).
    Computer,
    /// Another person at the same terminal; the screen hides each hand from the other.
    Human,
}

/// Options of `play`.
#[derive(Debug, Clone, Args)]
pub struct PlayArgs {
    /// Rule set: any preset (classic, two-player, three-player, three-player-3decks,
    /// cutthroat, five-player, six-two-teams, six-three-teams, fast, samba, sitoumussamba),
    /// in any case (`Samba`).
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
    /// How well the computer players play: strong (looks ahead), good or basic.
    #[arg(long, value_enum, default_value_t = Level::Strong)]
    pub level: Level,
    /// How long a strong computer player thinks about a decision, in milliseconds of one
    /// core (0: the least it can).
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    pub think_ms: u64,
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
