//! The size of a card and where one lies: its centre and how far it is turned. Layouts are
//! made of these, and the painter and the tests read them the same way.

use tiny_skia::Transform;

/// A card's width in pixels.
pub const CARD_W: f32 = 64.0;
/// A card's height in pixels.
pub const CARD_H: f32 = 90.0;

/// A point in pixels, `y` downwards.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// From the left.
    pub x: f32,
    /// From the top.
    pub y: f32,
}

impl Point {
    /// The point `(x, y)`.
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }
}

/// Where a card lies: its centre, and its turn in degrees (clockwise, 0 = upright).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placement {
    /// The card's centre.
    pub centre: Point,
    /// Degrees clockwise.
    pub angle: f32,
}

impl Placement {
    /// An upright card with its top-left corner at `(x, y)`.
    pub fn upright(x: f32, y: f32) -> Placement {
        Placement {
            centre: Point::new(x + CARD_W / 2.0, y + CARD_H / 2.0),
            angle: 0.0,
        }
    }

    /// This placement moved by `(dx, dy)`.
    pub fn moved(self, dx: f32, dy: f32) -> Placement {
        Placement {
            centre: Point::new(self.centre.x + dx, self.centre.y + dy),
            ..self
        }
    }

    /// Maps the card's own coordinates (`0..CARD_W` × `0..CARD_H`, top-left origin) onto the
    /// picture.
    pub fn transform(&self) -> Transform {
        Transform::from_translate(self.centre.x, self.centre.y)
            .pre_rotate(self.angle)
            .pre_translate(-CARD_W / 2.0, -CARD_H / 2.0)
    }

    /// The point of the picture at `(x, y)` of the card's own coordinates.
    pub fn on_picture(&self, x: f32, y: f32) -> Point {
        let (sin, cos) = self.angle.to_radians().sin_cos();
        let (dx, dy) = (x - CARD_W / 2.0, y - CARD_H / 2.0);
        Point::new(
            self.centre.x + dx * cos - dy * sin,
            self.centre.y + dx * sin + dy * cos,
        )
    }

    /// The card's four corners on the picture (top-left, top-right, bottom-right,
    /// bottom-left).
    pub fn corners(&self) -> [Point; 4] {
        [
            self.on_picture(0.0, 0.0),
            self.on_picture(CARD_W, 0.0),
            self.on_picture(CARD_W, CARD_H),
            self.on_picture(0.0, CARD_H),
        ]
    }

    /// True when `p` of the picture lies on the card (its rectangle, corners not rounded).
    pub fn covers(&self, p: Point) -> bool {
        let (sin, cos) = self.angle.to_radians().sin_cos();
        let (dx, dy) = (p.x - self.centre.x, p.y - self.centre.y);
        let x = dx * cos + dy * sin;
        let y = -dx * sin + dy * cos;
        x.abs() <= CARD_W / 2.0 && y.abs() <= CARD_H / 2.0
    }
}

/// A rectangle of a card's own coordinates: a part of its face.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area {
    /// Left edge.
    pub left: f32,
    /// Top edge.
    pub top: f32,
    /// Right edge.
    pub right: f32,
    /// Bottom edge.
    pub bottom: f32,
}

impl Area {
    /// Its four corners, `(x, y)`.
    pub fn corners(&self) -> [(f32, f32); 4] {
        [
            (self.left, self.top),
            (self.right, self.top),
            (self.right, self.bottom),
            (self.left, self.bottom),
        ]
    }

    /// The same area on the card turned round (the bottom-right corner's index).
    pub fn turned(&self) -> Area {
        Area {
            left: CARD_W - self.right,
            top: CARD_H - self.bottom,
            right: CARD_W - self.left,
            bottom: CARD_H - self.top,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_and_cover_agree_with_the_transform() {
        let at = Placement {
            centre: Point::new(100.0, 80.0),
            angle: 12.0,
        };
        let mut mapped = tiny_skia::Point::from_xy(CARD_W, 0.0);
        at.transform().map_point(&mut mapped);
        let corner = at.corners()[1];
        assert!((mapped.x - corner.x).abs() < 1e-3 && (mapped.y - corner.y).abs() < 1e-3);
        assert!(at.covers(at.centre));
        assert!(at.covers(at.on_picture(1.0, 1.0)));
        assert!(!at.covers(at.on_picture(-1.0, 1.0)));
        assert!(!at.covers(at.on_picture(1.0, CARD_H + 1.0)));
        let upright = Placement::upright(10.0, 20.0);
        assert_eq!(upright.corners()[0], Point::new(10.0, 20.0));
        assert_eq!(
            upright.corners()[2],
            Point::new(10.0 + CARD_W, 20.0 + CARD_H)
        );
    }
}
