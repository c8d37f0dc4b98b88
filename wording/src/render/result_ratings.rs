//! What a game's result did to its players' ratings, shown in its thread when it ends (issue
//! 15): each rated player's rating in the game's family before and after it, the change, and
//! their rank on that family's board; or, for an unrated game, why. The table service fills
//! [`ResultRatings`] from the kept ratings; [`result_ratings_embed`] words it in the reader's
//! language (`result_ratings.ftl`).

use super::leaderboard::{family_label, scope_label, shown_rating};
use super::names::shown_name;
use super::words::signed;
use crate::board_id::BoardScope;
use crate::lang::Lang;
use crate::payload::{Colour, Embed};
use crate::tr;

/// The ratings part of a game's end.
#[derive(Debug, Clone, PartialEq)]
pub enum ResultRatings {
    /// The game counted.
    Rated {
        /// The family's id (`partnership`, `two-player`, ...).
        family: String,
        /// The board the ranks are on: the season the game ended in, or all time.
        board: BoardScope,
        /// The rated players, winners first.
        players: Vec<RatingShift>,
    },
    /// The game did not count.
    Unrated(Unrated),
}

/// Why a game's result is not rated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unrated {
    /// A computer player sat at the table from the start.
    ComputerSeat,
    /// Not a table the ratings can count (a player in two seats, a single side).
    NotRatable,
}

/// One rated player's all-time rating in the game's family, before and after the game.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingShift {
    /// Their name in the game.
    pub name: String,
    /// The shown rating before the game.
    pub before: f64,
    /// Whether it was provisional ("?").
    pub before_provisional: bool,
    /// The shown rating after the game.
    pub after: f64,
    /// Whether it is provisional now.
    pub after_provisional: bool,
    /// Where they stand on the board now.
    pub standing: Standing,
}

/// A player's place on the family's board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// Listed at this rank (1 is best).
    Ranked(u32),
    /// Not listed yet: `games` rated games on this board, `needed` to be listed.
    TooFewGames {
        /// Rated games on the board.
        games: u32,
        /// The fewest games the board lists.
        needed: u32,
    },
}

