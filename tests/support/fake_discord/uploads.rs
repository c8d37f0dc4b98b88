//! Files the bot uploads with a message (multipart requests): their names and sizes, and for a
//! PNG its size in pixels, which real Discord reports on the attachment (`content_type`,
//! `width`, `height`) and tests read to know the bot sent a picture.

/// PNG files start with these eight bytes.
const PNG_SIGNATURE: &[u8; 8] = b"\x89PNG\r\n\x1a\n";
/// A PNG ends with the empty IEND chunk: length 0, type, CRC.
const PNG_END: &[u8; 12] = b"\0\0\0\0IEND\xae\x42\x60\x82";

/// One uploaded file.
#[derive(Clone, Debug)]
pub struct Upload {
    /// The file name.
    pub name: String,
    /// Its size in bytes.
    pub size: usize,
    /// Width and height in pixels, when the file is a whole PNG.
    pub png: Option<(u32, u32)>,
}

impl Upload {
    /// The upload of `bytes` as `name`.
    pub fn new(name: String, bytes: &[u8]) -> Upload {
        Upload {
            name,
            size: bytes.len(),
            png: png_size(bytes),
        }
    }
}

/// The width and height of a whole PNG: the signature, an IHDR chunk first with a size of at
/// least one pixel, and the IEND chunk last. `None` for anything else.
pub fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let header = bytes.get(..24)?;
    if &header[..8] != PNG_SIGNATURE || &header[8..16] != b"\0\0\0\x0dIHDR" {
        return None;
    }
    if !bytes.ends_with(PNG_END) {
        return None;
    }
    let width = u32::from_be_bytes(header[16..20].try_into().ok()?);
    let height = u32::from_be_bytes(header[20..24].try_into().ok()?);
    (width > 0 && height > 0).then_some((width, height))
}
