//! Plays a stored game to its end through the bot, as its human players would: each human
//! move is decided by the engine's heuristic player from the stored game, then sent as a real
//! slash command, button click or select choice; computer players are left to the bot. Every
//! wait is bounded: a stuck game fails with what it was waiting for.

use super::harness::Harness;
use super::leaks::LeakCheck;
use super::pictures::hand_picture_of;
use super::typed;
use crate::support::fake_discord::{
    FakeUser, InteractionResponse, MessageRecord, PendingInteraction, ResponseKind,
};
use canasta_engine::players::{legal_candidates, HeuristicPlayer, Player};
use canasta_engine::{Action, Bid, Card, Denomination, Game, Phase};
use canasta_storage::{GameId, GameRecord, GameStatus};
use canasta_wording::lang::Lang;
use canasta_wording::render::announce::missed_header;
use canasta_wording::render::words::suited_card_word;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// The longest anything may take: an answer, a computer's move, a public post.
pub const STEP: Duration = Duration::from_secs(15);

/// How the moves were made.
#[derive(Debug, Default, Clone)]
pub struct Stats {
    /// Human moves.
    pub moves: usize,
    /// ... typed as slash commands.
    pub slash: usize,
    /// ... made with buttons.
    pub buttons: usize,
    /// ... chosen in selects.
    pub selects: usize,
    /// Melds and discard in one `/go-out`.
    pub go_outs: usize,
    /// Answers to "May I go out?" given on the question's own message.
    pub answered_on_question: usize,
    /// Moves the bot's computer players made.
    pub computer_moves: u64,
    /// Sitoumussamba declarer's openings chosen in the hand view's menu.
    pub opened_by_menu: usize,
    /// Sitoumussamba declarers who had no opening and pressed Cannot open.
    pub cannot_open_pressed: usize,
}

/// The one-off checks, done once each at the first chance.
#[derive(Debug, Default, Clone)]
pub struct Extras {
    /// Check them at all.
    pub enabled: bool,
    /// A user without a seat tried a move.
    pub non_player: bool,
    /// A typing mistake got an explanation.
    pub bad_input: bool,
    /// Autocomplete offered melds.
    pub autocomplete: bool,
    /// A select of an old hand view was answered with a fresh one.
    pub stale: bool,
    /// A redelivered interaction applied once.
    pub redelivered: bool,
    /// Posts lost in a Discord outage were sent later.
    pub missed_posts: bool,
}

/// A game being played, and who plays it.
pub struct Table {
    /// The game.
    pub game: GameId,
    /// Its thread.
    pub thread: u64,
    /// The human in each seat (`None`: a computer player).
    pub humans: Vec<Option<FakeUser>>,
    /// Checks every public payload.
    pub leaks: LeakCheck,
    /// How the moves were made.
    pub stats: Stats,
    /// The one-off checks.
    pub extras: Extras,
    /// Restart the bot once the game reaches this deal (at a computer's turn if any).
    pub restart_at_deal: Option<u32>,
    /// The bot was restarted mid-game.
    pub restarted: bool,
    /// Humans make only the moves that need no cards typed (draw, discard, answer, end the
    /// deal, buy with a red 3, say they cannot open): the heuristic's move when it is one of
    /// them, else the first legal one. In Sitoumussamba's auction they bid at level one (the
    /// lowest bid the engine accepts while their side does not hold the highest) or pass.
    pub plain_moves: bool,
    /// Humans move with buttons and menus alone, as a player who never types: each move is
    /// one their hand view (opened with the table's "My hand" button) or the thread's post
    /// offers ([`Table::move_by_controls`]).
    pub by_controls: bool,
    /// Latest private hand view of each user: message id.
    views: HashMap<u64, u64>,
    turns: usize,
}

/// `user`'s `/canasta settings` with `options` in `channel`: the answer's text, and the
/// server's settings as stored after it.
pub async fn change_settings(
    h: &Harness,
    user: &FakeUser,
    channel: u64,
    options: Value,
) -> (String, canasta_storage::GuildSettings) {
    let pending = h
        .discord
        .send_slash_command(user, channel, "canasta settings", options)
        .await;
    let shown = response_text(&answer(&pending).await);
    let stored = h.store().settings(h.discord.guild_id()).expect("readable");
    (shown, stored)
}

