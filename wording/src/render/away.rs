//! Time away as players read it: the private answer to `/canasta away`, and the line the table
//! and `/hand` show for a seat whose clocks are paused ("Aino is away until …"). Times are
//! Discord timestamps (`<t:…:f>`), which each reader sees in their own time zone.

use super::my_games::thread_link;
use super::names::Names;
use crate::lang::Lang;
use crate::payload::{Colour, Embed, Message};
use crate::tr;
use canasta_records::{AwayOutcome, SeatAway};

/// What came of a pause in one game, for the answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameAway {
    /// The Discord server.
    pub guild_id: u64,
    /// The game's thread.
    pub thread_id: u64,
    /// The rule set's name.
    pub rules: String,
    /// What the store did.
    pub outcome: AwayOutcome,
    /// Whether the player was away in this game before (so "back" welcomes them back).
    pub was_away: bool,
}

const HOUR_MS: u64 = 3_600_000;
const DAY_MS: u64 = 24 * HOUR_MS;

/// `<t:SECONDS:f>`: a date and time each reader sees in their own zone.
pub fn discord_time(ms: u64) -> String {
    format!("<t:{}:f>", ms / 1000)
}

/// "11 days", "1 day", "13 h": what is left of an allowance, in whole hours rounded up
/// and then whole days rounded down, so an away of seconds leaves "14 days", not 13.
fn allowance_words(lang: Lang, ms: u64) -> String {
    let hours = ms.div_ceil(HOUR_MS);
    match hours / (DAY_MS / HOUR_MS) {
        0 => tr!(lang, "away-hours", hours = hours),
        days => tr!(lang, "away-days", days = days),
    }
}

/// One game's line: "• classic · paused until … (11 days of 14 left) · <link>"; none for a
/// game where "back" found no pause to end.
fn game_line(lang: Lang, game: &GameAway, back: bool) -> Option<String> {
    let what = match game.outcome {
        AwayOutcome::NotAway => return None,
        AwayOutcome::Untimed => tr!(lang, "away-untimed"),
        AwayOutcome::AllowanceUsed => tr!(lang, "away-allowance-used"),
        AwayOutcome::Paused { left_ms, .. } if back => {
            tr!(
                lang,
                "away-runs-again",
                left = allowance_words(lang, left_ms)
            )
        }
        AwayOutcome::Paused { until, left_ms } => tr!(
            lang,
            "away-paused-until",
            until = discord_time(until),
            left = allowance_words(lang, left_ms)
        ),
    };
    Some(format!(
        "• {} · {what} · {}",
        game.rules,
        thread_link(game.guild_id, game.thread_id)
    ))
}

/// The private answer to `/canasta away`, in `lang`: when the player is back (`until`;
/// `None`: they ended their pause) and each of their games' outcome. "Back" lists only the
/// games the player was away in; from someone who was away in none it is one short line.
pub fn away_message(lang: Lang, until: Option<u64>, games: &[GameAway]) -> Message {
    let paused = games
        .iter()
        .filter(|g| matches!(g.outcome, AwayOutcome::Paused { .. }))
        .count();
    let was_away = games.iter().any(|g| g.was_away);
    let title = match until {
        _ if games.is_empty() => tr!(lang, "away-title"),
        None if !was_away => tr!(lang, "away-title-not-away"),
        None => tr!(lang, "away-title-back"),
        Some(_) if paused == 0 => tr!(lang, "away-title-nothing"),
        Some(until) => tr!(lang, "away-title-until", until = discord_time(until)),
    };
    let description = if games.is_empty() {
        tr!(lang, "away-no-games")
    } else if until.is_none() && !was_away {
        tr!(lang, "away-not-away")
    } else {
        let head = match until {
            None => tr!(lang, "away-back"),
            Some(_) => tr!(lang, "away-paused", paused = paused, games = games.len()),
        };
        let lines: Vec<String> = games
            .iter()
            .filter(|g| until.is_some() || g.was_away)
            .filter_map(|g| game_line(lang, g, until.is_none()))
            .collect();
        format!("{head}\n{}", lines.join("\n"))
    };
    Message::embed(
        Embed::new(title)
            .description(description)
            .colour(Colour::NEUTRAL),
    )
    .private()
}

