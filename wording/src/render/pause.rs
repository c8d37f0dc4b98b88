//! Pausing a game's clocks by vote, as players read it: the public vote post with its "Agree"
//! button (updated as votes come in), the post that says the clocks stopped or run again,
//! the table's line while paused, and the private refusals.

use super::names::Names;
use crate::payload::{Button, ButtonStyle, Colour, Components, Embed, Message, Row};
use crate::table_id::TableId;

/// The table's and `/hand`'s line while the clocks are paused by vote.
pub const PAUSED_LINE: &str =
    "The clocks are paused by the players' vote; `/canasta resume` starts them again.";

/// `/canasta pause` at a table without a clock.
pub const NOTHING_TO_PAUSE: &str = "This table has no clock, so there is nothing to pause.";

/// `/canasta pause` (or its button) while the clocks are paused already.
pub const ALREADY_PAUSED: &str =
    "The clocks are paused already; `/canasta resume` starts them again.";

/// `/canasta resume` while the clocks run.
pub const NOT_PAUSED: &str = "The clocks are not paused; `/canasta pause` asks the table to \
pause them.";

/// The public vote post: who agrees so far, who must, and the button.
pub fn pause_vote_post(game: u64, names: &Names, votes: &[usize], needed: &[usize]) -> Message {
    let agreed: Vec<&str> = votes.iter().map(|&s| names.seat(s)).collect();
    let waiting: Vec<&str> = needed
        .iter()
        .filter(|s| !votes.contains(s))
        .map(|&s| names.seat(s))
        .collect();
    let description = format!(
        "{} of {} players agree to pause this game's clocks ({}). When everyone has agreed, \
         nobody is timed or reminded until a player starts them again with `/canasta \
         resume`. Still to agree: {}.",
        votes.len(),
        needed.len(),
        agreed.join(", "),
        waiting.join(", ")
    );
    let button = Button {
        custom_id: TableId::PauseVote { game }.to_string(),
        label: "Agree to pause".into(),
        style: ButtonStyle::Primary,
        disabled: false,
    };
    Message::embed(
        Embed::new("Pause the clocks?")
            .description(description)
            .colour(Colour::NEUTRAL),
    )
    .with_components(Components {
        rows: vec![Row::Buttons(vec![button])],
    })
}

/// The post once everyone agreed (it replaces the vote post).
pub fn paused_post() -> Message {
    Message::embed(
        Embed::new("The clocks are paused")
            .description(
                "Everyone agreed: nobody is timed or reminded now. Play on whenever you like; \
                 `/canasta resume` starts the clocks again.",
            )
            .colour(Colour::NEUTRAL),
    )
}

/// The public line when a player starts the clocks again.
pub fn resumed_post(by: &str) -> Message {
    Message::text(format!(
        "{by} started the clocks again: the player to move has their whole clock from now."
    ))
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
        let post = pause_vote_post(5, &names, &[0], &[0, 2]);
        let text = post.to_text();
        assert!(text.contains("1 of 2 players agree"), "{text}");
        assert!(
            text.contains("(Aino)") && text.contains("Still to agree: Carol."),
            "{text}"
        );
        assert_eq!(post.components().custom_ids(), ["pause:5"]);
        assert!(violations(&post).is_empty());
        assert!(paused_post().to_text().contains("/canasta resume"));
        assert!(resumed_post("Bob")
            .to_text()
            .starts_with("Bob started the clocks"));
    }
}
