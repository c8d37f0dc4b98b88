//! Games over days: what falls due at a table's move clock, for the task that reminds players
//! and acts on deadlines. The store keeps each timed wait's reminder and deadline in a
//! due-time index written with the actions themselves ([`Store::due_now`]); this is the
//! service's side of it:
//!
//! - [`due_now`] lists what is due (one seek when nothing is);
//! - [`take_reminder`] takes a due reminder *before* it is sent and says whom to ping, or
//!   nothing when it went already, the player moved, or the game ended: so one reminder per
//!   turn at most, across restarts and crashes;
//! - [`mark_done`] takes a deadline handled without a move (a move that ends the turn takes
//!   the turn's entries with it);
//! - [`time_left`] and [`table_clock`] are "Aino to move, 14 h left" for the table and
//!   `/hand`;
//! - [`adopt_untimed_games`] gives games stored before clocks their reminders, once.

use super::error::TableError;
use super::server_settings::reminder_after;
pub use canasta_storage::{Due, DueKind, MoveClock, TimeLeft, Wait, WaitKind, MOVE_CLOCK_CHOICES};
use canasta_storage::{GameId, GameRecord, GameStatus, Store};
use canasta_wording::render::TableClock;
use std::time::Duration;

/// Everything due at `now` (ms since the epoch; [`Store::now_ms`] in the bot), earliest first;
/// a turn past its deadline is listed by the deadline alone.
pub fn due_now(store: &Store, now: u64) -> Result<Vec<Due>, TableError> {
    Ok(store.due_now(now)?)
}

/// Takes `due` out of the index: `true` for the one call that took it, `false` after (also
/// across restarts), so calling it again is harmless.
pub fn mark_done(store: &Store, due: &Due) -> Result<bool, TableError> {
    Ok(store.mark_done(due)?)
}

/// A reminder to send now: it is taken already, so it is sent at most once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reminder {
    /// The game as it is now.
    pub record: GameRecord,
    /// The awaited seat.
    pub seat: usize,
    /// Who sits there.
    pub user_id: u64,
    /// For a move, or an answer to "May I go out?".
    pub wait: WaitKind,
    /// Milliseconds the game has waited for the seat.
    pub waited_ms: u64,
    /// Milliseconds left before the clock runs out (`None`: untimed).
    pub left_ms: Option<u64>,
}

/// Takes the due reminder `due` and says whom to remind, if anyone: `None` when it was taken
/// before, is not a reminder, or its turn is over (the player moved, the game ended).
pub fn take_reminder(store: &Store, due: &Due, now: u64) -> Result<Option<Reminder>, TableError> {
    if due.kind != DueKind::Reminder || !store.mark_done(due)? {
        return Ok(None);
    }
    let record = store.load_game(due.game)?;
    let wait = store.current_wait(due.game)?;
    let Some(wait) = wait.filter(|w| w.turn == due.turn && w.seat == due.seat) else {
        return Ok(None);
    };
    if record.status != GameStatus::Active {
        return Ok(None);
    }
    let Some(user_id) = record.players.get(wait.seat).and_then(|p| p.user_id()) else {
        return Ok(None);
    };
    Ok(Some(Reminder {
        record,
        seat: wait.seat,
        user_id,
        wait: wait.kind,
        waited_ms: now.saturating_sub(wait.since),
        left_ms: wait.deadline_at.map(|d| d.saturating_sub(now)),
    }))
}

/// Once per database, gives the active games stored before move clocks the reminders their
/// server had (its `turn_reminder_hours`, else `bot_reminder`) and no deadline; `None` when
/// that was done before. Run it when the bot starts, before reminding.
pub fn adopt_untimed_games(
    store: &Store,
    bot_reminder: Option<Duration>,
) -> Result<Option<usize>, TableError> {
    let clock_of = |guild| match store.settings(guild) {
        Ok(settings) => MoveClock::none().reminding_after(reminder_after(&settings, bot_reminder)),
        Err(e) => {
            tracing::warn!(guild, error = %e, "unreadable settings: the bot's reminders");
            MoveClock::none().reminding_after(reminder_after(&Default::default(), bot_reminder))
        }
    };
    Ok(store.adopt_untimed_games(clock_of)?)
}

/// The clock of `game` at `now`: `None` when the game is untimed or waits for nobody.
pub fn time_left(store: &Store, game: GameId, now: u64) -> Result<Option<TimeLeft>, TableError> {
    Ok(store
        .current_wait(game)?
        .and_then(|wait| wait.time_left(now)))
}

