//! What a player can do: the actions of a turn (FI 9), serializable for the game log.

use crate::bidding::{Bid, Call};
use crate::card::{Card, Rank};
use crate::meld::{Meld, MeldId, MeldShape};
use serde::{Deserialize, Serialize};

/// One meld made during a turn: a new meld, or cards added to one of the team's melds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum MeldPlay {
    /// A new meld from hand cards. It gets the game's next meld id: the `k`-th new meld of an
    /// action gets the view's `next_meld_id` plus `k` (a pile's top card that starts a meld
    /// counts first).
    New {
        /// The cards, from the hand.
        cards: Vec<Card>,
    },
    /// Cards laid off on the team's meld with this id (see the public view), which may be a
    /// meld made earlier in the same action.
    Add {
        /// The meld's id.
        meld: MeldId,
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

    /// The meld a lay-off names; `None` for a new meld.
    pub fn target(&self) -> Option<MeldId> {
        match self {
            MeldPlay::New { .. } => None,
            MeldPlay::Add { meld, .. } => Some(*meld),
        }
    }
}

/// The shape of the meld each of `plays` goes to. `existing` are the team's melds before the
/// plays and `next` the id the plays' first new meld gets. A new meld's shape follows from its
/// cards ([`MeldShape::of_cards`]: a rank, a meld of 2s or a sequence); a lay-off's is that of
/// the meld it names, one of `existing` or one the plays make (`next` plus `k` for the `k`-th).
/// `None` where that cannot be told.
pub fn play_shapes(plays: &[MeldPlay], existing: &[Meld], next: MeldId) -> Vec<Option<MeldShape>> {
    let new_shapes: Vec<Option<MeldShape>> = plays
        .iter()
        .filter(|p| matches!(p, MeldPlay::New { .. }))
        .map(|p| MeldShape::of_cards(p.cards()))
        .collect();
    plays
        .iter()
        .map(|play| match play {
            MeldPlay::New { cards } => MeldShape::of_cards(cards),
            MeldPlay::Add { meld, .. } => match existing.iter().find(|m| m.id == *meld) {
                Some(m) => Some(m.shape),
                None => meld
                    .since(next)
                    .and_then(|k| new_shapes.get(k).copied().flatten()),
            },
        })
        .collect()
}

/// The id the first new meld among a pile take's plays gets: `next`, or the one after it when
/// the top card and the hand cards `with` start a meld of their own, as they do when the team
/// (its melds before the take are `existing`) has no meld of the top card's rank (FI 14A).
pub fn first_new_id_after_take(
    existing: &[Meld],
    top: Card,
    with: &[Card],
    next: MeldId,
) -> MeldId {
    let top_starts_meld = !with.is_empty() && !existing.iter().any(|m| m.rank() == Some(top.rank));
    if top_starts_meld {
        next.plus(1)
    } else {
        next
    }
}

/// Where a taken pile's top card goes, with the hand cards named with it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum TopCardTo {
    /// The team's meld of its rank if it has one, otherwise a new meld (FI 14A).
    #[default]
    RankMeld,
    /// A new meld, even beside a meld of its rank whose canasta is complete (Samba 14C).
    NewMeld,
    /// The team's meld with this id: a sequence it extends (Samba 14K, 19A), or one of two
    /// melds of its rank.
    Meld {
        /// The meld's id.
        meld: MeldId,
    },
}

impl TopCardTo {
    /// True for the default, which the log leaves out (so classic actions read and write as
    /// they always did).
    pub fn is_rank_meld(&self) -> bool {
        *self == TopCardTo::RankMeld
    }

