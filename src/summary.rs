//! The outcome of a simulation run: per-game reports added up, printed as text or JSON.

use crate::auction_tally::AuctionTally;
use serde::Serialize;

/// Violations kept (with details) per game; the rest are only counted.
pub const DETAILS_PER_GAME: usize = 5;

/// What happened in one simulated game.
#[derive(Debug, Clone, Default)]
pub struct GameReport {
    /// The game's seed.
    pub seed: u64,
    /// Deals scored.
    pub deals: u64,
    /// Actions applied.
    pub actions: u64,
    /// Final scores per team.
    pub scores: Vec<i32>,
    /// Winning teams (several for a draw; none if the game did not finish).
    pub winners: Vec<usize>,
    /// Number of invariant violations.
    pub violations: u64,
    /// The first violations, described.
    pub details: Vec<String>,
    /// Seconds spent checking invariants and replays.
    pub check_seconds: f64,
    /// The game's auctions (rules with bidding).
    pub auction: AuctionTally,
}

impl GameReport {
    /// Records a violation (its details only while few are kept).
    pub fn violation(&mut self, detail: String) {
        self.violations += 1;
        if self.details.len() < DETAILS_PER_GAME {
            self.details.push(format!("seed {}: {detail}", self.seed));
        }
    }
}

/// All games of a run added up.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    /// Rule set name.
    pub rules: String,
    /// Player kind at every seat.
    pub players: String,
    /// The checking level (`all`, `sample` or `off`).
    pub checks: String,
    /// First seed.
    pub seed: u64,
    /// Games played.
    pub games: u64,
    /// Deals scored.
    pub deals: u64,
    /// Actions applied.
    pub actions: u64,
    /// Wall-clock seconds of the run.
    pub seconds: f64,
    /// Seconds of worker time spent on invariant and replay checks (all threads).
    pub check_seconds: f64,
    /// Worker threads.
    pub threads: usize,
    /// Games per wall-clock second.
    pub games_per_second: f64,
    /// Deals per wall-clock second.
    pub deals_per_second: f64,
    /// Actions per wall-clock second.
    pub actions_per_second: f64,
    /// Mean final score per team.
    pub mean_scores: Vec<f64>,
    /// Games won by each team (a draw counts for every team in it).
    pub wins: Vec<u64>,
    /// Games that ended in a draw.
    pub draws: u64,
    /// Invariant violations (0 when the engine is sound).
    pub violations: u64,
    /// The first violations, described.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub violation_details: Vec<String>,
    /// The auctions of every game, under rules with bidding.
    #[serde(skip_serializing_if = "AuctionTally::is_empty")]
    pub auction: AuctionTally,
}

/// Violations kept with details for the whole run.
const DETAILS_PER_RUN: usize = 20;

impl Summary {
    /// An empty summary for a run.
    pub fn new(rules: &str, players: &str, seed: u64, teams: usize, threads: usize) -> Summary {
        Summary {
            rules: rules.to_string(),
            players: players.to_string(),
            checks: String::new(),
            seed,
            games: 0,
            deals: 0,
            actions: 0,
            seconds: 0.0,
            check_seconds: 0.0,
            threads,
            games_per_second: 0.0,
            deals_per_second: 0.0,
            actions_per_second: 0.0,
            mean_scores: vec![0.0; teams],
            wins: vec![0; teams],
            draws: 0,
            violations: 0,
            violation_details: Vec::new(),
            auction: AuctionTally::default(),
        }
    }

    /// Adds one game. Its violations' details are returned so they can be printed at once.
    pub fn add(&mut self, game: GameReport) -> Vec<String> {
        self.games += 1;
        self.deals += game.deals;
        self.actions += game.actions;
        self.check_seconds += game.check_seconds;
        for (sum, &score) in self.mean_scores.iter_mut().zip(&game.scores) {
            *sum += f64::from(score);
        }
        for &team in &game.winners {
            if let Some(w) = self.wins.get_mut(team) {
                *w += 1;
            }
        }
        if game.winners.len() > 1 {
            self.draws += 1;
        }
        self.violations += game.violations;
        self.auction.add(&game.auction);
        let room = DETAILS_PER_RUN.saturating_sub(self.violation_details.len());
        let shown: Vec<String> = game.details.into_iter().take(room).collect();
        self.violation_details.extend(shown.iter().cloned());
        shown
    }

    /// Turns sums into means and rates once every game is in.
    pub fn finish(&mut self, seconds: f64) {
        self.seconds = seconds;
        let per_second = |n: u64| {
            if seconds > 0.0 {
                n as f64 / seconds
            } else {
                0.0
            }
        };
        self.games_per_second = per_second(self.games);
        self.deals_per_second = per_second(self.deals);
        self.actions_per_second = per_second(self.actions);
        if self.games > 0 {
            for sum in &mut self.mean_scores {
                *sum /= self.games as f64;
            }
        }
    }

    /// The summary as readable lines, with the auctions' line under rules with bidding.
    pub fn text(&self) -> String {
        if self.auction.is_empty() {
            self.totals_text()
        } else {
            format!("{}\n{}", self.totals_text(), self.auction.text())
        }
    }

    /// The run's totals as readable lines.
    fn totals_text(&self) -> String {
        let scores: Vec<String> = self
            .mean_scores
            .iter()
            .enumerate()
            .map(|(t, s)| format!("team {t}: {s:.1}"))
            .collect();
        let wins: Vec<String> = self.wins.iter().map(u64::to_string).collect();
        format!(
            "rules: {}  players: {}  seeds: {}..{}  threads: {}\n\
             games: {}  deals: {}  actions: {}\n\
             seconds: {:.3} (checks {}: {:.3} worker seconds)\n\
             games/s: {:.1}  deals/s: {:.1}  actions/s: {:.0}\n\
             mean final scores: {}\n\
             wins by team: {} (draws: {})\n\
             violations: {}",
            self.rules,
            self.players,
            self.seed,
            self.seed.saturating_add(self.games),
            self.threads,
            self.games,
            self.deals,
            self.actions,
            self.seconds,
            self.checks,
            self.check_seconds,
            self.games_per_second,
            self.deals_per_second,
            self.actions_per_second,
            scores.join(", "),
            wins.join(" / "),
            self.draws,
            self.violations,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adds_games_and_computes_rates() {
        let mut s = Summary::new("classic", "random", 1, 2, 1);
        let mut g = GameReport {
            seed: 1,
            deals: 4,
            actions: 100,
            scores: vec![5000, 3000],
            winners: vec![0],
            ..GameReport::default()
        };
        g.violation("boom".into());
        assert_eq!(s.add(g), vec!["seed 1: boom".to_string()]);
        s.add(GameReport {
            seed: 2,
            deals: 6,
            actions: 300,
            scores: vec![1000, 6000],
            winners: vec![1],
            ..GameReport::default()
        });
        s.finish(2.0);
        assert_eq!((s.games, s.deals, s.actions, s.violations), (2, 10, 400, 1));
        assert_eq!(s.mean_scores, vec![3000.0, 4500.0]);
        assert_eq!(s.actions_per_second, 200.0);
        assert_eq!(s.wins, vec![1, 1]);
        let json = serde_json::to_value(&s).unwrap();
        for key in [
            "rules",
            "games",
            "deals",
            "actions",
            "seconds",
            "violations",
        ] {
            assert!(json.get(key).is_some(), "{key}");
        }
    }
}
