//! Opening a table: `/canasta new` makes a thread with a lobby message (where the channel's
//! kind allows: [`place`]); its buttons seat
//! players and computer players, the host swaps seats to arrange partners and starts the game.
//! "Play again" starts a new game with the same seats.

use super::announce::post_all;
use super::errors::user_err;
use super::language::{component_lang, public_lang_for, reply_lang};
use super::members::{display_name, is_moderator, member_name};
use super::metrics::counted;
use super::outbox;
use super::place::{self, Place};
use super::respond::{Answer, Responder};
use super::server::settings;
use super::{adapter, autocomplete, respond, Context, Data, Error};
use crate::discord::blocking;
use canasta_engine::bidding::{FailedOpening, FailedOpeningCharge, NextDeclarerPlays};
use canasta_engine::{HouseRuleChoices, Rules, WildLimit};
use canasta_storage::{GameId, GameStatus, LobbyRecord, MoveClock, PlayerSlot, TimeoutPolicy};
use canasta_table::computer::computer_to_act;
use canasta_table::lobby::{self as rules_of_lobby, LobbyError};
use canasta_table::start::{self, Started};
use canasta_table::table_error_text;
use canasta_table::TableError;
use canasta_wording::lang::Lang;
use canasta_wording::payload::Components;
use canasta_wording::post_key::{PostKey, PostKind};
use canasta_wording::refusal::PlaceError;
use canasta_wording::render::announce::{play_again_intro, start_posts};
use canasta_wording::render::errors::error_message;
use canasta_wording::render::lobby::{
    game_started_text, lobby_message, table_opened_text, thread_name,
};
use canasta_wording::render::refusals::{
    house_rule_refused_text, place_error_text, rules_conflict_text, tables_in_servers,
    unknown_rule_set_text,
};
use canasta_wording::table_id::LobbyControl;
use poise::serenity_prelude as serenity;

/// How many wild cards a meld may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum WildLimitChoice {
    /// At most three (FI, EN).
    #[name = "at most three"]
    Three,
    /// At most half the meld, never more than three (SV).
    #[name = "at most half of the meld"]
    Half,
}

/// Option `samba_failed_opening` (SAMBA 16C): whose bid passes on, and what the failure costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FailedBidChoice {
    /// The next bidder plays its own bid; 1000 once (the default).
    #[name = "next bidder's own bid, pay once"]
    OwnOnce,
    /// The next bidder plays its own bid; 1000 for every bid the declarer made.
    #[name = "next bidder's own bid, pay per bid"]
    OwnPerBid,
    /// The next bidder plays the failed bid; 1000 once.
    #[name = "the failed bid passes on, pay once"]
    SameOnce,
    /// The next bidder plays the failed bid; 1000 for every bid the declarer made.
    #[name = "the failed bid passes on, pay per bid"]
    SamePerBid,
}

impl FailedBidChoice {
    /// The engine's option.
    pub fn failed_opening(self) -> FailedOpening {
        let (next_plays, charge) = match self {
            FailedBidChoice::OwnOnce => (NextDeclarerPlays::OwnBid, FailedOpeningCharge::Once),
            FailedBidChoice::OwnPerBid => {
                (NextDeclarerPlays::OwnBid, FailedOpeningCharge::PerBidMade)
            }
            FailedBidChoice::SameOnce => (NextDeclarerPlays::FailedBid, FailedOpeningCharge::Once),
            FailedBidChoice::SamePerBid => (
                NextDeclarerPlays::FailedBid,
                FailedOpeningCharge::PerBidMade,
            ),
        };
        FailedOpening { next_plays, charge }
    }
}

/// The move clocks a table may choose when it is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ClockChoice {
    /// Nobody is timed.
    #[name = "no clock"]
    None,
    /// 8 hours a move.
    #[name = "8 h a move"]
    Eight,
    /// 24 hours a move.
    #[name = "24 h a move"]
    Day,
    /// 72 hours a move.
    #[name = "72 h a move"]
    ThreeDays,
}

