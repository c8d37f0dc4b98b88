//! Fuzzing of stored-record decoding on stable Rust, driven by proptest (issue 14): arbitrary
//! bytes, and every golden record of every released generation damaged byte by byte or
//! rewritten field by field behind a valid envelope (so the damage reaches the JSON readers,
//! the migrations of old formats and the rebuild of a game from its rules), are read by every
//! decoder of every kind: each gives a record or an error, never a panic.
//!
//! A quick run (a few thousand inputs) is part of `cargo test`; the long run reads 1,000,000
//! inputs (`FUZZ_CASES` sets another count) and prints its count and time:
//!
//! ```text
//! FUZZ_CASES=1000000 cargo test --release -p canasta-storage --lib fuzz -- --ignored --nocapture
//! ```

use super::envelope::{self, Codec, Kind};
use super::{decode_game, decode_log_run, decode_plain, migrate_log, upgrade_rules_json};
use crate::adopt::Adopted;
use crate::announced::Announced;
use crate::db::Meta;
use crate::due::DueEntry;
use crate::idempotency::KeyRecord;
use crate::index::IndexEntry;
use crate::schedule::ClockRecord;
use crate::{GameId, GameResult, GuildSettings, LobbyRecord, ReportMark, UserSettings};
use canasta_engine::{Game, Rules};
use canasta_records::ExportedGame;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::Value;
use std::cell::Cell;
use std::path::Path;
use std::sync::OnceLock;
use std::time::Instant;

/// Every golden record of every generation (`tests/golden/v*/*.bin`), with its kind.
fn samples() -> &'static [(Kind, Vec<u8>)] {
    static SAMPLES: OnceLock<Vec<(Kind, Vec<u8>)>> = OnceLock::new();
    SAMPLES.get_or_init(|| {
        let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
        let mut out = Vec::new();
        let mut generations: Vec<_> = std::fs::read_dir(golden)
            .expect("tests/golden")
            .map(|d| d.expect("a generation").path())
            .collect();
        generations.sort();
        for dir in generations {
            let mut files: Vec<_> = std::fs::read_dir(dir)
                .expect("a generation's files")
                .map(|f| f.expect("a file").path())
                .filter(|p| p.extension().is_some_and(|e| e == "bin"))
                .collect();
            files.sort();
            for file in files {
                let bytes = std::fs::read(&file).expect("a golden record");
                if let Some(kind) = bytes.get(1).and_then(|&b| kind_of(b)) {
                    out.push((kind, bytes));
                }
            }
        }
        assert!(out.len() > 20, "golden records found");
        out
    })
}

fn kind_of(byte: u8) -> Option<Kind> {
    Some(match byte {
        b'G' => Kind::Game,
        b'L' => Kind::Log,
        b'I' => Kind::Idempotency,
        b'R' => Kind::Result,
        b'S' => Kind::Settings,
        b'M' => Kind::Meta,
        b'X' => Kind::Index,
        b'B' => Kind::Lobby,
        b'A' => Kind::Announced,
        b'C' => Kind::Clock,
        b'D' => Kind::Due,
        b'U' => Kind::User,
        b'W' => Kind::RatingBoard,
        b'K' => Kind::RatingsMark,
        b'H' => Kind::RatingHistory,
        b'P' => Kind::Report,
        _ => return None,
    })
}

/// Reads `bytes` with every decoder there is; none may panic. Returns how many decoded.
fn decode_all(bytes: &[u8]) -> usize {
    // A game whose snapshot does not read is rebuilt from its rules and seed (the store
    // replays its log after that).
    let rebuild = |_: GameId, rules: &Rules, seed: u64, _: usize| {
        Game::new(rules.clone(), seed)
            .map(|(game, _)| game)
            .map_err(|e| e.to_string())
    };
    let mut ok = 0;
    let mut count = |decoded: bool| ok += usize::from(decoded);
    if let Ok(record) = decode_game(bytes, &rebuild) {
        count(true);
        let _ = record.game.seat_to_act();
    }
    if let Ok(run) = decode_log_run(bytes) {
        count(true);
        for rules in [Rules::classic(), Rules::samba()] {
            let _ = migrate_log(&rules, 7, run.actions.clone());
        }
    }
    count(decode_plain::<KeyRecord>(bytes).is_ok());
    count(decode_plain::<GameResult>(bytes).is_ok());
    count(decode_plain::<GuildSettings>(bytes).is_ok());
    count(decode_plain::<Meta>(bytes).is_ok());
    count(decode_plain::<Adopted>(bytes).is_ok());
    count(decode_plain::<IndexEntry>(bytes).is_ok());
    count(decode_plain::<LobbyRecord>(bytes).is_ok());
    count(decode_plain::<Announced>(bytes).is_ok());
    count(decode_plain::<ClockRecord>(bytes).is_ok());
    count(decode_plain::<DueEntry>(bytes).is_ok());
    count(decode_plain::<UserSettings>(bytes).is_ok());
    count(decode_plain::<crate::RatingBoard>(bytes).is_ok());
    count(decode_plain::<crate::RatingsMark>(bytes).is_ok());
    count(decode_plain::<crate::HistoryPoint>(bytes).is_ok());
    count(decode_plain::<ReportMark>(bytes).is_ok());
    ok
}

