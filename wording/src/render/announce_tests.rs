use super::*;
use crate::lang::Lang;
use crate::render::acted::Acted;
use crate::test_records::record_of;
use canasta_engine::{parse_cards, Action, DrawSource, Game, Phase, PositionBuilder, Rules};
use canasta_records::PlayerSlot;

fn record(game: Game, version: u64) -> GameRecord {
    let players = (0..4)
        .map(|i| match i {
            3 => PlayerSlot::Computer {
                name: "Ada (computer)".into(),
                kind: "strong".into(),
            },
            i => PlayerSlot::Human {
                user_id: 100 + i,
                name: format!("P{i}"),
            },
        })
        .collect();
    let mut record = record_of(players, 100, game, version);
    record.seed = 1;
    record
}

/// Applies `action` by `seat` to `before`.
fn acted(before: &GameRecord, seat: usize, action: Action) -> Acted {
    let mut game = before.game.clone();
    let events = game.apply(seat, &action).unwrap();
    Acted {
        before: before.clone(),
        after: record(game, before.version + 1),
        seat,
        action,
        events,
        duplicate: false,
    }
}

fn position() -> GameRecord {
    let game = PositionBuilder::new(Rules::classic())
        .hand(0, "7h 7d 7s 9c")
        .hand(1, "4c 5c 6c 7c 8c 9c")
        .hand(2, "4d 5d 6d 7d 8d 9d")
        .hand(3, "4h 5h 6h 7h 8h 9h")
        .meld(0, "Kh Kd Ks Kc Kh Kd Ks")
        .pile("4s")
        .stock("5s 6s 7s 8s 9s 10s 10s 10d 10h 10c")
        .turn(0, Phase::Play)
        .drew(DrawSource::Stock)
        .build()
        .unwrap();
    record(game, 5)
}

/// The computer in seat 2 has drawn and holds 9♣ to discard; nobody has melded.
fn computer_to_discard() -> GameRecord {
    let mut before = position();
    before.game = PositionBuilder::new(Rules::classic())
        .hand(2, "7h 7d 7s 9c")
        .hand(0, "4c 5c 6c 7c 8c 9c")
        .hand(1, "4d 5d 6d 7d 8d 9d")
        .hand(3, "4h 5h 6h 7h 8h 9h")
        .pile("4s")
        .stock("5s 6s 7s 8s 9s 10s")
        .turn(2, Phase::Play)
        .drew(DrawSource::Stock)
        .build()
        .unwrap();
    before
}

#[test]
fn a_discard_mentions_only_the_next_player() {
    let card = parse_cards("9c").unwrap()[0];
    let posts = action_posts(Lang::En, &acted(&position(), 0, Action::Discard { card }));
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].ping, Some(101));
    let text = posts[0].message.to_text();
    assert!(text.contains("P0 discarded a 9."), "{text}");
    assert!(text.contains("<@101>, it is your turn."), "{text}");
    assert!(!posts[0].message.ephemeral());
    assert!(!text.contains("Your hand"), "{text}");
}

#[test]
fn a_question_pings_the_partner_with_answer_buttons_and_the_answer_pings_nobody() {
    let asked = acted(&position(), 0, Action::AskGoOut);
    let posts = action_posts(Lang::En, &asked);
    assert_eq!((posts.len(), posts[0].ping), (1, Some(102)));
    let ids = posts[0].message.components().custom_ids().join(" ");
    assert!(
        ids.contains("g:9:v:6:yes") && ids.contains("g:9:v:6:no"),
        "{ids}"
    );
    let answered = acted(&asked.after, 2, Action::AnswerGoOut { yes: true });
    let posts = action_posts(Lang::En, &answered);
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].ping, None);
    assert!(posts[0].message.embeds().is_empty());
}

#[test]
fn a_computer_turn_names_it_without_a_ping() {
    let card = parse_cards("9c").unwrap()[0];
    let before = computer_to_discard();
    let posts = action_posts(Lang::En, &acted(&before, 2, Action::Discard { card }));
    assert_eq!(posts[0].ping, None);
    assert!(posts[0]
        .message
        .content()
        .contains("Ada (computer, strong) is to play."));
}

#[test]
fn the_first_post_names_the_sides_and_mentions_the_first_player() {
    let (game, events) = Game::new(Rules::classic(), 3).unwrap();
    let record = record(game, 0);
    let posts = start_posts(Lang::En, &record, &events, "P0 started the game.");
    let text = posts[0].message.to_text();
    assert!(
        text.starts_with(
            "P0 started the game. The game begins: P0 & P2 against P1 & Ada (computer, strong)."
        ),
        "{text}"
    );
    let first = record.game.seat_to_act().unwrap();
    assert_eq!(posts[0].ping, record.players[first].user_id());
}

