//! How records are encoded on disk, and how older formats are read.
//!
//! Every value is an [`envelope`] carrying the record's kind and format version. Writers
//! always write the newest version; readers read every version ever released, migrating in
//! memory, so a record is upgraded the next time it is written. Golden encodings of every
//! released version live in `storage/tests/golden/` and must keep decoding.
//!
//! To change a record's layout: copy its current stored struct to a new `vN` type, bump the
//! kind's `*_FORMAT` constant, decode the old version into the new type (the migration), and
//! add golden files for the new version (`CANASTA_BLESS=1 cargo test -p canasta-storage --test
//! golden`). Never edit a released stored struct.

pub(crate) mod envelope;
#[cfg(test)]
mod fuzz_tests;
mod game;
mod log;
mod log_v1;
mod plain;

use crate::error::StoreError;
use std::path::Path;

pub(crate) use canasta_records::upgrade_rules_json;
pub(crate) use envelope::Kind;
pub(crate) use game::{decode_game, encode_game};
pub(crate) use log::{decode_log_run, encode_log_run, LogRunV2};
pub(crate) use log_v1::migrate as migrate_log;
pub(crate) use plain::{decode_plain, encode_plain, Plain};

/// Why a stored value cannot be decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum FormatError {
    /// Damaged or not ours: the reason says how.
    Corrupt(String),
    /// Written by a newer build.
    TooNew {
        /// The stored version.
        found: u16,
        /// The newest version this build reads.
        supported: u16,
    },
}

impl FormatError {
    /// The store error for the record called `what` in the database at `path`.
    pub(crate) fn at(self, path: &Path, what: impl Into<String>) -> StoreError {
        match self {
            FormatError::Corrupt(reason) => StoreError::Corrupt {
                path: path.to_path_buf(),
                what: what.into(),
                reason,
            },
            FormatError::TooNew { found, supported } => StoreError::TooNew {
                path: path.to_path_buf(),
                what: what.into(),
                found,
                supported,
            },
        }
    }
}

impl From<serde_json::Error> for FormatError {
    fn from(e: serde_json::Error) -> Self {
        FormatError::Corrupt(format!("cannot parse: {e}"))
    }
}