impl ClockChoice {
    /// The hours a move (0: none).
    pub fn hours(self) -> u32 {
        match self {
            ClockChoice::None => 0,
            ClockChoice::Eight => 8,
            ClockChoice::Day => 24,
            ClockChoice::ThreeDays => 72,
        }
    }
}

/// Canasta tables.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new",
        "settings",
        "super::away::away",
        "super::seats::sub",
        "super::seats::back",
        "super::pause::pause",
        "super::pause::resume",
        "super::notify::notify"
    ),
    subcommand_required
)]
pub async fn canasta(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a Canasta table in a new thread; players join there.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Rule set (table size and variant); default classic for four"]
    #[autocomplete = "autocomplete::rules"]
    rules: Option<String>,
    #[description = "Points to win (default: the rule set's)"]
    #[min = 100]
    #[max = 100000]
    target: Option<i32>,
    #[description = "Time each player has for a move (default: the server's, 24 h)"] clock: Option<
        ClockChoice,
    >,
    #[description = "House rule: how many wild cards a meld may hold"] wild_limit: Option<
        WildLimitChoice,
    >,
    #[description = "House rule: wild cards may be added to a completed canasta"]
    wild_on_canasta: Option<bool>,
    #[description = "House rule: the pile is only ever taken with a natural pair"]
    natural_pair: Option<bool>,
    #[description = "House rule: a player may take only the top card of the pile"]
    top_card_only: Option<bool>,
    #[description = "House rule: all red 3s together score the full bonus (800 with four)"]
    red_threes_800: Option<bool>,
    #[description = "House rule: the pile may be taken when its top card matches a completed canasta"]
    pile_on_canasta: Option<bool>,
    #[description = "House rule: going out concealed needs the partner not to have melded either"]
    concealed_partner_unopened: Option<bool>,
    #[description = "House rule: the partner's answer to \"May I go out?\" binds"]
    answer_binds: Option<bool>,
    #[description = "House rule: with the stock gone, a pile that fits a meld must be taken"]
    stock_out_duty: Option<bool>,
    #[description = "Samba house rule: a black 3 left in a hand also counts its own 5"]
    black_three_card_value: Option<bool>,
    #[description = "Sitoumussamba house rule: after a declarer cannot open"] failed_bid: Option<
        FailedBidChoice,
    >,
    #[description = "Sitoumussamba house rule: a player who passed may bid again"] rebid: Option<
        bool,
    >,
    #[description = "Sitoumussamba house rule: the declarer's partner may go out once the bid is reached"]
    partner_goes_out: Option<bool>,
    #[description = "Sitoumussamba house rule: a stock run-out voids even a reached bid"]
    stock_out_voids_bid: Option<bool>,
    #[description = "Sitoumussamba house rule: the doubler's partner robs a doubled bid at double rate"]
    partner_robs_double: Option<bool>,
    #[description = "Samba house rule: a red 3 laid down from the last stock cards costs 300"]
    last_red_three_costs: Option<bool>,
    #[description = "Samba house rule: a wild or red 3 upcard goes back under the stock"]
    upcard_back: Option<bool>,
) -> Result<(), Error> {
    let data = ctx.data();
    let guild = ctx
        .guild_id()
        .ok_or_else(|| user_err(tables_in_servers(reply_lang(ctx))))?
        .get();
    let user = ctx.author().id.get();
    let default_rules = {
        let store = data.store.clone();
        blocking(&store, move |s| Ok(s.settings(guild)?.default_rules))
            .await
            .ok()
            .flatten()
    };
    let name = rules.or(default_rules).unwrap_or_else(|| "classic".into());
    let mut rules = Rules::preset(name.trim())
        .ok_or_else(|| user_err(unknown_rule_set_text(reply_lang(ctx), &name)))?;
    if let Some(target) = target {
        rules.target = target;
    }
    let choices = HouseRuleChoices {
        wild_limit: wild_limit.map(|limit| match limit {
            WildLimitChoice::Three => WildLimit::Three,
            WildLimitChoice::Half => WildLimit::Half,
        }),
        wild_on_completed_canasta: wild_on_canasta,
        pile_needs_natural_pair: natural_pair,
        take_top_card_only: top_card_only,
        all_red_threes_bonus: red_threes_800,
        pile_on_completed_canasta: pile_on_canasta,
        concealed_needs_team_unopened: concealed_partner_unopened,
        go_out_answer_binds: answer_binds,
        stock_out_pile_duty: stock_out_duty,
        samba_black_three_in_hand: black_three_card_value,
        samba_last_red_three: last_red_three_costs,
        samba_failed_opening: failed_bid.map(FailedBidChoice::failed_opening),
        samba_rebid: rebid,
        samba_partner_goes_out: partner_goes_out,
        samba_stock_out_after_bid: stock_out_voids_bid,
        samba_double_robbery: partner_robs_double,
        samba_upcard: upcard_back,
    };
    let rules = rules
        .with_house_rules(&choices)
        .map_err(|e| user_err(house_rule_refused_text(reply_lang(ctx), &e)))?;
    rules
        .validate()
        .map_err(|e| user_err(rules_conflict_text(reply_lang(ctx), &e)))?;
    let host = display_name(ctx);
    let opened = respond::in_time(
        ctx,
        false,
        open_table(ctx, guild, user, &host, rules.clone(), clock),
    )
    .await??;
    let lang = public_lang_for(&ctx.data().store, guild).await;
    let text = table_opened_text(lang, &host, &rules, opened);
    let reply = canasta_wording::payload::Message::text(text);
    respond::send(ctx, adapter::reply(&reply)).await?;
    Ok(())
}

