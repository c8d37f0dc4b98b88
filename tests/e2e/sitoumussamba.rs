//! Sitoumussamba on Discord (RULES.md §3 "Bidding"; FI 12, 16, 30): a table opened from the
//! lobby with the `sitoumussamba` rule set starts its first deal with an auction. Each call is
//! posted publicly with the levels as buttons and pings only the seat to call; its humans bid
//! (a level's points, then the bid among that level's, shown privately) and pass by button
//! while a computer player calls; a human declarer opens at once with the hand view's menu,
//! and the deal is played to its scores by buttons and menus alone (issue 27: nobody types),
//! the thread's table showing the bid's progress and the score sheet what became of the bid.

use super::checks::assert_mentions_ping_only_the_player_concerned;
use super::driver::{wait_past, Table};
use super::harness::Harness;
use crate::support::fake_discord::{FakeDiscord, FakeUser, MessageRecord};
use crate::{add_computer, game_in, lobby_click, open_table, timing, wait_for_post};
use canasta_engine::bidding::{opening_for_bid, Contract};
use canasta_engine::{Action, Bid, Denomination, Event, Game, Phase};
use canasta_storage::{GameId, GameRecord, GameStatus};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// The lowest level a human bids here: above every bid the good computer makes (its hand's
/// worth stops at three, FI 30A; it outbids one level past that and bids a level-four suit
/// sequence opening, SAMBA 16B), so the human's bid stands and a human opens it. From level
/// four three cards of the bid suit in sequence open whatever the minimum count (SAMBA 16B).
const HUMAN_LEVEL: u8 = 5;

