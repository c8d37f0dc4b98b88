//! A painted picture as PNG bytes. The pictures are opaque, so they are written as RGB
//! without alpha, with the fast deflate, which keeps a hand well under 200 KB.

use crate::error::PictureError;
use tiny_skia::Pixmap;

/// `pixmap` as a PNG (its alpha dropped: every picture is painted on an opaque felt).
pub fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, PictureError> {
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
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}
