//! Bad input of any size (issue 14): a card text as long as Discord allows (6000 characters)
//! to any command that takes cards gets a short private refusal that Discord accepts, and
//! changes nothing.

use super::driver::{answer, response_text};
use super::harness::Harness;
use super::threads::two_player_game;
use crate::support::fake_discord::FakeUser;
use crate::timing;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn six_thousand_characters_get_a_short_private_refusal() {
    let h = Harness::start(timing(None)).await;
    let (thread, game) = two_player_game(&h).await;
    let before = h.store().load_game(game).expect("loads");
    let seat = before.game.seat_to_act().expect("someone is to move");
    let player =
        FakeUser::from_id(before.players[seat].user_id().expect("a human")).expect("a fake user");
    let long = "7".repeat(3000) + &"`x".repeat(1500);
    for (command, option) in [
        ("discard", "card"),
        ("meld", "cards"),
        ("take-pile", "with"),
    ] {
        let pending = h
            .discord
            .send_slash_command(&player, thread, command, json!({ option: long }))
            .await;
        let response = answer(&pending).await;
        assert!(
            (200..300).contains(&response.status),
            "/{command}: {}",
            response.status
        );
        assert!(response.ephemeral, "/{command} is refused privately");
        let text = response_text(&response);
        assert!(
            text.chars().count() < 1000,
            "/{command} answers briefly: {} characters",
            text.chars().count()
        );
    }
    let after = h.store().load_game(game).expect("loads");
    assert_eq!(after.version, before.version, "nothing changed");
    h.discord.assert_no_violations();
    h.stop().await;
}
