//! What a player can do: the actions of a turn (FI 9), serializable for the game log.

use crate::card::Card;
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
