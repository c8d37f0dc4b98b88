//! The pictures attached to `/hand` and `/table` (issue 16): the hand as a fan and the public
//! table as rows of melds, drawn by `canasta-pictures` with the reader's rank letters and, on
//! the table, the reader's words (issue 31). Drawing
//! is CPU work: callers run it inside their blocking section, and only where the server has
//! pictures on. The text of the answer stays as it is, for screen readers and search.

use canasta_engine::{Card, Game, PublicView, Rank};
use canasta_pictures::{
    hand_picture, table_picture, CanastaWords, CardFaceLabels, Picture, PictureError, SideLabels,
    TableLabels,
};
use canasta_storage::Store;
use canasta_wording::lang::Lang;
use canasta_wording::render::names::Names;
use canasta_wording::render::picture_alt::{hand_alt, table_alt};
use canasta_wording::render::picture_words::table_picture_words;
use canasta_wording::render::words::rank_word;
use canasta_wording::render::words::CardNaming;

/// The file name of the hand's picture (shown in the hand's embed).
pub const HAND_FILE: &str = "hand.png";
/// The file name of the table's picture (shown in the table's embed).
pub const TABLE_FILE: &str = "table.png";

/// A picture to attach to an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attached {
    /// The PNG bytes.
    pub png: Vec<u8>,
    /// Its file name, which the embed names to show it.
    pub file: &'static str,
    /// What a screen reader says of it, in the reader's language.
    pub alt: String,
}

/// The letters on the card faces in `lang`: the language's rank letters (Finnish `R` for a
/// queen), the joker's label in capitals, a letter a line down the corner.
pub fn face_labels(lang: Lang) -> CardFaceLabels {
    CardFaceLabels::new(
        Rank::SUITED.map(|rank| rank_word(lang, rank)),
        rank_word(lang, Rank::Joker).to_uppercase(),
    )
}

/// The picture of `seat`'s hand in `game`, in the order the text lists it (by suit where
/// melds are sequences); `None` for an empty hand, or when it cannot be drawn (logged).
pub fn hand(game: &Game, seat: usize, lang: Lang) -> Option<Attached> {
    let view = game.seat_view(seat);
    let mut cards: Vec<Card> = view.hand;
    if view.table.melding.sequences {
        cards.sort_by_key(|c| (c.suit, c.rank));
    }
    let alt = hand_alt(lang, &cards, CardNaming::of(&view.table.melding));
    attached(hand_picture(&cards, &face_labels(lang)), HAND_FILE, alt)
}

/// The words on the picture of `view`'s table in `lang`, the players named by `names`.
pub fn table_labels(view: &PublicView, names: &Names, lang: Lang) -> TableLabels {
    let words = table_picture_words(lang, view, names);
    TableLabels {
        faces: face_labels(lang),
        turn: words.turn,
        stock: words.stock,
        pile: words.pile,
        sides: words
            .sides
            .into_iter()
            .map(|side| SideLabels {
                names: side.names,
                score: side.score,
                canastas: side.canastas,
            })
            .collect(),
        kinds: CanastaWords {
            natural: words.natural,
            mixed: words.mixed,
            samba: words.samba,
            twos: words.twos,
        },
    }
}

/// The picture of `game`'s public table, the players named by `names`; `None` when it cannot
/// be drawn (logged).
pub fn table(game: &Game, names: &Names, lang: Lang) -> Option<Attached> {
    let view = game.public_view();
    attached(
        table_picture(&view, &table_labels(&view, names, lang)),
        TABLE_FILE,
        table_alt(lang),
    )
}

/// The picture of `seat`'s hand in `game` where the server `guild` has pictures on.
pub fn hand_if_on(
    store: &Store,
    guild: u64,
    game: &Game,
    seat: usize,
    lang: Lang,
) -> Option<Attached> {
    pictures_on(store, guild)
        .then(|| hand(game, seat, lang))
        .flatten()
}

/// True when the server `guild` has pictures on (the default); false, logged, when its
/// settings cannot be read: the answer goes out as text.
pub fn pictures_on(store: &Store, guild: u64) -> bool {
    match store.settings(guild) {
        Ok(settings) => settings.pictures_on(),
        Err(e) => {
            tracing::warn!(guild, error = %e, "cannot read a server's settings: no picture");
            false
        }
    }
}

fn attached(
    drawn: Result<Picture, PictureError>,
    file: &'static str,
    alt: String,
) -> Option<Attached> {
    match drawn {
        Ok(picture) => Some(Attached {
            png: picture.png,
            file,
            alt,
        }),
        Err(PictureError::Empty) => None,
        Err(e) => {
            tracing::error!(error = %e, file, "a picture of the cards could not be drawn");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::Rules;

    #[test]
    fn the_faces_carry_the_language_letters() {
        let en = face_labels(Lang::En);
        assert_eq!(en.rank(Rank::Queen), "Q");
        assert_eq!(en.rank(Rank::Ten), "10");
        assert_eq!(en.rank(Rank::Joker), "JOKER");
        let fi = face_labels(Lang::Fi);
        assert_eq!(fi.rank(Rank::Queen), "R");
        assert_eq!(fi.rank(Rank::Joker), "JOKERI");
    }

    #[test]
    fn a_dealt_hand_and_table_are_drawn_as_png() {
        let (game, _) = Game::new(Rules::classic(), 7).expect("classic");
        let hand = hand(&game, 0, Lang::En).expect("a hand picture");
        assert_eq!(hand.file, HAND_FILE);
        assert!(hand.png.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert!(
            hand.alt.starts_with("Picture of your hand: "),
            "{}",
            hand.alt
        );
        let names = Names::new(
            Lang::En,
            &Rules::classic(),
            &["Alice", "Bob", "Carol", "Dave"],
        );
        let table = table(&game, &names, Lang::En).expect("a table picture");
        assert_eq!(table.file, TABLE_FILE);
        assert!(
            table.alt.starts_with("Picture of the table"),
            "{}",
            table.alt
        );
        let finnish = super::hand(&game, 0, Lang::Fi).expect("a hand picture");
        assert!(
            finnish.alt.starts_with("Kuva kädestäsi: "),
            "{}",
            finnish.alt
        );
        assert!(table.png.starts_with(b"\x89PNG\r\n\x1a\n"));
    }

    /// Issue 31: the table's words are the reader's.
    #[test]
    fn the_table_picture_carries_the_readers_words() {
        let (game, _) = Game::new(Rules::classic(), 7).expect("classic");
        let view = game.public_view();
        let names = Names::new(Lang::Fi, &Rules::classic(), &["Aino", "Bo", "Cilla", "Dan"]);
        let labels = table_labels(&view, &names, Lang::Fi);
        assert_eq!(labels.faces.rank(Rank::Queen), "R");
        assert_eq!(labels.sides[0].names, "Aino & Cilla");
        assert_eq!(labels.kinds.natural, "puhdas");
        assert!(labels.stock.starts_with("Umpipakka"), "{}", labels.stock);
    }
}