/// The response an interaction ended with: its initial answer, or after a deferral the
/// followup or edit that carried the content.
pub async fn answer(pending: &PendingInteraction) -> InteractionResponse {
    let first = pending.response().await;
    assert!(
        first.accepted(),
        "interaction {} was answered with status {}: {:?}",
        pending.id,
        first.status,
        first.payload
    );
    match first.callback_type() {
        Some(5 | 6) => {
            let done = |r: &InteractionResponse| {
                matches!(r.kind, ResponseKind::Followup | ResponseKind::EditOriginal)
            };
            pending.wait_for(STEP, done).await
        }
        _ => first,
    }
}

/// The text of a response: content and embed texts.
pub fn response_text(r: &InteractionResponse) -> String {
    super::leaks::payload_text(&r.payload)
}

fn control(game: GameId, version: u64, word: &str) -> String {
    format!("g:{}:v:{version}:{word}", game.0)
}

/// The version a hand view was drawn at, if the message is one of `game`.
pub fn view_version(message: &MessageRecord, game: GameId) -> Option<u64> {
    let prefix = format!("g:{}:v:", game.0);
    message.custom_ids().iter().find_map(|id| {
        let rest = id.strip_prefix(&prefix)?;
        let (version, word) = rest.split_once(':')?;
        (word == "hand").then(|| version.parse().ok()).flatten()
    })
}

