//! Metrics for operators (issue 29), recorded through the `metrics` facade: without a
//! recorder installed (no `METRICS_ADDR`, and in the tests that start the bot in-process)
//! every call here is a no-op; the binary installs a Prometheus exporter (`src/metrics.rs`).
//!
//! - [`INTERACTIONS`] and [`INTERACTION_SECONDS`]: every interaction the bot handles, by kind
//!   (`command`, `autocomplete`, `button`, `select`, `modal`) and, for slash commands and their
//!   autocomplete, the command's name; the histogram measures from the event's arrival to the
//!   end of its handling (the answer, and the posts it makes in the game's thread). An
//!   interaction declined during a stop, or delivered twice, is not counted.
//! - [`REST_CALLS`] and [`REST_ERRORS`]: the bot's calls to Discord's REST API by route (what
//!   the call does: `interaction answer`, `thread post`, ...), each try counted; errors also
//!   by HTTP status (`none`: Discord was not reached).
//! - [`GAMES_ACTIVE`], [`POSTS_PENDING`], [`DATABASE_BYTES`]: gauges the binary refreshes
//!   from the store every few seconds.

use poise::serenity_prelude as serenity;
use std::future::Future;
use std::time::Instant;

/// Counter: interactions handled, labels `kind` and `name`.
pub const INTERACTIONS: &str = "canasta_interactions_total";
/// Histogram: seconds from an interaction's arrival to the end of its handling, labels
/// `kind` and `name`.
pub const INTERACTION_SECONDS: &str = "canasta_interaction_seconds";
/// Counter: REST calls to Discord (each try), label `route`.
pub const REST_CALLS: &str = "canasta_rest_calls_total";
/// Counter: REST calls Discord refused or that did not reach it, labels `route` and `status`.
pub const REST_ERRORS: &str = "canasta_rest_errors_total";
/// Gauge: games in play (not finished) in this process's database.
pub const GAMES_ACTIVE: &str = "canasta_games_active";
/// Gauge: games whose public posts failed to go out and wait to be sent again.
pub const POSTS_PENDING: &str = "canasta_posts_pending";
/// Gauge: bytes the database takes on disk.
pub const DATABASE_BYTES: &str = "canasta_database_bytes";

/// The histogram's buckets, in seconds: Discord wants a first answer within 3 s.
pub const LATENCY_BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0,
];

/// Every metric's name and what it says, for the exporter's descriptions.
pub fn describe() {
    ::metrics::describe_counter!(INTERACTIONS, "Interactions handled, by kind and command");
    ::metrics::describe_histogram!(
        INTERACTION_SECONDS,
        ::metrics::Unit::Seconds,
        "Time from an interaction's arrival to the end of its handling"
    );
    ::metrics::describe_counter!(REST_CALLS, "Calls to Discord's REST API, by route");
    ::metrics::describe_counter!(
        REST_ERRORS,
        "REST calls refused by Discord or not delivered, by route and status"
    );
    ::metrics::describe_gauge!(GAMES_ACTIVE, "Games in play in this process's database");
    ::metrics::describe_gauge!(
        POSTS_PENDING,
        "Games whose thread posts wait to be sent again"
    );
    ::metrics::describe_gauge!(
        DATABASE_BYTES,
        ::metrics::Unit::Bytes,
        "Bytes the games database takes on disk"
    );
}

/// The `kind` and `name` labels of an interaction.
pub fn labels(interaction: &serenity::Interaction) -> (&'static str, String) {
    match interaction {
        serenity::Interaction::Command(ix) => ("command", command_name(&ix.data)),
        serenity::Interaction::Autocomplete(ix) => ("autocomplete", command_name(&ix.data)),
        serenity::Interaction::Component(ix) => match ix.data.kind {
            serenity::ComponentInteractionDataKind::Button => ("button", String::new()),
            _ => ("select", String::new()),
        },
        serenity::Interaction::Modal(_) => ("modal", String::new()),
        _ => ("other", String::new()),
    }
}

/// `canasta new`, `draw`: the command and its subcommand, as typed after the slash.
fn command_name(data: &serenity::CommandData) -> String {
    let mut name = data.name.clone();
    if let Some(sub) = data.options.first().filter(|o| {
        matches!(
            o.kind(),
            serenity::CommandOptionType::SubCommand | serenity::CommandOptionType::SubCommandGroup
        )
    }) {
        name.push(' ');
        name.push_str(&sub.name);
    }
    name
}

/// Records an interaction handled in `elapsed`.
pub fn interaction(kind: &'static str, name: String, started: Instant) {
    let seconds = started.elapsed().as_secs_f64();
    ::metrics::counter!(INTERACTIONS, "kind" => kind, "name" => name.clone()).increment(1);
    ::metrics::histogram!(INTERACTION_SECONDS, "kind" => kind, "name" => name).record(seconds);
}

/// Records one REST call on `route` and, if it failed, its error.
pub fn rest<T>(route: &'static str, result: &Result<T, serenity::Error>) {
    ::metrics::counter!(REST_CALLS, "route" => route).increment(1);
    if let Err(e) = result {
        let status = match e {
            serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
                r.status_code.as_str().to_string()
            }
            _ => "none".to_string(),
        };
        ::metrics::counter!(REST_ERRORS, "route" => route, "status" => status).increment(1);
    }
}

/// Runs the REST call `call` and records it on `route`.
pub async fn counted<T>(
    route: &'static str,
    call: impl Future<Output = Result<T, serenity::Error>>,
) -> Result<T, serenity::Error> {
    let result = call.await;
    rest(route, &result);
    result
}

/// The bot's framework, with each interaction it handles measured.
pub struct Measured<F> {
    inner: F,
}

impl<F> Measured<F> {
    /// Wraps `inner`.
    pub fn new(inner: F) -> Self {
        Measured { inner }
    }
}

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Measured<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let labels = match &event {
            serenity::FullEvent::InteractionCreate { interaction } => Some(labels(interaction)),
            _ => None,
        };
        let started = Instant::now();
        self.inner.dispatch(ctx, event).await;
        if let Some((kind, name)) = labels {
            interaction(kind, name, started);
        }
    }
}
