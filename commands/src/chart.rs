//! The rating-history chart of `/profile`: one line per family, the shown rating after each
//! rated game, drawn with `plotters` into a bitmap and encoded as a PNG.
//!
//! The text is drawn with a font compiled into the binary (Hack, from the
//! `epaint_default_fonts` crate), so the chart looks the same on every machine, with or without
//! system fonts.

use plotters::prelude::*;
use plotters::style::{register_font, FontStyle};
use std::sync::OnceLock;

/// The chart's width in pixels.
pub const WIDTH: u32 = 800;
/// The chart's height in pixels.
pub const HEIGHT: u32 = 400;

/// The font family the chart's text asks for (registered once, from the bundled font).
const FONT: &str = "sans-serif";

/// One line of the chart.
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// Its legend (the family's name).
    pub label: String,
    /// The shown rating after each rated game, oldest first.
    pub ratings: Vec<f64>,
}

/// The words on the chart (from the wording crate).
#[derive(Debug, Clone, Copy)]
pub struct Words<'a> {
    /// Above the chart.
    pub title: &'a str,
    /// Under the horizontal axis.
    pub x_label: &'a str,
}

/// Why no chart could be drawn.
#[derive(Debug, thiserror::Error)]
pub enum ChartError {
    /// Nothing to draw (no rated game).
    #[error("no rating to draw")]
    Empty,
    /// The bundled font did not load.
    #[error("the chart's font does not load")]
    Font,
    /// plotters failed to draw.
    #[error("drawing the chart: {0}")]
    Draw(String),
    /// The PNG encoder failed.
    #[error("encoding the chart: {0}")]
    Encode(#[from] png::EncodingError),
}

/// Registers the bundled font under [`FONT`], once per process.
fn font_ready() -> Result<(), ChartError> {
    static READY: OnceLock<bool> = OnceLock::new();
    let ok = *READY.get_or_init(|| {
        register_font(FONT, FontStyle::Normal, epaint_default_fonts::HACK_REGULAR).is_ok()
    });
    ok.then_some(()).ok_or(ChartError::Font)
}

fn draw_error(e: impl std::fmt::Display) -> ChartError {
    ChartError::Draw(e.to_string())
}

/// The chart of `series` (lines with no finite point are left out), as PNG bytes of
/// [`WIDTH`] × [`HEIGHT`] pixels.
pub fn rating_chart(series: &[Series], words: Words<'_>) -> Result<Vec<u8>, ChartError> {
    let series: Vec<(&str, Vec<(f64, f64)>)> = series
        .iter()
        .map(|s| {
            let points = (1u32..)
                .zip(&s.ratings)
                .filter(|(_, r)| r.is_finite())
                .map(|(n, &r)| (f64::from(n), r))
                .collect::<Vec<_>>();
            (s.label.as_str(), points)
        })
        .filter(|(_, points)| !points.is_empty())
        .collect();
    let ys = series.iter().flat_map(|(_, p)| p.iter().map(|&(_, y)| y));
    let (low, high) = ys.fold((f64::MAX, f64::MIN), |(lo, hi), y| (lo.min(y), hi.max(y)));
    let games = series.iter().map(|(_, p)| p.len()).max().unwrap_or(0);
    if games == 0 {
        return Err(ChartError::Empty);
    }
    font_ready()?;
    let pad = ((high - low) * 0.1).max(10.0);
    let (low, high) = (low - pad, high + pad);
    let last = f64::from(u32::try_from(games).unwrap_or(u32::MAX)).max(2.0);
    let mut pixels = vec![0u8; (WIDTH * HEIGHT * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut pixels, (WIDTH, HEIGHT)).into_drawing_area();
        root.fill(&WHITE).map_err(draw_error)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(words.title, (FONT, 22))
            .margin(14)
            .x_label_area_size(36)
            .y_label_area_size(56)
            .build_cartesian_2d(1f64..last, low..high)
            .map_err(draw_error)?;
        chart
            .configure_mesh()
            .x_desc(words.x_label)
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_label_formatter(&|y| format!("{y:.0}"))
            .label_style((FONT, 13))
            .draw()
            .map_err(draw_error)?;
        for (i, (label, points)) in series.iter().enumerate() {
            let colour = Palette99::pick(i).to_rgba();
            let line = LineSeries::new(points.iter().copied(), colour.stroke_width(2));
            chart
                .draw_series(line)
                .map_err(draw_error)?
                .label(*label)
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], colour));
            if points.len() == 1 {
                let dot = points.iter().map(|&p| Circle::new(p, 4, colour.filled()));
                chart.draw_series(dot).map_err(draw_error)?;
            }
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .label_font((FONT, 13))
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .draw()
            .map_err(draw_error)?;
        root.present().map_err(draw_error)?;
    }
    encode_png(&pixels)
}

