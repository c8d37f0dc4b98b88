//! The operators' Prometheus endpoint (`METRICS_ADDR`, off by default): the exporter of
//! `metrics-exporter-prometheus` serves every metric the bot records
//! (`canasta_commands::discord::metrics` names them) at `GET /metrics` (any path answers),
//! and the store's gauges (games active, posts pending, the database's size) are refreshed
//! every [`GAUGE_EVERY`].

use anyhow::Context;
use canasta_commands::discord::metrics::{
    describe, DATABASE_BYTES, GAMES_ACTIVE, INTERACTION_SECONDS, LATENCY_BUCKETS, POSTS_PENDING,
};
use canasta_storage::Store;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder};
use std::net::SocketAddr;
use std::time::Duration;

/// How often the gauges read from the store are refreshed.
pub const GAUGE_EVERY: Duration = Duration::from_secs(5);

/// Starts the endpoint on `addr` (inside the bot's runtime) and the gauges' refresh.
pub fn serve(addr: SocketAddr, store: Store) -> anyhow::Result<()> {
    PrometheusBuilder::new()
        .with_http_listener(addr)
        .set_buckets_for_metric(
            Matcher::Full(INTERACTION_SECONDS.to_string()),
            &LATENCY_BUCKETS,
        )
        .context("the latency buckets")?
        .install()
        .with_context(|| format!("cannot serve metrics on METRICS_ADDR={addr}"))?;
    describe();
    tokio::spawn(refresh_gauges(store));
    tracing::info!(%addr, "metrics served at /metrics");
    Ok(())
}

/// Reads the store's gauges now and every [`GAUGE_EVERY`], until the process ends.
async fn refresh_gauges(store: Store) {
    let mut every = tokio::time::interval(GAUGE_EVERY);
    loop {
        every.tick().await;
        let store = store.clone();
        let read = tokio::task::spawn_blocking(move || {
            let pending = store.behind_marks().map(|m| m.len());
            (store.active_game_count(), pending, store.size_on_disk())
        })
        .await;
        let Ok((active, pending, bytes)) = read else {
            continue;
        };
        ::metrics::gauge!(GAMES_ACTIVE).set(active as f64);
        match pending {
            Ok(pending) => ::metrics::gauge!(POSTS_PENDING).set(pending as f64),
            Err(e) => tracing::warn!(error = %e, "metrics: cannot count the posts pending"),
        }
        match bytes {
            Ok(bytes) => ::metrics::gauge!(DATABASE_BYTES).set(bytes as f64),
            Err(e) => tracing::warn!(error = %e, "metrics: cannot read the database's size"),
        }
    }
}
