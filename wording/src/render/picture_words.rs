//! The words written on the picture of the table (issue 31): whose turn it is, the stock's and
//! the pile's sizes, each side's names, score and canastas counted, and the tags of the kinds
//! of canasta, in the reader's language. Built from the [`PublicView`] only; the bot hands them
//! to the pictures crate, which holds no words of its own.

use super::names::Names;
use crate::lang::Lang;
use crate::tr;
use canasta_engine::deal::Phase;
use canasta_engine::PublicView;

/// The words of one side of the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideWords {
    /// Its players: "Alice & Carol".
    pub names: String,
    /// Its score: "1250 points".
    pub score: String,
    /// Its canastas counted: "2 canastas".
    pub canastas: String,
}

/// Everything the picture of the table writes, in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TablePictureWords {
    /// Whose turn it is, or that the deal or the game is over.
    pub turn: String,
    /// The stock's size.
    pub stock: String,
    /// The pile's size, and frozen (locked in Samba) when it is.
    pub pile: String,
    /// Each side's words, in the order of [`PublicView::teams`].
    pub sides: Vec<SideWords>,
    /// The tag of a natural canasta.
    pub natural: String,
    /// The tag of a mixed canasta.
    pub mixed: String,
    /// The tag of a samba.
    pub samba: String,
    /// The tag of a canasta of 2s.
    pub twos: String,
}

/// The words of the picture of `view`'s table in `lang`, the players named by `names`.
pub fn table_picture_words(lang: Lang, view: &PublicView, names: &Names) -> TablePictureWords {
    let turn = match view.phase {
        Phase::Over if view.winners.is_some() => tr!(lang, "picture-game-over"),
        Phase::Over => tr!(lang, "picture-deal-over"),
        _ => tr!(
            lang,
            "picture-turn",
            player = names.seat(view.to_act.unwrap_or(view.turn)).to_string()
        ),
    };
    let count = view.pile.size;
    let pile = match (view.pile.frozen, view.melding.sequences) {
        (false, _) => tr!(lang, "picture-pile", count = count),
        // Samba's word is "locked" (SAMBA 18, 19B); classic's "frozen" (FI 17).
        (true, true) => tr!(lang, "picture-pile-locked", count = count),
        (true, false) => tr!(lang, "picture-pile-frozen", count = count),
    };
    TablePictureWords {
        turn,
        stock: tr!(lang, "picture-stock", count = view.stock),
        pile,
        sides: view
            .teams
            .iter()
            .map(|team| SideWords {
                names: names.group(&team.members),
                score: tr!(lang, "table-points", points = team.score),
                canastas: tr!(lang, "picture-canastas", count = team.canastas),
            })
            .collect(),
        natural: tr!(lang, "picture-canasta-natural"),
        mixed: tr!(lang, "picture-canasta-mixed"),
        samba: tr!(lang, "picture-canasta-samba"),
        twos: tr!(lang, "picture-canasta-twos"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::{Game, Rules};

    #[test]
    fn the_table_picture_is_written_in_the_readers_language() {
        let rules = Rules::classic();
        let (game, _) = Game::new(rules.clone(), 7).expect("classic");
        let view = game.public_view();
        let names = Names::new(Lang::En, &rules, &["Alice", "Bob", "Carol", "Dave"]);
        let en = table_picture_words(Lang::En, &view, &names);
        let turn = names.seat(view.turn).to_string();
        assert_eq!(en.turn, format!("{turn}'s turn"));
        assert_eq!(en.stock, format!("Stock: {}", view.stock));
        assert_eq!(en.sides.len(), view.teams.len());
        assert_eq!(en.sides[0].names, "Alice & Carol");
        assert_eq!(en.sides[0].canastas, "0 canastas");
        assert_eq!(en.natural, "natural");
        let fi = table_picture_words(Lang::Fi, &view, &names);
        assert_eq!(fi.turn, format!("Vuorossa {turn}"));
        assert!(fi.stock.starts_with("Umpipakka: "), "{}", fi.stock);
        assert_eq!(fi.mixed, "seka");
        let sv = table_picture_words(Lang::Sv, &view, &names);
        assert!(sv.pile.starts_with("Högen: "), "{}", sv.pile);
        assert_eq!(sv.sides[1].canastas, "0 canastor");
        assert_eq!(sv.twos, "tvåor");
    }

    #[test]
    fn one_canasta_is_singular_in_every_language() {
        for (lang, one) in [
            (Lang::En, "1 canasta"),
            (Lang::Fi, "1 canasta"),
            (Lang::Sv, "1 canasta"),
        ] {
            assert_eq!(tr!(lang, "picture-canastas", count = 1usize), one);
        }
        assert_eq!(
            tr!(Lang::Fi, "picture-canastas", count = 2usize),
            "2 canastaa"
        );
    }
}
