//! Samba on Discord (RULES.md §3): a table opened from the lobby with the `samba` rule set
//! seats four in two partnerships and plays a whole deal through the bot, its humans drawing
//! and discarding by command and button while computer players fill the other seats.

use super::checks::assert_mentions_ping_only_the_player_concerned;
use super::driver::Table;
use super::harness::Harness;
use crate::{add_computer, game_in, lobby_click, open_table, timing, wait_for_post};
use canasta_storage::GameStatus;
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_samba_table_from_the_lobby_plays_a_deal() {
    let mut h = Harness::start(timing(None)).await;
    let games = h.discord.channel("games");
    let (host, guest) = (h.discord.user(21), h.discord.user(22));
    let (thread, lobby) = open_table(&h, &host, games, json!({"rules": "samba"})).await;
    let text = lobby.all_text();
    assert!(text.contains("samba rules"), "{text}");
    assert!(text.contains("of 4 seats taken"), "{text}");
    lobby_click(&h, &guest, &lobby, "join").await;
    add_computer(&h, &host, &lobby, "strong").await;
    add_computer(&h, &host, &lobby, "good").await;
    lobby_click(&h, &host, &lobby, "start").await;

    let game = game_in(h.store(), thread);
    let record = h.store().load_game(game).expect("loads");
    assert_eq!(record.rules.name, "samba");
    let view = record.game.public_view();
    assert_eq!(view.seats.len(), 4, "Samba is for four");
    assert_eq!(view.teams.len(), 2, "in two partnerships");
    let deal = record.rules.deal;
    assert_eq!(
        (deal.decks, deal.hand_size),
        (3, 15),
        "three decks, 15 each (SAMBA 3)"
    );
    wait_for_post(&h, thread, "the first table is posted", |m| {
        m.content.contains("The game begins")
    })
    .await;

    let mut table = Table::new(&h, game, thread);
    table.plain_moves = true;
    let after = table
        .play_until(&mut h, Duration::from_secs(180), |r| {
            r.game.deal_number() > 1
        })
        .await;
    assert!(
        after.game.deal_number() > 1 || after.status == GameStatus::Finished,
        "the first deal was played out"
    );
    assert_eq!(after.game.history().len(), 1, "one deal scored");
    wait_for_post(&h, thread, "the deal's scores", |m| {
        m.content.contains("Deal 1 scored")
    })
    .await;
    table.leaks.check(&h.discord, h.store());
    assert_mentions_ping_only_the_player_concerned(&h.discord);
    h.discord.assert_no_violations();
    println!(
        "samba from the lobby: deal 1 in {} human moves and {} computer moves",
        table.stats.moves, table.stats.computer_moves
    );
    h.stop().await;
}
