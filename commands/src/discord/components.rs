//! Buttons and selects, through poise's event handler: lobby controls and "Play again" (see
//! [`super::lobby`]), the leaderboard's pages (see [`super::leaderboard`]), the confirmation of `/resign` and `/abandon` (see [`super::manage`]), and the game's own controls, whose custom ids carry the game and the
//! version they were drawn at, so they keep working after a restart and a view the game has
//! moved past is answered with a fresh one.

use super::adapter;
use super::language::component_lang;
use super::lobby::{lobby_control, play_again};
use super::manage::stop_control;
use super::metrics::counted;
use super::respond::{Answer, Responder};
use super::seats::take_seat_control;
use super::turn::{after_actions, hand_after};
use super::{Data, Error};
use crate::discord::blocking::{blocking, holding};
use crate::pictures::{self, Attached};
use canasta_engine::Action;
use canasta_storage::GameId;
use canasta_table::table_error_text;
use canasta_table::{act_locked, clocks, find, Request, Seats, TableError};
use canasta_wording::board_id::BoardId;
use canasta_wording::custom_id::{Control, CustomId};
use canasta_wording::lang::Lang;
use canasta_wording::payload::Message;
use canasta_wording::render::bidding::level_message;
use canasta_wording::render::errors::{self, error_message, unknown_control};
use canasta_wording::render::reply::{acted_reply, hand_reply_with};
use canasta_wording::table_id::TableId;
use poise::serenity_prelude as serenity;

/// poise's event handler: component interactions are ours; each shard's READY wakes the
/// computer players of its servers; deleted threads and channels and
/// leaving a server go to [`super::lifecycle`]; other events are ignored.
pub async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), Error> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(ix),
        } => handle(ctx, data, ix).await,
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Modal(ix),
        } => unknown_form(ctx, ix).await,
        serenity::FullEvent::Ready { data_about_bot } => {
            let guilds: Vec<u64> = (data_about_bot.guilds.iter())
                .map(|g| g.id.get())
                .filter(|&g| data.shards.owns(g))
                .collect();
            let (store, computer) = (data.store.clone(), data.computer.clone());
            tokio::spawn(super::runtime::wake_computers(store, computer, guilds));
        }
        _ => super::lifecycle::on_event(&ctx.http, event, &data.store).await,
    }
    Ok(())
}

/// The bot opens no forms, so a form sent to it (a modal submit of another bot's, or made up)
/// belongs to nothing it knows: it is told so privately, never left without an answer.
async fn unknown_form(ctx: &serenity::Context, ix: &serenity::ModalInteraction) {
    tracing::debug!(custom_id = %ix.data.custom_id, "unknown form");
    let lang = Lang::for_locale(Some(&ix.locale));
    let text = errors::unknown_form(lang);
    let answer = adapter::response(&error_message(lang, &text), false);
    let response = serenity::CreateInteractionResponse::Message(answer);
    let answered = ix.create_response(ctx, response);
    if let Err(e) = counted("component answer", answered).await {
        tracing::warn!(error = %e, "could not answer an unknown form");
    }
}

async fn handle(ctx: &serenity::Context, data: &Data, ix: &serenity::ComponentInteraction) {
    let custom_id = ix.data.custom_id.as_str();
    if BoardId::is_board(custom_id) {
        return super::leaderboard::page_control(ctx, data, ix).await;
    }
    match TableId::parse(custom_id) {
        Some(TableId::Lobby { thread, control }) => {
            return lobby_control(ctx, data, ix, thread, control).await
        }
        Some(TableId::PlayAgain { game }) => return play_again(ctx, data, ix, game).await,
        Some(TableId::TakeSeat { game, seat }) => {
            return take_seat_control(ctx, data, ix, game, seat).await
        }
        Some(TableId::PauseVote { game }) => {
            return super::pause::pause_control(ctx, data, ix, game).await
        }
        Some(TableId::Stop { game, resign }) => {
            return stop_control(ctx, data, ix, game, resign).await
        }
        None => {}
    }
    match CustomId::parse(custom_id) {
        Ok(id) => game_control(ctx, data, ix, id).await,
        Err(e) => {
            tracing::debug!(custom_id, ?e, "unknown control");
            let responder = Responder::new(ctx, ix, data.timing.defer_after);
            let lang = component_lang(ix);
            let text = unknown_control(lang);
            send(&responder, Answer::New(error_message(lang, &text))).await;
        }
    }
}

/// True when the control sits on a message only the presser sees (their hand view).
fn on_private_message(ix: &serenity::ComponentInteraction) -> bool {
    ix.message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
}

