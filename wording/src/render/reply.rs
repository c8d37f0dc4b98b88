//! The private answers to a player: their hand after their own action (with what happened
//! and what they drew), their hand with a note (a refusal, a stale view), and the pile while
//! they may look through it.

use super::acted::Acted;
use super::clock::TableClock;
use super::errors::stale_view;
use super::events::event_lines;
use super::hand::hand_message_with;
use super::names::names_of;
use super::table::pile_line;
use super::words::{cards_words, hand_words};
use crate::payload::{Embed, Message};
use canasta_engine::{Card, SeatView};
use canasta_storage::GameRecord;

/// What a repeated interaction is told: it was done already.
pub const ALREADY_DONE: &str = "That was already done. Here is your hand as it is now.";

/// The acting player's hand after their actions (one, or a meld and a discard), headed by
/// the actions' lines and the cards they brought into the hand. `None` for no action.
pub fn acted_reply(done: &[Acted]) -> Option<Message> {
    let (first, last) = (done.first()?, done.last()?);
    if done.iter().all(|a| a.duplicate) {
        return Some(hand_reply(&last.after, last.seat, Some(ALREADY_DONE)));
    }
    let names = names_of(crate::lang::PENDING_LANG, &last.after);
    let mut lines = Vec::new();
    for acted in done.iter().filter(|a| !a.duplicate) {
        let before_view = acted.before.game.public_view();
        lines.extend(event_lines(
            crate::lang::PENDING_LANG,
            &acted.events,
            &names,
            Some(&before_view),
        ));
    }
    if first.before.game.deal_number() == last.after.game.deal_number() {
        let before = first.before.game.seat_view(first.seat).hand;
        let after = last.after.game.seat_view(last.seat).hand;
        let gained = gained(&before, &after);
        if !gained.is_empty() {
            lines.push(format!(
                "New in your hand: {}.",
                cards_words(crate::lang::PENDING_LANG, &gained)
            ));
        }
    }
    let view = hand_view(&last.after, last.seat, &TableClock::default());
    Some(view.with_content(lines.join("\n")))
}

/// `seat`'s hand view of `record` as it is now, with `note` above it.
pub fn hand_reply(record: &GameRecord, seat: usize, note: Option<&str>) -> Message {
    hand_reply_with(record, seat, note, &TableClock::default())
}

/// [`hand_reply`] with the table's clock: what `/hand` and "My hand" show.
pub fn hand_reply_with(
    record: &GameRecord,
    seat: usize,
    note: Option<&str>,
    clock: &TableClock,
) -> Message {
    hand_view(record, seat, clock).with_content(note.unwrap_or_default())
}

/// The current view in answer to a control from an older one.
pub fn stale_reply(record: &GameRecord, seat: usize) -> Message {
    hand_reply(record, seat, Some(&stale_view(crate::lang::PENDING_LANG)))
}

fn hand_view(record: &GameRecord, seat: usize, clock: &TableClock) -> Message {
    hand_message_with(
        record.id.0,
        record.version,
        &record.game,
        seat,
        &names_of(crate::lang::PENDING_LANG, record),
        clock,
    )
}

/// The pile as `view`'s seat may see it: every card until their first discard (FI 22A),
/// otherwise its top, size and frozen state.
pub fn pile_message(view: &SeatView) -> Message {
    let mut text = pile_line(&view.table);
    match view.pile.as_ref().filter(|p| !p.is_empty()) {
        Some(cards) => {
            let mut sorted = cards.clone();
            sorted.sort();
            text.push_str(&format!(
                "\nUntil your first discard you may look through it: {}.",
                hand_words(crate::lang::PENDING_LANG, &sorted)
            ));
        }
        None => text.push_str(
            "\nOnly the top card is shown: you may look through the pile until your first \
             discard of a deal.",
        ),
    }
    Message::embed(Embed::new("The discard pile").description(text)).private()
}

/// The cards in `after` that were not in `before` (both sorted or not; counts matter).
fn gained(before: &[Card], after: &[Card]) -> Vec<Card> {
    let mut left: Vec<Card> = before.to_vec();
    let mut out = Vec::new();
    for card in after {
        match left.iter().position(|c| c == card) {
            Some(i) => {
                left.swap_remove(i);
            }
            None => out.push(*card),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gained_counts_duplicates() {
        let c = |s: &str| canasta_engine::parse_cards(s).unwrap();
        assert_eq!(gained(&c("7c 7c Kd"), &c("7c 7c 7c Kd 5h")), c("7c 5h"));
        assert!(gained(&c("7c"), &c("")).is_empty());
    }
}