/// The ratings of a game's end as an embed, in `lang`: a line per rated player ("**Aino**
/// 1000? → 1031? (+31) · rank 4"), the board the ranks are on in the footer; an unrated game
/// says why in a line.
pub fn result_ratings_embed(lang: Lang, ratings: &ResultRatings) -> Embed {
    let (family, board, players) = match ratings {
        ResultRatings::Rated {
            family,
            board,
            players,
        } => (family, *board, players),
        ResultRatings::Unrated(why) => {
            let why = match why {
                Unrated::ComputerSeat => tr!(lang, "ratings-unrated-computer"),
                Unrated::NotRatable => tr!(lang, "ratings-unrated-table"),
            };
            return Embed::new(tr!(lang, "ratings-unrated-title"))
                .description(why)
                .colour(Colour::SCORE);
        }
    };
    let lines: Vec<String> = players
        .iter()
        .map(|p| {
            // Whole numbers, so the change is the difference of the two shown.
            let (before, after) = (p.before.round(), p.after.round());
            let change = match (after - before) as i32 {
                0 => "±0".to_string(),
                change => signed(change),
            };
            let standing = match p.standing {
                Standing::Ranked(rank) => tr!(lang, "ratings-rank", rank = rank),
                Standing::TooFewGames { games, needed } => {
                    tr!(lang, "ratings-not-listed", games = games, min = needed)
                }
            };
            format!(
                "**{}** {} → {} ({change}) · {standing}",
                shown_name(&p.name),
                shown_rating(before, p.before_provisional),
                shown_rating(after, p.after_provisional),
            )
        })
        .collect();
    let footer = match board {
        BoardScope::AllTime => tr!(lang, "ratings-footer-all-time"),
        season => tr!(
            lang,
            "ratings-footer-season",
            season = scope_label(lang, season)
        ),
    };
    let title = tr!(lang, "ratings-title", family = family_label(lang, family));
    Embed::new(title)
        .description(lines.join("\n"))
        .footer(footer)
        .colour(Colour::SCORE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;
    use crate::payload::Message;

    fn shift(name: &str, before: f64, after: f64, standing: Standing) -> RatingShift {
        RatingShift {
            name: name.into(),
            before,
            before_provisional: false,
            after,
            after_provisional: false,
            standing,
        }
    }

    fn rated(family: &str, board: BoardScope, players: Vec<RatingShift>) -> ResultRatings {
        ResultRatings::Rated {
            family: family.into(),
            board,
            players,
        }
    }

    #[test]
    fn a_rated_partnership_game_shows_each_players_change_and_rank() {
        let november = BoardScope::Season {
            quarterly: false,
            index: 26 * 12 + 10,
        };
        let ratings = rated(
            "partnership",
            november,
            vec![
                shift("Aino", 1180.4, 1201.6, Standing::Ranked(2)),
                shift("Carol", 1099.5, 1120.2, Standing::Ranked(4)),
                shift("Bea", 1250.0, 1236.7, Standing::Ranked(1)),
                shift("Dan", 990.2, 990.4, Standing::Ranked(7)),
            ],
        );
        let embed = result_ratings_embed(Lang::En, &ratings);
        assert_eq!(embed.title, "Ratings — Four-player partnership");
        let lines: Vec<&str> = embed.description.lines().collect();
        assert_eq!(
            lines,
            [
                "**Aino** 1180 → 1202 (+22) · rank 2",
                "**Carol** 1100 → 1120 (+20) · rank 4",
                "**Bea** 1250 → 1237 (-13) · rank 1",
                "**Dan** 990 → 990 (±0) · rank 7",
            ]
        );
        assert_eq!(
            embed.footer.as_deref(),
            Some("Ranks on the November 2026 board · ? = provisional rating")
        );
        assert!(violations(&Message::embed(embed)).is_empty());
    }

    #[test]
    fn a_provisional_rating_has_its_mark_before_and_after() {
        let mut newcomer = shift("Eve", 1000.0, 1030.8, Standing::Ranked(3));
        newcomer.before_provisional = true;
        newcomer.after_provisional = true;
        let mut settled = shift("Finn", 1010.0, 995.0, Standing::Ranked(5));
        settled.before_provisional = true;
        let embed = result_ratings_embed(
            Lang::En,
            &rated("two-player", BoardScope::AllTime, vec![newcomer, settled]),
        );
        let lines: Vec<&str> = embed.description.lines().collect();
        assert_eq!(lines[0], "**Eve** 1000? → 1031? (+31) · rank 3");
        assert_eq!(lines[1], "**Finn** 1010? → 995 (-15) · rank 5");
        assert_eq!(embed.title, "Ratings — Two players");
        assert!(embed
            .footer
            .as_deref()
            .is_some_and(|f| f.starts_with("Ranks on the all-time board")));
    }

    #[test]
    fn a_player_not_listed_says_how_many_games_they_have() {
        let embed = result_ratings_embed(
            Lang::En,
            &rated(
                "samba",
                BoardScope::Season {
                    quarterly: true,
                    index: 26 * 4 + 3,
                },
                vec![shift(
                    "Gus",
                    1000.0,
                    1012.0,
                    Standing::TooFewGames {
                        games: 2,
                        needed: 5,
                    },
                )],
            ),
        );
        assert_eq!(
            embed.description,
            "**Gus** 1000 → 1012 (+12) · not on the board yet (2 of 5 games)"
        );
        assert!(embed
            .footer
            .as_deref()
            .is_some_and(|f| f.starts_with("Ranks on the Q4 2026 board")));
    }

    #[test]
    fn an_unrated_game_says_why_in_a_line() {
        let embed = result_ratings_embed(Lang::En, &ResultRatings::Unrated(Unrated::ComputerSeat));
        assert_eq!(embed.title, "Ratings");
        assert_eq!(
            embed.description,
            "Not rated: a computer player sat at the table from the start."
        );
        let other = result_ratings_embed(Lang::En, &ResultRatings::Unrated(Unrated::NotRatable));
        assert!(other.description.starts_with("Not rated: "));
        assert!(other.footer.is_none());
    }

    #[test]
    fn finnish_and_swedish_say_the_same() {
        let november = BoardScope::Season {
            quarterly: false,
            index: 26 * 12 + 10,
        };
        let players = vec![
            shift("Aino", 1180.4, 1201.6, Standing::Ranked(2)),
            shift(
                "Bea",
                1000.0,
                990.0,
                Standing::TooFewGames {
                    games: 1,
                    needed: 5,
                },
            ),
        ];
        let ratings = rated("partnership", november, players);
        let fi = result_ratings_embed(Lang::Fi, &ratings);
        assert_eq!(fi.title, "Ranking — Neljä pelaajaa pareittain");
        assert_eq!(
            fi.description,
            "**Aino** 1180 → 1202 (+22) · sija 2\n**Bea** 1000 → 990 (-10) · ei vielä listalla (1/5 peliä)"
        );
        assert!(fi
            .footer
            .as_deref()
            .is_some_and(|f| f.starts_with("Sijat kauden marraskuu 2026 listalla")));
        let sv = result_ratings_embed(Lang::Sv, &ratings);
        assert!(sv
            .description
            .ends_with("inte på listan än (1 av 5 partier)"));
        let unrated = ResultRatings::Unrated(Unrated::ComputerSeat);
        assert!(result_ratings_embed(Lang::Sv, &unrated)
            .description
            .starts_with("Inte rankat: "));
    }

    #[test]
    fn six_long_names_fit_discords_limits() {
        let players = (0..6)
            .map(|i| {
                shift(
                    &"W".repeat(300),
                    -1e15,
                    1e15,
                    Standing::Ranked(u32::MAX - i),
                )
            })
            .collect();
        let embed = result_ratings_embed(Lang::En, &rated("six", BoardScope::AllTime, players));
        assert!(violations(&Message::embed(embed)).is_empty());
    }
}