/// What the table and `/hand` show of `game`'s clock now ([`Store::now_ms`]): "Aino to move,
/// 14 h left"; nothing for an untimed game.
pub fn table_clock(store: &Store, game: GameId) -> Result<TableClock, TableError> {
    let state = store.clock_state(game, store.now_ms())?;
    Ok(TableClock::of(state.left)
        .with_away(state.away)
        .paused(state.paused))
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_storage::{NewGame, TestClock};
    use canasta_wording::lang::Lang;
    use std::sync::Arc;
    use std::time::Duration;

    const HOUR: u64 = 3_600_000;

    /// Four humans; untimed.
    fn new_game() -> NewGame {
        crate::test_games::four_humans(3, MoveClock::none())
    }

    /// Four humans with a day a move.
    fn game(store: &Store) -> GameId {
        let new = NewGame {
            move_clock: MoveClock::per_move(24),
            ..new_game()
        };
        store.create_game(new).expect("created").record.id
    }

    use crate::test_games::play_turn;

    #[test]
    fn a_reminder_is_taken_once_and_not_for_a_player_who_moved() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let clock = TestClock::at(1_000 * HOUR);
        let store =
            Store::open_with_clock(dir.path().join("db"), Arc::new(clock.clone())).expect("opens");
        let id = game(&store);
        let seat = store.load_game(id).expect("loads").game.seat_to_act();
        assert_eq!(
            time_left(&store, id, clock.now()).expect("reads"),
            Some(TimeLeft {
                seat: seat.expect("a seat"),
                wait: WaitKind::Move,
                left_ms: 24 * HOUR
            })
        );
        clock.advance(Duration::from_secs(20 * 3600));
        let due = due_now(&store, clock.now()).expect("lists");
        assert_eq!(due.len(), 1);
        let reminder = take_reminder(&store, &due[0], clock.now())
            .expect("takes")
            .expect("someone to remind");
        assert_eq!(
            (reminder.seat, reminder.waited_ms, reminder.left_ms),
            (due[0].seat, 20 * HOUR, Some(4 * HOUR))
        );
        assert_eq!(
            Some(reminder.user_id),
            reminder.record.players[reminder.seat].user_id()
        );
        assert_eq!(
            take_reminder(&store, &due[0], clock.now()).expect("takes"),
            None
        );

        // The next player's reminder falls due, but they move before the task takes it.
        play_turn(&store, id);
        clock.advance(Duration::from_secs(20 * 3600));
        let due = due_now(&store, clock.now()).expect("lists");
        play_turn(&store, id);
        assert_eq!(
            take_reminder(&store, &due[0], clock.now()).expect("takes"),
            None
        );
        assert!(!mark_done(&store, &due[0]).expect("idempotent"));
    }

    #[test]
    fn the_table_and_the_hand_show_whose_clock_runs_and_how_much_is_left() {
        use canasta_wording::render::names_of;
        use canasta_wording::render::reply::hand_reply_with;
        use canasta_wording::render::table_message_with;
        let dir = tempfile::tempdir().expect("temporary directory");
        let clock = TestClock::at(1_000 * HOUR);
        let store =
            Store::open_with_clock(dir.path().join("db"), Arc::new(clock.clone())).expect("opens");
        let id = game(&store);
        clock.advance(Duration::from_secs(10 * 3600));
        let record = store.load_game(id).expect("loads");
        let seat = record.game.seat_to_act().expect("a seat");
        let names = names_of(Lang::En, &record);
        let shown = table_clock(&store, id).expect("reads");
        let line = format!("{} to move, 14 h left.", names.seat(seat));
        let view = record.game.public_view();
        let table = table_message_with(
            Lang::En,
            id.0,
            record.version,
            &view,
            &record.rules,
            &names,
            &shown,
        );
        assert!(table.to_text().contains(&line), "{}", table.to_text());
        let other = (seat + 1) % 4;
        let hand = hand_reply_with(Lang::En, &record, other, None, &shown);
        assert!(hand.to_text().contains(&line), "{}", hand.to_text());

        // An untimed table shows no clock.
        let untimed = store.create_game(new_game()).expect("created").record;
        let shown = table_clock(&store, untimed.id).expect("reads");
        assert_eq!(shown, TableClock::default());
        let view = untimed.game.public_view();
        let table = table_message_with(Lang::En, 1, 0, &view, &untimed.rules, &names, &shown);
        assert!(!table.to_text().contains(" left."), "{}", table.to_text());
    }

    #[test]
    fn play_again_keeps_the_ended_games_clock() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let old = game(&store);
        store
            .set_status(old, GameStatus::Abandoned)
            .expect("abandons");
        assert_eq!(time_left(&store, old, store.now_ms()).expect("reads"), None);
        let again = crate::start::play_again(&store, old, 1).expect("starts");
        assert_eq!(
            store.move_clock(again.record.id).expect("reads"),
            MoveClock::per_move(24)
        );
    }

    #[test]
    fn games_stored_before_clocks_are_adopted_once_with_their_servers_reminders() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let clock = TestClock::at(1_000 * HOUR);
        let store =
            Store::open_with_clock(dir.path().join("db"), Arc::new(clock.clone())).expect("opens");
        let mut new = NewGame {
            move_clock: MoveClock::none(),
            ..new_game()
        };
        let old = store.create_game(new.clone()).expect("created").record.id;
        new.guild_id = 9;
        let quiet = store.create_game(new.clone()).expect("created").record.id;
        let settings = canasta_storage::GuildSettings {
            turn_reminder_hours: Some(0),
            ..Default::default()
        };
        store.set_settings(9, &settings).expect("saved");
        clock.advance(Duration::from_secs(3600));

        let twelve = Some(Duration::from_secs(12 * 3600));
        assert_eq!(
            adopt_untimed_games(&store, twelve).expect("adopts"),
            Some(1)
        );
        let wait = store.current_wait(old).expect("reads").expect("adopted");
        assert_eq!((wait.since, wait.deadline_at), (1_000 * HOUR, None));
        assert_eq!(wait.remind_at, Some(1_012 * HOUR));
        assert_eq!(
            store.current_wait(quiet).expect("reads"),
            None,
            "reminders off"
        );

        // A table that chooses no clock later is left untimed.
        let later = store.create_game(new_game()).expect("created").record.id;
        assert_eq!(adopt_untimed_games(&store, twelve).expect("once"), None);
        assert_eq!(store.current_wait(later).expect("reads"), None);
    }
}
