//! What running out of time looks like in a thread: the autopilot's actions are marked as
//! played for the player whose clock ran out, live and whenever the log is shown again (the
//! mark comes from the game's stored timeouts, not from the moment of posting).

use super::acted::Acted;
use super::names::{names_of, shown_name};
use canasta_engine::Phase;
use canasta_storage::GameRecord;

/// The name of the player `seat` belongs to: its owner while the seat is handed over.
pub fn owner_name(record: &GameRecord, seat: usize) -> String {
    match record.timeouts.handed_over(seat) {
        Some(away) => shown_name(away.owner.name()),
        None => names_of(record).seat(seat).to_string(),
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