/// A refusal of [`place`] as the user's error, in their language.
fn place_refusal(ctx: Context<'_>, error: &PlaceError) -> Error {
    user_err(place_error_text(reply_lang(ctx), error))
}

/// Discord's refusal to open the table at `place`: worded for the user when trying again
/// cannot help (see [`place::refused`]), else the error as it is.
fn opening_failed(ctx: Context<'_>, place: Place, error: serenity::Error) -> Error {
    match place::refused(place, &error) {
        Some(refusal) => {
            tracing::info!(channel = place.channel(), error = %error, "cannot open a table here");
            place_refusal(ctx, &refusal)
        }
        None => error.into(),
    }
}

/// Opens the table where the channel's kind allows ([`place`]): a thread with the lobby as
/// its first post, or a forum post whose first message is the lobby; stores the lobby.
/// Returns the thread's id.
async fn open_table(
    ctx: Context<'_>,
    guild: u64,
    user: u64,
    host: &str,
    rules: Rules,
    clock: Option<ClockChoice>,
) -> Result<u64, Error> {
    let data = ctx.data();
    let place = place::resolve(ctx)
        .await
        .map_err(|e| place_refusal(ctx, &e))?;
    let move_clock = match clock {
        Some(choice) => MoveClock::per_move(choice.hours()),
        None => blocking(&data.store, move |s| Ok(s.settings(guild)?.move_clock())).await?,
    };
    let host_slot = PlayerSlot::Human {
        user_id: user,
        name: host.to_string(),
    };
    let name = thread_name(&rules, host);
    let mut lobby = LobbyRecord::new(0, guild, place.channel(), host_slot, rules);
    lobby.move_clock = Some(move_clock);
    let lang = public_lang_for(&data.store, guild).await;
    let week = serenity::AutoArchiveDuration::OneWeek;
    let (thread, first) = match place {
        Place::Thread { parent, kind } => {
            let builder = serenity::CreateThread::new(name)
                .kind(kind)
                .auto_archive_duration(week);
            let made = serenity::ChannelId::new(parent).create_thread(ctx, builder);
            let made = counted("thread create", made).await;
            (made.map_err(|e| opening_failed(ctx, place, e))?.id, None)
        }
        Place::ForumPost { forum } => {
            // The post's first message is the lobby; its buttons name the thread, which only
            // exists once the post does, so they are added right after.
            let draft = lobby_message(lang, &lobby).with_components(Components::default());
            let post = serenity::CreateForumPost::new(name, adapter::channel_message(&draft, None))
                .auto_archive_duration(week);
            let made = serenity::ChannelId::new(forum).create_forum_post(ctx, post);
            let made = counted("forum post create", made).await;
            let thread = made.map_err(|e| opening_failed(ctx, place, e))?.id;
            // A forum post's first message has the thread's id.
            (thread, Some(serenity::MessageId::new(thread.get())))
        }
    };
    lobby.thread_id = thread.get();
    let stored = lobby.clone();
    blocking(&data.store, move |s| start::open_lobby(s, &stored)).await?;
    let shown = lobby_message(lang, &lobby);
    let message = match first {
        Some(first) => {
            let edit = adapter::channel_edit(&shown);
            counted("message edit", thread.edit_message(ctx, first, edit))
                .await
                .map_err(|e| opening_failed(ctx, place, e))?;
            first
        }
        None => {
            let post = adapter::channel_message(&shown, None);
            let posted = counted("thread post", thread.send_message(ctx, post)).await;
            posted.map_err(|e| opening_failed(ctx, place, e))?.id
        }
    };
    blocking(&data.store, move |s| {
        start::change_lobby(s, thread.get(), |l| {
            l.message_id = Some(message.get());
            Ok(())
        })
    })
    .await?;
    Ok(thread.get())
}

