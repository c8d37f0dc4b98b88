//! What one player action costs the store, through the table layer as the bot calls it:
//! decodes of the game record, sled reads, transactions and flushes per `/discard`.

use canasta_engine::Rules;
use canasta_storage::{NewGame, PlayerSlot, Store, StoreStats};
use canasta_table::act::Target;
use canasta_table::{act, act_locked, find, Acted, Request};
use canasta_wording::input::typed::card_text;
use canasta_wording::input::Verb;
use canasta_wording::lang::Lang;

const CHANNEL: u64 = 50;

fn typed(verb: Verb, args: &str) -> Request {
    Request::Typed {
        verb,
        args: args.into(),
    }
}

/// A classic game of four people in `CHANNEL`, the first player to act having drawn; returns
/// that player's user id and a card of their hand to discard.
fn drawn(store: &Store) -> (u64, String) {
    let players = (0..4)
        .map(|i| PlayerSlot::Human {
            user_id: 10 + i,
            name: format!("P{i}"),
        })
        .collect();
    let record = store
        .create_game(NewGame {
            guild_id: 1,
            channel_id: CHANNEL,
            host_id: 10,
            players,
            rules: Rules::classic(),
            seed: 7,
            move_clock: canasta_storage::MoveClock::none(),
            idempotency_key: None,
        })
        .unwrap()
        .record;
    let seat = record.game.seat_to_act().unwrap();
    let user = 10 + seat as u64;
    let drew = act(
        store,
        Target::Channel(CHANNEL),
        user,
        Lang::En,
        &typed(Verb::Draw, ""),
        "draw",
    )
    .unwrap();
    let hand = drew.after.game.seat_view(seat).hand;
    (user, card_text(Lang::En, hand[0]))
}

/// One `/discard` as the bot's turn command makes it: the thread's game from the index, its
/// lock, then the action.
fn discard_as_the_bot_does(store: &Store, user: u64, card: &str, key: &str) -> (Acted, StoreStats) {
    let before = store.stats();
    let game = find::game_id_in_channel(store, CHANNEL).unwrap();
    let turn = store.lock_game(game);
    let acted = act_locked(&turn, user, Lang::En, &typed(Verb::Discard, card), key).unwrap();
    drop(turn);
    (acted, store.stats() - before)
}

/// Before one action became one trip, a `/discard` cost 4 decodes of the game and 7 reads
/// (the thread's game read to find its id; the key looked up by the table layer and again by
/// the store; the game read by the table layer, again by the store, and once more after).
#[test]
fn one_discard_is_one_trip() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("db")).unwrap();
    let (user, card) = drawn(&store);
    let (acted, first) = discard_as_the_bot_does(&store, user, &card, "discard");
    assert_eq!((acted.before.version, acted.after.version), (1, 2));
    assert!(!acted.duplicate);
    println!("one /discard: {first:?}");
    let one_trip = StoreStats {
        decodes: 1,
        // The channel's index, the key, the game.
        reads: 3,
        transactions: 1,
        flushes: 1,
    };
    assert_eq!(first, one_trip);
    assert_eq!(
        store.locked_games(),
        0,
        "the lock registry forgets the game"
    );

    let (repeat, again) = discard_as_the_bot_does(&store, user, &card, "discard");
    assert!(repeat.duplicate);
    assert_eq!((repeat.after.version, &repeat.events), (2, &acted.events));
    println!("the same /discard delivered again: {again:?}");
    let repeated = StoreStats {
        decodes: 1,
        // The channel's index, the key, the game, its log (replayed for the first events).
        reads: 4,
        transactions: 0,
        // Reported done only once the first is on disk: its flush may have failed (issue 30).
        flushes: 1,
    };
    assert_eq!(again, repeated);
}