#[test]
fn missed_moves_come_as_lines_and_only_the_player_to_move_now_is_pinged() {
    let card = parse_cards("9c").unwrap()[0];
    let discarded = acted(&position(), 0, Action::Discard { card });
    let drew = acted(&discarded.after, 1, Action::Draw);
    let card = parse_cards("4c").unwrap()[0];
    let passed = acted(&drew.after, 1, Action::Discard { card });
    let posts = missed_posts(Lang::En, &[discarded, drew, passed.clone()]);
    let now = action_posts(Lang::En, &passed);
    assert_eq!(posts.len(), now.len());
    let text = posts[0].message.content().to_string();
    assert!(text.starts_with(&missed_header(Lang::En)), "{text}");
    let order = ["P0 discarded a 9.", "P1 drew a card.", "P1 discarded a 4."];
    let at: Vec<usize> = order.iter().filter_map(|l| text.find(l)).collect();
    assert!(
        at.len() == 3 && at.windows(2).all(|w| w[0] < w[1]),
        "{text}"
    );
    assert_eq!(text.matches("it is your turn").count(), 1, "{text}");
    assert_eq!(posts[0].ping, Some(102));
    assert!(text.ends_with(now[0].message.content()));
    assert_eq!(posts[0].message.embeds(), now[0].message.embeds());
    assert!(missed_posts(Lang::En, &[]).is_empty());
}

#[test]
fn many_missed_moves_are_split_within_discord_limits() {
    let mut acts = Vec::new();
    let mut before = position();
    for _ in 0..200 {
        let card = parse_cards("9c").unwrap()[0];
        let mut next = acted(&before, 0, Action::Discard { card });
        // The same discard again and again: only the lines matter here.
        next.after = before.clone();
        before = next.after.clone();
        acts.push(next);
    }
    let posts = missed_posts(Lang::En, &acts);
    assert!(
        posts.len() >= 2,
        "3600 characters of lines need two posts: {} posts",
        posts.len()
    );
    for post in &posts {
        assert!(
            crate::payload::limits::violations(&post.message).is_empty(),
            "{:?}",
            post.message
        );
    }
    let lines: usize = posts
        .iter()
        .map(|p| p.message.content().matches("P0 discarded a 9.").count())
        .sum();
    assert_eq!(lines, 200);
}

/// Issue 14: a retry sends each part under the nonce of the same part of the first try, so the
/// header of late posts must not move a cut: every batch size is cut in the same places.
#[test]
fn late_posts_are_cut_where_the_first_try_was() {
    let card = parse_cards("9c").unwrap()[0];
    let mut acts = Vec::new();
    let mut before = position();
    for n in 1..=260 {
        let mut next = acted(&before, 0, Action::Discard { card });
        next.after = before.clone();
        before = next.after.clone();
        acts.push(next);
        let (now, late) = (
            gathered_posts(Lang::En, &acts, false, None),
            gathered_posts(Lang::En, &acts, true, None),
        );
        assert_eq!(now.len(), late.len(), "{n} moves");
        for (i, (now, late)) in now.iter().zip(&late).enumerate() {
            let shown = late.message.content();
            let shown = match i {
                0 => shown
                    .strip_prefix(&missed_header(Lang::En))
                    .map(|rest| rest.trim_start_matches('\n'))
                    .unwrap_or(shown),
                _ => shown,
            };
            assert_eq!(now.message.content(), shown, "{n} moves, part {i}");
        }
    }
}

#[test]
fn the_autopilots_actions_say_whose_clock_ran_out_live_and_when_posted_late() {
    let card = parse_cards("9c").unwrap()[0];
    let mut before = position();
    before.log_len = 5;
    let mut discard = acted(&before, 0, Action::Discard { card });
    let posts = action_posts(Lang::En, &discard);
    assert!(!posts[0].message.to_text().contains("autopilot"));
    // The autopilot drew (log entry 4) and now discards (entry 5) for P0.
    discard.after.timeouts.autopilot.extend([4, 5]);
    let text = action_posts(Lang::En, &discard)[0].message.to_text();
    assert!(
        text.contains("⏱ autopilot for P0: P0 discarded a 9."),
        "{text}"
    );
    assert!(text.contains("<@101>, it is your turn."), "{text}");
    // Its first action of the turn says the clock ran out.
    discard.after.timeouts.autopilot.remove(&4);
    let text = action_posts(Lang::En, &discard)[0].message.to_text();
    assert!(
        text.contains("⏱ P0's clock ran out — played by autopilot for P0: P0 discarded a 9."),
        "{text}"
    );
    // The same from the log, as missed posts.
    let text = missed_posts(Lang::En, &[discard.clone(), discard])
        .iter()
        .map(|p| p.message.to_text())
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(
        text.matches("played by autopilot for P0").count(),
        2,
        "{text}"
    );
}

