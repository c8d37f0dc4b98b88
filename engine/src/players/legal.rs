//! Sensible candidate actions for a seat, built from what the seat sees (its [`SeatView`]) and
//! filtered through [`Game::check`]. Not every legal action (there are too many meld
//! combinations), but always at least one legal action when the seat must act.

use super::hand::{value, without, HandGroups};
use super::plan::{meld_everything, opening_melds, runs_in, sequence_lay_offs, MeldPlanner};
use crate::action::{Action, MeldPlay, TopCardTo};
use crate::card::Card;
use crate::deal::Phase;
use crate::game::Game;
use crate::meld::Meld;
use crate::rules::Rules;
use crate::view::{PublicTeam, SeatView};

/// The candidate actions of `seat` that the rules allow now, without duplicates.
/// Empty when the seat is not to act.
pub fn legal_candidates(game: &Game, seat: usize) -> Vec<Action> {
    if game.seat_to_act() != Some(seat) {
        return Vec::new();
    }
    let view = game.seat_view_for_play(seat);
    let mut legal: Vec<Action> = Vec::new();
    for action in candidates(&view, game.rules()) {
        if !legal.contains(&action) && game.check(seat, &action).is_ok() {
            legal.push(action);
        }
    }
    legal
}

/// Candidate actions from `view` alone, unchecked and possibly repeated: the draw, pile takes,
/// melds and lay-offs, discards, "May I go out?" and its answers, ending the deal.
pub fn candidates(view: &SeatView, rules: &Rules) -> Vec<Action> {
    match view.table.phase {
        Phase::Bidding => super::bidding::call_candidates(view, rules),
        Phase::Opening => super::bidding::opening_candidates(view, rules),
        Phase::Draw => draw_candidates(view, rules),
        Phase::Play => play_candidates(view, rules),
        Phase::AwaitingAnswer => vec![
            Action::AnswerGoOut { yes: true },
            Action::AnswerGoOut { yes: false },
        ],
        Phase::Over => Vec::new(),
    }
}

/// The seat's team as everyone sees it.
pub fn own_team(view: &SeatView) -> &PublicTeam {
    &view.table.teams[view.table.seats[view.seat].team]
}

/// The minimum count the seat's team must reach with its first meld this deal (FI 13).
pub fn minimum_count(view: &SeatView) -> i32 {
    view.table.seats[view.seat].minimum_count
}

/// Drawing, ending the deal, and taking the pile in every sensible way (FI 14, 13C), each
/// whole-pile take also with each count of the locking cards in a row it may get besides the
/// most recent one (Samba 13D).
fn draw_candidates(view: &SeatView, rules: &Rules) -> Vec<Action> {
    let mut out = plain_draw_candidates(view, rules);
    let with_locks = with_more_locks(&out, view.table.pile.more_locks);
    out.extend(with_locks);
    out
}

/// Each whole-pile take among `actions` that gets no more locking cards, again with each
/// count of them from 1 to `more` (Samba 13D); nothing when `more` is 0.
pub(crate) fn with_more_locks(actions: &[Action], more: u8) -> Vec<Action> {
    actions
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::TakePile {
                    top_only: false,
                    more_locks: 0,
                    ..
                }
            )
        })
        .flat_map(|take| {
            (1..=more).map(move |n| {
                let mut take = take.clone();
                if let Action::TakePile { more_locks, .. } = &mut take {
                    *more_locks = n;
                }
                take
            })
        })
        .collect()
}

/// [`draw_candidates`] down to the most recent locking card only.
fn plain_draw_candidates(view: &SeatView, rules: &Rules) -> Vec<Action> {
    let mut out = vec![Action::Draw, Action::EndDeal];
    let team = own_team(view);
    // The top card laid on one of the team's sequences (RULES.md §3, SAMBA 14K, 19A).
    for meld in team.melds.iter().filter(|m| m.shape.is_sequence()) {
        out.push(Action::TakePile {
            with: Vec::new(),
            melds: Vec::new(),
            top_only: false,
            top_to: TopCardTo::Meld { meld: meld.id },
            more_locks: 0,
        });
    }
    let Some(top) = view.table.pile.top.filter(|c| c.is_natural()) else {
        return out;
    };
    for with in pile_withs(view, top) {
        let mut plays = vec![Vec::new()];
        if !team.has_melded {
            let rest = without(&view.hand, &with);
            let need = minimum_count(view) - top.value() - value(&with);
            plays.extend(opening_melds(rules, &rest, need, Some(top.rank)));
        }
        for melds in plays {
            out.push(Action::TakePile {
                with: with.clone(),
                melds: melds.clone(),
                top_only: false,
                top_to: TopCardTo::RankMeld,
                more_locks: 0,
            });
            if rules.pile.take_top_card_only {
                out.push(Action::TakePile {
                    with: with.clone(),
                    melds,
                    top_only: true,
                    top_to: TopCardTo::RankMeld,
                    more_locks: 0,
                });
            }
        }
    }
    out
}

