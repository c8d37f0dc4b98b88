//! A layout painted: the felt, the teams' stripes, the canastas' tags, every card in order,
//! then the words.

use crate::error::PictureError;
use crate::face::paint as fill;
use crate::face::{index_area, rounded_rect, InSight, Kit, PIP_AREA};
use crate::font::{Glyphs, Setting};
use crate::labels::CardFaceLabels;
use crate::layout::{CanastaKind, Face, Ink, Layout, Text, MARK_H};
use tiny_skia::{Color, ColorU8, FillRule, Pixmap, Rect, Stroke, Transform};

/// The table's felt.
const FELT: ColorU8 = ColorU8::from_rgba(0x1f, 0x6b, 0x45, 255);
/// A team's stripe.
const BAND: ColorU8 = ColorU8::from_rgba(0x2a, 0x80, 0x55, 255);
/// The edge of the stripe of the team whose turn it is, and a samba's tag.
const GOLD: ColorU8 = ColorU8::from_rgba(0xf2, 0xc1, 0x2e, 255);
/// Inset of a stripe from the picture's sides.
const BAND_INSET: f32 = 4.0;

/// The tag of a natural canasta (red, as its top card), a mixed one (black), a samba and a
/// canasta of 2s.
fn mark_colour(kind: CanastaKind) -> ColorU8 {
    match kind {
        CanastaKind::Natural => ColorU8::from_rgba(0xc8, 0x10, 0x2e, 255),
        CanastaKind::Mixed => ColorU8::from_rgba(0x1a, 0x1a, 0x1a, 255),
        CanastaKind::Samba => GOLD,
        CanastaKind::Twos => ColorU8::from_rgba(0x6a, 0x1b, 0x9a, 255),
    }
}

/// The colour of words in `ink`.
fn ink_colour(ink: Ink) -> ColorU8 {
    match ink {
        Ink::Light => ColorU8::from_rgba(0xf6, 0xf3, 0xe6, 255),
        Ink::Dark => ColorU8::from_rgba(0x1a, 0x1a, 0x1a, 255),
    }
}

/// Pixels a layout unit: pictures are drawn at twice their layout's size, so the letters stay
/// sharp where a phone or a high-density screen scales them (issue 31).
pub const PICTURE_SCALE: f32 = 2.0;

/// `layout` painted at [`PICTURE_SCALE`], the card faces' letters from `labels`.
pub fn paint(layout: &Layout, labels: &CardFaceLabels) -> Result<Pixmap, PictureError> {
    let scaled = |units: u32| (units as f32 * PICTURE_SCALE).round() as u32;
    let (width, height) = (scaled(layout.width), scaled(layout.height));
    let mut pixmap = Pixmap::new(width, height).ok_or(PictureError::Size(width, height))?;
    let zoom = Transform::from_scale(PICTURE_SCALE, PICTURE_SCALE);
    pixmap.fill(Color::from_rgba8(
        FELT.red(),
        FELT.green(),
        FELT.blue(),
        255,
    ));
    let band_width = layout.width as f32 - 2.0 * BAND_INSET;
    for band in &layout.bands {
        if let Some(rect) = Rect::from_xywh(BAND_INSET, band.top, band_width, band.height) {
            pixmap.fill_rect(rect, &fill(BAND), zoom, None);
        }
        if band.to_move {
            let edge = rounded_rect(BAND_INSET, band.top, band_width, band.height, 3.0)?;
            let line = Stroke {
                width: 2.0,
                ..Stroke::default()
            };
            pixmap.stroke_path(&edge, &fill(GOLD), &line, zoom, None);
        }
    }
    for mark in &layout.marks {
        let tag = rounded_rect(mark.at.x, mark.at.y, mark.width, MARK_H, 4.0)?;
        let paint = fill(mark_colour(mark.kind));
        pixmap.fill_path(&tag, &paint, FillRule::Winding, zoom, None);
    }
    let mut kit = Kit::new()?;
    for (i, card) in layout.cards.iter().enumerate() {
        let shows = match card.face {
            Face::Up(face) => {
                let index = index_area(face, labels);
                InSight {
                    index: !layout.covered(i, index),
                    turned_index: !layout.covered(i, index.turned()),
                    pip: !layout.covered(i, PIP_AREA),
                }
            }
            Face::Down => InSight {
                index: false,
                turned_index: false,
                pip: false,
            },
        };
        kit.draw(&mut pixmap, card, labels, shows, PICTURE_SCALE);
    }
    if !layout.texts.is_empty() {
        let mut glyphs = Glyphs::new()?;
        for text in &layout.texts {
            write(&mut pixmap, &mut glyphs, text, zoom);
        }
    }
    Ok(pixmap)
}

/// Fills `text`'s letters, squeezed to its width.
fn write(pixmap: &mut Pixmap, glyphs: &mut Glyphs, text: &Text, zoom: Transform) {
    let width = glyphs.width(&text.text, text.size).min(text.width);
    let centre_x = if text.centred {
        text.x
    } else {
        text.x + width / 2.0
    };
    let setting = Setting {
        size: text.size,
        centre_x,
        top: text.top,
        max_width: text.width,
    };
    glyphs.draw(
        pixmap,
        &text.text,
        setting,
        &fill(ink_colour(text.ink)),
        zoom,
    );
}
