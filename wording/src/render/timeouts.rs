//! What running out of time looks like in a thread: the autopilot's actions are marked as
//! played for the player whose clock ran out, live and whenever the log is shown again (the
//! mark comes from the game's stored timeouts, not from the moment of posting); a seat
//! handed over after missed turns is offered to anyone; a substitute or the owner sits down.

use super::acted::Acted;
use super::announce::Post;
use super::names::{names_of, shown_name};
use crate::payload::{Button, ButtonStyle, Components, Message, Row};
use crate::table_id::TableId;
use canasta_engine::Phase;
use canasta_storage::{GameRecord, MISSED_TURNS_TO_HAND_OVER};

/// The name of the player `seat` belongs to: its owner while the seat is handed over.
pub fn owner_name(record: &GameRecord, seat: usize) -> String {
    match record.timeouts.handed_over(seat) {
        Some(away) => shown_name(away.owner.name()),
        None => names_of(crate::lang::PENDING_LANG, record)
            .seat(seat)
            .to_string(),
    }
}

/// True when the autopilot played `acted`.
pub fn by_autopilot(acted: &Acted) -> bool {
    acted.after.timeouts.by_autopilot(acted.before.log_len)
}

/// `lines` of `acted`, marked when the autopilot played it: the first action of a turn it
/// played says the clock ran out ("⏱ Aino's clock ran out — played by autopilot for Aino:"),
/// the later ones carry "⏱ autopilot for Aino:".
pub fn mark_autopilot(acted: &Acted, mut lines: Vec<String>) -> Vec<String> {
    if !by_autopilot(acted) {
        return lines;
    }
    let name = owner_name(&acted.after, acted.seat);
    let index = acted.before.log_len;
    let turn_begins = matches!(
        acted.before.game.turn().phase,
        Phase::Draw | Phase::Bidding | Phase::Opening | Phase::AwaitingAnswer
    );
    let first = turn_begins || index == 0 || !acted.after.timeouts.by_autopilot(index - 1);
    if first {
        lines.insert(
            0,
            format!("⏱ {name}'s clock ran out — played by autopilot for {name}:"),
        );
    } else if let Some(line) = lines.first_mut() {
        *line = format!("⏱ autopilot for {name}: {line}");
    }
    lines
}

/// The post when `acted` (the autopilot's last action of a turn) handed its seat to a
/// computer player after missed turns: tags the owner once, says how to come back, and offers
/// the seat with a "Take this seat" button and `/canasta sub`.
pub fn handover_post(acted: &Acted) -> Option<Post> {
    let seat = acted.seat;
    let away = acted.after.timeouts.handed_over(seat)?;
    if acted.before.timeouts.handed_over(seat).is_some() {
        return None;
    }
    let owner = away.owner.user_id()?;
    let stand_in = names_of(crate::lang::PENDING_LANG, &acted.after)
        .seat(seat)
        .to_string();
    let text = format!(
        "<@{owner}>, you missed {MISSED_TURNS_TO_HAND_OVER} turns in a row, so {stand_in} plays \
         your seat until you are back: use `/canasta back` in this thread. Meanwhile anyone \
         here without a seat may play it: press **Take this seat** or use `/canasta sub`."
    );
    let button = Button {
        custom_id: TableId::TakeSeat {
            game: acted.after.id.0,
            seat,
        }
        .to_string(),
        label: "Take this seat".into(),
        style: ButtonStyle::Primary,
        disabled: false,
    };
    let message = Message::text(text).with_components(Components {
        rows: vec![Row::Buttons(vec![button])],
    });
    Some(Post {
        message,
        ping: Some(owner),
    })
}

/// The public line when `now` takes the seat of `owner` that a computer player kept.
pub fn seat_taken_text(now: &str, owner: &str) -> String {
    format!(
        "{} takes {}'s seat and plays it from now on (until {} is back).",
        shown_name(now),
        shown_name(owner),
        shown_name(owner)
    )
}

/// The public line when `owner` is back in their seat; `substitute` played it meanwhile.
pub fn came_back_text(owner: &str, substitute: Option<&str>) -> String {
    let owner = shown_name(owner);
    match substitute {
        Some(sub) => format!(
            "{owner} is back and plays their seat again. Thank you for playing it, {}!",
            shown_name(sub)
        ),
        None => format!("{owner} is back and plays their seat again."),
    }
}

/// The private answer to whoever took a seat.
pub fn seat_taken_reply(owner: &str) -> String {
    format!(
        "You play {}'s seat now. Use `/hand` to see its cards.",
        shown_name(owner)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_lines_name_who_sits_down_and_who_comes_back() {
        assert_eq!(
            seat_taken_text("Bo", "Aino"),
            "Bo takes Aino's seat and plays it from now on (until Aino is back)."
        );
        assert!(came_back_text("Aino", Some("Bo")).contains("Thank you for playing it, Bo!"));
        assert_eq!(
            came_back_text("Aino", None),
            "Aino is back and plays their seat again."
        );
        assert!(seat_taken_reply("Aino").contains("/hand"));
    }
}
