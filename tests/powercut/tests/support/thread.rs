//! The games' threads as Discord keeps them, outside the machine whose power goes: each post
//! of a move carries its key (game, version), and a post sent again under a key the thread has
//! is dropped, as Discord drops a repeated nonce.

use canasta_storage::GameId;
use std::collections::BTreeMap;

#[derive(Debug, Default)]
pub struct Threads {
    /// (game, version of the move's game before it) -> the move's public lines.
    posts: BTreeMap<(GameId, u64), String>,
    /// Posts sent again with a key the thread has, and the same lines: dropped.
    pub resent: u64,
    /// Posts sent again with a key the thread has, and other lines: the thread was told a
    /// move the store then lost, and another took its place.
    pub contradicted: Vec<(GameId, u64)>,
}

impl Threads {
    pub fn post(&mut self, game: GameId, version: u64, lines: String) {
        match self.posts.get(&(game, version)) {
            None => {
                self.posts.insert((game, version), lines);
            }
            Some(told) if *told == lines => self.resent += 1,
            Some(_) => self.contradicted.push((game, version)),
        }
    }

    /// The lines told for `game`'s move from `version`.
    pub fn told(&self, game: GameId, version: u64) -> Option<&str> {
        self.posts.get(&(game, version)).map(String::as_str)
    }

    /// The versions of `game`'s moves told, from `from` on.
    pub fn told_from(&self, game: GameId, from: u64) -> Vec<u64> {
        self.posts
            .range((game, from)..=(game, u64::MAX))
            .map(|((_, v), _)| *v)
            .collect()
    }

    /// Posts told, one per move.
    pub fn len(&self) -> usize {
        self.posts.len()
    }
}
