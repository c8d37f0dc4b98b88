//! How far each game's public posts have gone out. The bot posts an action's lines after the
//! action is stored; if a post fails (Discord errors, the bot stops in between), the game
//! version it reached is still recorded here, so the missed posts can be sent later instead
//! of being lost, and the next player still learns it is their turn.
//!
//! One record per game with posts outstanding or recently sent (key: the game id), in the
//! `announced` tree, as a plain JSON record of kind `A`, format 1. Losing a record costs at
//! most a repeated post, so writes are not flushed one by one.
//!
//! A mark whose posts failed is flagged `behind` ([`Store::set_behind`]), so the task that
//! sends missed posts looks only at those ([`Store::behind_marks`]) and not at every active
//! game on each round; one full look when the bot starts finds posts a crash left behind
//! before they could fail.

use crate::error::Result;
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::store::Store;
use canasta_records::GameId;
use serde::{Deserialize, Serialize};

/// The sled tree holding announcement marks.
const ANNOUNCED_TREE: &str = "announced";

/// Every public post of the game up to this version is out (format 1 of kind `A`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Announced {
    version: u64,
    /// Posts after `version` failed to go out (absent in records written before the flag).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    behind: bool,
}

impl Plain for Announced {
    const KIND: Kind = Kind::Announced;
    const FORMAT: u16 = 1;
}

impl Store {
    fn announced_tree(&self) -> Result<sled::Tree> {
        self.db().named_tree(ANNOUNCED_TREE)
    }

    /// The version of `game` up to which its public posts are out, if recorded. An unreadable
    /// record counts as none.
    pub fn announced_version(&self, game: GameId) -> Result<Option<u64>> {
        Ok(self.announced_mark(game)?.map(|(version, _)| version))
    }

    /// The mark of `game` (see [`Store::announced_version`]) and whether posts after it
    /// failed ([`Store::set_behind`]), if recorded.
    pub fn announced_mark(&self, game: GameId) -> Result<Option<(u64, bool)>> {
        let tree = self.announced_tree()?;
        let found = tree.get(game.to_key()).map_err(|e| self.db().io(e))?;
        Ok(found.and_then(|bytes| {
            decode_plain::<Announced>(&bytes)
                .ok()
                .map(|a| (a.version, a.behind))
        }))
    }

    /// Records that the posts of `game` up to `version` are out. Never moves the mark back.
    pub fn set_announced(&self, game: GameId, version: u64) -> Result<()> {
        let tree = self.announced_tree()?;
        tree.fetch_and_update(game.to_key(), |old| {
            let old = old.and_then(|b| decode_plain::<Announced>(b).ok());
            let version = old.map_or(version, |a| a.version.max(version));
            Some(encode_plain(&Announced {
                version,
                behind: false,
            }))
        })
        .map_err(|e| self.db().io(e))?;
        Ok(())
    }

    /// Records that posts of `game` failed: its mark stays where it is (at `from` when it had
    /// none) and is flagged for the retry task, until [`Store::set_announced`] moves it.
    pub fn set_behind(&self, game: GameId, from: u64) -> Result<()> {
        let tree = self.announced_tree()?;
        tree.fetch_and_update(game.to_key(), |old| {
            let old = old.and_then(|b| decode_plain::<Announced>(b).ok());
            Some(encode_plain(&Announced {
                version: old.map_or(from, |a| a.version),
                behind: true,
            }))
        })
        .map_err(|e| self.db().io(e))?;
        Ok(())
    }

