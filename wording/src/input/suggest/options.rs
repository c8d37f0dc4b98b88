//! The engine's meld and pile-take options (`players::meld_options`, `players::take_options`,
//! each accepted by the engine now) in words: the text a player would type and a short note.
//! Nothing here decides what may be offered.

use super::{Suggestion, VALUE_LANG};
use crate::input::build::team_melds;
use crate::input::inner::Inner;
use crate::input::reading::meld_name;
use crate::input::typed::{action_text, card_text, plays_text};
use crate::lang::Lang;
use crate::render::words::{cards_count, rank_word, suited_card_word};
use crate::tr;
use canasta_engine::meld::CANASTA_SIZE;
use canasta_engine::{players, Action, Card, Game, MeldPlay, SeatView, TopCardTo};

/// The engine's meld options for `seat`, as suggestions for a reader of `lang` (not filtered
/// or cut).
pub fn meld_options(lang: Lang, game: &Game, seat: usize) -> Vec<Suggestion> {
    let view = game.seat_view(seat);
    players::meld_options(game, seat)
        .iter()
        .map(|plays| meld_suggestion(lang, &view, &[], plays))
        .collect()
}

/// `plays` (an option after the plays `before`) as a suggestion: its typed text and a note.
pub fn meld_suggestion(
    lang: Lang,
    view: &SeatView,
    before: &[MeldPlay],
    plays: &[MeldPlay],
) -> Suggestion {
    let made_before = before
        .iter()
        .filter(|p| matches!(p, MeldPlay::New { .. }))
        .count();
    let next = view.table.next_meld_id.plus(made_before);
    Suggestion::read_as(
        &plays_text(lang, plays, view, next),
        &plays_text(VALUE_LANG, plays, view, next),
        &meld_note(lang, view, before, plays),
    )
}

/// "onto your K meld: 6 cards, one short of a canasta", "new meld, 40 points: 3 cards", ...,
/// and whether the player goes out with it.
fn meld_note(lang: Lang, view: &SeatView, before: &[MeldPlay], plays: &[MeldPlay]) -> String {
    let melds = team_melds(view);
    let points: i32 = plays.iter().map(|p| points(p.cards())).sum();
    let base = match plays {
        [MeldPlay::New { cards }] if cards.iter().all(|c| c.is_black_three()) => {
            tr!(lang, "suggest-black-threes")
        }
        [MeldPlay::New { cards }] => tr!(
            lang,
            "suggest-new-meld",
            points = points,
            size = size_note(lang, cards.len())
        ),
        [MeldPlay::Add { meld, cards }] => match melds.iter().find(|m| m.id == *meld) {
            Some(m) => {
                let wild = cards.iter().all(|c| c.is_wild());
                let size = size_note(lang, m.len() + cards.len());
                match (m.rank(), wild) {
                    (Some(rank), false) => tr!(
                        lang,
                        "suggest-onto-meld",
                        rank = rank_word(lang, rank),
                        size = size
                    ),
                    (Some(rank), true) => tr!(
                        lang,
                        "suggest-wild-onto-meld",
                        rank = rank_word(lang, rank),
                        size = size
                    ),
                    (None, false) => tr!(lang, "suggest-onto-sequence", size = size),
                    (None, true) => tr!(lang, "suggest-wild-onto-sequence", size = size),
                }
            }
            None => tr!(lang, "suggest-points", points = points),
        },
        _ => tr!(
            lang,
            "suggest-several-plays",
            count = plays.len(),
            points = points
        ),
    };
    let used: usize = before.iter().chain(plays).map(|p| p.cards().len()).sum();
    match view.hand.len().saturating_sub(used) {
        0 => format!("{base}; {}", tr!(lang, "suggest-you-go-out")),
        1 => format!("{base}; {}", tr!(lang, "suggest-then-discard-to-go-out")),
        _ => base,
    }
}

/// The engine's ways to take the pile for `seat`, as suggestions for a reader of `lang` (not
/// filtered or cut).
pub fn take_options(lang: Lang, game: &Game, seat: usize) -> Vec<Suggestion> {
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
                more_locks,
            } => Some(Suggestion::read_as(
                &take_text(lang, action, &view),
                &take_text(VALUE_LANG, action, &view),
                &take_note(
                    lang,
                    &view,
                    top,
                    with,
                    melds,
                    (*top_only, *top_to, *more_locks),
                ),
            )),
            _ => None,
        })
        .collect()
}

