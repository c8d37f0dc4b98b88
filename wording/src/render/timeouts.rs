//! What running out of time looks like in a thread: the autopilot's actions are marked as
//! played for the player whose clock ran out, live and whenever the log is shown again (the
//! mark comes from the game's stored timeouts, not from the moment of posting); a seat
//! handed over after missed turns is offered to anyone; a substitute or the owner sits down.

use super::acted::Acted;
use super::announce::Post;
use super::names::{names_of, shown_name};
use crate::lang::Lang;
use crate::payload::{Button, ButtonStyle, Components, Message, Row};
use crate::table_id::TableId;
use crate::tr;
use canasta_engine::Phase;
use canasta_records::{GameRecord, MISSED_TURNS_TO_HAND_OVER};

/// The name of the player `seat` belongs to: its owner while the seat is handed over (a seat
/// without a name is named in `lang`).
pub fn owner_name(lang: Lang, record: &GameRecord, seat: usize) -> String {
    match record.timeouts.handed_over(seat) {
        Some(away) => shown_name(away.owner.name()),
        None => names_of(lang, record).seat(seat).to_string(),
    }
}

/// True when the autopilot played `acted`.
pub fn by_autopilot(acted: &Acted) -> bool {
    acted.after.timeouts.by_autopilot(acted.before.log_len)
}

/// `lines` of `acted`, marked in `lang` when the autopilot played it, every line with ⏱ and
/// the owner's name: the first line of a turn it played says the clock ran out ("⏱ Aino's
/// clock ran out — played by autopilot for Aino: Aino drew a card."), every other line
/// carries "⏱ autopilot for Aino:".
pub fn mark_autopilot(lang: Lang, acted: &Acted, mut lines: Vec<String>) -> Vec<String> {
    if !by_autopilot(acted) {
        return lines;
    }
    let name = owner_name(lang, &acted.after, acted.seat);
    let index = acted.before.log_len;
    let turn_begins = matches!(
        acted.before.game.turn().phase,
        Phase::Draw | Phase::Bidding | Phase::Opening | Phase::AwaitingAnswer
    );
    let first = turn_begins || index == 0 || !acted.after.timeouts.by_autopilot(index - 1);
    if lines.is_empty() && first {
        lines.push(String::new());
    }
    for (i, line) in lines.iter_mut().enumerate() {
        let text = std::mem::take(line);
        *line = if first && i == 0 {
            let ran_out = tr!(lang, "timeouts-clock-ran-out", name = name.clone());
            format!("{ran_out} {text}").trim_end().to_string()
        } else {
            tr!(
                lang,
                "timeouts-autopilot-for",
                name = name.clone(),
                line = text
            )
        };
    }
    lines
}

/// The owner of the seat `acted` (the autopilot's last action of a turn) handed to a
/// computer player after missed turns, if it did; `None` for every other action.
pub fn hands_over(acted: &Acted) -> Option<u64> {
    let seat = acted.seat;
    let away = acted.after.timeouts.handed_over(seat)?;
    if acted.before.timeouts.handed_over(seat).is_some() {
        return None;
    }
    away.owner.user_id()
}

/// The post, in `lang`, when `acted` (the autopilot's last action of a turn) handed its seat
/// to a computer player after missed turns ([`hands_over`]): tags the owner once, says how to
/// come back, and offers the seat with a "Take this seat" button and `/canasta sub`.
pub fn handover_post(lang: Lang, acted: &Acted) -> Option<Post> {
    let owner = hands_over(acted)?;
    let seat = acted.seat;
    let stand_in = names_of(lang, &acted.after).seat(seat).to_string();
    let text = tr!(
        lang,
        "timeouts-handed-over",
        user = format!("<@{owner}>"),
        turns = MISSED_TURNS_TO_HAND_OVER,
        name = stand_in
    );
    let button = Button {
        custom_id: TableId::TakeSeat {
            game: acted.after.id.0,
            seat,
        }
        .to_string(),
        label: tr!(lang, "timeouts-take-seat"),
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

/// The public line, in `lang`, when `now` takes the seat of `owner` that a computer player
/// kept.
pub fn seat_taken_text(lang: Lang, now: &str, owner: &str) -> String {
    tr!(
        lang,
        "timeouts-seat-taken",
        now = shown_name(now),
        owner = shown_name(owner)
    )
}

/// The public line, in `lang`, when `owner` is back in their seat; `substitute` played it
/// meanwhile.
pub fn came_back_text(lang: Lang, owner: &str, substitute: Option<&str>) -> String {
    let owner = shown_name(owner);
    match substitute {
        Some(sub) => tr!(
            lang,
            "timeouts-came-back-thanks",
            owner = owner,
            substitute = shown_name(sub)
        ),
        None => tr!(lang, "timeouts-came-back", owner = owner),
    }
}

/// The private answer to whoever took a seat, in their `lang`.
pub fn seat_taken_reply(lang: Lang, owner: &str) -> String {
    tr!(lang, "timeouts-you-play", owner = shown_name(owner))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_lines_name_who_sits_down_and_who_comes_back() {
        assert_eq!(
            seat_taken_text(Lang::En, "Bo", "Aino"),
            "Bo takes Aino's seat and plays it from now on (until Aino is back)."
        );
        assert!(
            came_back_text(Lang::En, "Aino", Some("Bo")).contains("Thank you for playing it, Bo!")
        );
        assert_eq!(
            came_back_text(Lang::En, "Aino", None),
            "Aino is back and plays their seat again."
        );
        assert!(seat_taken_reply(Lang::En, "Aino").contains("/hand"));
        assert_eq!(
            seat_taken_text(Lang::Fi, "Bo", "Aino"),
            "Bo ottaa pelaajan Aino paikan ja pelaa sitä tästä lähtien (kunnes Aino palaa)."
        );
        assert_eq!(
            came_back_text(Lang::Sv, "Aino", None),
            "Aino är tillbaka och spelar sin plats igen."
        );
    }
}