async fn game_control(
    ctx: &serenity::Context,
    data: &Data,
    ix: &serenity::ComponentInteraction,
    id: CustomId,
) {
    let user = ix.user.id.get();
    let guild = ix.guild_id.map_or(0, |g| g.get());
    let game = GameId(id.game);
    let private = on_private_message(ix);
    let lang = component_lang(ix);
    let mut responder = Responder::new(ctx, ix, data.timing.defer_after);
    if id.control == Control::Hand {
        let shown = responder
            .run(private, current_hand(data, game, guild, user, None, lang))
            .await;
        let (answer, picture) = match shown {
            Ok((hand, picture)) if private => (Answer::Update(hand), picture),
            Ok((hand, picture)) => (Answer::New(hand), picture),
            Err(e) => (
                Answer::New(error_message(lang, &table_error_text(lang, &e))),
                None,
            ),
        };
        return send_with(&responder, answer, picture).await;
    }
    if let Control::Level(level) = id.control {
        let shown = responder
            .run(false, bids_of_level(data, game, user, level, lang))
            .await;
        let answer = match shown {
            Ok(bids) => Answer::New(bids),
            Err(e) => Answer::New(error_message(lang, &table_error_text(lang, &e))),
        };
        return send(&responder, answer).await;
    }
    let values = match &ix.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let request = Request::Pressed {
        control: id.control.clone(),
        values,
        version: id.version,
    };
    let key = ix.id.get().to_string();
    let lang = component_lang(ix);
    let (turn, result) = responder
        .run(true, async {
            let turn = data.store.lock_game_async(game).await;
            let acted = holding(&turn, move |t| act_locked(t, user, lang, &request, &key)).await;
            (turn, acted)
        })
        .await;
    match result {
        Ok(acted) => {
            let done = [acted];
            match acted_reply(lang, &done) {
                Some(hand) if private => {
                    let picture = hand_after(&turn, guild, &done, lang).await;
                    send_with(&responder, Answer::Update(hand), picture).await;
                }
                _ => send(&responder, Answer::ClearControls).await,
            }
            after_actions(data, &turn, &done).await;
        }
        Err(e) => {
            if !e.is_refusal() {
                tracing::error!(error = %e, game = game.0, "control failed");
            }
            let text = table_error_text(lang, &e);
            let shown = current_hand(data, game, guild, user, Some(text.clone()), lang).await;
            let (answer, picture) = match shown {
                Ok((hand, picture)) if private => (Answer::Update(hand), picture),
                Ok((hand, picture)) => (Answer::New(hand), picture),
                Err(_) => (Answer::New(error_message(lang, &text)), None),
            };
            send_with(&responder, answer, picture).await;
        }
    }
    drop(turn);
}

/// The user's hand view of `game` as it is now, with `note` above it, and its picture where
/// the server `guild` has pictures on.
async fn current_hand(
    data: &Data,
    game: GameId,
    guild: u64,
    user: u64,
    note: Option<String>,
    lang: Lang,
) -> Result<(Message, Option<Attached>), TableError> {
    blocking(&data.store, move |s| {
        let record = s.load_game(game)?;
        let seat = find::seat_of(&record, user)?;
        let clock = clocks::table_clock(s, game)?;
        let picture = pictures::hand_if_on(s, guild, &record.game, seat, lang);
        let view = hand_reply_with(lang, &record, seat, note.as_deref(), &clock);
        Ok((view, picture))
    })
    .await
}

/// The bids of `level` that `user` may choose from, privately, once the engine says it is
/// their call (`Game::check_actor`).
async fn bids_of_level(
    data: &Data,
    game: GameId,
    user: u64,
    level: u8,
    lang: Lang,
) -> Result<Message, TableError> {
    blocking(&data.store, move |s| {
        let record = s.load_game(game)?;
        let seat = find::seat_of(&record, user)?;
        record
            .game
            .check_actor(seat, &Action::Pass)
            .map_err(|error| TableError::Rule {
                error,
                seats: Seats::of(&record),
            })?;
        Ok(level_message(
            lang,
            record.id.0,
            record.version,
            &record.game,
            seat,
            level,
        ))
    })
    .await
}

async fn send(responder: &Responder<'_>, answer: Answer) {
    send_with(responder, answer, None).await;
}

/// [`send`] with `picture` attached and shown in the answer's last embed.
async fn send_with(responder: &Responder<'_>, answer: Answer, picture: Option<Attached>) {
    if let Err(e) = responder.answer_with(&answer, picture.as_ref()).await {
        tracing::warn!(error = %e, "could not answer a control");
    }
}
