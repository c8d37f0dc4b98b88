//! What an idempotency key was used for, read back (for tools and tests). An action's own
//! check of its key is part of its trip: [`GameLock::apply_with`](crate::GameLock::apply_with)
//! looks the key up before it hands the game to the caller to read the input, because the
//! input was meant for the game as it was then (the hand has changed since).

use crate::error::Result;
use crate::idempotency::KeyRecord;
use crate::store::Store;
use canasta_engine::Action;
use canasta_records::GameId;

/// A used idempotency key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyUse {
    /// It created this game.
    Created {
        /// The game.
        game: GameId,
    },
    /// It applied this action; passing the same action and key to
    /// [`Store::apply_action`] again returns the first outcome.
    Applied {
        /// The game.
        game: GameId,
        /// The acting seat.
        seat: usize,
        /// The action.
        action: Action,
        /// The game version it produced.
        version: u64,
    },
}

impl Store {
    /// What `key` was used for, if it was.
    pub fn key_use(&self, key: &str) -> Result<Option<KeyUse>> {
        let Some(record) = self.key_record(key)? else {
            return Ok(None);
        };
        Ok(Some(match record {
            KeyRecord::Created { game, .. } => KeyUse::Created { game },
            KeyRecord::Applied {
                game,
                seat,
                action,
                index,
                version,
                from_v1,
                ..
            } => KeyUse::Applied {
                game,
                seat,
                // A format-1 record's lay-offs name meld indexes; its log entry names ids.
                action: if from_v1 {
                    self.load_log(game)?
                        .actions
                        .get(index)
                        .map_or(action, |a| a.action.clone())
                } else {
                    action
                },
                version,
            },
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{NewGame, PlayerSlot};
    use canasta_engine::Rules;

    #[test]
    fn used_keys_are_reported() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("db")).unwrap();
        let players = (0..4)
            .map(|i| PlayerSlot::Human {
                user_id: i,
                name: format!("P{i}"),
            })
            .collect();
        let created = store
            .create_game(NewGame {
                guild_id: 1,
                channel_id: 2,
                host_id: 0,
                players,
                rules: Rules::classic(),
                seed: 5,
                move_clock: crate::MoveClock::none(),
                idempotency_key: Some("new".into()),
            })
            .unwrap();
        let game = created.record.id;
        assert_eq!(
            store.key_use("new").unwrap(),
            Some(KeyUse::Created { game })
        );
        assert_eq!(store.key_use("draw").unwrap(), None);
        let seat = created.record.game.seat_to_act().unwrap();
        store
            .apply_action(game, None, seat, &Action::Draw, Some("draw"))
            .unwrap();
        assert_eq!(
            store.key_use("draw").unwrap(),
            Some(KeyUse::Applied {
                game,
                seat,
                action: Action::Draw,
                version: 1
            })
        );
    }
}
