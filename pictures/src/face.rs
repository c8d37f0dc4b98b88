//! One card drawn where it lies: a white rounded card with a thin border,
//! the rank and suit in the top-left corner and again, turned round, in the bottom-right, and
//! a big suit pip in the middle; red for hearts and diamonds, black for clubs and spades; a
//! joker in purple with its label down the corner and a star; a back in blue.

use crate::error::PictureError;
use crate::font::{Glyphs, Setting};
use crate::geometry::{Area, CARD_H, CARD_W};
use crate::labels::CardFaceLabels;
use crate::layout::{Face, PlacedCard};
use crate::pips::Pips;
use canasta_engine::{Card, Suit};
use tiny_skia::{ColorU8, FillRule, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform};

/// Corner radius of a card, in pixels.
const RADIUS: f32 = 6.0;
/// Horizontal centre of a corner's index, from the card's left edge.
const INDEX_X: f32 = 10.0;
/// Top of a corner's rank label.
const INDEX_TOP: f32 = 5.0;
/// Size of a rank label's letters.
const RANK_SIZE: f32 = 16.0;
/// The widest a rank label is drawn (a longer one is squeezed).
const RANK_WIDTH: f32 = 16.0;
/// Size of the suit pip under the rank.
const SMALL_PIP: f32 = 10.0;
/// Size of the suit pip in the middle.
const BIG_PIP: f32 = 28.0;
/// Size of the letters of the joker's label, a letter a line.
const JOKER_SIZE: f32 = 10.5;
/// Line step of the joker's label.
const JOKER_STEP: f32 = 9.5;

/// Red suits.
const RED: ColorU8 = rgb(0xc8, 0x10, 0x2e);
/// Black suits.
const BLACK: ColorU8 = rgb(0x1a, 0x1a, 0x1a);
/// Jokers.
const PURPLE: ColorU8 = rgb(0x6a, 0x1b, 0x9a);
/// A card's face.
const WHITE: ColorU8 = rgb(0xfd, 0xfd, 0xfa);
/// A card's border.
const BORDER: ColorU8 = rgb(0x80, 0x80, 0x80);
/// A card's back.
const BACK: ColorU8 = rgb(0x2b, 0x4c, 0x9b);
/// The back's inner frame and diamond.
const BACK_LINE: ColorU8 = rgb(0xdd, 0xe6, 0xf7);

const fn rgb(r: u8, g: u8, b: u8) -> ColorU8 {
    ColorU8::from_rgba(r, g, b, 255)
}

/// Height of a corner's rank letter (a capital), in layout units: what must stay legible when
/// a phone shows the picture scaled down.
pub fn index_letter_height() -> Result<f32, PictureError> {
    Ok(Glyphs::new()?.cap_height(RANK_SIZE))
}

/// Where the top-left index of `card` lies on its face (its label from `labels`): what
/// must stay in sight where cards overlap. The bottom-right one is its [`Area::turned`].
pub fn index_area(card: Card, labels: &CardFaceLabels) -> Area {
    let bottom = if card.suit.is_some() {
        INDEX_TOP + RANK_SIZE + 3.0 + SMALL_PIP
    } else {
        let lines = labels.rank(card.rank).chars().count().max(1);
        INDEX_TOP + JOKER_STEP * (lines - 1) as f32 + JOKER_SIZE
    };
    Area {
        left: INDEX_X - RANK_WIDTH / 2.0 - 1.0,
        top: INDEX_TOP - 1.0,
        right: INDEX_X + RANK_WIDTH / 2.0 + 1.0,
        bottom: bottom + 1.0,
    }
}

/// Where the big pip lies on a face.
pub const PIP_AREA: Area = Area {
    left: (CARD_W - BIG_PIP) / 2.0,
    top: (CARD_H - BIG_PIP) / 2.0,
    right: (CARD_W + BIG_PIP) / 2.0,
    bottom: (CARD_H + BIG_PIP) / 2.0,
};

/// Which parts of a face are in sight; a part that a later card covers whole is not drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InSight {
    /// The top-left index.
    pub index: bool,
    /// The bottom-right index.
    pub turned_index: bool,
    /// The big pip in the middle.
    pub pip: bool,
}

/// Everything a card is drawn with, made once per picture.
pub struct Kit {
    glyphs: Glyphs,
    pips: Pips,
    /// The card's rounded outline in its own coordinates.
    outline: Path,
    /// The face inside the border, one pixel in.
    inside: Path,
    /// The frame on a card's back.
    back_frame: Path,
}

/// Anti-aliased paint of `colour`.
pub(crate) fn paint(colour: ColorU8) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(colour.red(), colour.green(), colour.blue(), colour.alpha());
    paint.anti_alias = true;
    paint
}

impl Kit {
    /// The font, the pips and the card's outline.
    pub fn new() -> Result<Kit, PictureError> {
        Ok(Kit {
            glyphs: Glyphs::new()?,
            pips: Pips::new()?,
            outline: rounded_rect(0.0, 0.0, CARD_W, CARD_H, RADIUS)?,
            inside: rounded_rect(1.0, 1.0, CARD_W - 2.0, CARD_H - 2.0, RADIUS - 1.0)?,
            back_frame: rounded_rect(5.0, 5.0, CARD_W - 10.0, CARD_H - 10.0, RADIUS - 2.0)?,
        })
    }

