//! Pausing a game's clocks by vote, as players read it: the public vote post with its "Agree"
//! button (updated as votes come in), the post that says the clocks stopped or run again,
//! the table's line while paused, and the private refusals.

use super::names::Names;
use crate::lang::Lang;
use crate::payload::{Button, ButtonStyle, Colour, Components, Embed, Message, Row};
use crate::table_id::TableId;
use crate::tr;

/// The table's and `/hand`'s line while the clocks are paused by vote.
pub fn paused_line(lang: Lang) -> String {
    tr!(lang, "pause-paused-line")
}

/// `/canasta pause` at a table without a clock.
pub fn nothing_to_pause(lang: Lang) -> String {
    tr!(lang, "pause-nothing-to-pause")
}

/// `/canasta pause` (or its button) while the clocks are paused already.
pub fn already_paused(lang: Lang) -> String {
    tr!(lang, "pause-already-paused")
}

/// `/canasta resume` while the clocks run.
pub fn not_paused(lang: Lang) -> String {
    tr!(lang, "pause-not-paused")
}

/// The public vote post: who agrees so far, who must, and the button.
pub fn pause_vote_post(
    lang: Lang,
    game: u64,
    names: &Names,
    votes: &[usize],
    needed: &[usize],
) -> Message {
    let agreed: Vec<&str> = votes.iter().map(|&s| names.seat(s)).collect();
    let waiting: Vec<&str> = needed
        .iter()
        .filter(|s| !votes.contains(s))
        .map(|&s| names.seat(s))
        .collect();
    let description = tr!(
        lang,
        "pause-vote",
        votes = votes.len(),
        needed = needed.len(),
        agreed = agreed.join(", "),
        waiting = waiting.join(", ")
    );
    let button = Button {
        custom_id: TableId::PauseVote { game }.to_string(),
        label: tr!(lang, "pause-agree"),
        style: ButtonStyle::Primary,
        disabled: false,
    };
    Message::embed(
        Embed::new(tr!(lang, "pause-vote-title"))
            .description(description)
            .colour(Colour::NEUTRAL),
    )
    .with_components(Components {
        rows: vec![Row::Buttons(vec![button])],
    })
}

/// The post once everyone agreed (it replaces the vote post).
pub fn paused_post(lang: Lang) -> Message {
    Message::embed(
        Embed::new(tr!(lang, "pause-paused-title"))
            .description(tr!(lang, "pause-paused"))
            .colour(Colour::NEUTRAL),
    )
}

/// The public line when a player starts the clocks again.
pub fn resumed_post(lang: Lang, by: &str) -> Message {
    Message::text(tr!(lang, "pause-resumed", name = by.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::payload::limits::violations;
    use canasta_engine::Rules;

    #[test]
    fn the_vote_post_counts_who_agrees_and_who_is_still_to() {
        let names = Names::new(
            Lang::En,
            &Rules::classic(),
            &["Aino", "Bob", "Carol", "Dave"],
        );
        let post = pause_vote_post(Lang::En, 5, &names, &[0], &[0, 2]);
        let text = post.to_text();
        assert!(text.contains("1 of 2 players agree"), "{text}");
        assert!(
            text.contains("(Aino)") && text.contains("Still to agree: Carol."),
            "{text}"
        );
        assert_eq!(post.components().custom_ids(), ["pause:5"]);
        assert!(violations(&post).is_empty());
        assert!(paused_post(Lang::En).to_text().contains("/canasta resume"));
        assert!(resumed_post(Lang::En, "Bob")
            .to_text()
            .starts_with("Bob started the clocks"));
        let finnish = pause_vote_post(Lang::Fi, 5, &names, &[0], &[0, 2]).to_text();
        assert!(finnish.contains("1/2 pelaajaa"), "{finnish}");
        assert!(finnish.contains("[Hyväksyn pysäytyksen]"), "{finnish}");
        assert!(resumed_post(Lang::Sv, "Bob")
            .to_text()
            .starts_with("Bob startade klockorna igen"));
    }
}