#[test]
fn computer_moves_wait_and_go_out_with_the_next_humans_turn_as_one_post() {
    use crate::render::announce_gathered::{gathered_posts, posts_now};
    let before = computer_to_discard();
    let nine = parse_cards("9c").unwrap()[0];
    let p2 = acted(&before, 2, Action::Discard { card: nine });
    assert!(!posts_now(&p2), "a computer is to move: the thread waits");
    let drew = acted(&p2.after, 3, Action::Draw);
    assert!(!posts_now(&drew));
    let four = parse_cards("4h").unwrap()[0];
    let ada = acted(&drew.after, 3, Action::Discard { card: four });
    assert!(posts_now(&ada), "P0's turn begins: the thread hears");
    let p0 = acted(&ada.after, 0, Action::Draw);
    assert!(!posts_now(&p0), "P0's own turn goes on: answered privately");

    let posts = gathered_posts(Lang::En, &[p2, drew, ada], false, None);
    assert_eq!(posts.len(), 1, "one post for the three moves");
    assert_eq!(posts[0].ping, Some(100));
    let text = posts[0].message.content();
    let order = [
        "P2 discarded a 9.",
        "Ada (computer, strong) drew",
        "Ada (computer, strong) discarded a 4.",
        "<@100>, it is your turn.",
    ];
    let at: Vec<usize> = order.iter().filter_map(|l| text.find(l)).collect();
    assert!(
        at.len() == 4 && at.windows(2).all(|w| w[0] < w[1]),
        "{text}"
    );
    assert!(!text.contains(&missed_header(Lang::En)), "{text}");
    assert_eq!(text.matches("it is your turn").count(), 1, "{text}");
    assert_eq!(
        posts[0].message.embeds().len(),
        1,
        "one table, the current one"
    );
    assert!(gathered_posts(Lang::En, &[], false, None).is_empty());
}

#[test]
fn moves_missed_across_a_post_are_cut_where_that_post_ended() {
    use crate::render::announce_gathered::posting_batches;
    let before = computer_to_discard();
    let nine = parse_cards("9c").unwrap()[0];
    let p2 = acted(&before, 2, Action::Discard { card: nine });
    let drew = acted(&p2.after, 3, Action::Draw);
    let four = parse_cards("4h").unwrap()[0];
    let ada = acted(&drew.after, 3, Action::Discard { card: four });
    let p0 = acted(&ada.after, 0, Action::Draw);
    let versions = |batch: &[Acted]| {
        (
            batch.first().map(|a| a.before.version),
            batch.last().map(|a| a.after.version),
        )
    };
    // The post that went out live covered P2's discard to Ada's (P0 is asked to act); P0's
    // draw came after it.
    let all = [p2.clone(), drew.clone(), ada.clone(), p0.clone()];
    let batches = posting_batches(&all);
    assert_eq!(batches.len(), 2);
    assert_eq!(versions(batches[0]), versions(&all[..3]));
    assert_eq!(versions(batches[1]), versions(&all[3..]));
    // Moves still being gathered, or ending where the thread hears, are one batch.
    assert_eq!(posting_batches(&all[..2]).len(), 1);
    assert_eq!(posting_batches(&all[..3]).len(), 1);
    assert!(posting_batches(&[]).is_empty());
}

#[test]
fn the_turn_that_hands_a_seat_over_tags_its_owner_once_and_offers_the_seat() {
    let card = parse_cards("9c").unwrap()[0];
    let mut before = position();
    before.log_len = 5;
    let mut discard = acted(&before, 0, Action::Discard { card });
    discard.after.timeouts.autopilot.insert(5);
    let owner = discard.after.players[0].clone();
    discard.after.players[0] = PlayerSlot::Computer {
        name: "P0 (computer)".into(),
        kind: "heuristic".into(),
    };
    discard
        .after
        .timeouts
        .handed_over
        .push(canasta_records::HandedOver {
            seat: 0,
            owner,
            offered: true,
        });
    let posts = action_posts(Lang::En, &discard);
    assert_eq!(posts.len(), 2);
    let line = posts[0].message.to_text();
    assert!(line.contains("P0 discarded a 9."), "{line}");
    assert_eq!(posts[0].ping, Some(101), "the next player");
    let offer = &posts[1];
    assert_eq!(offer.ping, Some(100), "the owner, once");
    let text = offer.message.to_text();
    assert!(
        text.starts_with("<@100>, you missed 3 turns in a row"),
        "{text}"
    );
    assert!(
        text.contains("/canasta back") && text.contains("/canasta sub"),
        "{text}"
    );
    assert_eq!(offer.message.components().custom_ids(), vec!["sub:9:0"]);
    // Once handed over, later actions offer nothing again.
    let mut later = discard.clone();
    later.before = discard.after.clone();
    assert_eq!(action_posts(Lang::En, &later).len(), 1);
}

