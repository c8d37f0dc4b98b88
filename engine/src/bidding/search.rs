//! Finding the declarer's opening in a hand (FI 15C, 16A, 16B): the engine's answer to "can
//! this hand open this bid?". The declarer who can open must (FI 15C: when the opponents have
//! the hand checked and an opening is found, it must be made), so "cannot open" is refused
//! when this search finds one; computer players bid only what it finds and open with it.
//!
//! The search is sound, not exhaustive: every opening it returns passes the same checks as
//! the declarer's meld (it is checked with them), and it tries the bid's own meld (from
//! level 4), melds of the hand's ranks, runs and 2s reaching the minimum count with the fewest
//! wild cards, and a finished samba or canasta. A hand whose only opening it misses may still
//! say it cannot open.

use super::bid::{Bid, Denomination};
use super::opening::check_opening_for_bid;
use crate::action::MeldPlay;
use crate::card::{Card, Rank, Suit};
use crate::cards::CardSet;
use crate::meld::{MeldId, CANASTA_SIZE, SEQUENCE_MAX};
use crate::play::melding::apply_plays_under;
use crate::players::plan::runs_in;
use crate::rules::{Rules, TwosMelds};

/// Groups of cards tried together for the minimum count (2^n combinations are tried).
const MAX_UNITS: usize = 9;

/// An opening for the declarer of `bid` whose side needs `needed` points, from `hand`, before
/// anyone has melded (FI 16): the bid's own meld from the policy's level up, else melds
/// reaching the minimum count with the fewest wild cards, else a finished samba or canasta.
/// `None` when the search finds none (or the rules have no bidding).
pub fn opening_for_bid(
    rules: &Rules,
    bid: Bid,
    needed: i32,
    hand: &[Card],
) -> Option<Vec<MeldPlay>> {
    let policy = rules.bidding?;
    let mut candidates: Vec<Vec<MeldPlay>> = Vec::new();
    if bid.level >= policy.shape_opening_from {
        candidates.extend(bid_melds(rules, bid, hand).into_iter().map(new_melds));
    }
    candidates.extend(counted_openings(rules, needed, hand));
    candidates.extend(finished_melds(rules, hand).into_iter().map(new_melds));
    candidates
        .into_iter()
        .find(|plays| answers_bid(rules, bid, needed, hand, plays))
}

/// True when `hand` holds the meld a bid of `denomination` names from the policy's level up
/// (FI 16B): a run of the suit, four of a rank, four 2s. Below that level a bid opens with
/// the minimum count whatever it names.
pub fn holds_bid_meld(rules: &Rules, denomination: Denomination, hand: &[Card]) -> bool {
    let Some(policy) = rules.bidding else {
        return false;
    };
    let bid = Bid::new(policy.shape_opening_from, denomination);
    !bid_melds(rules, bid, hand).is_empty()
}

/// True when `plays` from `hand` open the bid, as the declarer's meld is checked (FI 16).
fn answers_bid(rules: &Rules, bid: Bid, needed: i32, hand: &[Card], plays: &[MeldPlay]) -> bool {
    let mut left: CardSet = hand.iter().copied().collect();
    let mut melds = Vec::new();
    let mut next_id = MeldId(0);
    apply_plays_under(rules, &mut left, &mut melds, &mut next_id, plays)
        .and_then(|outcome| check_opening_for_bid(rules, bid, needed, &left, &melds, &outcome))
        .is_ok()
}

/// Each group of cards as a new meld.
fn new_melds(groups: Vec<Vec<Card>>) -> Vec<MeldPlay> {
    groups
        .into_iter()
        .map(|cards| MeldPlay::New { cards })
        .collect()
}

/// The bid's own melds the hand holds (FI 16B): a run of the bid suit, four natural cards of
/// a rank (not 3s) for canasta, four 2s for 2s canasta.
fn bid_melds(rules: &Rules, bid: Bid, hand: &[Card]) -> Vec<Vec<Vec<Card>>> {
    let Some(policy) = rules.bidding else {
        return Vec::new();
    };
    let shape = policy.shape_opening_cards;
    match bid.denomination {
        Denomination::Canasta => Rank::NATURAL
            .iter()
            .map(|&rank| naturals_of(hand, rank))
            .filter(|cards| cards.len() >= usize::from(shape.rank))
            .map(|cards| vec![cards[..usize::from(shape.rank)].to_vec()])
            .collect(),
        Denomination::TwosCanasta => {
            let twos = naturals_of(hand, Rank::Two);
            if twos.len() >= usize::from(shape.twos) {
                vec![vec![twos[..usize::from(shape.twos)].to_vec()]]
            } else {
                Vec::new()
            }
        }
        suit_bid => suit_bid
            .suit()
            .map(|suit| suit_runs(hand, suit))
            .unwrap_or_default()
            .into_iter()
            .filter(|run| run.len() >= usize::from(shape.sequence))
            .map(|run| vec![run])
            .collect(),
    }
}

