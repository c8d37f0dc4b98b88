//! Changing who sits in a seat of a game being played (a substitute takes a seat handed over,
//! its owner takes it back): the players and the timeouts change, the per-user index follows
//! (a user who gained a seat is listed, one who lost it is not), and the schedule moves on if
//! the awaited seat's player became a human or a computer, all in one transaction. The
//! game's version and log do not change: no card moved.

use crate::commit::{Commit, TreeId};
use crate::error::StoreError;
use crate::format::encode_game;
use crate::index::index_key;
use crate::locks::GameLock;
use crate::schedule::Plan;
use canasta_records::{GameRecord, GameStatus};

impl GameLock {
    /// Lets `change` rearrange the seats of the locked, active game (its players and
    /// timeouts; nothing else it changes is kept), then stores the result and returns it with
    /// what `change` returned. A refusal by `change` writes nothing.
    pub fn change_seats<T, E: From<StoreError>>(
        &self,
        change: impl FnOnce(&mut GameRecord) -> Result<T, E>,
    ) -> Result<(GameRecord, T), E> {
        let (store, game) = (self.store(), self.game());
        let _gate = store.write_gate();
        let bytes = store.game_bytes(game)?;
        let mut record = store.decode(game, &bytes)?;
        if record.status != GameStatus::Active {
            return Err(StoreError::NotActive {
                game,
                status: record.status,
            }
            .into());
        }
        let users_before = record.users();
        let mut changed = record.clone();
        let out = change(&mut changed)?;
        if changed.players.len() != record.players.len() {
            let why = "a seat change cannot add or remove seats".to_string();
            return Err(StoreError::InvalidGame(why).into());
        }
        record.players = changed.players;
        record.timeouts = changed.timeouts;
        let now = store.now_ms();
        record.updated_at = now.max(record.updated_at);
        let users_after = record.users();
        let mut commit = Commit {
            expect_game: Some((game, Some(bytes))),
            ..Commit::default()
        };
        let value = crate::format::encode_plain(&crate::index::IndexEntry {});
        for user in users_before.iter().filter(|u| !users_after.contains(u)) {
            commit
                .deletes
                .push((TreeId::ByUser, index_key(*user, game)));
        }
        for user in users_after.iter().filter(|u| !users_before.contains(u)) {
            commit
                .puts
                .push((TreeId::ByUser, index_key(*user, game), value.clone()));
        }
        commit
            .puts
            .push((TreeId::Games, game.to_key().to_vec(), encode_game(&record)));
        commit.reschedule = Some(Plan::of(&record, now));
        if !store.commit(&commit)? {
            // Only a write that bypassed the game's lock can get here.
            return Err(StoreError::Contended(game).into());
        }
        Ok((record, out))
    }
}
