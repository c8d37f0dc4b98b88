//! Ways to take the discard pile, from what the seat sees (FI 13C, 14, 17).

use super::candidates::{meld_candidates, HandCounts, MeldCandidate, Shape};
use super::Suggestion;
use crate::input::build::team_melds;
use canasta_engine::{Card, Rank, Rules, SeatView};

/// A way to meld the pile's top card: hand cards to go with it.
struct With {
    text: String,
    cards: Vec<Card>,
    note: String,
}

/// Every way the hand could take the pile, those that reach the team's minimum count first.
/// Empty when the top card cannot be taken (none, wild, a 3, or a house rule forbids it).
pub fn take_options(view: &SeatView, rules: &Rules) -> Vec<Suggestion> {
    let table = &view.table;
    let Some(top) = table.pile.top.filter(|c| c.is_natural()) else {
        return Vec::new();
    };
    let team = &table.teams[table.seats[view.seat].team];
    let melds = team_melds(view);
    let own_meld = melds.iter().find(|m| m.rank() == Some(top.rank));
    if own_meld.is_some_and(|m| m.is_canasta()) && !rules.pile_on_completed_canasta {
        return Vec::new();
    }
    let frozen = table.pile.frozen || !team.has_melded;
    let withs = withs(
        view,
        top.rank,
        frozen || rules.pile_needs_natural_pair,
        own_meld.is_some() && !frozen,
    );
    let mut reaching = Vec::new();
    let mut short = Vec::new();
    for with in withs {
        let points = top.value() + with.cards.iter().map(|c| c.value()).sum::<i32>();
        let need = if team.has_melded {
            0
        } else {
            team.minimum_count
        };
        let base = Suggestion::new(&with.text, &with.note);
        if points >= need {
            reaching.push(base);
            continue;
        }
        short.push(base.noted(&format!("counts {points} of the {need} you need")));
        let rest = without(&view.hand, &with.cards);
        for (text, got) in openings(&rest, top.rank, rules, need - points) {
            reaching.push(Suggestion::new(
                &format!("{}; {text}", with.text),
                &format!("{}, with melds counting {}", with.note, points + got),
            ));
        }
    }
    let mut out = reaching;
    out.extend(short);
    if rules.take_top_card_only {
        let top_only: Vec<Suggestion> = out
            .iter()
            .map(|s| Suggestion::new(&format!("top {}", s.value), "only the top card"))
            .collect();
        out.extend(top_only);
    }
    out
}

/// The hand cards that could meld the top card of `rank`.
fn withs(view: &SeatView, rank: Rank, needs_pair: bool, may_lay_off: bool) -> Vec<With> {
    let counts = HandCounts::of(&view.hand);
    let naturals: Vec<Card> = view
        .hand
        .iter()
        .copied()
        .filter(|c| c.rank == rank)
        .collect();
    let code = rank.code();
    let mut out = Vec::new();
    if naturals.len() >= 2 {
        out.push(With {
            text: format!("{code} {code}"),
            cards: naturals[..2].to_vec(),
            note: format!("the top {code} with two {code}s"),
        });
    }
    if !needs_pair && !naturals.is_empty() {
        for (twos, _) in counts.wild_mixes(1) {
            let (word, wild) = if twos == 1 {
                ("2", first(view, Rank::Two))
            } else {
                ("joker", first(view, Rank::Joker))
            };
            out.extend(wild.map(|w| With {
                text: format!("{code} {word}"),
                cards: vec![naturals[0], w],
                note: format!("the top {code} with a {code} and a {word}"),
            }));
        }
    }
    if may_lay_off {
        out.push(With {
            text: "lay off".into(),
            cards: Vec::new(),
            note: format!("the top {code} onto your {code} meld"),
        });
    }
    out
}

fn first(view: &SeatView, rank: Rank) -> Option<Card> {
    view.hand.iter().copied().find(|c| c.rank == rank)
}

/// Opening melds from `rest` worth at least `need` points: each single meld that is enough,
/// then the natural melds together, biggest first.
fn openings(rest: &[Card], top: Rank, rules: &Rules, need: i32) -> Vec<(String, i32)> {
    let news: Vec<MeldCandidate> = meld_candidates(rest, &[], rules)
        .into_iter()
        .filter(|c| c.rank != top && c.shape != Shape::BlackThrees)
        .collect();
    let mut out: Vec<(String, i32)> = news
        .iter()
        .filter(|c| c.points >= need)
        .map(|c| (c.text.clone(), c.points))
        .collect();
    let mut naturals: Vec<&MeldCandidate> =
        news.iter().filter(|c| c.shape == Shape::Natural).collect();
    naturals.sort_by_key(|c| -c.points);
    let mut texts = Vec::new();
    let mut got = 0;
    for c in naturals {
        if got >= need {
            break;
        }
        texts.push(c.text.as_str());
        got += c.points;
    }
    if got >= need && texts.len() > 1 {
        out.push((texts.join(", "), got));
    }
    out
}

/// `hand` without one copy of each of `cards`.
pub fn without(hand: &[Card], cards: &[Card]) -> Vec<Card> {
    let mut rest = hand.to_vec();
    for c in cards {
        if let Some(i) = rest.iter().position(|h| h == c) {
            rest.remove(i);
        }
    }
    rest
}
