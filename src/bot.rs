//! Running the bot (no subcommand): the store opened at `DATABASE_PATH` (an error names the
//! path), the Discord client started (see `canasta_commands::discord::start`), until Ctrl-C
//! or SIGTERM (`systemctl stop`, `docker stop`), which both stop it gracefully
//! (`BotHandle::shutdown`) and exit 0. A shard Discord refuses for good (4010, 4011; see
//! [`crate::shard_refusals`]) stops it the same way, with the configuration exit status.

use crate::config::Config;
use crate::shard_refusals::{self, ShardRefusal};
use crate::tasks;
use anyhow::Context;
use canasta_commands::discord::{self, BotSettings, StartError};
use canasta_storage::Store;
use std::io::IsTerminal;
use std::process::ExitCode;
use tracing_subscriber::layer::{Layer, SubscriberExt};
use tracing_subscriber::util::SubscriberInitExt;

/// Runs the bot until Ctrl-C, SIGTERM or a fatal gateway error.
pub fn run(config: Config) -> anyhow::Result<ExitCode> {
    let refusals = init_logging();
    let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
    let code = runtime.block_on(serve(config, refusals));
    // Everything was answered, stopped and flushed by now; a thread of the runtime still
    // waiting (serenity's shard restart after a refused shard) must not keep the process.
    runtime.shutdown_timeout(EXIT_WAIT);
    code
}

/// How long the runtime's last threads get once the bot has stopped.
const EXIT_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Logs to standard output as `RUST_LOG` says (info by default), and watches serenity's
/// gateway log for a shard Discord refuses, whatever `RUST_LOG` says.
fn init_logging() -> Refusals {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    // Colours only on a terminal: journald and `docker logs` keep the escape codes as text.
    let colour = std::io::stdout().is_terminal();
    let (watcher, refusals) = shard_refusals::layer();
    let printer = tracing_subscriber::fmt::layer()
        .with_ansi(colour)
        .with_filter(filter);
    // A second init (never in this binary) would only keep the first subscriber.
    let _ = tracing_subscriber::registry()
        .with(printer)
        .with(watcher)
        .try_init();
    refusals
}

/// What the shard refusal watcher reports.
type Refusals = tokio::sync::watch::Receiver<Option<ShardRefusal>>;

async fn serve(config: Config, mut refusals: Refusals) -> anyhow::Result<ExitCode> {
    // Listening first: a stop asked for while the bot starts is not a kill either.
    let mut stop = StopSignals::listen()?;
    let timing = tasks::timing_from_env()?;
    let maintenance = tasks::maintenance_from_env()?;
    let path = config.database_path.clone();
    let store = tokio::task::spawn_blocking(move || {
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("cannot create the directory {}", parent.display()))?;
        }
        let open = || {
            Store::open(&path)
                .with_context(|| format!("cannot open the game database at {}", path.display()))
        };
        let store = open()?;
        // sled reclaims overwritten space slowly and checkpoints only when opened: a file
        // grown well past its live records is rewritten before serving (storage `compact`).
        if !store.needs_compaction()? {
            return Ok(store);
        }
        drop(store);
        // A compaction that fails (a full disk: the copy needs room) leaves the database as
        // it was, and the bot serves from it.
        match canasta_storage::compact(&path) {
            Ok(report) => tracing::info!(
                before_kib = report.before / 1024,
                after_kib = report.after / 1024,
                records = report.records,
                "games database compacted"
            ),
            Err(e) => tracing::warn!(error = %e, "could not compact the games database"),
        }
        open()
    })
    .await??;
    tracing::info!(database = %config.database_path.display(), "games database open");
    if let Some(addr) = config.metrics_addr {
        crate::metrics::serve(addr, store.clone())?;
    }
    let settings = BotSettings {
        token: config.token,
        store,
        api_base: config.api_base,
        dev_guild_id: config.dev_guild_id,
        timing,
        maintenance,
        shards: config.shards,
    };
    let flushed = settings.store.clone();
    let started = tokio::select! {
        started = discord::start(settings) => started,
        signal = stop.next() => {
            tracing::info!(signal, "stopping before the bot started");
            return Ok(ExitCode::SUCCESS);
        }
    };
    let mut bot = match started {
        Ok(bot) => bot,
        Err(e @ StartError::TokenRejected) => {
            eprintln!("canasta-bot: {e}\n{}", crate::config::offline_hint());
            return Ok(ExitCode::from(crate::config::EXIT_CONFIG));
        }
        Err(e) => return Err(e.into()),
    };
    let code = tokio::select! {
        signal = stop.next() => {
            tracing::info!(signal, "stopping");
            bot.shutdown().await;
            ExitCode::SUCCESS
        }
        ended = bot.wait() => {
            ended.context("the connection to Discord ended")?;
            ExitCode::SUCCESS
        }
        refusal = shard_refusals::refused(&mut refusals) => {
            tracing::error!(?refusal, "stopping: Discord refused a shard for good");
            eprintln!("canasta-bot: {}", refusal.advice());
            bot.shutdown().await;
            ExitCode::from(crate::config::EXIT_CONFIG)
        }
    };
    // Every write was flushed before it was answered; this is the last word on it.
    tokio::task::spawn_blocking(move || flushed.flush())
        .await?
        .context("cannot flush the game database")?;
    Ok(code)
}

/// The signals that stop the bot: Ctrl-C (SIGINT) and, on Unix, SIGTERM.
struct StopSignals {
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
}

impl StopSignals {
    fn listen() -> anyhow::Result<StopSignals> {
        Ok(StopSignals {
            #[cfg(unix)]
            terminate: tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
                .context("cannot listen for SIGTERM")?,
        })
    }

    /// Waits for the next stop signal; returns its name.
    async fn next(&mut self) -> &'static str {
        #[cfg(unix)]
        let terminate = self.terminate.recv();
        #[cfg(not(unix))]
        let terminate = std::future::pending::<Option<()>>();
        let interrupt = async {
            if let Err(e) = tokio::signal::ctrl_c().await {
                // Without Ctrl-C, SIGTERM (or a kill) still stops the bot.
                tracing::warn!(error = %e, "cannot listen for Ctrl-C");
                std::future::pending::<()>().await;
            }
        };
        tokio::select! {
            () = interrupt => "SIGINT",
            _ = terminate => "SIGTERM",
        }
    }
}
