//! `/profile`: one player's record in this server (games, wins, deal statistics), their rating
//! in each family they played, and the caption of their rating-history chart.

use super::leaderboard::{family_label, shown_rating};
use crate::lang::Lang;
use crate::payload::{Colour, Embed, Message};
use crate::tr;

/// What the deal lines of a player's games add up to (only results that carry deal lines:
/// games stored before results kept them are left out, never counted as zeros).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DealStats {
    /// Games with deal lines.
    pub games: u32,
    /// Deals in those games.
    pub deals: u32,
    /// Their side's score, summed over those deals.
    pub deal_points: i64,
    /// Deals the player ended by going out.
    pub went_out: u32,
    /// Games whose deal lines count canastas.
    pub canasta_games: u32,
    /// Their side's canastas in those games (at each deal's end, summed over the deals).
    pub canastas: u32,
}

impl DealStats {
    /// Mean score of their side per deal; `None` without deals.
    pub fn mean_deal_score(&self) -> Option<i64> {
        (self.deals > 0).then(|| self.deal_points / i64::from(self.deals))
    }

    /// Canastas of their side per game, in tenths; `None` without counted games.
    pub fn canastas_per_game_tenths(&self) -> Option<u32> {
        (self.canasta_games > 0).then(|| {
            let tenths = u64::from(self.canastas) * 10 / u64::from(self.canasta_games);
            u32::try_from(tenths).unwrap_or(u32::MAX)
        })
    }

    /// Deals they went out in, per cent of their deals; `None` without deals.
    pub fn going_out_percent(&self) -> Option<u32> {
        (self.deals > 0).then(|| {
            let percent = u64::from(self.went_out) * 100 / u64::from(self.deals);
            u32::try_from(percent).unwrap_or(100)
        })
    }
}

/// A player's rating in one family.
#[derive(Debug, Clone, PartialEq)]
pub struct FamilyRating {
    /// The family's id (`overall`, `partnership`, ...).
    pub family: String,
    /// The rating shown (μ − 3σ, on the board's scale).
    pub shown: f64,
    /// Shown with "?".
    pub provisional: bool,
    /// Rated games in the family.
    pub games: u32,
}

/// A player's record in a server.
#[derive(Debug, Clone, PartialEq)]
pub struct Profile {
    /// Their name in their most recent game.
    pub name: String,
    /// Games they sat in from the start (finished or resigned).
    pub games: u32,
    /// Games their side won alone.
    pub won: u32,
    /// Games that ended in a tie for first place with their side in it.
    pub drawn: u32,
    /// The deal statistics.
    pub deals: DealStats,
    /// Their rating in each family they played, overall first.
    pub ratings: Vec<FamilyRating>,
}

impl Profile {
    /// Wins per game in per cent (draws count half), rounded down; `None` without games.
    pub fn win_percent(&self) -> Option<u32> {
        (self.games > 0).then(|| {
            let halves = 2 * u64::from(self.won) + u64::from(self.drawn);
            u32::try_from(halves * 100 / (2 * u64::from(self.games))).unwrap_or(100)
        })
    }
}

/// The file name of the rating chart attached to a `/profile` answer.
pub const CHART_FILE: &str = "rating-history.png";

/// The chart's title in `lang`, also its caption under the profile.
pub fn chart_title(lang: Lang) -> String {
    tr!(lang, "profile-chart-title")
}

/// The label of the chart's horizontal axis (the rated games) in `lang`.
pub fn chart_x_label(lang: Lang) -> String {
    tr!(lang, "profile-chart-x-label")
}

/// What stands for a figure that cannot be worked out yet.
const NONE_YET: &str = "—";

fn or_none(value: Option<String>) -> String {
    value.unwrap_or_else(|| NONE_YET.to_string())
}