    /// The id the first new meld among a pile take's plays gets when the top card goes here:
    /// `next`, or the one after it when the top card starts a meld of its own (see
    /// [`first_new_id_after_take`]; always for [`TopCardTo::NewMeld`]).
    pub fn first_new_id(self, existing: &[Meld], top: Card, with: &[Card], next: MeldId) -> MeldId {
        match self {
            TopCardTo::RankMeld => first_new_id_after_take(existing, top, with, next),
            TopCardTo::NewMeld => next.plus(1),
            TopCardTo::Meld { .. } => next,
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
        /// Where the top card goes (Samba 14C, 19A); by default to the meld of its rank.
        #[serde(default, skip_serializing_if = "TopCardTo::is_rank_meld")]
        top_to: TopCardTo,
        /// Samba 13D: how many of the locking cards lying in a row under the pile's most recent
        /// one the take gets too; 0 (left out of the log, so older logs replay unchanged) takes
        /// the pile down to the most recent locking card only.
        #[serde(default, skip_serializing_if = "is_zero")]
        more_locks: u8,
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
    /// Lay a red 3 from the hand down to buy a card from the stock, at a penalty (Samba 23;
    /// only where red 3s are kept in the hand).
    BuyWithRedThree {
        /// The red 3.
        card: Card,
    },
    /// Sitoumussamba's auction: a bid above every bid so far (FI 12B).
    Bid {
        /// The bid.
        bid: Bid,
    },
    /// Sitoumussamba's auction: no bid this time (FI 12C).
    Pass,
    /// Sitoumussamba's auction: double the opponents' bid, ending the auction (FI 12D).
    Double,
    /// The declarer cannot open the bid: the side pays the penalty and the bid passes to the
    /// next highest bidder (FI 16C).
    CannotOpen,
}

/// True for 0, which the log leaves out.
fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Action {
    /// The auction call this action makes, if it is one (FI 12).
    pub fn call(&self) -> Option<Call> {
        match self {
            Action::Bid { bid } => Some(Call::Bid { bid: *bid }),
            Action::Pass => Some(Call::Pass),
            Action::Double => Some(Call::Double),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    #[test]
    fn fi_14a_a_take_that_starts_a_meld_uses_the_next_id_first() {
        let c = |s: &str| parse_cards(s).unwrap();
        let kings =
            crate::meld::new_meld(&crate::Rules::classic(), MeldId(3), &c("Kh Ks Kd")).unwrap();
        let next = MeldId(4);
        let king = c("Kc")[0];
        let eight = c("8c")[0];
        let take = first_new_id_after_take;
        assert_eq!(
            take(std::slice::from_ref(&kings), king, &c("Kd Ks"), next),
            next
        );
        assert_eq!(take(std::slice::from_ref(&kings), king, &[], next), next);
        assert_eq!(take(&[kings], eight, &c("8d 8s"), next), MeldId(5));
    }

    #[test]
    fn samba_14c_19a_where_the_top_card_goes_fixes_the_first_new_id() {
        let c = |s: &str| parse_cards(s).unwrap();
        let nines =
            crate::meld::new_meld(&crate::Rules::classic(), MeldId(3), &c("9h 9s 9d")).unwrap();
        let (top, next) = (c("9c")[0], MeldId(4));
        let existing = std::slice::from_ref(&nines);
        let with = c("9d 9s");
        assert_eq!(
            TopCardTo::RankMeld.first_new_id(existing, top, &with, next),
            next
        );
        assert_eq!(
            TopCardTo::NewMeld.first_new_id(existing, top, &with, next),
            MeldId(5)
        );
        let onto = TopCardTo::Meld { meld: MeldId(3) };
        assert_eq!(onto.first_new_id(existing, top, &[], next), next);
        let json = serde_json::to_string(&Action::TakePile {
            with: vec![],
            melds: vec![],
            top_only: false,
            top_to: TopCardTo::RankMeld,
            more_locks: 0,
        })
        .unwrap();
        assert!(!json.contains("top_to"), "the default is left out: {json}");
        let json = serde_json::to_string(&Action::TakePile {
            with: vec![],
            melds: vec![],
            top_only: false,
            top_to: onto,
            more_locks: 0,
        })
        .unwrap();
        let back: Action = serde_json::from_str(&json).unwrap();
        assert!(matches!(back, Action::TakePile { top_to, .. } if top_to == onto));
    }

    #[test]
    fn each_play_names_the_shape_of_its_meld() {
        let c = |s: &str| parse_cards(s).unwrap();
        let kings = crate::meld::new_meld(&crate::Rules::classic(), MeldId(3), &c("Kh Ks Kd"));
        let plays = [
            MeldPlay::New {
                cards: c("7h 7d 2c"),
            },
            MeldPlay::Add {
                meld: MeldId(3),
                cards: c("joker"),
            },
            MeldPlay::Add {
                meld: MeldId(9),
                cards: c("2d"),
            },
            MeldPlay::Add {
                meld: MeldId(10),
                cards: c("2s"),
            },
            MeldPlay::Add {
                meld: MeldId(1),
                cards: c("2s"),
            },
        ];
        assert_eq!(
            play_shapes(&plays, &[kings.unwrap()], MeldId(9)),
            [
                Some(MeldShape::Rank(Rank::Seven)),
                Some(MeldShape::Rank(Rank::King)),
                Some(MeldShape::Rank(Rank::Seven)),
                None,
                None
            ]
        );
        assert_eq!(plays[1].natural_rank(), None);
        assert_eq!(plays[1].target(), Some(MeldId(3)));
        assert_eq!(plays[0].target(), None);
    }

    #[test]
    fn a_lay_off_is_logged_with_its_meld_id() {
        let play = MeldPlay::Add {
            meld: MeldId(4),
            cards: parse_cards("2c").unwrap(),
        };
        let json = serde_json::to_string(&play).unwrap();
        assert_eq!(
            json,
            r#"{"kind":"add","meld":4,"cards":[{"rank":"Two","suit":"Clubs"}]}"#
        );
    }
}
