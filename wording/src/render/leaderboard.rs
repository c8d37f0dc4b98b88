//! The leaderboard of a server: the best players first, one line each, and the reader's own
//! line when they are ranked below the top.

use crate::payload::{Colour, Embed};

/// One person's record on the leaderboard (the table service counts it from the stored
/// results).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The Discord user.
    pub user_id: u64,
    /// Their name in their most recent game.
    pub name: String,
    /// Finished games.
    pub played: u32,
    /// Games their side won alone.
    pub won: u32,
    /// Games that ended in a tie for first place with their side in it.
    pub drawn: u32,
    /// Their side's final score, summed over their games.
    pub points: i64,
}

impl Standing {
    /// Wins per finished game, in per cent (draws count half), rounded down.
    pub fn win_percent(&self) -> u32 {
        u32::try_from(self.win_rate_per_10000() / 100).unwrap_or(100)
    }

    /// Wins per finished game (draws count half), per ten thousand: the fine-grained order.
    pub fn win_rate_per_10000(&self) -> u64 {
        let halves = 2 * u64::from(self.won) + u64::from(self.drawn);
        halves * 10_000 / (2 * u64::from(self.played.max(1)))
    }

    /// The average final score of their side.
    pub fn average_points(&self) -> i64 {
        self.points / i64::from(self.played.max(1))
    }
}

/// How many players the leaderboard lists.
pub const LEADERBOARD_ROWS: usize = 15;

/// One player's line: rank, name, wins, draws, games, win rate, average score.
fn standing_line(rank: usize, s: &Standing) -> String {
    let wins = match s.won {
        1 => "1 win".to_string(),
        n => format!("{n} wins"),
    };
    let draws = match s.drawn {
        0 => String::new(),
        1 => ", 1 draw".to_string(),
        n => format!(", {n} draws"),
    };
    let games = match s.played {
        1 => "1 game".to_string(),
        n => format!("{n} games"),
    };
    format!(
        "**{rank}.** {} — {wins}{draws} in {games} ({}%) · average score {}",
        s.name,
        s.win_percent(),
        s.average_points()
    )
}

/// The leaderboard over `standings` (best first), of the rule set `rules` or of all games;
/// `games` is how many finished games it counts, `reader` the user who asked.
pub fn leaderboard_embed(
    standings: &[Standing],
    rules: Option<&str>,
    games: usize,
    reader: u64,
) -> Embed {
    let title = match rules {
        Some(name) => format!("Leaderboard — {name}"),
        None => "Leaderboard".to_string(),
    };
    let embed = Embed::new(title).colour(Colour::SCORE);
    if standings.is_empty() {
        let scope = rules.map_or(String::new(), |name| format!(" with the {name} rules"));
        return embed.description(format!(
            "No finished games{scope} in this server yet. Start one with `/canasta new`."
        ));
    }
    let mut lines: Vec<String> = standings
        .iter()
        .take(LEADERBOARD_ROWS)
        .enumerate()
        .map(|(i, s)| standing_line(i + 1, s))
        .collect();
    if let Some((i, s)) = standings
        .iter()
        .enumerate()
        .skip(LEADERBOARD_ROWS)
        .find(|(_, s)| s.user_id == reader)
    {
        lines.push("…".to_string());
        lines.push(standing_line(i + 1, s));
    }
    let finished = match games {
        1 => "1 finished game".to_string(),
        n => format!("{n} finished games"),
    };
    embed.description(lines.join("\n")).footer(format!(
        "{finished} · {} players · draws count half · stopped games do not count",
        standings.len()
    ))
}
