//! The stored game record (kind `G`): everything but the action log.
//!
//! Version 3: compressed JSON of [`GameV3`], the rules in policy groups. Version 2: the same
//! fields with the flat rules of [`RulesV1`] (in the record and in the snapshot, whose melds
//! carry ids and shapes); the rules are converted and the snapshot kept. Version 1: as 2, with a
//! snapshot from before meld ids; it is always rebuilt from the log. The log (kind `L`, see
//! `log.rs`) is the source of truth; the snapshot is a cache of its replay. A snapshot that no
//! longer parses (the engine's internal state changed in an upgrade) is rebuilt from the log,
//! so an upgrade mid-game never loses a game as long as the rules and actions still read.

use super::envelope::{self, Codec, Kind};
use super::rules_v1::{upgrade_rules_json, RulesV1};
use super::FormatError;
use crate::ids::GameId;
use crate::record::{GameRecord, GameStatus, PlayerSlot};
use canasta_engine::{Game, Rules};
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
    snapshot: &'a Game,
}

/// Game format 3, as read: the snapshot is parsed on its own so that a stale one can be
/// rebuilt from the log.
#[derive(Deserialize)]
struct GameV3 {
    id: u64,
    guild_id: u64,
    channel_id: u64,
    host_id: u64,
    players: Vec<PlayerSlot>,
    rules: Rules,
    seed: u64,
    log_len: usize,
    version: u64,
    status: GameStatus,
    created_at: u64,
    updated_at: u64,
    finished_at: Option<u64>,
    snapshot: Box<serde_json::value::RawValue>,
}

/// Game formats 1 and 2, as read: format 3 with the flat rules of [`RulesV1`].
#[derive(Deserialize)]
struct GameV1 {
    id: u64,
    guild_id: u64,
    channel_id: u64,
    host_id: u64,
    players: Vec<PlayerSlot>,
    rules: RulesV1,
    seed: u64,
    log_len: usize,
    version: u64,
    status: GameStatus,
    created_at: u64,
    updated_at: u64,
    finished_at: Option<u64>,
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
        snapshot: &r.game,
    };
    let json = serde_json::to_vec(&out).expect("a game record always serializes");
    envelope::seal(Kind::Game, GAME_FORMAT, Codec::DeflateJson, &json)
}

/// Decodes a game of any released format.
pub(crate) fn decode_game(bytes: &[u8], rebuild: Rebuild<'_>) -> Result<GameRecord, FormatError> {
    let opened = envelope::open(bytes, Kind::Game, GAME_FORMAT)?;
    match opened.version {
        // Format 1's snapshot has melds without ids: its log is the only way to them.
        1 => from_v3(
            from_v1(serde_json::from_slice(&opened.json)?)?,
            false,
            rebuild,
        ),
        2 => from_v3(
            from_v1(serde_json::from_slice(&opened.json)?)?,
            true,
            rebuild,
        ),
        3 => from_v3(serde_json::from_slice(&opened.json)?, true, rebuild),
        v => Err(FormatError::Corrupt(format!("unknown game format {v}"))),
    }
}

/// Formats 1 and 2 are format 3 with flat rules: converts them, and the snapshot's copy.
fn from_v1(v: GameV1) -> Result<GameV3, FormatError> {
    let mut snapshot: serde_json::Value = serde_json::from_str(v.snapshot.get())?;
    if let Some(rules) = snapshot.get_mut("rules") {
        upgrade_rules_json(rules);
    }
    Ok(GameV3 {
        id: v.id,
        guild_id: v.guild_id,
        channel_id: v.channel_id,
        host_id: v.host_id,
        players: v.players,
        rules: v.rules.into(),
        seed: v.seed,
        log_len: v.log_len,
        version: v.version,
        status: v.status,
        created_at: v.created_at,
        updated_at: v.updated_at,
        finished_at: v.finished_at,
        snapshot: serde_json::value::to_raw_value(&snapshot)?,
    })
}

/// The record, with the stored snapshot if `snapshot_current` and it parses, else the log's
/// replay.
fn from_v3(
    v: GameV3,
    snapshot_current: bool,
    rebuild: Rebuild<'_>,
) -> Result<GameRecord, FormatError> {
    if v.players.len() != v.rules.seats() {
        return Err(FormatError::Corrupt(format!(
            "{} players for {} seats",
            v.players.len(),
            v.rules.seats()
        )));
    }
    let id = GameId(v.id);
    let parsed = if snapshot_current {
        serde_json::from_str::<Game>(v.snapshot.get()).map_err(|e| e.to_string())
    } else {
        Err("format 1 predates meld ids".to_string())
    };
    let game = match parsed {
        Ok(game) => game,
        Err(stale) => {
            tracing::warn!(game = v.id, %stale, "snapshot unreadable: rebuilding it from the log");
            rebuild(id, &v.rules, v.seed, v.log_len).map_err(|e| {
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
        rules: v.rules,
        seed: v.seed,
        log_len: v.log_len,
        game,
        version: v.version,
        status: v.status,
        created_at: v.created_at,
        updated_at: v.updated_at,
        finished_at: v.finished_at,
    })
}