/// A lobby button, the select that adds a computer player of a level, or the host's swap
/// select.
pub async fn lobby_control(
    ctx: &serenity::Context,
    data: &Data,
    ix: &serenity::ComponentInteraction,
    thread: u64,
    control: LobbyControl,
) {
    let user = ix.user.id.get();
    let name = member_name(ix.member.as_ref(), &ix.user);
    let mut responder = Responder::new(ctx, ix, data.timing.defer_after);
    if control == LobbyControl::Start && in_locked_thread(ix) {
        return refuse_locked(&responder, ix).await;
    }
    if control == LobbyControl::Start {
        let reminder = data.timing.reminder_after;
        let started = responder
            .run(
                true,
                blocking(&data.store, move |s| {
                    let started = start::start_lobby(s, thread, user, reminder)?;
                    Ok((started, start::load_lobby(s, thread)?))
                }),
            )
            .await;
        match started {
            Ok((started, lobby)) => {
                let lang = public_lang_for(&data.store, lobby.guild_id).await;
                send(&responder, Answer::Update(lobby_message(lang, &lobby))).await;
                announce_start(data, &started, &|lang| game_started_text(lang, &name)).await;
            }
            Err(e) => refuse(&responder, &e).await,
        }
        return;
    }
    let values = select_values(ix);
    let moderator = is_moderator(ix.member.as_ref().and_then(|m| m.permissions));
    let change = move |l: &mut LobbyRecord| match control {
        LobbyControl::Join => rules_of_lobby::join(l, user, &name),
        LobbyControl::Leave => rules_of_lobby::leave(l, user),
        LobbyControl::AddComputer => {
            rules_of_lobby::add_computer(l, rules_of_lobby::chosen_level(&values))
        }
        LobbyControl::RemoveComputer => rules_of_lobby::remove_computer(l),
        LobbyControl::Cancel => rules_of_lobby::cancel(l, user, moderator),
        LobbyControl::Swap => match seats(&values) {
            Some((a, b)) => rules_of_lobby::swap(l, user, a, b),
            None => Err(LobbyError::BadSeats),
        },
        LobbyControl::Clock => {
            rules_of_lobby::set_clock(l, user, rules_of_lobby::next_clock_hours(l.move_clock))
        }
        LobbyControl::Timeout => {
            let next = match l.on_timeout.unwrap_or_default() {
                TimeoutPolicy::Autopilot => TimeoutPolicy::Wait,
                TimeoutPolicy::Wait => TimeoutPolicy::Autopilot,
            };
            rules_of_lobby::set_timeout(l, user, next)
        }
        LobbyControl::Start => Ok(()),
    };
    let changed = responder
        .run(
            true,
            blocking(&data.store, move |s| start::change_lobby(s, thread, change)),
        )
        .await;
    match changed {
        Ok(lobby) => {
            let lang = public_lang_for(&data.store, lobby.guild_id).await;
            send(&responder, Answer::Update(lobby_message(lang, &lobby))).await
        }
        Err(e) => refuse(&responder, &e).await,
    }
}

