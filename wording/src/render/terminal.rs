//! Words only the terminal game (`canasta-bot play`) needs: seat names, the prompt, handing
//! the terminal to the next player, the list of legal moves, its extra commands, and saving.
//! Everything about the game itself is shared with Discord (table, hand, events, errors).

use super::hand::pile_text;
use super::help::help_embed;
use crate::payload::Embed;
use canasta_engine::SeatView;

/// The words the terminal adds to the card grammar, with what they do.
pub const TERMINAL_WORDS: [(&str, &str); 8] = [
    ("hand", "your hand, your team's melds and what you can do"),
    (
        "table",
        "the whole table: melds, red 3s, cards in hand, pile, stock, scores",
    ),
    (
        "pile",
        "the discard pile (all of it until your first discard)",
    ),
    ("score", "scores so far, deal by deal"),
    ("rules", "the rules of this table"),
    ("moves", "every move you can make now, as you would type it"),
    (
        "help",
        "this help; `help take` for one command, `help cards` for typing cards",
    ),
    (
        "quit",
        "stop here (with --save, continue later with --resume)",
    ),
];

/// Names for the seats: "Player N" for the people at the terminal, "Computer N" for the
/// computer players (N is the seat number from 1).
pub fn seat_names(seats: usize, humans: &[usize]) -> Vec<String> {
    (0..seats)
        .map(|seat| {
            let who = if humans.contains(&seat) {
                "Player"
            } else {
                "Computer"
            };
            format!("{who} {}", seat + 1)
        })
        .collect()
}

/// The input prompt of the player in `name`'s seat. Every prompt ends with `> `.
pub fn prompt(name: &str) -> String {
    format!("{name}> ")
}

/// Shown on a cleared screen before the next human's hand, so the last one's stays hidden.
pub fn pass_to(name: &str) -> String {
    format!("Pass to {name}, press Enter> ")
}

/// The legal moves, as typed: `Moves: draw | take 8 8`.
pub fn moves_line(moves: &[String]) -> String {
    if moves.is_empty() {
        "Moves: none, it is not your turn.".into()
    } else {
        format!("Moves: {}", moves.join(" | "))
    }
}

/// The whole help at the terminal: the shared help of every command, then the terminal's own
/// words.
pub fn terminal_help_embed() -> Embed {
    let words: Vec<String> = TERMINAL_WORDS
        .iter()
        .map(|(word, text)| format!("`{word}`: {text}"))
        .collect();
    help_embed()
        .field("At the terminal", words.join("\n"), false)
        .field(
            "Bidding (sitoumussamba)",
            super::auction::BIDDING_HELP,
            false,
        )
}

/// The pile as the seat sees it, for the `pile` command.
pub fn pile_embed(view: &SeatView) -> Embed {
    Embed::new("Pile").description(pile_text(crate::lang::PENDING_LANG, view))
}

/// The first line of a new game: rules, target and the seed that deals it again.
pub fn new_game_line(rules: &str, target: i32, seed: u64) -> String {
    format!("Canasta, {rules} rules, first to {target} wins. Seed {seed}: `--seed {seed}` deals the same cards again.")
}

/// The first line of a resumed game.
pub fn resumed_line(path: &str, rules: &str, actions: usize) -> String {
    format!("Resumed {path}: {rules} rules, {actions} moves played so far.")
}

/// Where the game is being saved.
pub fn saving_line(path: &str) -> String {
    format!("Saving after every move to {path}.")
}

/// A resumed file that is not ours to overwrite (a bot export): progress is not kept.
pub const NOT_SAVING_EXPORT: &str =
    "This is an exported game: it is not changed. Add `--save FILE` to keep your progress.";

/// The last line after `quit` or the end of input.
pub fn quit_line(saved_to: Option<&str>) -> String {
    match saved_to {
        Some(path) => {
            format!("Saved. Continue with: canasta-bot play --resume {path}")
        }
        None => "Goodbye. (Add `--save FILE` next time to continue a game later.)".into(),
    }
}

/// The heading of what the other players did since the reader last looked.
pub const SINCE_LAST_TURN: &str = "Since your last turn:";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Verb;

    #[test]
    fn names_for_people_and_computers() {
        assert_eq!(
            seat_names(4, &[0]),
            ["Player 1", "Computer 2", "Computer 3", "Computer 4"]
        );
        assert_eq!(seat_names(2, &[0, 1]), ["Player 1", "Player 2"]);
    }

    #[test]
    fn prompts_end_alike_and_moves_are_one_line() {
        assert!(prompt("You").ends_with("> "));
        assert!(pass_to("Player 3").ends_with("> "));
        assert_eq!(
            moves_line(&["draw".into(), "take 8 8".into()]),
            "Moves: draw | take 8 8"
        );
    }

    #[test]
    fn help_names_every_word() {
        let text = terminal_help_embed().to_text();
        for verb in Verb::ALL {
            assert!(text.contains(&format!("`{}", verb.word())), "{verb:?}");
        }
        for (word, _) in TERMINAL_WORDS {
            assert!(text.contains(&format!("`{word}`")), "{word}");
        }
    }
}
