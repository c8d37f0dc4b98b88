//! `/canasta away 3d`: a player pauses their clocks in every game of the server they sit in
//! (at most 14 days a game, [`MAX_AWAY_MS`](canasta_storage::MAX_AWAY_MS)); `/canasta away
//! back` ends the pause early. The pauses live in each game's clock record, which moves the
//! running wait's reminder and deadline with them ([`Store::set_away`]).

use super::error::TableError;
use super::find::active_games_of;
use canasta_storage::Store;
use canasta_wording::render::away::GameAway;

/// Pauses `user`'s clocks in each active game of `guild` where they have a seat, until
/// `until` (ms since the epoch; now or earlier ends the pause). Returns each game's outcome,
/// oldest game first.
pub fn go_away(
    store: &Store,
    guild: u64,
    user: u64,
    until: u64,
) -> Result<Vec<GameAway>, TableError> {
    let mut out = Vec::new();
    let now = store.now_ms();
    for record in active_games_of(store, guild, user)? {
        let seats = record.seats_of(user);
        let was_away = store
            .away_seats(record.id, now)?
            .iter()
            .any(|away| seats.contains(&away.seat));
        let mut outcome = None;
        for seat in seats {
            outcome = Some(store.set_away(record.id, seat, until)?);
        }
        if let Some(outcome) = outcome {
            out.push(GameAway {
                guild_id: record.guild_id,
                thread_id: record.channel_id,
                rules: record.rules.name.clone(),
                outcome,
                was_away,
            });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_storage::{AwayOutcome, MoveClock, NewGame, TestClock};
    use std::sync::Arc;

    const HOUR: u64 = 3_600_000;
    const DAY: u64 = 24 * HOUR;

    fn new_game(guild: u64, channel: u64, clock: MoveClock) -> NewGame {
        NewGame {
            guild_id: guild,
            channel_id: channel,
            ..crate::test_games::four_humans(3, clock)
        }
    }

    #[test]
    fn away_pauses_every_game_of_the_server_and_the_table_shows_it() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let clock = TestClock::at(1_000 * HOUR);
        let store =
            Store::open_with_clock(dir.path().join("db"), Arc::new(clock.clone())).expect("opens");
        let timed = store
            .create_game(new_game(1, 10, MoveClock::per_move(24)))
            .expect("created")
            .record;
        store
            .create_game(new_game(1, 11, MoveClock::none()))
            .expect("created");
        store
            .create_game(new_game(2, 12, MoveClock::per_move(24)))
            .expect("created");

        let games = go_away(&store, 1, 3, clock.now() + 3 * DAY).expect("paused");
        assert_eq!(games.len(), 2, "the other server's game is left alone");
        assert_eq!(games[0].thread_id, 10);
        assert_eq!(
            games[0].outcome,
            AwayOutcome::Paused {
                until: 1_000 * HOUR + 3 * DAY,
                left_ms: 11 * DAY
            }
        );
        assert_eq!(games[1].outcome, AwayOutcome::Untimed);
        let shown = crate::clocks::table_clock(&store, timed.id).expect("reads");
        assert_eq!(shown.away.len(), 1);
        assert_eq!(Some(shown.away[0].seat), timed.seats_of(3).first().copied());

        assert!(games.iter().all(|g| !g.was_away), "not away before");
        // Back early: nobody is away any more.
        clock.advance(std::time::Duration::from_secs(3600));
        let back = go_away(&store, 1, 3, clock.now()).expect("back");
        assert!(back[0].was_away, "away in the timed game");
        assert!(!back[1].was_away, "nothing to pause in the untimed one");
        let shown = crate::clocks::table_clock(&store, timed.id).expect("reads");
        assert!(shown.away.is_empty());
        // Issue 31: "back" again finds no pause to end anywhere.
        let again = go_away(&store, 1, 3, clock.now()).expect("back again");
        assert!(again.iter().all(|g| !g.was_away), "{again:?}");
        assert_eq!(again[0].outcome, AwayOutcome::NotAway);
        assert!(go_away(&store, 1, 99, clock.now() + DAY)
            .expect("nothing")
            .is_empty());
    }
}
