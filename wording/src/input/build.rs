//! Turning a parsed [`Command`] into an engine [`Action`] for one seat, using only what the
//! seat sees: its hand and its team's melds. Whether the action is legal is the engine's call.

use super::command::Command;
use super::error::InputError;
use super::resolve::pick;
use super::spec::{CardSpec, GroupSpec};
use canasta_engine::{Action, Card, Meld, MeldPlay, Rank, SeatView, TopCardTo};

/// The action `command` stands for in `view`: rank-only cards are matched against the hand,
/// and each meld group becomes a lay-off on the team's meld of its rank if there is one, a new
/// meld otherwise. Groups of the same rank are merged into one play.
pub fn to_action(command: &Command, view: &SeatView) -> Result<Action, InputError> {
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
        Command::Meld(groups) => Action::Meld {
            melds: meld_plays(view, &[], groups)?.1,
        },
        Command::Take {
            top_only,
            with,
            melds,
        } => {
            let (with, melds) = meld_plays(view, with, melds).map_err(|e| mark_top(e, view))?;
            Action::TakePile {
                with,
                melds,
                top_only: *top_only,
                top_to: TopCardTo::RankMeld,
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

/// Resolves `extra` (take's hand cards) and `groups` together, so no card is used twice, and
/// turns the groups into plays.
fn meld_plays(
    view: &SeatView,
    extra: &[CardSpec],
    groups: &[GroupSpec],
) -> Result<(Vec<Card>, Vec<MeldPlay>), InputError> {
    let melds = team_melds(view);
    // Ranks this command melds anew: a `<rank>:` group may name one of them too.
    let new_ranks: Vec<Rank> = groups
        .iter()
        .filter(|g| g.target.is_none())
        .filter_map(|g| g.cards.iter().find(|c| !c.is_wild()).map(|c| c.rank))
        .collect();
    // Check each group's shape before looking at the hand, so the message names the real issue.
    let ranks = groups
        .iter()
        .map(|g| group_rank(g, melds, &new_ranks))
        .collect::<Result<Vec<_>, _>>()?;
    let mut lists: Vec<&[CardSpec]> = vec![extra];
    lists.extend(groups.iter().map(|g| g.cards.as_slice()));
    let mut picked = pick(&view.hand, &lists)?.into_iter();
    let with = picked.next().unwrap_or_default();
    let mut plays: Vec<(Rank, MeldPlay)> = Vec::new();
    for (rank, cards) in ranks.into_iter().zip(picked) {
        if let Some((_, play)) = plays.iter_mut().find(|(r, _)| *r == rank) {
            extend(play, cards);
            continue;
        }
        // `K: 2` and a group of kings go to the team's K meld, named by its id.
        let play = match melds.iter().find(|m| m.rank() == Some(rank)) {
            Some(meld) => MeldPlay::Add {
                meld: meld.id,
                cards,
            },
            None => MeldPlay::New { cards },
        };
        plays.push((rank, play));
    }
    Ok((with, plays.into_iter().map(|(_, p)| p).collect()))
}

/// The rank a group melds: its natural cards' rank, or the `<rank>:` it names (a meld of the
/// team's, or one `new_ranks` makes in the same command: `7 7 2, 7: joker` is `7 7 2 joker`).
fn group_rank(group: &GroupSpec, melds: &[Meld], new_ranks: &[Rank]) -> Result<Rank, InputError> {
    let mut naturals = group.cards.iter().filter(|c| !c.is_wild()).map(|c| c.rank);
    let natural = naturals.next();
    if let Some(other) = naturals.find(|&r| Some(r) != natural) {
        return Err(InputError::MixedRanks(natural.unwrap_or(other), other));
    }
    match (group.target, natural) {
        (Some(target), Some(rank)) if rank != target => {
            Err(InputError::WrongRankForTarget { target, rank })
        }
        (Some(target), _)
            if !melds.iter().any(|m| m.rank() == Some(target)) && !new_ranks.contains(&target) =>
        {
            Err(InputError::NoMeldOfRank(target))
        }
        (Some(target), _) => Ok(target),
        (None, Some(rank)) => Ok(rank),
        (None, None) => Err(InputError::OnlyWilds),
    }
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