/// The `/profile` answer for `profile` in `lang`; `chart` says a chart is attached.
pub fn profile_message(lang: Lang, profile: &Profile, chart: bool) -> Message {
    let embed =
        Embed::new(tr!(lang, "profile-title", name = profile.name.as_str())).colour(Colour::SCORE);
    if profile.games == 0 {
        return Message::embed(embed.description(tr!(lang, "profile-no-games")));
    }
    let d = &profile.deals;
    let record = tr!(
        lang,
        "profile-record",
        games = profile.games,
        won = profile.won,
        drawn = profile.drawn,
        rate = or_none(
            profile
                .win_percent()
                .map(|p| tr!(lang, "profile-percent", percent = p))
        )
    );
    let mut embed = embed
        .description(record)
        .field(
            tr!(lang, "profile-mean-deal-score"),
            or_none(d.mean_deal_score().map(|s| s.to_string())),
            true,
        )
        .field(
            tr!(lang, "profile-canastas-per-game"),
            or_none(
                d.canastas_per_game_tenths()
                    .map(|t| tr!(lang, "profile-tenths", whole = t / 10, tenth = t % 10)),
            ),
            true,
        )
        .field(
            tr!(lang, "profile-going-out"),
            or_none(
                d.going_out_percent()
                    .map(|p| tr!(lang, "profile-going-out-share", percent = p)),
            ),
            true,
        );
    if !profile.ratings.is_empty() {
        let lines: Vec<String> = profile
            .ratings
            .iter()
            .map(|r| {
                format!(
                    "{}: **{}** ({})",
                    family_label(lang, &r.family),
                    shown_rating(r.shown, r.provisional),
                    tr!(lang, "profile-rated-games", count = r.games)
                )
            })
            .collect();
        embed = embed.field(tr!(lang, "profile-rating"), lines.join("\n"), false);
    }
    let mut footer = Vec::new();
    if d.games < profile.games {
        footer.push(tr!(
            lang,
            "profile-deal-figures-from",
            counted = d.games,
            games = profile.games
        ));
    }
    if profile.ratings.iter().any(|r| r.provisional) {
        footer.push(tr!(lang, "profile-provisional"));
    }
    if chart {
        footer.push(chart_title(lang));
    }
    if !footer.is_empty() {
        embed = embed.footer(footer.join(" · "));
    }
    Message::embed(embed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;

    fn profile() -> Profile {
        Profile {
            name: "Ann".into(),
            games: 4,
            won: 2,
            drawn: 1,
            deals: DealStats {
                games: 3,
                deals: 12,
                deal_points: 12 * 850 + 5,
                went_out: 3,
                canasta_games: 2,
                canastas: 7,
            },
            ratings: vec![
                FamilyRating {
                    family: "overall".into(),
                    shown: 1034.4,
                    provisional: false,
                    games: 9,
                },
                FamilyRating {
                    family: "two-player".into(),
                    shown: 980.6,
                    provisional: true,
                    games: 2,
                },
            ],
        }
    }

    #[test]
    fn figures_of_a_player() {
        let message = profile_message(Lang::En, &profile(), true);
        let embed = &message.embeds()[0];
        assert_eq!(embed.title, "Ann — profile");
        assert_eq!(embed.description, "4 games · 2 won, 1 drawn · 62% win rate");
        let field = |name: &str| {
            embed
                .fields
                .iter()
                .find(|f| f.0 == name)
                .map(|f| f.1.clone())
                .unwrap_or_else(|| panic!("no {name} field"))
        };
        assert_eq!(field("Mean deal score"), "850");
        assert_eq!(field("Canastas per game"), "3.5");
        assert_eq!(field("Going out"), "25% of deals");
        assert_eq!(
            field("Rating"),
            "Overall: **1034** (9 rated games)\nTwo players: **981?** (2 rated games)"
        );
        let footer = embed.footer.as_deref().unwrap_or_default();
        assert!(footer.contains("from 3 of 4 games"), "{footer}");
        assert!(footer.contains("? = provisional"), "{footer}");
        assert!(violations(&message).is_empty());
    }

    #[test]
    fn old_results_without_deals_show_no_figure_rather_than_zero() {
        let mut p = profile();
        p.deals = DealStats::default();
        p.ratings.clear();
        let embed = profile_message(Lang::En, &p, false).embeds()[0].clone();
        for (name, value, _) in &embed.fields {
            assert_eq!(value, "—", "{name}");
        }
        assert!(!embed.fields.iter().any(|f| f.0 == "Rating"));
    }

    #[test]
    fn no_games_says_how_to_start_one() {
        let mut p = profile();
        p.games = 0;
        let embed = profile_message(Lang::En, &p, false).embeds()[0].clone();
        assert!(embed.description.contains("/canasta new"));
    }

    #[test]
    fn a_finnish_profile_is_in_finnish() {
        let message = profile_message(Lang::Fi, &profile(), true);
        let embed = &message.embeds()[0];
        assert_eq!(embed.title, "Ann — profiili");
        assert_eq!(
            embed.description,
            "4 peliä · 2 voittoa, 1 tasapeli · voittoprosentti 62 %"
        );
        let values: Vec<&str> = embed.fields.iter().map(|f| f.1.as_str()).collect();
        assert_eq!(values[..3], ["850", "3,5", "25 % eristä"]);
        assert_eq!(
            values[3],
            "Kokonaisranking: **1034** (9 rankingpeliä)\nKaksi pelaajaa: **981?** (2 rankingpeliä)"
        );
        let footer = embed.footer.as_deref().unwrap_or_default();
        assert!(
            footer.ends_with("Ranking jokaisen rankingpelin jälkeen"),
            "{footer}"
        );
        assert_eq!(chart_x_label(Lang::Sv), "rankade partier");
    }

    #[test]
    fn long_names_and_every_family_fit() {
        let mut p = profile();
        p.name = "n".repeat(300);
        p.ratings = (0..8)
            .map(|i| FamilyRating {
                family: ["overall", "partnership", "two-player", "three-player"][i % 4].into(),
                shown: 1e9,
                provisional: true,
                games: u32::MAX,
            })
            .collect();
        for lang in Lang::ALL {
            assert!(
                violations(&profile_message(lang, &p, true)).is_empty(),
                "{lang}"
            );
        }
    }
}
