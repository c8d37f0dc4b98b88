//! The decoded results of the guilds read most recently, so boards, profiles and reports do
//! not decode every stored result again on each request (10,000 results take ~80 ms to
//! decode). Every write to the results tree is told to the cache ([`ResultsCache::written`]):
//! a new result that sorts after a guild's cached ones (a game that just ended) is appended to
//! them; any other change to a cached guild drops its list, to be read again. A list read while
//! a write went on is not kept (the cache's generation moved on meanwhile).

use super::GameResult;
use crate::format::decode_plain;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// How many guilds' results are kept decoded at once.
const GUILDS_KEPT: usize = 8;

/// The first bytes of a result's key: its guild.
const GUILD_BYTES: usize = 8;

/// One guild's results, as of a generation, and the key of the last one.
struct Kept {
    generation: u64,
    results: Arc<Vec<GameResult>>,
    last_key: Vec<u8>,
}

/// Decoded results by guild.
#[derive(Default)]
pub(crate) struct ResultsCache {
    generation: AtomicU64,
    by_guild: Mutex<HashMap<u64, Kept>>,
}

/// The guild a result's key belongs to.
fn guild_of(key: &[u8]) -> Option<u64> {
    Some(u64::from_be_bytes(key.get(..GUILD_BYTES)?.try_into().ok()?))
}

impl ResultsCache {
    /// The results tree was written (after the write is in the tree): `puts` (key, stored
    /// bytes) and removed `deletes`.
    pub(crate) fn written(&self, puts: &[(&[u8], &[u8])], deletes: &[&[u8]]) {
        let mut by_guild = self.lock();
        let generation = self.generation.fetch_add(1, Ordering::SeqCst) + 1;
        for key in deletes {
            if let Some(guild) = guild_of(key) {
                by_guild.remove(&guild);
            }
        }
        for (key, bytes) in puts {
            let Some(guild) = guild_of(key) else { continue };
            let appended = by_guild.get_mut(&guild).is_some_and(|kept| {
                let Ok(result) = decode_plain::<GameResult>(bytes) else {
                    return false;
                };
                if *key <= kept.last_key.as_slice() {
                    return false;
                }
                Arc::make_mut(&mut kept.results).push(result);
                kept.last_key = key.to_vec();
                true
            });
            if !appended {
                by_guild.remove(&guild);
            }
        }
        for kept in by_guild.values_mut() {
            kept.generation = generation;
        }
    }

    /// The guild's readable results: kept ones when no write came since they were read,
    /// else `read` (key and result, in key order), kept if no write came while reading.
    pub(crate) fn get_or_read<E>(
        &self,
        guild: u64,
        read: impl FnOnce() -> Result<Vec<(Vec<u8>, GameResult)>, E>,
    ) -> Result<Arc<Vec<GameResult>>, E> {
        let generation = self.generation.load(Ordering::SeqCst);
        if let Some(kept) = self.lock().get(&guild) {
            if kept.generation == generation {
                return Ok(Arc::clone(&kept.results));
            }
        }
        let read = read()?;
        let last_key = read.last().map(|(key, _)| key.clone()).unwrap_or_default();
        let results = Arc::new(read.into_iter().map(|(_, result)| result).collect());
        let mut by_guild = self.lock();
        if self.generation.load(Ordering::SeqCst) == generation {
            by_guild.retain(|_, kept| kept.generation == generation);
            if by_guild.len() >= GUILDS_KEPT {
                let evicted = by_guild.keys().next().copied();
                if let Some(evicted) = evicted {
                    by_guild.remove(&evicted);
                }
            }
            let kept = Kept {
                generation,
                results: Arc::clone(&results),
                last_key,
            };
            by_guild.insert(guild, kept);
        }
        Ok(results)
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<u64, Kept>> {
        // A panic while holding the lock cannot leave the map half-changed: use it as it is.
        self.by_guild.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
