//! The one way the store writes: a set of puts and deletes with preconditions, applied in a
//! single sled transaction across trees.

use crate::db::Trees;
use crate::schedule::{read_clock, Plan};
use canasta_records::GameId;
use sled::transaction::{ConflictableTransactionError, TransactionError};
use sled::Transactional;

/// The trees a commit may touch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TreeId {
    Games,
    Log,
    ByGuild,
    ByChannel,
    ByUser,
    Results,
    Clocks,
    Due,
}

/// What a commit writes into one tree: (key, value) pairs, and the keys it removes.
pub(crate) type TreeWrites<'a> = (Vec<(&'a [u8], &'a [u8])>, Vec<&'a [u8]>);

/// A key to write, and its value.
pub(crate) type Put = (TreeId, Vec<u8>, Vec<u8>);

/// A key to remove.
pub(crate) type Delete = (TreeId, Vec<u8>);

/// Writes to apply atomically, if the preconditions hold.
#[derive(Debug, Default)]
pub(crate) struct Commit {
    /// The game's stored bytes must still be these (`None`: no such game yet).
    pub expect_game: Option<(GameId, Option<Vec<u8>>)>,
    /// This idempotency key must be unused; it is written with this value.
    pub claim_key: Option<(String, Vec<u8>)>,
    /// Keys to write.
    pub puts: Vec<Put>,
    /// Keys to remove.
    pub deletes: Vec<Delete>,
    /// The game's schedule to move on, after the puts (see [`Plan`]).
    pub reschedule: Option<Plan>,
}

/// Why a commit did not happen.
#[derive(Debug)]
pub(crate) enum CommitError {
    /// The game's record changed since it was read.
    GameChanged,
    /// The idempotency key was used meanwhile.
    KeyTaken,
    /// sled failed.
    Sled(sled::Error),
}

impl Commit {
    /// What the commit writes into tree `id` (key, value) and removes from it (the
    /// reschedule writes only the clocks and the due-time index).
    pub(crate) fn writes_to(&self, id: TreeId) -> TreeWrites<'_> {
        let puts = self
            .puts
            .iter()
            .filter(|(tree, _, _)| *tree == id)
            .map(|(_, key, value)| (key.as_slice(), value.as_slice()))
            .collect();
        let deletes = self
            .deletes
            .iter()
            .filter(|(tree, _)| *tree == id)
            .map(|(_, key)| key.as_slice())
            .collect();
        (puts, deletes)
    }

    /// Applies the commit in one transaction (not yet flushed to disk).
    pub(crate) fn apply(&self, trees: &Trees) -> Result<(), CommitError> {
        let all = (
            &trees.games,
            &trees.log,
            &trees.idempotency,
            &trees.by_guild,
            &trees.by_channel,
            &trees.by_user,
            &trees.results,
            &trees.clocks,
            &trees.due,
        );
        let outcome = all.transaction(
            |(games, log, idem, guild, channel, user, results, clocks, due)| {
                let tree = |id: TreeId| match id {
                    TreeId::Games => games,
                    TreeId::Log => log,
                    TreeId::ByGuild => guild,
                    TreeId::ByChannel => channel,
                    TreeId::ByUser => user,
                    TreeId::Results => results,
                    TreeId::Clocks => clocks,
                    TreeId::Due => due,
                };
                if let Some((game, expected)) = &self.expect_game {
                    let current = games.get(game.to_key())?;
                    if current.as_deref() != expected.as_deref() {
                        return Err(ConflictableTransactionError::Abort(
                            CommitError::GameChanged,
                        ));
                    }
                }
                if let Some((key, value)) = &self.claim_key {
                    if idem.get(key.as_bytes())?.is_some() {
                        return Err(ConflictableTransactionError::Abort(CommitError::KeyTaken));
                    }
                    idem.insert(key.as_bytes(), value.as_slice())?;
                }
                for (id, key) in &self.deletes {
                    tree(*id).remove(key.as_slice())?;
                }
                for (id, key, value) in &self.puts {
                    tree(*id).insert(key.as_slice(), value.as_slice())?;
                }
                if let Some(plan) = &self.reschedule {
                    let stored = clocks.get(plan.game().to_key())?;
                    let writes = plan.writes(read_clock(plan.game(), stored.as_deref()));
                    for (id, key) in &writes.deletes {
                        tree(*id).remove(key.as_slice())?;
                    }
                    for (id, key, value) in &writes.puts {
                        tree(*id).insert(key.as_slice(), value.as_slice())?;
                    }
                }
                Ok(())
            },
        );
        outcome.map_err(|e| match e {
            TransactionError::Abort(abort) => abort,
            TransactionError::Storage(e) => CommitError::Sled(e),
        })
    }
}
