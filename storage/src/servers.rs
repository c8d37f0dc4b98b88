//! Which servers a database holds records of, for a process that runs some of Discord's
//! shards to see at start whether its database holds servers another process answers
//! (issue 29: a database copied rather than resharded).

use crate::error::Result;
use crate::store::Store;
use std::collections::BTreeSet;

/// The named trees whose keys start with the server id (8 bytes, big-endian), besides the
/// server index, the results and the settings.
const SERVER_KEYED_TREES: [&str; 2] = ["ratings", "reports"];

impl Store {
    /// Every server with active games, finished games, settings, ratings or reports here, by
    /// id; one pass over keys, nothing decoded. Lobbies (an hour's record of a table being
    /// gathered) are left out.
    pub fn servers_with_records(&self) -> Result<BTreeSet<u64>> {
        let db = self.db();
        let trees = &db.trees;
        let mut trees = vec![
            trees.by_guild.clone(),
            trees.results.clone(),
            trees.settings.clone(),
        ];
        for name in SERVER_KEYED_TREES {
            trees.push(db.named_tree(name)?);
        }
        let mut servers = BTreeSet::new();
        for tree in trees {
            for key in tree.iter().keys() {
                let key = key.map_err(|e| db.io(e))?;
                if let Some(bytes) = key.get(..8).and_then(|b| <[u8; 8]>::try_from(b).ok()) {
                    servers.insert(u64::from_be_bytes(bytes));
                }
            }
        }
        Ok(servers)
    }
}
