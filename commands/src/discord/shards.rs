//! Discord's gateway sharding (issue 29). Discord sends each server's events to one shard:
//! `(guild_id >> 22) % shard_count`, and direct messages to shard 0 only. A process that runs a
//! range of the shards therefore owns those servers outright: their games, lobbies, settings,
//! ratings and reports are in its own database, and its background tasks touch only them
//! ([`Shards::owns`]). `canasta-bot reshard` moves servers' records between databases when the
//! count changes.

use std::fmt;

/// The shards a process runs: `first..=last` of `count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shards {
    first: u32,
    last: u32,
    count: u32,
}

/// Why a range of shards is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShardsError {
    /// No shards.
    #[error("the shard count must be at least 1")]
    NoShards,
    /// The range is backwards or past the count.
    #[error("shards {first}-{last} are not within 0-{} (SHARD_COUNT={count})", count.saturating_sub(1))]
    OutOfRange {
        /// The first shard asked for.
        first: u32,
        /// The last shard asked for.
        last: u32,
        /// The shard count.
        count: u32,
    },
}

impl Shards {
    /// One shard of one: every server and the direct messages (the bot unsharded).
    pub const ONE: Shards = Shards {
        first: 0,
        last: 0,
        count: 1,
    };

    /// Shards `first..=last` of `count`.
    pub fn new(first: u32, last: u32, count: u32) -> Result<Shards, ShardsError> {
        if count == 0 {
            return Err(ShardsError::NoShards);
        }
        if first > last || last >= count {
            return Err(ShardsError::OutOfRange { first, last, count });
        }
        Ok(Shards { first, last, count })
    }

    /// Every shard of `count`.
    pub fn all(count: u32) -> Result<Shards, ShardsError> {
        Shards::new(0, count.saturating_sub(1), count)
    }

    /// The shard Discord sends `guild`'s events to, of `count` (Discord's formula; `count` 0
    /// is taken as 1).
    pub fn of_guild(guild: u64, count: u32) -> u32 {
        let shard = (guild >> 22) % u64::from(count.max(1));
        u32::try_from(shard).unwrap_or(0)
    }

    /// True when this process runs the shard of `guild`.
    pub fn owns(&self, guild: u64) -> bool {
        (self.first..=self.last).contains(&Shards::of_guild(guild, self.count))
    }

    /// True when direct messages reach this process (Discord sends them on shard 0).
    pub fn has_direct_messages(&self) -> bool {
        self.first == 0
    }

    /// The first shard.
    pub fn first(&self) -> u32 {
        self.first
    }

    /// The last shard.
    pub fn last(&self) -> u32 {
        self.last
    }

    /// The shard count.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// True when the bot runs on more than one shard (here or elsewhere).
    pub fn sharded(&self) -> bool {
        self.count > 1
    }

    /// The servers of `servers` that another process answers: records of them in this
    /// process's database were copied rather than resharded, and nothing here will serve them.
    pub fn not_owned(&self, servers: impl IntoIterator<Item = u64>) -> Vec<u64> {
        servers.into_iter().filter(|&g| !self.owns(g)).collect()
    }
}

impl Default for Shards {
    fn default() -> Self {
        Shards::ONE
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{} of {}", self.first, self.last, self.count)
    }
}

/// The shard count a process is given: a number, or Discord's recommendation (`auto`,
/// `GET /gateway/bot`), for a process that runs them all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShardCount {
    /// This many.
    Fixed(u32),
    /// As many as Discord recommends.
    Auto,
}

/// Which shards a process runs, as configured (`SHARDS`, `SHARD_COUNT`): resolved into
/// [`Shards`] when the bot starts (an `auto` count asks Discord).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ShardPlan {
    /// Unsharded: one shard of one.
    #[default]
    One,
    /// Every shard of the count, in this process.
    All(ShardCount),
    /// These shards (`first..=last`) of a fixed count.
    Range(Shards),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_is_on_the_shard_of_discords_formula() {
        // Discord's documented example: server 81384788765712384 is on shard 7 of 17.
        assert_eq!(Shards::of_guild(81_384_788_765_712_384, 17), 7);
        let guild = 81_384_788_765_712_384;
        let mine = Shards::new(6, 8, 17).unwrap();
        assert!(mine.owns(guild));
        assert!(!Shards::new(0, 6, 17).unwrap().owns(guild));
        assert!(Shards::ONE.owns(guild) && Shards::ONE.has_direct_messages());
        assert!(!mine.has_direct_messages());
    }

    #[test]
    fn the_servers_another_process_answers_are_named() {
        let guild = 81_384_788_765_712_384; // shard 7 of 17
        let other = 3 << 22; // shard 3 of 17
        assert_eq!(
            Shards::new(6, 8, 17).unwrap().not_owned([guild, other]),
            [other]
        );
        assert!(Shards::ONE.not_owned([guild, other]).is_empty());
    }

    #[test]
    fn every_server_has_exactly_one_owner_among_the_ranges() {
        let ranges = [
            Shards::new(0, 3, 16).unwrap(),
            Shards::new(4, 9, 16).unwrap(),
            Shards::new(10, 15, 16).unwrap(),
        ];
        for guild in (0..2000u64).map(|i| (i * 7919) << 22 | i) {
            let owners = ranges.iter().filter(|r| r.owns(guild)).count();
            assert_eq!(owners, 1, "guild {guild}");
        }
    }

    #[test]
    fn ranges_outside_the_count_are_refused() {
        assert_eq!(Shards::new(0, 0, 0), Err(ShardsError::NoShards));
        assert!(matches!(
            Shards::new(2, 1, 4),
            Err(ShardsError::OutOfRange { .. })
        ));
        assert!(Shards::new(0, 4, 4).is_err());
        assert_eq!(Shards::all(4).unwrap().to_string(), "0-3 of 4");
    }
}
