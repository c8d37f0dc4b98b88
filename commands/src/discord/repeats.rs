//! A repeated interaction (issue 14): Discord's gateway may deliver the same interaction twice
//! (after a resume). The first delivery is answered; a second one cannot be (Discord refuses a
//! second answer with 400/40060), and an action must not apply twice. So every interaction
//! is recognised by its id before anything handles it, and a repeat is dropped in silence,
//! logged at debug level: slash commands, autocomplete, buttons, selects and modal submits
//! alike, also those that change no game (`/hand`, a view). The ids are kept in memory, the
//! latest [`REMEMBERED`] of them, which covers the 15 minutes an interaction lives at far more
//! than the bot's rate; an action delivered again after that (or after a restart) is still
//! applied at most once by the store's idempotency key.

use poise::serenity_prelude as serenity;
use std::collections::{HashSet, VecDeque};
use std::sync::{Mutex, PoisonError};

/// How many interaction ids are remembered (about 400 KB).
pub const REMEMBERED: usize = 16_384;

/// The latest interaction ids seen, oldest forgotten first.
#[derive(Debug, Default)]
pub struct RecentIds {
    inner: Mutex<Recent>,
}

#[derive(Debug, Default)]
struct Recent {
    order: VecDeque<u64>,
    seen: HashSet<u64>,
}

impl RecentIds {
    /// Records `id`; true the first time it is seen (among the latest [`REMEMBERED`]).
    pub fn first_time(&self, id: u64) -> bool {
        let mut recent = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        if !recent.seen.insert(id) {
            return false;
        }
        recent.order.push_back(id);
        if recent.order.len() > REMEMBERED {
            if let Some(old) = recent.order.pop_front() {
                recent.seen.remove(&old);
            }
        }
        true
    }
}

/// The bot's framework: poise's, behind the check for repeated interactions.
pub struct Deduplicated<F> {
    inner: F,
    recent: RecentIds,
}

impl<F> Deduplicated<F> {
    /// Wraps `inner`, which then sees each interaction once.
    pub fn new(inner: F) -> Self {
        Deduplicated {
            inner,
            recent: RecentIds::default(),
        }
    }
}

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Deduplicated<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        if let serenity::FullEvent::InteractionCreate { interaction } = &event {
            let id = interaction.id().get();
            if !self.recent.first_time(id) {
                tracing::debug!(
                    interaction = id,
                    "interaction delivered again: not answered"
                );
                return;
            }
        }
        self.inner.dispatch(ctx, event).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_new_once() {
        let recent = RecentIds::default();
        assert!(recent.first_time(7));
        assert!(!recent.first_time(7));
        assert!(recent.first_time(8));
    }

    #[test]
    fn only_the_latest_ids_are_kept() {
        let recent = RecentIds::default();
        for id in 0..(REMEMBERED as u64 + 10) {
            assert!(recent.first_time(id));
        }
        let kept = recent.inner.lock().expect("not poisoned");
        assert_eq!(kept.order.len(), REMEMBERED);
        assert_eq!(kept.seen.len(), REMEMBERED);
        drop(kept);
        assert!(!recent.first_time(REMEMBERED as u64 + 9), "recent: known");
        assert!(recent.first_time(0), "the oldest was forgotten");
    }
}
