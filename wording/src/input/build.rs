//! Turning a parsed [`Command`] into an engine [`Action`] for one seat, using only what the
//! seat sees: its hand and its team's melds. Whether the action is legal is the engine's call.

use super::command::Command;
use super::error::InputError;
use super::reading::{destination, fill_suit, Dest};
use super::resolve::pick;
use super::spec::{CardSpec, GroupSpec, Place};
use crate::lang::Lang;
use crate::render::words::CardNaming;
use canasta_engine::{Action, Card, Meld, MeldPlay, Rank, SeatView, TopCardTo};

/// The action `command` stands for in `view`: rank-only cards are matched against the hand,
/// and each meld group becomes a lay-off on the team's meld it fits or names, a new meld
/// otherwise ([`super::reading`]). Groups going to one place are merged into one play.
/// Refusals name cards and melds as a reader of `lang` types them.
pub fn to_action(lang: Lang, command: &Command, view: &SeatView) -> Result<Action, InputError> {
    let action = match command {
        Command::Draw => Action::Draw,
        Command::Ask => Action::AskGoOut,
        Command::Answer(yes) => Action::AnswerGoOut { yes: *yes },
        Command::End => Action::EndDeal,
        Command::Discard(spec) => {
            let mut picked = pick(&view.hand, &[std::slice::from_ref(spec)])?;
            Action::Discard {
                card: picked.remove(0).remove(0),
            }
        }
        Command::Buy(spec) => {
            let red = view.hand.iter().copied().find(|c| c.is_red_three());
            let card = match (spec, red) {
                (Some(spec), _) => pick(&view.hand, &[std::slice::from_ref(spec)])?.remove(0)[0],
                (None, Some(card)) => card,
                (None, None) => {
                    return Err(InputError::NoRedThree {
                        hand: view.hand.clone(),
                        naming: CardNaming::of(&view.table.melding),
                    })
                }
            };
            Action::BuyWithRedThree { card }
        }
        Command::Meld(groups) => Action::Meld {
            melds: meld_plays(lang, view, &[], groups)?.1,
        },
        Command::Take {
            top_only,
            to,
            with,
            melds,
            more_locks,
        } => {
            let (top_to, with) = match to {
                Some((target, place)) => top_destination(lang, view, *target, *place, with)?,
                None => (TopCardTo::RankMeld, with.clone()),
            };
            let (with, melds) =
                meld_plays(lang, view, &with, melds).map_err(|e| mark_top(e, view))?;
            Action::TakePile {
                with,
                melds,
                top_only: *top_only,
                top_to,
                more_locks: *more_locks,
            }
        }
    };
    Ok(action)
}

/// The melds of the seat's team, in the order they were started.
pub fn team_melds(view: &SeatView) -> &[Meld] {
    let team = view.table.seats.get(view.seat).map_or(0, |s| s.team);
    view.table.teams.get(team).map_or(&[], |t| &t.melds)
}

/// Where a take sends the pile's top card when the player named the meld (`take 5♥-7♥:`,
/// `take onto h`, `take new: 8 8`, `take 2nd K: K K`; Samba 14C, 19A): the top card and the
/// hand cards `with` read as one meld group headed by that name, exactly as `meld` reads it.
/// Returns the destination and `with` with the suits the name gives them.
fn top_destination(
    lang: Lang,
    view: &SeatView,
    target: Option<Rank>,
    place: Place,
    with: &[CardSpec],
) -> Result<(TopCardTo, Vec<CardSpec>), InputError> {
    let melds = team_melds(view);
    let top = view.table.pile.top.map(|c| CardSpec {
        rank: c.rank,
        suit: c.suit,
    });
    let mut cards: Vec<CardSpec> = top.into_iter().collect();
    cards.extend_from_slice(with);
    let group = fill_suit(
        lang,
        &GroupSpec {
            target,
            place,
            cards,
        },
        view,
        melds,
    )?;
    let to = match destination(lang, &group, view, melds, &[])? {
        Dest::Meld(meld) => TopCardTo::Meld { meld },
        Dest::NewRank(_) | Dest::New => TopCardTo::NewMeld,
    };
    let skip = usize::from(top.is_some());
    Ok((to, group.cards[skip..].to_vec()))
}

/// Resolves `extra` (take's hand cards) and `groups` together, so no card is used twice, and
/// turns the groups into plays.
fn meld_plays(
    lang: Lang,
    view: &SeatView,
    extra: &[CardSpec],
    groups: &[GroupSpec],
) -> Result<(Vec<Card>, Vec<MeldPlay>), InputError> {
    let melds = team_melds(view);
    // Ranks this command melds anew: a `<rank>:` group may name one of them too.
    let new_ranks: Vec<Rank> = groups
        .iter()
        .filter(|g| g.target.is_none() && matches!(g.place, Place::Plain | Place::New))
        .filter_map(|g| g.cards.iter().find(|c| !c.is_wild()).map(|c| c.rank))
        .collect();
    // Each group's suit and place before looking at the hand, so the message names the real
    // issue.
    let groups = groups
        .iter()
        .map(|g| fill_suit(lang, g, view, melds))
        .collect::<Result<Vec<_>, _>>()?;
    let dests = groups
        .iter()
        .map(|g| destination(lang, g, view, melds, &new_ranks))
        .collect::<Result<Vec<_>, _>>()?;
    let mut lists: Vec<&[CardSpec]> = vec![extra];
    lists.extend(groups.iter().map(|g| g.cards.as_slice()));
    let mut picked = pick(&view.hand, &lists)?.into_iter();
    let with = picked.next().unwrap_or_default();
    let mut plays: Vec<(Dest, MeldPlay)> = Vec::new();
    for (dest, cards) in dests.into_iter().zip(picked) {
        // Groups going to one place are one play; new sequences are never merged.
        if let Some((_, play)) = plays
            .iter_mut()
            .find(|(d, _)| *d == dest && dest != Dest::New)
        {
            extend(play, cards);
            continue;
        }
        let play = match dest {
            Dest::Meld(meld) => MeldPlay::Add { meld, cards },
            Dest::NewRank(_) | Dest::New => MeldPlay::New { cards },
        };
        plays.push((dest, play));
    }
    Ok((with, plays.into_iter().map(|(_, p)| p).collect()))
}

fn extend(play: &mut MeldPlay, more: Vec<Card>) {
    match play {
        MeldPlay::New { cards } | MeldPlay::Add { cards, .. } => cards.extend(more),
    }
}

/// Flags a shortage of the pile's top rank: the player probably counted the top card.
fn mark_top(error: InputError, view: &SeatView) -> InputError {
    match error {
        InputError::NotEnough {
            rank,
            suit,
            wanted,
            have,
            hand,
            ..
        } => InputError::NotEnough {
            pile_top: view.table.pile.top.is_some_and(|t| t.rank == rank),
            rank,
            suit,
            wanted,
            have,
            hand,
        },
        other => other,
    }
}

#[cfg(test)]
#[path = "build_tests.rs"]
mod tests;
