//! The suit symbols and the joker's star as vector shapes in a unit square (the bundled font
//! has no ♠♥♦♣), filled at any size.

use crate::error::PictureError;
use canasta_engine::Suit;
use tiny_skia::{Path, PathBuilder};

/// The four suits' shapes and the joker's star, each in the square `0..1` × `0..1`.
pub struct Pips {
    clubs: Path,
    diamonds: Path,
    hearts: Path,
    spades: Path,
    /// The joker's five-pointed star.
    pub star: Path,
}

impl Pips {
    /// Builds the shapes.
    pub fn new() -> Result<Pips, PictureError> {
        Ok(Pips {
            clubs: clubs().ok_or(PictureError::Shape)?,
            diamonds: diamonds().ok_or(PictureError::Shape)?,
            hearts: hearts().ok_or(PictureError::Shape)?,
            spades: spades().ok_or(PictureError::Shape)?,
            star: star().ok_or(PictureError::Shape)?,
        })
    }

    /// The shape of `suit`.
    pub fn of(&self, suit: Suit) -> &Path {
        match suit {
            Suit::Clubs => &self.clubs,
            Suit::Diamonds => &self.diamonds,
            Suit::Hearts => &self.hearts,
            Suit::Spades => &self.spades,
        }
    }
}

fn hearts() -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(0.5, 0.28);
    pb.cubic_to(0.5, 0.02, 0.0, -0.02, 0.02, 0.34);
    pb.cubic_to(0.04, 0.6, 0.36, 0.76, 0.5, 0.98);
    pb.cubic_to(0.64, 0.76, 0.96, 0.6, 0.98, 0.34);
    pb.cubic_to(1.0, -0.02, 0.5, 0.02, 0.5, 0.28);
    pb.close();
    pb.finish()
}

fn diamonds() -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(0.5, 0.0);
    pb.quad_to(0.66, 0.28, 0.88, 0.5);
    pb.quad_to(0.66, 0.72, 0.5, 1.0);
    pb.quad_to(0.34, 0.72, 0.12, 0.5);
    pb.quad_to(0.34, 0.28, 0.5, 0.0);
    pb.close();
    pb.finish()
}

fn spades() -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(0.5, 0.0);
    pb.cubic_to(0.36, 0.24, 0.0, 0.38, 0.02, 0.62);
    pb.cubic_to(0.04, 0.86, 0.34, 0.9, 0.47, 0.72);
    pb.line_to(0.38, 1.0);
    pb.line_to(0.62, 1.0);
    pb.line_to(0.53, 0.72);
    pb.cubic_to(0.66, 0.9, 0.96, 0.86, 0.98, 0.62);
    pb.cubic_to(1.0, 0.38, 0.64, 0.24, 0.5, 0.0);
    pb.close();
    pb.finish()
}

fn clubs() -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.push_circle(0.5, 0.27, 0.23);
    pb.push_circle(0.24, 0.6, 0.23);
    pb.push_circle(0.76, 0.6, 0.23);
    pb.move_to(0.5, 0.45);
    pb.line_to(0.62, 1.0);
    pb.line_to(0.38, 1.0);
    pb.close();
    pb.finish()
}

fn star() -> Option<Path> {
    let mut pb = PathBuilder::new();
    for i in 0..10 {
        let radius = if i % 2 == 0 { 0.5 } else { 0.2 };
        let angle = (i as f32 * 36.0 - 90.0).to_radians();
        let (x, y) = (0.5 + radius * angle.cos(), 0.54 + radius * angle.sin());
        if i == 0 {
            pb.move_to(x, y);
        } else {
            pb.line_to(x, y);
        }
    }
    pb.close();
    pb.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_fills_most_of_its_square() {
        let pips = Pips::new().expect("shapes");
        for path in Suit::ALL
            .map(|s| pips.of(s))
            .into_iter()
            .chain([&pips.star])
        {
            let b = path.bounds();
            // Bounds include control points, which may lie a little outside.
            assert!(b.left() >= -0.05 && b.top() >= -0.05, "{b:?}");
            assert!(b.right() <= 1.01 && b.bottom() <= 1.05, "{b:?}");
            assert!(b.width() > 0.7 && b.height() > 0.7, "{b:?}");
        }
    }
}
