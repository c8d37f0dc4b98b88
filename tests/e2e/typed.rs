//! A move as a player types it in a slash command's option: `7 7 2, K: 2`, `8 8; K K K`, `9`.
//! Cards by rank only (suits never matter here); lay-offs name their meld (`K: ...`).

use canasta_engine::{play_shapes, Action, Card, MeldId, MeldPlay, MeldShape, Rank, SeatView};

/// A card as typed.
pub fn card(card: Card) -> String {
    match card.rank {
        Rank::Joker => "joker".into(),
        rank => rank.code().into(),
    }
}

/// Cards as typed.
pub fn cards(cards: &[Card]) -> String {
    cards.iter().map(|&c| card(c)).collect::<Vec<_>>().join(" ")
}

/// Meld plays as groups: new melds by their cards, lay-offs as `<rank>: cards`. `next` is the
/// id the plays' first new meld gets.
fn plays_from(plays: &[MeldPlay], view: &SeatView, next: MeldId) -> String {
    let team = view.table.seats[view.seat].team;
    let existing = &view.table.teams[team].melds;
    plays
        .iter()
        .zip(play_shapes(plays, existing, next))
        .map(|(play, shape)| match (play, shape) {
            (MeldPlay::Add { cards: c, .. }, Some(MeldShape::Rank(rank))) => {
                format!("{}: {}", rank.code(), cards(c))
            }
            (play, _) => cards(play.cards()),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Meld plays of a `/meld` as groups.
pub fn plays(plays: &[MeldPlay], view: &SeatView) -> String {
    plays_from(plays, view, view.table.next_meld_id)
}

/// The text option of `/take-pile`: `with` cards, then `; melds`; `lay off` for none.
pub fn take(with: &[Card], melds: &[MeldPlay], view: &SeatView) -> String {
    let mut text = if with.is_empty() {
        "lay off".to_string()
    } else {
        cards(with)
    };
    if !melds.is_empty() {
        // The top card's new meld, if `with` starts one, takes the next id first.
        let team = view.table.seats[view.seat].team;
        let top_meld_new = view.table.pile.top.is_some_and(|top| {
            !with.is_empty()
                && !view.table.teams[team]
                    .melds
                    .iter()
                    .any(|m| m.rank() == Some(top.rank))
        });
        let next = view.table.next_meld_id.plus(usize::from(top_meld_new));
        text = format!("{text}; {}", plays_from(melds, view, next));
    }
    text
}

/// The `(command, option, text)` a move is typed as, for the moves typed as slash commands.
pub fn slash(action: &Action, view: &SeatView) -> Option<(&'static str, &'static str, String)> {
    Some(match action {
        Action::Draw => ("draw", "", String::new()),
        // Samba: a top card named onto a sequence or a new meld (14C, 19A) is typed as the
        // grammar writes it (`onto 5♥-7♥`, `new: K K`).
        Action::TakePile { top_to, .. } if !top_to.is_rank_meld() => {
            let line =
                canasta_wording::input::action_text(canasta_wording::lang::Lang::En, action, view);
            let args = line.split_once(' ').map_or("", |(_, args)| args);
            ("take-pile", "with", args.to_string())
        }
        Action::TakePile { with, melds, .. } => ("take-pile", "with", take(with, melds, view)),
        Action::Meld { melds } => ("meld", "cards", plays(melds, view)),
        Action::Discard { card: c } => ("discard", "card", card(*c)),
        Action::AskGoOut => ("go-out", "", String::new()),
        Action::AnswerGoOut { .. }
        | Action::EndDeal
        | Action::BuyWithRedThree { .. }
        | Action::Bid { .. }
        | Action::Pass
        | Action::Double
        | Action::CannotOpen => return None,
    })
}