/// `pixels` (RGB, [`WIDTH`] × [`HEIGHT`]) as a PNG.
fn encode_png(pixels: &[u8]) -> Result<Vec<u8>, ChartError> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, WIDTH, HEIGHT);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Best);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(pixels)?;
    writer.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const WORDS: Words<'static> = Words {
        title: "Rating after each rated game",
        x_label: "rated games",
    };

    /// Decodes `bytes` as a PNG: its size and RGB pixels.
    fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let decoder = png::Decoder::new(bytes);
        let mut reader = decoder.read_info().expect("a PNG header");
        let mut pixels = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut pixels).expect("a PNG frame");
        pixels.truncate(info.buffer_size());
        assert_eq!(info.color_type, png::ColorType::Rgb);
        (info.width, info.height, pixels)
    }

    #[test]
    fn draws_a_png_of_the_stated_size_with_each_line() {
        let series = vec![
            Series {
                label: "Overall".into(),
                ratings: (0..40).map(|i| 900.0 + f64::from(i) * 3.5).collect(),
            },
            Series {
                label: "Two players".into(),
                ratings: vec![1010.0],
            },
        ];
        let bytes = rating_chart(&series, WORDS).expect("a chart");
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        let (width, height, pixels) = decode(&bytes);
        assert_eq!((width, height), (WIDTH, HEIGHT));
        // Not blank: white background, dark text and axes, and the lines' colours.
        let colours: std::collections::HashSet<&[u8]> = pixels.chunks(3).collect();
        assert!(colours.len() > 20, "{} colours", colours.len());
        let white = pixels.chunks(3).filter(|p| p == &[255, 255, 255]).count();
        let all = (WIDTH * HEIGHT) as usize;
        assert!(white > all / 2 && white < all, "{white} of {all} white");
        // The first line's colour is drawn.
        let RGBAColor(r, g, b, _) = Palette99::pick(0).to_rgba();
        assert!(pixels.chunks(3).any(|p| p == [r, g, b]));
    }

    #[test]
    fn nothing_to_draw_is_an_error_not_a_blank_picture() {
        assert!(matches!(rating_chart(&[], WORDS), Err(ChartError::Empty)));
        let empty = Series {
            label: "Overall".into(),
            ratings: vec![f64::NAN],
        };
        assert!(matches!(
            rating_chart(&[empty], WORDS),
            Err(ChartError::Empty)
        ));
    }

    #[test]
    fn every_languages_words_draw() {
        use canasta_wording::lang::Lang;
        use canasta_wording::render::leaderboard::family_label;
        use canasta_wording::render::profile::{chart_title, chart_x_label};
        for lang in Lang::ALL {
            let (title, x_label) = (chart_title(lang), chart_x_label(lang));
            let series = [Series {
                label: family_label(lang, "partnership"),
                ratings: vec![990.0, 1004.5, 1012.0],
            }];
            let words = Words {
                title: &title,
                x_label: &x_label,
            };
            let (w, h, _) = decode(&rating_chart(&series, words).expect("a chart"));
            assert_eq!((w, h), (WIDTH, HEIGHT), "{lang}");
        }
    }

    #[test]
    fn flat_and_extreme_ratings_still_draw() {
        for ratings in [vec![1000.0; 3], vec![-1e12, 1e12]] {
            let series = [Series {
                label: "Overall".into(),
                ratings,
            }];
            let (w, h, _) = decode(&rating_chart(&series, WORDS).expect("a chart"));
            assert_eq!((w, h), (WIDTH, HEIGHT));
        }
    }
}
