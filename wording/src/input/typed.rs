//! The other direction of the grammar: the line a player would type for an engine
//! [`Action`] (`take 8 8; K K K`, `meld 7 7 2, K: 2`, `discard 9`). The terminal lists legal
//! moves this way, so what it offers is exactly what a player can type back.
//!
//! Cards are written by rank only (suits never matter, and red 3s are never in a hand), so
//! parsing the text back may pick other suits than the action named: an equivalent action.

use super::build::team_melds;
use super::command::Verb;
use canasta_engine::{
    play_shapes, Action, Card, MeldId, MeldPlay, MeldShape, Rank, SeatView, TopCardTo,
};

/// The line that stands for `action` in `view` (the view of the seat that would act).
pub fn action_text(action: &Action, view: &SeatView) -> String {
    match action {
        Action::Draw => Verb::Draw.word().into(),
        Action::AskGoOut => Verb::Ask.word().into(),
        Action::AnswerGoOut { yes: true } => Verb::Yes.word().into(),
        Action::AnswerGoOut { yes: false } => Verb::No.word().into(),
        Action::EndDeal => Verb::End.word().into(),
        // Sitoumussamba's calls (FI 12, 16C); the grammar does not read them back yet.
        Action::Bid { bid } => format!("bid {bid}"),
        Action::Pass => "pass".into(),
        Action::Double => "double".into(),
        Action::CannotOpen => "cannot open".into(),
        Action::Discard { card } => format!("{} {}", Verb::Discard.word(), card_text(*card)),
        Action::Meld { melds } => {
            format!(
                "{} {}",
                Verb::Meld.word(),
                plays_text(melds, view, view.table.next_meld_id)
            )
        }
        Action::TakePile {
            with,
            melds,
            top_only,
            top_to,
        } => {
            let mut line = Verb::Take.word().to_string();
            if *top_only {
                line.push_str(" top");
            }
            if !with.is_empty() {
                line.push(' ');
                line.push_str(&cards_text(with));
            } else if !melds.is_empty() {
                line.push_str(" lay off");
            }
            // Samba: where the top card goes, when not to the meld of its rank (14C, 19A).
            match top_to {
                TopCardTo::RankMeld => {}
                TopCardTo::NewMeld => line.push_str(" as a new meld"),
                TopCardTo::Meld { meld } => {
                    if let Some(m) = team_melds(view).iter().find(|m| m.id == *meld) {
                        line.push_str(&format!(" onto {}", shape_text(m.shape)));
                    }
                }
            }
            if !melds.is_empty() {
                let next = match view.table.pile.top {
                    Some(top) => {
                        top_to.first_new_id(team_melds(view), top, with, view.table.next_meld_id)
                    }
                    None => view.table.next_meld_id,
                };
                line.push_str("; ");
                line.push_str(&plays_text(melds, view, next));
            }
            line
        }
        Action::BuyWithRedThree { card } => format!("buy with {card}"),
    }
}

/// A card as typed: its rank (`7`, `K`), `joker` for a joker.
pub fn card_text(card: Card) -> String {
    match card.rank {
        Rank::Joker => "joker".into(),
        rank => rank.code().into(),
    }
}

/// A meld as a lay-off names it: its rank (`K`), or a sequence as `4♥-7♥`.
fn shape_text(shape: MeldShape) -> String {
    match shape {
        MeldShape::Rank(rank) => rank.code().into(),
        sequence => sequence.to_string(),
    }
}

/// Cards as typed, separated by spaces.
pub fn cards_text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|&c| card_text(c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Meld plays as comma-separated groups, one per meld (the parser merges groups of a rank);
/// a group of wild cards alone names its meld: `K: 2`. The team's melds before the plays are
/// in `view`, and `next` is the id the plays' first new meld gets: a lay-off on a meld made
/// earlier in the same action counts by the new meld.
pub fn plays_text(plays: &[MeldPlay], view: &SeatView, next: MeldId) -> String {
    let mut groups: Vec<(Option<MeldShape>, Vec<Card>)> = Vec::new();
    for (play, rank) in plays.iter().zip(play_shapes(plays, team_melds(view), next)) {
        match groups
            .iter_mut()
            .find(|(r, _)| rank.is_some() && *r == rank)
        {
            Some((_, cards)) => cards.extend_from_slice(play.cards()),
            None => groups.push((rank, play.cards().to_vec())),
        }
    }
    groups
        .iter()
        .map(|(rank, cards)| {
            let text = cards_text(cards);
            match rank {
                Some(shape) if cards.iter().all(|c| c.is_wild()) => {
                    format!("{}: {text}", shape_text(*shape))
                }
                _ => text,
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
#[path = "typed_tests.rs"]
mod tests;
