//! What a line typed at the terminal asks for: one of the terminal's own words (`hand`,
//! `table`, `pile`, `score`, `rules`, `moves`, `help`, `quit`), or a move in the card grammar
//! shared with Discord (`draw`, `take 8 8`, `meld 7 7 2, K K K`, ...).

/// A typed line, classified.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Typed<'a> {
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
    /// Help, on a topic if one is given.
    Help(&'a str),
    /// Stop playing.
    Quit,
    /// A move, for the card grammar.
    Play(&'a str),
}

/// Classifies `line`. `pile` alone shows the pile; `pile 8 8` is the grammar's alias of `take`.
pub fn classify(line: &str) -> Typed<'_> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    match word.trim_start_matches('/').to_lowercase().as_str() {
        "help" | "?" => Typed::Help(rest),
        _ if !rest.is_empty() => Typed::Play(line),
        "hand" => Typed::Hand,
        "table" => Typed::Table,
        "pile" => Typed::Pile,
        "score" | "scores" => Typed::Score,
        "rules" => Typed::Rules,
        "moves" => Typed::Moves,
        "quit" | "exit" => Typed::Quit,
        _ => Typed::Play(line),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_words_and_moves() {
        assert_eq!(classify(" hand "), Typed::Hand);
        assert_eq!(classify("TABLE"), Typed::Table);
        assert_eq!(classify("pile"), Typed::Pile);
        assert_eq!(classify("pile 8 8"), Typed::Play("pile 8 8"));
        assert_eq!(classify("help take"), Typed::Help("take"));
        assert_eq!(classify("help"), Typed::Help(""));
        assert_eq!(classify("/quit"), Typed::Quit);
        assert_eq!(classify("moves"), Typed::Moves);
        assert_eq!(
            classify("meld 7 7 2, K K K"),
            Typed::Play("meld 7 7 2, K K K")
        );
        assert_eq!(classify(""), Typed::Play(""));
    }
}
