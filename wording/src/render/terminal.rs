//! Words only the terminal game (`canasta-bot play`) needs: seat names, the prompt, handing
//! the terminal to the next player, the list of legal moves, its extra commands, and saving.
//! Everything about the game itself is shared with Discord (table, hand, events, errors).
//! The words are in `locales/*/terminal.ftl`; the language is the game's `--lang`.

use super::hand::pile_text;
use super::help::help_embed;
use crate::input::bidding::Call;
use crate::input::words::{leading, phrase_table, phrases};
use crate::input::Verb;
use crate::lang::Lang;
use crate::payload::Embed;
use crate::tr;
use canasta_engine::{Rules, SeatView};

/// A word the terminal adds to the card grammar, typed in the reader's language or English
/// (`locales/*/terminal.ftl`: `käsi`, `bord`, `hand`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TerminalWord {
    /// Show the hand.
    Hand,
    /// Show the table.
    Table,
    /// Show the pile.
    Pile,
    /// Show the scores.
    Score,
    /// Show the rules.
    Rules,
    /// List the legal moves.
    Moves,
    /// Help, on a topic if one follows.
    Help,
    /// Stop playing.
    Quit,
}

impl TerminalWord {
    /// Every word, in the order help lists them.
    pub const ALL: [TerminalWord; 8] = [
        TerminalWord::Hand,
        TerminalWord::Table,
        TerminalWord::Pile,
        TerminalWord::Score,
        TerminalWord::Rules,
        TerminalWord::Moves,
        TerminalWord::Help,
        TerminalWord::Quit,
    ];

    /// The word a reader of `lang` is shown (`käsi`, `bord`, `hand`).
    pub fn word_in(self, lang: Lang) -> String {
        match self {
            TerminalWord::Hand => tr!(lang, "terminal-name-hand"),
            TerminalWord::Table => tr!(lang, "terminal-name-table"),
            TerminalWord::Pile => tr!(lang, "terminal-name-pile"),
            TerminalWord::Score => tr!(lang, "terminal-name-score"),
            TerminalWord::Rules => tr!(lang, "terminal-name-rules"),
            TerminalWord::Moves => tr!(lang, "terminal-name-moves"),
            TerminalWord::Help => tr!(lang, "terminal-name-help"),
            TerminalWord::Quit => tr!(lang, "terminal-name-quit"),
        }
    }

    /// Every phrase `lang` reads as this word.
    fn phrases(lang: Lang, word: TerminalWord) -> Vec<String> {
        let also = match word {
            TerminalWord::Hand => lang.attribute("terminal-name-hand", "also"),
            TerminalWord::Table => lang.attribute("terminal-name-table", "also"),
            TerminalWord::Pile => lang.attribute("terminal-name-pile", "also"),
            TerminalWord::Score => lang.attribute("terminal-name-score", "also"),
            TerminalWord::Rules => lang.attribute("terminal-name-rules", "also"),
            TerminalWord::Moves => lang.attribute("terminal-name-moves", "also"),
            TerminalWord::Help => lang.attribute("terminal-name-help", "also"),
            TerminalWord::Quit => lang.attribute("terminal-name-quit", "also"),
        };
        phrases(&word.word_in(lang), also)
    }

    /// The word that starts `line` typed by a reader of `lang`, and the rest of the line.
    pub fn leading(lang: Lang, line: &str) -> Option<(TerminalWord, &str)> {
        let line = line.trim().trim_start_matches('/');
        leading(
            line,
            &phrase_table(lang, &TerminalWord::ALL, TerminalWord::phrases),
        )
    }

    /// What the word does, in `lang`.
    fn text(self, lang: Lang) -> String {
        match self {
            TerminalWord::Hand => tr!(lang, "terminal-word-hand"),
            TerminalWord::Table => tr!(lang, "terminal-word-table"),
            TerminalWord::Pile => tr!(lang, "terminal-word-pile"),
            TerminalWord::Score => tr!(lang, "terminal-word-score"),
            TerminalWord::Rules => tr!(lang, "terminal-word-rules"),
            TerminalWord::Moves => tr!(lang, "terminal-word-moves"),
            TerminalWord::Help => tr!(
                lang,
                "terminal-word-help",
                help = TerminalWord::Help.word_in(lang),
                take = Verb::Take.word_in(lang),
                bid = Call::Bid.word_in(lang),
                cards = super::help::cards_topic(lang)
            ),
            TerminalWord::Quit => tr!(lang, "terminal-word-quit"),
        }
    }
}

