//! The figures of a load run, printed (tests never assert timings): server-side latency per
//! interaction kind (from the fake delivering the interaction to the bot's first answer
//! reaching it), REST calls per action from the fake's request log, the bot's CPU and
//! resident memory, and the machine's load average.

use super::bot_process::Usage;
use super::run::Driven;
use crate::support::fake_discord::{percentile, FakeDiscord, InteractionKind};
use std::collections::BTreeMap;
use std::fmt::Write;
use std::time::Duration;

/// The machine's load averages (1, 5, 15 minutes), from `/proc/loadavg`.
pub fn load_average() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    text.split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where a run's figures come from.
pub struct Window {
    /// The fake's first interaction of the run.
    pub first_interaction: usize,
    /// The fake's first REST call of the run.
    pub first_call: usize,
    /// The bot's usage when the humans started and when they stopped.
    pub usage: (Usage, Usage),
    /// The load average when the humans started.
    pub load_before: String,
    /// Moves stored in the run (human and computer), counted in the store afterwards.
    pub moves: u64,
}

/// The kind of an interaction as reported: `/hand`, `button draw`, `select discard`, ...
fn kind_of(kind: InteractionKind, label: &str) -> String {
    let word = |l: &str| {
        let word = l.splitn(5, ':').nth(4).unwrap_or(l);
        word.split(':').next().unwrap_or(word).to_string()
    };
    match kind {
        InteractionKind::SlashCommand => format!("/{label}"),
        InteractionKind::Autocomplete => format!("autocomplete /{label}"),
        InteractionKind::Button => format!("button {}", word(label)),
        InteractionKind::Select => format!("select {}", word(label)),
        InteractionKind::ModalSubmit => format!("modal {label}"),
    }
}

fn ms(d: Option<Duration>) -> String {
    d.map_or("-".into(), |d| {
        format!("{:.1} ms", d.as_secs_f64() * 1000.0)
    })
}

/// The report of a run called `title`.
pub fn report(title: &str, discord: &FakeDiscord, driven: &Driven, window: &Window) -> String {
    let mut out = String::new();
    let secs = driven.elapsed.as_secs_f64();
    let _ = writeln!(
        out,
        "== {title}: {} interactions in {secs:.1} s ({:.0}/s), {} moves confirmed, {} refused, \
         {} unanswered, {} ticks with every table waiting; {} moves stored (human and computer)",
        driven.steps,
        driven.steps as f64 / secs,
        driven.acknowledged.len(),
        driven.refused,
        driven.unanswered,
        driven.idle_ticks,
        window.moves,
    );
    let mut by_kind: BTreeMap<String, Vec<Duration>> = BTreeMap::new();
    let latencies = discord.latencies_since(window.first_interaction);
    for l in &latencies {
        by_kind
            .entry(kind_of(l.kind, &l.label))
            .or_default()
            .push(l.latency);
    }
    let all: Vec<Duration> = latencies.iter().map(|l| l.latency).collect();
    by_kind.insert("(all)".into(), all);
    for (kind, values) in &by_kind {
        let _ = writeln!(
            out,
            "   {kind:<16} n={:<6} p50 {:>9}  p99 {:>9}  max {:>9}",
            values.len(),
            ms(percentile(values, 50.0)),
            ms(percentile(values, 99.0)),
            ms(values.iter().max().copied()),
        );
    }
    let mut calls: BTreeMap<&str, u64> = BTreeMap::new();
    let routes = discord.rest_routes_since(window.first_call);
    for (method, path, _) in &routes {
        let what = if path.contains("/interactions/") {
            "interaction callback"
        } else if path.contains("/webhooks/") {
            "followup or edit"
        } else if method == "POST" && path.ends_with("/messages") {
            "channel post"
        } else if method == "PATCH" && path.contains("/messages/") {
            "message edit"
        } else {
            "other"
        };
        *calls.entry(what).or_default() += 1;
    }
    let failed = routes.iter().filter(|(_, _, s)| *s >= 400).count();
    let total = routes.len() as f64;
    let _ = writeln!(
        out,
        "   REST: {} calls ({failed} refused), {:.2} per interaction, {:.2} per stored move; {calls:?}",
        routes.len(),
        total / driven.steps.max(1) as f64,
        total / window.moves.max(1) as f64,
    );
    let (before, after) = window.usage;
    let cpu = after.cpu_seconds - before.cpu_seconds;
    let _ = writeln!(
        out,
        "   bot: {cpu:.1} CPU s in {secs:.1} s ({:.0}% of a core), resident {:.0} MiB at start, \
         {:.0} MiB at the end, peak {:.0} MiB, {} threads at the end; load average {} before, \
         {} after",
        100.0 * cpu / secs,
        before.resident_mib,
        after.resident_mib,
        after.peak_mib,
        after.threads,
        window.load_before,
        load_average(),
    );
    out
}
