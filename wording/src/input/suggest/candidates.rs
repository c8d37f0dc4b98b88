//! The melds and lay-offs a hand could make, worked out from the hand, the team's melds and
//! the public rules alone (the engine still decides legality when the action is sent).

use canasta_engine::meld::{wild_limit, CANASTA_SIZE};
use canasta_engine::{Card, Meld, Rank, Rules, Suit};
use std::collections::BTreeMap;

/// A hand counted by kind: naturals per rank, black 3s, 2s and jokers.
#[derive(Debug, Clone, Default)]
pub struct HandCounts {
    /// Natural cards (4..A) per rank.
    pub naturals: BTreeMap<Rank, usize>,
    /// Black 3s.
    pub black_threes: usize,
    /// 2s.
    pub twos: usize,
    /// Jokers.
    pub jokers: usize,
}

impl HandCounts {
    /// Counts `hand`.
    pub fn of(hand: &[Card]) -> HandCounts {
        let mut counts = HandCounts::default();
        for &card in hand {
            match card.rank {
                Rank::Two => counts.twos += 1,
                Rank::Joker => counts.jokers += 1,
                Rank::Three if card.is_black_three() => counts.black_threes += 1,
                Rank::Three => {}
                rank => *counts.naturals.entry(rank).or_default() += 1,
            }
        }
        counts
    }

    /// Natural cards of `rank`.
    pub fn natural(&self, rank: Rank) -> usize {
        self.naturals.get(&rank).copied().unwrap_or(0)
    }

    /// Every way to pick `k` wild cards: (2s, jokers), cheapest first.
    pub fn wild_mixes(&self, k: usize) -> Vec<(usize, usize)> {
        (0..=k)
            .rev()
            .map(|twos| (twos, k - twos))
            .filter(|&(t, j)| t <= self.twos && j <= self.jokers)
            .collect()
    }
}

/// The point value of one card of `rank` (FI 12; a 3 here is a black 3).
pub fn rank_value(rank: Rank) -> i32 {
    Card::new(rank, Suit::Spades).value()
}

/// Cards as players type them: `7 7 2 joker`.
pub fn group_text(rank: Rank, naturals: usize, twos: usize, jokers: usize) -> String {
    let mut words = vec![rank.code(); naturals];
    words.extend(std::iter::repeat_n("2", twos));
    words.extend(std::iter::repeat_n("joker", jokers));
    words.join(" ")
}

/// What kind of play a candidate is, in the order suggestions are listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Shape {
    /// Natural cards onto the team's meld.
    LayOff,
    /// A new meld of natural cards only.
    Natural,
    /// A new meld with one wild card.
    OneWild,
    /// A wild card onto the team's meld (`K: 2`).
    WildLayOff,
    /// A new meld with two or three wild cards.
    MoreWilds,
    /// Black 3s, allowed only when going out (FI 20C).
    BlackThrees,
}

/// One meld or lay-off the hand could make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeldCandidate {
    /// The meld's rank.
    pub rank: Rank,
    /// What kind of play it is.
    pub shape: Shape,
    /// The text to type (`7 7 2`, `K: joker`).
    pub text: String,
    /// Card points (towards the minimum count, FI 13).
    pub points: i32,
    /// A short explanation.
    pub note: String,
}

impl MeldCandidate {
    /// True for a new meld (not a lay-off).
    pub fn is_new(&self) -> bool {
        !matches!(self.shape, Shape::LayOff | Shape::WildLayOff)
    }
}

/// Every candidate for `hand` given the team's `melds`, in listing order.
pub fn meld_candidates(hand: &[Card], melds: &[Meld], rules: &Rules) -> Vec<MeldCandidate> {
    let counts = HandCounts::of(hand);
    let mut out = Vec::new();
    for meld in melds {
        lay_offs(&counts, meld, rules, &mut out);
    }
    for (&rank, &n) in &counts.naturals {
        if n >= 2 && !melds.iter().any(|m| m.rank() == Some(rank)) {
            new_melds(&counts, rank, n, rules, &mut out);
        }
    }
    if counts.black_threes >= 3 && !melds.iter().any(|m| m.rank() == Some(Rank::Three)) {
        let n = counts.black_threes;
        out.push(MeldCandidate {
            rank: Rank::Three,
            shape: Shape::BlackThrees,
            text: group_text(Rank::Three, n, 0, 0),
            points: 5 * n as i32,
            note: "black 3s: only when you go out".into(),
        });
    }
    out.sort_by_key(|c| (c.shape, c.rank));
    out
}

