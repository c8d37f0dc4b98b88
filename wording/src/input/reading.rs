//! Where a typed meld group goes: onto one of the team's melds, or a new meld. A group without
//! a name before `:` goes where its cards fit: natural cards of one rank onto the team's meld
//! of that rank (FI 11), suited cards in order onto a sequence they extend or as a new one
//! (RULES.md §3, SAMBA 14A, 20A). Where more than one meld could take the cards (two melds of
//! a rank, SAMBA 14C; a card that fits a rank meld and a sequence), the reading is refused with
//! the ways to name each, never guessed ([`InputError::AmbiguousMeld`]).

use super::error::{InputError, MeldChoice};
use super::inner::Inner;
use super::spec::{CardSpec, GroupSpec, Place};
use crate::lang::Lang;
use crate::render::words::{rank_word, shape_word, suited_card_word};
use crate::tr;
use canasta_engine::rules::{MeldPolicy, TwosMelds};
use canasta_engine::{Card, Meld, MeldId, MeldShape, Rank, SeatView, Suit};

/// Where a group goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dest {
    /// Onto the team's meld with this id.
    Meld(MeldId),
    /// A new meld of this rank (groups of one rank in one command make one meld).
    NewRank(Rank),
    /// A new meld that is not of one rank (a sequence).
    New,
}

/// How a reader of `lang` names `meld` before a `:`: `K`, `2nd K` where the team has two K
/// melds, `5♥-7♥` for a sequence (Finnish `2nd R`, `R♥-A♥`: the ordinal is a typed word,
/// like the commands, and stays English).
pub fn meld_name(lang: Lang, meld: &Meld, melds: &[Meld]) -> String {
    match meld.shape {
        MeldShape::Rank(rank) => {
            let same: Vec<&Meld> = melds.iter().filter(|m| m.rank() == Some(rank)).collect();
            match same.iter().position(|m| m.id == meld.id) {
                Some(i) if same.len() > 1 => {
                    format!("{} {}", Inner::nth(i).word_in(lang), rank_word(lang, rank))
                }
                _ => rank_word(lang, rank),
            }
        }
        sequence => shape_word(lang, sequence),
    }
}

/// A card spec as a reader of `lang` types it: `7`, `7♥`, `joker` (Finnish `R♥`, `jokeri`).
pub(crate) fn spec_text(lang: Lang, spec: CardSpec) -> String {
    match (spec.rank, spec.suit) {
        (Rank::Joker, _) => tr!(lang, "grammar-joker"),
        (rank, Some(suit)) => suited_card_word(lang, Card::new(rank, suit)),
        (rank, None) => rank_word(lang, rank),
    }
}

