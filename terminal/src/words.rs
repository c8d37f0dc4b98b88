//! What a line typed at the terminal asks for: one of the terminal's own words (`hand`,
//! `table`, `pile`, `score`, `rules`, `moves`, `help`, `quit`, or the reader's: `käsi`,
//! `bord`, ...; `locales/*/terminal.ftl`), or a move in the card grammar shared with Discord
//! (`draw`, `nosta`, `take 8 8`, `meld 7 7 2, K K K`, ...).

use canasta_wording::lang::Lang;
use canasta_wording::render::terminal::TerminalWord;

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

/// Classifies `line` typed by a reader of `lang`. `pile` alone shows the pile; `pile 8 8` is
/// the grammar's alias of `take`.
pub fn classify(lang: Lang, line: &str) -> Typed<'_> {
    let line = line.trim();
    let Some((word, rest)) = TerminalWord::leading(lang, line) else {
        return Typed::Play(line);
    };
    match word {
        TerminalWord::Help => Typed::Help(rest.trim()),
        _ if !rest.trim().is_empty() => Typed::Play(line),
        TerminalWord::Hand => Typed::Hand,
        TerminalWord::Table => Typed::Table,
        TerminalWord::Pile => Typed::Pile,
        TerminalWord::Score => Typed::Score,
        TerminalWord::Rules => Typed::Rules,
        TerminalWord::Moves => Typed::Moves,
        TerminalWord::Quit => Typed::Quit,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_words_and_moves() {
        let classify = |line| classify(Lang::En, line);
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

    #[test]
    fn finnish_and_swedish_words_and_the_english_ones() {
        assert_eq!(classify(Lang::Fi, "käsi"), Typed::Hand);
        assert_eq!(classify(Lang::Fi, "ohje ota"), Typed::Help("ota"));
        assert_eq!(classify(Lang::Fi, "siirrot"), Typed::Moves);
        assert_eq!(classify(Lang::Fi, "poistu"), Typed::Quit);
        assert_eq!(classify(Lang::Fi, "hand"), Typed::Hand);
        assert_eq!(classify(Lang::Fi, "nosta"), Typed::Play("nosta"));
        assert_eq!(classify(Lang::Sv, "bord"), Typed::Table);
        assert_eq!(classify(Lang::Sv, "hjälp samba"), Typed::Help("samba"));
        assert_eq!(classify(Lang::Sv, "drag"), Typed::Moves);
        assert_eq!(classify(Lang::Sv, "dra"), Typed::Play("dra"));
        assert_eq!(classify(Lang::Sv, "quit"), Typed::Quit);
    }
}