/// Reads a JSON document as an exported game, and its rules as rules of format 1.
fn read_json(json: &[u8]) {
    if let Ok(text) = std::str::from_utf8(json) {
        if let Ok(exported) = ExportedGame::from_json(text) {
            let _ = exported.replay();
        }
    }
    if let Ok(mut value) = serde_json::from_slice::<Value>(json) {
        upgrade_rules_json(&mut value);
        if let Some(rules) = value.get_mut("rules") {
            upgrade_rules_json(rules);
        }
    }
}

/// One change to a JSON document: which node (`at`, modulo the node count), what to do, and
/// a number and a text to put there.
#[derive(Debug, Clone)]
struct Edit {
    at: usize,
    op: u8,
    number: i64,
    text: String,
}

/// Paths (JSON pointers) of every node of `value`.
fn pointers(value: &Value, here: String, out: &mut Vec<String>) {
    match value {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                pointers(item, format!("{here}/{i}"), out);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                let key = key.replace('~', "~0").replace('/', "~1");
                pointers(item, format!("{here}/{key}"), out);
            }
        }
        _ => {}
    }
    out.push(here);
}

fn apply_edit(doc: &mut Value, edit: &Edit) {
    let mut paths = Vec::new();
    pointers(doc, String::new(), &mut paths);
    let path = &paths[edit.at % paths.len()];
    let Some(node) = doc.pointer_mut(path) else {
        return;
    };
    *node = match edit.op % 14 {
        0 => Value::Null,
        1 => Value::from(edit.number),
        2 => Value::from(i64::MIN),
        3 => Value::from(u64::MAX),
        4 => serde_json::Number::from_f64(edit.number as f64 * 1.5e300)
            .map_or(Value::Null, Value::Number),
        5 => Value::from(edit.text.clone()),
        6 => Value::Bool(edit.number % 2 == 0),
        7 => Value::Array(Vec::new()),
        8 => Value::Object(serde_json::Map::new()),
        // Drop a field of an object, or the last item of an array.
        9 => match node.take() {
            Value::Object(mut map) => {
                let key = map.keys().nth(edit.at % map.len().max(1)).cloned();
                if let Some(key) = key {
                    map.remove(&key);
                }
                Value::Object(map)
            }
            Value::Array(mut items) => {
                items.pop();
                Value::Array(items)
            }
            other => other,
        },
        // Repeat an array's items (a longer hand, more players, more actions).
        10 => match node.take() {
            Value::Array(items) => {
                let times = 1 + (edit.number.unsigned_abs() % 4) as usize;
                Value::Array(
                    items
                        .iter()
                        .cycle()
                        .take(items.len() * times)
                        .cloned()
                        .collect(),
                )
            }
            other => other,
        },
        // Add a field nobody knows.
        11 => match node.take() {
            Value::Object(mut map) => {
                map.insert(edit.text.clone(), Value::from(edit.number));
                Value::Object(map)
            }
            other => other,
        },
        // A number nudged by one (an index, a seat, a count, a version).
        12 => match node.as_i64() {
            Some(n) => Value::from(n.wrapping_add(if edit.number % 2 == 0 { 1 } else { -1 })),
            None => node.take(),
        },
        _ => Value::from(edit.number % 16),
    };
}

fn edit() -> impl Strategy<Value = Edit> {
    (any::<usize>(), any::<u8>(), any::<i64>(), "\\PC{0,12}").prop_map(|(at, op, number, text)| {
        Edit {
            at,
            op,
            number,
            text,
        }
    })
}

/// One damaged input.
#[derive(Debug, Clone)]
enum Input {
    /// Any bytes at all.
    Bytes(Vec<u8>),
    /// A golden record with bytes flipped, cut off or added (mostly caught by the checksum).
    Damaged {
        sample: usize,
        flips: Vec<(usize, u8)>,
        cut: Option<usize>,
        tail: Vec<u8>,
    },
    /// A golden record's JSON edited and sealed again, under its own or another format version
    /// and codec: damage the checksum cannot see.
    Rewritten {
        sample: usize,
        edits: Vec<Edit>,
        version: Option<u16>,
        deflate: Option<bool>,
        /// Bytes of the JSON text itself changed after the edits.
        text_flips: Vec<(usize, u8)>,
    },
    /// Any bytes sealed in a valid envelope of some kind and version.
    Sealed {
        kind: u8,
        version: u16,
        deflate: bool,
        json: Vec<u8>,
    },
}

