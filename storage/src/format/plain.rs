//! Records whose Rust type is also their stored JSON payload (results, settings, idempotency
//! keys, meta, index entries).

use super::envelope::{self, Codec, Kind};
use super::FormatError;
use serde::de::DeserializeOwned;
use serde::Serialize;

/// A record stored as plain JSON of its own type. Its serde shape is format `FORMAT`: change
/// the type only together with `FORMAT`, and teach `decode_version` the old shape.
pub(crate) trait Plain: Serialize + DeserializeOwned {
    /// The record kind.
    const KIND: Kind;
    /// The newest format, the one written.
    const FORMAT: u16;

    /// Decodes a payload of format `version` (at most `FORMAT`). Override to migrate.
    fn decode_version(version: u16, json: &[u8]) -> Result<Self, FormatError> {
        if version == Self::FORMAT {
            Ok(serde_json::from_slice(json)?)
        } else {
            Err(FormatError::Corrupt(format!("unknown format {version}")))
        }
    }
}

/// Encodes a record in its newest format.
pub(crate) fn encode_plain<T: Plain>(value: &T) -> Vec<u8> {
    let json = serde_json::to_vec(value).expect("plain records always serialize");
    envelope::seal(T::KIND, T::FORMAT, Codec::Json, &json)
}

/// Decodes a record of any released format.
pub(crate) fn decode_plain<T: Plain>(bytes: &[u8]) -> Result<T, FormatError> {
    let opened = envelope::open(bytes, T::KIND, T::FORMAT)?;
    T::decode_version(opened.version, &opened.json)
}