/// Waits until the stored game is past `version` (or over), and returns it.
pub async fn wait_past(h: &Harness, game: GameId, version: u64, what: &str) -> GameRecord {
    let deadline = Instant::now() + STEP;
    loop {
        let record = h.store().load_game(game).expect("the game loads");
        if record.version > version || record.status != GameStatus::Active {
            return record;
        }
        assert!(
            Instant::now() < deadline,
            "stuck: {what} did not happen within {STEP:?} (game {} at version {version}, {} to act)",
            game.0,
            record
                .game
                .seat_to_act()
                .map_or("nobody".to_string(), |s| record.players[s].name().to_string())
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

impl Table {
    /// A table for `game` in `thread`.
    pub fn new(h: &Harness, game: GameId, thread: u64) -> Table {
        let record = h.store().load_game(game).expect("the game loads");
        let humans = record
            .players
            .iter()
            .map(|p| p.user_id().and_then(FakeUser::from_id))
            .collect();
        let names = record
            .players
            .iter()
            .map(|p| p.name().to_string())
            .collect();
        Table {
            game,
            thread,
            humans,
            leaks: LeakCheck::new(game, names, 0),
            stats: Stats::default(),
            extras: Extras::default(),
            restart_at_deal: None,
            restarted: false,
            plain_moves: false,
            by_controls: false,
            views: HashMap::new(),
            turns: 0,
        }
    }

    /// Plays until the game is over; returns the finished game.
    pub async fn play_to_end(&mut self, h: &mut Harness, limit: Duration) -> GameRecord {
        let finished = self.play_until(h, limit, |_| false).await;
        assert_eq!(
            finished.status,
            GameStatus::Finished,
            "the game was stopped"
        );
        finished
    }

    /// Plays until `done` holds for the stored game, or the game is over; returns it.
    pub async fn play_until(
        &mut self,
        h: &mut Harness,
        limit: Duration,
        done: impl Fn(&GameRecord) -> bool,
    ) -> GameRecord {
        let deadline = Instant::now() + limit;
        loop {
            let record = h.store().load_game(self.game).expect("the game loads");
            self.leaks.check(&h.discord, h.store());
            if record.status != GameStatus::Active || done(&record) {
                return record;
            }
            assert!(
                Instant::now() < deadline,
                "the game did not end within {limit:?}: deal {}, version {}, scores {:?}",
                record.game.deal_number(),
                record.version,
                record.game.scores()
            );
            let seat = record
                .game
                .seat_to_act()
                .expect("an active game has a seat to act");
            if self.should_restart(&record, seat) {
                self.restart(h, &record, seat).await;
                continue;
            }
            match self.humans[seat].clone() {
                None => {
                    let after = wait_past(h, self.game, record.version, "a computer's move").await;
                    self.stats.computer_moves += after.version - record.version;
                }
                Some(user) if self.by_controls => {
                    self.move_by_controls(h, &record, seat, &user).await;
                }
                Some(user) => {
                    if self.extras.enabled && !self.extras.non_player {
                        self.non_player_is_refused(h, record.version).await;
                    }
                    let action = self.choose(&record.game, seat);
                    self.perform(h, &record, seat, &user, action).await;
                }
            }
        }
    }

    /// The human move in `seat`: the heuristic player's, or with `plain_moves` one that
    /// needs no cards typed.
    fn choose(&self, game: &Game, seat: usize) -> Action {
        if self.plain_moves && game.turn().phase == Phase::Bidding {
            return level_one_call(game, seat);
        }
        let wanted = HeuristicPlayer::new().choose(game, seat);
        if !self.plain_moves || is_plain(&wanted) {
            return wanted;
        }
        legal_candidates(game, seat)
            .into_iter()
            .chain([Action::CannotOpen])
            .find(|a| is_plain(a) && game.check(seat, a).is_ok())
            .unwrap_or(wanted)
    }

    fn should_restart(&self, record: &GameRecord, seat: usize) -> bool {
        let due = self
            .restart_at_deal
            .is_some_and(|deal| !self.restarted && record.game.deal_number() >= deal);
        let computers = self.humans.iter().any(Option::is_none);
        due && (!computers || self.humans[seat].is_none())
    }

    /// Stops and starts the bot. With a human to act, their hand view from before the restart
    /// is used after it: its buttons must still work.
    async fn restart(&mut self, h: &mut Harness, record: &GameRecord, seat: usize) {
        let before = match self.humans[seat].clone() {
            Some(user) => Some((self.fresh_view(h, &user, record.version).await, user)),
            None => None,
        };
        h.restart().await;
        self.restarted = true;
        if let Some((view, user)) = before {
            let refresh = control(self.game, record.version, "hand");
            let pending = h.discord.click_button(&user, &view, &refresh).await;
            answer(&pending).await;
            let shown = h.discord.message(view.id).expect("the view is still there");
            assert_eq!(
                view_version(&shown, self.game),
                Some(record.version),
                "a hand view's button from before the restart shows the current hand"
            );
            self.views.insert(user.id, view.id);
        }
    }

    /// `user`'s move in `seat` made with buttons and menus alone, from what the hand view
    /// offers (every option it shows must be accepted): the declarer opens with the meld
    /// menu's first option (the engine's own opening) or presses Cannot open; a draw takes
    /// the pile with the take menu's first option every other turn, else presses Draw (or End
    /// the deal when the stock is gone); in play every other turn melds the meld menu's first
    /// option, else discards in the discard menu what the heuristic would. An answer is
    /// pressed on the question or the hand view; a call in the auction is Pass on its post.
    pub async fn move_by_controls(
        &mut self,
        h: &mut Harness,
        record: &GameRecord,
        seat: usize,
        user: &FakeUser,
    ) {
        let v = record.version;
        let game = &record.game;
        self.turns += 1;
        self.stats.moves += 1;
        let phase = game.turn().phase;
        let (pending, how) = match phase {
            Phase::AwaitingAnswer => {
                let yes =
                    HeuristicPlayer::new().choose(game, seat) == Action::AnswerGoOut { yes: true };
                let pending = self.answer_question(h, user, v, yes).await;
                (pending, format!("answer {yes} button"))
            }
            Phase::Bidding => {
                let pending = self.click_on_post(h, user, v, "pass").await;
                (pending, "Pass button".to_string())
            }
            _ => {
                let view = self.fresh_view(h, user, v).await;
                let game_id = self.game;
                let id = |word: &str| control(game_id, v, word);
                let melds = select_values(&view, &id("meld"));
                let takes = select_values(&view, &id("take"));
                let enabled = |word: &str| {
                    view.component(&id(word))
                        .is_some_and(|c| !c["disabled"].as_bool().unwrap_or(false))
                };
                let choose = |word: &str, value: &str| {
                    (
                        id(word),
                        vec![value.to_string()],
                        format!("{word} menu: {value}"),
                    )
                };
                let press = |word: &str, how: &str| (id(word), Vec::new(), how.to_string());
                let (custom_id, values, how) = match phase {
                    Phase::Opening => match melds.first() {
                        Some(opening) => {
                            self.stats.opened_by_menu += 1;
                            choose("meld", opening)
                        }
                        None => {
                            assert!(
                                enabled("cannot-open"),
                                "the declarer has no opening in the menu and no Cannot open: \
                                 {}",
                                view.all_text()
                            );
                            self.stats.cannot_open_pressed += 1;
                            press("cannot-open", "Cannot open button")
                        }
                    },
                    Phase::Draw => match takes.first() {
                        Some(take) if self.turns.is_multiple_of(2) || !enabled("draw") => {
                            choose("take", take)
                        }
                        _ if enabled("draw") => press("draw", "Draw button"),
                        _ => press("end", "End the deal button"),
                    },
                    Phase::Play => match melds.first() {
                        Some(meld) if self.turns.is_multiple_of(2) => choose("meld", meld),
                        _ => {
                            let discards = select_values(&view, &id("discard"));
                            let wanted = match HeuristicPlayer::new().choose(game, seat) {
                                Action::Discard { card } => discard_value(&discards, card),
                                _ => None,
                            };
                            let plain = |d: &&String| {
                                !d.starts_with('2') && !d.starts_with('3') && *d != "joker"
                            };
                            let value = wanted
                                .or_else(|| discards.iter().find(plain).cloned())
                                .or_else(|| discards.first().cloned())
                                .unwrap_or_else(|| {
                                    panic!("nothing to discard: {}", view.all_text())
                                });
                            choose("discard", &value)
                        }
                    },
                    other => panic!("no control for {other:?}"),
                };
                let pending = if values.is_empty() {
                    self.stats.buttons += 1;
                    h.discord.click_button(user, &view, &custom_id).await
                } else {
                    self.stats.selects += 1;
                    let values: Vec<&str> = values.iter().map(String::as_str).collect();
                    h.discord.select(user, &view, &custom_id, &values).await
                };
                (pending, how)
            }
        };
        let response = answer(&pending).await;
        let after = wait_past(h, self.game, v, &format!("{} {how}", user.name)).await;
        let log = h.store().load_log(self.game).expect("the log loads");
        assert!(
            log.actions.get(v as usize).is_some_and(|a| a.seat == seat),
            "{} in seat {seat}: `{how}` was not applied (version {v} -> {}); the bot \
             answered: {}",
            user.name,
            after.version,
            response_text(&response)
        );
        if let Some(id) = response.message_id {
            if let Some(message) = h.discord.message(id) {
                if message.is_ephemeral() && view_version(&message, self.game).is_some() {
                    self.views.insert(user.id, id);
                }
            }
        }
    }

    /// A user without a seat tries to draw: refused privately, nothing changes.
    async fn non_player_is_refused(&mut self, h: &Harness, version: u64) {
        let stranger = h.discord.user(99);
        let pending = h
            .discord
            .send_slash_command(&stranger, self.thread, "draw", json!({}))
            .await;
        let response = answer(&pending).await;
        assert!(response.ephemeral, "a refusal is private");
        assert!(
            response_text(&response).contains("not playing in this game"),
            "{:?}",
            response.payload
        );
        let now = h.store().load_game(self.game).expect("loads");
        assert_eq!(
            now.version, version,
            "a non-player's command changed the game"
        );
        self.extras.non_player = true;
    }

    /// A hand view of `user` (the player to act) carries the picture of their hand, and no
    /// other picture (issue 16: pictures are on unless the server turns them off).
    fn has_its_picture(&self, h: &Harness, user: &FakeUser, view: &MessageRecord) {
        let record = h.store().load_game(self.game).expect("loads");
        let seat = record
            .players
            .iter()
            .position(|p| p.user_id() == Some(user.id));
        let holds_cards = seat.is_some_and(|s| !record.game.seat_view(s).hand.is_empty());
        if holds_cards {
            assert!(
                hand_picture_of(view),
                "a hand view carries the picture of the hand: {:?} {:?}",
                view.attachments,
                view.embeds
            );
        }
    }

    /// The user's latest hand view, if it shows `version`.
    fn current_view(&self, h: &Harness, user: &FakeUser, version: u64) -> Option<MessageRecord> {
        let id = self.views.get(&user.id)?;
        let message = h.discord.message(*id)?;
        (view_version(&message, self.game) == Some(version)).then_some(message)
    }

    /// A hand view of `version` for `user`: the latest one if current, else a new one from
    /// the table's "My hand" button or from `/hand`.
    async fn fresh_view(&mut self, h: &Harness, user: &FakeUser, version: u64) -> MessageRecord {
        if let Some(view) = self.current_view(h, user, version) {
            return view;
        }
        let pending = match self.latest_table(h) {
            Some(table) if self.by_controls || self.turns % 2 == 1 => {
                let id = table
                    .custom_ids()
                    .into_iter()
                    .find(|c| c.ends_with(":hand"))
                    .expect("a table has a hand button");
                self.stats.buttons += 1;
                h.discord.click_button(user, &table, &id).await
            }
            _ => {
                assert!(
                    !self.by_controls,
                    "no table with a \"My hand\" button to press"
                );
                self.stats.slash += 1;
                h.discord
                    .send_slash_command(user, self.thread, "hand", json!({}))
                    .await
            }
        };
        let response = answer(&pending).await;
        assert!(response.ephemeral, "a hand view is private");
        let id = response.message_id.expect("the hand view is a message");
        let view = h.discord.message(id).expect("stored");
        assert_eq!(
            view_version(&view, self.game),
            Some(version),
            "the hand view shows the game as it is: {}",
            response_text(&response)
        );
        self.has_its_picture(h, user, &view);
        self.views.insert(user.id, id);
        view
    }

    /// The latest public table of the game (it carries a "My hand" button).
    fn latest_table(&self, h: &Harness) -> Option<MessageRecord> {
        let prefix = format!("g:{}:v:", self.game.0);
        h.discord
            .messages_in(self.thread)
            .into_iter()
            .rev()
            .find(|m| {
                m.custom_ids()
                    .iter()
                    .any(|c| c.starts_with(&prefix) && c.ends_with(":hand"))
            })
    }

    async fn slash(
        &mut self,
        h: &Harness,
        user: &FakeUser,
        command: &str,
        options: Value,
    ) -> PendingInteraction {
        self.stats.slash += 1;
        h.discord
            .send_slash_command(user, self.thread, command, options)
            .await
    }

    /// Makes `action` for `user` in `seat` through the bot, as a player would (a command, a
    /// button or a select), and checks it was applied.
    pub async fn perform(
        &mut self,
        h: &mut Harness,
        record: &GameRecord,
        seat: usize,
        user: &FakeUser,
        action: Action,
    ) {
        let v = record.version;
        let view = record.game.seat_view(seat);
        let outage = self.extras.enabled
            && self.extras.redelivered
            && !self.extras.missed_posts
            && matches!(action, Action::Discard { .. })
            && view.hand.len() > 1;
        if outage {
            // Discord fails the posts of this move, and the first retry.
            h.discord.fail_next_posts(self.thread, 2);
        }
        self.turns += 1;
        self.stats.moves += 1;
        let by_controls = self.turns % 3 == 2;
        let mut steps = 1;
        let how;
        let pending = match &action {
            Action::AnswerGoOut { yes } => {
                how = format!("answer {yes}");
                self.answer_question(h, user, v, *yes).await
            }
            Action::Bid { bid } => {
                how = format!("bid {bid} by buttons");
                self.bid_by_buttons(h, user, v, *bid).await
            }
            Action::Pass | Action::Double | Action::CannotOpen => {
                let word = match action {
                    Action::Pass => "pass",
                    Action::Double => "double",
                    _ => "cannot-open",
                };
                how = format!("{word} button");
                self.click_on_post(h, user, v, word).await
            }
            Action::BuyWithRedThree { card } => {
                how = format!("buy with {card} button");
                let view_msg = self.fresh_view(h, user, v).await;
                self.stats.buttons += 1;
                let suit = card.suit.map_or('?', |s| s.letter());
                let buy = control(self.game, v, &format!("buy:{suit}"));
                h.discord.click_button(user, &view_msg, &buy).await
            }
            Action::EndDeal => {
                how = "End the deal button".into();
                let view_msg = self.fresh_view(h, user, v).await;
                self.stats.buttons += 1;
                h.discord
                    .click_button(user, &view_msg, &control(self.game, v, "end"))
                    .await
            }
            Action::Draw if by_controls => {
                how = "Draw button".into();
                let view_msg = self.fresh_view(h, user, v).await;
                self.stats.buttons += 1;
                h.discord
                    .click_button(user, &view_msg, &control(self.game, v, "draw"))
                    .await
            }
            Action::Discard { card } if by_controls || self.current_view(h, user, v).is_some() => {
                how = "discard select".into();
                let view_msg = self.fresh_view(h, user, v).await;
                self.stats.selects += 1;
                let options = select_values(&view_msg, &control(self.game, v, "discard"));
                let value = discard_value(&options, *card).unwrap_or_else(|| typed::card(*card));
                h.discord
                    .select(
                        user,
                        &view_msg,
                        &control(self.game, v, "discard"),
                        &[&value],
                    )
                    .await
            }
            Action::Meld { melds } => {
                if self.extras.enabled && !self.extras.bad_input {
                    self.bad_input_is_explained(h, user, v).await;
                }
                if self.extras.enabled && !self.extras.autocomplete {
                    self.autocomplete_offers_melds(h, user).await;
                }
                let stale = self.current_view(h, user, v);
                let text = typed::plays(melds, &view);
                let pending = match go_out_in_one(&record.game, seat, &action) {
                    Some(card) => {
                        steps = 2;
                        self.stats.go_outs += 1;
                        how = format!("/go-out melds:{text} discard:{card}");
                        self.slash(h, user, "go-out", json!({"melds": text, "discard": card}))
                            .await
                    }
                    None => {
                        how = format!("/meld {text}");
                        self.slash(h, user, "meld", json!({"cards": text})).await
                    }
                };
                if let (true, false, Some(old)) = (self.extras.enabled, self.extras.stale, stale) {
                    answer(&pending).await;
                    self.stale_view_is_refreshed(h, user, &old, v + steps).await;
                }
                pending
            }
            other => {
                let (command, option, text) =
                    typed::slash(other, &view).expect("typed as a slash command");
                how = format!("/{command} {text}");
                let options = if option.is_empty() {
                    json!({})
                } else {
                    json!({ option: text })
                };
                self.slash(h, user, command, options).await
            }
        };
        let response = answer(&pending).await;
        let after = wait_past(h, self.game, v + steps - 1, &format!("{} {how}", user.name)).await;
        // A computer partner may already have answered a question: look at the log.
        let log = h.store().load_log(self.game).expect("the log loads");
        let applied =
            (v..v + steps).all(|i| log.actions.get(i as usize).is_some_and(|a| a.seat == seat));
        let computers = self.humans.iter().any(Option::is_none);
        assert!(
            applied && (after.version == v + steps || computers),
            "{} in seat {seat}: {action:?} as `{how}` was not applied as expected (version {v} \
             -> {}); the bot answered: {}",
            user.name,
            after.version,
            response_text(&response)
        );
        if let Some(id) = response.message_id {
            if let Some(message) = h.discord.message(id) {
                if message.is_ephemeral() && view_version(&message, self.game).is_some() {
                    self.views.insert(user.id, id);
                }
            }
        }
        if outage {
            self.missed_posts_arrive(h, user).await;
        }
        let discarded = matches!(action, Action::Discard { .. });
        if self.extras.enabled && !self.extras.redelivered && discarded {
            self.redelivery_applies_once(h, &pending, after.version)
                .await;
        }
    }

    /// The posts of a move made during an outage arrive later, headed as missed, with the
    /// move's line.
    async fn missed_posts_arrive(&mut self, h: &Harness, user: &FakeUser) {
        let discarded = format!("{} discarded", user.global_name);
        let late = h
            .discord
            .wait_for_message(
                self.thread,
                |m| {
                    m.content.starts_with(&missed_header(Lang::En))
                        && m.content.contains(&discarded)
                },
                STEP,
            )
            .await;
        let rest = late
            .content
            .split_once(&discarded)
            .map_or("", |(_, rest)| rest);
        assert!(
            rest.contains("it is your turn") || rest.contains("is to play"),
            "the late post names who is to move now: {}",
            late.content
        );
        self.extras.missed_posts = true;
    }

    /// Answers "May I go out?": on the question's own message, or every other time with the
    /// hand view's buttons.
    async fn answer_question(
        &mut self,
        h: &Harness,
        user: &FakeUser,
        v: u64,
        yes: bool,
    ) -> PendingInteraction {
        let word = if yes { "yes" } else { "no" };
        let id = control(self.game, v, word);
        self.stats.buttons += 1;
        if self.turns % 2 == 1 {
            let wanted = id.clone();
            let question = h
                .discord
                .wait_for_message(self.thread, |m| m.custom_ids().contains(&wanted), STEP)
                .await;
            self.stats.answered_on_question += 1;
            h.discord.click_button(user, &question, &id).await
        } else {
            let view = self.fresh_view(h, user, v).await;
            h.discord.click_button(user, &view, &id).await
        }
    }

    /// Clicks `word`'s button of version `v` on the public post that carries it.
    async fn click_on_post(
        &mut self,
        h: &Harness,
        user: &FakeUser,
        v: u64,
        word: &str,
    ) -> PendingInteraction {
        let id = control(self.game, v, word);
        let wanted = id.clone();
        let post = h
            .discord
            .wait_for_message(self.thread, |m| m.custom_ids().contains(&wanted), STEP)
            .await;
        assert!(!post.is_ephemeral(), "the call's buttons are public");
        self.stats.buttons += 1;
        h.discord.click_button(user, &post, &id).await
    }

    /// Bids by pressing the level's points on the public post, then the bid among that
    /// level's, shown privately.
    async fn bid_by_buttons(
        &mut self,
        h: &Harness,
        user: &FakeUser,
        v: u64,
        bid: Bid,
    ) -> PendingInteraction {
        let level = format!("level:{}", bid.level);
        let pending = self.click_on_post(h, user, v, &level).await;
        let shown = answer(&pending).await;
        assert!(shown.ephemeral, "a level's bids are shown privately");
        let id = shown.message_id.expect("the bids are a message");
        let bids = h.discord.message(id).expect("stored");
        let denomination = serde_json::to_value(bid.denomination).expect("serializes");
        let denomination = denomination.as_str().expect("a name");
        let word = format!("bid:{}:{denomination}", bid.level);
        self.stats.buttons += 1;
        h.discord
            .click_button(user, &bids, &control(self.game, v, &word))
            .await
    }

    /// A typing mistake is explained privately and changes nothing.
    async fn bad_input_is_explained(&mut self, h: &Harness, user: &FakeUser, v: u64) {
        let pending = self.slash(h, user, "meld", json!({"cards": "7 7 x"})).await;
        let response = answer(&pending).await;
        assert!(response.ephemeral);
        let text = response_text(&response);
        assert!(text.contains("`x` is not a card"), "{text}");
        assert_eq!(h.store().load_game(self.game).expect("loads").version, v);
        self.extras.bad_input = true;
    }

    /// Autocomplete offers melds the hand can make.
    async fn autocomplete_offers_melds(&mut self, h: &Harness, user: &FakeUser) {
        let pending = h
            .discord
            .send_autocomplete(user, self.thread, "meld", json!({"cards": ""}), "cards")
            .await;
        let choices = pending.response().await.choices();
        assert!(
            (1..=25).contains(&choices.len()),
            "autocomplete offered {} choices",
            choices.len()
        );
        self.extras.autocomplete = true;
    }

    /// A select of a hand view the game has moved past is answered with the current view.
    async fn stale_view_is_refreshed(
        &mut self,
        h: &Harness,
        user: &FakeUser,
        old: &MessageRecord,
        now: u64,
    ) {
        let old_version = view_version(old, self.game).expect("a hand view");
        let discard = control(self.game, old_version, "discard");
        let Some(select) = old.component(&discard) else {
            return;
        };
        let value = select["options"][0]["value"]
            .as_str()
            .expect("an option")
            .to_string();
        let pending = h.discord.select(user, old, &discard, &[&value]).await;
        let response = answer(&pending).await;
        let text = response_text(&response);
        assert!(text.contains("out of date"), "{text}");
        let refreshed = h.discord.message(old.id).expect("the view is still there");
        assert_eq!(view_version(&refreshed, self.game), Some(now));
        assert_eq!(h.store().load_game(self.game).expect("loads").version, now);
        self.views.insert(user.id, old.id);
        self.stats.selects += 1;
        self.extras.stale = true;
    }

    /// The same interaction delivered again (issue 14) applies nothing and is not answered
    /// again: Discord would refuse a second answer (400/40060).
    async fn redelivery_applies_once(
        &mut self,
        h: &Harness,
        pending: &PendingInteraction,
        version: u64,
    ) {
        h.discord.redeliver(pending).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let now = h.store().load_game(self.game).expect("loads");
        assert_eq!(
            now.version, version,
            "a redelivered interaction was applied again"
        );
        let answers = h.discord.responses_to(pending.id);
        let initial = answers.iter().filter(|r| r.callback_type().is_some());
        assert_eq!(initial.count(), 1, "answered once: {answers:#?}");
        let violations = h.discord.take_violations();
        assert!(violations.is_empty(), "{violations:#?}");
        self.extras.redelivered = true;
    }
}

/// A call of the auction: the lowest bid of level one the engine accepts while `seat`'s side
/// does not hold the highest bid, else a pass.
fn level_one_call(game: &Game, seat: usize) -> Action {
    let view = game.public_view();
    let team = |s: usize| view.seats[s].team;
    let ours = view
        .auction
        .as_ref()
        .and_then(|a| a.highest())
        .is_some_and(|(bidder, _)| team(bidder) == team(seat));
    Denomination::ALL
        .into_iter()
        .map(|d| Action::Bid {
            bid: Bid::new(1, d),
        })
        .find(|bid| !ours && game.check(seat, bid).is_ok())
        .unwrap_or(Action::Pass)
}

/// A move made without typing cards (or with one card: a discard).
fn is_plain(action: &Action) -> bool {
    matches!(
        action,
        Action::Draw
            | Action::Discard { .. }
            | Action::AnswerGoOut { .. }
            | Action::EndDeal
            | Action::BuyWithRedThree { .. }
            | Action::Bid { .. }
            | Action::Pass
            | Action::Double
            | Action::CannotOpen
    )
}

/// When `action` is a meld after which the heuristic player discards its last card: the card
/// (the move is then typed as one `/go-out`).
fn go_out_in_one(game: &Game, seat: usize, action: &Action) -> Option<String> {
    let mut after = game.clone();
    after.apply(seat, action).ok()?;
    if after.seat_to_act() != Some(seat) || after.seat_view(seat).hand.len() != 1 {
        return None;
    }
    match HeuristicPlayer::new().choose(&after, seat) {
        Action::Discard { card } => Some(typed::card(card)),
        _ => None,
    }
}

/// The values of the select `custom_id` of `message`, in order (none without that select).
fn select_values(message: &MessageRecord, custom_id: &str) -> Vec<String> {
    message
        .component(custom_id)
        .map(|select| {
            select["options"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|o| o["value"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// The discard menu's value for `card`: the card with its suit where the menu names suits
/// (Samba: `7♥`), else its rank (`7`).
fn discard_value(options: &[String], card: Card) -> Option<String> {
    let suited = suited_card_word(Lang::En, card);
    let ranked = typed::card(card);
    [suited, ranked].into_iter().find(|v| options.contains(v))
}
