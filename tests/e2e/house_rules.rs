//! The open readings of the Samba texts as named options (issue 27, RULES.md §4): each is set
//! with a parameter of `/canasta new`, kept in the table's rules, and listed by the lobby.

use super::driver::{answer, response_text};
use super::harness::Harness;
use crate::{open_table, timing};
use canasta_engine::bidding::{FailedOpeningCharge, NextDeclarerPlays};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sitoumussamba_options_are_set_when_the_table_opens_and_listed_in_the_lobby() {
    let h = Harness::start(timing(None)).await;
    let general = h.discord.channel("general");
    let host = h.discord.user(1);
    let options = json!({
        "rules": "sitoumussamba",
        "black_three_card_value": false,
        "failed_bid": 3,
        "rebid": false,
        "partner_goes_out": false,
        "stock_out_voids_bid": true,
        "partner_robs_double": false,
        "last_red_three_costs": false,
        "upcard_back": true,
    });
    let (thread, lobby) = open_table(&h, &host, general, options).await;
    let text = lobby.all_text();
    for line in [
        "A black 3 left in a hand costs its penalty and nothing more.",
        "A declarer who cannot open pays for every bid they made; the next highest bidder plays the failed bid.",
        "A pass is final: no bid after it.",
        "Once the bid is reached, only the declarer may go out.",
        "A stock run-out voids the bid even when it was reached.",
        "Only the doubler going out robs a doubled bid at the double's rate.",
        "A red 3 among the last stock cards that is laid down costs nothing: only buying with a red 3 costs (SAMBA 23).",
        "A wild card or red 3 turned as the upcard goes back under the stock; the pile starts unlocked.",
    ] {
        assert!(text.contains(line), "{line:?} missing from the lobby: {text}");
    }
    let rules = h
        .store()
        .load_lobby(thread)
        .expect("reads")
        .expect("a lobby")
        .rules;
    assert!(!rules.threes.black_in_hand_card_value);
    let bidding = rules.bidding.expect("an auction");
    assert_eq!(
        (
            bidding.failed_opening.next_plays,
            bidding.failed_opening.charge
        ),
        (
            NextDeclarerPlays::FailedBid,
            FailedOpeningCharge::PerBidMade
        )
    );
    assert!(!bidding.rebid_after_pass && !bidding.partner_may_go_out);
    assert!(bidding.stock_out_voids_reached_bid && !bidding.partner_robs_doubled_bid);
    assert!(rules.upcard_back_under_stock() && !rules.threes.last_red_three_charged);

    // A classic table's lobby lists none of them.
    let (_, classic) = open_table(&h, &host, general, json!({})).await;
    assert!(
        !classic.all_text().contains("bid"),
        "{}",
        classic.all_text()
    );
    h.discord.assert_no_violations();
    h.stop().await;
}

/// RULES.md §4: an auction's option for a rule set without an auction (or Samba's 3s for one
/// that lays red 3s down) is refused privately, naming the option and the rule set, and no
/// table is opened.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_option_the_rule_set_has_no_use_for_is_refused_by_name() {
    let h = Harness::start(timing(None)).await;
    let general = h.discord.channel("general");
    let host = h.discord.user(1);
    for (options, words) in [
        (
            json!({ "rules": "samba", "rebid": false }),
            ["`rebid`", "samba", "auction"],
        ),
        (
            json!({ "rebid": true, "upcard_back": true }),
            ["`rebid`", "classic", "auction"],
        ),
        (
            json!({ "rules": "fast", "last_red_three_costs": false }),
            ["`last_red_three_costs`", "fast", "Samba"],
        ),
    ] {
        let pending = h
            .discord
            .send_slash_command(&host, general, "canasta new", options.clone())
            .await;
        let response = answer(&pending).await;
        assert!(response.ephemeral, "{options}: refused privately");
        let text = response_text(&response);
        for word in words {
            assert!(
                text.contains(word),
                "{options}: {word:?} missing from {text}"
            );
        }
        assert!(text.chars().count() < 300, "short: {text}");
    }
    assert!(h.discord.threads().is_empty(), "no table was opened");
    h.discord.assert_no_violations();
    h.stop().await;
}
