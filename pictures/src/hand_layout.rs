//! A hand as a fan: the cards in the order given, each turned a little more than the one
//! before about a point below them, overlapping so that each card's corner shows. A long
//! hand is split into fans of at most [`ROW_MAX`] cards, one below the other.

use crate::geometry::{Placement, Point, CARD_H};
use crate::layout::{Face, Layout, PlacedCard};
use canasta_engine::Card;

/// Distance between neighbouring cards along the fan, in pixels: room for a corner's index.
pub const HAND_SPACING: f32 = 24.0;
/// The most cards in one fan: a fan of 10 is about 330 units wide, so where a phone shows the
/// picture 360 px wide its rank letters (about 11.7 units) stay 12 px high or more; a longer
/// hand wraps into rows rather than shrinking (issue 31; `tests/layout.rs` measures it).
pub const ROW_MAX: usize = 10;
/// The turn between neighbouring cards of a short fan, in degrees.
const STEP_DEG: f32 = 3.0;
/// The widest a fan opens, in degrees.
const SPREAD_DEG: f32 = 36.0;
/// How far each fan lies below the one above, in pixels (the corners above stay clear).
const ROW_DROP: f32 = CARD_H * 0.55;
/// Free space around the cards, in pixels.
const MARGIN: f32 = 8.0;

/// The layout of a picture of `hand`, in the order given.
pub fn hand_layout(hand: &[Card]) -> Layout {
    let rows = hand.len().div_ceil(ROW_MAX).max(1);
    let per_row = hand.len().div_ceil(rows).max(1);
    let mut cards = Vec::with_capacity(hand.len());
    for (row, chunk) in hand.chunks(per_row).enumerate() {
        fan(chunk, row as f32 * ROW_DROP, &mut cards);
    }
    Layout::framed(cards, Vec::new(), MARGIN)
}

/// Lays `hand` out as one fan whose middle card's top is at `top`.
fn fan(hand: &[Card], top: f32, out: &mut Vec<PlacedCard>) {
    let gaps = hand.len().saturating_sub(1);
    if gaps == 0 {
        out.extend(hand.iter().map(|&card| PlacedCard {
            face: Face::Up(card),
            at: Placement::upright(0.0, top),
        }));
        return;
    }
    let spread = (STEP_DEG * gaps as f32).min(SPREAD_DEG);
    let step = spread / gaps as f32;
    let radius = HAND_SPACING / step.to_radians();
    for (i, &card) in hand.iter().enumerate() {
        let angle = -spread / 2.0 + step * i as f32;
        let (sin, cos) = angle.to_radians().sin_cos();
        out.push(PlacedCard {
            face: Face::Up(card),
            at: Placement {
                centre: Point::new(radius * sin, top + CARD_H / 2.0 + radius * (1.0 - cos)),
                angle,
            },
        });
    }
}
