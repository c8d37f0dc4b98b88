//! One short public line per engine [`Event`]. Events never carry hidden cards, and these
//! lines name only the cards an event makes public.

use super::names::Names;
use super::words::{bid_word, cards_count, rank_key, rank_word, shape_word, signed};
use crate::lang::Lang;
use crate::payload::Message;
use crate::tr;
use canasta_engine::{
    play_shapes, Call, Card, DealEnd, Event, Meld, MeldId, MeldPlay, MeldShape, PublicView,
};

/// The line for `event`, in `lang`. `before` is the table as it was before the action (it
/// names the melds that lay-offs of wild cards went on, and partners); without it the wording
/// is vaguer. Cards are named as `names` says the game's rules name them: with their suits
/// where sequences are played (the pile's top, discards, sequences and lay-offs on them).
pub fn event_line(lang: Lang, event: &Event, names: &Names, before: Option<&PublicView>) -> String {
    discard_aware_line(lang, event, names, before, false)
}

/// [`event_line`], where `ends_the_deal` says the action went out: its discard then says
/// nothing of the pile (there is no next player to take it).
fn discard_aware_line(
    lang: Lang,
    event: &Event,
    names: &Names,
    before: Option<&PublicView>,
    ends_the_deal: bool,
) -> String {
    let who = |seat: usize| names.seat(seat).to_string();
    let naming = names.cards();
    match event {
        Event::DealStarted { deal, dealer } => {
            tr!(
                lang,
                "events-deal-started",
                deal = *deal,
                dealer = who(*dealer)
            )
        }
        Event::RedThreeLaid { seat, card } => tr!(
            lang,
            "events-red-three-laid",
            name = who(*seat),
            card = card.to_string()
        ),
        Event::Drew { seat, count } => {
            tr!(lang, "events-drew", name = who(*seat), count = *count)
        }
        Event::TookPile {
            seat,
            top,
            with,
            meld,
            size,
        } => {
            let size = cards_count(lang, *size);
            let shape = taken_onto(*seat, *top, with, *meld, before);
            let card = naming.card(lang, *top);
            if with.is_empty() {
                let meld = shape.map_or_else(|| rank_word(lang, top.rank), |s| shape_word(lang, s));
                tr!(
                    lang,
                    "events-took-pile-onto",
                    name = who(*seat),
                    size = size,
                    card = card,
                    rank = meld
                )
            } else if naming.with_suit() {
                // The top card is named: with sequences, the cards with it need not tell it.
                tr!(
                    lang,
                    "events-took-pile-top-with",
                    name = who(*seat),
                    size = size,
                    card = card,
                    cards = naming.cards_for(lang, shape, with)
                )
            } else {
                tr!(
                    lang,
                    "events-took-pile-with",
                    name = who(*seat),
                    size = size,
                    cards = naming.cards_for(lang, shape, with)
                )
            }
        }
        Event::Melded { seat, melds } => melded(lang, names, *seat, melds, before),
        Event::Discarded { seat, card } => {
            let (name, word, rank) = (who(*seat), naming.card(lang, *card), rank_key(card.rank));
            if ends_the_deal {
                // The discard that goes out: no next player, so no word on the pile.
                return tr!(
                    lang,
                    "events-discarded",
                    name = name,
                    card = word,
                    rank = rank
                );
            }
            // Samba's word is "locked" (SAMBA 18); classic's "frozen" (FI 17).
            if card.is_wild() && !naming.with_suit() {
                tr!(
                    lang,
                    "events-discarded-frozen",
                    name = name,
                    card = word,
                    rank = rank
                )
            } else if card.is_red_three() || card.is_wild() {
                tr!(
                    lang,
                    "events-discarded-locked",
                    name = name,
                    card = word,
                    rank = rank
                )
            } else if card.is_black_three() {
                tr!(
                    lang,
                    "events-discarded-black-three",
                    name = name,
                    card = word,
                    rank = rank
                )
            } else {
                tr!(
                    lang,
                    "events-discarded",
                    name = name,
                    card = word,
                    rank = rank
                )
            }
        }
        Event::AskedToGoOut { seat } => match before.and_then(|t| partner(t, *seat)) {
            Some(partner) => tr!(
                lang,
                "events-asked",
                name = who(*seat),
                partner = who(partner)
            ),
            None => tr!(lang, "events-asked-partner", name = who(*seat)),
        },
        Event::Answered { seat, yes: true } => {
            tr!(lang, "events-answered-yes", name = who(*seat))
        }
        Event::Answered { seat, yes: false } => {
            tr!(lang, "events-answered-no", name = who(*seat))
        }
        Event::Penalty { team, points } => {
            let team = before.and_then(|t| t.teams.get(*team)).map_or_else(
                || tr!(lang, "events-team", number = *team + 1),
                |t| names.group(&t.members),
            );
            tr!(lang, "events-penalty", team = team, points = *points)
        }
        Event::PartnershipFormed { solo, partners } => tr!(
            lang,
            "events-partnership",
            solo = who(*solo),
            partners = names.group(partners)
        ),
        Event::WentOut {
            seat,
            concealed: true,
        } => tr!(lang, "events-went-out-concealed", name = who(*seat)),
        Event::WentOut { seat, .. } => tr!(lang, "events-went-out", name = who(*seat)),
        Event::StockExhausted => tr!(lang, "events-stock-exhausted"),
        Event::LastStockCardsEndDeal { left } => tr!(
            lang,
            "events-last-stock-cards-end-deal",
            card = naming.card(lang, *left)
        ),
        Event::DealScored { result } => {
            let sides: Vec<String> = (0..result.teams.len())
                .map(|i| {
                    tr!(
                        lang,
                        "events-side-score",
                        side = names.side(i),
                        points = signed(result.teams[i].total),
                        total = result.totals.get(i).copied().unwrap_or(0)
                    )
                })
                .collect();
            let sides = sides.join(", ");
            match result.end {
                DealEnd::WentOut { .. } => {
                    tr!(
                        lang,
                        "events-deal-scored",
                        deal = result.deal,
                        sides = sides
                    )
                }
                DealEnd::StockExhausted => tr!(
                    lang,
                    "events-deal-scored-stock",
                    deal = result.deal,
                    sides = sides
                ),
                DealEnd::LastStockCards { .. } => tr!(
                    lang,
                    "events-deal-scored-last-stock-cards",
                    deal = result.deal,
                    sides = sides
                ),
            }
        }
        Event::Called { seat, call } => match call {
            Call::Bid { bid } => tr!(
                lang,
                "events-bids",
                name = who(*seat),
                bid = bid_word(lang, *bid)
            ),
            Call::Pass => tr!(lang, "events-passes", name = who(*seat)),
            Call::Double => tr!(lang, "events-doubles", name = who(*seat)),
        },
        Event::Declared { contract } => {
            let (name, bid) = (who(contract.declarer), bid_word(lang, contract.bid));
            match contract.doubled_by {
                Some(doubler) => tr!(
                    lang,
                    "events-declared-doubled",
                    name = name,
                    bid = bid,
                    doubler = who(doubler)
                ),
                None => tr!(lang, "events-declared", name = name, bid = bid),
            }
        }
        Event::NoBid => tr!(lang, "events-no-bid"),
        Event::OpeningFailed { seat, penalty } => tr!(
            lang,
            "events-opening-failed",
            name = who(*seat),
            penalty = *penalty
        ),
        Event::GameOver { winners } => match winners.as_slice() {
            [one] => tr!(lang, "events-game-won", side = names.side(*one)),
            many => {
                let sides: Vec<String> = many.iter().map(|&s| names.side(s)).collect();
                let and = format!(" {} ", tr!(lang, "events-and"));
                tr!(lang, "events-game-drawn", sides = sides.join(&and))
            }
        },
    }
}

