//! The letters of the card faces: outlines of Hack (compiled in from `epaint_default_fonts`,
//! so no system font is needed) read with ab_glyph and filled as tiny-skia paths.

use crate::error::PictureError;
use ab_glyph::{Font, FontRef, OutlineCurve};
use std::collections::HashMap;
use tiny_skia::{FillRule, Paint, Path, PathBuilder, Pixmap, Transform};

/// One letter: its outline in font units (y up) and how far the pen moves after it.
struct Glyph {
    /// `None` for a letter with no ink (a space) or none in the font.
    path: Option<Path>,
    advance: f32,
}

/// The font, with the letters drawn so far.
pub struct Glyphs {
    font: FontRef<'static>,
    /// Font units per em.
    em: f32,
    /// Height of a capital letter, in font units.
    cap: f32,
    cache: HashMap<char, Glyph>,
}

/// How a line of text is set: its size, where its capitals' top lies and how wide it may be.
#[derive(Debug, Clone, Copy)]
pub struct Setting {
    /// Font size in pixels (an em).
    pub size: f32,
    /// The horizontal centre of the line.
    pub centre_x: f32,
    /// The top of its capital letters.
    pub top: f32,
    /// The line is squeezed sideways to fit this width.
    pub max_width: f32,
}

impl Glyphs {
    /// The bundled font.
    pub fn new() -> Result<Glyphs, PictureError> {
        let font = FontRef::try_from_slice(epaint_default_fonts::HACK_REGULAR)
            .map_err(|_| PictureError::Font)?;
        let em = font.units_per_em().ok_or(PictureError::Font)?;
        let cap = font
            .outline(font.glyph_id('H'))
            .map_or(em * 0.73, |o| o.bounds.min.y.max(o.bounds.max.y));
        Ok(Glyphs {
            font,
            em,
            cap,
            cache: HashMap::new(),
        })
    }

    /// Height of a capital letter at `size` pixels.
    pub fn cap_height(&self, size: f32) -> f32 {
        self.cap * size / self.em
    }

    fn glyph(&mut self, c: char) -> &Glyph {
        let font = &self.font;
        self.cache.entry(c).or_insert_with(|| {
            let id = font.glyph_id(c);
            Glyph {
                path: font.outline(id).and_then(|o| outline_path(&o.curves)),
                advance: font.h_advance_unscaled(id),
            }
        })
    }

    /// Width of `text` at `size` pixels, unsqueezed.
    pub fn width(&mut self, text: &str, size: f32) -> f32 {
        let scale = size / self.em;
        text.chars().map(|c| self.glyph(c).advance).sum::<f32>() * scale
    }

    /// Fills `text` on `pixmap` as `setting` says, in the coordinates `transform` maps.
    pub fn draw(
        &mut self,
        pixmap: &mut Pixmap,
        text: &str,
        setting: Setting,
        paint: &Paint<'_>,
        transform: Transform,
    ) {
        let scale = setting.size / self.em;
        let width = self.width(text, setting.size);
        let squeeze = if width > setting.max_width && width > 0.0 {
            setting.max_width / width
        } else {
            1.0
        };
        let mut pen = setting.centre_x - width * squeeze / 2.0;
        let baseline = setting.top + self.cap_height(setting.size);
        for c in text.chars() {
            let glyph = self.glyph(c);
            if let Some(path) = &glyph.path {
                let at = transform
                    .pre_translate(pen, baseline)
                    .pre_scale(scale * squeeze, -scale);
                pixmap.fill_path(path, paint, FillRule::Winding, at, None);
            }
            pen += glyph.advance * scale * squeeze;
        }
    }
}

/// The outline made of `curves` (closed contours, in order) as one path.
fn outline_path(curves: &[OutlineCurve]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    let mut last: Option<ab_glyph::Point> = None;
    for curve in curves {
        let (start, end) = match *curve {
            OutlineCurve::Line(a, b) => (a, b),
            OutlineCurve::Quad(a, _, b) => (a, b),
            OutlineCurve::Cubic(a, _, _, b) => (a, b),
        };
        if last.is_none_or(|l| (l.x - start.x).abs() > 1e-3 || (l.y - start.y).abs() > 1e-3) {
            if last.is_some() {
                pb.close();
            }
            pb.move_to(start.x, start.y);
        }
        match *curve {
            OutlineCurve::Line(_, b) => pb.line_to(b.x, b.y),
            OutlineCurve::Quad(_, c, b) => pb.quad_to(c.x, c.y, b.x, b.y),
            OutlineCurve::Cubic(_, c1, c2, b) => pb.cubic_to(c1.x, c1.y, c2.x, c2.y, b.x, b.y),
        }
        last = Some(end);
    }
    if last.is_some() {
        pb.close();
    }
    pb.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rank_letters_have_outlines_and_a_space_has_none() {
        let mut glyphs = Glyphs::new().expect("the bundled font");
        for c in "0123456789JQKAJOKERÄÖ".chars() {
            assert!(glyphs.glyph(c).path.is_some(), "{c}");
        }
        assert!(glyphs.glyph(' ').path.is_none());
        let cap = glyphs.cap_height(100.0);
        assert!((60.0..80.0).contains(&cap), "{cap}");
    }
}
