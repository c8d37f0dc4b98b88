//! A run of the action log (kind `L`): actions `start..start + actions.len()` of one game.
//!
//! Version 2: JSON of [`LogRunV2`], compressed when it holds more than one action. An
//! action appends a run of one; when a game ends its runs are packed into one compressed run.
//! A lay-off (`MeldPlay::Add`) names its meld by id.
//!
//! Version 1: the same layout, but a lay-off named its meld by its index among the team's
//! melds at that moment. Its actions are read as JSON and translated to ids by replaying the
//! log (see `log_v1.rs`), which needs the game's rules and seed.

use super::envelope::{self, Codec, Kind};
use super::FormatError;
use canasta_engine::LoggedAction;
use serde::{Deserialize, Serialize};

/// The newest log-run format, the one written.
const LOG_FORMAT: u16 = 2;

/// Log-run format 2.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct LogRunV2 {
    /// Index in the log of the first action.
    pub start: usize,
    /// The actions, in order.
    pub actions: Vec<LoggedAction>,
}

/// Log-run format 1, as read: each action as the JSON it was written as.
#[derive(Debug, Deserialize)]
struct LogRunV1 {
    start: usize,
    actions: Vec<serde_json::Value>,
}

/// One stored action: in the newest format, or as written in format 1 (to translate).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum StoredAction {
    /// Format 2.
    Current(LoggedAction),
    /// Format 1, whose lay-offs name team-local meld indexes.
    V1(serde_json::Value),
}

/// A decoded run of any format.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct DecodedRun {
    /// Index in the log of the first action.
    pub start: usize,
    /// The actions, in order.
    pub actions: Vec<StoredAction>,
}

/// Encodes a run in the newest format.
pub(crate) fn encode_log_run(run: &LogRunV2) -> Vec<u8> {
    let json = serde_json::to_vec(run).expect("a log run always serializes");
    let codec = if run.actions.len() > 1 {
        Codec::DeflateJson
    } else {
        Codec::Json
    };
    envelope::seal(Kind::Log, LOG_FORMAT, codec, &json)
}

/// Decodes a run of any released format.
pub(crate) fn decode_log_run(bytes: &[u8]) -> Result<DecodedRun, FormatError> {
    let opened = envelope::open(bytes, Kind::Log, LOG_FORMAT)?;
    match opened.version {
        1 => {
            let run: LogRunV1 = serde_json::from_slice(&opened.json)?;
            Ok(DecodedRun {
                start: run.start,
                actions: run.actions.into_iter().map(StoredAction::V1).collect(),
            })
        }
        2 => {
            let run: LogRunV2 = serde_json::from_slice(&opened.json)?;
            Ok(DecodedRun {
                start: run.start,
                actions: run.actions.into_iter().map(StoredAction::Current).collect(),
            })
        }
        v => Err(FormatError::Corrupt(format!("unknown log format {v}"))),
    }
}
