//! One short public line per engine [`Event`]. Events never carry hidden cards, and these
//! lines name only the cards an event makes public.

use super::names::Names;
use super::words::{card_word, cards_count, cards_words, rank_word, shape_word, signed};
use crate::payload::Message;
use canasta_engine::{
    play_shapes, Call, Card, DealEnd, Event, Meld, MeldPlay, MeldShape, PublicView, Rank,
};

/// The line for `event`. `before` is the table as it was before the action (it names the
/// melds that lay-offs of wild cards went on, and partners); without it the wording is
/// vaguer.
pub fn event_line(event: &Event, names: &Names, before: Option<&PublicView>) -> String {
    let who = |seat: usize| names.seat(seat).to_string();
    match event {
        Event::DealStarted { deal, dealer } => {
            format!("Deal {deal} begins; {} deals.", who(*dealer))
        }
        Event::RedThreeLaid { seat, card } => {
            format!("{} laid down a red 3 ({card}).", who(*seat))
        }
        Event::Drew { seat, count: 1 } => format!("{} drew a card.", who(*seat)),
        Event::Drew { seat, count } => format!("{} drew {count} cards.", who(*seat)),
        Event::TookPile {
            seat,
            top,
            with,
            size,
            ..
        } => {
            let how = if with.is_empty() {
                format!(
                    ", adding the {} to their {} meld",
                    card_word(crate::lang::PENDING_LANG, *top),
                    rank_word(crate::lang::PENDING_LANG, top.rank)
                )
            } else {
                format!(" with {}", cards_words(crate::lang::PENDING_LANG, with))
            };
            format!(
                "{} took the pile ({}){how}.",
                who(*seat),
                cards_count(crate::lang::PENDING_LANG, *size)
            )
        }
        Event::Melded { seat, melds } => melded(names, *seat, melds, before),
        Event::Discarded { seat, card } => {
            let note = if card.is_wild() {
                ": the pile is frozen"
            } else if card.is_red_three() {
                ": the pile is locked"
            } else if card.is_black_three() {
                ": the next player cannot take the pile"
            } else {
                ""
            };
            format!("{} discarded {}{note}.", who(*seat), with_article(*card))
        }
        Event::AskedToGoOut { seat } => {
            let partner = before
                .and_then(|t| partner(t, *seat))
                .map_or_else(|| "their partner".to_string(), who);
            format!("{} asks {partner}: \"May I go out?\"", who(*seat))
        }
        Event::Answered { seat, yes } => {
            format!(
                "{} answered {}.",
                who(*seat),
                if *yes { "yes" } else { "no" }
            )
        }
        Event::Penalty { team, points } => {
            let team = before
                .and_then(|t| t.teams.get(*team))
                .map_or_else(|| format!("Team {}", team + 1), |t| names.group(&t.members));
            format!("{team}: {points} points penalty (said yes, then did not go out).")
        }
        Event::PartnershipFormed { solo, partners } => format!(
            "{} plays alone this deal; {} are partners.",
            who(*solo),
            names.group(partners)
        ),
        Event::WentOut { seat, concealed } => {
            let how = if *concealed { " concealed" } else { "" };
            format!("{} went out{how}!", who(*seat))
        }
        Event::StockExhausted => "The stock is used up: the deal ends.".into(),
        Event::DealScored { result } => {
            let how = match result.end {
                DealEnd::WentOut { .. } => "",
                DealEnd::StockExhausted => " (stock used up)",
            };
            let sides: Vec<String> = (0..result.teams.len())
                .map(|i| {
                    let total = result.totals.get(i).copied().unwrap_or(0);
                    format!(
                        "{} {} (total {total})",
                        names.side(i),
                        signed(result.teams[i].total)
                    )
                })
                .collect();
            format!("Deal {} scored{how}: {}.", result.deal, sides.join(", "))
        }
        Event::Called { seat, call } => match call {
            Call::Bid { bid } => format!("{} bids {bid}.", who(*seat)),
            Call::Pass => format!("{} passes.", who(*seat)),
            Call::Double => format!("{} doubles!", who(*seat)),
        },
        Event::Declared { contract } => {
            let doubled = contract
                .doubled_by
                .map_or_else(String::new, |s| format!(", doubled by {}", who(s)));
            format!(
                "{} plays {}{doubled}.",
                who(contract.declarer),
                contract.bid
            )
        }
        Event::NoBid => "No bid: the deal is played without one.".into(),
        Event::OpeningFailed { seat, penalty } => format!(
            "{} cannot open: {penalty} points penalty, and the bid passes on.",
            who(*seat)
        ),
        Event::GameOver { winners } => match winners.as_slice() {
            [one] => format!("Game over: {} won!", names.side(*one)),
            many => {
                let sides: Vec<String> = many.iter().map(|&s| names.side(s)).collect();
                format!("Game over: a draw between {}.", sides.join(" and "))
            }
        },
    }
}

