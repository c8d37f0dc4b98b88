//! What a player can do: the actions of a turn (FI 9), serializable for the game log.

use crate::card::{Card, Rank};
use serde::{Deserialize, Serialize};

/// One meld made during a turn: a new meld, or cards added to one of the team's melds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum MeldPlay {
    /// A new meld from hand cards.
    New {
        /// The cards, from the hand.
        cards: Vec<Card>,
    },
    /// Cards laid off on the team's meld with this index (see the public view).
    Add {
        /// Index into the team's melds.
        meld: usize,
        /// The cards, from the hand.
        cards: Vec<Card>,
    },
}

impl MeldPlay {
    /// The hand cards this play uses.
    pub fn cards(&self) -> &[Card] {
        match self {
            MeldPlay::New { cards } | MeldPlay::Add { cards, .. } => cards,
        }
    }

    /// The rank of its natural cards; `None` for wild cards only.
    pub fn natural_rank(&self) -> Option<Rank> {
        self.cards().iter().find(|c| !c.is_wild()).map(|c| c.rank)
    }
}

/// The rank of the meld each of `plays` goes to, `existing` being the ranks of the team's
/// melds before them: a play's natural rank, else (wild cards laid off) the rank of the meld
/// it names, where an index past `existing` names the meld made by the action's n-th new
/// play. `None` where that cannot be told.
pub fn play_ranks(plays: &[MeldPlay], existing: &[Rank]) -> Vec<Option<Rank>> {
    let new_ranks: Vec<Option<Rank>> = plays
        .iter()
        .filter(|p| matches!(p, MeldPlay::New { .. }))
        .map(MeldPlay::natural_rank)
        .collect();
    plays
        .iter()
        .map(|play| match play {
            MeldPlay::New { .. } => play.natural_rank(),
            MeldPlay::Add { meld, .. } => {
                play.natural_rank().or_else(|| match existing.get(*meld) {
                    Some(&rank) => Some(rank),
                    None => new_ranks.get(meld - existing.len()).copied().flatten(),
                })
            }
        })
        .collect()
}

/// An action by the player in a seat. A game is its rules, its seed and its list of actions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "action")]
pub enum Action {
    /// Draw from the stock (one card, or two under draw-two rules). Red 3s drawn are laid down
    /// and replaced automatically (FI 21C).
    Draw,
    /// Take the discard pile (FI 14): meld its top card with `with` from the hand (or, with
    /// `with` empty, lay it off on the team's meld of its rank), after first making `melds` from
    /// the hand, which count towards the minimum count (FI 13C).
    TakePile {
        /// Hand cards melded with the top card.
        with: Vec<Card>,
        /// Further melds from the hand made in the same turn before the pick-up.
        #[serde(default)]
        melds: Vec<MeldPlay>,
        /// Take only the top card (option `take_top_card_only`).
        #[serde(default)]
        top_only: bool,
    },
    /// Make new melds and lay-offs (FI 11). Several plays in one action count together.
    Meld {
        /// The plays, applied in order.
        melds: Vec<MeldPlay>,
    },
    /// Discard one card, ending the turn (FI 9); discarding the last card goes out.
    Discard {
        /// The card.
        card: Card,
    },
    /// Ask the partner "May I go out?" (FI 23).
    AskGoOut,
    /// The partner's binding answer (FI 23A).
    AnswerGoOut {
        /// Yes or no.
        yes: bool,
    },
    /// With the stock gone, decline the pile: the deal ends (FI 24B).
    EndDeal,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    #[test]
    fn each_play_names_the_rank_of_its_meld() {
        let c = |s: &str| parse_cards(s).unwrap();
        let plays = [
            MeldPlay::New {
                cards: c("7h 7d 2c"),
            },
            MeldPlay::Add {
                meld: 0,
                cards: c("joker"),
            },
            MeldPlay::Add {
                meld: 1,
                cards: c("2d"),
            },
            MeldPlay::Add {
                meld: 5,
                cards: c("2s"),
            },
        ];
        assert_eq!(
            play_ranks(&plays, &[Rank::King]),
            [Some(Rank::Seven), Some(Rank::King), Some(Rank::Seven), None]
        );
        assert_eq!(plays[1].natural_rank(), None);
    }
}
