//! What a player may look at, privately: `/hand` (with the whole turn as buttons and menus),
//! `/table`, `/pile` (while the rules allow it), `/score`, `/rules`, `/help`. Once the
//! thread's game has ended, `/hand`, `/table` and `/score` show it as it ended. `/hand` and
//! `/table` attach a picture of the cards where the server has pictures on (issue 16).

use super::errors::user_err;
use super::language::reply_lang;
use super::{adapter, autocomplete, respond, Context, Error};
use crate::discord::blocking;
use crate::pictures::{self, Attached};
use canasta_engine::Rules;
use canasta_storage::{GameRecord, GameStatus};
use canasta_table::since::since_last_turn;
use canasta_table::{clocks, find, TableError};
use canasta_wording::payload::Message;
use canasta_wording::render::ended::{
    ended_hand_message, ended_score_message, ended_table_message,
};
use canasta_wording::render::names_of;
use canasta_wording::render::refusals::unknown_rule_set_text;
use canasta_wording::render::reply::{hand_reply_with, pile_message};
use canasta_wording::render::since::since_last_turn_text;
use canasta_wording::render::table::pile_line;
use canasta_wording::render::{
    rules_embed, scores_embed, slash_help_embed, table_message_with, topic_help, Acted, TableClock,
};
use canasta_wording::rules_document::rules_document;

/// The game being played in this thread, and the user's seat in it if they play.
/// (The clock is not read: `/pile` does not show it.)
async fn game_here(ctx: Context<'_>) -> Result<(GameRecord, Option<usize>), Error> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let found = respond::in_time(
        ctx,
        true,
        blocking(&ctx.data().store, move |s| {
            let record = find::latest_game_in_channel(s, channel)?;
            match record.status {
                GameStatus::Active => {
                    let seat = find::seat_of(&record, user).ok();
                    Ok((record, seat))
                }
                status => Err(TableError::NotActive(status)),
            }
        }),
    )
    .await??;
    Ok(found)
}

/// What the thread shows a user.
struct Shown {
    /// The thread's game: the one being played, else the last one, ended.
    record: GameRecord,
    /// The user's seat in it, if they play.
    seat: Option<usize>,
    /// What its clock shows now (nothing once it ended).
    clock: TableClock,
    /// What the other seats did since the user's seat last acted (when asked for).
    since: Vec<Acted>,
    /// The picture asked for, where the server has pictures on and there is one.
    picture: Option<Attached>,
}

/// Which picture of the cards an answer carries (where the server has pictures on).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Drawing {
    /// None: the answer is text only.
    Nothing,
    /// The user's hand.
    Hand,
    /// The public table.
    Table,
}

/// The game this thread shows (the one being played, else the last one, ended: issue 13),
/// with the user's seat, the clock, if `since`, what the others did since the user's last
/// turn, and the picture `drawing` asks for; all in one blocking section.
async fn shown_here(ctx: Context<'_>, since: bool, drawing: Drawing) -> Result<Shown, Error> {
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let lang = reply_lang(ctx);
    let found = respond::in_time(
        ctx,
        true,
        blocking(&ctx.data().store, move |s| {
            let record = find::latest_game_in_channel(s, channel)?;
            let seat = find::seat_of(&record, user).ok();
            let active = record.status == GameStatus::Active;
            let clock = if active {
                clocks::table_clock(s, record.id)?
            } else {
                TableClock::default()
            };
            let since = match seat {
                Some(seat) if since && active => {
                    since_last_turn(s, &record, seat).unwrap_or_else(|e| {
                        tracing::warn!(game = %record.id, "no \"since your last turn\": {e}");
                        Vec::new()
                    })
                }
                _ => Vec::new(),
            };
            let picture = match drawing {
                Drawing::Nothing => None,
                _ if !pictures::pictures_on(s, guild) => None,
                Drawing::Hand => seat.and_then(|seat| pictures::hand(&record.game, seat, lang)),
                Drawing::Table => pictures::table(&record.game, &names_of(lang, &record), lang),
            };
            Ok(Shown {
                record,
                seat,
                clock,
                since,
                picture,
            })
        }),
    )
    .await??;
    Ok(found)
}

async fn show(ctx: Context<'_>, message: Message) -> Result<(), Error> {
    respond::send(ctx, adapter::reply(&message.private())).await?;
    Ok(())
}

/// [`show`] with `picture` attached and shown in the message's embed.
async fn show_with(
    ctx: Context<'_>,
    message: Message,
    picture: Option<Attached>,
) -> Result<(), Error> {
    let reply = adapter::reply_with(&message.private(), picture.as_ref());
    respond::send(ctx, reply).await?;
    Ok(())
}

