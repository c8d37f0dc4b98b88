//! The words on a table picture, given as data like the card faces' letters: whose turn it is,
//! the stock and the pile, each side's names, score and canastas, and the names of the kinds of
//! canasta. The bot builds them in the reader's language (the wording layer), so this crate
//! holds no words of its own; [`TableLabels::plain`] is a fallback for tests and benches.

use crate::labels::CardFaceLabels;
use crate::layout::CanastaKind;
use canasta_engine::PublicView;

/// The words of one side of the table.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SideLabels {
    /// Its players: "Alice & Carol".
    pub names: String,
    /// Its score: "1250 points".
    pub score: String,
    /// Its canastas counted: "2 canastas".
    pub canastas: String,
}

/// The names of the kinds of canasta, written on their tags.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CanastaWords {
    /// A natural canasta.
    pub natural: String,
    /// A mixed canasta.
    pub mixed: String,
    /// A samba.
    pub samba: String,
    /// A canasta of 2s.
    pub twos: String,
}

impl CanastaWords {
    /// The word of `kind`.
    pub fn of(&self, kind: CanastaKind) -> &str {
        match kind {
            CanastaKind::Natural => &self.natural,
            CanastaKind::Mixed => &self.mixed,
            CanastaKind::Samba => &self.samba,
            CanastaKind::Twos => &self.twos,
        }
    }
}

/// Everything a table picture writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableLabels {
    /// The letters on the card faces.
    pub faces: CardFaceLabels,
    /// Whose turn it is: "Alice's turn" (or that the deal is over).
    pub turn: String,
    /// The stock's size: "Stock: 45".
    pub stock: String,
    /// The pile's size and state: "Pile: 12, frozen".
    pub pile: String,
    /// Each side's words, in the order of [`PublicView::teams`].
    pub sides: Vec<SideLabels>,
    /// The kinds of canasta.
    pub kinds: CanastaWords,
}

impl TableLabels {
    /// Plain English words read from `view`, the sides called "Team 1", "Team 2"…: for tests,
    /// benches and examples; the bot passes the reader's words.
    pub fn plain(view: &PublicView) -> TableLabels {
        TableLabels {
            faces: CardFaceLabels::english(),
            turn: format!("Seat {}'s turn", view.turn + 1),
            stock: format!("Stock: {}", view.stock),
            pile: if view.pile.frozen {
                format!("Pile: {}, frozen", view.pile.size)
            } else {
                format!("Pile: {}", view.pile.size)
            },
            sides: view
                .teams
                .iter()
                .enumerate()
                .map(|(i, team)| SideLabels {
                    names: format!("Team {}", i + 1),
                    score: format!("{} points", team.score),
                    canastas: format!("Canastas: {}", team.canastas),
                })
                .collect(),
            kinds: CanastaWords {
                natural: "natural".into(),
                mixed: "mixed".into(),
                samba: "samba".into(),
                twos: "2s".into(),
            },
        }
    }

    /// The words of side `team` (blank for a side with none given).
    pub fn side(&self, team: usize) -> SideLabels {
        self.sides.get(team).cloned().unwrap_or_default()
    }
}
