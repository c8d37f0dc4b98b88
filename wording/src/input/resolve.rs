//! Matching typed cards against the player's hand: `7` picks one of the hand's 7s.
//!
//! Suited specs (`7h`) and jokers are matched first, then rank-only specs take the remaining
//! cards of their rank in hand order (the hand is sorted by rank, then suit), so the choice is
//! deterministic. A rank-only `3` prefers black 3s. Suits never matter to the rules except for
//! 3s, so any card of the rank will do.

use super::error::InputError;
use super::spec::CardSpec;
use canasta_engine::Card;

/// Picks hand cards for each list of specs; the result has the shape of `lists`. No hand card
/// is used twice. Fails with [`InputError::NotEnough`] naming the first shortage.
pub fn pick(hand: &[Card], lists: &[&[CardSpec]]) -> Result<Vec<Vec<Card>>, InputError> {
    let mut used = vec![false; hand.len()];
    let mut out: Vec<Vec<Option<Card>>> = lists.iter().map(|l| vec![None; l.len()]).collect();
    let all = || lists.iter().flat_map(|l| l.iter());
    // Pass 1: exact cards. Pass 2: rank only.
    for exact_pass in [true, false] {
        for (li, list) in lists.iter().enumerate() {
            for (si, spec) in list.iter().enumerate() {
                if spec.exact().is_some() != exact_pass {
                    continue;
                }
                let Some(i) = find(hand, &used, *spec) else {
                    let (wanted, have) = match spec.exact() {
                        Some(card) => (
                            all().filter(|s| s.exact() == Some(card)).count(),
                            hand.iter().filter(|&&c| c == card).count(),
                        ),
                        None => (
                            all().filter(|s| s.rank == spec.rank).count(),
                            hand.iter().filter(|c| c.rank == spec.rank).count(),
                        ),
                    };
                    return Err(InputError::NotEnough {
                        rank: spec.rank,
                        suit: spec.suit,
                        wanted,
                        have,
                        hand: hand.to_vec(),
                        pile_top: false,
                    });
                };
                used[i] = true;
                out[li][si] = Some(hand[i]);
            }
        }
    }
    Ok(out
        .into_iter()
        .map(|l| l.into_iter().flatten().collect())
        .collect())
}

/// The first unused hand card for `spec`; red 3s only when nothing else fits.
fn find(hand: &[Card], used: &[bool], spec: CardSpec) -> Option<usize> {
    let free = |&i: &usize| !used[i] && spec.matches(hand[i]);
    let mut fitting = (0..hand.len()).filter(free);
    let first = fitting.next()?;
    if hand[first].is_red_three() {
        if let Some(black) = (0..hand.len())
            .filter(free)
            .find(|&i| !hand[i].is_red_three())
        {
            return Some(black);
        }
    }
    Some(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::spec::parse_cards;
    use crate::lang::Lang;
    use canasta_engine::{parse_cards as cards, Rank};

    fn hand(s: &str) -> Vec<Card> {
        let mut h = cards(s).unwrap();
        h.sort();
        h
    }

    fn one(h: &[Card], typed: &str) -> Result<Vec<Card>, InputError> {
        let specs = parse_cards(Lang::En, typed).unwrap();
        pick(h, &[&specs]).map(|mut v| v.remove(0))
    }

    #[test]
    fn rank_only_picks_cards_of_the_rank() {
        let h = hand("7h 7d 2c Ks joker 9c");
        let got = one(&h, "7 7 2").unwrap();
        assert_eq!(got, cards("7d 7h 2c").unwrap());
        assert_eq!(one(&h, "joker K").unwrap(), cards("joker Ks").unwrap());
    }

    #[test]
    fn suited_cards_are_reserved_first() {
        let h = hand("7h 7d 7c");
        // `7` alone would take 7c first; `7c` named later still gets it.
        let got = one(&h, "7 7 7c").unwrap();
        assert_eq!(got, cards("7d 7h 7c").unwrap());
    }

    #[test]
    fn no_card_used_twice_across_lists() {
        let h = hand("7h 7d Kc Kd Ks 2c");
        let a = parse_cards(Lang::En, "7 7").unwrap();
        let b = parse_cards(Lang::En, "K K K 2").unwrap();
        let got = pick(&h, &[&a, &b]).unwrap();
        assert_eq!(got[0].len(), 2);
        assert_eq!(got[1].len(), 4);
        let c = parse_cards(Lang::En, "2").unwrap();
        assert!(pick(&h, &[&b, &c]).is_err());
    }

    #[test]
    fn shortage_counts_the_rank() {
        let h = hand("7h 9c 9d");
        match one(&h, "7 7 2") {
            Err(InputError::NotEnough {
                rank: Rank::Seven,
                suit: None,
                wanted: 2,
                have: 1,
                hand: shown,
                ..
            }) => assert_eq!(shown, h),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn shortage_of_an_exact_card() {
        let h = hand("7h 7d");
        match one(&h, "7c") {
            Err(InputError::NotEnough {
                suit: Some(_),
                wanted: 1,
                have: 0,
                ..
            }) => {}
            other => panic!("{other:?}"),
        }
        match one(&h, "joker") {
            Err(InputError::NotEnough {
                rank: Rank::Joker,
                have: 0,
                ..
            }) => {}
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn rank_only_three_prefers_black() {
        let h = hand("3d 3s");
        assert_eq!(one(&h, "3").unwrap(), cards("3s").unwrap());
    }
}
