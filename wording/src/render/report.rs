//! The bot's own reports in a server's report channel (issue 15): the weekly report (top 10,
//! biggest movers of the week, games played, the week's best deal) and a season's final
//! standings. Players are named, never mentioned: a report pings nobody.

use super::leaderboard::{games_text, shown_rating};
use crate::lang::Lang;
use crate::payload::{Colour, Embed, Message};
use crate::tr;

/// How many players a report ranks.
pub const REPORT_TOP: usize = 10;
/// How many movers the weekly report names.
pub const REPORT_MOVERS: usize = 3;

/// A ranked player, as a board lists them.
#[derive(Debug, Clone, PartialEq)]
pub struct Ranked {
    /// 1 for the best.
    pub rank: u32,
    /// Their name in their most recent rated game.
    pub name: String,
    /// Their shown rating, rounded.
    pub rating: i64,
    /// Still provisional (shown with a "?").
    pub provisional: bool,
    /// Rated games.
    pub games: u32,
}

/// A player whose rating moved this week.
#[derive(Debug, Clone, PartialEq)]
pub struct Mover {
    /// Their name.
    pub name: String,
    /// Shown rating now, rounded.
    pub now: i64,
    /// How far it moved this week (rounded; negative: down).
    pub change: i64,
}

/// The week's best deal: the highest score a side made in one deal.
#[derive(Debug, Clone, PartialEq)]
pub struct BestDeal {
    /// The side's players.
    pub names: Vec<String>,
    /// Its score in the deal.
    pub score: i32,
    /// Which deal of its game (1 for the first).
    pub deal: u32,
    /// The game's thread.
    pub channel_id: u64,
}

/// What the weekly report says (the table service gathers it).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Weekly {
    /// Finished games this week (rated or not).
    pub games: u32,
    /// Rated games this week.
    pub rated_games: u32,
    /// The overall board's top players (all time, or this season with seasons on).
    pub top: Vec<Ranked>,
    /// Whether `top` is the current season's (else all time).
    pub seasonal: bool,
    /// The biggest risers and fallers of the week.
    pub movers: Vec<Mover>,
    /// The week's best deal, if a game recorded its deals.
    pub best_deal: Option<BestDeal>,
}

/// A season's final standings.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SeasonEnd {
    /// The season's name, e.g. "November 2026" or "Q4 2026".
    pub season: String,
    /// The final board, best first.
    pub rows: Vec<Ranked>,
    /// Rated players with too few games to be listed.
    pub hidden_below_min: u32,
    /// The fewest rated games to be listed.
    pub min_games: u32,
}

/// A report of either kind.
#[derive(Debug, Clone, PartialEq)]
pub enum Report {
    /// The weekly report.
    Weekly(Weekly),
    /// A season's final standings.
    SeasonEnd(SeasonEnd),
}

/// The post of `report`, in `lang` (the server's language).
pub fn report_message(lang: Lang, report: &Report) -> Message {
    match report {
        Report::Weekly(w) => weekly_report(lang, w),
        Report::SeasonEnd(s) => season_end_report(lang, s),
    }
}

/// The name of a month (1-12) in `lang`, as a season is named.
fn month_name(lang: Lang, month: u8) -> String {
    match month {
        1 => tr!(lang, "report-month-january"),
        2 => tr!(lang, "report-month-february"),
        3 => tr!(lang, "report-month-march"),
        4 => tr!(lang, "report-month-april"),
        5 => tr!(lang, "report-month-may"),
        6 => tr!(lang, "report-month-june"),
        7 => tr!(lang, "report-month-july"),
        8 => tr!(lang, "report-month-august"),
        9 => tr!(lang, "report-month-september"),
        10 => tr!(lang, "report-month-october"),
        11 => tr!(lang, "report-month-november"),
        _ => tr!(lang, "report-month-december"),
    }
}

