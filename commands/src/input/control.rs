//! A pressed button or chosen select option, turned into what to do, through the same grammar
//! as typed commands. Checking the view's version (`CustomId::is_current`) is the caller's job.

use super::command::Verb;
use super::error::InputError;
use super::parse_verb_args;
use crate::custom_id::Control;
use canasta_engine::{Action, SeatView};

/// What a control asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pressed {
    /// An engine action for the presser's seat.
    Act(Action),
    /// Show the presser their hand view.
    ShowHand,
}

/// The meaning of `control`, with `values` the options chosen in a select (empty for buttons).
/// Several meld options are joined with `, ` and parsed as one `meld` command.
pub fn pressed(
    control: &Control,
    values: &[String],
    view: &SeatView,
) -> Result<Pressed, InputError> {
    let act = |action| Ok(Pressed::Act(action));
    let chosen = |verb: Verb| -> Result<Pressed, InputError> {
        if values.is_empty() {
            return Err(InputError::NoCards(verb));
        }
        parse_verb_args(verb, &values.join(", "), view).map(Pressed::Act)
    };
    match control {
        Control::Draw => act(Action::Draw),
        Control::Ask => act(Action::AskGoOut),
        Control::Answer(yes) => act(Action::AnswerGoOut { yes: *yes }),
        Control::End => act(Action::EndDeal),
        Control::Hand => Ok(Pressed::ShowHand),
        Control::Take(Some(args)) => parse_verb_args(Verb::Take, args, view).map(Pressed::Act),
        Control::Take(None) => chosen(Verb::Take),
        Control::Meld => chosen(Verb::Meld),
        Control::Discard if values.len() > 1 => Err(InputError::OneCardOnly {
            count: values.len(),
        }),
        Control::Discard => chosen(Verb::Discard),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::{parse_cards, MeldPlay, Phase, PositionBuilder, Rules};

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
            pressed(&Control::Draw, &[], &v),
            Ok(Pressed::Act(Action::Draw))
        );
        assert_eq!(pressed(&Control::Hand, &[], &v), Ok(Pressed::ShowHand));
        assert_eq!(
            pressed(&Control::Answer(false), &[], &v),
            Ok(Pressed::Act(Action::AnswerGoOut { yes: false }))
        );
        assert_eq!(
            pressed(&Control::Take(Some("8 8".into())), &[], &v),
            Ok(Pressed::Act(Action::TakePile {
                with: parse_cards("8c 8d").unwrap(),
                melds: vec![],
                top_only: false,
            }))
        );
    }

    #[test]
    fn selects_join_their_values() {
        let v = view();
        let Ok(Pressed::Act(Action::Meld { melds })) =
            pressed(&Control::Meld, &values(&["7 7 7", "Q Q 2"]), &v)
        else {
            panic!("not a meld");
        };
        assert_eq!(melds.len(), 2);
        assert!(matches!(melds[1], MeldPlay::New { .. }));
        // Two options wanting the only 2 are reported like typed input.
        assert!(matches!(
            pressed(&Control::Meld, &values(&["Q Q 2", "K: 2"]), &v),
            Err(InputError::NotEnough {
                have: 1,
                wanted: 2,
                ..
            })
        ));
        assert!(matches!(
            pressed(&Control::Discard, &values(&["9"]), &v),
            Ok(Pressed::Act(Action::Discard { .. }))
        ));
        assert_eq!(
            pressed(&Control::Discard, &values(&["9", "7"]), &v),
            Err(InputError::OneCardOnly { count: 2 })
        );
        assert_eq!(
            pressed(&Control::Meld, &[], &v),
            Err(InputError::NoCards(Verb::Meld))
        );
    }
}