/// The argument of `/take-pile` for a take: `8 8`, `lay off`, `top 8 8; A A A`.
fn take_text(lang: Lang, action: &Action, view: &SeatView) -> String {
    let line = action_text(lang, action, view);
    let args = line.split_once(' ').map_or("", |(_, args)| args).trim();
    let top = Inner::Top.word_in(lang);
    match args {
        "" => Inner::LayOff.word_in(lang),
        args if args == top => format!("{top} {}", Inner::LayOff.word_in(lang)),
        args => args.into(),
    }
}

/// "the top 8 with two 8s, with melds counting 90", "the top 8♥ onto your 5♥-7♥ sequence",
/// "only the top card", "..., and 2 locking cards in a row" (Samba 13D). `how` is the take's
/// `top_only`, where the top card goes and how many more locking cards it gets.
fn take_note(
    lang: Lang,
    view: &SeatView,
    top: Card,
    with: &[Card],
    melds: &[MeldPlay],
    how: (bool, TopCardTo, u8),
) -> String {
    let (top_only, top_to, more_locks) = how;
    if top_only {
        return tr!(lang, "suggest-only-the-top-card");
    }
    let code = rank_word(lang, top.rank);
    let naturals = with.iter().filter(|c| c.rank == top.rank).count();
    let wild = with.iter().find(|c| c.is_wild());
    let team = team_melds(view);
    let named = match top_to {
        TopCardTo::Meld { meld } => team.iter().find(|m| m.id == meld),
        TopCardTo::RankMeld | TopCardTo::NewMeld => None,
    };
    let mut note = match (naturals, wild, named) {
        (_, _, Some(m)) if m.shape.is_sequence() => tr!(
            lang,
            "suggest-top-onto-sequence",
            top = suited_card_word(lang, top),
            name = meld_name(lang, m, team)
        ),
        (0, _, Some(m)) => tr!(
            lang,
            "suggest-top-onto-meld",
            top = code,
            name = meld_name(lang, m, team)
        ),
        (0, _, None) => tr!(
            lang,
            "suggest-top-onto-meld",
            top = code.clone(),
            name = code
        ),
        (n, None, _) => tr!(lang, "suggest-top-with", top = code, count = n),
        (n, Some(w), _) => tr!(
            lang,
            "suggest-top-with-wild",
            top = code,
            count = n,
            wild = card_text(lang, *w)
        ),
    };
    match named {
        Some(m) if !m.shape.is_sequence() && naturals > 0 => {
            let onto = tr!(
                lang,
                "suggest-and-onto-meld",
                name = meld_name(lang, m, team)
            );
            note.push_str(&format!(", {onto}"));
        }
        _ if top_to == TopCardTo::NewMeld => {
            note.push_str(&format!(", {}", tr!(lang, "suggest-as-a-new-meld")));
        }
        _ => {}
    }
    if !melds.is_empty() {
        let all = top.value() + points(with) + melds.iter().map(|p| points(p.cards())).sum::<i32>();
        let counting = tr!(lang, "suggest-with-melds-counting", points = all);
        note.push_str(&format!(", {counting}"));
    }
    if more_locks > 0 {
        let count = u32::from(more_locks) + 1;
        let locks = tr!(lang, "suggest-and-locks", count = count);
        note.push_str(&format!(", {locks}"));
    }
    note
}

fn points(cards: &[Card]) -> i32 {
    cards.iter().map(|c| c.value()).sum()
}

/// "5 cards", "6 cards, one short of a canasta", "7 cards, a canasta", in `lang`.
pub fn size_note(lang: Lang, len: usize) -> String {
    let cards = cards_count(lang, len);
    if len >= CANASTA_SIZE {
        tr!(lang, "suggest-size-canasta", cards = cards)
    } else if len + 1 == CANASTA_SIZE {
        tr!(lang, "suggest-size-one-short", cards = cards)
    } else {
        cards
    }
}
