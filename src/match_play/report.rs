//! A match's figures: A's score per seed (1 a win, ½ a draw, 0 a loss, averaged over the
//! seed's games), its mean with a 95% interval over the seeds (a seed's games are played on the
//! same cards, so the seed is the unit), the mean deal-score difference, decision times.

use crate::cli::MatchArgs;
use canasta_engine::Game;
use serde::Serialize;
use std::time::Duration;

/// What one seed's games gave.
#[derive(Debug, Clone, Default)]
pub struct SeedResult {
    /// A's points over the seed's games: 1 a win, ½ a draw (shared with every side in it).
    pub a_points: f64,
    /// Games played.
    pub games: u32,
    /// Games A won outright, drew, lost.
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Deals scored, and the sum over them of A's deal score less the best other side's.
    pub deals: u64,
    pub deal_difference: i64,
    /// Actions the engine refused (a bug if ever above zero).
    pub refused: u64,
    /// Decision times of A and B, in microseconds.
    pub a_micros: Vec<u64>,
    pub b_micros: Vec<u64>,
}

impl SeedResult {
    /// Nothing played yet.
    pub fn new() -> SeedResult {
        SeedResult::default()
    }

    /// One decision of A (`is_a`) or B took `took`.
    pub fn decision(&mut self, is_a: bool, took: Duration) {
        let micros = took.as_micros().min(u128::from(u64::MAX)) as u64;
        if is_a {
            self.a_micros.push(micros);
        } else {
            self.b_micros.push(micros);
        }
    }

    /// Adds the finished (or stopped) `game` in which A held `a_side`.
    pub fn game_over(&mut self, game: &Game, a_side: usize) {
        self.games += 1;
        for deal in game.history() {
            self.deals += 1;
            self.deal_difference += i64::from(deal.margin(a_side));
        }
        match game.winners() {
            Some(w) if w.contains(&a_side) && w.len() == 1 => {
                self.wins += 1;
                self.a_points += 1.0;
            }
            Some(w) if w.contains(&a_side) => {
                self.draws += 1;
                self.a_points += 1.0 / w.len() as f64;
            }
            Some(_) => self.losses += 1,
            // Stopped without an end: a draw between all sides.
            None => {
                self.draws += 1;
                self.a_points += 1.0 / game.scores().len().max(1) as f64;
            }
        }
    }
}

/// Decision times of one player.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Times {
    /// Decisions made.
    pub decisions: usize,
    /// Median and 99th percentile, in milliseconds.
    pub p50_ms: f64,
    pub p99_ms: f64,
}

impl Times {
    fn of(micros: &mut [u64]) -> Times {
        micros.sort_unstable();
        let at = |q: f64| {
            if micros.is_empty() {
                return 0.0;
            }
            let i = ((micros.len() - 1) as f64 * q).round() as usize;
            micros[i] as f64 / 1000.0
        };
        Times {
            decisions: micros.len(),
            p50_ms: at(0.5),
            p99_ms: at(0.99),
        }
    }
}

/// The whole match.
#[derive(Debug, Clone, Serialize)]
pub struct MatchReport {
    pub rules: String,
    pub a: String,
    pub b: String,
    /// First seed; seed i is `seed + i`.
    pub seed: u64,
    /// Seeds played (each once per side of the table).
    pub seeds: u64,
    /// Games played (seeds × sides).
    pub games: u64,
    pub a_wins: u64,
    pub draws: u64,
    pub a_losses: u64,
    /// A's mean score per game (1 win, ½ draw between two, 0 loss).
    pub a_win_rate: f64,
    /// The 95% interval of `a_win_rate` (normal, over the seeds).
    pub a_win_rate_95: [f64; 2],
    pub deals: u64,
    /// A's deal score less the best other side's, averaged over every deal.
    pub mean_deal_difference: f64,
    /// The search budget of a strong player, in actions played out per decision.
    pub actions_per_decision: u64,
    pub a_decisions: Times,
    pub b_decisions: Times,
    pub refused: u64,
    pub threads: usize,
    pub seconds: f64,
    #[serde(skip)]
    per_seed: Vec<f64>,
    #[serde(skip)]
    a_micros: Vec<u64>,
    #[serde(skip)]
    b_micros: Vec<u64>,
    #[serde(skip)]
    deal_difference: i64,
    #[serde(skip)]
    sides: f64,
}

