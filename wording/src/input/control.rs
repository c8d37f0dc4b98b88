//! A pressed button or chosen select option, turned into what to do, through the same grammar
//! as typed commands. Checking the view's version (`CustomId::is_current`) is the caller's job.

use super::command::Verb;
use super::error::InputError;
use super::parse_verb_args;
use crate::custom_id::Control;
use crate::lang::Lang;
use canasta_engine::{Action, Card, Rank, SeatView};

/// What a control asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pressed {
    /// An engine action for the presser's seat.
    Act(Action),
    /// Show the presser their hand view.
    ShowHand,
    /// Show the presser the bids of this level (Sitoumussamba, FI 12B).
    ShowBids(u8),
}

/// The meaning of `control`, with `values` the options chosen in a select (empty for buttons).
/// Several meld options are joined with `, ` and parsed as one `meld` command; of two new
/// melds where one holds the other's cards and more (`7 7 7` and `7 7 7 joker`), the bigger
/// one counts. The values are the bot's own text, the same in every language; `lang` is the
/// presser's, in which a refusal names cards and melds.
pub fn pressed(
    lang: Lang,
    control: &Control,
    values: &[String],
    view: &SeatView,
) -> Result<Pressed, InputError> {
    let act = |action| Ok(Pressed::Act(action));
    let chosen = |verb: Verb| -> Result<Pressed, InputError> {
        if values.is_empty() {
            return Err(InputError::NoCards(verb));
        }
        let values = match verb {
            Verb::Meld => without_contained(values),
            _ => values.to_vec(),
        };
        parse_verb_args(lang, verb, &values.join(", "), view).map(Pressed::Act)
    };
    match control {
        Control::Draw => act(Action::Draw),
        Control::Ask => act(Action::AskGoOut),
        Control::Answer(yes) => act(Action::AnswerGoOut { yes: *yes }),
        Control::End => act(Action::EndDeal),
        Control::Hand => Ok(Pressed::ShowHand),
        Control::Take(Some(args)) => {
            parse_verb_args(lang, Verb::Take, args, view).map(Pressed::Act)
        }
        Control::Take(None) => chosen(Verb::Take),
        Control::Meld => chosen(Verb::Meld),
        Control::Discard if values.len() > 1 => Err(InputError::OneCardOnly {
            count: values.len(),
        }),
        Control::Discard => chosen(Verb::Discard),
        Control::Level(level) => Ok(Pressed::ShowBids(*level)),
        Control::Bid(bid) => act(Action::Bid { bid: *bid }),
        Control::Pass => act(Action::Pass),
        Control::Double => act(Action::Double),
        Control::CannotOpen => act(Action::CannotOpen),
        Control::Buy(suit) => act(Action::BuyWithRedThree {
            card: Card::new(Rank::Three, *suit),
        }),
    }
}

/// Two options chosen together in the Meld menu that each play alone but not together, as
/// the grammar reads them against the hand (the same reading the whole choice had): they
/// need the same card (`K K 2` and `J: 2` with one 2). The first such pair, in the order
/// chosen; `None` when the refusal is not two options clashing.
pub fn clashing_choices(
    lang: Lang,
    values: &[String],
    view: &SeatView,
) -> Option<(String, String)> {
    let plays = |chosen: &[String]| pressed(lang, &Control::Meld, chosen, view);
    let alone: Vec<bool> = values
        .iter()
        .map(|v| plays(std::slice::from_ref(v)).is_ok())
        .collect();
    for (i, first) in values.iter().enumerate() {
        for (j, second) in values.iter().enumerate().skip(i + 1) {
            if !(alone[i] && alone[j]) {
                continue;
            }
            let pair = [first.clone(), second.clone()];
            if let Err(InputError::NotEnough { .. }) = plays(&pair) {
                return Some(pair.into());
            }
        }
    }
    None
}

