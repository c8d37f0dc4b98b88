//! Starting and stopping the bot: the serenity client (pointed at a fake Discord in tests),
//! only non-privileged intents, command registration, the shared [`Data`] and the background
//! tasks.

use super::components;
use super::errors;
use super::metrics::{counted, Measured};
use super::repeats::Deduplicated;
use super::retry::retrying;
use super::settings::BotSettings;
use super::shards::{ShardCount, ShardPlan, Shards, ShardsError};
use super::stopping::{Draining, InFlight};
use super::tasks::{computer, deadlines, maintenance, outbox, reminders, reports, think, TaskDeps};
use super::{all_commands, Data, Error};
use canasta_storage::Store;
use poise::serenity_prelude as serenity;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// How long shutdown waits for the client and each task.
const STOP_WAIT: Duration = Duration::from_secs(10);

/// How long shutdown waits for the interactions in flight to be answered: an answer sent
/// again after a 429 or a server error takes a few seconds; a deferred one may have taken
/// longer, and is left to its followup window's end.
const IN_FLIGHT_WAIT: Duration = Duration::from_secs(15);

/// Why the bot could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// Discord refused the token.
    #[error(
        "Discord rejected the bot token (DISCORD_TOKEN).\n\
         Get a fresh one at https://discord.com/developers/applications -> your application -> \
         Bot -> Reset Token, and put it in .env (see .env.example and the README)."
    )]
    TokenRejected,
    /// Discord could not be reached, or answered with an error.
    #[error("cannot reach Discord to check the token: {0}")]
    Unreachable(serenity::Error),
    /// The client could not be built.
    #[error("the Discord client could not be built: {0}")]
    Client(serenity::Error),
    /// The shards asked for are not a range of the count (Discord's recommended count, with
    /// `SHARD_COUNT=auto`, may be smaller than thought).
    #[error("{0}")]
    Shards(#[from] ShardsError),
}

/// A running bot.
pub struct BotHandle {
    shards: Arc<serenity::ShardManager>,
    client: JoinHandle<Result<(), serenity::Error>>,
    shutdown: watch::Sender<bool>,
    tasks: Arc<Mutex<Vec<JoinHandle<()>>>>,
    in_flight: InFlight,
}

impl BotHandle {
    /// Waits until the client stops by itself (a fatal gateway error) and returns why.
    pub async fn wait(&mut self) -> Result<(), serenity::Error> {
        match (&mut self.client).await {
            Ok(result) => result,
            Err(e) => {
                tracing::error!(error = %e, "the Discord client task failed");
                Ok(())
            }
        }
    }

    /// Stops gracefully: takes no new interactions (those that come are told the bot is
    /// restarting), waits for the ones in flight to be answered, stops the background tasks
    /// (each finishes the write it is doing), closes the gateway connection with 1000 and
    /// waits for the client and the tasks.
    pub async fn shutdown(self) {
        self.in_flight.close();
        let busy = self.in_flight.len();
        if busy > 0 {
            tracing::info!(events = busy, "stopping: answering what is in flight");
        }
        if !self.in_flight.drained(IN_FLIGHT_WAIT).await {
            tracing::warn!(
                events = self.in_flight.len(),
                "stopping: events still in flight after {IN_FLIGHT_WAIT:?}"
            );
        }
        self.shutdown.send_replace(true);
        self.shards.shutdown_all().await;
        let mut client = self.client;
        match tokio::time::timeout(STOP_WAIT, &mut client).await {
            Ok(Ok(Ok(()))) => {}
            Ok(Ok(Err(e))) => tracing::warn!(error = %e, "the client ended with an error"),
            Ok(Err(e)) => tracing::warn!(error = %e, "the client task failed"),
            Err(_) => {
                tracing::warn!("the client did not stop in time");
                client.abort();
            }
        }
        let tasks = std::mem::take(&mut *self.tasks.lock().unwrap_or_else(PoisonError::into_inner));
        for mut task in tasks {
            if tokio::time::timeout(STOP_WAIT, &mut task).await.is_err() {
                task.abort();
            }
        }
        tracing::info!("bot stopped");
    }
}