impl MatchReport {
    /// An empty report for a match run with `args`.
    pub fn new(rules: &str, args: &MatchArgs, actions: u64, threads: usize) -> MatchReport {
        MatchReport {
            rules: rules.to_string(),
            a: args.a.name().to_string(),
            b: args.b.name().to_string(),
            seed: args.seed,
            seeds: 0,
            games: 0,
            a_wins: 0,
            draws: 0,
            a_losses: 0,
            a_win_rate: 0.0,
            a_win_rate_95: [0.0, 0.0],
            deals: 0,
            mean_deal_difference: 0.0,
            actions_per_decision: actions,
            a_decisions: Times::default(),
            b_decisions: Times::default(),
            refused: 0,
            threads,
            seconds: 0.0,
            per_seed: Vec::new(),
            a_micros: Vec::new(),
            b_micros: Vec::new(),
            deal_difference: 0,
            sides: 1.0,
        }
    }

    /// Adds one seed's games.
    pub fn add(&mut self, mut seed: SeedResult) {
        self.seeds += 1;
        self.games += u64::from(seed.games);
        self.a_wins += u64::from(seed.wins);
        self.draws += u64::from(seed.draws);
        self.a_losses += u64::from(seed.losses);
        self.deals += seed.deals;
        self.deal_difference += seed.deal_difference;
        self.refused += seed.refused;
        self.sides = f64::from(seed.games.max(1));
        self.per_seed.push(seed.a_points / self.sides);
        self.a_micros.append(&mut seed.a_micros);
        self.b_micros.append(&mut seed.b_micros);
        self.update();
    }

    fn update(&mut self) {
        let n = self.per_seed.len() as f64;
        let mean = self.per_seed.iter().sum::<f64>() / n.max(1.0);
        let variance = if n > 1.0 {
            self.per_seed
                .iter()
                .map(|p| (p - mean).powi(2))
                .sum::<f64>()
                / (n - 1.0)
        } else {
            0.25
        };
        let half = 1.96 * (variance / n.max(1.0)).sqrt();
        self.a_win_rate = mean;
        self.a_win_rate_95 = [(mean - half).max(0.0), (mean + half).min(1.0)];
        self.mean_deal_difference = self.deal_difference as f64 / self.deals.max(1) as f64;
    }

    /// Adds the times and the run's length once every seed is in.
    pub fn finish(&mut self, seconds: f64) {
        self.seconds = seconds;
        self.a_decisions = Times::of(&mut self.a_micros);
        self.b_decisions = Times::of(&mut self.b_micros);
    }

    /// One line of progress for stderr.
    pub fn progress_line(&self) -> String {
        format!(
            "{} seeds: {} {:.1}% [{:.1}, {:.1}] vs {}, {:+.0} a deal",
            self.seeds,
            self.a,
            100.0 * self.a_win_rate,
            100.0 * self.a_win_rate_95[0],
            100.0 * self.a_win_rate_95[1],
            self.b,
            self.mean_deal_difference
        )
    }

    /// The report for people.
    pub fn text(&self) -> String {
        format!(
            "{rules}: {a} vs {b}, {games} duplicate games ({seeds} seeds from {seed})\n\
             {a} wins {wr:.1}% (95%: {lo:.1}-{hi:.1}%): {w} won, {d} drawn, {l} lost\n\
             mean deal score difference {diff:+.1} over {deals} deals\n\
             decisions: {a} p50 {ap50:.2} ms p99 {ap99:.2} ms; {b} p50 {bp50:.2} ms p99 {bp99:.2} ms \
             ({actions} actions played out per search decision)\n\
             {secs:.1} s on {threads} threads, {refused} refused actions",
            rules = self.rules,
            a = self.a,
            b = self.b,
            games = self.games,
            seeds = self.seeds,
            seed = self.seed,
            wr = 100.0 * self.a_win_rate,
            lo = 100.0 * self.a_win_rate_95[0],
            hi = 100.0 * self.a_win_rate_95[1],
            w = self.a_wins,
            d = self.draws,
            l = self.a_losses,
            diff = self.mean_deal_difference,
            deals = self.deals,
            ap50 = self.a_decisions.p50_ms,
            ap99 = self.a_decisions.p99_ms,
            bp50 = self.b_decisions.p50_ms,
            bp99 = self.b_decisions.p99_ms,
            actions = self.actions_per_decision,
            secs = self.seconds,
            threads = self.threads,
            refused = self.refused,
        )
    }
}
