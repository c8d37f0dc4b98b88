//! What a player may look at, privately: `/hand` (with the whole turn as buttons and menus),
//! `/table`, `/pile` (while the rules allow it), `/score`, `/rules`, `/help`.

use super::errors::user_err;
use super::{adapter, autocomplete, respond, Context, Error};
use crate::discord::blocking;
use canasta_engine::Rules;
use canasta_storage::GameRecord;
use canasta_table::{clocks, find, TableError};
use canasta_wording::payload::Message;
use canasta_wording::render::names_of;
use canasta_wording::render::refusals::unknown_rule_set_text;
use canasta_wording::render::reply::{hand_reply_with, pile_message};
use canasta_wording::render::table::pile_line;
use canasta_wording::render::{
    rules_embed, scores_embed, slash_help_embed, table_message_with, topic_help, TableClock,
};

/// The game of this thread, and the user's seat in it if they play.
async fn game_here(ctx: Context<'_>) -> Result<(GameRecord, Option<usize>), Error> {
    let (record, seat, _) = game_and_clock_here(ctx).await?;
    Ok((record, seat))
}

/// [`game_here`] with what the game's clock shows now.
async fn game_and_clock_here(
    ctx: Context<'_>,
) -> Result<(GameRecord, Option<usize>, TableClock), Error> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let found = respond::in_time(
        ctx,
        true,
        blocking(&ctx.data().store, move |s| {
            let record = find::game_in_channel(s, channel)?;
            let seat = find::seat_of(&record, user).ok();
            let clock = clocks::table_clock(s, record.id)?;
            Ok((record, seat, clock))
        }),
    )
    .await??;
    Ok(found)
}

async fn show(ctx: Context<'_>, message: Message) -> Result<(), Error> {
    ctx.send(adapter::reply(&message.private())).await?;
    Ok(())
}

/// Your hand, privately, with buttons and menus for your whole turn.
#[poise::command(slash_command, guild_only)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let (record, seat, clock) = game_and_clock_here(ctx).await?;
    let seat = seat.ok_or(TableError::NotAPlayer)?;
    show(ctx, hand_reply_with(&record, seat, None, &clock)).await
}

/// The table: every team's melds, red 3s, cards in hand, the pile, the stock and the scores.
#[poise::command(slash_command, guild_only)]
pub async fn table(ctx: Context<'_>) -> Result<(), Error> {
    let (record, _, clock) = game_and_clock_here(ctx).await?;
    let names = names_of(&record);
    let view = record.game.public_view();
    let (id, version) = (record.id.0, record.version);
    show(
        ctx,
        table_message_with(id, version, &view, &record.rules, &names, &clock),
    )
    .await
}

/// The discard pile: all of it until your first discard of a deal, else its top card.
#[poise::command(slash_command, guild_only)]
pub async fn pile(ctx: Context<'_>) -> Result<(), Error> {
    let (record, seat) = game_here(ctx).await?;
    let message = match seat {
        Some(seat) => pile_message(&record.game.seat_view(seat)),
        None => Message::text(pile_line(&record.game.public_view())),
    };
    show(ctx, message).await
}

/// The scores: each side's total and every deal so far.
#[poise::command(slash_command, guild_only)]
pub async fn score(ctx: Context<'_>) -> Result<(), Error> {
    let (record, _) = game_here(ctx).await?;
    let names = names_of(&record);
    let embed = scores_embed(&record.game.public_view(), &record.rules, &names);
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
        Some(name) => Rules::preset(name).ok_or_else(|| user_err(unknown_rule_set_text(name)))?,
        None => rules_here(ctx).await,
    };
    show(ctx, Message::embed(rules_embed(&rules))).await
}

/// The rules of the game or lobby of this thread; the classic rules elsewhere.
async fn rules_here(ctx: Context<'_>) -> Rules {
    let channel = ctx.channel_id().get();
    let found = blocking(&ctx.data().store, move |s| {
        match find::game_in_channel(s, channel) {
            Ok(record) => Ok(Some(record.rules)),
            Err(TableError::NoGameHere) => Ok(s.load_lobby(channel)?.map(|l| l.rules)),
            Err(e) => Err(e),
        }
    })
    .await;
    found.ok().flatten().unwrap_or_else(Rules::classic)
}

/// How to play: the commands, and how to type cards.
#[poise::command(slash_command)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "A command (draw, take, meld, discard, ask, ...) or \"cards\""] topic: Option<
        String,
    >,
) -> Result<(), Error> {
    let embed = match topic {
        Some(topic) => topic_help(&topic),
        None => slash_help_embed(),
    };
    show(ctx, Message::embed(embed)).await
}
