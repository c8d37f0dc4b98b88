//! A layout painted: the felt, the teams' stripes, the canastas' bars, then every card in
//! order.

use crate::error::PictureError;
use crate::face::paint as fill;
use crate::face::{index_area, InSight, Kit, PIP_AREA};
use crate::labels::CardFaceLabels;
use crate::layout::{Face, Layout, MARK_H};
use canasta_engine::MeldKind;
use tiny_skia::{Color, ColorU8, Pixmap, Rect, Transform};

/// The table's felt.
const FELT: ColorU8 = ColorU8::from_rgba(0x1f, 0x6b, 0x45, 255);
/// A team's stripe.
const BAND: ColorU8 = ColorU8::from_rgba(0x2a, 0x80, 0x55, 255);
/// Inset of a stripe from the picture's sides.
const BAND_INSET: f32 = 4.0;

/// The bar of a natural canasta, a mixed one and a samba.
fn mark_colour(kind: MeldKind) -> ColorU8 {
    match kind {
        MeldKind::NaturalCanasta => ColorU8::from_rgba(0xd6, 0x28, 0x3c, 255),
        MeldKind::MixedCanasta => ColorU8::from_rgba(0x12, 0x12, 0x12, 255),
        MeldKind::Samba => ColorU8::from_rgba(0xf2, 0xc1, 0x2e, 255),
        MeldKind::Open => FELT,
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
    }
    for mark in &layout.marks {
        if let Some(rect) = Rect::from_xywh(mark.at.x, mark.at.y, mark.width, MARK_H) {
            let paint = fill(mark_colour(mark.kind));
            pixmap.fill_rect(rect, &paint, zoom, None);
        }
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
    Ok(pixmap)
}