/// The name of a season starting in `year`'s `month` (1-12) in `lang`: a month, or a quarter.
pub fn season_name(lang: Lang, quarterly: bool, year: i32, month: u8) -> String {
    let month = month.clamp(1, 12);
    if quarterly {
        tr!(
            lang,
            "report-season-quarter",
            quarter = (month - 1) / 3 + 1,
            year = year.to_string()
        )
    } else {
        tr!(
            lang,
            "report-season-month",
            month = month_name(lang, month),
            year = year.to_string()
        )
    }
}

fn ranked_line(lang: Lang, r: &Ranked) -> String {
    let rating = shown_rating(r.rating as f64, r.provisional);
    format!(
        "**{}.** {} — {rating} ({})",
        r.rank,
        r.name,
        games_text(lang, r.games)
    )
}

fn ranked_lines(lang: Lang, rows: &[Ranked]) -> String {
    rows.iter()
        .take(REPORT_TOP)
        .map(|r| ranked_line(lang, r))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The weekly report, in `lang`.
pub fn weekly_report(lang: Lang, w: &Weekly) -> Message {
    let games = match (w.games, w.rated_games) {
        (0, _) => tr!(lang, "report-no-games"),
        (1, 1) => tr!(lang, "report-one-game-rated"),
        (1, _) => tr!(lang, "report-one-game-unrated"),
        (n, r) => tr!(lang, "report-games", games = n, rated = r),
    };
    let mut embed = Embed::new(tr!(lang, "report-weekly-title"))
        .description(games)
        .colour(Colour::SCORE);
    let top_title = if w.seasonal {
        tr!(lang, "report-top-season")
    } else {
        tr!(lang, "report-top")
    };
    let top = if w.top.is_empty() {
        tr!(lang, "report-top-empty")
    } else {
        ranked_lines(lang, &w.top)
    };
    embed = embed.field(top_title, top, false);
    if !w.movers.is_empty() {
        let lines: Vec<String> = w
            .movers
            .iter()
            .map(|m| format!("{} {:+} → {}", m.name, m.change, m.now))
            .collect();
        embed = embed.field(tr!(lang, "report-movers"), lines.join("\n"), false);
    }
    if let Some(best) = &w.best_deal {
        embed = embed.field(
            tr!(lang, "report-best-deal"),
            tr!(
                lang,
                "report-best-deal-line",
                names = best.names.join(" & "),
                score = best.score.to_string(),
                deal = best.deal,
                thread = format!("<#{}>", best.channel_id)
            ),
            false,
        );
    }
    Message::embed(embed.footer(tr!(lang, "report-weekly-footer")))
}

/// A season's final standings, in `lang` (`s.season` is named in it).
pub fn season_end_report(lang: Lang, s: &SeasonEnd) -> Message {
    let board = if s.rows.is_empty() {
        tr!(lang, "report-season-empty")
    } else {
        ranked_lines(lang, &s.rows)
    };
    let mut embed = Embed::new(tr!(lang, "report-season-title", season = s.season.as_str()))
        .description(tr!(lang, "report-final-standings-intro"))
        .field(tr!(lang, "report-final-standings"), board, false)
        .colour(Colour::SCORE);
    if s.hidden_below_min > 0 {
        embed = embed.footer(tr!(
            lang,
            "report-season-hidden",
            count = s.hidden_below_min,
            min = s.min_games
        ));
    } else {
        embed = embed.footer(tr!(lang, "report-season-new"));
    }
    Message::embed(embed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranked(rank: u32, name: &str, rating: i64, provisional: bool) -> Ranked {
        Ranked {
            rank,
            name: name.into(),
            rating,
            provisional,
            games: 7,
        }
    }

    fn all_text(m: &Message) -> String {
        m.embeds()
            .iter()
            .map(|e| {
                let fields: Vec<String> = e
                    .fields
                    .iter()
                    .map(|(n, v, _)| format!("{n}: {v}"))
                    .collect();
                format!(
                    "{}\n{}\n{}\n{}",
                    e.title,
                    e.description,
                    fields.join("\n"),
                    e.footer.clone().unwrap_or_default()
                )
            })
            .collect()
    }

    #[test]
    fn the_weekly_report_ranks_names_and_counts() {
        let w = Weekly {
            games: 5,
            rated_games: 4,
            top: (1..=12)
                .map(|i| ranked(i, &format!("P{i}"), 1100 - i64::from(i), i == 2))
                .collect(),
            seasonal: false,
            movers: vec![
                Mover {
                    name: "Ada".into(),
                    now: 1080,
                    change: 42,
                },
                Mover {
                    name: "Bo".into(),
                    now: 990,
                    change: -17,
                },
            ],
            best_deal: Some(BestDeal {
                names: vec!["Ada".into(), "Cy".into()],
                score: 2415,
                deal: 3,
                channel_id: 77,
            }),
        };
        let text = all_text(&weekly_report(Lang::En, &w));
        assert!(
            text.contains("5 games finished this week, 4 of them rated."),
            "{text}"
        );
        assert!(text.contains("**1.** P1 — 1099 (7 games)"), "{text}");
        assert!(text.contains("**2.** P2 — 1098? (7 games)"), "{text}");
        assert!(text.contains("**10.** P10"), "{text}");
        assert!(!text.contains("P11"), "ten at most: {text}");
        assert!(text.contains("Ada +42 → 1080\nBo -17 → 990"), "{text}");
        assert!(
            text.contains("Ada & Cy scored 2415 in deal 3 (<#77>)"),
            "{text}"
        );
        assert!(!text.contains("<@"), "nobody is pinged");
        let quiet = all_text(&weekly_report(Lang::En, &Weekly::default()));
        assert!(quiet.contains("No games finished this week."));
        assert!(quiet.contains("Nobody has enough rated games yet."));
        assert!(!quiet.contains("Best deal"));
    }

    #[test]
    fn a_seasons_end_names_the_season_and_who_is_not_listed() {
        assert_eq!(season_name(Lang::En, false, 2026, 11), "November 2026");
        assert_eq!(season_name(Lang::En, true, 2026, 10), "Q4 2026");
        assert_eq!(season_name(Lang::En, true, 2027, 1), "Q1 2027");
        let s = SeasonEnd {
            season: season_name(Lang::En, false, 2026, 11),
            rows: vec![ranked(1, "Ada", 1050, false)],
            hidden_below_min: 2,
            min_games: 5,
        };
        let text = all_text(&season_end_report(Lang::En, &s));
        assert!(text.contains("the November 2026 season is over"), "{text}");
        assert!(text.contains("**1.** Ada — 1050 (7 games)"), "{text}");
        assert!(text.contains("2 players with fewer than 5 rated games are not listed"));
        let empty = all_text(&season_end_report(Lang::En, &SeasonEnd::default()));
        assert!(empty.contains("Nobody played enough rated games this season."));
    }

    #[test]
    fn reports_are_in_the_servers_language() {
        assert_eq!(season_name(Lang::Fi, false, 2026, 11), "marraskuu 2026");
        assert_eq!(season_name(Lang::Sv, false, 2026, 1), "januari 2026");
        assert_eq!(
            season_name(Lang::Fi, true, 2027, 1),
            "1. vuosineljännes 2027"
        );
        let s = SeasonEnd {
            season: season_name(Lang::Fi, false, 2026, 11),
            rows: vec![ranked(1, "Ada", 1050, true)],
            hidden_below_min: 1,
            min_games: 5,
        };
        let text = all_text(&season_end_report(Lang::Fi, &s));
        assert!(
            text.contains("Canasta: kausi marraskuu 2026 on päättynyt"),
            "{text}"
        );
        assert!(text.contains("**1.** Ada — 1050? (7 peliä)"), "{text}");
        assert!(
            text.contains("1 pelaaja, jolla on alle 5 rankingpeliä, ei ole listalla"),
            "{text}"
        );
        let w = Weekly {
            games: 3,
            rated_games: 2,
            ..Weekly::default()
        };
        let text = all_text(&weekly_report(Lang::Sv, &w));
        assert!(
            text.contains("3 partier avslutades i veckan, varav 2 rankade."),
            "{text}"
        );
        assert!(
            text.contains("Ingen har tillräckligt många rankade partier än."),
            "{text}"
        );
    }
}