/// Finished melds the hand holds at once: a samba of seven, seven of a rank with at most two
/// wild cards, seven 2s (FI 16A: a finished meld opens).
fn finished_melds(rules: &Rules, hand: &[Card]) -> Vec<Vec<Vec<Card>>> {
    let mut out: Vec<Vec<Vec<Card>>> = Vec::new();
    if rules.melding.sequences {
        for suit in Suit::ALL {
            out.extend(
                suit_runs(hand, suit)
                    .into_iter()
                    .filter(|run| run.len() == SEQUENCE_MAX)
                    .map(|run| vec![run]),
            );
        }
    }
    let wilds = wilds_of(hand);
    for rank in Rank::NATURAL {
        let naturals = naturals_of(hand, rank);
        if naturals.len() >= 2 && naturals.len() + wilds.len() >= CANASTA_SIZE {
            let mut cards: Vec<Card> = naturals.into_iter().take(CANASTA_SIZE).collect();
            cards.extend(wilds.iter().take(CANASTA_SIZE - cards.len()));
            out.push(vec![cards]);
        }
    }
    let twos = naturals_of(hand, Rank::Two);
    if rules.melding.twos != TwosMelds::Never && twos.len() >= CANASTA_SIZE {
        out.push(vec![twos[..CANASTA_SIZE].to_vec()]);
    }
    out
}

/// Openings by the minimum count (FI 16A): combinations of the hand's rank groups (a pair
/// takes a wild card), runs and 2s, topped up with wild cards, reaching `needed`; the fewest
/// wild cards first, then the fewest cards.
fn counted_openings(rules: &Rules, needed: i32, hand: &[Card]) -> Vec<Vec<MeldPlay>> {
    let mut units: Vec<Vec<Card>> = Rank::NATURAL
        .iter()
        .map(|&rank| naturals_of(hand, rank))
        .filter(|cards| cards.len() >= 2)
        .map(|cards| cards.into_iter().take(CANASTA_SIZE).collect())
        .collect();
    if rules.melding.sequences {
        for suit in Suit::ALL {
            units.extend(suit_runs(hand, suit));
        }
    }
    if rules.melding.twos != TwosMelds::Never {
        let twos = naturals_of(hand, Rank::Two);
        if twos.len() >= 3 {
            units.push(twos.into_iter().take(CANASTA_SIZE).collect());
        }
    }
    units.sort_by_key(|u| std::cmp::Reverse(u.iter().map(|c| c.value()).sum::<i32>()));
    units.truncate(MAX_UNITS);
    let mut found: Vec<((usize, usize), Vec<MeldPlay>)> = Vec::new();
    for mask in 1u32..(1 << units.len()) {
        let chosen = units
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, u)| u);
        if let Some(opening) = counted_plan(hand, chosen, needed) {
            found.push(opening);
        }
    }
    found.sort_by_key(|(key, _)| *key);
    found.into_iter().map(|(_, plays)| plays).collect()
}

/// Melds `units` from `hand`, a pair with a wild card, then adds wild cards to rank melds
/// until `needed` is reached; `None` if the cards run out or the count stays short. The key
/// is (wild cards used, cards used).
fn counted_plan<'a>(
    hand: &[Card],
    units: impl Iterator<Item = &'a Vec<Card>>,
    needed: i32,
) -> Option<((usize, usize), Vec<MeldPlay>)> {
    let mut left: CardSet = hand.iter().copied().collect();
    let mut groups: Vec<Vec<Card>> = Vec::new();
    for unit in units {
        if !left.remove_all(unit) {
            return None;
        }
        groups.push(unit.clone());
    }
    let mut wilds = wilds_of(&left.to_vec()).into_iter();
    let mut used_wilds = 0;
    for group in groups.iter_mut().filter(|g| g.len() == 2) {
        let wild = wilds.next()?;
        group.push(wild);
        used_wilds += 1;
    }
    let points = |groups: &[Vec<Card>]| groups.iter().flatten().map(|c| c.value()).sum::<i32>();
    while points(&groups) < needed {
        let wild = wilds.next()?;
        let room = groups.iter_mut().find(|g| {
            let one_rank = g.iter().all(|c| c.rank == g[0].rank);
            one_rank && g.iter().filter(|c| c.is_wild()).count() < 2 && g.len() < CANASTA_SIZE
        })?;
        room.push(wild);
        used_wilds += 1;
    }
    let cards: usize = groups.iter().map(Vec::len).sum();
    Some(((used_wilds, cards), new_melds(groups)))
}

/// The natural cards of `rank` in `hand` (2s counted as themselves).
fn naturals_of(hand: &[Card], rank: Rank) -> Vec<Card> {
    hand.iter().copied().filter(|c| c.rank == rank).collect()
}

/// The wild cards of `hand`, cheapest first.
fn wilds_of(hand: &[Card]) -> Vec<Card> {
    let mut wilds: Vec<Card> = hand.iter().copied().filter(|c| c.is_wild()).collect();
    wilds.sort_by_key(|c| (c.value(), *c));
    wilds
}

/// The runs of `suit` in `hand` (one card per rank, round the ace, cut in sevens), as the
/// planner finds them ([`runs_in`]).
pub(crate) fn suit_runs(hand: &[Card], suit: Suit) -> Vec<Vec<Card>> {
    runs_in(hand)
        .into_iter()
        .filter(|run| run.first().is_some_and(|c| c.suit == Some(suit)))
        .collect()
}

#[cfg(test)]
#[path = "tests/search.rs"]
mod tests;
