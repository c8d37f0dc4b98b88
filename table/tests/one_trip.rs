//! What one player action costs the store, through the table layer as the bot calls it:
//! decodes of the game record, sled reads, transactions and flushes per `/discard`.

use canasta_engine::Rules;
use canasta_storage::{NewGame, PlayerSlot, Store, StoreStats};
use canasta_table::act::Target;
use canasta_table::{act, find, Request};
use canasta_wording::input::typed::card_text;
use canasta_wording::input::Verb;

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
        &typed(Verb::Draw, ""),
        "draw",
    )
    .unwrap();
    let hand = drew.after.game.seat_view(seat).hand;
    (user, card_text(hand[0]))
}

/// One `/discard` as the bot's turn command makes it: the thread's game, then the action.
fn discard_as_the_bot_does(store: &Store, user: u64, card: &str, key: &str) -> StoreStats {
    let before = store.stats();
    let game = find::game_in_channel(store, CHANNEL).unwrap().id;
    let acted = act(
        store,
        Target::Game(game),
        user,
        &typed(Verb::Discard, card),
        key,
    )
    .unwrap();
    assert_eq!(acted.after.version, 2);
    store.stats() - before
}

#[test]
fn one_discard_is_one_trip() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("db")).unwrap();
    let (user, card) = drawn(&store);
    let first = discard_as_the_bot_does(&store, user, &card, "discard");
    println!("one /discard: {first:?}");
    let again = discard_as_the_bot_does(&store, user, &card, "discard");
    println!("the same /discard delivered again: {again:?}");
}
