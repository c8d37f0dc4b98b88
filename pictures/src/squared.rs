//! A finished canasta as players square it up: its kind, and which card goes on top — a red
//! one on a natural canasta and a black one on a mixed canasta, as in real play, the highest
//! card on a samba, a 2 on a canasta of 2s.

use crate::layout::CanastaKind;
use canasta_engine::{Card, Meld, MeldKind, Rank};

/// The kind of canasta `meld` is; `None` while it is open.
pub fn canasta_kind(meld: &Meld) -> Option<CanastaKind> {
    match meld.kind() {
        MeldKind::Open => None,
        _ if meld.rank() == Some(Rank::Two) => Some(CanastaKind::Twos),
        MeldKind::NaturalCanasta => Some(CanastaKind::Natural),
        MeldKind::MixedCanasta => Some(CanastaKind::Mixed),
        MeldKind::Samba => Some(CanastaKind::Samba),
    }
}

/// `meld`'s cards squared up as a `kind` canasta, bottom first: the same cards, the one
/// shown on top last.
pub fn squared(meld: &Meld, kind: CanastaKind) -> Vec<Card> {
    let mut cards = meld.cards.clone();
    let natural = |c: &Card| !meld.is_wild_here(*c);
    let top = match kind {
        CanastaKind::Natural => cards
            .iter()
            .rposition(|c| c.suit.is_some_and(|s| s.is_red())),
        CanastaKind::Mixed => cards
            .iter()
            .rposition(|c| natural(c) && c.suit.is_some_and(|s| !s.is_red())),
        CanastaKind::Twos => cards.iter().rposition(|c| c.rank == Rank::Two),
        // A sequence's cards are in run order: its highest is last already.
        CanastaKind::Samba => None,
    };
    if let Some(i) = top {
        let card = cards.remove(i);
        cards.push(card);
    }
    cards
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::{parse_cards, MeldShape};

    fn meld(rank: Rank, cards: &str) -> Meld {
        Meld {
            id: canasta_engine::MeldId(1),
            shape: MeldShape::Rank(rank),
            cards: parse_cards(cards).expect("cards"),
        }
    }

    #[test]
    fn a_natural_canasta_shows_red_and_a_mixed_one_black() {
        let natural = meld(Rank::Seven, "7h 7d 7c 7s 7h 7c 7s");
        assert_eq!(canasta_kind(&natural), Some(CanastaKind::Natural));
        let top = *squared(&natural, CanastaKind::Natural)
            .last()
            .expect("a top");
        assert!(top.suit.is_some_and(|s| s.is_red()), "{top:?}");
        let mixed = meld(Rank::Ace, "Ah Ad Ac Ah Ad 2c jk");
        assert_eq!(canasta_kind(&mixed), Some(CanastaKind::Mixed));
        let cards = squared(&mixed, CanastaKind::Mixed);
        assert_eq!(
            cards.last(),
            Some(&Card::new(Rank::Ace, canasta_engine::Suit::Clubs))
        );
        assert_eq!(cards.len(), mixed.cards.len());
        let twos = meld(Rank::Two, "2h 2d 2c 2s 2h 2d 2c");
        assert_eq!(canasta_kind(&twos), Some(CanastaKind::Twos));
        assert_eq!(canasta_kind(&meld(Rank::Ace, "Ah Ad Ac")), None);
    }
}