/// Lines for a list of events, in order, in `lang`.
pub fn event_lines(
    lang: Lang,
    events: &[Event],
    names: &Names,
    before: Option<&PublicView>,
) -> Vec<String> {
    let went_out = events.iter().any(|e| matches!(e, Event::WentOut { .. }));
    events
        .iter()
        .map(|e| discard_aware_line(lang, e, names, before, went_out))
        .collect()
}

/// The events of an action as one public message in `lang` (cut at a line if very long).
pub fn events_message(
    lang: Lang,
    events: &[Event],
    names: &Names,
    before: Option<&PublicView>,
) -> Message {
    Message::text(event_lines(lang, events, names, before).join("\n"))
}

/// The partner who answers for `seat`: the next teammate in turn order.
fn partner(table: &PublicView, seat: usize) -> Option<usize> {
    let team = &table.teams[table.seats.get(seat)?.team];
    let i = team.members.iter().position(|&s| s == seat)?;
    let n = team.members.len();
    (n > 1).then(|| team.members[(i + 1) % n])
}

/// The shape of the meld a taken pile's top card went to: the team's meld `meld` as it was
/// `before` the take, or the meld the top card started with the hand cards `with`.
fn taken_onto(
    seat: usize,
    top: Card,
    with: &[Card],
    meld: MeldId,
    before: Option<&PublicView>,
) -> Option<MeldShape> {
    let existing = before
        .and_then(|t| t.teams.get(t.seats.get(seat)?.team))
        .and_then(|team| team.melds.iter().find(|m| m.id == meld));
    match existing {
        Some(m) => Some(m.shape),
        None if !with.is_empty() => {
            let mut cards = with.to_vec();
            cards.push(top);
            MeldShape::of_cards(&cards)
        }
        None => None,
    }
}

/// "Dave melded 7 7 2 and K K K; added 2 to the Q meld."
fn melded(
    lang: Lang,
    names: &Names,
    seat: usize,
    plays: &[MeldPlay],
    before: Option<&PublicView>,
) -> String {
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
            .map(|p| match p {
                MeldPlay::New { cards } => MeldShape::of_cards(cards),
                MeldPlay::Add { .. } => p.natural_rank().map(MeldShape::Rank),
            })
            .collect(),
    };
    let mut news = Vec::new();
    let mut adds = Vec::new();
    let naming = names.cards();
    for (play, shape) in plays.iter().zip(shapes) {
        match play {
            MeldPlay::New { cards } => news.push(naming.cards_for(lang, shape, cards)),
            MeldPlay::Add { cards, .. } => {
                let cards = naming.cards_for(lang, shape, cards);
                adds.push(match shape {
                    Some(shape) => tr!(
                        lang,
                        "events-added",
                        cards = cards,
                        meld = shape_word(lang, shape)
                    ),
                    None => tr!(lang, "events-added-to-a-meld", cards = cards),
                });
            }
        }
    }
    let mut parts = Vec::new();
    if !news.is_empty() {
        let and = format!(" {} ", tr!(lang, "events-and"));
        parts.push(tr!(lang, "events-melded-new", melds = news.join(&and)));
    }
    parts.extend(adds);
    tr!(
        lang,
        "events-melded",
        name = names.seat(seat).to_string(),
        parts = parts.join("; ")
    )
}

#[cfg(test)]
#[path = "events_tests.rs"]
mod tests;
