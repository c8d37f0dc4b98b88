//! Stopping a game for good is asked twice: `/resign` and `/abandon` answer privately with a
//! question and one button, so a slip of the finger never ends a game that took days.

use crate::lang::Lang;
use crate::payload::{Button, ButtonStyle, Components, Message, Row};
use crate::table_id::TableId;
use crate::tr;

/// The private question in `lang`, with its confirming button.
pub fn confirm_stop_message(lang: Lang, game: u64, resign: bool) -> Message {
    let (text, label) = if resign {
        (tr!(lang, "stop-resign-question"), tr!(lang, "stop-resign"))
    } else {
        (
            tr!(lang, "stop-abandon-question"),
            tr!(lang, "stop-abandon"),
        )
    };
    let button = Button {
        custom_id: TableId::Stop { game, resign }.to_string(),
        label,
        style: ButtonStyle::Danger,
        disabled: false,
    };
    Message::text(text)
        .with_components(Components {
            rows: vec![Row::Buttons(vec![button])],
        })
        .private()
}

/// What replaces the question once confirmed, in `lang`.
pub fn stop_done_message(lang: Lang, resign: bool) -> Message {
    let text = if resign {
        tr!(lang, "stop-resigned")
    } else {
        tr!(lang, "stop-abandoned")
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
            let m = confirm_stop_message(Lang::En, 12, resign);
            assert!(m.ephemeral() && violations(&m).is_empty());
            let ids = m.components().custom_ids();
            assert_eq!(ids.len(), 1);
            assert_eq!(
                TableId::parse(ids[0]),
                Some(TableId::Stop { game: 12, resign })
            );
            assert!(stop_done_message(Lang::En, resign).ephemeral());
        }
    }

    #[test]
    fn resigning_says_it_is_a_loss_and_stopping_that_nobody_wins() {
        let resign = confirm_stop_message(Lang::En, 12, true);
        assert!(resign.content().contains("counts as a loss for your side"));
        let stop = confirm_stop_message(Lang::En, 12, false);
        assert!(stop.content().contains("with no result"));
        let finnish = confirm_stop_message(Lang::Fi, 12, true);
        assert!(finnish.content().starts_with("Luovutatko?"), "{finnish:?}");
        assert_eq!(
            stop_done_message(Lang::Sv, false).content(),
            "Du avbröt spelet."
        );
    }
}
