//! The PNG size and encoding time of hand pictures under a few deflate settings, against what
//! `encode_png` writes: `cargo run --release -p canasta-pictures --example png_sizes`.

#[path = "../tests/support/mod.rs"]
mod support;

use canasta_pictures::{encode_png, encode_png_with, hand_layout, paint, CardFaceLabels};
use std::time::Instant;

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
            let bytes = encode_png_with(&pixmap, compression, filter)
                .expect("a PNG")
                .len();
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