#[test]
fn a_reminder_by_direct_message_links_the_thread_and_mentions_nobody() {
    let record = position();
    let post = reminder_post(Lang::En, &record, 5).expect("a human to remind");
    assert_eq!(post.ping, Some(100));
    let dm = reminder_dm(Lang::En, &record, 5).expect("a human to remind");
    let text = dm.to_text();
    assert!(text.contains("it is still your turn"), "{text}");
    assert!(text.contains("waited 5 hours"), "{text}");
    assert!(text.contains("https://discord.com/channels/1/2"), "{text}");
    assert!(!text.contains("<@"), "{text}");
    assert!(dm.components().rows.is_empty() && !dm.ephemeral());
}

#[test]
fn finnish_and_swedish_posts() {
    let card = parse_cards("9c").unwrap()[0];
    let posts = action_posts(Lang::Fi, &acted(&position(), 0, Action::Discard { card }));
    let text = posts[0].message.to_text();
    assert!(text.contains("P0 heitti kortin 9."), "{text}");
    assert!(text.contains("<@101>, on sinun vuorosi."), "{text}");
    let record = position();
    let dm = reminder_dm(Lang::Sv, &record, 1).expect("a human to remind");
    let text = dm.to_text();
    assert!(
        text.starts_with("En påminnelse från ditt Canasta-spel: det är fortfarande din tur (spelet har väntat en timme)."),
        "{text}"
    );
    let post = stopped_post(Lang::Fi, "P1", true, None);
    assert!(post.message.to_text().starts_with("P1 luovutti."));
}

/// Issue 15: the post of a game's end carries what its result did to the ratings, after
/// the game's end and its deal-by-deal lines, in the same message as "Play again".
#[test]
fn the_game_end_post_carries_the_ratings_after_the_deals() {
    use crate::board_id::BoardScope;
    use crate::render::result_ratings::{RatingShift, ResultRatings, Standing, Unrated};
    use canasta_engine::MeldPlay;
    let mut before = position();
    before.game = PositionBuilder::new(Rules::classic())
        .hand(0, "7h 7d 7s 9c")
        .hand(1, "4c 5c 6c 7c 8c 9c")
        .hand(2, "4d 5d 6d 7d 8d 9d")
        .hand(3, "4h 5h 6h 7h 8h 9h")
        .meld(0, "Kh Kd Ks Kc Kh Kd Ks")
        .scores(&[4900, 1200])
        .pile("4s")
        .stock("5s 6s 7s 8s 9s 10s 10s 10d 10h 10c")
        .turn(0, Phase::Play)
        .drew(DrawSource::Stock)
        .build()
        .unwrap();
    let meld = Action::Meld {
        melds: vec![MeldPlay::New {
            cards: parse_cards("7h 7d 7s").unwrap(),
        }],
    };
    let melded = acted(&before, 0, meld);
    let card = parse_cards("9c").unwrap()[0];
    let out = acted(&melded.after, 0, Action::Discard { card });
    assert!(out.after.game.is_over(), "going out ends the game");
    let ratings = ResultRatings::Rated {
        family: "partnership".into(),
        board: BoardScope::AllTime,
        players: vec![RatingShift {
            name: "P0".into(),
            before: 1000.0,
            before_provisional: true,
            after: 1021.0,
            after_provisional: true,
            standing: Standing::TooFewGames {
                games: 1,
                needed: 5,
            },
        }],
    };
    let gathered = [melded, out];
    let posts = gathered_posts(Lang::En, &gathered, false, Some(&ratings));
    let last = posts.last().expect("a post");
    let titles: Vec<&str> = last
        .message
        .embeds()
        .iter()
        .map(|e| e.title.as_str())
        .collect();
    assert_eq!(
        titles,
        [
            "Deal 1 — scores",
            "Game over",
            "Ratings — Four-player partnership"
        ]
    );
    assert!(last.message.embeds()[1]
        .fields
        .iter()
        .any(|(name, _, _)| name == "Deals"));
    assert!(last.message.embeds()[2]
        .description
        .contains("1000? → 1021? (+21)"));
    assert!(!last.message.components().rows.is_empty(), "Play again");
    // Without ratings (the terminal, or when they could not be read) the post is as before.
    let plain = gathered_posts(Lang::En, &gathered, false, None);
    assert_eq!(plain.last().expect("a post").message.embeds().len(), 2);
    // A resignation's post carries them too; an abandoned game's none.
    let unrated = ResultRatings::Unrated(Unrated::ComputerSeat);
    let resigned = stopped_post(Lang::En, "P1", true, Some(&unrated));
    assert!(resigned.message.embeds()[0]
        .description
        .contains("a computer player sat at the table"));
    assert!(stopped_post(Lang::En, "P1", false, None)
        .message
        .embeds()
        .is_empty());
}
