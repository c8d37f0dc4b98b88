//! Discord's refusals of a shard that no reconnection can cure: close code 4010 (an invalid
//! shard) and 4011 (sharding required: a shard with more than 2,500 servers). serenity 0.12
//! logs them ("Sent invalid shard data.", "Shard has too many guilds.") and connects the shard
//! again, for ever, so the bot would look alive while serving no one. Its log lines are the
//! only sign it gives, so a tracing layer watches for them and the bot stops with the
//! configuration exit status, telling the operator what to change.

use tokio::sync::watch;
use tracing::field::{Field, Visit};
use tracing::{Event, Level, Subscriber};
use tracing_subscriber::filter::Targets;
use tracing_subscriber::layer::{Context, Layer};

/// The module of serenity that logs a closed gateway connection.
const SHARD_TARGET: &str = "serenity::gateway::shard";

/// Why Discord refused a shard for good.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShardRefusal {
    /// 4010: the shard is not one of `SHARD_COUNT` (or the count is not one Discord takes).
    InvalidShard,
    /// 4011: the shard would have more servers than Discord allows one shard.
    ShardingRequired,
}

impl ShardRefusal {
    /// serenity's log line for each refusal (`gateway::shard`, where a close is handled).
    const LINES: [(&'static str, ShardRefusal); 2] = [
        ("Sent invalid shard data.", ShardRefusal::InvalidShard),
        ("Shard has too many guilds.", ShardRefusal::ShardingRequired),
    ];

    /// The refusal a serenity log message reports, if any.
    fn from_message(message: &str) -> Option<ShardRefusal> {
        let message = message.trim_end();
        Self::LINES
            .iter()
            .find(|(line, _)| message.ends_with(line))
            .map(|&(_, refusal)| refusal)
    }

    /// What the operator is told: the close code, what it means, what to change.
    pub fn advice(self) -> &'static str {
        match self {
            ShardRefusal::InvalidShard => {
                "Discord refused a shard (close code 4010, invalid shard): every process must \
                 run shards below the same SHARD_COUNT. Check SHARDS and SHARD_COUNT (README, \
                 \"Running on several machines\"), then start the bot again."
            }
            ShardRefusal::ShardingRequired => {
                "Discord refused a shard (close code 4011, sharding required): a shard may serve \
                 at most 2,500 servers. Raise SHARD_COUNT (or set SHARD_COUNT=auto on one \
                 process), move the records with `canasta-bot reshard` if several processes \
                 run, and start the bot again (README, \"Running on several machines\")."
            }
        }
    }
}

/// The tracing layer that watches serenity's gateway log for a refusal, and the filter it
/// needs (serenity's shard module, warnings and errors), whatever `RUST_LOG` says.
pub fn layer<S>() -> (impl Layer<S>, watch::Receiver<Option<ShardRefusal>>)
where
    S: Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
{
    let (seen, refused) = watch::channel(None);
    let filter: Targets = Targets::new().with_target(SHARD_TARGET, Level::WARN);
    (RefusalLayer { seen }.with_filter(filter), refused)
}

/// Waits until a refusal is seen (at once if it already was).
pub async fn refused(watch: &mut watch::Receiver<Option<ShardRefusal>>) -> ShardRefusal {
    match watch.wait_for(Option::is_some).await {
        Ok(seen) => seen.unwrap_or(ShardRefusal::InvalidShard),
        // The layer is gone only if logging was never set up: nothing will be seen.
        Err(_) => std::future::pending().await,
    }
}

/// Sends the first refusal seen.
struct RefusalLayer {
    seen: watch::Sender<Option<ShardRefusal>>,
}

impl<S: Subscriber> Layer<S> for RefusalLayer {
    fn on_event(&self, event: &Event<'_>, _ctx: Context<'_, S>) {
        let mut message = Message::default();
        event.record(&mut message);
        if let Some(refusal) = ShardRefusal::from_message(&message.0) {
            self.seen.send_if_modified(|seen| {
                let first = seen.is_none();
                seen.get_or_insert(refusal);
                first
            });
        }
    }
}

/// The `message` field of an event.
#[derive(Default)]
struct Message(String);

impl Visit for Message {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "message" {
            self.0 = format!("{value:?}");
        }
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "message" {
            self.0 = value.to_owned();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tracing_subscriber::layer::SubscriberExt;

    #[test]
    fn serenity_s_lines_for_4010_and_4011_are_refusals() {
        let info = "[ShardInfo { id: ShardId(0), total: 1 }]";
        assert_eq!(
            ShardRefusal::from_message(&format!("{info} Sent invalid shard data.")),
            Some(ShardRefusal::InvalidShard)
        );
        assert_eq!(
            ShardRefusal::from_message(&format!("{info} Shard has too many guilds.")),
            Some(ShardRefusal::ShardingRequired)
        );
        assert_eq!(
            ShardRefusal::from_message(&format!("{info} Invalid session.")),
            None
        );
    }

    #[test]
    fn the_layer_sees_serenity_s_error_and_nothing_else() {
        let (layer, mut refused) = layer();
        let subscriber = tracing_subscriber::registry().with(layer);
        tracing::subscriber::with_default(subscriber, || {
            tracing::error!(target: "canasta", "Shard has too many guilds.");
            assert_eq!(*refused.borrow_and_update(), None, "another module's line");
            tracing::error!(target: SHARD_TARGET, "[{:?}] Shard has too many guilds.", 0);
        });
        assert_eq!(
            *refused.borrow_and_update(),
            Some(ShardRefusal::ShardingRequired)
        );
        assert!(ShardRefusal::ShardingRequired
            .advice()
            .contains("SHARD_COUNT"));
    }
}
