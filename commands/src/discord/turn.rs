//! The turn commands: `/draw`, `/take-pile`, `/meld`, `/discard`, `/go-out`. They work only in
//! the game's thread and only for the player concerned; the answer is the player's updated
//! hand, privately (with its picture where the server has pictures on), and everyone sees the
//! action's line in the thread.

use super::errors::user_err;
use super::language::reply_lang;
use super::outbox::announce;
use super::{adapter, autocomplete, respond, Context, Data, Error};
use crate::discord::blocking::{blocking, holding};
use crate::pictures::{self, Attached};
use canasta_storage::GameLock;
use canasta_table::computer::computer_to_act;
use canasta_table::table_error_text;
use canasta_table::{act_locked, find, Acted, Request, TableError};
use canasta_wording::input::Verb;
use canasta_wording::lang::Lang;
use canasta_wording::render::refusals::go_out_needs_discard;
use canasta_wording::render::reply::acted_reply;

/// Draw from the stock to start your turn.
#[poise::command(slash_command, guild_only)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    play(ctx, vec![typed(Verb::Draw, "")]).await
}

/// Take the discard pile, melding its top card with cards from your hand.
#[poise::command(slash_command, guild_only, rename = "take-pile")]
pub async fn take_pile(
    ctx: Context<'_>,
    #[description = "Hand cards that meld the top card, e.g. 8 8 (more melds after ;)"]
    #[autocomplete = "autocomplete::take"]
    with: Option<String>,
) -> Result<(), Error> {
    play(ctx, vec![typed(Verb::Take, &with.unwrap_or_default())]).await
}

/// Lay down melds and add to your team's melds, e.g. 7 7 2, K K K.
#[poise::command(slash_command, guild_only)]
pub async fn meld(
    ctx: Context<'_>,
    #[description = "Cards by rank, melds separated by commas: 7 7 2, K K K (K: 2 adds a 2)"]
    #[autocomplete = "autocomplete::meld"]
    cards: String,
) -> Result<(), Error> {
    play(ctx, vec![typed(Verb::Meld, &cards)]).await
}

/// Discard one card, ending your turn.
#[poise::command(slash_command, guild_only)]
pub async fn discard(
    ctx: Context<'_>,
    #[description = "The card, by rank: 9, K, joker"]
    #[autocomplete = "autocomplete::discard"]
    card: String,
) -> Result<(), Error> {
    play(ctx, vec![typed(Verb::Discard, &card)]).await
}

/// Go out: ask your partner "May I go out?", or meld your last cards and discard.
#[poise::command(slash_command, guild_only, rename = "go-out")]
pub async fn go_out(
    ctx: Context<'_>,
    #[description = "Your last melds (leave empty to ask your partner first)"]
    #[autocomplete = "autocomplete::meld"]
    melds: Option<String>,
    #[description = "The card you discard to go out"]
    #[autocomplete = "autocomplete::discard"]
    discard: Option<String>,
) -> Result<(), Error> {
    let melds = melds.filter(|m| !m.trim().is_empty());
    let discard = discard.filter(|d| !d.trim().is_empty());
    let mut requests = Vec::new();
    if let Some(melds) = &melds {
        requests.push(typed(Verb::Meld, melds));
    }
    match (&discard, requests.is_empty()) {
        (Some(card), _) => requests.push(typed(Verb::Discard, card)),
        (None, true) => requests.push(typed(Verb::Ask, "")),
        (None, false) => return Err(user_err(go_out_needs_discard(reply_lang(ctx)))),
    }
    play(ctx, requests).await
}

fn typed(verb: Verb, args: &str) -> Request {
    Request::Typed {
        verb,
        args: args.to_string(),
    }
}

/// Applies `requests` in order for the user, in the game of this thread; answers with the
/// hand, then posts the public lines (holding the game's lock throughout, so the thread
/// reads in order) and wakes the computer players.
async fn play(ctx: Context<'_>, requests: Vec<Request>) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let key = ctx.id().to_string();
    let lang = reply_lang(ctx);
    let (turn, done, partial) = respond::in_time(ctx, true, async {
        let store = &data.store;
        let game = blocking(store, move |s| find::game_id_in_channel(s, channel)).await?;
        let turn = store.lock_game_async(game).await;
        let (done, partial) = apply_all(&turn, user, lang, requests, &key).await?;
        Ok::<_, TableError>((turn, done, partial))
    })
    .await??;
    if let Some(mut reply) = acted_reply(reply_lang(ctx), &done) {
        if let Some(e) = &partial {
            let content = format!(
                "{}\n{}",
                reply.content(),
                table_error_text(reply_lang(ctx), e)
            );
            reply = reply.with_content(content);
        }
        let guild = ctx.guild_id().map_or(0, |g| g.get());
        let picture = hand_after(&turn, guild, &done, reply_lang(ctx)).await;
        respond::send(ctx, adapter::reply_with(&reply, picture.as_ref())).await?;
    }
    after_actions(data, &turn, &done).await;
    drop(turn);
    Ok(())
}

/// Applies the requests one after the other, read in the user's `lang`; a refusal of the first
/// is the error, a later one is returned beside what was done.
async fn apply_all(
    turn: &GameLock,
    user: u64,
    lang: Lang,
    requests: Vec<Request>,
    key: &str,
) -> Result<(Vec<Acted>, Option<TableError>), TableError> {
    let mut done = Vec::new();
    for (i, request) in requests.into_iter().enumerate() {
        let key = if i == 0 {
            key.to_string()
        } else {
            format!("{key}/{i}")
        };
        let applied = holding(turn, move |t| act_locked(t, user, lang, &request, &key)).await;
        match applied {
            Ok(acted) => done.push(acted),
            Err(e) if done.is_empty() => return Err(e),
            Err(e) => return Ok((done, Some(e))),
        }
    }
    Ok((done, None))
}

/// The picture of the acting seat's hand after `done` (the last action's game), drawn on the
/// blocking pool (`turn` holds the game) where the server `guild` has pictures on.
pub async fn hand_after(
    turn: &GameLock,
    guild: u64,
    done: &[Acted],
    lang: Lang,
) -> Option<Attached> {
    let last = done.last()?;
    let (game, seat) = (last.after.game.clone(), last.seat);
    let drawn = holding(turn, move |t| {
        Ok(pictures::hand_if_on(t.store(), guild, &game, seat, lang))
    });
    drawn.await.ok().flatten()
}

/// Posts the public lines of new actions (`turn` holds their game) and wakes the computer
/// players if one is to move.
pub async fn after_actions(data: &Data, turn: &GameLock, done: &[Acted]) {
    for acted in done.iter().filter(|a| !a.duplicate) {
        announce(&data.http, turn, acted).await;
    }
    if let Some(last) = done.last() {
        if computer_to_act(&last.after).is_some() {
            data.computer.poke(last.after.id);
        }
    }
}