fn lay_offs(counts: &HandCounts, meld: &Meld, rules: &Rules, out: &mut Vec<MeldCandidate>) {
    // Cards laid off on a sequence are Samba's (its issue adds them).
    let Some(rank) = meld.rank() else {
        return;
    };
    let n = counts.natural(rank);
    if n > 0 {
        out.push(MeldCandidate {
            rank,
            shape: Shape::LayOff,
            text: group_text(rank, n, 0, 0),
            points: rank_value(rank) * n as i32,
            note: format!(
                "onto your {} meld: {}",
                rank.code(),
                size_note(meld.len() + n)
            ),
        });
    }
    let wild_allowed = !meld.is_canasta() || rules.wild_on_completed_canasta;
    if wild_allowed && rank != Rank::Three && meld.wilds() < wild_limit(rules, meld.naturals()) {
        for (twos, jokers) in counts.wild_mixes(1) {
            let wild = group_text(rank, 0, twos, jokers);
            out.push(MeldCandidate {
                rank,
                shape: Shape::WildLayOff,
                text: format!("{}: {wild}", rank.code()),
                points: 20 * twos as i32 + 50 * jokers as i32,
                note: format!(
                    "wild onto your {} meld: {}",
                    rank.code(),
                    size_note(meld.len() + 1)
                ),
            });
        }
    }
}

fn new_melds(
    counts: &HandCounts,
    rank: Rank,
    n: usize,
    rules: &Rules,
    out: &mut Vec<MeldCandidate>,
) {
    let max_wilds = wild_limit(rules, n).min(counts.twos + counts.jokers);
    for k in 0..=max_wilds {
        if n + k < 3 {
            continue;
        }
        let shape = match k {
            0 => Shape::Natural,
            1 => Shape::OneWild,
            _ => Shape::MoreWilds,
        };
        for (twos, jokers) in counts.wild_mixes(k) {
            let points = rank_value(rank) * n as i32 + 20 * twos as i32 + 50 * jokers as i32;
            out.push(MeldCandidate {
                rank,
                shape,
                text: group_text(rank, n, twos, jokers),
                points,
                note: format!("new meld, {points} points: {}", size_note(n + k)),
            });
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::meld::new_meld;
    use canasta_engine::{parse_cards, MeldId, WildLimit};

    fn hand(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    fn texts(c: &[MeldCandidate]) -> Vec<&str> {
        c.iter().map(|c| c.text.as_str()).collect()
    }

    #[test]
    fn naturals_then_wild_combinations() {
        let c = meld_candidates(&hand("7h 7d 7c Kd Ks 2c joker 9c"), &[], &Rules::classic());
        assert_eq!(
            texts(&c),
            [
                "7 7 7",
                "7 7 7 2",
                "7 7 7 joker",
                "K K 2",
                "K K joker",
                "7 7 7 2 joker",
                "K K 2 joker",
            ]
        );
        assert_eq!(c[3].points, 40);
    }

    #[test]
    fn lay_offs_on_team_melds() {
        let rules = Rules::classic();
        let kings = new_meld(&rules, MeldId(0), &hand("Kh Ks Kc Kd Kh")).unwrap();
        let c = meld_candidates(&hand("Kd 2c 4c"), &[kings], &rules);
        assert_eq!(texts(&c), ["K", "K: 2"]);
        assert!(c[0].note.contains("one short of a canasta"));
    }

    #[test]
    fn no_wild_on_a_completed_canasta_unless_allowed() {
        let mut rules = Rules::classic();
        let canasta = new_meld(&rules, MeldId(0), &hand("Kh Ks Kc Kd Kh Ks Kc")).unwrap();
        let h = hand("2c");
        assert!(meld_candidates(&h, std::slice::from_ref(&canasta), &rules).is_empty());
        rules.wild_on_completed_canasta = true;
        assert_eq!(texts(&meld_candidates(&h, &[canasta], &rules)), ["K: 2"]);
    }

    #[test]
    fn half_wild_limit() {
        let mut rules = Rules::classic();
        rules.wild_limit = WildLimit::Half;
        let c = meld_candidates(&hand("7h 7d 2c 2d joker"), &[], &rules);
        assert!(c
            .iter()
            .all(|c| c.text.split(' ').filter(|w| *w != "7").count() <= 2));
    }

    #[test]
    fn every_new_meld_candidate_is_a_legal_meld() {
        let rules = Rules::classic();
        let h = hand("4c 4d 5c 5d 5h 8c 8d 8h 8s Ac Ad 2c 2d joker joker 3s 3c 3s");
        for c in meld_candidates(&h, &[], &rules) {
            let cards: Vec<Card> = c
                .text
                .split(' ')
                .map(|w| match w {
                    "2" => "2c".parse().unwrap(),
                    "joker" => Card::JOKER,
                    r => Card::new(r.parse().unwrap(), Suit::Spades),
                })
                .collect();
            assert!(new_meld(&rules, MeldId(0), &cards).is_ok(), "{}", c.text);
            assert_eq!(c.points, cards.iter().map(|c| c.value()).sum::<i32>());
        }
    }
}
