//! The actions a game's thread has not seen yet, rebuilt from the game's log: each with the
//! game before and after it and its events, as when it was applied, so the posts that failed
//! to go out can be written now exactly as they would have been.

use super::act::Acted;
use super::error::TableError;
use canasta_engine::{Game, GameLog};
use canasta_storage::{GameLock, GameRecord, GameStatus};

/// The actions of `record` after version `from`, oldest first (none if `from` is current);
/// `turn` holds the game's lock, so the log is read whole.
pub fn acted_since(
    turn: &GameLock,
    record: &GameRecord,
    from: u64,
) -> Result<Vec<Acted>, TableError> {
    if from >= record.version {
        return Ok(Vec::new());
    }
    replayed_since(&turn.load_log()?, record, from)
}

/// The actions of `log` from version `from` up to `record`'s version, oldest first, each as it
/// was applied; `record` is the game at the end of them.
pub(crate) fn replayed_since(
    log: &GameLog,
    record: &GameRecord,
    from: u64,
) -> Result<Vec<Acted>, TableError> {
    let (mut game, _) =
        Game::new(log.rules.clone(), log.seed).map_err(|e| TableError::Internal(e.to_string()))?;
    let refused = |index: usize, e| {
        TableError::Internal(format!(
            "game {} does not replay at action {index}: {e}",
            record.id.0
        ))
    };
    let mut missed = Vec::new();
    let upto = usize::try_from(record.version).unwrap_or(usize::MAX);
    for (index, logged) in log.actions.iter().take(upto).enumerate() {
        let version = index as u64;
        if version < from {
            game.apply(logged.seat, &logged.action)
                .map_err(|e| refused(index, e))?;
            continue;
        }
        let before = game.clone();
        let events = game
            .apply(logged.seat, &logged.action)
            .map_err(|e| refused(index, e))?;
        let at = |game: Game, version: u64| GameRecord {
            game,
            version,
            log_len: version as usize,
            status: GameStatus::Active,
            finished_at: None,
            ..record.clone()
        };
        let after = if version + 1 == record.version {
            record.clone()
        } else {
            at(game.clone(), version + 1)
        };
        missed.push(Acted {
            before: at(before, version),
            after,
            seat: logged.seat,
            action: logged.action.clone(),
            events,
            duplicate: false,
        });
    }
    Ok(missed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::players::{HeuristicPlayer, Player};
    use canasta_storage::Store;

    #[test]
    fn rebuilds_each_missed_action_as_it_was_applied() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let new = crate::test_games::four_humans(42, canasta_storage::MoveClock::none());
        let created = store.create_game(new).expect("created");
        let id = created.record.id;
        let mut applied = Vec::new();
        for _ in 0..12 {
            let record = store.load_game(id).expect("loads");
            let seat = record.game.seat_to_act().expect("active");
            let action = HeuristicPlayer::new().choose(&record.game, seat);
            let outcome = store
                .apply_action(id, Some(record.version), seat, &action, None)
                .expect("applies");
            applied.push((record, seat, action, outcome.events));
        }
        let now = store.load_game(id).expect("loads");
        let turn = store.lock_game(id);
        assert!(acted_since(&turn, &now, now.version)
            .expect("none")
            .is_empty());
        let missed = acted_since(&turn, &now, 7).expect("rebuilds");
        assert_eq!(missed.len(), 5);
        for (acted, (before, seat, action, events)) in missed.iter().zip(&applied[7..]) {
            assert_eq!(acted.before.version, before.version);
            assert_eq!(acted.before.game, before.game);
            assert_eq!((acted.seat, &acted.action), (*seat, action));
            assert_eq!(&acted.events, events);
            assert_eq!(acted.after.version, before.version + 1);
        }
        assert_eq!(missed[4].after.game, now.game);
    }

    /// Issue 14: a retry of posts that may have reached Discord rebuilds the moves from the
    /// log; their posts must be cut the same and keyed the same as the first try's, so
    /// Discord's nonce check drops the repeat.
    #[test]
    fn a_retry_keys_and_cuts_the_posts_as_the_first_try() {
        use canasta_wording::lang::Lang;
        use canasta_wording::post_key::PostKey;
        use canasta_wording::render::announce_gathered::gathered_posts;
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let new = crate::test_games::four_humans(7, canasta_storage::MoveClock::none());
        let id = store.create_game(new).expect("created").record.id;
        let mut applied = Vec::new();
        for _ in 0..40 {
            let record = store.load_game(id).expect("loads");
            let Some(seat) = record.game.seat_to_act() else {
                break;
            };
            let action = HeuristicPlayer::new().choose(&record.game, seat);
            let outcome = store
                .apply_action(id, Some(record.version), seat, &action, None)
                .expect("applies");
            applied.push(Acted::from(outcome));
        }
        let now = store.load_game(id).expect("loads");
        let turn = store.lock_game(id);
        for mark in [0, 5, 20, now.version - 1] {
            let first = &applied[mark as usize..];
            let rebuilt = acted_since(&turn, &now, mark).expect("rebuilds");
            assert_eq!(PostKey::moves(id.0, first), PostKey::moves(id.0, &rebuilt));
            let (sent, again) = (
                gathered_posts(Lang::En, first, false, None),
                gathered_posts(Lang::En, &rebuilt, true, None),
            );
            assert_eq!(sent.len(), again.len(), "from version {mark}");
            for (sent, again) in sent.iter().zip(&again) {
                assert_eq!(sent.ping, again.ping);
                assert_eq!(sent.message.embeds(), again.message.embeds());
            }
        }
    }
}