/// Names for the seats: "Player N" for the people at the terminal, "Computer N" for the
/// computer players (N is the seat number from 1), in `lang`.
pub fn seat_names(lang: Lang, seats: usize, humans: &[usize]) -> Vec<String> {
    (0..seats)
        .map(|seat| {
            if humans.contains(&seat) {
                tr!(lang, "terminal-player", number = seat + 1)
            } else {
                tr!(lang, "terminal-computer", number = seat + 1)
            }
        })
        .collect()
}

/// The input prompt of the player in `name`'s seat. Every prompt ends with `> ` (no words,
/// so no language).
pub fn prompt(name: &str) -> String {
    format!("{name}> ")
}

/// Shown on a cleared screen before the next human's hand, so the last one's stays hidden.
pub fn pass_to(lang: Lang, name: &str) -> String {
    format!(
        "{}> ",
        tr!(lang, "terminal-pass-to", name = name.to_string())
    )
}

/// Shown after a deal's scores, so they are read before the next deal: "Press Enter for the
/// next deal> ".
pub fn next_deal_prompt(lang: Lang) -> String {
    format!("{}> ", tr!(lang, "terminal-next-deal"))
}

/// The legal moves, as typed: `Moves: draw | take 8 8`.
pub fn moves_line(lang: Lang, moves: &[String]) -> String {
    if moves.is_empty() {
        tr!(lang, "terminal-moves-none")
    } else {
        tr!(lang, "terminal-moves", moves = moves.join(" | "))
    }
}

/// The help at the terminal for a game under `rules`: the shared help of its commands, then
/// the terminal's own words.
pub fn terminal_help_embed(lang: Lang, rules: &Rules) -> Embed {
    let words: Vec<String> = TerminalWord::ALL
        .iter()
        .map(|word| format!("`{}`: {}", word.word_in(lang), word.text(lang)))
        .collect();
    help_embed(lang, Some(rules)).field(tr!(lang, "terminal-help-words"), words.join("\n"), false)
}

/// The pile as the seat sees it, for the `pile` command.
pub fn pile_embed(lang: Lang, view: &SeatView) -> Embed {
    Embed::new(tr!(lang, "terminal-pile")).description(pile_text(lang, view))
}

/// The first line of a new game: rules, target and the seed that deals it again.
pub fn new_game_line(lang: Lang, rules: &str, target: i32, seed: u64) -> String {
    tr!(
        lang,
        "terminal-new-game",
        rules = rules.to_string(),
        target = target,
        // As text: a seed may be past what a Fluent number (an f64) holds exactly.
        seed = seed.to_string()
    )
}

/// The first line of a resumed game.
pub fn resumed_line(lang: Lang, path: &str, rules: &str, actions: usize) -> String {
    tr!(
        lang,
        "terminal-resumed",
        path = path.to_string(),
        rules = rules.to_string(),
        actions = actions
    )
}

/// Where the game is being saved.
pub fn saving_line(lang: Lang, path: &str) -> String {
    tr!(lang, "terminal-saving", path = path.to_string())
}

/// A resumed file that is not ours to overwrite (a bot export): progress is not kept.
pub fn not_saving_export(lang: Lang) -> String {
    tr!(lang, "terminal-not-saving-export")
}

/// The last line after `quit` or the end of input.
pub fn quit_line(lang: Lang, saved_to: Option<&str>) -> String {
    match saved_to {
        Some(path) => tr!(lang, "terminal-saved", path = path.to_string()),
        None => tr!(lang, "terminal-goodbye"),
    }
}