/// `values` without the new melds whose cards another chosen new meld holds too.
fn without_contained(values: &[String]) -> Vec<String> {
    let sorted = |v: &str| {
        let mut w: Vec<String> = v.split_whitespace().map(str::to_lowercase).collect();
        w.sort_unstable();
        w
    };
    let contains = |big: &[String], small: &[String]| {
        let mut rest = big.to_vec();
        small
            .iter()
            .all(|w| match rest.iter().position(|r| r == w) {
                Some(i) => {
                    rest.swap_remove(i);
                    true
                }
                None => false,
            })
    };
    let new_melds: Vec<(usize, Vec<String>)> = values
        .iter()
        .enumerate()
        .filter(|(_, v)| !v.contains(':'))
        .map(|(i, v)| (i, sorted(v)))
        .collect();
    values
        .iter()
        .enumerate()
        .filter(|(i, _)| {
            let Some((_, mine)) = new_melds.iter().find(|(j, _)| j == i) else {
                return true;
            };
            !new_melds
                .iter()
                .any(|(j, other)| j != i && other.len() > mine.len() && contains(other, mine))
        })
        .map(|(_, v)| v.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::{parse_cards, MeldPlay, Phase, PositionBuilder, Rules, TopCardTo};

    fn view() -> SeatView {
        PositionBuilder::new(Rules::classic())
            .hand(0, "7c 7d 7h Qc Qd 2c 9c 8c 8d")
            .hand(1, "5c")
            .hand(2, "6c")
            .hand(3, "4c")
            .meld(0, "Kh Ks Kc")
            .pile("9d 8h")
            .stock("4s")
            .turn(0, Phase::Play)
            .build()
            .unwrap()
            .seat_view(0)
    }

    fn values(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn buttons() {
        let v = view();
        assert_eq!(
            pressed(Lang::En, &Control::Draw, &[], &v),
            Ok(Pressed::Act(Action::Draw))
        );
        assert_eq!(
            pressed(Lang::En, &Control::Hand, &[], &v),
            Ok(Pressed::ShowHand)
        );
        assert_eq!(
            pressed(Lang::En, &Control::Answer(false), &[], &v),
            Ok(Pressed::Act(Action::AnswerGoOut { yes: false }))
        );
        assert_eq!(
            pressed(Lang::En, &Control::Take(Some("8 8".into())), &[], &v),
            Ok(Pressed::Act(Action::TakePile {
                with: parse_cards("8c 8d").unwrap(),
                melds: vec![],
                top_only: false,
                top_to: TopCardTo::RankMeld,
                more_locks: 0,
            }))
        );
    }

    #[test]
    fn of_two_new_melds_of_a_rank_the_bigger_counts() {
        let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            without_contained(&v(&["7 7 7", "Q Q 2", "7 7 7 joker", "K: 2"])),
            v(&["Q Q 2", "7 7 7 joker", "K: 2"])
        );
        // Not contained: both stay (and the grammar says what is wrong).
        assert_eq!(
            without_contained(&v(&["7 7 2", "7 7 joker"])),
            v(&["7 7 2", "7 7 joker"])
        );
        let Ok(Pressed::Act(Action::Meld { melds })) =
            pressed(Lang::En, &Control::Meld, &v(&["7 7 7", "7 7 7 2"]), &view())
        else {
            panic!("not a meld");
        };
        assert_eq!(melds.len(), 1);
        assert_eq!(melds[0].cards().len(), 4);
    }

    #[test]
    fn selects_join_their_values() {
        let v = view();
        let Ok(Pressed::Act(Action::Meld { melds })) =
            pressed(Lang::En, &Control::Meld, &values(&["7 7 7", "Q Q 2"]), &v)
        else {
            panic!("not a meld");
        };
        assert_eq!(melds.len(), 2);
        assert!(matches!(melds[1], MeldPlay::New { .. }));
        // Two options wanting the only 2 are reported like typed input.
        assert!(matches!(
            pressed(Lang::En, &Control::Meld, &values(&["Q Q 2", "K: 2"]), &v),
            Err(InputError::NotEnough {
                have: 1,
                wanted: 2,
                ..
            })
        ));
        // Issue 31: and the two options that clash are named, whatever else was chosen.
        assert_eq!(
            clashing_choices(Lang::En, &values(&["7 7 7", "Q Q 2", "K: 2"]), &v),
            Some(("Q Q 2".to_string(), "K: 2".to_string()))
        );
        assert_eq!(
            clashing_choices(Lang::En, &values(&["7 7 7", "Q Q 2"]), &v),
            None
        );
        assert!(matches!(
            pressed(Lang::En, &Control::Discard, &values(&["9"]), &v),
            Ok(Pressed::Act(Action::Discard { .. }))
        ));
        assert_eq!(
            pressed(Lang::En, &Control::Discard, &values(&["9", "7"]), &v),
            Err(InputError::OneCardOnly { count: 2 })
        );
        assert_eq!(
            pressed(Lang::En, &Control::Meld, &[], &v),
            Err(InputError::NoCards(Verb::Meld))
        );
    }
}