    /// Takes the flag of [`Store::set_behind`] off `game`'s mark (its posts caught up); no
    /// write when it is not flagged.
    pub fn clear_behind(&self, game: GameId) -> Result<()> {
        let tree = self.announced_tree()?;
        let key = game.to_key();
        let Some(bytes) = tree.get(key).map_err(|e| self.db().io(e))? else {
            return Ok(());
        };
        match decode_plain::<Announced>(&bytes) {
            Ok(mark) if mark.behind => {
                let cleared = encode_plain(&Announced {
                    behind: false,
                    ..mark
                });
                // Only if unchanged since read; a changed mark was moved or flagged anew.
                let _ = tree
                    .compare_and_swap(key, Some(bytes), Some(cleared))
                    .map_err(|e| self.db().io(e))?;
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The games whose posts failed ([`Store::set_behind`]), and their marks: what the retry
    /// task sends again. One pass over the small mark records, no game is loaded.
    pub fn behind_marks(&self) -> Result<Vec<(GameId, u64)>> {
        Ok(self
            .marks()?
            .into_iter()
            .filter(|(_, mark)| mark.behind)
            .map(|(game, mark)| (game, mark.version))
            .collect())
    }

    /// Forgets the mark of `game` (its game is over and every post is out).
    pub fn forget_announced(&self, game: GameId) -> Result<()> {
        let tree = self.announced_tree()?;
        tree.remove(game.to_key()).map_err(|e| self.db().io(e))?;
        Ok(())
    }

    /// Every game with a mark, and the mark.
    pub fn announcement_marks(&self) -> Result<Vec<(GameId, u64)>> {
        Ok(self
            .marks()?
            .into_iter()
            .map(|(game, mark)| (game, mark.version))
            .collect())
    }

    fn marks(&self) -> Result<Vec<(GameId, Announced)>> {
        let tree = self.announced_tree()?;
        let mut marks = Vec::new();
        for entry in tree.iter() {
            let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
            let Some(game) = GameId::from_key(&key) else {
                continue;
            };
            if let Ok(mark) = decode_plain::<Announced>(&bytes) {
                marks.push((game, mark));
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

    #[test]
    fn failed_posts_flag_their_mark_until_it_moves() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let (told, failed, new) = (GameId(1), GameId(2), GameId(3));
        store.set_announced(told, 4).expect("writes");
        store.set_announced(failed, 6).expect("writes");
        store.set_behind(failed, 99).expect("flags");
        store
            .set_behind(new, 2)
            .expect("flags a game with no mark yet");
        assert_eq!(
            store.behind_marks().expect("lists"),
            vec![(failed, 6), (new, 2)],
            "a flagged mark stays where it was; a new one starts where posting failed"
        );
        assert_eq!(store.announcement_marks().expect("lists").len(), 3);
        store.set_announced(failed, 9).expect("caught up");
        assert_eq!(store.behind_marks().expect("lists"), vec![(new, 2)]);
        store.clear_behind(new).expect("clears");
        store
            .clear_behind(GameId(77))
            .expect("no mark: nothing to clear");
        assert!(store.behind_marks().expect("lists").is_empty());
        assert_eq!(store.announced_version(new).expect("reads"), Some(2));
        assert_eq!(store.announced_version(GameId(77)).expect("reads"), None);
        assert_eq!(store.announced_version(failed).expect("reads"), Some(9));
        assert_eq!(
            store.announced_mark(failed).expect("reads"),
            Some((9, false))
        );
        store.set_behind(failed, 1).expect("flags");
        assert_eq!(
            store.announced_mark(failed).expect("reads"),
            Some((9, true))
        );
        assert_eq!(store.announced_mark(GameId(77)).expect("reads"), None);
    }

    #[test]
    fn a_mark_written_before_the_flag_reads_as_not_behind() {
        let old = envelope_of(br#"{"version":5}"#);
        let mark: Announced = decode_plain(&old).expect("format 1 reads");
        assert_eq!(
            mark,
            Announced {
                version: 5,
                behind: false
            }
        );
        let plain = encode_plain(&mark);
        assert_eq!(plain, old, "an unflagged mark is written as before");
    }

    fn envelope_of(json: &[u8]) -> Vec<u8> {
        crate::format::envelope::seal(
            Kind::Announced,
            1,
            crate::format::envelope::Codec::Json,
            json,
        )
    }
}
