//! The public messages of a game's thread: the line of each action, the table when a turn
//! begins (mentioning only the player concerned), "May I go out?" with its Yes / No buttons,
//! the scoring of each deal, the end of the game with "Play again", and reminders.
//!
//! Everything here is built from public views and events, never from a hand.

use super::acted::Acted;
use super::announce_gathered::gathered_posts;
use super::bidding::{call_rows, cannot_open_row};
use super::events::event_lines;
use super::my_games::thread_link;
use super::names::names_of;
use super::names::Names;
use super::next_up::{next_up, user_to_mention, NextUp};
use super::result_ratings::{result_ratings_embed, ResultRatings};
use super::table::table_message;
use crate::custom_id::{Control, CustomId};
use crate::lang::Lang;
use crate::payload::{Button, ButtonStyle, Components, Message, Row};
use crate::table_id::TableId;
use crate::tr;
use canasta_engine::Event;
use canasta_records::GameRecord;

/// A public message, and the one user it may ping (nobody else is ever pinged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Post {
    /// The message.
    pub message: Message,
    /// The user mentioned in it who should be notified.
    pub ping: Option<u64>,
}

impl Post {
    fn quiet(message: Message) -> Post {
        Post {
            message,
            ping: None,
        }
    }
}

/// The posts for an applied action alone, in `lang`: its line, then the table if a turn
/// begins, or the scores if a deal ended (see [`gathered_posts`]).
pub fn action_posts(lang: Lang, acted: &Acted) -> Vec<Post> {
    gathered_posts(lang, std::slice::from_ref(acted), false, None)
}

/// The first line of posts that went out late, in `lang`.
pub fn missed_header(lang: Lang) -> String {
    tr!(lang, "announce-missed-header")
}

/// The posts for actions the thread missed (a post failed, or the bot stopped in between),
/// oldest first, under [`missed_header`]: the actions' lines (and any deal's scores) without
/// the tables and mentions of turns long past, then the table and the mention of the player
/// to move now, so only they are pinged.
pub fn missed_posts(lang: Lang, missed: &[Acted]) -> Vec<Post> {
    gathered_posts(lang, missed, true, None)
}

/// The first post of a new game in `lang`, after `intro`: who plays with whom, the deal, and
/// the first turn.
pub fn start_posts(lang: Lang, record: &GameRecord, events: &[Event], intro: &str) -> Vec<Post> {
    let names = names_of(lang, record);
    let sides: Vec<String> = (0..names.side_count()).map(|s| names.side(s)).collect();
    let against = format!(" {} ", tr!(lang, "announce-against"));
    let begins = tr!(lang, "announce-game-begins", sides = sides.join(&against));
    let mut lines = vec![format!("{intro} {begins}").trim().to_string()];
    lines.extend(event_lines(lang, events, &names, None));
    match next_up(None, &record.game) {
        Some(next) => vec![turn_post(lang, record, next, &lines.join("\n"))],
        None => vec![Post::quiet(Message::text(lines.join("\n")))],
    }
}

/// The first line of a game started with "Play again", in `lang`: `name` asked for it.
pub fn play_again_intro(lang: Lang, name: &str) -> String {
    tr!(lang, "announce-play-again-intro", name = name.to_string())
}

/// The table as a turn begins, in `lang`, with the mention of the player to move (or of the
/// partner who must answer, with Yes / No buttons), after `lines`.
pub fn turn_post(lang: Lang, record: &GameRecord, next: NextUp, lines: &str) -> Post {
    let names = names_of(lang, record);
    let view = record.game.public_view();
    let id = record.id.0;
    let user = user_to_mention(record, next);
    let call = call_text(lang, &names, next, user);
    let content = if lines.is_empty() {
        call
    } else {
        format!("{lines}\n{call}")
    };
    let mut message =
        table_message(lang, id, record.version, &view, &record.rules, &names).with_content(content);
    if let (NextUp::Answer { .. }, Some(_)) = (next, user) {
        let button = |yes: bool, label: String, style| Button {
            custom_id: CustomId::new(id, record.version, Control::Answer(yes)).to_string(),
            label,
            style,
            disabled: false,
        };
        let answers = vec![
            button(true, tr!(lang, "announce-yes-go-out"), ButtonStyle::Success),
            button(false, tr!(lang, "announce-no"), ButtonStyle::Danger),
        ];
        message = message.with_top_row(Row::Buttons(answers));
    }
    let seat = next.seat();
    let extra = match (next, user) {
        (NextUp::Call { .. }, Some(_)) => call_rows(lang, id, record.version, &record.game, seat),
        (NextUp::Open { .. }, Some(_)) => {
            cannot_open_row(lang, id, record.version, &record.game, seat)
                .into_iter()
                .collect()
        }
        _ => Vec::new(),
    };
    for row in extra.into_iter().rev() {
        message = message.with_top_row(row);
    }
    Post {
        message,
        ping: user,
    }
}

