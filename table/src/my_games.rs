//! `/mygames`: the active games of a server that a user plays in, from the store's per-user
//! index (only their games are read, however many the server has), the games awaiting their
//! move first, then the ones whose clock runs out soonest.

use super::clocks::time_left;
use super::error::TableError;
use super::find::active_games_of;
use canasta_engine::Phase;
use canasta_storage::{GameRecord, PlayerSlot, Store, WaitKind};
use canasta_wording::lang::Lang;
use canasta_wording::render::my_games::{Awaited, MyGame};
use canasta_wording::render::names_of;

/// The active games in `guild` where `user` has a seat, at `now`: those awaiting them first,
/// then by the time left on the clock (untimed last), then oldest first. A game that cannot
/// be read is logged and left out; games the user only hosts are not theirs to play. Names
/// missing in a record are filled in `lang`, the reader's.
pub fn my_games(
    store: &Store,
    lang: Lang,
    guild: u64,
    user: u64,
    now: u64,
) -> Result<Vec<MyGame>, TableError> {
    let records = active_games_of(store, guild, user)?;
    let mut games = Vec::with_capacity(records.len());
    for record in records {
        let left = time_left(store, record.id, now)?;
        let awaited = awaited(lang, &record, user);
        let left_ms = left
            .filter(|l| Some(l.seat) == record.game.seat_to_act() && awaited.is_some())
            .map(|l| l.left_ms);
        games.push((record.id, game_of(lang, &record, user, awaited, left_ms)));
    }
    games.sort_by_key(|(id, g)| (!g.your_move(), g.left_ms.unwrap_or(u64::MAX), *id));
    Ok(games.into_iter().map(|(_, g)| g).collect())
}

/// Who `record` waits for, as `user` reads it; `None` while a computer moves.
fn awaited(lang: Lang, record: &GameRecord, user: u64) -> Option<Awaited> {
    let seat = record.game.seat_to_act()?;
    let PlayerSlot::Human { user_id, .. } = record.players.get(seat)? else {
        return None;
    };
    let wait = if record.game.turn().phase == Phase::AwaitingAnswer {
        WaitKind::Answer
    } else {
        WaitKind::Move
    };
    Some(Awaited {
        name: names_of(lang, record).seat(seat).to_string(),
        you: *user_id == user,
        wait,
    })
}

fn game_of(
    lang: Lang,
    record: &GameRecord,
    user: u64,
    awaited: Option<Awaited>,
    left_ms: Option<u64>,
) -> MyGame {
    let names = names_of(lang, record);
    let others = (0..record.players.len())
        .filter(|&s| record.players[s].user_id() != Some(user))
        .map(|s| names.seat(s).to_string())
        .collect();
    MyGame {
        guild_id: record.guild_id,
        thread_id: record.channel_id,
        rules: record.rules.name.clone(),
        others,
        awaited,
        left_ms,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::players::{HeuristicPlayer, Player};
    use canasta_engine::Rules;
    use canasta_storage::{GameId, MoveClock, NewGame, TestClock};
    use std::sync::Arc;
    use std::time::Duration;

    const HOUR: u64 = 3_600_000;

    /// A classic game in `guild`/`thread` with the humans `users` (computers fill the rest).
    fn game(store: &Store, guild: u64, thread: u64, users: [u64; 4], hours: Option<u32>) -> GameId {
        let players = users
            .iter()
            .map(|&n| match n {
                0 => PlayerSlot::Computer {
                    name: "Robot".into(),
                    kind: "heuristic".into(),
                },
                n => PlayerSlot::Human {
                    user_id: n,
                    name: format!("P{n}"),
                },
            })
            .collect();
        let new = NewGame {
            guild_id: guild,
            channel_id: thread,
            host_id: users[0],
            players,
            rules: Rules::classic(),
            seed: thread,
            move_clock: MoveClock::of_hours(hours),
            idempotency_key: None,
        };
        store.create_game(new).expect("created").record.id
    }

    /// Plays until the seat to act is held by `user`.
    fn play_until_user(store: &Store, id: GameId, user: u64) {
        loop {
            let record = store.load_game(id).expect("loads");
            let seat = record.game.seat_to_act().expect("active");
            if record.players[seat].user_id() == Some(user) {
                return;
            }
            let action = HeuristicPlayer::new().choose(&record.game, seat);
            store
                .apply_action(id, Some(record.version), seat, &action, None)
                .expect("applies");
        }
    }

    #[test]
    fn the_games_awaiting_the_user_come_first_with_the_clock_and_the_thread() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let clock = TestClock::at(1_000 * HOUR);
        let store =
            Store::open_with_clock(dir.path().join("db"), Arc::new(clock.clone())).expect("opens");
        let me = 5;
        let waiting_on_others = game(&store, 1, 100, [1, 2, 3, me], Some(24));
        let untimed_mine = game(&store, 1, 101, [me, 2, 3, 4], None);
        let mine = game(&store, 1, 102, [1, me, 3, 4], Some(8));
        let elsewhere = game(&store, 2, 103, [me, 2, 3, 4], Some(24));
        let hosted_only = game(&store, 1, 104, [6, 7, 8, 9], Some(24));
        let ended = game(&store, 1, 105, [me, 2, 3, 4], Some(24));
        store
            .set_status(ended, canasta_storage::GameStatus::Abandoned)
            .expect("abandons");
        play_until_user(&store, waiting_on_others, 1);
        play_until_user(&store, untimed_mine, me);
        play_until_user(&store, mine, me);
        let _ = (elsewhere, hosted_only);
        clock.advance(Duration::from_secs(3 * 3600));

        let list = my_games(&store, Lang::En, 1, me, clock.now()).expect("lists");
        let threads: Vec<u64> = list.iter().map(|g| g.thread_id).collect();
        assert_eq!(threads, [102, 101, 100], "{list:#?}");
        assert!(list[0].your_move() && list[1].your_move() && !list[2].your_move());
        assert_eq!(list[0].left_ms, Some(5 * HOUR), "8 h clock, 3 h gone");
        assert_eq!(list[1].left_ms, None, "untimed");
        let awaited = list[2].awaited.as_ref().expect("someone is awaited");
        assert_eq!(
            (awaited.name.as_str(), awaited.you, list[2].left_ms),
            ("P1", false, Some(21 * HOUR))
        );
        assert_eq!(list[2].others, ["P1", "P2", "P3"]);
        assert_eq!(list[0].guild_id, 1);
    }

    #[test]
    fn a_computer_to_move_awaits_nobody() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let id = game(&store, 1, 100, [5, 0, 0, 0], Some(24));
        // The human plays until a computer is to move.
        loop {
            let record = store.load_game(id).expect("loads");
            let seat = record.game.seat_to_act().expect("active");
            if record.players[seat].user_id().is_none() {
                break;
            }
            let action = HeuristicPlayer::new().choose(&record.game, seat);
            store
                .apply_action(id, Some(record.version), seat, &action, None)
                .expect("applies");
        }
        let list = my_games(&store, Lang::En, 1, 5, store.now_ms()).expect("lists");
        assert_eq!((list[0].awaited.clone(), list[0].left_ms), (None, None));
        assert_eq!(list[0].others, ["Robot", "Robot", "Robot"]);
    }
}