/// Your hand, privately, with buttons and menus for your whole turn; what others did since yours.
#[poise::command(slash_command, guild_only)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let shown = shown_here(ctx, true, Drawing::Hand).await?;
    let seat = shown.seat.ok_or(TableError::NotAPlayer)?;
    let record = &shown.record;
    if record.status != GameStatus::Active {
        return show_with(
            ctx,
            ended_hand_message(reply_lang(ctx), record, seat),
            shown.picture,
        )
        .await;
    }
    let lang = reply_lang(ctx);
    let note = since_last_turn_text(lang, &shown.since, seat, &names_of(lang, record));
    let message = hand_reply_with(lang, record, seat, note.as_deref(), &shown.clock);
    show_with(ctx, message, shown.picture).await
}

/// The table: every team's melds, red 3s, cards in hand, the pile, the stock and the scores.
#[poise::command(slash_command, guild_only)]
pub async fn table(ctx: Context<'_>) -> Result<(), Error> {
    let Shown {
        record,
        clock,
        picture,
        ..
    } = shown_here(ctx, false, Drawing::Table).await?;
    if record.status != GameStatus::Active {
        return show_with(ctx, ended_table_message(reply_lang(ctx), &record), picture).await;
    }
    let lang = reply_lang(ctx);
    let names = names_of(lang, &record);
    let view = record.game.public_view();
    let (id, version) = (record.id.0, record.version);
    let message = table_message_with(lang, id, version, &view, &record.rules, &names, &clock);
    show_with(ctx, message, picture).await
}

/// The discard pile: all of it until your first discard of a deal, else its top card.
#[poise::command(slash_command, guild_only)]
pub async fn pile(ctx: Context<'_>) -> Result<(), Error> {
    let (record, seat) = game_here(ctx).await?;
    let lang = reply_lang(ctx);
    let message = match seat {
        Some(seat) => pile_message(lang, &record.game.seat_view(seat)),
        None => Message::text(pile_line(lang, &record.game.public_view())),
    };
    show(ctx, message).await
}

/// The scores: each side's total and every deal so far.
#[poise::command(slash_command, guild_only)]
pub async fn score(ctx: Context<'_>) -> Result<(), Error> {
    let Shown { record, .. } = shown_here(ctx, false, Drawing::Nothing).await?;
    if record.status != GameStatus::Active {
        return show(ctx, ended_score_message(reply_lang(ctx), &record)).await;
    }
    let lang = reply_lang(ctx);
    let names = names_of(lang, &record);
    let embed = scores_embed(lang, &record.game.public_view(), &record.rules, &names);
    show(ctx, Message::embed(embed)).await
}

/// The rules of this game, or of a rule set.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "A rule set (default: this game's)"]
    #[autocomplete = "autocomplete::rules"]
    name: Option<String>,
) -> Result<(), Error> {
    let rules = match name.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        Some(name) => Rules::preset(name)
            .ok_or_else(|| user_err(unknown_rule_set_text(reply_lang(ctx), name)))?,
        None => rules_here(ctx).await,
    };
    // The rule book in the reader's language goes with the summary, so a refusal's
    // "RULES.md §3" (or "RULES.fi.md §3") can be followed.
    let lang = reply_lang(ctx);
    let summary = Message::embed(rules_embed(lang, &rules)).private();
    let document = rules_document(lang);
    let book =
        poise::serenity_prelude::CreateAttachment::bytes(document.text.as_bytes(), document.file);
    respond::send(ctx, adapter::reply(&summary).attachment(book)).await?;
    Ok(())
}

/// The rules of the game or lobby of this thread; the classic rules elsewhere.
async fn rules_here(ctx: Context<'_>) -> Rules {
    rules_of_channel(ctx).await.unwrap_or_else(Rules::classic)
}

/// The rules of the game or lobby in this channel, if there is one.
async fn rules_of_channel(ctx: Context<'_>) -> Option<Rules> {
    let channel = ctx.channel_id().get();
    let found = blocking(&ctx.data().store, move |s| {
        match find::game_in_channel(s, channel) {
            Ok(record) => Ok(Some(record.rules)),
            // A lobby, or a thread whose game has ended: the lobby's rules.
            Err(TableError::NoGameHere | TableError::NotActive(_)) => {
                Ok(s.load_lobby(channel)?.map(|l| l.rules))
            }
            Err(e) => Err(e),
        }
    })
    .await;
    found.ok().flatten()
}

/// How to play: the commands, and how to type cards.
///
/// In a game's thread, the help of its rule set; a topic it does not know is said so.
#[poise::command(slash_command)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "A command (draw, take, meld, ...), \"cards\", \"samba\" or \"bid\"; choose from the list"]
    #[autocomplete = "autocomplete::help_topics"]
    topic: Option<String>,
) -> Result<(), Error> {
    let lang = super::language::reply_lang(ctx);
    let rules = rules_of_channel(ctx).await;
    let embed = match topic {
        Some(topic) => topic_help(lang, &topic, rules.as_ref()),
        None => slash_help_embed(lang, rules.as_ref()),
    };
    show(ctx, Message::embed(embed)).await
}