/// The hand cards worth trying to meld the pile's `top` card with: none (a lay-off), a natural
/// pair, all the naturals of its rank, a natural with each kind of wild card (FI 14).
pub(crate) fn pile_withs(view: &SeatView, top: Card) -> Vec<Vec<Card>> {
    let groups = HandGroups::of(&view.hand);
    let naturals = groups.of_rank(top.rank);
    let mut withs: Vec<Vec<Card>> = vec![Vec::new()];
    if naturals.len() >= 2 {
        withs.push(naturals[..2].to_vec());
        withs.push(naturals.to_vec());
    }
    if let Some(&natural) = naturals.first() {
        for wild in groups.wild_kinds() {
            withs.push(vec![natural, wild]);
        }
    }
    withs
}

/// Melds, lay-offs, combined melds (including going out), discards and asking (FI 11-23);
/// where red 3s are kept in the hand, discarding one and buying a stock card with it (Samba 23).
fn play_candidates(view: &SeatView, rules: &Rules) -> Vec<Action> {
    let mut out = meld_candidates(view, rules)
        .into_iter()
        .chain(sequence_candidates(view, rules))
        .filter(|plays| !plays.is_empty())
        .map(|melds| Action::Meld { melds })
        .collect::<Vec<_>>();
    let held = rules.threes.red.held();
    let mut seen: Vec<Card> = Vec::new();
    for &card in &view.hand {
        if !seen.contains(&card) && (held || !card.is_red_three()) {
            seen.push(card);
            out.push(Action::Discard { card });
            if card.is_red_three() {
                out.push(Action::BuyWithRedThree { card });
            }
        }
    }
    out.push(Action::AskGoOut);
    out
}

/// Where the rules play sequences, each run of one suit held as a new sequence and each card
/// that extends one of the team's sequences (RULES.md §3, SAMBA 14A, 20A), for computer
/// players and menus alike.
pub fn sequence_candidates(view: &SeatView, rules: &Rules) -> Vec<Vec<MeldPlay>> {
    if !rules.melding.sequences {
        return Vec::new();
    }
    let team = own_team(view);
    let mut out: Vec<Vec<MeldPlay>> = runs_in(&view.hand)
        .into_iter()
        .map(|cards| vec![MeldPlay::New { cards }])
        .collect();
    out.extend(sequence_lay_offs(rules, &team.melds, &view.hand));
    out
}

/// Lists of meld plays worth trying in the play phase.
pub fn meld_candidates(view: &SeatView, rules: &Rules) -> Vec<Vec<MeldPlay>> {
    let team = own_team(view);
    let groups = HandGroups::of(&view.hand);
    let mut out: Vec<Vec<MeldPlay>> = Vec::new();
    // New melds per rank, with 0 to 3 wild cards.
    for (&rank, naturals) in &groups.naturals {
        if naturals.len() < 2 || team.melds.iter().any(|m| m.rank() == Some(rank)) {
            continue;
        }
        for k in 0..=groups.wilds.len().min(3) {
            if naturals.len() + k >= 3 {
                let mut cards = naturals.clone();
                cards.extend_from_slice(&groups.wilds[..k]);
                out.push(vec![MeldPlay::New { cards }]);
            }
        }
    }
    // Lay-offs of naturals and of each kind of wild card on the team's melds.
    for meld in &team.melds {
        let Some(rank) = meld.rank() else {
            continue;
        };
        let naturals = groups.of_rank(rank);
        if !naturals.is_empty() {
            out.push(vec![MeldPlay::Add {
                meld: meld.id,
                cards: naturals.to_vec(),
            }]);
        }
        for wild in groups.wild_kinds() {
            out.push(vec![MeldPlay::Add {
                meld: meld.id,
                cards: vec![wild],
            }]);
        }
    }
    // Combined plans.
    let mut naturals_only = MeldPlanner::new(rules, &team.melds, &view.hand);
    naturals_only.lay_off_naturals().meld_naturals(3, None);
    out.push(naturals_only.plays());
    naturals_only.complete_canastas_with_wilds();
    out.push(naturals_only.plays());
    out.push(meld_everything(rules, &team.melds, &view.hand).plays());
    if !team.has_melded {
        out.extend(opening_melds(rules, &view.hand, minimum_count(view), None));
    }
    out.extend(going_out_melds(view, rules));
    out
}

/// Meld plays that leave exactly one card to discard, for going out with a discard: for each
/// distinct card held back, everything else melded. Tried only when melding everything leaves
/// at most one card and makes the canastas needed to go out (FI 18).
pub fn going_out_melds(view: &SeatView, rules: &Rules) -> Vec<Vec<MeldPlay>> {
    let melds = &own_team(view).melds;
    let all = meld_everything(rules, melds, &view.hand);
    going_out_melds_after(rules, melds, &view.hand, &all)
}

