use super::*;
use crate::builder::PositionBuilder;
use crate::card::Card;
use crate::deal::Phase;
use crate::error::RuleError;
use crate::rules::Rules;
use crate::Action;
use proptest::prelude::*;

fn game(hand: &str, melds: &[&str]) -> Game {
    let mut builder = PositionBuilder::new(Rules::classic())
        .hand(0, hand)
        .hand(1, "5c 5d")
        .hand(2, "6c 6d")
        .hand(3, "7c 7d");
    for meld in melds {
        builder = builder.meld(0, meld);
    }
    builder
        .pile("9d 8h")
        .stock("4s 5s 6s")
        .turn(0, Phase::Play)
        .build()
        .unwrap()
}

/// `chosen` as the grammar reads a menu choice: of two new melds where one holds the other's
/// cards and more, the bigger counts; then each play's cards are picked afresh from the hand
/// by rank (as `Q Q 2` is read), so two options wanting the same 2 are seen to clash.
fn as_one_meld(hand: &[Card], chosen: &[&Vec<MeldPlay>]) -> Option<Action> {
    let plays: Vec<&MeldPlay> = chosen.iter().flat_map(|o| o.iter()).collect();
    let ranks = |p: &MeldPlay| {
        let mut r: Vec<Rank> = p.cards().iter().map(|c| c.rank).collect();
        r.sort_unstable();
        r
    };
    let holds = |big: &MeldPlay, small: &MeldPlay| {
        let mut rest = ranks(big);
        ranks(small)
            .iter()
            .all(|r| match rest.iter().position(|x| x == r) {
                Some(i) => {
                    rest.swap_remove(i);
                    true
                }
                None => false,
            })
    };
    let kept: Vec<&MeldPlay> = plays
        .iter()
        .copied()
        .filter(|p| {
            !matches!(p, MeldPlay::New { .. })
                || !plays.iter().any(|q| {
                    matches!(q, MeldPlay::New { .. })
                        && q.cards().len() > p.cards().len()
                        && holds(q, p)
                })
        })
        .collect();
    let mut left = hand.to_vec();
    let mut melds = Vec::new();
    for play in kept {
        let mut cards = Vec::new();
        for card in play.cards() {
            let i = left.iter().position(|c| c.rank == card.rank)?;
            cards.push(left.swap_remove(i));
        }
        melds.push(match play {
            MeldPlay::New { .. } => MeldPlay::New { cards },
            MeldPlay::Add { meld, .. } => MeldPlay::Add { meld: *meld, cards },
        });
    }
    Some(Action::Meld { melds })
}

/// Every set of options picked together reads as one meld from the hand's cards, and the
/// engine refuses none of them for a card the hand lacks.
fn every_pick_holds(game: &Game) {
    let menu = meld_menu(game, 0);
    assert!(menu.together);
    let hand = game.seat_view(0).hand;
    let n = menu.options.len();
    assert!(n <= 14, "{menu:?}");
    for mask in 1u32..(1 << n) {
        let chosen: Vec<&Vec<MeldPlay>> = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| &menu.options[i])
            .collect();
        let action = as_one_meld(&hand, &chosen)
            .unwrap_or_else(|| panic!("{chosen:?} need a card twice; hand {hand:?}"));
        let checked = game.check(0, &action);
        assert_ne!(checked, Err(RuleError::CardsNotInHand), "{chosen:?}");
    }
}

/// Issue 31: with one 2, `Q Q 2` and `K: 2` are never both offered; the wild cards are
/// shared out (the joker goes to the first option that can take it).
#[test]
fn the_wild_cards_are_shared_out_among_the_options() {
    let g = game("7c 7d 7h Qc Qd Kd 2c joker 9c", &["Kh Ks Kc"]);
    let menu = meld_menu(&g, 0);
    assert!(menu.together);
    let holding = |rank: Rank| {
        (menu.options.iter().flatten())
            .filter(|p| p.cards().iter().any(|c| c.rank == rank))
            .count()
    };
    assert_eq!(holding(Rank::Two), 1, "{menu:?}");
    assert_eq!(holding(Rank::Joker), 1, "{menu:?}");
    every_pick_holds(&g);
}

/// FI 13: before the team's first meld the options are whole openings, picked one at a time,
/// each accepted on its own.
#[test]
fn fi_13_before_the_first_meld_the_options_are_alternatives() {
    let g = game("7c 7d 7h Qc Qd Kd Ks Kc 2c joker 9c", &[]);
    let menu = meld_menu(&g, 0);
    assert!(!menu.together);
    assert!(!menu.options.is_empty());
    for option in &menu.options {
        let action = Action::Meld {
            melds: option.clone(),
        };
        assert_eq!(g.check(0, &action), Ok(()), "{option:?}");
    }
}

const NATURALS: [&str; 9] = ["4", "5", "6", "7", "8", "9", "10", "J", "Q"];
const SUITS: [&str; 4] = ["c", "d", "h", "s"];

/// Hearts and spades of each natural rank: with the pairs' clubs and diamonds and the other
/// hands, no card is dealt more often than the two decks hold it.
fn extra_cards() -> Vec<String> {
    NATURALS
        .iter()
        .flat_map(|r| [format!("{r}h"), format!("{r}s")])
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Issue 31: for a hand with one 2 and two natural pairs (and whatever else), no set of
    /// options the menu lets one pick together needs a card twice.
    #[test]
    fn no_two_picked_options_need_the_same_card(
        pairs in proptest::sample::subsequence((0..NATURALS.len()).collect::<Vec<_>>(), 2),
        two_suit in 0..4usize,
        extras in proptest::sample::subsequence(extra_cards(), 0..6),
        joker in any::<bool>(),
        kings in 0..3usize,
    ) {
        let mut hand: Vec<String> = vec![format!("2{}", SUITS[two_suit])];
        for &p in &pairs {
            hand.push(format!("{}c", NATURALS[p]));
            hand.push(format!("{}d", NATURALS[p]));
        }
        hand.extend(extras);
        if joker {
            hand.push("joker".into());
        }
        for suit in SUITS.iter().take(kings) {
            hand.push(format!("K{suit}"));
        }
        hand.push("As".to_string());
        let g = game(&hand.join(" "), &["Kh Ks Kc"]);
        every_pick_holds(&g);
    }
}