    /// Draws `card` on `pixmap` at `scale` pixels a layout unit, its letters from `labels`,
    /// the parts of its face in sight.
    pub fn draw(
        &mut self,
        pixmap: &mut Pixmap,
        card: &PlacedCard,
        labels: &CardFaceLabels,
        shows: InSight,
        scale: f32,
    ) {
        let at = Transform::from_scale(scale, scale).pre_concat(card.at.transform());
        match card.face {
            Face::Down => self.back(pixmap, at),
            Face::Up(face) => self.front(pixmap, face, at, labels, shows),
        }
    }

    fn back(&self, pixmap: &mut Pixmap, at: Transform) {
        pixmap.fill_path(&self.outline, &paint(BACK), FillRule::Winding, at, None);
        let line = Stroke {
            width: 1.5,
            ..Stroke::default()
        };
        pixmap.stroke_path(&self.back_frame, &paint(BACK_LINE), &line, at, None);
        let diamond = pip_at(at, CARD_W / 2.0, CARD_H / 2.0, 26.0);
        pixmap.fill_path(
            self.pips.of(Suit::Diamonds),
            &paint(BACK_LINE),
            FillRule::Winding,
            diamond,
            None,
        );
    }

    fn front(
        &mut self,
        pixmap: &mut Pixmap,
        card: Card,
        at: Transform,
        labels: &CardFaceLabels,
        shows: InSight,
    ) {
        pixmap.fill_path(&self.outline, &paint(BORDER), FillRule::Winding, at, None);
        pixmap.fill_path(&self.inside, &paint(WHITE), FillRule::Winding, at, None);
        let colour: ColorU8 = match card.suit {
            None => PURPLE,
            Some(suit) if suit.is_red() => RED,
            Some(_) => BLACK,
        };
        let ink = paint(colour);
        let turned = at.pre_translate(CARD_W, CARD_H).pre_rotate(180.0);
        let label = labels.rank(card.rank);
        if shows.index {
            self.index(pixmap, card, label, &ink, at);
        }
        if shows.turned_index {
            self.index(pixmap, card, label, &ink, turned);
        }
        if !shows.pip {
            return;
        }
        let centre = pip_at(at, CARD_W / 2.0, CARD_H / 2.0, BIG_PIP);
        let shape = match card.suit {
            Some(suit) => self.pips.of(suit),
            None => &self.pips.star,
        };
        pixmap.fill_path(shape, &ink, FillRule::Winding, centre, None);
    }

    /// The corner index: the rank and the suit under it, or the joker's label a letter a line.
    fn index(
        &mut self,
        pixmap: &mut Pixmap,
        card: Card,
        label: &str,
        ink: &Paint<'_>,
        corner: Transform,
    ) {
        let Some(suit) = card.suit else {
            let mut buf = [0u8; 4];
            for (line, c) in label.chars().enumerate() {
                let setting = Setting {
                    size: JOKER_SIZE,
                    centre_x: INDEX_X,
                    top: INDEX_TOP + JOKER_STEP * line as f32,
                    max_width: RANK_WIDTH,
                };
                self.glyphs
                    .draw(pixmap, c.encode_utf8(&mut buf), setting, ink, corner);
            }
            return;
        };
        let setting = Setting {
            size: RANK_SIZE,
            centre_x: INDEX_X,
            top: INDEX_TOP,
            max_width: RANK_WIDTH,
        };
        self.glyphs.draw(pixmap, label, setting, ink, corner);
        let pip_top = INDEX_TOP + self.glyphs.cap_height(RANK_SIZE) + 3.0;
        let small = pip_at(corner, INDEX_X, pip_top + SMALL_PIP / 2.0, SMALL_PIP);
        pixmap.fill_path(self.pips.of(suit), ink, FillRule::Winding, small, None);
    }
}

/// Maps a pip's unit square onto a `size`-pixel square centred on `(x, y)` of the card.
fn pip_at(card: Transform, x: f32, y: f32, size: f32) -> Transform {
    card.pre_translate(x - size / 2.0, y - size / 2.0)
        .pre_scale(size, size)
}

/// A rectangle with rounded corners of `radius`.
pub(crate) fn rounded_rect(
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    radius: f32,
) -> Result<Path, PictureError> {
    Rect::from_xywh(x, y, w, h).ok_or(PictureError::Shape)?;
    // The control points of a quarter circle drawn with one cubic.
    let k = radius * (1.0 - 0.552_284_8);
    let (r, b) = (x + w, y + h);
    let mut pb = PathBuilder::new();
    pb.move_to(x + radius, y);
    pb.line_to(r - radius, y);
    pb.cubic_to(r - k, y, r, y + k, r, y + radius);
    pb.line_to(r, b - radius);
    pb.cubic_to(r, b - k, r - k, b, r - radius, b);
    pb.line_to(x + radius, b);
    pb.cubic_to(x + k, b, x, b - k, x, b - radius);
    pb.line_to(x, y + radius);
    pb.cubic_to(x, y + k, x + k, y, x + radius, y);
    pb.close();
    pb.finish().ok_or(PictureError::Shape)
}
