//! A run of the action log (kind `L`): actions `start..start + actions.len()` of one game.
//!
//! Version 1: JSON of [`LogRunV1`], compressed when it holds more than one action. An
//! action appends a run of one; when a game ends its runs are packed into one compressed run.

use super::envelope::{self, Codec, Kind};
use super::FormatError;
use canasta_engine::LoggedAction;
use serde::{Deserialize, Serialize};

/// The newest log-run format, the one written.
const LOG_FORMAT: u16 = 1;

/// Log-run format 1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct LogRunV1 {
    /// Index in the log of the first action.
    pub start: usize,
    /// The actions, in order.
    pub actions: Vec<LoggedAction>,
}

/// Encodes a run in the newest format.
pub(crate) fn encode_log_run(run: &LogRunV1) -> Vec<u8> {
    let json = serde_json::to_vec(run).expect("a log run always serializes");
    let codec = if run.actions.len() > 1 {
        Codec::DeflateJson
    } else {
        Codec::Json
    };
    envelope::seal(Kind::Log, LOG_FORMAT, codec, &json)
}

/// Decodes a run of any released format.
pub(crate) fn decode_log_run(bytes: &[u8]) -> Result<LogRunV1, FormatError> {
    let opened = envelope::open(bytes, Kind::Log, LOG_FORMAT)?;
    match opened.version {
        1 => Ok(serde_json::from_slice(&opened.json)?),
        v => Err(FormatError::Corrupt(format!("unknown log format {v}"))),
    }
}