/// The framework options: every command, the error hook, the component handler, and no
/// pings unless a message asks for one.
pub fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: all_commands(),
        on_error: |error| Box::pin(errors::on_error(error)),
        event_handler: |ctx, event, _framework, data| {
            Box::pin(components::on_event(ctx, event, data))
        },
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        initialize_owners: false,
        ..Default::default()
    }
}

fn http(settings: &BotSettings) -> serenity::Http {
    let builder = serenity::HttpBuilder::new(&settings.token);
    match &settings.api_base {
        Some(base) => builder.proxy(base).ratelimiter_disabled(true).build(),
        None => builder.build(),
    }
}

fn is_unauthorized(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(http) => http.status_code().is_some_and(|s| s.as_u16() == 401),
        _ => false,
    }
}

/// Checks the token, connects, registers the commands (in `dev_guild_id` or globally) and
/// starts the background tasks once Discord says ready.
pub async fn start(settings: BotSettings) -> Result<BotHandle, StartError> {
    let http = http(&settings);
    match counted("current user", http.get_current_user()).await {
        Ok(me) => tracing::info!(bot = %me.name, "token accepted"),
        Err(e) if is_unauthorized(&e) => return Err(StartError::TokenRejected),
        Err(e) => return Err(StartError::Unreachable(e)),
    }
    let shards = resolve_shards(&http, settings.shards).await?;
    tracing::info!(%shards, "running shards");
    warn_of_servers_not_owned(&settings.store, shards).await;
    let (shutdown, shutdown_rx) = watch::channel(false);
    let housekeeping_shutdown = shutdown_rx.clone();
    let tasks: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
    let setup_tasks = Arc::clone(&tasks);
    let (store, timing, dev_guild) = (
        settings.store.clone(),
        settings.timing,
        settings.dev_guild_id,
    );
    let framework = poise::Framework::builder()
        .options(framework_options())
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                // Registration and waking the computer players go on in the background: an
                // interaction that arrives while the bot starts waits for this setup (poise
                // holds it until the data is ready), so the setup must not wait for Discord.
                let commands =
                    poise::builtins::create_application_commands(&framework.options().commands);
                let registration =
                    tokio::spawn(register(Arc::clone(&ctx.http), commands, dev_guild));
                let deps = TaskDeps {
                    store: store.clone(),
                    http: Arc::clone(&ctx.http),
                    timing,
                    think: think::ThinkPool::new(timing.thinking),
                    shutdown: shutdown_rx,
                    shards,
                };
                let (computer, runner) = computer::spawn(deps.clone());
                let retries = outbox::spawn(deps.clone(), Arc::clone(&ctx.cache));
                let timeouts =
                    deadlines::spawn(deps.clone(), Arc::clone(&ctx.cache), computer.clone());
                let reports = reports::spawn(deps.clone(), Arc::clone(&ctx.cache));
                let reminder = reminders::spawn(deps, Arc::clone(&ctx.cache));
                setup_tasks
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .extend([runner, retries, reminder, reports, timeouts, registration]);
                // Each shard's READY (this first one too) wakes its servers' computer
                // players: see `components::on_event`.
                tracing::info!(guilds = ready.guilds.len(), "ready");
                Ok(Data {
                    store,
                    timing,
                    computer,
                    http: Arc::clone(&ctx.http),
                    shards,
                })
            })
        })
        .build();
    let intents = serenity::GatewayIntents::non_privileged();
    let in_flight = InFlight::default();
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(Draining::new(
            Deduplicated::new(Measured::new(framework)),
            in_flight.clone(),
        ))
        .await
        .map_err(StartError::Client)?;
    let housekeeping = maintenance::spawn(
        settings.store.clone(),
        settings.maintenance.clone(),
        housekeeping_shutdown,
    );
    tasks
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(housekeeping);
    let manager = Arc::clone(&client.shard_manager);
    // serenity's range is inclusive: `4..7` starts shards 4, 5, 6 and 7.
    let range = shards.first()..shards.last();
    let client = tokio::spawn(async move { client.start_shard_range(range, shards.count()).await });
    Ok(BotHandle {
        shards: manager,
        client,
        shutdown,
        tasks,
        in_flight,
    })
}