/// "Play again" after `game` ended.
pub async fn play_again(
    ctx: &serenity::Context,
    data: &Data,
    ix: &serenity::ComponentInteraction,
    game: u64,
) {
    let user = ix.user.id.get();
    let name = member_name(ix.member.as_ref(), &ix.user);
    let mut responder = Responder::new(ctx, ix, data.timing.defer_after);
    if in_locked_thread(ix) {
        return refuse_locked(&responder, ix).await;
    }
    let started = responder
        .run(
            true,
            blocking(&data.store, move |s| {
                start::play_again(s, GameId(game), user)
            }),
        )
        .await;
    match started {
        Ok(started) => {
            send(&responder, Answer::ClearControls).await;
            let intro = |lang| play_again_intro(lang, &name);
            announce_start(data, &started, &intro).await;
        }
        Err(e) => refuse(&responder, &e).await,
    }
}

/// Posts the first table of a new game, in the server's language after `intro` (in that
/// language), and wakes its computer players.
async fn announce_start(data: &Data, started: &Started, intro: &(dyn Fn(Lang) -> String + Sync)) {
    if started.duplicate {
        return;
    }
    let record = &started.record;
    let lang = public_lang_for(&data.store, record.guild_id).await;
    let _turn = data.store.lock_game_async(record.id).await;
    // Its thread may have gone (and the game ended, its post mark dropped) before the lock
    // was ours: then nothing is posted and no mark is written again.
    let game = record.id;
    let still_active = blocking(&data.store, move |s| Ok(s.load_game(game)?.status))
        .await
        .is_ok_and(|status| status == GameStatus::Active);
    if !still_active {
        return;
    }
    let key = PostKey {
        game: record.id.0,
        kind: PostKind::Start {
            version: record.version,
        },
    };
    post_all(
        &data.http,
        record.channel_id,
        Some(key),
        &start_posts(lang, record, &started.events, &intro(lang)),
    )
    .await;
    outbox::started(&data.store, record).await;
    if computer_to_act(record).is_some() {
        data.computer.poke(record.id);
    }
}

/// True when the control was pressed in a thread a moderator locked: a game started there
/// could never be posted (Discord refuses the bot; it has no Manage Threads).
fn in_locked_thread(ix: &serenity::ComponentInteraction) -> bool {
    let metadata = ix.channel.as_ref().and_then(|c| c.thread_metadata.as_ref());
    metadata.is_some_and(|m| m.locked)
}

/// Tells the user privately that the locked thread takes no game.
async fn refuse_locked(responder: &Responder<'_>, ix: &serenity::ComponentInteraction) {
    let lang = component_lang(ix);
    let text = place_error_text(lang, &PlaceError::ThreadLocked);
    send(responder, Answer::New(error_message(lang, &text))).await;
}

fn select_values(ix: &serenity::ComponentInteraction) -> Vec<String> {
    match &ix.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    }
}

/// The two seats chosen in the swap select.
fn seats(values: &[String]) -> Option<(usize, usize)> {
    match values {
        [a, b] => Some((a.parse().ok()?, b.parse().ok()?)),
        _ => None,
    }
}

async fn send(responder: &Responder<'_>, answer: Answer) {
    if let Err(e) = responder.answer(&answer).await {
        tracing::warn!(error = %e, "could not answer a lobby control");
    }
}

async fn refuse(responder: &Responder<'_>, error: &TableError) {
    if !error.is_refusal() {
        tracing::error!(%error, "lobby control failed");
    }
    let lang = responder.lang();
    let text = table_error_text(lang, error);
    send(responder, Answer::New(error_message(lang, &text))).await;
}
