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
use super::words::CardNaming;
use crate::lang::Lang;
use crate::payload::{Embed, Message};
use crate::tr;
use canasta_engine::{Card, SeatView};
use canasta_records::GameRecord;

/// What a repeated interaction is told: it was done already.
pub fn already_done(lang: Lang) -> String {
    tr!(lang, "reply-already-done")
}

/// The acting player's hand after their actions (one, or a meld and a discard), headed by
/// the actions' lines and the cards they brought into the hand, in `lang`. `None` for no
/// action.
pub fn acted_reply(lang: Lang, done: &[Acted]) -> Option<Message> {
    let (first, last) = (done.first()?, done.last()?);
    if done.iter().all(|a| a.duplicate) {
        let note = already_done(lang);
        return Some(hand_reply(lang, &last.after, last.seat, Some(&note)));
    }
    let names = names_of(lang, &last.after);
    let mut lines = Vec::new();
    for acted in done.iter().filter(|a| !a.duplicate) {
        let before_view = acted.before.game.public_view();
        lines.extend(event_lines(lang, &acted.events, &names, Some(&before_view)));
    }
    if first.before.game.deal_number() == last.after.game.deal_number() {
        let before = first.before.game.seat_view(first.seat).hand;
        let after = last.after.game.seat_view(last.seat).hand;
        let gained = gained(&before, &after);
        if !gained.is_empty() {
            let naming = CardNaming::of(&last.after.rules.melding);
            lines.push(tr!(
                lang,
                "reply-new-in-hand",
                cards = naming.cards(lang, &gained)
            ));
        }
    }
    let view = hand_view(lang, &last.after, last.seat, &TableClock::default());
    Some(view.with_content(lines.join("\n")))
}

/// `seat`'s hand view of `record` as it is now, with `note` above it, in `lang`.
pub fn hand_reply(lang: Lang, record: &GameRecord, seat: usize, note: Option<&str>) -> Message {
    hand_reply_with(lang, record, seat, note, &TableClock::default())
}

/// [`hand_reply`] with the table's clock: what `/hand` and "My hand" show.
pub fn hand_reply_with(
    lang: Lang,
    record: &GameRecord,
    seat: usize,
    note: Option<&str>,
    clock: &TableClock,
) -> Message {
    hand_view(lang, record, seat, clock).with_content(note.unwrap_or_default())
}

/// The current view in answer to a control from an older one.
pub fn stale_reply(lang: Lang, record: &GameRecord, seat: usize) -> Message {
    hand_reply(lang, record, seat, Some(&stale_view(lang)))
}

fn hand_view(lang: Lang, record: &GameRecord, seat: usize, clock: &TableClock) -> Message {
    hand_message_with(
        lang,
        record.id.0,
        record.version,
        &record.game,
        seat,
        &names_of(lang, record),
        clock,
    )
}

/// The pile as `view`'s seat may see it, in `lang`: every card until their first discard
/// (FI 22A), otherwise its top, size and frozen state.
pub fn pile_message(lang: Lang, view: &SeatView) -> Message {
    let mut text = pile_line(lang, &view.table);
    text.push('\n');
    match view.pile.as_ref().filter(|p| !p.is_empty()) {
        Some(cards) => {
            let mut sorted = cards.clone();
            sorted.sort();
            text.push_str(&tr!(
                lang,
                "reply-pile-look-through",
                cards = CardNaming::of(&view.table.melding).hand(lang, &sorted)
            ));
        }
        None => text.push_str(&tr!(lang, "reply-pile-top-only")),
    }
    Message::embed(Embed::new(tr!(lang, "reply-pile-title")).description(text)).private()
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

    #[test]
    fn the_pile_is_shown_in_the_readers_language() {
        let game = canasta_engine::PositionBuilder::new(canasta_engine::Rules::classic())
            .hand(0, "8c 8d")
            .hand(1, "5c")
            .hand(2, "6c")
            .hand(3, "7c")
            .pile("9d 2s Qh 8h")
            .stock("4s 5s")
            .not_discarded(0)
            .turn(0, canasta_engine::Phase::Draw)
            .build()
            .unwrap();
        let english = pile_message(Lang::En, &game.seat_view(0)).to_text();
        assert!(
            english.ends_with("you may look through it: 2 · 8 · 9 · Q."),
            "{english}"
        );
        let finnish = pile_message(Lang::Fi, &game.seat_view(0)).to_text();
        assert!(finnish.starts_with("== Avopakka =="), "{finnish}");
        assert!(finnish.ends_with(": 2 · 8 · 9 · R."), "{finnish}");
        let swedish = pile_message(Lang::Sv, &game.seat_view(1)).to_text();
        assert!(swedish.contains("Bara det översta kortet"), "{swedish}");
        assert_eq!(already_done(Lang::En), ALREADY_DONE_EN);
    }

    const ALREADY_DONE_EN: &str = "That was already done. Here is your hand as it is now.";
}
