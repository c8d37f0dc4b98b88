//! How far each game's public posts have gone out. The bot posts an action's lines after the
//! action is stored; if a post fails (Discord errors, the bot stops in between), the game
//! version it reached is still recorded here, so the missed posts can be sent later instead
//! of being lost, and the next player still learns it is their turn.
//!
//! One record per game with posts outstanding or recently sent (key: the game id), in the
//! `announced` tree, as a plain JSON record of kind `A`, format 1. Losing a record costs at
//! most a repeated post, so writes are not flushed one by one.

use crate::error::Result;
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::ids::GameId;
use crate::store::Store;
use serde::{Deserialize, Serialize};

/// The sled tree holding announcement marks.
const ANNOUNCED_TREE: &str = "announced";

/// Every public post of the game up to this version is out (format 1 of kind `A`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
struct Announced {
    version: u64,
}

impl Plain for Announced {
    const KIND: Kind = Kind::Announced;
    const FORMAT: u16 = 1;
}

impl Store {
    fn announced_tree(&self) -> Result<sled::Tree> {
        self.db()
            .db
            .open_tree(ANNOUNCED_TREE)
            .map_err(|e| self.db().io(e))
    }

    /// The version of `game` up to which its public posts are out, if recorded. An unreadable
    /// record counts as none.
    pub fn announced_version(&self, game: GameId) -> Result<Option<u64>> {
        let tree = self.announced_tree()?;
        let found = tree.get(game.to_key()).map_err(|e| self.db().io(e))?;
        Ok(found.and_then(|bytes| decode_plain::<Announced>(&bytes).ok().map(|a| a.version)))
    }

    /// Records that the posts of `game` up to `version` are out. Never moves the mark back.
    pub fn set_announced(&self, game: GameId, version: u64) -> Result<()> {
        let tree = self.announced_tree()?;
        tree.fetch_and_update(game.to_key(), |old| {
            let old = old.and_then(|b| decode_plain::<Announced>(b).ok());
            let version = old.map_or(version, |a| a.version.max(version));
            Some(encode_plain(&Announced { version }))
        })
        .map_err(|e| self.db().io(e))?;
        Ok(())
    }

    /// Forgets the mark of `game` (its game is over and every post is out).
    pub fn forget_announced(&self, game: GameId) -> Result<()> {
        let tree = self.announced_tree()?;
        tree.remove(game.to_key()).map_err(|e| self.db().io(e))?;
        Ok(())
    }

    /// Every game with a mark, and the mark.
    pub fn announcement_marks(&self) -> Result<Vec<(GameId, u64)>> {
        let tree = self.announced_tree()?;
        let mut marks = Vec::new();
        for entry in tree.iter() {
            let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
            let Some(game) = GameId::from_key(&key) else {
                continue;
            };
            if let Ok(mark) = decode_plain::<Announced>(&bytes) {
                marks.push((game, mark.version));
            }
        }
        Ok(marks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_only_move_forward_and_survive_reopening() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let path = dir.path().join("db");
        let store = Store::open(&path).expect("opens");
        let (a, b) = (GameId(7), GameId(9));
        assert_eq!(store.announced_version(a).expect("reads"), None);
        store.set_announced(a, 5).expect("writes");
        store.set_announced(a, 3).expect("writes");
        store.set_announced(b, 1).expect("writes");
        assert_eq!(store.announced_version(a).expect("reads"), Some(5));
        store.flush().expect("flushes");
        drop(store);
        let store = Store::open(&path).expect("reopens");
        assert_eq!(
            store.announcement_marks().expect("lists"),
            vec![(a, 5), (b, 1)]
        );
        store.forget_announced(a).expect("forgets");
        assert_eq!(store.announced_version(a).expect("reads"), None);
        assert_eq!(store.announcement_marks().expect("lists"), vec![(b, 1)]);
    }
}