/// "Aino is away until …; their clock is paused." for each seat away.
pub fn away_lines(lang: Lang, away: &[SeatAway], names: &Names) -> Vec<String> {
    away.iter()
        .map(|a| {
            tr!(
                lang,
                "away-seat",
                name = names.seat(a.seat).to_string(),
                until = discord_time(a.until)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::payload::limits::violations;
    use canasta_engine::Rules;

    const START: u64 = 1_790_000_000_000;

    fn game(outcome: AwayOutcome) -> GameAway {
        GameAway {
            was_away: true,
            guild_id: 7,
            thread_id: 9,
            rules: "classic".into(),
            outcome,
        }
    }

    #[test]
    fn the_answer_names_each_games_outcome_and_the_allowance_left() {
        let paused = AwayOutcome::Paused {
            until: START + 3 * DAY_MS,
            left_ms: 11 * DAY_MS,
        };
        let message = away_message(
            Lang::En,
            Some(START + 3 * DAY_MS),
            &[
                game(paused),
                game(AwayOutcome::Untimed),
                game(AwayOutcome::AllowanceUsed),
            ],
        );
        let text = message.to_text();
        assert!(text.contains("paused in 1 of your 3 games"), "{text}");
        assert!(
            text.contains("paused until <t:1790259200:f> (11 days left of the 14"),
            "{text}"
        );
        assert!(text.contains("no clock: nothing to pause"), "{text}");
        assert!(text.contains("14 days in this game"), "{text}");
        assert!(text.contains("https://discord.com/channels/7/9"), "{text}");
        assert!(violations(&message).is_empty());
    }

    #[test]
    fn coming_back_and_having_no_games_are_said_plainly() {
        let back = away_message(
            Lang::En,
            None,
            &[game(AwayOutcome::Paused {
                until: START,
                left_ms: 13 * DAY_MS + 5,
            })],
        );
        assert!(
            back.to_text().contains("Welcome back"),
            "{}",
            back.to_text()
        );
        assert!(back.to_text().contains("(13 days left of the 14"));
        let none = away_message(Lang::En, Some(START), &[]);
        assert!(none.to_text().contains("not playing in any game"));
        let one = [game(AwayOutcome::Paused {
            until: START,
            left_ms: DAY_MS,
        })];
        let swedish = away_message(Lang::Sv, Some(START), &one).to_text();
        assert!(swedish.contains("pausade i 1 av dina 1 spel"), "{swedish}");
        assert!(swedish.contains("(1 dag kvar av de 14"), "{swedish}");
        let finnish = away_message(Lang::Fi, None, &one).to_text();
        assert!(finnish.contains("Tervetuloa takaisin"), "{finnish}");
    }

    /// Issue 31: back from one game's pause lists that game only; the games the player was
    /// not away in get no "your clock runs again" line.
    #[test]
    fn back_lists_only_the_games_the_player_was_away_in() {
        let ended = game(AwayOutcome::Paused {
            until: START,
            left_ms: 12 * DAY_MS,
        });
        let elsewhere = GameAway {
            was_away: false,
            thread_id: 10,
            outcome: AwayOutcome::NotAway,
            ..ended.clone()
        };
        let text = away_message(Lang::En, None, &[ended, elsewhere]).to_text();
        assert!(text.contains("Welcome back"), "{text}");
        assert_eq!(text.matches("your clock runs again").count(), 1, "{text}");
        assert!(text.contains("discord.com/channels/7/9"), "{text}");
        assert!(!text.contains("discord.com/channels/7/10"), "{text}");
    }

    #[test]
    fn the_table_shows_who_is_away_until_when() {
        let names = Names::new(
            Lang::En,
            &Rules::classic(),
            &["Aino", "Bob", "Carol", "Dave"],
        );
        let away = [SeatAway {
            seat: 0,
            until: START,
            used_ms: 0,
        }];
        assert_eq!(
            away_lines(Lang::En, &away, &names),
            ["Aino is away until <t:1790000000:f>; their clock is paused."]
        );
        assert_eq!(
            away_lines(Lang::Fi, &away, &names),
            ["Aino on poissa <t:1790000000:f> asti; hänen kellonsa on pysäytetty."]
        );
    }

    /// Issue 31: "back" welcomes back only someone who was away, and an away of seconds
    /// leaves the whole 14 days, not "13 days".
    #[test]
    fn back_after_seconds_or_never_away() {
        let seconds = [game(AwayOutcome::Paused {
            until: START,
            left_ms: 14 * DAY_MS - 5_000,
        })];
        let back = away_message(Lang::En, None, &seconds).to_text();
        assert!(back.contains("Welcome back"), "{back}");
        assert!(back.contains("(14 days left of the 14"), "{back}");
        let never = [GameAway {
            was_away: false,
            ..seconds[0].clone()
        }];
        let not_away = [GameAway {
            outcome: AwayOutcome::NotAway,
            ..never[0].clone()
        }];
        for lang in Lang::ALL {
            for games in [&never[..], &not_away[..]] {
                let text = away_message(lang, None, games).to_text();
                assert!(!text.contains(&tr!(lang, "away-title-back")), "{text}");
                assert!(text.contains(&tr!(lang, "away-title-not-away")), "{text}");
                assert!(text.contains(&tr!(lang, "away-not-away")), "{text}");
                // No clock lines: nothing ran again, because nothing had stopped.
                assert!(!text.contains("discord.com/channels"), "{text}");
                assert!(!text.contains('•'), "{text}");
            }
        }
        assert_eq!(allowance_words(Lang::En, 3_600_000 - 1), "1 h");
        assert_eq!(allowance_words(Lang::En, DAY_MS - 1), "1 day");
    }
}
