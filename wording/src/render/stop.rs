//! Stopping a game for good is asked twice: `/resign` and `/abandon` answer privately with a
//! question and one button, so a slip of the finger never ends a game that took days.

use crate::payload::{Button, ButtonStyle, Components, Message, Row};
use crate::table_id::TableId;

/// The private question, with its confirming button.
pub fn confirm_stop_message(game: u64, resign: bool) -> Message {
    let (text, label) = if resign {
        (
            "Resign? The game ends for everyone and counts as a loss for your side (a win for \
             the others). Dismiss this message to play on.",
            "Resign",
        )
    } else {
        (
            "Stop this game? It ends for everyone, with no result. Dismiss this message to \
             play on.",
            "Stop the game",
        )
    };
    let button = Button {
        custom_id: TableId::Stop { game, resign }.to_string(),
        label: label.into(),
        style: ButtonStyle::Danger,
        disabled: false,
    };
    Message::text(text)
        .with_components(Components {
            rows: vec![Row::Buttons(vec![button])],
        })
        .private()
}

/// What replaces the question once confirmed.
pub fn stop_done_message(resign: bool) -> Message {
    let text = if resign {
        "You resigned; the game is over."
    } else {
        "You stopped the game."
    };
    Message::text(text).private()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;

    #[test]
    fn the_question_is_private_with_one_confirming_button() {
        for resign in [true, false] {
            let m = confirm_stop_message(12, resign);
            assert!(m.ephemeral() && violations(&m).is_empty());
            let ids = m.components().custom_ids();
            assert_eq!(ids.len(), 1);
            assert_eq!(
                TableId::parse(ids[0]),
                Some(TableId::Stop { game: 12, resign })
            );
            assert!(stop_done_message(resign).ephemeral());
        }
    }

    #[test]
    fn resigning_says_it_is_a_loss_and_stopping_that_nobody_wins() {
        let resign = confirm_stop_message(12, true);
        assert!(resign.content().contains("counts as a loss for your side"));
        let stop = confirm_stop_message(12, false);
        assert!(stop.content().contains("with no result"));
    }
}
