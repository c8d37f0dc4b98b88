//! The engine's meld and pile-take options (`players::meld_options`, `players::take_options`,
//! each accepted by the engine now) in words: the text a player would type and a short note.
//! Nothing here decides what may be offered.

use super::Suggestion;
use crate::input::build::team_melds;
use crate::input::reading::meld_name;
use crate::input::typed::{action_text, card_text, plays_text};
use canasta_engine::meld::CANASTA_SIZE;
use canasta_engine::{players, Action, Card, Game, MeldPlay, SeatView, TopCardTo};

/// The engine's meld options for `seat`, as suggestions (not filtered or cut).
pub fn meld_options(game: &Game, seat: usize) -> Vec<Suggestion> {
    let view = game.seat_view(seat);
    players::meld_options(game, seat)
        .iter()
        .map(|plays| meld_suggestion(&view, &[], plays))
        .collect()
}

/// `plays` (an option after the plays `before`) as a suggestion: its typed text and a note.
pub fn meld_suggestion(view: &SeatView, before: &[MeldPlay], plays: &[MeldPlay]) -> Suggestion {
    let made_before = before
        .iter()
        .filter(|p| matches!(p, MeldPlay::New { .. }))
        .count();
    let next = view.table.next_meld_id.plus(made_before);
    Suggestion::new(
        &plays_text(plays, view, next),
        &meld_note(view, before, plays),
    )
}

/// "onto your K meld: 6 cards, one short of a canasta", "new meld, 40 points: 3 cards", ...,
/// and whether the player goes out with it.
fn meld_note(view: &SeatView, before: &[MeldPlay], plays: &[MeldPlay]) -> String {
    let melds = team_melds(view);
    let points: i32 = plays.iter().map(|p| points(p.cards())).sum();
    let base = match plays {
        [MeldPlay::New { cards }] if cards.iter().all(|c| c.is_black_three()) => {
            "black 3s".to_string()
        }
        [MeldPlay::New { cards }] => {
            format!("new meld, {points} points: {}", size_note(cards.len()))
        }
        [MeldPlay::Add { meld, cards }] => match melds.iter().find(|m| m.id == *meld) {
            Some(m) => format!(
                "{}onto your {}: {}",
                if cards.iter().all(|c| c.is_wild()) {
                    "wild "
                } else {
                    ""
                },
                m.rank()
                    .map_or_else(|| "sequence".to_string(), |r| format!("{} meld", r.code())),
                size_note(m.len() + cards.len())
            ),
            None => format!("{points} points"),
        },
        _ => format!("{} melds and lay-offs, {points} points", plays.len()),
    };
    let used: usize = before.iter().chain(plays).map(|p| p.cards().len()).sum();
    match view.hand.len().saturating_sub(used) {
        0 => format!("{base}; you go out"),
        1 => format!("{base}; then discard your last card to go out"),
        _ => base,
    }
}

/// The engine's ways to take the pile for `seat`, as suggestions (not filtered or cut).
pub fn take_options(game: &Game, seat: usize) -> Vec<Suggestion> {
    let view = game.seat_view(seat);
    let Some(top) = view.table.pile.top else {
        return Vec::new();
    };
    players::take_options(game, seat)
        .iter()
        .filter_map(|action| match action {
            Action::TakePile {
                with,
                melds,
                top_only,
                top_to,
            } => Some(Suggestion::new(
                &take_text(action, &view),
                &take_note(&view, top, with, melds, (*top_only, *top_to)),
            )),
            _ => None,
        })
        .collect()
}

/// The argument of `/take-pile` for a take: `8 8`, `lay off`, `top 8 8; A A A`.
fn take_text(action: &Action, view: &SeatView) -> String {
    let line = action_text(action, view);
    let args = line.split_once(' ').map_or("", |(_, args)| args).trim();
    match args {
        "" => "lay off".into(),
        "top" => "top lay off".into(),
        args => args.into(),
    }
}

/// "the top 8 with two 8s, with melds counting 90", "the top 8♥ onto your 5♥-7♥ sequence",
/// "only the top card". `how` is the take's `top_only` and where the top card goes.
fn take_note(
    view: &SeatView,
    top: Card,
    with: &[Card],
    melds: &[MeldPlay],
    how: (bool, TopCardTo),
) -> String {
    let (top_only, top_to) = how;
    if top_only {
        return "only the top card".into();
    }
    let code = top.rank.code();
    let naturals = with.iter().filter(|c| c.rank == top.rank).count();
    let wild = with.iter().find(|c| c.is_wild());
    let team = team_melds(view);
    let named = match top_to {
        TopCardTo::Meld { meld } => team.iter().find(|m| m.id == meld),
        TopCardTo::RankMeld | TopCardTo::NewMeld => None,
    };
    let mut note = match (naturals, wild, named) {
        (_, _, Some(m)) if m.shape.is_sequence() => {
            format!("the top {top} onto your {} sequence", meld_name(m, team))
        }
        (0, _, Some(m)) => format!("the top {code} onto your {} meld", meld_name(m, team)),
        (0, _, None) => format!("the top {code} onto your {code} meld"),
        (1, Some(w), _) => format!("the top {code} with a {code} and a {}", card_text(*w)),
        (2, None, _) => format!("the top {code} with two {code}s"),
        (n, None, _) => format!("the top {code} with {n} {code}s"),
        (n, Some(w), _) => format!("the top {code} with {n} {code}s and a {}", card_text(*w)),
    };
    match named {
        Some(m) if !m.shape.is_sequence() && naturals > 0 => {
            note.push_str(&format!(", onto your {} meld", meld_name(m, team)));
        }
        _ if top_to == TopCardTo::NewMeld => note.push_str(", as a new meld"),
        _ => {}
    }
    if !melds.is_empty() {
        let all = top.value() + points(with) + melds.iter().map(|p| points(p.cards())).sum::<i32>();
        note.push_str(&format!(", with melds counting {all}"));
    }
    note
}

fn points(cards: &[Card]) -> i32 {
    cards.iter().map(|c| c.value()).sum()
}

/// "5 cards", "6 cards, one short of a canasta", "7 cards, a canasta".
pub fn size_note(len: usize) -> String {
    if len >= CANASTA_SIZE {
        format!("{len} cards, a canasta")
    } else if len + 1 == CANASTA_SIZE {
        format!("{len} cards, one short of a canasta")
    } else {
        format!("{len} cards")
    }
}
