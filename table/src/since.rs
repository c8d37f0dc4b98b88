//! What the other seats did since a seat last acted (issue 13: "since your last turn" at the
//! top of `/hand`), rebuilt from the game's log. Only the actions and their events are handed
//! on: the wording turns them into public lines, which never name a drawn card.

use super::catch_up::replayed_since;
use super::error::TableError;
use canasta_storage::{GameRecord, Store};
use canasta_wording::render::Acted;

/// The actions of the other seats in `record` since `seat`'s last action, oldest first (all of
/// them if the seat has not acted yet; none if it acted last). Reads the log under the game's
/// lock, up to `record`'s version, so the summary matches the hand shown with it.
pub fn since_last_turn(
    store: &Store,
    record: &GameRecord,
    seat: usize,
) -> Result<Vec<Acted>, TableError> {
    let log = store.lock_game(record.id).load_log()?;
    let upto = usize::try_from(record.version).unwrap_or(usize::MAX);
    let acted = &log.actions[..upto.min(log.actions.len())];
    let from = acted
        .iter()
        .rposition(|logged| logged.seat == seat)
        .map_or(0, |index| index as u64 + 1);
    if from >= record.version {
        return Ok(Vec::new());
    }
    replayed_since(&log, record, from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::players::{HeuristicPlayer, Player};
    use canasta_engine::Event;
    use canasta_storage::MoveClock;

    #[test]
    fn lists_what_the_others_did_since_the_seat_last_acted() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let created = store
            .create_game(crate::test_games::four_humans(42, MoveClock::none()))
            .expect("created");
        let id = created.record.id;
        let first = created.record.game.seat_to_act().expect("someone starts");
        let mut seats = Vec::new();
        while seats.len() < 20 {
            let record = store.load_game(id).expect("loads");
            let seat = record.game.seat_to_act().expect("active");
            let action = HeuristicPlayer::new().choose(&record.game, seat);
            store
                .apply_action(id, Some(record.version), seat, &action, None)
                .expect("applies");
            seats.push(seat);
        }
        let now = store.load_game(id).expect("loads");
        let last_own = seats.iter().rposition(|&s| s == first).expect("acted");
        let since = since_last_turn(&store, &now, first).expect("rebuilds");
        assert_eq!(since.len(), seats.len() - last_own - 1);
        assert!(since.iter().all(|a| a.seat != first));
        assert_eq!(
            since.first().map(|a| a.before.version),
            Some(last_own as u64 + 1)
        );
        assert!(since
            .iter()
            .any(|a| a.events.iter().any(|e| matches!(e, Event::Drew { .. }))));
        // The seat that acted last has nothing to catch up on.
        let last = *seats.last().expect("moves");
        assert!(since_last_turn(&store, &now, last)
            .expect("none")
            .is_empty());
    }
}
