//! The public table as rows: the stock (a card back) and the pile's top card, then one stripe
//! per team, in the order the text lists them, with its red 3s and then its melds, each meld
//! a row of overlapping cards, a completed canasta underlined in the colour of its kind.
//! Built from [`PublicView`] alone, which holds no hand and no hidden card of the pile, so the
//! picture cannot show one.

use crate::geometry::{Placement, Point, CARD_H, CARD_W};
use crate::layout::{pixels, Band, Face, Layout, Mark, PlacedCard, MARK_H};
use canasta_engine::{Card, MeldKind, PublicView};

/// The widest a table picture grows, in pixels: longer rows of melds wrap.
pub const TABLE_MAX_WIDTH: f32 = 960.0;
/// Free space around everything, in pixels.
const MARGIN: f32 = 12.0;
/// How far each card of a meld lies right of the one before, in pixels.
const CASCADE: f32 = 18.0;
/// Space between melds (and between the stock and the pile), in pixels.
const GAP: f32 = 14.0;
/// Space inside a team's stripe around its cards, in pixels.
const BAND_PAD: f32 = 8.0;
/// Space between stripes, in pixels.
const BAND_GAP: f32 = 10.0;
/// Space between a meld and its canasta bar, in pixels.
const MARK_GAP: f32 = 3.0;
/// A line of melds: the cards and the room for a canasta bar under them.
const LINE_H: f32 = CARD_H + MARK_GAP + MARK_H;
/// Space between two lines of one team's melds, in pixels.
const LINE_GAP: f32 = 8.0;

/// The layout of a picture of `view`'s table.
pub fn table_layout(view: &PublicView) -> Layout {
    let mut rows = Rows::default();
    if view.stock > 0 {
        rows.place(Face::Down, Placement::upright(MARGIN, MARGIN));
    }
    if let Some(top) = view.pile.top {
        rows.place(
            Face::Up(top),
            Placement::upright(MARGIN + CARD_W + GAP, MARGIN),
        );
    }
    rows.right = MARGIN + 2.0 * CARD_W + GAP;
    let mut y = MARGIN + CARD_H + BAND_GAP;
    for (team, side) in view.teams.iter().enumerate() {
        let top = y;
        let mut line = Line::new(top + BAND_PAD);
        let threes = view.team_red_threes(team);
        if !threes.is_empty() {
            rows.group(&mut line, &threes, MeldKind::Open);
        }
        for meld in &side.melds {
            rows.group(&mut line, &meld.cards, meld.kind());
        }
        y = line.y + LINE_H + BAND_PAD;
        rows.bands.push(Band {
            top,
            height: y - top,
        });
        y += BAND_GAP;
    }
    Layout {
        width: pixels(rows.right + MARGIN),
        height: pixels(y - BAND_GAP + MARGIN),
        bands: rows.bands,
        marks: rows.marks,
        cards: rows.cards,
    }
}

/// Where the next group of a team's stripe goes.
struct Line {
    /// The top of the current line of melds.
    y: f32,
    /// The left of the next group.
    x: f32,
}

impl Line {
    fn new(y: f32) -> Line {
        Line { y, x: MARGIN }
    }
}

/// What the layout holds so far.
#[derive(Default)]
struct Rows {
    cards: Vec<PlacedCard>,
    marks: Vec<Mark>,
    bands: Vec<Band>,
    /// The right edge of the rightmost card.
    right: f32,
}

impl Rows {
    fn place(&mut self, face: Face, at: Placement) {
        self.cards.push(PlacedCard { face, at });
    }

    /// Lays `cards` out as one overlapping row on `line` (a new line when it would pass the
    /// widest picture), underlined when `kind` is a canasta.
    fn group(&mut self, line: &mut Line, cards: &[Card], kind: MeldKind) {
        let gaps = cards.len().saturating_sub(1);
        let room = TABLE_MAX_WIDTH - 2.0 * MARGIN - CARD_W;
        let step = if gaps == 0 {
            0.0
        } else {
            CASCADE.min(room / gaps as f32)
        };
        let width = CARD_W + step * gaps as f32;
        if line.x > MARGIN && line.x + width > TABLE_MAX_WIDTH - MARGIN {
            line.x = MARGIN;
            line.y += LINE_H + LINE_GAP;
        }
        for (i, &card) in cards.iter().enumerate() {
            let at = Placement::upright(line.x + step * i as f32, line.y);
            self.place(Face::Up(card), at);
        }
        if kind != MeldKind::Open {
            self.marks.push(Mark {
                at: Point::new(line.x, line.y + CARD_H + MARK_GAP),
                width,
                kind,
            });
        }
        self.right = self.right.max(line.x + width);
        line.x += width + GAP;
    }
}
