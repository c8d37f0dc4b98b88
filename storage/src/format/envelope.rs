//! The envelope around every stored value: magic, record kind, format version, codec and a
//! CRC32 of the payload, so a damaged or foreign value is recognised before it is parsed.
//!
//! ```text
//! byte 0      0xCA (magic)
//! byte 1      kind: b'G' game, b'L' log run, b'I' idempotency key, b'R' result,
//!             b'S' settings, b'M' database meta, b'X' index entry, b'B' lobby,
//!             b'A' announcement mark, b'C' a game's clock, b'D' due-time entry,
//!             b'U' user settings, b'W' rating board, b'K' ratings mark, b'H' rating history,
//!             b'P' report mark
//! bytes 2-3   format version of that kind, big-endian u16 (1, 2, ...)
//! byte 4      codec: 0 = JSON, 1 = raw-deflate-compressed JSON
//! bytes 5-8   CRC32 (IEEE) of bytes 9.., big-endian
//! bytes 9..   payload
//! ```

use super::FormatError;
use flate2::read::DeflateDecoder;
use flate2::{Compress, Compression, FlushCompress, Status};
use std::cell::RefCell;
use std::io::Read;

const MAGIC: u8 = 0xCA;
const HEADER: usize = 9;
/// Decompressed payloads larger than this are refused as corrupt (a game is far smaller).
const MAX_PAYLOAD: u64 = 64 << 20;

/// What a stored value holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Game,
    Log,
    Idempotency,
    Result,
    Settings,
    Meta,
    Index,
    Lobby,
    Announced,
    Clock,
    Due,
    User,
    RatingBoard,
    RatingsMark,
    RatingHistory,
    Report,
}

impl Kind {
    fn byte(self) -> u8 {
        match self {
            Kind::Game => b'G',
            Kind::Log => b'L',
            Kind::Idempotency => b'I',
            Kind::Result => b'R',
            Kind::Settings => b'S',
            Kind::Meta => b'M',
            Kind::Index => b'X',
            Kind::Lobby => b'B',
            Kind::Announced => b'A',
            Kind::Clock => b'C',
            Kind::Due => b'D',
            Kind::User => b'U',
            Kind::RatingBoard => b'W',
            Kind::RatingsMark => b'K',
            Kind::RatingHistory => b'H',
            Kind::Report => b'P',
        }
    }
}

/// How the payload is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Codec {
    Json,
    DeflateJson,
}

/// An opened envelope: the format version and the JSON payload.
#[derive(Debug)]
pub(crate) struct Opened {
    pub version: u16,
    pub json: Vec<u8>,
}

/// Wraps a JSON payload.
pub(crate) fn seal(kind: Kind, version: u16, codec: Codec, json: &[u8]) -> Vec<u8> {
    let payload = match codec {
        Codec::Json => json.to_vec(),
        Codec::DeflateJson => deflate(json),
    };
    let mut out = Vec::with_capacity(HEADER + payload.len());
    out.push(MAGIC);
    out.push(kind.byte());
    out.extend_from_slice(&version.to_be_bytes());
    out.push(match codec {
        Codec::Json => 0,
        Codec::DeflateJson => 1,
    });
    out.extend_from_slice(&crc32fast::hash(&payload).to_be_bytes());
    out.extend_from_slice(&payload);
    out
}

thread_local! {
    /// A compressor per thread: setting one up costs more than compressing a game record.
    static COMPRESSOR: RefCell<Compress> = RefCell::new(Compress::new(Compression::new(6), false));
}

/// Raw deflate at level 6.
fn deflate(input: &[u8]) -> Vec<u8> {
    COMPRESSOR.with(|c| {
        let mut c = c.borrow_mut();
        c.reset();
        let mut out = Vec::with_capacity(input.len() / 3 + 64);
        loop {
            let consumed = usize::try_from(c.total_in()).expect("fits in memory");
            let status = c
                .compress_vec(&input[consumed..], &mut out, FlushCompress::Finish)
                .expect("compressing into memory cannot fail");
            if status == Status::StreamEnd {
                return out;
            }
            out.reserve(out.capacity().max(64));
        }
    })
}

/// Checks and unwraps a value of `kind` whose newest known format is `supported`.
pub(crate) fn open(bytes: &[u8], kind: Kind, supported: u16) -> Result<Opened, FormatError> {
    let corrupt = |why: &str| Err(FormatError::Corrupt(why.to_string()));
    if bytes.len() < HEADER {
        return corrupt(&format!("{} bytes, shorter than the header", bytes.len()));
    }
    if bytes[0] != MAGIC {
        return corrupt(&format!("bad magic byte {:#04x}", bytes[0]));
    }
    if bytes[1] != kind.byte() {
        return corrupt(&format!(
            "holds a {:?} record, expected {:?}",
            bytes[1] as char,
            kind.byte() as char
        ));
    }
    let version = u16::from_be_bytes([bytes[2], bytes[3]]);
    let stored_crc = u32::from_be_bytes([bytes[5], bytes[6], bytes[7], bytes[8]]);
    let payload = &bytes[HEADER..];
    if crc32fast::hash(payload) != stored_crc {
        return corrupt("checksum mismatch");
    }
    if version == 0 {
        return corrupt("format version 0");
    }
    if version > supported {
        return Err(FormatError::TooNew {
            found: version,
            supported,
        });
    }
    let json = match bytes[4] {
        0 => payload.to_vec(),
        1 => {
            let mut json = Vec::with_capacity(payload.len() * 6);
            DeflateDecoder::new(payload)
                .take(MAX_PAYLOAD)
                .read_to_end(&mut json)
                .map_err(|e| FormatError::Corrupt(format!("cannot decompress: {e}")))?;
            json
        }
        other => return corrupt(&format!("unknown codec {other}")),
    };
    Ok(Opened { version, json })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_both_codecs() {
        let long: Vec<u8> = (0..200_000u32)
            .flat_map(|i| (i % 251).to_le_bytes())
            .collect();
        for json in [&br#"{"a":1}"#[..], &b""[..], &long[..]] {
            for codec in [Codec::Json, Codec::DeflateJson] {
                let sealed = seal(Kind::Game, 1, codec, json);
                let opened = open(&sealed, Kind::Game, 1).unwrap();
                assert_eq!(opened.version, 1);
                assert_eq!(opened.json, json);
            }
        }
    }

    #[test]
    fn refuses_damage_other_kinds_and_newer_versions() {
        let mut sealed = seal(Kind::Game, 1, Codec::DeflateJson, br#"{"a":1}"#);
        assert!(matches!(
            open(&sealed, Kind::Result, 1),
            Err(FormatError::Corrupt(_))
        ));
        assert_eq!(
            open(&seal(Kind::Game, 3, Codec::Json, b"{}"), Kind::Game, 2).unwrap_err(),
            FormatError::TooNew {
                found: 3,
                supported: 2
            }
        );
        let last = sealed.len() - 1;
        sealed[last] ^= 0x40;
        assert_eq!(
            open(&sealed, Kind::Game, 1).unwrap_err(),
            FormatError::Corrupt("checksum mismatch".into())
        );
        assert!(open(b"", Kind::Game, 1).is_err());
    }
}