/// Logs a warning when the database holds records of servers another process answers (a
/// database copied, or `SHARDS` changed, without `canasta-bot reshard`): their games would
/// wait here unplayed.
async fn warn_of_servers_not_owned(store: &Store, shards: Shards) {
    // One shard of one owns every server: nothing to look for.
    if !shards.sharded() {
        return;
    }
    let store = store.clone();
    let servers = tokio::task::spawn_blocking(move || store.servers_with_records()).await;
    match servers {
        Ok(Ok(servers)) => {
            let foreign = shards.not_owned(servers);
            if !foreign.is_empty() {
                tracing::warn!(
                    %shards,
                    servers = foreign.len(),
                    first = ?&foreign[..foreign.len().min(3)],
                    "the database holds records of servers these shards do not run: another \
                     process answers them. Move them with `canasta-bot reshard` (README, \
                     \"Running on several machines\")"
                );
            }
        }
        Ok(Err(e)) => tracing::warn!(error = %e, "cannot list the servers in the database"),
        Err(e) => tracing::warn!(error = %e, "cannot list the servers in the database"),
    }
}

/// How long registering the commands is tried again after Discord refused for now (429 or a
/// server error).
const REGISTER_WINDOW: Duration = Duration::from_secs(60);

/// Registers the commands in `dev_guild` (at once) or globally. A failure is logged, not
/// fatal: commands registered earlier keep working, and games must go on.
async fn register(
    http: Arc<serenity::Http>,
    commands: Vec<serenity::CreateCommand>,
    dev_guild: Option<u64>,
) {
    let count = commands.len();
    let registered = retrying("command registration", REGISTER_WINDOW, || {
        let (http, commands) = (Arc::clone(&http), commands.clone());
        async move {
            match dev_guild {
                Some(guild) => serenity::GuildId::new(guild)
                    .set_commands(&http, commands)
                    .await
                    .map(drop),
                None => serenity::Command::set_global_commands(&http, commands)
                    .await
                    .map(drop),
            }
        }
    })
    .await;
    match registered {
        Ok(_) => tracing::info!(commands = count, ?dev_guild, "commands registered"),
        Err(e) => tracing::error!(error = %e, "could not register the commands"),
    }
}

/// The shards this process runs: as configured, or all of Discord's recommended count.
async fn resolve_shards(http: &serenity::Http, plan: ShardPlan) -> Result<Shards, StartError> {
    Ok(match plan {
        ShardPlan::One => Shards::ONE,
        ShardPlan::Range(shards) => shards,
        ShardPlan::All(ShardCount::Fixed(count)) => Shards::all(count)?,
        ShardPlan::All(ShardCount::Auto) => {
            let gateway = counted("gateway bot", http.get_bot_gateway())
                .await
                .map_err(StartError::Unreachable)?;
            let limit = &gateway.session_start_limit;
            tracing::info!(
                recommended = gateway.shards,
                max_concurrency = limit.max_concurrency,
                sessions_left = limit.remaining,
                "Discord's recommended shard count"
            );
            Shards::all(gateway.shards)?
        }
    })
}

/// After a start (each shard's READY), the computer players whose turn it is in `guilds`
/// (those of this process's shards) move again.
pub async fn wake_computers(store: Store, computer: computer::ComputerQueue, guilds: Vec<u64>) {
    let games = tokio::task::spawn_blocking(move || {
        let mut games = Vec::new();
        for guild in guilds {
            match store.active_in_guild(guild) {
                Ok(ids) => games.extend(ids),
                Err(e) => tracing::warn!(guild, error = %e, "cannot list active games"),
            }
        }
        games
    })
    .await
    .unwrap_or_default();
    for game in games {
        computer.poke(game);
    }
}
