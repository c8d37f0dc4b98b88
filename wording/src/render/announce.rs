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
use super::table::table_message;
use crate::custom_id::{Control, CustomId};
use crate::payload::{Button, ButtonStyle, Components, Message, Row};
use crate::table_id::TableId;
use canasta_engine::Event;
use canasta_storage::GameRecord;

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

/// The posts for an applied action alone: its line, then the table if a turn begins, or the
/// scores if a deal ended (see [`gathered_posts`]).
pub fn action_posts(acted: &Acted) -> Vec<Post> {
    gathered_posts(std::slice::from_ref(acted), false)
}

/// The first line of posts that went out late.
pub const MISSED_HEADER: &str = "Moves that could not be posted at the time:";

/// The posts for actions the thread missed (a post failed, or the bot stopped in between),
/// oldest first, under [`MISSED_HEADER`]: the actions' lines (and any deal's scores) without
/// the tables and mentions of turns long past, then the table and the mention of the player
/// to move now, so only they are pinged.
pub fn missed_posts(missed: &[Acted]) -> Vec<Post> {
    gathered_posts(missed, true)
}

/// The first post of a new game, after `intro`: who plays with whom, the deal, and the first
/// turn.
pub fn start_posts(record: &GameRecord, events: &[Event], intro: &str) -> Vec<Post> {
    let names = names_of(crate::lang::PENDING_LANG, record);
    let sides: Vec<String> = (0..names.side_count()).map(|s| names.side(s)).collect();
    let mut lines = vec![
        format!("{intro} The game begins: {}.", sides.join(" against "))
            .trim()
            .to_string(),
    ];
    lines.extend(event_lines(events, &names, None));
    match next_up(None, &record.game) {
        Some(next) => vec![turn_post(record, next, &lines.join("\n"))],
        None => vec![Post::quiet(Message::text(lines.join("\n")))],
    }
}

/// The table as a turn begins, with the mention of the player to move (or of the partner
/// who must answer, with Yes / No buttons), after `lines`.
pub fn turn_post(record: &GameRecord, next: NextUp, lines: &str) -> Post {
    let names = names_of(crate::lang::PENDING_LANG, record);
    let view = record.game.public_view();
    let id = record.id.0;
    let user = user_to_mention(record, next);
    let call = call_text(&names, next, user);
    let content = if lines.is_empty() {
        call
    } else {
        format!("{lines}\n{call}")
    };
    let mut message =
        table_message(id, record.version, &view, &record.rules, &names).with_content(content);
    if let (NextUp::Answer { .. }, Some(_)) = (next, user) {
        let button = |yes: bool, label: &str, style| Button {
            custom_id: CustomId::new(id, record.version, Control::Answer(yes)).to_string(),
            label: label.into(),
            style,
            disabled: false,
        };
        let answers = vec![
            button(true, "Yes, go out", ButtonStyle::Success),
            button(false, "No", ButtonStyle::Danger),
        ];
        message = message.with_top_row(Row::Buttons(answers));
    }
    let seat = next.seat();
    let extra = match (next, user) {
        (NextUp::Call { .. }, Some(_)) => call_rows(id, record.version, &record.game, seat),
        (NextUp::Open { .. }, Some(_)) => cannot_open_row(id, record.version, &record.game, seat)
            .into_iter()
            .collect(),
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

fn call_text(names: &Names, next: NextUp, user: Option<u64>) -> String {
    match (next, user) {
        (NextUp::Turn { .. }, Some(user)) => format!("<@{user}>, it is your turn."),
        (NextUp::Turn { seat }, None) => format!("{} is to play.", names.seat(seat)),
        (NextUp::Answer { asker, .. }, Some(user)) => format!(
            "<@{user}>, {} asks you: \"May I go out?\"",
            names.seat(asker)
        ),
        (NextUp::Answer { seat, asker }, None) => format!(
            "{} asks {}: \"May I go out?\"",
            names.seat(asker),
            names.seat(seat)
        ),
        (NextUp::Call { .. }, Some(user)) => {
            format!("<@{user}>, your call: press a bid's points to choose it, or pass or double.")
        }
        (NextUp::Call { seat }, None) => format!("{} is to call.", names.seat(seat)),
        (NextUp::Open { .. }, Some(user)) => format!(
            "<@{user}>, open your bid now with /meld, or press \"Cannot open\" (a penalty)."
        ),
        (NextUp::Open { seat }, None) => format!("{} opens the bid.", names.seat(seat)),
    }
}

/// The "Play again" button under a finished game.
pub(super) fn play_again(record: &GameRecord) -> Components {
    let again = Button {
        custom_id: TableId::PlayAgain { game: record.id.0 }.to_string(),
        label: "Play again".into(),
        style: ButtonStyle::Success,
        disabled: false,
    };
    Components {
        rows: vec![Row::Buttons(vec![again])],
    }
}

/// The post after a game was stopped: `who` resigned, or abandoned it (host or moderator).
pub fn stopped_post(who: &str, resigned: bool) -> Post {
    let text = if resigned {
        format!("{who} resigned. The game is over: a loss for their side, a win for the others.")
    } else {
        format!("{who} stopped the game. It is over; no result is recorded.")
    };
    Post::quiet(Message::text(text))
}

/// What replaces the "May I go out?" buttons once answered.
pub fn answered_post(record: &GameRecord, answerer: usize, yes: bool) -> Post {
    let names = names_of(crate::lang::PENDING_LANG, record);
    let answer = if yes { "yes" } else { "no" };
    Post::quiet(Message::text(format!(
        "{} answered {answer}.",
        names.seat(answerer)
    )))
}

/// A reminder to the player the game has waited for since `hours` hours.
pub fn reminder_post(record: &GameRecord, hours: u64) -> Option<Post> {
    let (user, what, since) = reminder_words(record, hours)?;
    let hand = Button {
        custom_id: CustomId::new(record.id.0, record.version, Control::Hand).to_string(),
        label: "My hand".into(),
        style: ButtonStyle::Primary,
        disabled: false,
    };
    let message = Message::text(format!(
        "<@{user}>, a reminder: {what} (the game has waited {since})."
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
pub fn reminder_dm(record: &GameRecord, hours: u64) -> Option<Message> {
    let (_, what, since) = reminder_words(record, hours)?;
    let link = thread_link(record.guild_id, record.channel_id);
    Some(Message::text(format!(
        "A reminder from your Canasta game: {what} (the game has waited {since}). \
         The game: {link}"
    )))
}

/// Whom a reminder is for, what they are awaited for and for how long.
fn reminder_words(record: &GameRecord, hours: u64) -> Option<(u64, String, String)> {
    let names = names_of(crate::lang::PENDING_LANG, record);
    let seat = record.game.seat_to_act()?;
    let user = record.players.get(seat)?.user_id()?;
    let answering = seat != record.game.turn().seat;
    let what = if answering {
        format!(
            "{} is waiting for your answer to \"May I go out?\"",
            names.seat(record.game.turn().seat)
        )
    } else {
        "it is still your turn".to_string()
    };
    let since = match hours {
        0 => "a while".to_string(),
        1 => "an hour".to_string(),
        h => format!("{h} hours"),
    };
    Some((user, what, since))
}

#[cfg(test)]
#[path = "announce_tests.rs"]
mod tests;
