//! Pictures of Canasta cards, drawn by the bot itself: a hand as a fan and the public table as
//! a narrow portrait of melds and canasta stacks, as PNG. Plain card faces (rank and suit in the corners, a big pip in the
//! middle, red and black, jokers in purple) painted with tiny-skia, the letters from a font
//! compiled in; no downloaded art, no I/O, no async, no Discord.
//!
//! A picture is first a [`Layout`] (every card with where it lies), then painted and encoded;
//! tests read what a picture shows from its layout. The letters on the faces and the words on
//! the table are data ([`CardFaceLabels`], [`TableLabels`]), so this crate has no words to
//! translate: everything a player reads is the wording crate's, and the bot keeps the text
//! beside each picture.
//!
//! ```
//! use canasta_engine::{Card, Rank, Suit};
//! use canasta_pictures::{hand_picture, CardFaceLabels};
//!
//! let hand = [Card::new(Rank::Ten, Suit::Hearts), Card::JOKER];
//! let picture = hand_picture(&hand, &CardFaceLabels::english()).expect("a picture");
//! assert_eq!(picture.layout.shown_cards(), hand);
//! assert!(picture.png.starts_with(b"\x89PNG"));
//! ```

mod encode;
mod error;
mod face;
mod font;
pub mod geometry;
mod hand_layout;
mod labels;
pub mod layout;
mod paint;
mod pips;
mod squared;
mod table_labels;
mod table_layout;

pub use encode::{encode_png, encode_png_with};
pub use error::PictureError;
pub use face::{index_area, index_letter_height, PIP_AREA};
pub use hand_layout::{hand_layout, HAND_SPACING, ROW_MAX};
pub use labels::CardFaceLabels;
pub use layout::{CanastaKind, Face, Ink, Layout, PlacedCard, Stack, Text};
pub use paint::{paint, PICTURE_SCALE};
pub use squared::{canasta_kind, squared};
pub use table_labels::{CanastaWords, SideLabels, TableLabels};
pub use table_layout::{table_layout, TABLE_WIDTH};

use canasta_engine::{Card, PublicView};

/// A picture: the PNG, and the layout it was painted from.
#[derive(Debug, Clone)]
pub struct Picture {
    /// The PNG bytes.
    pub png: Vec<u8>,
    /// What it shows.
    pub layout: Layout,
}

/// `layout` painted and encoded.
pub fn render(layout: Layout, labels: &CardFaceLabels) -> Result<Picture, PictureError> {
    let png = encode_png(&paint(&layout, labels)?)?;
    Ok(Picture { png, layout })
}

/// A picture of `hand` as a fan, in the order given ([`PictureError::Empty`] for no card).
pub fn hand_picture(hand: &[Card], labels: &CardFaceLabels) -> Result<Picture, PictureError> {
    if hand.is_empty() {
        return Err(PictureError::Empty);
    }
    render(hand_layout(hand), labels)
}

/// A picture of the public table: whose turn it is, the stock and the pile's top card with
/// their sizes, and every team's names, score, canastas counted, red 3s and melds, a finished
/// canasta as a closed stack tagged with its kind; the words are `labels`'. Built from the
/// public view alone, it cannot show a hidden card.
pub fn table_picture(view: &PublicView, labels: &TableLabels) -> Result<Picture, PictureError> {
    render(table_layout(view, labels), &labels.faces)
}
