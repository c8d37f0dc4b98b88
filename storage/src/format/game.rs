//! The stored game record (kind `G`): everything but the action log.
//!
//! Version 3: compressed JSON of [`GameV3Out`], the rules in policy groups. Version 2: the
//! same fields with the flat rules of [`RulesV1`] (in the record and in the snapshot, whose
//! melds carry ids and shapes); the rules are converted and the snapshot kept. Version 1: as 2,
//! with a snapshot from before meld ids; it is always rebuilt from the log. All three are read
//! as [`GameIn`]. The log (kind `L`, see `log.rs`) is the source of truth; the snapshot is a
//! cache of its replay. A snapshot that no longer parses (the engine's internal state changed
//! in an upgrade) is rebuilt from the log, so an upgrade mid-game never loses a game as long
//! as the rules and actions still read. So is a snapshot whose scored deals have no canasta
//! counts (written within format 3 or before, when the engine did not count them).

use super::envelope::{self, Codec, Kind};
use super::upgrade_rules_json;
use super::FormatError;
use canasta_engine::{Game, Rules};
use canasta_records::GameId;
use canasta_records::RulesV1;
use canasta_records::Timeouts;
use canasta_records::{GameRecord, GameStatus, PlayerSlot};
use serde::{Deserialize, Serialize};

/// The newest game format, the one written.
const GAME_FORMAT: u16 = 3;

/// Game format 3, as written.
#[derive(Serialize)]
struct GameV3Out<'a> {
    id: u64,
    guild_id: u64,
    channel_id: u64,
    host_id: u64,
    players: &'a [PlayerSlot],
    rules: &'a Rules,
    seed: u64,
    log_len: usize,
    version: u64,
    status: GameStatus,
    created_at: u64,
    updated_at: u64,
    finished_at: Option<u64>,
    /// Absent while empty, so records without timeouts are written as before.
    #[serde(skip_serializing_if = "Timeouts::is_empty")]
    timeouts: &'a Timeouts,
    snapshot: &'a Game,
}

/// Every game format, as read, with the rules of its format (`R`): [`Rules`] for format 3,
/// the flat [`RulesV1`] for formats 1 and 2. The snapshot is parsed on its own so that a stale
/// one can be rebuilt from the log.
#[derive(Deserialize)]
struct GameIn<R> {
    id: u64,
    guild_id: u64,
    channel_id: u64,
    host_id: u64,
    players: Vec<PlayerSlot>,
    rules: R,
    seed: u64,
    log_len: usize,
    version: u64,
    status: GameStatus,
    created_at: u64,
    updated_at: u64,
    finished_at: Option<u64>,
    /// Added within format 3; absent in older records (read as empty).
    #[serde(default)]
    timeouts: Timeouts,
    snapshot: Box<serde_json::value::RawValue>,
}

/// Rebuilds a snapshot from the log when the stored one does not parse: given the game id,
/// rules, seed and log length, returns the replayed game or why it cannot.
pub(crate) type Rebuild<'a> = &'a dyn Fn(GameId, &Rules, u64, usize) -> Result<Game, String>;

/// Encodes a game in the newest format.
pub(crate) fn encode_game(r: &GameRecord) -> Vec<u8> {
    let out = GameV3Out {
        id: r.id.0,
        guild_id: r.guild_id,
        channel_id: r.channel_id,
        host_id: r.host_id,
        players: &r.players,
        rules: &r.rules,
        seed: r.seed,
        log_len: r.log_len,
        version: r.version,
        status: r.status,
        created_at: r.created_at,
        updated_at: r.updated_at,
        finished_at: r.finished_at,
        timeouts: &r.timeouts,
        snapshot: &r.game,
    };
    let json = serde_json::to_vec(&out).expect("a game record always serializes");
    envelope::seal(Kind::Game, GAME_FORMAT, Codec::DeflateJson, &json)
}

/// Decodes a game of any released format.
pub(crate) fn decode_game(bytes: &[u8], rebuild: Rebuild<'_>) -> Result<GameRecord, FormatError> {
    let opened = envelope::open(bytes, Kind::Game, GAME_FORMAT)?;
    let json = &opened.json;
    match opened.version {
        // Format 1's snapshot has melds without ids: its log is the only way to them.
        1 => from_stored::<RulesV1>(serde_json::from_slice(json)?, stale_snapshot, rebuild),
        2 => from_stored::<RulesV1>(serde_json::from_slice(json)?, flat_snapshot, rebuild),
        3 => from_stored::<Rules>(serde_json::from_slice(json)?, snapshot, rebuild),
        v => Err(FormatError::Corrupt(format!("unknown game format {v}"))),
    }
}

/// A format-3 snapshot.
fn snapshot(json: &str) -> Result<Game, String> {
    serde_json::from_str(json).map_err(|e| e.to_string())
}

/// A format-2 snapshot: today's game with the flat rules of format 1, converted.
fn flat_snapshot(json: &str) -> Result<Game, String> {
    let mut value: serde_json::Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
    if let Some(rules) = value.get_mut("rules") {
        upgrade_rules_json(rules);
    }
    serde_json::from_value(value).map_err(|e| e.to_string())
}

/// A format-1 snapshot, never read.
fn stale_snapshot(_: &str) -> Result<Game, String> {
    Err("format 1 predates meld ids".to_string())
}

/// True when every scored deal of `game` has its canasta counts (deals scored before the
/// engine counted them, stored within format 3 and before, have none).
fn counts_canastas(game: &Game) -> bool {
    game.history().iter().all(|deal| deal.canastas.is_some())
}

/// The record, with its rules converted and with the snapshot `parse` reads, else the log's
/// replay.
fn from_stored<R: Into<Rules>>(
    v: GameIn<R>,
    parse: fn(&str) -> Result<Game, String>,
    rebuild: Rebuild<'_>,
) -> Result<GameRecord, FormatError> {
    let rules: Rules = v.rules.into();
    if v.players.len() != rules.seats() {
        return Err(FormatError::Corrupt(format!(
            "{} players for {} seats",
            v.players.len(),
            rules.seats()
        )));
    }
    let id = GameId(v.id);
    let game = match parse(v.snapshot.get()) {
        Ok(game) if counts_canastas(&game) => game,
        Ok(_) => {
            // Its scored deals predate the engine's canasta counts: the log's replay has them.
            tracing::debug!(
                game = v.id,
                "deals without canasta counts: replaying the log"
            );
            rebuild(id, &rules, v.seed, v.log_len)
                .map_err(|e| FormatError::Corrupt(format!("the log does not replay ({e})")))?
        }
        Err(stale) => {
            tracing::warn!(game = v.id, %stale, "snapshot unreadable: rebuilding it from the log");
            rebuild(id, &rules, v.seed, v.log_len).map_err(|e| {
                FormatError::Corrupt(format!(
                    "snapshot unreadable ({stale}) and the log does not replay ({e})"
                ))
            })?
        }
    };
    Ok(GameRecord {
        id,
        guild_id: v.guild_id,
        channel_id: v.channel_id,
        host_id: v.host_id,
        players: v.players,
        rules,
        seed: v.seed,
        log_len: v.log_len,
        game,
        version: v.version,
        status: v.status,
        created_at: v.created_at,
        updated_at: v.updated_at,
        finished_at: v.finished_at,
        timeouts: v.timeouts,
    })
}