/// A mention of `user`, as a message's `$user` argument (a string: ids are too long for
/// Fluent's numbers).
fn mention(user: u64) -> String {
    format!("<@{user}>")
}

fn call_text(lang: Lang, names: &Names, next: NextUp, user: Option<u64>) -> String {
    let name = |seat: usize| names.seat(seat).to_string();
    match (next, user) {
        (NextUp::Turn { .. }, Some(user)) => tr!(lang, "announce-your-turn", user = mention(user)),
        (NextUp::Turn { seat }, None) => tr!(lang, "announce-to-play", name = name(seat)),
        (NextUp::Answer { asker, .. }, Some(user)) => tr!(
            lang,
            "announce-asks-you",
            user = mention(user),
            asker = name(asker)
        ),
        (NextUp::Answer { seat, asker }, None) => tr!(
            lang,
            "events-asked",
            name = name(asker),
            partner = name(seat)
        ),
        (NextUp::Call { .. }, Some(user)) => tr!(lang, "announce-your-call", user = mention(user)),
        (NextUp::Call { seat }, None) => tr!(lang, "announce-to-call", name = name(seat)),
        (NextUp::Open { .. }, Some(user)) => tr!(lang, "announce-open-now", user = mention(user)),
        (NextUp::Open { seat }, None) => tr!(lang, "announce-opens", name = name(seat)),
    }
}

/// The "Play again" button under a finished game.
pub(super) fn play_again(lang: Lang, record: &GameRecord) -> Components {
    let again = Button {
        custom_id: TableId::PlayAgain { game: record.id.0 }.to_string(),
        label: tr!(lang, "announce-play-again"),
        style: ButtonStyle::Success,
        disabled: false,
    };
    Components {
        rows: vec![Row::Buttons(vec![again])],
    }
}

/// The post after a game was stopped, in `lang`: `who` resigned, or abandoned it (host or
/// moderator). A resignation's result is rated: `ratings` shows what it did (issue 15).
pub fn stopped_post(
    lang: Lang,
    who: &str,
    resigned: bool,
    ratings: Option<&ResultRatings>,
) -> Post {
    let name = who.to_string();
    let text = if resigned {
        tr!(lang, "announce-resigned", name = name)
    } else {
        tr!(lang, "announce-stopped", name = name)
    };
    let embeds = ratings
        .map(|ratings| result_ratings_embed(lang, ratings))
        .into_iter()
        .collect();
    Post::quiet(Message::text(text).with_embeds(embeds))
}

/// What replaces the "May I go out?" buttons once answered.
pub fn answered_post(lang: Lang, record: &GameRecord, answerer: usize, yes: bool) -> Post {
    let name = names_of(lang, record).seat(answerer).to_string();
    let text = if yes {
        tr!(lang, "events-answered-yes", name = name)
    } else {
        tr!(lang, "events-answered-no", name = name)
    };
    Post::quiet(Message::text(text))
}

/// A reminder, in `lang`, to the player the game has waited for since `hours` hours.
pub fn reminder_post(lang: Lang, record: &GameRecord, hours: u64) -> Option<Post> {
    let (user, what) = reminder_words(lang, record)?;
    let hand = Button {
        custom_id: CustomId::new(record.id.0, record.version, Control::Hand).to_string(),
        label: tr!(lang, "announce-my-hand"),
        style: ButtonStyle::Primary,
        disabled: false,
    };
    let message = Message::text(tr!(
        lang,
        "announce-reminder",
        user = mention(user),
        what = what,
        hours = hours
    ))
    .with_components(Components {
        rows: vec![Row::Buttons(vec![hand])],
    });
    Some(Post {
        message,
        ping: Some(user),
    })
}

/// [`reminder_post`] as a direct message (`/canasta notify dm`): no mention, and a link to the
/// game's thread instead of the "My hand" button (`/hand` is typed there).
pub fn reminder_dm(lang: Lang, record: &GameRecord, hours: u64) -> Option<Message> {
    let (_, what) = reminder_words(lang, record)?;
    let link = thread_link(record.guild_id, record.channel_id);
    Some(Message::text(tr!(
        lang,
        "announce-reminder-dm",
        what = what,
        hours = hours,
        link = link
    )))
}

/// Whom a reminder is for, and what they are awaited for.
fn reminder_words(lang: Lang, record: &GameRecord) -> Option<(u64, String)> {
    let seat = record.game.seat_to_act()?;
    let user = record.players.get(seat)?.user_id()?;
    let answering = seat != record.game.turn().seat;
    let what = if answering {
        let asker = names_of(lang, record)
            .seat(record.game.turn().seat)
            .to_string();
        tr!(lang, "announce-awaits-answer", asker = asker)
    } else {
        tr!(lang, "announce-still-your-turn")
    };
    Some((user, what))
}

#[cfg(test)]
#[path = "announce_tests.rs"]
mod tests;
