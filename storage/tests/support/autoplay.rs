//! A computer-like player for tests and benchmarks: for the seat to act, the first legal
//! action among a few candidates (melds and lay-offs of naturals, draw, the pile when the
//! stock is gone, discards of each hand card, ending the deal, answering no). It plays well
//! enough for classic games to finish. Independent of the engine's own computer players.

use canasta_engine::{Action, Card, Game, MeldPlay, Rank, TopCardTo};

/// The seat to act and a legal action for it; `None` once the game is over (or if no
/// candidate is legal, which the tests treat as a failure).
pub fn choose(game: &Game) -> Option<(usize, Action)> {
    let seat = game.seat_to_act()?;
    candidates(game, seat)
        .into_iter()
        .find(|a| game.check(seat, a).is_ok())
        .map(|a| (seat, a))
}

fn candidates(game: &Game, seat: usize) -> Vec<Action> {
    let view = game.seat_view(seat);
    let hand = view.hand;
    let team = view.table.seats[seat].team;
    let melds = &view.table.teams[team].melds;
    let naturals =
        |rank: Rank| -> Vec<Card> { hand.iter().copied().filter(|c| c.rank == rank).collect() };
    let wilds: Vec<Card> = hand.iter().copied().filter(|c| c.is_wild()).collect();

    let mut plays = Vec::new();
    for meld in melds {
        let Some(rank) = meld.rank() else { continue };
        let cards = naturals(rank);
        if !cards.is_empty() {
            plays.push(MeldPlay::Add {
                meld: meld.id,
                cards,
            });
        }
    }
    let mut with_wild = Vec::new();
    for rank in Rank::NATURAL {
        if melds.iter().any(|m| m.rank() == Some(rank)) {
            continue;
        }
        let cards = naturals(rank);
        if cards.len() >= 3 {
            plays.push(MeldPlay::New { cards });
        } else if cards.len() == 2 {
            if let Some(&wild) = wilds.first() {
                with_wild.push(MeldPlay::New {
                    cards: vec![cards[0], cards[1], wild],
                });
            }
        }
    }

    let mut out = Vec::new();
    // Melds that keep two cards in hand, so a discard stays possible.
    let keeps_two =
        |ps: &[MeldPlay]| hand.len() >= ps.iter().map(|p| p.cards().len()).sum::<usize>() + 2;
    let mut all = plays.clone();
    all.extend(with_wild.iter().take(1).cloned());
    for set in [all, plays.clone()] {
        if !set.is_empty() && keeps_two(&set) {
            out.push(Action::Meld { melds: set });
        }
    }
    for p in plays.iter().chain(&with_wild) {
        if keeps_two(std::slice::from_ref(p)) {
            out.push(Action::Meld {
                melds: vec![p.clone()],
            });
        }
    }
    out.push(Action::Draw);
    if let Some(top) = view.table.pile.top {
        out.push(Action::TakePile {
            with: Vec::new(),
            melds: Vec::new(),
            top_only: false,
            top_to: TopCardTo::RankMeld,
            more_locks: 0,
        });
        let pair: Vec<Card> = naturals(top.rank).into_iter().take(2).collect();
        if pair.len() == 2 {
            out.push(Action::TakePile {
                with: pair,
                melds: Vec::new(),
                top_only: false,
                top_to: TopCardTo::RankMeld,
                more_locks: 0,
            });
        }
    }
    // Discard the least useful card first: single naturals and black 3s, low values.
    let mut discards = hand.clone();
    discards.sort_by_key(|c| (c.is_wild(), naturals(c.rank).len(), c.value()));
    discards.dedup();
    out.extend(discards.into_iter().map(|card| Action::Discard { card }));
    out.push(Action::EndDeal);
    out.push(Action::AnswerGoOut { yes: false });
    out
}
