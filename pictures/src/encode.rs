//! A painted picture as PNG bytes. The pictures are opaque, so they are written as RGB
//! without alpha. They are flat colours with a few hundred shades at the edges, which the
//! deflate's own matching packs best without a row filter: at twice the resolution a hand of
//! 60 cards is 75 KB this way in 17 ms, and 258 KB in 3 ms with the fast deflate and the sub
//! filter, over the 200 KB a picture may weigh (the e2e tests hold every post to it).
//! `cargo run --release -p canasta-pictures --example png_sizes` compares the settings.

use crate::error::PictureError;
use tiny_skia::Pixmap;

/// `pixmap` as a PNG (its alpha dropped: every picture is painted on an opaque felt).
pub fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, PictureError> {
    encode_png_with(pixmap, png::Compression::Default, png::FilterType::NoFilter)
}

/// `pixmap` as an RGB PNG with the given deflate level and row filter ([`encode_png`] holds
/// the ones the pictures use; the `png_sizes` example compares others).
pub fn encode_png_with(
    pixmap: &Pixmap,
    compression: png::Compression,
    filter: png::FilterType,
) -> Result<Vec<u8>, PictureError> {
    // Opaque pixels are the same premultiplied or not.
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
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}