/// [`going_out_melds`] of `hand` beside the team's `melds`, given `all`, what
/// [`meld_everything`] makes of them.
pub(crate) fn going_out_melds_after(
    rules: &Rules,
    melds: &[Meld],
    hand: &[Card],
    all: &MeldPlanner,
) -> Vec<Vec<MeldPlay>> {
    let mut out = Vec::new();
    if all.hand().len() > 1 || all.canastas() < rules.going_out.canastas_needed as usize {
        return out;
    }
    let mut tried: Vec<Card> = Vec::new();
    for &keep in hand {
        if tried.contains(&keep) || keep.is_red_three() {
            continue;
        }
        tried.push(keep);
        let rest = without(hand, &[keep]);
        let plan = meld_everything(rules, melds, &rest);
        if plan.hand().is_empty() && !plan.is_empty() {
            out.push(plan.plays());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::PositionBuilder;
    use crate::card::parse_cards;
    use crate::meld::MeldId;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    fn take(with: &str) -> Action {
        Action::TakePile {
            with: cards(with),
            melds: vec![],
            top_only: false,
            top_to: TopCardTo::RankMeld,
            more_locks: 0,
        }
    }

    #[test]
    fn draw_phase_offers_draw_and_the_legal_pile_takes() {
        let game = PositionBuilder::new(Rules::classic())
            .hand(0, "9h 9s 2c 5d 6d Qs")
            .meld(0, "9c 9d 9h")
            .pile("4s 9d")
            .stock("8h")
            .build()
            .unwrap();
        let legal = legal_candidates(&game, 0);
        assert!(legal.contains(&Action::Draw));
        assert!(legal.contains(&take("")), "lay-off on the nines");
        assert!(legal.contains(&take("9h 9s")));
        assert!(legal.contains(&take("9h 2c")));
        assert!(!legal.contains(&Action::EndDeal), "the stock is not empty");
    }

    #[test]
    fn frozen_opening_take_adds_hand_melds_to_reach_the_minimum() {
        let game = PositionBuilder::new(Rules::classic())
            .hand(0, "Kh Ks As Ad Ac 5d 6d")
            .pile("Ah Ah Ah Kd")
            .stock("8h")
            .build()
            .unwrap();
        let legal = legal_candidates(&game, 0);
        let expected = Action::TakePile {
            with: cards("Kh Ks"),
            melds: vec![MeldPlay::New {
                cards: cards("Ac Ad As"),
            }],
            top_only: false,
            top_to: TopCardTo::RankMeld,
            more_locks: 0,
        };
        assert!(legal.contains(&expected), "{legal:?}");
        assert!(!legal.contains(&take("Kh Ks")), "30 points is below 50");
    }

    #[test]
    fn play_phase_offers_melds_lay_offs_discards_and_asking() {
        let game = PositionBuilder::new(Rules::classic())
            .hand(0, "7h 7d 7s Kd 2c 5c")
            .meld(0, "Kh Ks Kc")
            .pile("4c")
            .stock("5s 5s")
            .turn(0, Phase::Play)
            .build()
            .unwrap();
        let legal = legal_candidates(&game, 0);
        assert!(legal.contains(&Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("7d 7h 7s")
            }]
        }));
        assert!(legal.contains(&Action::Meld {
            melds: vec![MeldPlay::Add {
                meld: MeldId(0),
                cards: cards("Kd")
            }]
        }));
        assert!(legal.contains(&Action::Meld {
            melds: vec![MeldPlay::Add {
                meld: MeldId(0),
                cards: cards("2c")
            }]
        }));
        for card in cards("7h 7d Kd 2c 5c") {
            assert!(legal.contains(&Action::Discard { card }));
        }
        assert!(legal.contains(&Action::AskGoOut));
        assert!(legal.iter().all(|a| game.check(0, a).is_ok()));
    }

    #[test]
    fn going_out_by_melding_all_but_the_discard() {
        let game = PositionBuilder::new(Rules::classic())
            .hand(0, "Kd 7h 7d 7s 9c")
            .meld(0, "Kh Ks Kc Kh Ks Kc 2d")
            .pile("4c")
            .stock("5s 5s")
            .turn(0, Phase::Play)
            .build()
            .unwrap();
        let legal = legal_candidates(&game, 0);
        let out = Action::Meld {
            melds: vec![
                MeldPlay::Add {
                    meld: MeldId(0),
                    cards: cards("Kd"),
                },
                MeldPlay::New {
                    cards: cards("7d 7h 7s"),
                },
            ],
        };
        assert!(legal.contains(&out), "{legal:?}");
    }

    #[test]
    fn the_partner_may_answer_yes_or_no() {
        let game = PositionBuilder::new(Rules::classic())
            .hand(0, "Kd 7h")
            .pile("4c")
            .stock("5s 5s")
            .turn(0, Phase::AwaitingAnswer)
            .ask(crate::deal::Ask::Pending)
            .build()
            .unwrap();
        assert_eq!(
            legal_candidates(&game, 2),
            vec![
                Action::AnswerGoOut { yes: true },
                Action::AnswerGoOut { yes: false }
            ]
        );
        assert!(legal_candidates(&game, 0).is_empty());
    }
}