/// Lines for a list of events, in order.
pub fn event_lines(events: &[Event], names: &Names, before: Option<&PublicView>) -> Vec<String> {
    events
        .iter()
        .map(|e| event_line(e, names, before))
        .collect()
}

/// The events of an action as one public message (cut at a line if very long).
pub fn events_message(events: &[Event], names: &Names, before: Option<&PublicView>) -> Message {
    Message::text(event_lines(events, names, before).join("\n"))
}

/// "a 9", "an 8", "an A", "a Joker".
fn with_article(card: Card) -> String {
    let word = card_word(crate::lang::PENDING_LANG, card);
    let article = if matches!(card.rank, Rank::Eight | Rank::Ace) {
        "an"
    } else {
        "a"
    };
    format!("{article} {word}")
}

/// The partner who answers for `seat`: the next teammate in turn order.
fn partner(table: &PublicView, seat: usize) -> Option<usize> {
    let team = &table.teams[table.seats.get(seat)?.team];
    let i = team.members.iter().position(|&s| s == seat)?;
    let n = team.members.len();
    (n > 1).then(|| team.members[(i + 1) % n])
}

/// "Dave melded 7 7 2 and K K K; added 2 to the Q meld."
fn melded(names: &Names, seat: usize, plays: &[MeldPlay], before: Option<&PublicView>) -> String {
    let existing: &[Meld] = before
        .and_then(|t| t.teams.get(t.seats.get(seat)?.team))
        .map_or(&[], |team| &team.melds);
    // Without the table before, meld ids cannot be told apart. (After a pile's top card
    // started a meld, the plays' new melds come one id later; no move offered lays off on
    // those, so they are not told apart here.)
    let shapes = match before {
        Some(t) => play_shapes(plays, existing, t.next_meld_id),
        None => plays
            .iter()
            .map(|p| p.natural_rank().map(MeldShape::Rank))
            .collect(),
    };
    let mut news = Vec::new();
    let mut adds = Vec::new();
    for (play, shape) in plays.iter().zip(shapes) {
        match play {
            MeldPlay::New { cards } => news.push(cards_words(crate::lang::PENDING_LANG, cards)),
            MeldPlay::Add { cards, .. } => {
                let onto = shape.map_or_else(
                    || "a meld".to_string(),
                    |s| format!("the {} meld", shape_word(crate::lang::PENDING_LANG, s)),
                );
                adds.push(format!(
                    "added {} to {onto}",
                    cards_words(crate::lang::PENDING_LANG, cards)
                ));
            }
        }
    }
    let mut parts = Vec::new();
    if !news.is_empty() {
        parts.push(format!("melded {}", news.join(" and ")));
    }
    parts.extend(adds);
    format!("{} {}.", names.seat(seat), parts.join("; "))
}

#[cfg(test)]
#[path = "events_tests.rs"]
mod tests;