/// What the humans did in the auction.
#[derive(Debug, Default)]
struct Calls {
    bids: usize,
    passes: usize,
    computer: usize,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_sitoumussamba_deal_from_the_lobby_starts_with_an_auction() {
    let started = Instant::now();
    let mut h = Harness::start(timing(None)).await;
    let games = h.discord.channel("games");
    let (host, guest, third) = (h.discord.user(31), h.discord.user(32), h.discord.user(33));
    let options = json!({"rules": "sitoumussamba"});
    let (thread, lobby) = open_table(&h, &host, games, options).await;
    let text = lobby.all_text();
    assert!(text.contains("sitoumussamba rules"), "{text}");
    lobby_click(&h, &guest, &lobby, "join").await;
    lobby_click(&h, &third, &lobby, "join").await;
    add_computer(&h, &host, &lobby, "good").await;
    lobby_click(&h, &host, &lobby, "start").await;

    let game = game_in(h.store(), thread);
    let record = h.store().load_game(game).expect("loads");
    assert_eq!(record.rules.name, "sitoumussamba");
    assert!(record.rules.bidding.is_some(), "the rule set bids");
    assert_eq!(
        record.game.turn().phase,
        Phase::Bidding,
        "the deal starts with the auction (FI 12A)"
    );
    wait_for_post(&h, thread, "the first table is posted", |m| {
        m.content.contains("The game begins")
    })
    .await;

    let mut table = Table::new(&h, game, thread);
    table.by_controls = true;
    let calls = call_the_auction(&mut h, &mut table).await;
    assert_eq!(calls.bids, 1, "one human bid by buttons: {calls:?}");
    assert!(calls.computer >= 1, "the computer called: {calls:?}");
    let record = h.store().load_game(game).expect("loads");
    let contract = record
        .game
        .public_view()
        .auction
        .and_then(|a| a.contract)
        .expect("a bid stands: a human bid");
    assert!(
        table.humans[contract.declarer].is_some(),
        "a human declares: {contract:?}"
    );
    // A double ends the auction at once (SAMBA 12D): then no human was left to pass.
    assert!(
        calls.passes >= 1 || contract.doubled(),
        "a human passed by button: {calls:?}"
    );
    let plays = format!(" plays {}", contract.bid);
    let declared = wait_for_post(&h, thread, "the bid that stands", |m| {
        m.content.contains(&plays)
    })
    .await;
    let shown = format!("Bid: {} by", contract.bid);
    assert!(
        declared.all_text().contains(&shown),
        "the table after the auction shows the bid: {}",
        declared.all_text()
    );

    let after = table
        .play_until(&mut h, Duration::from_secs(240), |r| {
            r.game.deal_number() > 1
        })
        .await;
    assert_eq!(after.game.history().len(), 1, "one deal scored");
    // The deal is random: a declarer whose hand can open does it from the menu, one whose
    // hand cannot presses Cannot open (the driver checks the menu was empty and the button
    // there); the menu's openings for a declarer are pinned in wording's hand tests. A
    // doubled bid is opened as without a bid, the doubler playing first (FI 12D, 16D).
    let declarer_openings = usize::from(!contract.doubled());
    assert_eq!(
        table.stats.opened_by_menu + table.stats.cannot_open_pressed,
        declarer_openings,
        "the declarer opened by menu or pressed Cannot open unless {contract:?} was doubled: \
         {:?}",
        table.stats
    );
    assert_eq!(table.stats.slash, 0, "nothing was typed: {:?}", table.stats);
    assert!(
        table.stats.selects > 0 && table.stats.buttons > 0,
        "{:?}",
        table.stats
    );
    let scores = wait_for_post(&h, thread, "the deal's scores", |m| {
        m.content.contains("Deal 1 scored")
    })
    .await;
    the_declarer_opened_first(&h, game);
    the_tables_show_the_bids_progress(&h, thread, contract.bid.level);
    the_scores_show_the_bid(&scores, &contract.bid.to_string());
    table.leaks.check(&h.discord, h.store());
    assert!(table.leaks.runs > 0, "the leak checker looked at cards");
    assert_mentions_ping_only_the_player_concerned(&h.discord);
    h.discord.assert_no_violations();
    println!(
        "sitoumussamba from the lobby: auction {calls:?}; deal 1 in {} human moves and {} \
         computer moves, {:.1?} in all",
        table.stats.moves,
        table.stats.computer_moves,
        started.elapsed()
    );
    h.stop().await;
}

/// Calls until the auction is over: a computer's call is awaited; a human whose hand opens a
/// bid from [`HUMAN_LEVEL`] bids the lowest such (if no human has bid yet), every other human
/// call is a pass.
async fn call_the_auction(h: &mut Harness, table: &mut Table) -> Calls {
    let mut calls = Calls::default();
    loop {
        let record = h.store().load_game(table.game).expect("the game loads");
        table.leaks.check(&h.discord, h.store());
        assert_eq!(record.status, GameStatus::Active);
        if record.game.turn().phase != Phase::Bidding {
            // Counted from the auction itself: a computer's call may come before this loop
            // looks again.
            let auction = record.game.public_view().auction.expect("an auction");
            calls.computer = (auction.calls.iter())
                .filter(|c| table.humans[c.seat].is_none())
                .count();
            return calls;
        }
        let seat = record.game.seat_to_act().expect("a seat calls");
        let Some(user) = table.humans[seat].clone() else {
            let after = wait_past(h, table.game, record.version, "a computer's call").await;
            table.stats.computer_moves += after.version - record.version;
            continue;
        };
        the_call_is_posted_with_one_ping(&h.discord, &record, &user);
        let action = match openable_bid(&record.game, seat) {
            Some(bid) if calls.bids == 0 => {
                calls.bids += 1;
                bid
            }
            _ => {
                calls.passes += 1;
                Action::Pass
            }
        };
        table.perform(h, &record, seat, &user, action).await;
    }
}

/// The lowest bid from [`HUMAN_LEVEL`] that the engine accepts from `seat` and finds an
/// opening of in its hand (FI 16A), if any.
fn openable_bid(game: &Game, seat: usize) -> Option<Action> {
    let view = game.seat_view(seat);
    let need = view.table.seats[seat].minimum_count;
    let policy = game.rules().bidding.expect("the rule set bids");
    (HUMAN_LEVEL..=policy.levels)
        .flat_map(|level| Denomination::ALL.map(|d| Bid::new(level, d)))
        .map(|bid| Action::Bid { bid })
        .find(|call| {
            let Action::Bid { bid } = *call else {
                return false;
            };
            game.check(seat, call).is_ok()
                && opening_for_bid(game.rules(), bid, need, &view.hand).is_some()
        })
}

/// The call of `record`'s version is one public post with each level's points as a button
/// and Pass, and it pings the caller, once, and nobody else.
fn the_call_is_posted_with_one_ping(discord: &FakeDiscord, record: &GameRecord, user: &FakeUser) {
    let prefix = format!("g:{}:v:{}:", record.id.0, record.version);
    let posts: Vec<Value> = discord
        .rest_calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path.ends_with("/messages"))
        .filter_map(|c| c.body)
        .filter(|body| body.to_string().contains(&prefix))
        .collect();
    let pings: Vec<Vec<u64>> = posts.iter().map(pinged).filter(|p| !p.is_empty()).collect();
    assert_eq!(
        pings,
        vec![vec![user.id]],
        "the call of version {} pings its caller once: {posts:#?}",
        record.version
    );
    let post = posts
        .iter()
        .find(|p| p.to_string().contains(&format!("{prefix}level:1")))
        .unwrap_or_else(|| panic!("no call post with level buttons: {posts:#?}"));
    let content = post["content"].as_str().unwrap_or_default();
    assert!(content.contains(&format!("<@{}>", user.id)), "{content}");
    assert!(content.contains("your call"), "{content}");
    let labels = button_labels(post);
    for points in ["1000", "8000", "Pass", "Double"] {
        assert!(labels.iter().any(|l| l == points), "{points}: {labels:?}");
    }
}