fn specs_text(lang: Lang, specs: &[CardSpec]) -> String {
    specs
        .iter()
        .map(|&s| spec_text(lang, s))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The rank a group melds: its natural cards' (wild cards aside), or 2s where a meld of 2s
/// may be made and the group holds only 2s and jokers (SAMBA 20D).
fn group_rank(specs: &[CardSpec], melding: &MeldPolicy) -> Option<Rank> {
    let only_wild = specs.iter().all(|c| c.is_wild());
    if only_wild && melding.twos != TwosMelds::Never && specs.iter().any(|c| c.rank == Rank::Two) {
        return Some(Rank::Two);
    }
    one_rank(specs)
}

/// The natural rank of a group's cards, if they are of one rank (wild cards aside).
fn one_rank(specs: &[CardSpec]) -> Option<Rank> {
    let mut naturals = specs.iter().filter(|c| !c.is_wild()).map(|c| c.rank);
    let first = naturals.next()?;
    naturals.all(|r| r == first).then_some(first)
}

/// The group's cards as exact cards, when every one names its suit and all share it.
fn suited_run_cards(specs: &[CardSpec]) -> Option<(Suit, Vec<Card>)> {
    let suit = specs.first()?.suit?;
    let cards: Option<Vec<Card>> = specs
        .iter()
        .map(|s| (s.suit == Some(suit) && s.rank != Rank::Joker).then(|| Card::new(s.rank, suit)))
        .collect();
    cards.map(|c| (suit, c))
}

/// True if `cards` put on `meld` make a longer sequence of at most seven cards (SAMBA 20A, 20B).
fn extends(meld: &Meld, cards: &[Card]) -> bool {
    let mut all = meld.cards.clone();
    all.extend_from_slice(cards);
    meld.shape.is_sequence()
        && all.len() <= 7
        && matches!(MeldShape::of_cards(&all), Some(MeldShape::Sequence { .. }))
}

/// Gives a group's unsuited cards their suit where the rule set plays sequences and the group
/// reads as one (SAMBA 20A): the suit written on one of its cards, the named sequence's, or the
/// one suit in which the hand holds all of them. A single natural card with no meld of its rank
/// to go on takes the suit of the one sequence it could extend from the hand. Refusals name
/// the cards as a reader of `lang` types them.
pub(crate) fn fill_suit(
    lang: Lang,
    group: &GroupSpec,
    view: &SeatView,
    melds: &[Meld],
) -> Result<GroupSpec, InputError> {
    let mut group = group.clone();
    if !view.table.melding.sequences || group.cards.iter().any(|c| c.rank == Rank::Joker) {
        return Ok(group);
    }
    let unsuited = |g: &GroupSpec| g.cards.iter().any(|c| c.suit.is_none());
    if !unsuited(&group) {
        return Ok(group);
    }
    let give = |g: &mut GroupSpec, suit: Suit| {
        for card in g.cards.iter_mut().filter(|c| c.suit.is_none()) {
            card.suit = Some(suit);
        }
    };
    if let Place::Sequence { suit, .. } = group.place {
        give(&mut group, suit);
        return Ok(group);
    }
    if group.target.is_some() {
        return Ok(group);
    }
    let holds = |suit: Suit, g: &GroupSpec| {
        g.cards.iter().all(|c| {
            let card = Card::new(c.rank, c.suit.unwrap_or(suit));
            view.hand.iter().filter(|&&h| h == card).count()
                >= g.cards.iter().filter(|d| d.rank == c.rank).count()
        })
    };
    match group_rank(&group.cards, &view.table.melding) {
        // A run of several ranks: its suit.
        None => {
            let named: Vec<Suit> = group.cards.iter().filter_map(|c| c.suit).collect();
            let suits: Vec<Suit> = match named.first() {
                Some(&suit) if named.iter().all(|&s| s == suit) => vec![suit],
                Some(_) => return Ok(group),
                None => Suit::ALL
                    .into_iter()
                    .filter(|&s| holds(s, &group))
                    .collect(),
            };
            match suits.as_slice() {
                [suit] => give(&mut group, *suit),
                [] => return Err(InputError::NoRunInHand(specs_text(lang, &group.cards))),
                _ => {
                    let choices = suits
                        .iter()
                        .map(|&s| {
                            let mut g = group.clone();
                            give(&mut g, s);
                            specs_text(lang, &g.cards)
                        })
                        .collect();
                    return Err(InputError::AmbiguousSuit {
                        cards: specs_text(lang, &group.cards),
                        choices,
                    });
                }
            }
        }
        // One natural card with no meld of its rank: the sequence it extends from the hand.
        Some(rank) if group.cards.len() == 1 && !melds.iter().any(|m| m.rank() == Some(rank)) => {
            let suits: Vec<Suit> = Suit::ALL
                .into_iter()
                .filter(|&s| {
                    let card = Card::new(rank, s);
                    view.hand.contains(&card) && melds.iter().any(|m| extends(m, &[card]))
                })
                .collect();
            if let [suit] = suits.as_slice() {
                give(&mut group, *suit);
            }
        }
        Some(_) => {}
    }
    Ok(group)
}

/// Where `group` goes among the team's `melds`; `new_ranks` are the ranks the same command
/// melds anew (a `<rank>:` group may name one of them: `7 7 2, 7: joker`). Refusals name
/// melds and cards as a reader of `lang` types them.
pub(crate) fn destination(
    lang: Lang,
    group: &GroupSpec,
    view: &SeatView,
    melds: &[Meld],
    new_ranks: &[Rank],
) -> Result<Dest, InputError> {
    let melding = &view.table.melding;
    // Under a named rank meld 2s are wild; alone, they may be a meld of 2s.
    let natural = match group.target {
        Some(_) => one_rank(&group.cards),
        None => group_rank(&group.cards, melding),
    };
    // The team's melds of a rank that can take more (SAMBA 20C), or all of them if none can.
    let of_rank = |rank: Rank| -> Vec<&Meld> {
        let all: Vec<&Meld> = melds.iter().filter(|m| m.rank() == Some(rank)).collect();
        let open: Vec<&Meld> = all
            .iter()
            .copied()
            .filter(|m| !m.is_closed(melding))
            .collect();
        if open.is_empty() {
            all
        } else {
            open
        }
    };
    match (group.place, group.target) {
        (Place::New, _) => Ok(natural.map_or(Dest::New, Dest::NewRank)),
        (Place::Sequence { suit, ends }, _) => {
            let found: Vec<&Meld> = melds
                .iter()
                .filter(|m| match m.shape {
                    MeldShape::Sequence { suit: s, low, high } => {
                        s == suit && ends.is_none_or(|e| e == (low, high))
                    }
                    MeldShape::Rank(_) => false,
                })
                .collect();
            match first_of_twins(found).as_slice() {
                [meld] => Ok(Dest::Meld(meld.id)),
                [] => Err(InputError::NoSuchMeld(sequence_name(lang, suit, ends))),
                several => Err(ambiguous(lang, group, melds, several, false)),
            }
        }
        (Place::Nth(n), Some(target)) => {
            check_target_rank(target, natural)?;
            of_rank(target)
                .get(n)
                .map(|m| Dest::Meld(m.id))
                .ok_or_else(|| {
                    InputError::NoSuchMeld(format!(
                        "{} {}",
                        Inner::nth(n).word_in(lang),
                        rank_word(lang, target)
                    ))
                })
        }
        (_, Some(target)) => {
            check_target_rank(target, natural)?;
            match of_rank(target).as_slice() {
                [meld] => Ok(Dest::Meld(meld.id)),
                [] if new_ranks.contains(&target) => Ok(Dest::NewRank(target)),
                [] => Err(InputError::NoMeldOfRank(target)),
                several => Err(ambiguous(lang, group, melds, several, false)),
            }
        }
        (_, None) => plain_destination(lang, group, view, melds, natural),
    }
}

/// `melds` without the sequences of the same suit and ends as one before them: with three
/// decks a team may have two 10♥-Q♥ (SAMBA 20A), and a card goes on either alike, so the first
/// is the one; nothing is guessed.
fn first_of_twins(melds: Vec<&Meld>) -> Vec<&Meld> {
    let mut out: Vec<&Meld> = Vec::new();
    for meld in melds {
        let twin = meld.shape.is_sequence() && out.iter().any(|m| m.shape == meld.shape);
        if !twin {
            out.push(meld);
        }
    }
    out
}

/// `5♥-7♥`, or `♥` when only the suit was named.
fn sequence_name(lang: Lang, suit: Suit, ends: Option<(Rank, Rank)>) -> String {
    match ends {
        Some((low, high)) => shape_word(lang, MeldShape::Sequence { suit, low, high }),
        None => suit.symbol().to_string(),
    }
}

/// A `<rank>:` group holds only that rank's natural cards (and wild cards).
fn check_target_rank(target: Rank, natural: Option<Rank>) -> Result<(), InputError> {
    match natural {
        Some(rank) if rank != target => Err(InputError::WrongRankForTarget { target, rank }),
        _ => Ok(()),
    }
}

/// A group without a name: every meld of the team that its cards fit, and a new meld where
/// the cards make one; one place is the answer, several are refused.
fn plain_destination(
    lang: Lang,
    group: &GroupSpec,
    view: &SeatView,
    melds: &[Meld],
    natural: Option<Rank>,
) -> Result<Dest, InputError> {
    let melding = &view.table.melding;
    let mut places: Vec<&Meld> = Vec::new();
    let mut new = false;
    if let Some(rank) = natural {
        let same: Vec<&Meld> = melds.iter().filter(|m| m.rank() == Some(rank)).collect();
        places.extend(same.iter().filter(|m| !m.is_closed(melding)));
        // A second meld of the rank, where its canasta is complete (SAMBA 14C).
        new = !same.is_empty()
            && group.cards.len() >= 3
            && Meld::another_allowed(melding, melds, rank);
    }
    let run = view
        .table
        .melding
        .sequences
        .then(|| suited_run_cards(&group.cards))
        .flatten();
    if let Some((_, cards)) = &run {
        let fits: Vec<&Meld> = melds.iter().filter(|m| extends(m, cards)).collect();
        places.extend(first_of_twins(fits));
        new |= cards.len() >= 3
            && matches!(MeldShape::of_cards(cards), Some(MeldShape::Sequence { .. }));
    }
    match (places.as_slice(), new, natural) {
        ([meld], false, _) => Ok(Dest::Meld(meld.id)),
        ([], _, Some(rank)) => Ok(Dest::NewRank(rank)),
        ([], true, None) => Ok(Dest::New),
        ([], false, None) if group.cards.iter().all(|c| c.is_wild()) => Err(InputError::OnlyWilds),
        // Cards of several ranks that make no run: the engine says why (a sequence's rules).
        ([], false, None) if view.table.melding.sequences => Ok(Dest::New),
        ([], false, None) => {
            let mut naturals = group.cards.iter().filter(|c| !c.is_wild()).map(|c| c.rank);
            let first = naturals.next().unwrap_or(Rank::Joker);
            let other = naturals.find(|&r| r != first).unwrap_or(first);
            Err(InputError::MixedRanks(first, other))
        }
        (several, new, _) => Err(ambiguous(lang, group, melds, several, new)),
    }
}

/// The refusal of a group that several melds (and maybe a new meld) could take: each way to
/// name one, with what it is, in `lang`.
fn ambiguous(
    lang: Lang,
    group: &GroupSpec,
    melds: &[Meld],
    places: &[&Meld],
    new: bool,
) -> InputError {
    let cards = specs_text(lang, &group.cards);
    let mut choices: Vec<(String, MeldChoice)> = places
        .iter()
        .map(|m| {
            let name = meld_name(lang, m, melds);
            let typed = format!("{name}: {cards}");
            let what = match m.shape {
                MeldShape::Rank(_) => MeldChoice::Meld(name),
                MeldShape::Sequence { .. } => MeldChoice::Sequence(name),
            };
            (typed, what)
        })
        .collect();
    if new {
        choices.push((
            format!("{}: {cards}", Inner::New.word_in(lang)),
            MeldChoice::New,
        ));
    }
    InputError::AmbiguousMeld { cards, choices }
}

#[cfg(test)]
#[path = "reading_tests.rs"]
mod tests;