/// The heading of what the other players did since the reader last looked.
pub fn since_last_turn(lang: Lang) -> String {
    tr!(lang, "terminal-since-last-turn")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Verb;

    #[test]
    fn names_for_people_and_computers() {
        assert_eq!(
            seat_names(Lang::En, 4, &[0]),
            ["Player 1", "Computer 2", "Computer 3", "Computer 4"]
        );
        assert_eq!(seat_names(Lang::En, 2, &[0, 1]), ["Player 1", "Player 2"]);
        assert_eq!(seat_names(Lang::Fi, 2, &[0]), ["Pelaaja 1", "Tietokone 2"]);
        assert_eq!(seat_names(Lang::Sv, 2, &[1]), ["Dator 1", "Spelare 2"]);
    }

    #[test]
    fn prompts_end_alike_and_moves_are_one_line() {
        assert!(prompt("You").ends_with("> "));
        assert_eq!(
            pass_to(Lang::En, "Player 3"),
            "Pass to Player 3, press Enter> "
        );
        for lang in Lang::ALL {
            assert!(pass_to(lang, "Player 3").ends_with("> "), "{lang}");
        }
        assert_eq!(
            moves_line(Lang::En, &["draw".into(), "take 8 8".into()]),
            "Moves: draw | take 8 8"
        );
        assert_eq!(
            moves_line(Lang::En, &[]),
            "Moves: none, it is not your turn."
        );
        assert_eq!(moves_line(Lang::Fi, &["draw".into()]), "Siirrot: draw");
    }

    #[test]
    fn intro_and_goodbye_lines() {
        assert_eq!(
            new_game_line(Lang::En, "classic", 5000, u64::MAX),
            "Canasta, classic rules, first to 5000 wins. Seed 18446744073709551615: \
             `--seed 18446744073709551615` deals the same cards again."
        );
        assert_eq!(
            resumed_line(Lang::En, "g.json", "samba", 12),
            "Resumed g.json: samba rules, 12 moves played so far."
        );
        assert_eq!(
            quit_line(Lang::En, Some("g.json")),
            "Saved. Continue with: canasta-bot play --resume g.json"
        );
        assert_eq!(
            quit_line(Lang::En, None),
            "Goodbye. (Add `--save FILE` next time to continue a game later.)"
        );
        assert_eq!(since_last_turn(Lang::En), "Since your last turn:");
        assert_eq!(since_last_turn(Lang::Sv), "Sedan din senaste tur:");
        assert!(new_game_line(Lang::Fi, "classic", 5000, 7).contains("--seed 7"));
    }

    #[test]
    fn help_names_every_word_of_the_game_in_the_readers_language() {
        for lang in Lang::ALL {
            let text = terminal_help_embed(lang, &Rules::samba()).to_text();
            for verb in Verb::ALL {
                assert!(
                    text.contains(&format!("`{}", verb.word_in(lang))),
                    "{lang} {verb:?}"
                );
            }
            for word in TerminalWord::ALL {
                assert!(
                    text.contains(&format!("`{}`", word.word_in(lang))),
                    "{lang} {word:?}"
                );
            }
        }
        let fi = terminal_help_embed(Lang::Fi, &Rules::classic()).to_text();
        for word in [
            "`nosta`",
            "`ota 8 8`",
            "`pöydää 7 7 2, K K`",
            "`heitä 9`",
            "`käsi`",
        ] {
            assert!(fi.contains(word), "{word} in {fi}");
        }
        let sv = terminal_help_embed(Lang::Sv, &Rules::classic()).to_text();
        for word in [
            "`dra`",
            "`ta 8 8`",
            "`lägg 7 7 2, K K`",
            "`saka 9`",
            "`bord`",
        ] {
            assert!(sv.contains(word), "{word} in {sv}");
        }
    }

    /// The terminal's words are read in the reader's language and in English, never another's.
    #[test]
    fn terminal_words_in_every_language() {
        use TerminalWord::*;
        for (lang, line, word, rest) in [
            (Lang::Fi, "käsi", Hand, ""),
            (Lang::Fi, "Pöytä", Table, ""),
            (Lang::Fi, "ohje ota", Help, "ota"),
            (Lang::Fi, "poistu", Quit, ""),
            (Lang::Fi, "hand", Hand, ""),
            (Lang::Sv, "bord", Table, ""),
            (Lang::Sv, "hjälp lägg", Help, "lägg"),
            (Lang::Sv, "avsluta", Quit, ""),
            (Lang::Sv, "quit", Quit, ""),
            (Lang::En, "/scores", Score, ""),
        ] {
            assert_eq!(
                TerminalWord::leading(lang, line),
                Some((word, rest)),
                "{lang} {line}"
            );
        }
        assert_eq!(TerminalWord::leading(Lang::En, "käsi"), None);
        assert_eq!(TerminalWord::leading(Lang::Sv, "poistu"), None);
    }
}