/// The users a message body may ping.
fn pinged(body: &Value) -> Vec<u64> {
    body["allowed_mentions"]["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| u.as_str().and_then(|s| s.parse().ok()).or(u.as_u64()))
        .collect()
}

/// Every button label of a message body.
fn button_labels(body: &Value) -> Vec<String> {
    body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .filter_map(|c| c["label"].as_str().map(str::to_string))
        .collect()
}

/// In the log: the first action after the bid stood was the declarer's opening, a meld or
/// Cannot open (FI 16A); after a double, the doubler's draw or take (FI 12D, 16D).
fn the_declarer_opened_first(h: &Harness, game: GameId) {
    let log = h.store().load_log(game).expect("the log loads");
    let (mut replay, _) = Game::new(log.rules.clone(), log.seed).expect("the game deals");
    let mut declared = None;
    for entry in &log.actions {
        if let Some(contract) = declared {
            let Contract {
                declarer,
                doubled_by,
                ..
            } = contract;
            if let Some(doubler) = doubled_by {
                assert_eq!(entry.seat, doubler, "the doubler plays first: {contract:?}");
                assert!(
                    matches!(entry.action, Action::Draw | Action::TakePile { .. }),
                    "the doubler draws or takes: {:?}",
                    entry.action
                );
            } else {
                assert_eq!(entry.seat, declarer, "the declarer acts first");
                assert!(
                    matches!(entry.action, Action::Meld { .. } | Action::CannotOpen),
                    "the declarer opens: {:?}",
                    entry.action
                );
            }
            return;
        }
        let events = replay.apply(entry.seat, &entry.action).expect("replays");
        declared = events.iter().find_map(|e| match e {
            Event::Declared { contract } => Some(*contract),
            _ => None,
        });
    }
    panic!("no bid stood in the log: {:?}", log.actions);
}

/// A table of the thread during play shows the declaring side's progress towards the bid
/// of `level` (FI 30A): "Bid 4000 by …: … so far on the table."
fn the_tables_show_the_bids_progress(h: &Harness, thread: u64, level: u8) {
    let promised = format!("Bid {} by ", u32::from(level) * 1000);
    let tables: Vec<String> = h
        .discord
        .messages_in(thread)
        .into_iter()
        .map(|m| m.all_text())
        .filter(|t| t.contains("so far on the table."))
        .collect();
    assert!(
        tables.iter().any(|t| t.contains(&promised)),
        "no table showed the bid's progress ({promised}…): {tables:#?}"
    );
}

/// The deal's score post breaks each side's score down with Samba's parts, and says what
/// became of the bid `bid` with its arithmetic.
fn the_scores_show_the_bid(post: &MessageRecord, bid: &str) {
    let text = post.all_text();
    for part in [
        "Deal 1 — scores",
        "Canastas:",
        "Melded:",
        "In hand:",
        "Deal:",
        &format!("Bid {bid} ("),
    ] {
        assert!(text.contains(part), "{part} in: {text}");
    }
    assert!(
        ["reached,", "not reached,"]
            .iter()
            .any(|w| text.contains(w)),
        "what became of the bid: {text}"
    );
}
