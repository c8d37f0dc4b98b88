//! A picture as data: its size and every card in it with where it lies, in drawing order (a
//! later card covers an earlier one). Layouts are computed first ([`crate::hand_layout`],
//! [`crate::table_layout`]) and then painted, so tests read what a picture shows from here.

use crate::geometry::{Area, Placement, Point, CARD_H, CARD_W};
use canasta_engine::Card;
use std::ops::Range;

/// What side of a card is up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// Its face: this card.
    Up(Card),
    /// Its back (the stock).
    Down,
}

/// One card of a picture.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlacedCard {
    /// What shows.
    pub face: Face,
    /// Where it lies.
    pub at: Placement,
}

/// A lighter stripe behind one team's cards, so the teams' rows stand apart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Band {
    /// Its top, in pixels.
    pub top: f32,
    /// Its height, in pixels.
    pub height: f32,
    /// The team whose turn it is: its stripe is edged.
    pub to_move: bool,
}

/// What a finished canasta is, as the players name it (and as its tag shows it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CanastaKind {
    /// No wild card: squared up with a red card on top, as players do.
    Natural,
    /// One to three wild cards: squared up with a black card on top.
    Mixed,
    /// A sequence of seven (Samba).
    Samba,
    /// A canasta of 2s (Samba).
    Twos,
}

/// The tag under a finished canasta: a rounded label in the colour of its kind, its word in a
/// [`Text`] on it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Mark {
    /// Its top-left corner.
    pub at: Point,
    /// Its width, in pixels.
    pub width: f32,
    /// The canasta's kind.
    pub kind: CanastaKind,
}

/// Height of a [`Mark`], in pixels.
pub const MARK_H: f32 = 15.0;

/// A finished canasta drawn as a closed stack: its cards squared up, the one on top last.
#[derive(Debug, Clone, PartialEq)]
pub struct Stack {
    /// The stack's cards among [`Layout::cards`]; the last is the one on top.
    pub cards: Range<usize>,
    /// What kind of canasta it is.
    pub kind: CanastaKind,
}

/// How a [`Text`] is coloured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// Light letters, on the felt or a dark tag.
    Light,
    /// Dark letters, on a light tag.
    Dark,
}

/// A line of words: names, scores, counts and tags. The words are the caller's (the wording
/// layer's); a line wider than `width` is squeezed to fit.
#[derive(Debug, Clone, PartialEq)]
pub struct Text {
    /// What it says.
    pub text: String,
    /// Its left edge (or its centre when `centred`), in pixels.
    pub x: f32,
    /// The top of its capital letters, in pixels.
    pub top: f32,
    /// The font size, in pixels.
    pub size: f32,
    /// The widest it is drawn.
    pub width: f32,
    /// Centred on `x` rather than starting there.
    pub centred: bool,
    /// Its colour.
    pub ink: Ink,
}

/// A whole picture, before it is painted.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Layout {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The teams' stripes, painted first.
    pub bands: Vec<Band>,
    /// The canastas' tags.
    pub marks: Vec<Mark>,
    /// The cards, in drawing order.
    pub cards: Vec<PlacedCard>,
    /// The finished canastas drawn as closed stacks.
    pub stacks: Vec<Stack>,
    /// The words, painted last.
    pub texts: Vec<Text>,
}

impl Layout {
    /// The face-up cards, in drawing order.
    pub fn shown_cards(&self) -> Vec<Card> {
        self.cards
            .iter()
            .filter_map(|c| match c.face {
                Face::Up(card) => Some(card),
                Face::Down => None,
            })
            .collect()
    }

    /// True when `area` of the `i`-th card is hidden: a single card drawn after it covers it
    /// whole.
    pub fn covered(&self, i: usize, area: Area) -> bool {
        let Some(card) = self.cards.get(i) else {
            return false;
        };
        let corners = area.corners().map(|(x, y)| card.at.on_picture(x, y));
        self.cards
            .iter()
            .skip(i + 1)
            .any(|later| corners.iter().all(|&p| later.at.covers(p)))
    }

    /// True when the `i`-th card lies under the top card of a closed stack: squared up, only
    /// its edge shows.
    pub fn under_a_stack(&self, i: usize) -> bool {
        self.stacks
            .iter()
            .any(|s| s.cards.contains(&i) && i + 1 < s.cards.end)
    }

    /// True when every card lies wholly inside the picture.
    pub fn cards_inside(&self) -> bool {
        let (w, h) = (self.width as f32, self.height as f32);
        self.cards.iter().all(|c| {
            c.at.corners()
                .iter()
                .all(|p| p.x >= 0.0 && p.y >= 0.0 && p.x <= w && p.y <= h)
        })
    }

    /// A layout of `cards` (and `marks`) moved so that the cards' outer bounds sit `margin`
    /// pixels inside the picture, which is made just big enough.
    pub fn framed(cards: Vec<PlacedCard>, marks: Vec<Mark>, margin: f32) -> Layout {
        let corners = cards.iter().flat_map(|c| c.at.corners());
        let (mut min, mut max) = (
            Point::new(f32::MAX, f32::MAX),
            Point::new(f32::MIN, f32::MIN),
        );
        for p in corners {
            min = Point::new(min.x.min(p.x), min.y.min(p.y));
            max = Point::new(max.x.max(p.x), max.y.max(p.y));
        }
        if cards.is_empty() {
            (min, max) = (Point::new(0.0, 0.0), Point::new(CARD_W, CARD_H));
        }
        let (dx, dy) = (margin - min.x, margin - min.y);
        Layout {
            width: pixels(max.x - min.x + 2.0 * margin),
            height: pixels(max.y - min.y + 2.0 * margin),
            bands: Vec::new(),
            marks: marks
                .into_iter()
                .map(|m| Mark {
                    at: Point::new(m.at.x + dx, m.at.y + dy),
                    ..m
                })
                .collect(),
            cards: cards
                .into_iter()
                .map(|c| PlacedCard {
                    at: c.at.moved(dx, dy),
                    ..c
                })
                .collect(),
            stacks: Vec::new(),
            texts: Vec::new(),
        }
    }
}

/// `length` rounded up to whole pixels (at least 1).
pub(crate) fn pixels(length: f32) -> u32 {
    // A picture is a few thousand pixels at most, far inside u32 and f32's exact integers.
    length.ceil().clamp(1.0, 16_384.0) as u32
}
