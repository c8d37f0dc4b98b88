//! The PNG size and encoding time of hand pictures under a few deflate settings, against what
//! `encode_png` writes: `cargo run --release -p canasta-pictures --example png_sizes`.

#[path = "../tests/support/mod.rs"]
mod support;

use canasta_pictures::{encode_png, hand_layout, paint, CardFaceLabels};
use std::time::Instant;
use tiny_skia::Pixmap;

/// The settings compared: a name, the deflate level and the row filter.
const SETTINGS: [(&str, png::Compression, png::FilterType); 4] = [
    (
        "fast, sub filter",
        png::Compression::Fast,
        png::FilterType::Sub,
    ),
    (
        "fast, paeth filter",
        png::Compression::Fast,
        png::FilterType::Paeth,
    ),
    (
        "default, sub filter",
        png::Compression::Default,
        png::FilterType::Sub,
    ),
    (
        "default, no filter",
        png::Compression::Default,
        png::FilterType::NoFilter,
    ),
];

/// `pixmap` as an RGB PNG with the given settings.
fn encoded(pixmap: &Pixmap, compression: png::Compression, filter: png::FilterType) -> Vec<u8> {
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(compression);
    encoder.set_filter(filter);
    let mut writer = encoder.write_header().expect("a header");
    writer.write_image_data(&rgb).expect("the pixels");
    writer.finish().expect("the end");
    out
}

fn main() {
    let labels = CardFaceLabels::english();
    for n in [25, 40, 60] {
        let hand = support::hand_of(n);
        let pixmap = paint(&hand_layout(&hand), &labels).expect("a painting");
        println!(
            "hand of {n} cards, {} × {} px:",
            pixmap.width(),
            pixmap.height()
        );
        for (name, compression, filter) in SETTINGS {
            let started = Instant::now();
            let bytes = encoded(&pixmap, compression, filter).len();
            println!(
                "  {name}: {:.1} KB in {:.1?}",
                bytes as f64 / 1024.0,
                started.elapsed()
            );
        }
        let started = Instant::now();
        let bytes = encode_png(&pixmap).expect("a PNG").len();
        println!(
            "  encode_png: {:.1} KB in {:.1?}",
            bytes as f64 / 1024.0,
            started.elapsed()
        );
    }
}