fn input() -> impl Strategy<Value = Input> {
    let flips = || prop::collection::vec((any::<usize>(), any::<u8>()), 0..6);
    prop_oneof![
        1 => prop::collection::vec(any::<u8>(), 0..256).prop_map(Input::Bytes),
        3 => (any::<usize>(), flips(), proptest::option::of(any::<usize>()),
              prop::collection::vec(any::<u8>(), 0..16))
            .prop_map(|(sample, flips, cut, tail)| Input::Damaged { sample, flips, cut, tail }),
        6 => (any::<usize>(), prop::collection::vec(edit(), 1..4),
              proptest::option::weighted(0.2, 0u16..6), proptest::option::weighted(0.1, any::<bool>()),
              prop::collection::vec((any::<usize>(), any::<u8>()), 0..2))
            .prop_map(|(sample, edits, version, deflate, text_flips)| Input::Rewritten {
                sample, edits, version, deflate, text_flips,
            }),
        1 => (prop::sample::select(b"GLIRSMXBACDU".to_vec()), 0u16..5, any::<bool>(),
              prop::collection::vec(any::<u8>(), 0..128))
            .prop_map(|(kind, version, deflate, json)| Input::Sealed { kind, version, deflate, json }),
    ]
}

fn flip(bytes: &mut [u8], flips: &[(usize, u8)]) {
    if bytes.is_empty() {
        return;
    }
    let len = bytes.len();
    for &(at, xor) in flips {
        bytes[at % len] ^= xor.max(1);
    }
}

/// The bytes `input` stands for, and the JSON payload behind them if any.
fn bytes_of(input: &Input) -> (Vec<u8>, Option<Vec<u8>>) {
    let all = samples();
    match input {
        Input::Bytes(bytes) => (bytes.clone(), None),
        Input::Damaged {
            sample,
            flips,
            cut,
            tail,
        } => {
            let mut bytes = all[sample % all.len()].1.clone();
            flip(&mut bytes, flips);
            if let Some(cut) = cut {
                bytes.truncate(cut % (bytes.len() + 1));
            }
            bytes.extend_from_slice(tail);
            (bytes, None)
        }
        Input::Rewritten {
            sample,
            edits,
            version,
            deflate,
            text_flips,
        } => {
            let (kind, bytes) = &all[sample % all.len()];
            let opened = envelope::open(bytes, *kind, u16::MAX).expect("golden records open");
            let mut doc: Value =
                serde_json::from_slice(&opened.json).expect("golden records are JSON");
            for edit in edits {
                apply_edit(&mut doc, edit);
            }
            let mut json = serde_json::to_vec(&doc).expect("JSON writes");
            flip(&mut json, text_flips);
            let codec = match deflate.unwrap_or(bytes[4] == 1) {
                true => Codec::DeflateJson,
                false => Codec::Json,
            };
            let sealed = envelope::seal(*kind, version.unwrap_or(opened.version), codec, &json);
            (sealed, Some(json))
        }
        Input::Sealed {
            kind,
            version,
            deflate,
            json,
        } => {
            let codec = if *deflate {
                Codec::DeflateJson
            } else {
                Codec::Json
            };
            let kind = kind_of(*kind).expect("a kind byte");
            (
                envelope::seal(kind, *version, codec, json),
                Some(json.clone()),
            )
        }
    }
}

/// Feeds `cases` inputs to every decoder; prints the count, how many decoded, and the time.
fn fuzz_records(cases: u32) {
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 4_096,
        ..Config::default()
    });
    let (ran, decoded) = (Cell::new(0u64), Cell::new(0u64));
    let start = Instant::now();
    let outcome = runner.run(&input(), |input| {
        let (bytes, json) = bytes_of(&input);
        ran.set(ran.get() + 1);
        decoded.set(decoded.get() + decode_all(&bytes) as u64);
        if let Some(json) = json {
            read_json(&json);
        }
        Ok::<(), TestCaseError>(())
    });
    let secs = start.elapsed().as_secs_f64();
    if let Err(e) = outcome {
        panic!("fuzz stored records: {e}");
    }
    println!(
        "fuzz stored records: {} inputs ({} decoded as some record), 0 panics, {secs:.1} s",
        ran.get(),
        decoded.get()
    );
    assert!(ran.get() >= u64::from(cases), "every input ran");
}

#[test]
fn every_golden_record_decodes_as_its_kind() {
    for (kind, bytes) in samples() {
        assert!(decode_all(bytes) >= 1, "a golden {kind:?} record decodes");
    }
}

#[test]
fn fuzz_records_quick() {
    fuzz_records(3_000);
}

/// `FUZZ_CASES=1000000 cargo test --release -p canasta-storage --lib fuzz_records_long --
/// --ignored --nocapture`
#[test]
#[ignore = "long fuzz run, on demand"]
fn fuzz_records_long() {
    let cases = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.trim().replace('_', "").parse().ok())
        .unwrap_or(1_000_000);
    fuzz_records(cases);
}
